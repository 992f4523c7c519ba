// "The engine trusts a state it returned": a row in the database is input from outside,
// and the recipe's store checks every state it loads with validateState. A match edited
// in the database (a sheet's number, a track) is refused with the engine's code, and
// the server neither serves it nor plays on from it.
import { describe, expect, it } from 'vitest';
import { randomBot, validateState, type GameState } from '../../src/index.js';
import { freePort, newMatch, playingClient, query, requireDatabase, type RunningServer, startServer, stoppedAfterEachTest, storedState, until } from './support.js';

const db = requireDatabase();
const { servers, clients } = stoppedAfterEachTest();

/**
 * A 2-player match played by socket clients until its stored state reaches `round`:
 * player 0 then leaves, player 1 stays connected, holding its choice until `release`.
 */
async function matchAt(round: number): Promise<{ matchID: string; port: number; credentials: string[]; server: RunningServer; stayed: ReturnType<typeof playingClient>; release: () => void }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const server = await startServer(db, port, apiPort);
  servers.push(server);
  const { matchID, credentials } = await newMatch(apiPort, 2);
  let held = true;
  const [left, stayed] = [0, 1].map((seat) =>
    playingClient({ port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: 7 * seat, hold: (r) => r >= round && (seat === 0 || held), resend: 200 })
  ) as [ReturnType<typeof playingClient>, ReturnType<typeof playingClient>];
  clients.push(stayed);
  await until(async () => (await storedState(db, matchID))?.G.round === round, `round ${round}`);
  left.client.stop();
  return {
    matchID,
    port,
    credentials,
    server,
    stayed,
    release: () => {
      held = false;
      stayed.wake();
    },
  };
}

/** Rewrites the stored state of a match in the database, as an operator (or an intruder) might. */
async function editStored(matchID: string, edit: (G: GameState) => void): Promise<{ G: GameState; _stateID: number }> {
  const stored = JSON.parse(JSON.stringify(await storedState(db, matchID))) as { G: GameState; _stateID: number };
  edit(stored.G);
  await query(db, 'UPDATE "Games" SET state = $1 WHERE id = $2', [JSON.stringify(stored), matchID]);
  return stored;
}

type Writable<T> = { -readonly [K in keyof T]: Writable<T[K]> };

const edits: readonly (readonly [string, (G: Writable<GameState>) => void])[] = [
  [
    'a house number written over',
    (G) => {
      const house = G.players[0]?.sheet.streets.flatMap((street) => street.houses).find((candidate) => candidate.number !== null);
      if (house === undefined || house.number === null) throw new Error('no house built yet');
      house.number = house.number === 0 ? 1 : house.number - 1;
    },
  ],
  [
    'a track moved on',
    (G) => {
      const sheet = G.players[1]?.sheet;
      if (sheet === undefined) throw new Error('no player 1');
      sheet.temps += 1;
    },
  ],
];

describe("a match edited in the database is refused with the engine's code, not played on", () => {
  it.each(edits)("%s: a move is refused, a player who joins gets no state, the row stays as edited, and the server says why with validateState's code", async (_name, edit) => {
    const { matchID, port, credentials, server, stayed, release } = await matchAt(3);
    const edited = await editStored(matchID, edit as (G: GameState) => void);
    const problems = validateState(edited.G);
    expect(problems.length).toBeGreaterThan(0);
    const code = problems[0]?.code;
    const refusals = () => server.events.filter((event) => event.event === 'refused' && event.matchID === matchID);

    // The player still connected moves: the server loads the match, refuses it, plays nothing.
    release();
    await until(() => refusals().length > 0, 'the server to refuse the move', 10_000);
    expect(refusals()[0]?.code).toBe(code);
    expect(String(refusals()[0]?.message)).toContain(code);
    // A player comes back: the match is refused again, and nothing is sent to it.
    const back = playingClient({ port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: 0 });
    clients.push(back);
    const moves = refusals().length;
    await until(() => refusals().length > moves + 1, 'the server to refuse the returning player, and the move sent again', 10_000);
    expect(back.client.getState()).toBeNull();
    expect(stayed.sent()).toBeGreaterThan(1);
    const after = await storedState(db, matchID);
    expect(after?._stateID).toBe(edited._stateID);
    expect(after?.G).toEqual(edited.G);
    // The server lives on, and nothing else went wrong.
    expect(server.child.exitCode).toBeNull();
    expect(server.events.filter((event) => event.event !== 'refused')).toEqual([]);
    expect(new Set(refusals().map((event) => event.code))).toEqual(new Set([code]));
  });

  it('an untouched match on the same kind of server is served and plays on to the end', async () => {
    const { matchID, port, credentials, server, stayed, release } = await matchAt(2);
    const back = playingClient({ port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: 0 });
    clients.push(back);
    release();
    await Promise.all([back.over, stayed.over]);
    expect(server.events).toEqual([]);
  });
});
