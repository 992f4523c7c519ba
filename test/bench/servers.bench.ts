// npm run bench:servers: the latency of a move with one server
// process (boardgame.io's in-memory pub/sub, or PUBSUB=postgres) and with two processes
// on the one database (PUBSUB=postgres), seat 0 on A and seat 1 on B. For each move, the
// time from the mover's send until its own client shows the new state (own) and until
// the other seat's client does (other: across processes, that is through the pub/sub).
// 15 rounds of a 2-player match each, one move at a time; one JSON line a setup.
// Performance is measured here, never asserted in tests.
import { clientMoves } from '../../src/adapters/boardgame-io/index.js';
import { playerView, randomBot, type GameState } from '../../src/index.js';
import { freePort, newMatch, playingClient, requireDatabase, startServer, stopServer, storedState, until } from '../server/support.js';
const db = requireDatabase();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
for (const [mode, pubsub] of [['one', 'memory'], ['one', 'postgres'], ['two', 'postgres']] as const) {
  const a = await startServer(db, await freePort(), await freePort(), { PUBSUB: pubsub });
  const b = mode === 'two' ? await startServer(db, await freePort(), await freePort(), { PUBSUB: pubsub }) : a;
  const { matchID, credentials } = await newMatch(a.apiPort, 2);
  const seats = [a.port, b.port].map((port, seat) => playingClient({ port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seat, hold: () => true }));
  await until(() => seats.every(({ client }) => client.getState() !== null), 'sync');
  await sleep(300);
  const own: number[] = [], other: number[] = [];
  for (let round = 1; round <= 15; round++) {
    const G = (await storedState(db, matchID))?.G as GameState;
    if (G.status === 'over') break;
    for (const seat of [1, 0]) {
      const mover = seats[seat]!.client, watcher = seats[1 - seat]!.client;
      const id = mover.getState()!._stateID;
      const t0 = performance.now();
      clientMoves(mover).choose(randomBot(playerView(G, String(seat)), round * 10 + seat) as never, round);
      let tOwn = 0, tOther = 0;
      await until(
        () => {
          const now = performance.now();
          if (!tOwn && mover.getState()!._stateID > id) tOwn = now;
          if (!tOther && watcher.getState()!._stateID > id) tOther = now;
          return tOwn > 0 && tOther > 0;
        },
        'update',
        10_000,
        1,
      );
      own.push(tOwn - t0);
      other.push(tOther - t0);
      await sleep(100); // let the write end
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!.toFixed(1);
  const max = (xs: number[]) => Math.max(...xs).toFixed(1);
  process.stdout.write(
    `${
      JSON.stringify({
        mode,
        pubsub,
        moves: own.length,
        ownMedianMs: med(own),
        ownMaxMs: max(own),
        otherMedianMs: med(other),
        otherMaxMs: max(other),
        size: JSON.stringify(await storedState(db, matchID)).length,
      })
    }\n`,
  );
  seats.forEach(({ client }) => client.stop());
  await stopServer(a);
  if (b !== a) await stopServer(b);
}
