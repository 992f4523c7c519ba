// Seats that cannot be lost. boardgame.io 0.50's lobby joins a seat by reading the
// match's metadata, setting the seat's name and credentials, and writing the whole
// metadata back, without a lock (its issue #1100); so does a socket's connection
// (isConnected) and every move (updatedAt). Two such writes at once: the second writes
// back the seats as it read them, and a seat joined in between loses its credentials.
// The recipe's store (examples/server/checked-store.mjs) applies only what each write
// changed, under a lock on the match's row. Here every seat of a match is joined at once,
// round after round, on one process and across two, each player's socket connecting as
// soon as its join answers: every seat keeps the credentials its join returned, every
// player plays its seat with them, and every match finishes.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { LobbyClient as LobbyClientType } from 'boardgame.io/client';
import { randomBot, replay, type GameState } from '../../src/index.js';
import { freePort, LOCAL, playingClient, query, report, requireDatabase, type RunningServer, startServer, stoppedAfterEachTest, storedState, until } from './support.js';

const require = createRequire(import.meta.url);
// boardgame.io 0.50 has no `exports` map: its CommonJS files, named.
const { LobbyClient } = require('boardgame.io/dist/cjs/client.js') as { LobbyClient: typeof LobbyClientType };

const db = requireDatabase();
const { servers, clients } = stoppedAfterEachTest();

const ROUNDS = 20;
const SEATS = 3;

async function server(): Promise<RunningServer> {
  const started = await startServer(db, await freePort(), await freePort());
  servers.push(started);
  return started;
}

const lobby = (apiPort: number) => new LobbyClient({ server: `http://${LOCAL}:${apiPort}` });

interface Seat {
  readonly name?: string;
  readonly credentials?: string;
  readonly data?: unknown;
  readonly isConnected?: boolean;
}

/** A match's seats as stored: boardgame.io's metadata, credentials and all. */
async function storedSeats(matchID: string): Promise<Record<string, Seat>> {
  const rows = await query<{ players: Record<string, Seat> }>(db, 'SELECT players FROM "Games" WHERE id = $1', [matchID]);
  return rows[0]?.players ?? {};
}

/** The status of a lobby request that failed (LobbyClientError: `HTTP status 409`), or 200. */
const status = (request: Promise<unknown>): Promise<number> =>
  request.then(
    () => 200,
    (error: Error) => Number(/HTTP status (\d+)/.exec(error.message)?.[1] ?? Number.NaN),
  );

/**
 * One round: a match of SEATS created, every seat joined at once, seat s through the
 * lobby of `apiPorts[(s + round) % apiPorts.length]`; each player's socket client
 * connects to `playPort` as soon as its join answers, and holds its first choice until
 * every seat's client has synced (a socket gets the match's broadcasts only once synced).
 * Resolves once every join has answered: the credentials the joins returned, the seats
 * whose stored credentials are not those, and the match's end.
 */
async function joinAtOnce(apiPorts: readonly number[], playPort: number, round: number): Promise<{ matchID: string; credentials: string[]; lost: number[]; over: Promise<unknown> }> {
  const { matchID } = await lobby(apiPorts[0] as number).createMatch('welcome-to', { numPlayers: SEATS });
  let synced = false;
  const seats: ReturnType<typeof playingClient>[] = [];
  const credentials = await Promise.all(
    Array.from({ length: SEATS }, async (_, seat) => {
      const apiPort = apiPorts[(seat + round) % apiPorts.length] as number;
      const { playerCredentials } = await lobby(apiPort).joinMatch('welcome-to', matchID, { playerID: String(seat), playerName: `player ${seat}` });
      const entry = playingClient({ port: playPort, matchID, seat, credentials: playerCredentials, bot: randomBot, seed: 1000 * round + seat, hold: () => !synced, resend: 5000 });
      seats[seat] = entry;
      clients.push(entry);
      return playerCredentials;
    }),
  );
  const seated = await storedSeats(matchID);
  const lost = credentials.flatMap((given, seat) => (seated[seat]?.credentials === given ? [] : [seat]));
  const over = (async () => {
    if (lost.length > 0) return new Promise(() => {});
    // Generous: twenty matches play at once on a 2-core machine beside PostgreSQL.
    await until(() => seats.every(({ client }) => client.getState() !== null), `the clients of round ${round} to sync`, 120_000);
    synced = true;
    seats.forEach(({ wake }) => wake());
    return Promise.all(seats.map(({ over: ended }) => ended));
  })();
  return { matchID, credentials, lost, over };
}

/**
 * Waits until a match's end is stored, with its metadata's gameover: boardgame.io
 * broadcasts a move's state (the clients see the end) before it writes it.
 */
const endStored = (matchID: string) =>
  until(
    async () => (await query<{ over: boolean }>(db, `SELECT state->'G'->>'status' = 'over' AND gameover IS NOT NULL AS over FROM "Games" WHERE id = $1`, [matchID]))[0]?.over === true,
    `match ${matchID}'s end to be stored`,
  );

/** ROUNDS rounds of joinAtOnce, then every match played to its end: what was lost, and the time. */
async function rounds(apiPorts: readonly number[], playPorts: readonly number[]): Promise<{ lost: number; joined: number; seconds: number }> {
  const started = Date.now();
  const played: Awaited<ReturnType<typeof joinAtOnce>>[] = [];
  // The rounds one after the other, each match playing on while the next is joined.
  for (let round = 0; round < ROUNDS; round++) played.push(await joinAtOnce(apiPorts, playPorts[round % playPorts.length] as number, round));
  const lost = played.reduce((sum, { lost: seats }) => sum + seats.length, 0);
  const joined = (Date.now() - started) / 1000;
  if (lost > 0) return { lost, joined, seconds: joined };
  await Promise.all(played.map(({ over }) => over));
  for (const { matchID, credentials } of played) {
    await endStored(matchID);
    const G = (await storedState(db, matchID))?.G as GameState;
    // The last move's write of the metadata (its gameover) went through the store too.
    expect((await query<{ gameover: unknown }>(db, 'SELECT gameover FROM "Games" WHERE id = $1', [matchID]))[0]?.gameover).toEqual(G.result);
    expect(G.status).toBe('over');
    expect(replay(G.record)).toEqual(G);
    // A round resolves once every player chose in it: every seat played, with the
    // credentials its join returned.
    expect(G.record.rounds.length).toBeGreaterThan(0);
    expect(G.record.rounds.every((choices) => choices.length === SEATS)).toBe(true);
    // And no later write (a socket's connection, a move) took them back.
    expect(Object.values(await storedSeats(matchID)).map((seat) => seat.credentials)).toEqual(credentials);
  }
  return { lost, joined, seconds: (Date.now() - started) / 1000 };
}

describe('every seat of a match joined at once', () => {
  it(`one process: ${ROUNDS} matches of ${SEATS} seats, each seat joined at once: every seat keeps its credentials, and every match is played to its end with them`, async () => {
    const a = await server();
    const result = await rounds([a.apiPort], [a.port]);
    report({ event: 'joins', processes: 1, rounds: ROUNDS, seats: SEATS, ...result });
    expect(result.lost).toBe(0);
    expect(a.events).toEqual([]);
  });

  it(`two processes: ${ROUNDS} matches of ${SEATS} seats, each seat joined at once, the seats' joins spread over both: every seat keeps its credentials, and every match is played to its end with them`, async () => {
    const [a, b] = [await server(), await server()];
    // A match's sockets on one process (its moves on one process: the guide's "Several
    // processes"), its joins on both, and its socket's connections racing them.
    const result = await rounds([a.apiPort, b.apiPort], [a.port, b.port]);
    report({ event: 'joins', processes: 2, rounds: ROUNDS, seats: SEATS, ...result });
    expect(result.lost).toBe(0);
    expect([a.events, b.events]).toEqual([[], []]);
  });
});

describe('leaving, renaming and joining again', () => {
  it('every seat joined at once; then at once a leave, a rename, a change of data and a socket connecting: the leave clears its seat, the others keep their credentials; then at once a new join of the left seat and a second rename: the four play the match to its end', async () => {
    const a = await server();
    const api = lobby(a.apiPort);
    const { matchID } = await api.createMatch('welcome-to', { numPlayers: 4 });
    const seatIDs = ['0', '1', '2', '3'];
    const joined = await Promise.all(seatIDs.map((playerID) => api.joinMatch('welcome-to', matchID, { playerID, playerName: `player ${playerID}` })));
    const credentials = joined.map(({ playerCredentials }) => playerCredentials);
    expect(Object.values(await storedSeats(matchID)).map((seat) => seat.credentials)).toEqual(credentials);

    // Seat 3's socket connects (boardgame.io writes its isConnected) while the others write.
    let go = false;
    const connecting = playingClient({ port: a.port, matchID, seat: 3, credentials: credentials[3] as string, bot: randomBot, seed: 3, hold: () => !go });
    clients.push(connecting);
    const answers = await Promise.all([
      status(api.leaveMatch('welcome-to', matchID, { playerID: '0', credentials: credentials[0] as string })),
      status(api.updatePlayer('welcome-to', matchID, { playerID: '1', credentials: credentials[1] as string, newName: 'renamed' })),
      status(api.updatePlayer('welcome-to', matchID, { playerID: '2', credentials: credentials[2] as string, data: { colour: 'red' } })),
    ]);
    expect(answers).toEqual([200, 200, 200]);
    await until(async () => (await storedSeats(matchID))['3']?.isConnected === true, "seat 3's connection to be stored");
    let seats = await storedSeats(matchID);
    expect(seats['0']).toEqual({ id: 0 });
    expect(seats['1']).toEqual({ id: 1, name: 'renamed', credentials: credentials[1] });
    expect(seats['2']).toEqual({ id: 2, name: 'player 2', credentials: credentials[2], data: { colour: 'red' } });
    expect(seats['3']).toEqual({ id: 3, name: 'player 3', credentials: credentials[3], isConnected: true });

    const [rejoined, renamed] = await Promise.all([
      api.joinMatch('welcome-to', matchID, { playerID: '0', playerName: 'newcomer' }),
      status(api.updatePlayer('welcome-to', matchID, { playerID: '1', credentials: credentials[1] as string, newName: 'renamed again' })),
    ]);
    expect(renamed).toBe(200);
    seats = await storedSeats(matchID);
    expect(seats['0']).toEqual({ id: 0, name: 'newcomer', credentials: rejoined.playerCredentials });
    expect(seats['1']).toEqual({ id: 1, name: 'renamed again', credentials: credentials[1] });
    // The player who left has no seat any more.
    expect(await status(api.updatePlayer('welcome-to', matchID, { playerID: '0', credentials: credentials[0] as string, newName: 'ghost' }))).toBe(403);

    credentials[0] = rejoined.playerCredentials;
    const others = [0, 1, 2].map((seat) => playingClient({ port: a.port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seat, hold: () => !go }));
    clients.push(...others);
    const seated = [...others, connecting];
    await until(() => seated.every(({ client }) => client.getState() !== null), 'the four clients to sync');
    go = true;
    seated.forEach(({ wake }) => wake());
    await Promise.all(seated.map(({ over }) => over));
    await endStored(matchID);
    const G = (await storedState(db, matchID))?.G as GameState;
    expect(G.status).toBe('over');
    expect(replay(G.record)).toEqual(G);
    expect(a.events).toEqual([]);
  });

  it('one seat joined twice at once: one join gets it, the other a 409, in each of 20 matches; joins without a seat number at once, each sent again after a 409: every player a seat of its own', async () => {
    const [a, b] = [await server(), await server()];
    // Each pair of joins through the two processes: whichever reads the seat free.
    const taken: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { matchID } = await lobby(a.apiPort).createMatch('welcome-to', { numPlayers: 2 });
      const tries = [a, b].map((via, index) =>
        lobby(via.apiPort)
          .joinMatch('welcome-to', matchID, { playerID: '0', playerName: `rival ${index}` })
          .then(({ playerCredentials }) => ({ credentials: playerCredentials }), (error: Error & { details?: unknown }) => ({ refused: `${error.message}: ${String(error.details)}` }))
      );
      const outcomes = await Promise.all(tries);
      const won = outcomes.flatMap((outcome) => ('credentials' in outcome ? [outcome.credentials] : []));
      const refused = outcomes.flatMap((outcome) => ('refused' in outcome ? [outcome.refused] : []));
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatch(/^HTTP status 409: /);
      taken.push(refused[0] as string);
      expect((await storedSeats(matchID))['0']?.credentials).toBe(won[0]);
    }
    // Refused by the lobby (it read the seat taken) or by the store (it read it free, then lost the race).
    report({
      event: 'same seat',
      rounds: ROUNDS,
      byTheStore: taken.filter((text) => text.includes('since it was read')).length,
      byTheLobby: taken.filter((text) => text.includes('not available')).length,
    });

    const { matchID } = await lobby(a.apiPort).createMatch('welcome-to', { numPlayers: SEATS });
    const seated = await Promise.all(
      Array.from({ length: SEATS }, async (_, index) => {
        // boardgame.io picks the first seat without a name, as it read them: two joins at
        // once pick the same one, and the one the store refuses asks again.
        for (;;) {
          try {
            return await lobby([a, b][index % 2]?.apiPort as number).joinMatch('welcome-to', matchID, { playerName: `player ${index}` });
          } catch (error) {
            if (!String((error as Error).message).includes('409')) throw error;
          }
        }
      }),
    );
    expect(seated.map(({ playerID }) => playerID).sort()).toEqual(Array.from({ length: SEATS }, (_, seat) => String(seat)));
    const seats = await storedSeats(matchID);
    for (const { playerID, playerCredentials } of seated) expect(seats[playerID]?.credentials).toBe(playerCredentials);
    expect([a.events, b.events]).toEqual([[], []]);
  });

  it('a leave and a rename of one seat at once, through two processes, in each of 20 matches: the leave holds (the seat ends empty), the rename lands before it or is refused', async () => {
    const [a, b] = [await server(), await server()];
    const answers: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { matchID } = await lobby(a.apiPort).createMatch('welcome-to', { numPlayers: 2 });
      const joined = await Promise.all(['0', '1'].map((playerID) => lobby(a.apiPort).joinMatch('welcome-to', matchID, { playerID, playerName: `player ${playerID}` })));
      const credentials = joined[0]?.playerCredentials as string;
      const [left, renamed] = await Promise.all([
        status(lobby(a.apiPort).leaveMatch('welcome-to', matchID, { playerID: '0', credentials })),
        status(lobby(b.apiPort).updatePlayer('welcome-to', matchID, { playerID: '0', credentials, newName: 'renamed' })),
      ]);
      expect(left).toBe(200);
      // 200: renamed before the leave; 403: read after it; 409: read before it, refused by the store.
      expect([200, 403, 409]).toContain(renamed);
      answers.push(String(renamed));
      expect((await storedSeats(matchID))['0']).toEqual({ id: 0 });
    }
    report({ event: 'leave and rename', rounds: ROUNDS, renames: Object.fromEntries([...new Set(answers)].map((answer) => [answer, answers.filter((each) => each === answer).length])) });
    expect([a.events, b.events]).toEqual([[], []]);
  });
});
