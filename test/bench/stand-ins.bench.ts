// npm run bench:stand-ins: what bots standing in for players cost the other matches of
// the server process (the servers guide, "Bots for players who leave"). One server with
// BOT_LEVEL (expert by default) plays BOT_MATCHES 4-player matches (2) in which three
// players left through the lobby, so that every round the watcher makes three expert
// decisions for each; meanwhile a 2-player match of two socket clients moves one move at
// a time, and each move's time from its send until its own client shows the new state
// is measured, MOVES of them (100), and the rounds the bots' matches played meanwhile. STAND_INS=0 plays the measured match alone, the
// reference. One JSON line: the moves' median, 90th and 99th percentiles and maximum.
// Performance is measured here, never asserted in tests.
import { createRequire } from 'node:module';
import type { LobbyClient as LobbyClientType } from 'boardgame.io/client';
import { clientMoves, clientView } from '../../src/adapters/boardgame-io/index.js';
import { randomBot, type PlayerView } from '../../src/index.js';
import { freePort, LOCAL, newMatch, playingClient, requireDatabase, startServer, stopServer, storedState, until } from '../server/support.js';

const require = createRequire(import.meta.url);
const { LobbyClient } = require('boardgame.io/dist/cjs/client.js') as { LobbyClient: typeof LobbyClientType };
const db = requireDatabase();
const LEVEL = process.env.BOT_LEVEL ?? 'expert';
const BOT_MATCHES = Number(process.env.STAND_INS ?? process.env.BOT_MATCHES ?? 2);
const MOVES = Number(process.env.MOVES ?? 100);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const server = await startServer(db, await freePort(), await freePort(), { BOT_LEVEL: LEVEL, IDLE_SECONDS: '3600' });
const lobby = new LobbyClient({ server: `http://${LOCAL}:${server.apiPort}` });
const clients: ReturnType<typeof playingClient>[] = [];
let stopped = false;
/** The bots' matches: the rounds they played during the measure say the bots were at work. */
const botMatchIDs: string[] = [];
const botRounds = async () => (await Promise.all(botMatchIDs.map(async (id) => (await storedState(db, id))?.G.record.rounds.length ?? 0))).reduce((a, b) => a + b, 0);

/** A 4-player match whose seats 1 to 3 connected, then left through the lobby: the bots play them, seat 0 a random bot at once. */
async function botMatch(): Promise<void> {
  const { matchID, credentials } = await newMatch(server.apiPort, 4);
  botMatchIDs.push(matchID);
  const leaving = [1, 2, 3].map((seat) => playingClient({ port: server.port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seat, hold: () => true }));
  await until(() => leaving.every(({ client }) => client.getState() !== null), 'the leaving seats to connect');
  for (const [index, { client }] of leaving.entries()) {
    client.stop();
    await lobby.leaveMatch('welcome-to', matchID, { playerID: String(index + 1), credentials: credentials[index + 1] as string });
  }
  const player = playingClient({ port: server.port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: 0 });
  clients.push(player);
  await player.over;
  // A match over: another takes its place while the measure goes on.
  if (!stopped) void botMatch();
}

const botMatches = Array.from({ length: BOT_MATCHES }, () => botMatch());
// Let the bots' rounds begin.
if (BOT_MATCHES > 0) await sleep(3000);

const times: number[] = [];
const roundsBefore = await botRounds();
const start = performance.now();
while (times.length < MOVES) {
  const { matchID, credentials } = await newMatch(server.apiPort, 2);
  const seats = [0, 1].map((seat) => playingClient({ port: server.port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seat, hold: () => true }));
  await until(() => seats.every(({ client }) => client.getState() !== null), 'sync');
  for (let round = 1; times.length < MOVES; round++) {
    for (const seat of [1, 0]) {
      const mover = seats[seat]!.client;
      // The mover's own view of the round, once the round before has resolved on its client.
      let view: PlayerView | undefined;
      await until(
        () => {
          const seen = clientView(mover.getState()?.G);
          view = seen !== undefined && 'player' in seen && (seen.status !== 'choosing' || (seen.round === round && seen.pending === null)) ? seen : undefined;
          return view !== undefined;
        },
        'the round',
        30_000,
        1,
      );
      if (view?.status !== 'choosing') break;
      const id = mover.getState()!._stateID;
      const t0 = performance.now();
      clientMoves(mover).choose(randomBot(view, round * 10 + seat) as never, round);
      await until(() => mover.getState()!._stateID > id, 'the move', 30_000, 1);
      times.push(performance.now() - t0);
      // Moves at varied times against the watcher's looks.
      await sleep(50 + ((round * 37 + seat * 53) % 100));
    }
    if (clientView(seats[0]!.client.getState()?.G)?.status !== 'choosing') break;
  }
  for (const { client } of seats) client.stop();
}
stopped = true;
const rounds = (await botRounds()) - roundsBefore;
const seconds = (performance.now() - start) / 1000;
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
process.stdout.write(
  `${
    JSON.stringify({
      level: LEVEL,
      botMatches: BOT_MATCHES,
      moves: times.length,
      medianMs: at(50),
      p90Ms: at(90),
      p99Ms: at(99),
      maxMs: Math.max(...times).toFixed(1),
      botRounds: rounds,
      seconds: seconds.toFixed(1),
      refused: server.events.length,
    })
  }\n`,
);
for (const { client } of clients) client.stop();
void botMatches;
await stopServer(server);
process.exit(0);
