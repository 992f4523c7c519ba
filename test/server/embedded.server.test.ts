// The recipe's server with no database (issue 56, item 1): its matches in files
// (DATA_DIR, examples/server/flat-file-store.mjs on boardgame.io's FlatFile), and the
// page on its port. What the guide promises of it: the page and the engine's modules
// served, nothing outside them; a match played to its end as replay of its record; a
// killed process's matches kept and played on by the next; a state edited on disk
// refused with the engine's code; one seat joined twice at once given to one join only,
// and every seat of a match joined at once kept; a player who leaves through the lobby
// stood in for by the level's bot.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LobbyClient as LobbyClientType } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { randomBot, replay, RULESETS, scoreGame, stateAtRound, type GameState } from '../../src/index.js';
import { spectatorRound } from '../../src/adapters/boardgame-io/index.js';
import { chromiumPath, seriousViolations } from '../web/page-driver.js';
import {
  fileItem,
  fileStore,
  freePort,
  LOCAL,
  newMatch,
  playingClient,
  type RunningServer,
  startServer,
  stoppedAfterEachTest,
  stopServer,
  storedState,
  until,
  writeFileItem,
  type FileStore,
} from './support.js';

const require = createRequire(import.meta.url);
const { LobbyClient } = require('boardgame.io/dist/cjs/client.js') as {
  LobbyClient: typeof LobbyClientType;
};

const { servers, clients } = stoppedAfterEachTest();

async function server(
  store: FileStore,
  env: Record<string, string> = {},
  ports?: { port: number; apiPort: number },
): Promise<RunningServer> {
  const started = await startServer(
    store,
    ports?.port ?? (await freePort()),
    ports?.apiPort ?? (await freePort()),
    env,
  );
  servers.push(started);
  return started;
}

/** A 2-player match of socket clients playing random choices, seat 0 holding from round `holdFrom` on until released. */
async function playedMatch(
  running: RunningServer,
  holdFrom = Number.POSITIVE_INFINITY,
) {
  const { matchID, credentials } = await newMatch(running.apiPort, 2);
  let held = true;
  const seats = [0, 1].map((seat) =>
    playingClient({
      port: running.port,
      matchID,
      seat,
      credentials: credentials[seat] as string,
      bot: randomBot,
      seed: 10 * seat,
      hold: (round) => seat === 0 && held && round >= holdFrom,
      resend: 300,
    })
  );
  clients.push(...seats);
  const release = () => {
    held = false;
    for (const seat of seats) seat.wake();
  };
  return { matchID, credentials, seats, release };
}

/** The match once over in the store: its state, which is replay of its own record. */
async function finished(store: FileStore, matchID: string): Promise<GameState> {
  await until(
    async () => (await storedState(store, matchID))?.ctx.gameover !== undefined,
    'the stored match to be over',
    60_000,
  );
  const G = (await storedState(store, matchID))?.G as GameState;
  expect(G.status).toBe('over');
  expect(replay(G.record)).toEqual(G);
  return G;
}

/** The status of a GET of `path` as it is, unnormalised. */
function rawStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: LOCAL, port, path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

const status = (request: Promise<unknown>): Promise<number> =>
  request.then(
    () => 200,
    (error: Error) => Number(/HTTP status (\d+)/.exec(error.message)?.[1] ?? Number.NaN),
  );

describe('the server with its matches in files, and the page', () => {
  it('serves the page, which imports the engine from the modules it serves beside it, and nothing outside them', async () => {
    const running = await server(fileStore());
    const get = (path: string) => fetch(`http://${LOCAL}:${running.port}${path}`);
    const page = await get('/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('"welcome-to-engine":"./engine/index.js"');
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const code = await (await get(`/${script}`)).text();
    expect(code).toMatch(/from "welcome-to-engine"/);
    // One copy of the engine: the page's own code imports it, and holds no rule of its own.
    expect(code).not.toContain('function createGame');
    const engine = await get('/engine/index.js');
    expect([engine.status, engine.headers.get('content-type')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    // Paths sent as they are (fetch would normalise the dots away): nothing outside the page's folders, and no path that ends the server.
    const paths = [
      '/engine/..%2fpackage.json',
      '/engine/%2e%2e%2fpackage.json',
      '/..%2f..%2fpackage.json',
      '/engine/../../package.json',
      '/nothing.html',
      '/index.html/x',
      '/%00',
      '/engine/%00.js',
      `/${'x'.repeat(300)}`,
    ];
    for (const path of paths)
      expect(await rawStatus(running.port, path), path).toBe(404);
    expect((await get('/')).status).toBe(200);
    expect(running.events).toEqual([]);
  }, 60_000);

  it('plays a match to its end, kept in the files as replay of its record', async () => {
    const store = fileStore();
    const running = await server(store);
    const { matchID, seats } = await playedMatch(running);
    await Promise.all(seats.map(({ over }) => over));
    await finished(store, matchID);
    expect(running.events).toEqual([]);
  }, 120_000);

  it('SIGKILL mid-game: a new process on the same files has the match, the clients reconnect, and it finishes as replay of its record', async () => {
    const store = fileStore();
    const ports = { port: await freePort(), apiPort: await freePort() };
    const first = await server(store, {}, ports);
    const { matchID, seats, release } = await playedMatch(first, 4);
    await until(
      async () =>
        (await storedState(store, matchID))?.G.players[1]?.pending != null &&
        (await storedState(store, matchID))?.G.round === 4,
      'round 4, seat 1 chosen',
    );
    await stopServer(first);
    const again = await server(store, {}, ports);
    // The clients reconnect to the new process on their own; seat 0 chooses round 4 there.
    release();
    await Promise.all(seats.map(({ over }) => over));
    const G = await finished(store, matchID);
    expect(G.record.rounds.length).toBeGreaterThan(4);
    expect(again.events).toEqual([]);
  }, 120_000);

  it("a state edited on disk is refused with the engine's code, and never served", async () => {
    const store = fileStore();
    const running = await server(store);
    const { matchID, credentials } = await playedMatch(running, 3);
    // Seat 1 has chosen in round 3 and seat 0 holds: nothing writes the state after the edit.
    await until(async () => {
      const G = (await storedState(store, matchID))?.G;
      return G?.round === 3 && G.players[1]?.pending != null;
    }, 'round 3, seat 1 chosen');
    const stored = fileItem<{ G: GameState }>(store, matchID) as {
      G: GameState;
    };
    // A refusal crossed that the record does not hold: the sheet stays one the rules allow
    // (a changed house number could break a street's order, refused as a sheet problem
    // first), so the one finding is the state against its record.
    const sheet = stored.G.players[1]?.sheet as { refusals: number };
    expect(sheet.refusals).toBeLessThan(2);
    sheet.refusals += 1;
    writeFileItem(store, matchID, stored);
    // Seat 1 opens the match on a second device: the store loads it, and refuses it.
    const watcher = playingClient({
      port: running.port,
      matchID,
      seat: 1,
      credentials: credentials[1] as string,
      bot: randomBot,
      seed: 1,
      hold: () => true,
    });
    clients.push(watcher);
    await until(
      () => running.events.some((event) => event.event === 'refused'),
      'the refusal',
    );
    expect(
      running.events.find((event) => event.event === 'refused'),
    ).toMatchObject({ matchID, code: 'state/mismatch' });
    expect(watcher.client.getState()).toBeNull();
  }, 60_000);

  it('one seat joined twice at once goes to one join, the other answered 409, in each of 10 matches; every seat of a match joined at once keeps its credentials', async () => {
    const store = fileStore();
    const running = await server(store);
    const lobby = new LobbyClient({
      server: `http://${LOCAL}:${running.apiPort}`,
    });
    for (let m = 0; m < 10; m++) {
      const { matchID } = await lobby.createMatch('welcome-to', {
        numPlayers: 3,
      });
      const twice = await Promise.all(
        ['ann', 'bob'].map((playerName) =>
          status(
            lobby.joinMatch('welcome-to', matchID, {
              playerID: '0',
              playerName,
            }),
          )
        ),
      );
      expect(twice.sort()).toEqual([200, 409]);
      const joins = await Promise.all(
        ['1', '2'].map((playerID) =>
          lobby.joinMatch('welcome-to', matchID, {
            playerID,
            playerName: `player ${playerID}`,
          })
        ),
      );
      const seats = fileItem<{ players: Record<string, { credentials?: string }> }>(
        store,
        `${matchID}:metadata`,
      )?.players ?? {};
      expect([seats['1']?.credentials, seats['2']?.credentials]).toEqual(
        joins.map((join) => join.playerCredentials),
      );
      expect(seats['0']?.credentials).toBeDefined();
    }
    expect(running.events).toEqual([]);
  }, 120_000);

  it("a match's creator chooses its ruleset, variants and sheet through the lobby (setup data); setup data the engine would not deal is answered 400 with the engine's message", async () => {
    const store = fileStore();
    const running = await server(store);
    const lobby = new LobbyClient({
      server: `http://${LOCAL}:${running.apiPort}`,
    });
    const { matchID } = await lobby.createMatch('welcome-to', {
      numPlayers: 3,
      setupData: {
        ruleset: 'original',
        sheet: 'christmas',
        variants: { expert: true },
      },
    });
    const G = (await storedState(store, matchID))?.G as GameState;
    expect([
      G.rules.claims,
      G.variants.expert,
      G.players.map((player) => player.sheet.season.kind),
    ]).toEqual([
      RULESETS.original.claims,
      true,
      ['christmas', 'christmas', 'christmas'],
    ]);
    const refused = await fetch(
      `http://${LOCAL}:${running.apiPort}/games/welcome-to/create`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          numPlayers: 2,
          setupData: { ruleset: 'house' },
        }),
      },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/options\/ruleset/);
  }, 60_000);

  it('a player who leaves through the lobby is stood in for by the bot of BOT_LEVEL, and the match finishes', async () => {
    const store = fileStore();
    const running = await server(store, {
      BOT_LEVEL: 'strong',
      IDLE_SECONDS: '3600',
    });
    const { matchID, credentials, seats } = await playedMatch(running, 3);
    await until(
      async () => (await storedState(store, matchID))?.G.round === 3,
      'round 3',
    );
    const gone = seats[0] as (typeof seats)[number];
    gone.client.stop();
    clients.splice(clients.indexOf(gone), 1);
    await new LobbyClient({
      server: `http://${LOCAL}:${running.apiPort}`,
    }).leaveMatch('welcome-to', matchID, {
      playerID: '0',
      credentials: credentials[0] as string,
    });
    const G = await finished(store, matchID);
    // The watcher writes the last round it played after the match's last state: wait for it.
    const standInOf = () =>
      fileItem<{
        players: Record<string, { data?: { standIn?: { rounds: number[] } } }>;
      }>(store, `${matchID}:metadata`)?.players['0']?.data?.standIn;
    await until(
      () => standInOf()?.rounds.includes(G.record.rounds.length) === true,
      'the stand-in record of the last round',
      10_000,
    );
    const standIn = standInOf();
    expect(standIn?.rounds[0]).toBe(3);
    expect(standIn?.rounds.at(-1)).toBe(G.record.rounds.length);
    expect(running.events).toEqual([]);
  }, 150_000);

  it(
    "a match created with its bots' level (setup data bots) has the seats nobody took played by that level's bot at once, on a server whose own level differs, until someone takes a seat and plays it",
    async () => {
      const store = fileStore();
      const running = await server(store, { BOT_LEVEL: 'strong', IDLE_SECONDS: '3600' });
      const lobby = new LobbyClient({ server: `http://${LOCAL}:${running.apiPort}` });
      const { matchID } = await lobby.createMatch('welcome-to', { numPlayers: 3, setupData: { bots: 'casual' } });
      const join = async (seat: number) => (await lobby.joinMatch('welcome-to', matchID, { playerID: String(seat), playerName: `player ${seat}` })).playerCredentials;
      let held = true;
      const seated = (seat: number, credentials: string) => {
        const client = playingClient({ port: running.port, matchID, seat, credentials, bot: randomBot, seed: 10 * seat, resend: 300, hold: (round) => seat === 0 && held && round >= 4 });
        clients.push(client);
        return client;
      };
      const first = seated(0, await join(0));
      // Seats 1 and 2 nobody took: the casual bot plays them as soon as seat 0 has chosen (the idle time is an hour).
      await until(async () => (await storedState(store, matchID))?.G.round === 4, 'round 4, the empty seats played', 20_000);
      // Seat 0 holds round 4 while someone takes seat 2 and connects; they play it from then on, the bot goes on with seat 1.
      const second = seated(2, await join(2));
      await until(
        () => second.client.getState() !== null && fileItem<{ players: Record<string, { isConnected?: boolean }> }>(store, `${matchID}:metadata`)?.players['2']?.isConnected === true,
        'seat 2 connected',
      );
      held = false;
      first.wake();
      await Promise.all([first.over, second.over]);
      const G = await finished(store, matchID);
      const standIns = () => fileItem<{ players: Record<string, { data?: { standIn?: { level: string; playing: boolean; rounds: number[] } } }> }>(store, `${matchID}:metadata`)?.players;
      await until(() => standIns()?.['1']?.data?.standIn?.rounds.includes(G.record.rounds.length) === true, 'the stand-in record of the last round', 10_000);
      const rounds = Array.from({ length: G.record.rounds.length }, (_, i) => i + 1);
      const one = standIns()?.['1']?.data?.standIn;
      const two = standIns()?.['2']?.data?.standIn;
      expect(one).toEqual({ level: 'casual', playing: true, rounds });
      // Seat 2: the bot's rounds 1 to 3, before its player connected; none after.
      expect(two).toEqual({ level: 'casual', playing: false, rounds: [1, 2, 3] });
      // Seat 0 was never stood in for.
      expect(standIns()?.['0']?.data?.standIn).toBeUndefined();
      expect(running.events).toEqual([]);
    },
    150_000,
  );

  it(
    'a finished match is played back on the page from its link, /#match=<id>&round=<n>, the sheets of every round as replay has them, in English and French; a running one is played back to its last resolved round, its record kept from everyone (it holds the seed, and with it the cards to come)',
    async () => {
      const store = fileStore();
      const running = await server(store);
      const done = await playedMatch(running);
      await Promise.all(done.seats.map(({ over }) => over));
      const G = await finished(store, done.matchID);
      const going = await playedMatch(running, 2);
      await until(
        async () => (await storedState(store, going.matchID))?.G.round === 2,
        'round 2 of the other match',
      );
      const get = (path: string) => fetch(`http://${LOCAL}:${running.port}${path}`);
      expect(await (await get(`/records/${done.matchID}.json`)).json()).toEqual(
        G.record,
      );
      const refused = await get(`/records/${going.matchID}.json`);
      expect([refused.status, await refused.text()]).toEqual([
        404,
        `match ${going.matchID} is still being played: its record is shown once it is over`,
      ]);
      expect((await get('/records/nobody.json')).status).toBe(404);

      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage({
          viewport: { width: 1280, height: 800 },
        });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(
          `http://${LOCAL}:${running.port}/#match=${done.matchID}&round=1`,
        );
        await page.locator('[data-testid=replay-heading]').waitFor();
        // Opened from its link, the replay names the players as the lobby does.
        expect(await page.locator('[data-testid=replay-choices] li b').allTextContents()).toEqual(['player 0', 'player 1']);
        const rounds = G.record.rounds.length;
        // Every round by Next: each sheet read back from its drawing, house by house, is the engine's after that round.
        for (let round = 1; round <= rounds; round++) {
          if (round > 1) await page.locator('[data-testid=replay-next]').click();
          await expect
            .poll(() => page.locator('[data-testid=replay-heading]').textContent())
            .toContain(`round ${round} of ${rounds}`);
          expect(page.url()).toBe(
            `http://${LOCAL}:${running.port}/#match=${done.matchID}&round=${round}`,
          );
          for (const player of stateAtRound(G.record, round + 1).players) {
            const drawn = await page
              .locator(`[data-testid=replay-sheet-${player.id}] .wt-house`)
              .evaluateAll((houses) =>
                houses.flatMap((house) => {
                  const number = house.querySelector('.wt-number')?.textContent;
                  return number === undefined
                    ? []
                    : [
                      `${
                        house.getAttribute(
                          'data-street',
                        )
                      }:${house.getAttribute('data-house')}:${number}`,
                    ];
                })
              );
            const written = player.sheet.streets.flatMap((street, s) => street.houses.flatMap((house, h) => house.number === null ? [] : [`${s}:${h}:${house.number}`]));
            expect(
              drawn.sort(),
              `${player.id}'s sheet after round ${round}`,
            ).toEqual(written.sort());
          }
        }
        // In French, and axe clean.
        await page.locator('[data-testid=lang-fr]').click();
        await expect
          .poll(() => page.locator('[data-testid=replay-heading]').textContent())
          .toContain(`tour ${rounds} sur ${rounds}`);
        expect(
          await seriousViolations(page, 'a server match played back, in French'),
        ).toEqual([]);
        // The running match, held in round 2 (seat 1 has chosen, seat 0 holds): its round 1 as anyone may see it, nothing of round 2.
        await until(async () => (await storedState(store, going.matchID))?.G.players[1]?.pending != null, 'seat 1 chosen in round 2');
        const held = (await storedState(store, going.matchID))?.G as GameState;
        expect(held.round).toBe(2);
        const first = await (await get(`/rounds/${going.matchID}/1.json`)).text();
        expect(JSON.parse(first)).toEqual(spectatorRound(held, 1));
        // The same with round 2's choice and deal taken away: the answer holds nothing of either.
        const unplayed = { ...held, offer: [], cards: { ...held.cards, stacks: [] }, players: held.players.map((player) => ({ ...player, pending: null, pick: null })) } as GameState;
        expect(JSON.parse(first)).toEqual(spectatorRound(unplayed, 1));
        expect(await (await get(`/rounds/${going.matchID}/7.json`)).text()).toBe(first);
        for (const hidden of [JSON.stringify(held.offer), JSON.stringify(held.cards), held.seed]) expect(first).not.toContain(hidden);
        const other = await browser.newPage();
        await other.goto(
          `http://${LOCAL}:${running.port}/#match=${going.matchID}&round=5`,
        );
        await expect
          .poll(() => other.locator('[data-testid=replay-heading]').textContent())
          .toContain('round 1 of 1');
        const totals = await other.locator('[data-testid^=replay-total-]').allTextContents();
        expect(totals).toEqual(scoreGame(stateAtRound(held.record, 2)).players.map((player) => String(player.breakdown.total)));
        const none = await browser.newPage();
        await none.goto(`http://${LOCAL}:${running.port}/#match=nobody&round=1`);
        await expect
          .poll(() => none.locator('#welcome').textContent())
          .toContain('no round to play back');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    120_000,
  );

  it('a process killed while it writes leaves every file of the store whole: each written beside, then renamed over the last', async () => {
    const store = fileStore();
    const writer = `
      import { CheckedFlatFileStore } from ${
      JSON.stringify(
        new URL('../../examples/server/flat-file-store.mjs', import.meta.url)
          .href,
      )
    };
      const store = new CheckedFlatFileStore({ dir: ${
      JSON.stringify(
        store.dir,
      )
    } });
      await store.connect();
      const big = 'x'.repeat(4_000_000);
      for (let i = 0; ; i++) {
        await store.setItem('match-' + (i % 3), { big, i });
        if (i === 2) process.stdout.write('written\\n');
      }`;
    /** Every file of the store read as the writer goes: each whole, or the last whole one. */
    const readAll = () => {
      const files = readdirSync(store.dir).filter(
        (name) => !name.startsWith('.'),
      );
      expect(files).toHaveLength(3);
      for (const name of files)
        expect(
          (
            JSON.parse(readFileSync(join(store.dir, name), 'utf8')) as {
              value: { big: string };
            }
          ).value.big,
        ).toHaveLength(4_000_000);
    };
    for (let kill = 0; kill < 4; kill++) {
      const child = spawn(
        process.execPath,
        ['--input-type=module', '-e', writer],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((resolve) => child.stdout.once('data', resolve));
      // Read while it writes (a file written in place would be caught half written), then kill it mid-run.
      const until = Date.now() + 300 + 97 * kill;
      while (Date.now() < until) readAll();
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      readAll();
    }
  }, 60_000);
});
