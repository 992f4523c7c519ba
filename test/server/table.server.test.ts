// The page as a table of people over the server (issue 56, items 2 and 6): in Chromium,
// two browser contexts on the recipe's server with its embedded store, one creating a
// table from the page and the other joining it by its link; both play every round on
// their drawn sheets (the clicks a player makes), one reloads mid-game and comes back to
// its seat, and the match ends as replay of its record, each page showing the scores.
// With BOT_LEVEL, a player who leaves the table from the page is stood in for, and the
// other finishes; and a table created with bots for its empty seats is played by one
// person against them, who plays the running match back from her seat.
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, RULESETS, scoreGame, stateAtRound, type GameState } from '../../src/index.js';
import { chromiumPath, horizontalOverflow, markNext, seriousViolations } from '../web/page-driver.js';
import { fileStore, fileItem, freePort, LOCAL, requireDatabase, type Database, type RunningServer, startServer, stoppedAfterEachTest, storedState, until, type FileStore } from './support.js';

const { servers } = stoppedAfterEachTest();
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
});
afterAll(() => browser.close());

async function server(store: FileStore | Database, env: Record<string, string> = {}): Promise<RunningServer> {
  const started = await startServer(store, await freePort(), await freePort(), env);
  servers.push(started);
  return started;
}

/** A person's page at `url`, its errors collected. */
async function person(url: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  return { page, errors };
}

/** Ann creates a 2-player table from the page (an expert game when `expert`), Bob joins it by its link: both seated, the match's id. */
async function twoAtATable(running: RunningServer, expert = false): Promise<{ ann: Page; bob: Page; matchID: string; watchLink: string; errors: string[] }> {
  const a = await person(`http://${LOCAL}:${running.port}/`);
  // The game setup is open on a fresh page: the table takes its rules, sheet and variants.
  if (expert) await a.page.locator('input[name=expert]').check();
  await a.page.locator('[data-testid=table-summary]').click();
  await a.page.locator('[data-testid=table-name]').fill('Ann');
  await a.page.locator('[data-testid=create-table]').click();
  await a.page.locator('#sheet svg').waitFor();
  const link = await a.page.locator('[data-testid=share-link]').inputValue();
  const watchLink = await a.page.locator('[data-testid=watch-link]').inputValue();
  const matchID = new URL(link).searchParams.get('match') as string;
  const b = await person(link, 360);
  await b.page.locator('[data-testid=table-name]').fill('Bob');
  await b.page.locator('[data-testid=join-table]').click();
  await b.page.locator('#sheet svg').waitFor();
  return { ann: a.page, bob: b.page, matchID, watchLink, errors: [...a.errors, ...b.errors] };
}

/**
 * Each page in turn makes the click a player would make next, until every page shows
 * the scores; a page whose choice is sent waits for the others. `during(round)` runs
 * once as each new round shows on the first page.
 */
async function playToTheEnd(pages: Page[], during: (round: number) => Promise<void> = async () => {}): Promise<void> {
  let seen = 0;
  for (let turn = 0; turn < 5000; turn++) {
    let over = 0;
    for (const page of pages) {
      const what = await markNext(page, turn);
      if (what === null) over++;
      // A server's update may draw the page again under the click: the next turn marks it again.
      else if (what !== 'stuck') await page.locator('[data-next]').click({ timeout: 3000 }).catch(() => undefined);
    }
    if (over === pages.length) return;
    const status = (await pages[0]?.locator('[data-testid=status]').textContent()) ?? '';
    const round = Number(/(\d+)/.exec(status)?.[1] ?? 0);
    if (round > seen) {
      seen = round;
      await during(round);
    }
  }
  throw new Error('the match did not end');
}

describe('the page as a table of people over the server, in Chromium', () => {
  it.each(
    [
      ['files (the embedded store)', (): FileStore | Database => fileStore()],
      ['PostgreSQL', (): FileStore | Database => requireDatabase()],
    ] as const,
  )(
    'on %s: two people play a 2-player expert match to the end from the page, one reloading mid-game and going on at its seat, a third watching without a seat and never sent a card or choice the table has not seen; the match is replay of its record',
    async (_store, storeOf) => {
      const store = storeOf();
      const running = await server(store);
      const { ann, bob, matchID, watchLink, errors } = await twoAtATable(running, true);
      await expect.poll(() => ann.locator('[data-testid=seats]').textContent()).toContain('Bob · here');
      // The spectator: every frame the server sends it recorded.
      const watcher = await person(watchLink, 360);
      const frames: string[] = [];
      watcher.page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
      // Socket.IO's first messages may come by HTTP polling, before the socket: those too.
      watcher.page.on('response', (response) => {
        if (response.url().includes('/socket.io/')) void response.text().then((text) => frames.push(text), () => undefined);
      });
      await watcher.page.reload();
      await watcher.page.locator('[data-testid=other-0] svg').waitFor();
      await ann.screenshot({ path: 'test-results/web/table-1280.png' });
      // Bob plays in French, at 360 px.
      await bob.locator('[data-testid=lang-fr]').click();
      await expect.poll(() => bob.locator('[data-testid=status]').textContent()).toContain('Tour 1');
      expect(await horizontalOverflow(bob)).toBeLessThanOrEqual(0);
      await bob.screenshot({ path: 'test-results/web/table-360-fr.png' });
      const violations = [
        ...(await seriousViolations(ann, 'the table at 1280 px')),
        ...(await seriousViolations(bob, 'the table at 360 px, in French')),
        ...(await seriousViolations(watcher.page, 'watching at 360 px')),
      ];
      expect(violations).toEqual([]);
      let hiddenShown = 0;
      await playToTheEnd([ann, bob], async (round) => {
        // An expert round's offer before its picks: numbers only, to the spectator as to a player who has not picked.
        hiddenShown += await watcher.page.locator('#offer [data-effect]').count();
        if (round === 4) await watcher.page.screenshot({ path: 'test-results/web/table-watching-360.png', fullPage: true });
        if (round !== 5) return;
        await bob.reload();
        await bob.locator('#sheet svg').waitFor();
      });
      await watcher.page.locator('[data-testid=scores]').waitFor();
      expect(hiddenShown).toBe(0);
      expect(frames.some((frame) => frame.includes('"spectator":true'))).toBe(true);
      // No frame holds what only the master keeps: the deck, the generator, the seed, a choice before its round resolved.
      // Nor any player's choice: a spectator's view holds none, and the log's moves come without their arguments.
      expect(frames.some((frame) => frame.includes('"sync"'))).toBe(true);
      for (const frame of frames) expect(frame).not.toMatch(/"(cards|rng|seed)":|"pending":\{|"type":"(build|refuse|pick)"/);
      expect(watcher.errors).toEqual([]);
      for (const page of [ann, bob]) await page.locator('[data-testid=scores]').waitFor();
      const G = (await storedState(store, matchID))?.G as GameState;
      expect(G.status).toBe('over');
      expect(replay(G.record)).toEqual(G);
      expect(await ann.locator('[data-testid=winners]').textContent()).toBeTruthy();
      expect(errors).toEqual([]);
      expect(running.events).toEqual([]);
    },
    240_000,
  );

  it("a table made with solo chosen in the game setup takes solo's ruleset, whose field the setup then disables", async () => {
    const store = fileStore();
    const running = await server(store);
    const { page, errors } = await person(`http://${LOCAL}:${running.port}/`);
    await page.locator('select[name=bots]').selectOption('0');
    await page.locator('select[name=sheet]').selectOption('eggs');
    await page.locator('[data-testid=table-summary]').click();
    await page.locator('[data-testid=table-name]').fill('Ann');
    await page.locator('[data-testid=create-table]').click();
    await page.locator('#sheet svg').waitFor();
    const matchID = new URL(await page.locator('[data-testid=share-link]').inputValue()).searchParams.get('match') as string;
    const G = (await storedState(store, matchID))?.G as GameState;
    expect([G.rules, G.players.length, G.players[0]?.sheet.season.kind]).toEqual([RULESETS.original, 2, 'eggs']);
    expect(errors).toEqual([]);
  }, 60_000);

  it(
    "a table whose empty seats a casual bot plays, chosen in the table's form: the bots answer each of Ann's choices at once; mid-game she plays the running match back from her seat, up to the last round resolved and never past it",
    async () => {
      const store = fileStore();
      const running = await server(store, { BOT_LEVEL: 'strong', IDLE_SECONDS: '3600' });
      const { page: ann, errors } = await person(`http://${LOCAL}:${running.port}/`);
      await ann.locator('[data-testid=table-summary]').click();
      await ann.locator('[data-testid=table-name]').fill('Ann');
      await ann.locator('[data-testid=table-players]').selectOption('3');
      await ann.locator('[data-testid=table-bots]').selectOption('casual');
      await ann.locator('[data-testid=create-table]').click();
      await ann.locator('#sheet svg').waitFor();
      const matchID = new URL(await ann.locator('[data-testid=share-link]').inputValue()).searchParams.get('match') as string;
      const enough = new Error('round 4 reached');
      await playToTheEnd([ann], async (round) => {
        if (round < 4) return;
        await expect.poll(() => ann.locator('[data-testid=seats] li').allTextContents()).toEqual(['Ann · here', 'a free seat · a bot plays for them', 'a free seat · a bot plays for them']);
        // The others' sheets say it too, the table box folded or not.
        expect(await ann.locator('[data-testid=who-1]').textContent()).toContain('a bot plays for them');
        await ann.locator('#replay-open').click();
        await expect.poll(() => ann.locator('[data-testid=replay-heading]').textContent()).toContain('round 3 of 3');
        // Ann is "you"; the seats nobody named, by their place at the table.
        expect(await ann.locator('[data-testid=replay-choices] li b').allTextContents()).toEqual(['you', 'Seat 2', 'Seat 3']);
        const G = (await storedState(store, matchID))?.G as GameState;
        const totals = await ann.locator('[data-testid^=replay-total-]').allTextContents();
        expect(totals).toEqual(scoreGame(stateAtRound(G.record, 4)).players.map((player) => String(player.breakdown.total)));
        // The last round resolved is the last there is: Next is off.
        expect(await ann.locator('[data-testid=replay-next]').isDisabled()).toBe(true);
        await ann.locator('[data-testid=replay-previous]').click();
        await expect.poll(() => ann.locator('[data-testid=replay-heading]').textContent()).toContain('round 2 of 3');
        expect(new URL(ann.url()).hash).toBe(`#match=${matchID}&round=2`);
        await ann.locator('[data-testid=replay-close]').click();
        await ann.locator('#sheet svg').waitFor();
        throw enough;
      }).then(
        () => expect.unreachable('the match ended before round 4'),
        (error: unknown) => expect(error).toBe(enough),
      );
      const standIns = fileItem<{ players: Record<string, { data?: { standIn?: { level: string; rounds: number[] } } }> }>(store, `${matchID}:metadata`)?.players;
      expect([standIns?.['1']?.data?.standIn?.level, standIns?.['2']?.data?.standIn?.level]).toEqual(['casual', 'casual']);
      expect(standIns?.['1']?.data?.standIn?.rounds.slice(0, 3)).toEqual([1, 2, 3]);
      expect(await seriousViolations(ann, 'a table with bots in its empty seats')).toEqual([]);
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it('with BOT_LEVEL, a person who leaves the table from the page is stood in for by the bot, and the other finishes', async () => {
    const store = fileStore();
    const running = await server(store, { BOT_LEVEL: 'strong', IDLE_SECONDS: '3600' });
    const { ann, bob, matchID, errors } = await twoAtATable(running);
    const playing = [ann, bob];
    await playToTheEnd(playing, async (round) => {
      if (round !== 3 || playing.length === 1) return;
      // Bob leaves from the page; Ann plays on alone, the bot choosing for Bob's seat.
      playing.pop();
      await bob.locator('[data-testid=table-summary]').click();
      await bob.locator('[data-testid=leave-table]').click();
      await bob.locator('[data-testid=join-table]').waitFor();
      await expect.poll(() => ann.locator('[data-testid=seats]').textContent()).toContain('a bot plays for them');
    });
    await until(async () => (await storedState(store, matchID))?.G.status === 'over', 'the match over');
    const standIn = fileItem<{ players: Record<string, { data?: { standIn?: { playing: boolean; rounds: number[] } } }> }>(store, `${matchID}:metadata`)?.players['1']?.data?.standIn;
    expect(standIn?.playing).toBe(true);
    expect(standIn?.rounds.length).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  }, 240_000);
});
