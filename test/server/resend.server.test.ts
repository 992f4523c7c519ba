// The server recipe takes a move sent again as done: a client whose copies cross the
// server's answers (choiceSender with a resend delay shorter than a round trip) plays a
// match to the end, and boardgame.io logs no error for any copy the game sees. (A copy
// arriving once the match is over never reaches the game: boardgame.io's master refuses
// it first, with `ERROR: game over - matchID=[…] - playerID=[…] - action[choose]`.)
import { describe, expect, it } from 'vitest';
import { randomBot, replay, type GameState } from '../../src/index.js';
import { freePort, newMatch, playingClient, requireDatabase, startServer, stoppedAfterEachTest, storedState, until } from './support.js';

const db = requireDatabase();
const { servers, clients } = stoppedAfterEachTest();

describe('a client that sends its move again before the server answers', () => {
  it('every copy is taken as done (the same choice for the same round: pending, or recorded once the round resolved): the match finishes as replay of its record, and boardgame.io logs no error', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const server = await startServer(db, port, apiPort);
    servers.push(server);
    const { matchID, credentials } = await newMatch(apiPort, 2);
    // Seat 0 sends again every 5 ms, shorter than a move's round trip through the
    // database (27 ms median in docs/servers.md): its copies reach the server after its
    // move was taken, and after the round it resolved. Seat 1 sends at the default pace.
    clients.push(playingClient({ port, matchID, seat: 0, credentials: credentials[0] as string, bot: randomBot, seed: 10, resend: 5 }));
    clients.push(playingClient({ port, matchID, seat: 1, credentials: credentials[1] as string, bot: randomBot, seed: 20 }));
    await Promise.all(clients.map(({ over }) => over));
    let stored: Awaited<ReturnType<typeof storedState>>;
    await until(async () => (stored = await storedState(db, matchID))?.ctx.gameover !== undefined, 'the stored match to be over', 10_000);
    const G = stored?.G as GameState;
    expect(replay(G.record)).toEqual(G);
    expect(clients[0]?.resent()).toBeGreaterThan(0);
    const afterTheEnd = server.errors.filter((line) => line.startsWith('ERROR: game over - '));
    expect(server.errors.filter((line) => !afterTheEnd.includes(line))).toEqual([]);
    expect(server.events).toEqual([]);
    if (process.env.REPORT === '1')
      process.stderr.write(
        `${JSON.stringify({ test: 'copies', rounds: G.round, sent: clients.map(({ sent }) => sent()), resent: clients.map(({ resent }) => resent()), afterTheEnd: afterTheEnd.length })}\n`,
      );
  });
});
