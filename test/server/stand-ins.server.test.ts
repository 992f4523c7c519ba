// A bot stands in for a player who leaves (the recipe's stand-ins.mjs, BOT_LEVEL): a
// 3-player match of socket clients in which one player disconnects, or leaves through
// the lobby, mid-game is finished by the two others, a bot of the level making the
// missing seat's choices; a player who comes back plays on. The rounds the bot played
// are in the match's metadata (players[id].data.standIn), and each of them is the
// bot's choice on the engine's decision seed, every other round the player's own.
import { createRequire } from 'node:module';
import type { LobbyClient as LobbyClientType } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { applyChoice, botFor, createGame, decisionSeed, playerView, randomBot, replay, resolveRound, type BotLevel, type Choice, type GameState } from '../../src/index.js';
import { freePort, LOCAL, newMatch, playingClient, query, requireDatabase, startServer, stoppedAfterEachTest, storedState, until, type RunningServer } from './support.js';

const require = createRequire(import.meta.url);
const { LobbyClient } = require('boardgame.io/dist/cjs/client.js') as { LobbyClient: typeof LobbyClientType };

const db = requireDatabase();
const LEVEL: BotLevel = 'strong';
/** The round in which player 0 goes. */
const GONE = 3;
/** The seed of each seat's client, seat × 1000: its choice in round r is `randomBot(view, seed + r)`. */
const seedOf = (seat: number) => 1000 * seat;

const { servers, clients } = stoppedAfterEachTest();

interface StandIn {
  readonly level: string;
  readonly playing: boolean;
  readonly rounds: readonly number[];
}
interface Seat {
  readonly name?: string;
  readonly isConnected?: boolean;
  readonly data?: { readonly standIn?: StandIn };
}

/** The seats of a match as its metadata keeps them. */
async function seats(matchID: string): Promise<Record<string, Seat>> {
  const rows = await query<{ players: Record<string, Seat> }>(db, 'SELECT players FROM "Games" WHERE id = $1', [matchID]);
  return rows[0]?.players ?? {};
}

/**
 * A 3-player match of socket clients on a server with stand-ins (`env`), held until its
 * stored state shows round GONE with players 1 and 2's choices in it and player 0's
 * not: player 0's client then disconnects, and the server has recorded it.
 */
async function matchWithoutPlayer0(env: Record<string, string>): Promise<{ matchID: string; port: number; apiPort: number; credentials: string[]; server: RunningServer }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const server = await startServer(db, port, apiPort, { BOT_LEVEL: LEVEL, ...env });
  servers.push(server);
  const { matchID, credentials } = await newMatch(apiPort, 3);
  const [gone, ...stay] = [0, 1, 2].map((seat) =>
    playingClient({ port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: seedOf(seat), ...(seat === 0 ? { hold: (round: number) => round >= GONE } : {}) })
  ) as [ReturnType<typeof playingClient>, ...ReturnType<typeof playingClient>[]];
  clients.push(...stay);
  await until(async () => {
    const G = (await storedState(db, matchID))?.G;
    return G?.round === GONE && G.players[1]?.pending != null && G.players[2]?.pending != null;
  }, `players 1 and 2 choosing in round ${GONE}`);
  gone.client.stop();
  // Nothing else writes the metadata once the server has written the disconnection.
  await until(async () => (await seats(matchID))['0']?.isConnected === false, 'the server to record player 0 disconnected');
  return { matchID, port, apiPort, credentials, server };
}

/** The match once over and its stand-in record written: the engine's state, which is `replay` of its own record. */
async function finished(matchID: string): Promise<{ G: GameState; standIn: StandIn | undefined }> {
  await Promise.all(clients.map(({ over }) => over));
  // The master sends the last update before its writes end, and the stand-ins write their record after.
  let G: GameState | undefined;
  await until(
    async () => {
      const stored = await storedState(db, matchID);
      G = stored?.ctx.gameover !== undefined ? stored?.G : undefined;
      return G !== undefined;
    },
    'the stored match to be over',
    10_000,
  );
  const state = G as GameState;
  expect(state.status).toBe('over');
  expect(replay(state.record)).toEqual(state);
  const last = state.record.rounds.length;
  let standIn: StandIn | undefined;
  await until(
    async () => {
      standIn = (await seats(matchID))['0']?.data?.standIn;
      return standIn === undefined || standIn.playing === false || standIn.rounds.includes(last);
    },
    'the stand-in record of the last round',
    10_000,
  );
  return { G: state, standIn };
}

/**
 * Player 0's choice in each round of the record, as made: the level's bot's on the
 * engine's decision seed, once the other players have chosen, in the rounds `byBot`;
 * player 0's client's (`randomBot` on its seed and the round) in every other round.
 */
function expectedChoicesOfPlayer0(G: GameState, byBot: readonly number[]): { made: Choice[]; recorded: Choice[] } {
  let state = createGame(G.record.options);
  const made: Choice[] = [];
  const recorded: Choice[] = [];
  G.record.rounds.forEach((choices, index) => {
    const round = index + 1;
    for (const seat of [1, 2]) state = applyChoice(state, String(seat), choices[seat] as Choice);
    const view = playerView(state, '0');
    const choice = byBot.includes(round) ? botFor(LEVEL)(view, decisionSeed(state, '0')) : randomBot(view, seedOf(0) + round);
    state = applyChoice(state, '0', choice as Choice);
    made.push(state.players[0]?.pending as Choice);
    recorded.push(choices[0] as Choice);
    state = resolveRound(applyChoice(state, '0', choices[0] as Choice));
  });
  return { made, recorded };
}

/** Seat 0's recorded choices are the bot's in the record's rounds, the player's in the others, and the server reported no failure. */
function expectChoicesOfPlayer0(G: GameState, standIn: StandIn | undefined, server: RunningServer): void {
  const { made, recorded } = expectedChoicesOfPlayer0(G, standIn?.rounds ?? []);
  expect(recorded).toEqual(made);
  expect(server.events).toEqual([]);
}

/** The match finished with the bot playing seat 0 from round GONE to the last. */
async function expectBotToTheEnd(matchID: string, server: RunningServer): Promise<void> {
  const { G, standIn } = await finished(matchID);
  expect(standIn).toEqual({ level: LEVEL, playing: true, rounds: rounds(GONE, G.record.rounds.length) });
  expectChoicesOfPlayer0(G, standIn, server);
}

/** Every round from `first` to `last`. */
const rounds = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

// Each test plays a whole match (some 17 rounds), the bot's rounds paced by the
// watcher's look (every half second with a 2-second idle time, every second with
// longer ones): generous timeouts, for a loaded 2-core machine.
describe('a bot of the chosen level stands in for a player who leaves, until the player is back', () => {
  it('a client disconnects mid-game: after the idle time the bot plays its seat, the two others finish, and the record says the bot played every round from then on', async () => {
    const { matchID, server } = await matchWithoutPlayer0({ IDLE_SECONDS: '2' });
    // The other players' clients are told (matchData) that a bot plays seat 0.
    // boardgame.io's client types its matchData without the seats' data, which it holds.
    const told = () => (clients[0]?.client.matchData as (Seat & { id: number })[] | undefined)?.find((seat) => seat.id === 0)?.data?.standIn;
    await until(() => told()?.playing === true, 'the clients to be told a bot plays seat 0', 30_000);
    await expectBotToTheEnd(matchID, server);
  }, 150_000);

  it('the player reconnects mid-game: the bot stops, the player plays on to the end, and the record says which rounds the bot played', async () => {
    const { matchID, port, credentials, server } = await matchWithoutPlayer0({ IDLE_SECONDS: '2' });
    await until(async () => ((await seats(matchID))['0']?.data?.standIn?.rounds.length ?? 0) >= 2, 'the bot to play two rounds of seat 0', 60_000);
    const back = playingClient({ port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: seedOf(0) });
    clients.push(back);
    const { G, standIn } = await finished(matchID);
    const last = G.record.rounds.length;
    // The bot played from round GONE until the player was back, and the player every round since.
    const lastByBot = Math.max(...(standIn?.rounds ?? []));
    expect(standIn).toEqual({ level: LEVEL, playing: false, rounds: rounds(GONE, lastByBot) });
    expect(lastByBot).toBeGreaterThanOrEqual(GONE + 1);
    expect(lastByBot).toBeLessThan(last);
    expect(back.sent()).toBeGreaterThanOrEqual(last - lastByBot);
    expectChoicesOfPlayer0(G, standIn, server);
  }, 150_000);

  it('a player leaves through the lobby: the bot plays the seat at once, without waiting for the idle time, and the two others finish', async () => {
    const { matchID, apiPort, credentials, server } = await matchWithoutPlayer0({ IDLE_SECONDS: '3600' });
    const lobby = new LobbyClient({ server: `http://${LOCAL}:${apiPort}` });
    await lobby.leaveMatch('welcome-to', matchID, { playerID: '0', credentials: credentials[0] as string });
    await expectBotToTheEnd(matchID, server);
  }, 150_000);
});
