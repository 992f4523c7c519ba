// Two processes of the server recipe (examples/server/) on the one PostgreSQL: what
// boardgame.io 0.50 gives and what it does not.
// - With PUBSUB=postgres (examples/server/pubsub.mjs) an update applied by one process
//   reaches the sockets of the other: a 3-player match whose seats are spread over the
//   two processes finishes, every client having seen every state.
// - With boardgame.io's default InMemoryPubSub it does not: a client on process A never
//   sees a move process B applied.
// - Nothing serialises two processes' moves on one match: boardgame.io's per-match queue
//   is per process, and bgio-postgres keeps the first of two writes of the same version
//   and drops the other, silently, after both were broadcast as applied.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostgresStore as PostgresStoreType } from 'bgio-postgres';
import { clientMoves, welcomeToGame } from '../../src/adapters/boardgame-io/index.js';
import { playerView, randomBot, replay, type GameState } from '../../src/index.js';
import { freePort, newMatch, playingClient, report, requireDatabase, type RunningServer, startServer, stopServer, storedState, until } from './support.js';

const require = createRequire(import.meta.url);
const { PostgresStore } = require('bgio-postgres') as { PostgresStore: typeof PostgresStoreType };
interface MasterLike {
  onUpdate(action: unknown, stateID: number, matchID: string, playerID: string): Promise<unknown>;
}
const { Master } = require('boardgame.io/dist/cjs/master.js') as {
  Master: new(game: unknown, store: unknown, transport: { send: (payload: unknown) => void; sendAll: (payload: unknown) => void }, auth?: unknown) => MasterLike;
};

const db = requireDatabase();
const servers: RunningServer[] = [];
const clients: ReturnType<typeof playingClient>[] = [];
const stores: PostgresStoreType[] = [];
afterEach(async () => {
  clients.splice(0).forEach(({ client }) => client.stop());
  await Promise.all(servers.splice(0).map((server) => stopServer(server)));
  await Promise.all(stores.splice(0).map((store) => store.sequelize.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function twoServers(env: Record<string, string>): Promise<[RunningServer, RunningServer]> {
  const a = await startServer(db, await freePort(), await freePort(), env);
  servers.push(a);
  const b = await startServer(db, await freePort(), await freePort(), env);
  servers.push(b);
  return [a, b];
}

/** The _stateID of every state a client has shown, in order. */
function stateIDs(entry: ReturnType<typeof playingClient>): number[] {
  const seen: number[] = [];
  entry.client.subscribe((state) => {
    if (state !== null && seen.at(-1) !== state._stateID) seen.push(state._stateID);
  });
  return seen;
}

describe('two server processes on the one database', () => {
  it('PUBSUB=postgres: seat 0 on process A, seats 1 and 2 on B, never moving at the same moment: the match finishes, every client saw every state, and G is replay of its record', async () => {
    const [a, b] = await twoServers({ PUBSUB: 'postgres' });
    const { matchID, credentials } = await newMatch(a.apiPort, 3);
    // Seat 0 chooses once the database shows seats 1 and 2's choices of the round: its
    // move, on A, never overlaps theirs, on B.
    // No one moves before all three have synced: boardgame.io subscribes a socket to its
    // match's broadcasts only after answering its sync, and a move in between is missed.
    let allowed = 0;
    let synced = false;
    const port = [a.port, b.port, b.port];
    for (const seat of [0, 1, 2]) {
      clients.push(
        playingClient({
          port: port[seat] as number,
          matchID,
          seat,
          credentials: credentials[seat] as string,
          bot: randomBot,
          seed: 100 * seat,
          resend: 5000,
          hold: seat === 0
            ? (round: number) => round > allowed
            : () => !synced,
        }),
      );
    }
    const seen = clients.map(stateIDs);
    await until(() => clients.every(({ client }) => client.getState() !== null), 'the three clients to sync');
    await sleep(200);
    synced = true;
    const started = Date.now();
    clients.forEach(({ wake }) => wake());
    let over = false;
    void Promise.all(clients.map(({ over }) => over)).then(() => (over = true));
    while (!over) {
      const G = (await storedState(db, matchID))?.G;
      if (G !== undefined && G.status !== 'over' && G.round > allowed && G.players[1]?.pending != null && G.players[2]?.pending != null) {
        allowed = G.round;
        clients[0]?.wake();
      }
      await sleep(10);
    }
    let stored: Awaited<ReturnType<typeof storedState>>;
    await until(async () => (stored = await storedState(db, matchID))?.ctx.gameover !== undefined, 'the stored match to be over', 10_000);
    const G = stored?.G as GameState;
    report({ event: 'spread', rounds: G.record.rounds.length, ms: Date.now() - started });
    expect(replay(G.record)).toEqual(G);
    const last = stored?._stateID as number;
    for (const ids of seen) {
      // From its first sync to the end, each state once, none skipped.
      const first = ids[0] as number;
      expect(ids).toEqual(Array.from({ length: last - first + 1 }, (_, index) => first + index));
    }
    // Each seat's moves, and the copies its sender sent of a move no update showed
    // within 5 s (not pinned: a loaded machine may be that slow).
    report({ event: 'sent', sent: clients.map(({ sent }) => sent()), resent: clients.map(({ resent }) => resent()), rounds: G.record.rounds.length });
    expect(servers.flatMap((server) => server.events)).toEqual([]);
  });

  it('default InMemoryPubSub: a client on process A does not see a move process B applied (it has it only once it syncs again)', async () => {
    const [a, b] = await twoServers({});
    const { matchID, credentials } = await newMatch(a.apiPort, 2);
    const onA = playingClient({ port: a.port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: 1, hold: () => true });
    const onB = playingClient({ port: b.port, matchID, seat: 1, credentials: credentials[1] as string, bot: randomBot, seed: 2 });
    clients.push(onA, onB);
    await until(() => onA.client.getState() !== null && onB.client.getState() !== null, 'both clients to sync');
    const before = onA.client.getState()?._stateID as number;
    await until(async () => (await storedState(db, matchID))?.G.players[1]?.pending != null, "seat 1's choice to be stored");
    const stored = (await storedState(db, matchID))?._stateID as number;
    await until(() => onB.client.getState()?._stateID === stored, 'the client on B to see its move');
    await sleep(1000);
    expect(stored).toBeGreaterThan(before);
    expect(onA.client.getState()?._stateID).toBe(before);
    // A new connection to A syncs from the database: the state is there, the broadcast was not.
    onA.client.stop();
    onA.client.start();
    await until(() => onA.client.getState()?._stateID === stored, 'the client on A, reconnected, to see the stored state');
  });

  it('two Masters (as two processes run them) apply two choices of one round at the same moment: both are broadcast as applied, bgio-postgres stores one and drops the other', async () => {
    const [a] = await twoServers({});
    const { matchID } = await newMatch(a.apiPort, 2);
    const before = await storedState(db, matchID);
    const G = before?.G as GameState;
    const stateID = before?._stateID as number;
    // Each Master reads the state, then waits until the other has read it too: the
    // moment two processes, each with its own queue, take a move of the match at once.
    let fetched = 0;
    let release = () => {};
    const both = new Promise<void>((resolve) => (release = resolve));
    class Racing extends PostgresStore {
      override async fetch(...args: Parameters<PostgresStoreType['fetch']>) {
        const result = await super.fetch(...args);
        if (args[1].state === true) {
          fetched += 1;
          if (fetched === 2) release();
          await both;
        }
        return result;
      }
    }
    const store = new Racing(db.url, { logging: false });
    stores.push(store);
    await store.connect();
    const broadcasts: { seat: string; payload: { type: string; args: [string, { _stateID: number; G: GameState }] } }[] = [];
    const master = (seat: string) =>
      new Master(welcomeToGame(), store, { send: () => {}, sendAll: (payload) => broadcasts.push({ seat, payload: payload as (typeof broadcasts)[number]['payload'] }) });
    const move = (seat: string) => ({ type: 'MAKE_MOVE', payload: { type: 'choose', args: [randomBot(playerView(G, seat), Number(seat)), G.round], playerID: seat, credentials: '' } });
    await Promise.all(['0', '1'].map((seat) => master(seat).onUpdate(move(seat), stateID, matchID, seat)));

    // Both Masters broadcast their state as the match's next version, each with its own choice only.
    expect(broadcasts.map(({ payload }) => [payload.type, payload.args[1]._stateID])).toEqual([['update', stateID + 1], ['update', stateID + 1]]);
    for (const { seat, payload } of broadcasts) {
      const players = payload.args[1].G.players;
      expect(players.map((player) => player.pending !== null)).toEqual(players.map((player) => player.id === seat));
    }
    // The database has one of the two: the other is lost, without an error anywhere.
    const after = await storedState(db, matchID);
    expect(after?._stateID).toBe(stateID + 1);
    const kept = (after?.G as GameState).players.map((player) => player.pending !== null);
    expect(kept.filter(Boolean)).toHaveLength(1);
    expect(servers[0]?.events).toEqual([]);
  });

  it('PUBSUB=postgres, seats 0 and 1 on different processes sending their choices at the same instant each round: choices are lost (measured; REPORT=1 prints the count)', async () => {
    const [a, b] = await twoServers({ PUBSUB: 'postgres' });
    const { matchID, credentials } = await newMatch(a.apiPort, 2);
    // The clients never move by themselves (hold): the test sends for them.
    const seats = [a.port, b.port].map((port, seat) => playingClient({ port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seat, hold: () => true }));
    clients.push(...seats);
    await until(() => seats.every(({ client }) => client.getState() !== null), 'both clients to sync');
    const ROUNDS = 20;
    let lost = 0;
    let resent = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const G = (await storedState(db, matchID))?.G as GameState;
      if (G.status === 'over') break;
      expect(G.round).toBe(round);
      const choices = seats.map((_, seat) => randomBot(playerView(G, String(seat)), 1000 * round + seat));
      // The same instant: both sent in one synchronous block.
      seats.forEach(({ client }, seat) => clientMoves(client).choose(choices[seat] as never, round));
      // The round ends once both choices are in one stored state; until then, whichever
      // the database has not got is sent again (as a client would that knew).
      let firstLook = true;
      await until(
        async () => {
          const now = (await storedState(db, matchID))?.G as GameState;
          if (now.round > round || now.status === 'over') return true;
          const missing = [0, 1].filter((seat) => now.players[seat]?.pending == null);
          // Wait until both processes are done with the round's moves before judging.
          if (firstLook) {
            firstLook = false;
            await sleep(300);
            return false;
          }
          if (missing.length === 1) {
            lost += 1;
            for (const seat of missing) {
              resent += 1;
              clientMoves((seats[seat] as (typeof seats)[number]).client).choose(choices[seat] as never, round);
            }
            await sleep(300);
          }
          return false;
        },
        `round ${round} to end`,
        30_000,
        20,
      );
    }
    report({ event: 'race', rounds: ROUNDS, lost, resent });
    // Not pinned to a count (it is timing): pinned that the hazard is real on this machine.
    expect(lost).toBeGreaterThan(0);
    const G = (await storedState(db, matchID))?.G as GameState;
    expect(replay(G.record)).toEqual(G);
    // The client on each process ends on the database's state (the pub/sub carried every update).
    await sleep(500);
    const last = (await storedState(db, matchID))?._stateID;
    expect(seats.map(({ client }) => client.getState()?._stateID)).toEqual([last, last]);
  });
});
