// The server recipe (examples/server/) survives its own death and its database's
// restart: a 3-player match on PostgreSQL, played by socket clients over 127.0.0.1,
// finishes with nothing lost, and its result is `replay` of the record it stored.
import { afterEach, describe, expect, it } from 'vitest';
import { randomBot, replay, type GameState } from '../../src/index.js';
import { databaseServer, freePort, newMatch, playingClient, report, requireDatabase, restartDatabase, type RunningServer, startServer, stopServer, storedState, until } from './support.js';

const db = requireDatabase();

const servers: RunningServer[] = [];
/** Every server a test started, killed ones included: none may log an error. */
const started: RunningServer[] = [];
const start = async (port: number, apiPort: number): Promise<RunningServer> => {
  const server = await startServer(db, port, apiPort);
  servers.push(server);
  started.push(server);
  return server;
};
const clients: ReturnType<typeof playingClient>[] = [];
afterEach(async () => {
  started.splice(0);
  clients.splice(0).forEach(({ client }) => client.stop());
  await Promise.all(servers.splice(0).map((server) => stopServer(server)));
});

/** The round in which the match is cut: players 0 and 1 have chosen in it, player 2 not yet. */
const CUT = 4;

/**
 * A 3-player match on a server at fixed ports, the third seat held back in round CUT:
 * resolves once the stored state shows players 0 and 1's choices in that round, and
 * player 2's not.
 */
async function matchCutMidRound(): Promise<{ matchID: string; port: number; apiPort: number; release: () => void; before: GameState }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  await start(port, apiPort);
  const { matchID, credentials } = await newMatch(apiPort, 3);
  let held = true;
  for (const seat of [0, 1, 2]) {
    clients.push(
      playingClient({ port, matchID, seat, credentials: credentials[seat] as string, bot: randomBot, seed: 1000 * seat, ...(seat === 2 ? { hold: (round: number) => held && round === CUT } : {}) }),
    );
  }
  let before: GameState | undefined;
  await until(async () => {
    const G = (await storedState(db, matchID))?.G;
    const cut = G !== undefined && G.round === CUT && G.players[0]?.pending != null && G.players[1]?.pending != null;
    if (cut) before = G;
    return cut;
  }, `players 0 and 1 choosing in round ${CUT}`);
  const stored = before as GameState;
  expect(stored.players[2]?.pending).toBeNull();
  return {
    matchID,
    port,
    apiPort,
    before: stored,
    release: () => {
      held = false;
      clients[2]?.wake();
    },
  };
}

/** The stored match once over: the engine's state, which must be `replay` of its own record. */
async function finishedMatch(matchID: string): Promise<GameState> {
  await Promise.all(clients.map(({ over }) => over));
  // The master sends the last update before its write to the database ends.
  let stored: Awaited<ReturnType<typeof storedState>>;
  await until(async () => (stored = await storedState(db, matchID))?.ctx.gameover !== undefined, 'the stored match to be over', 10_000);
  const G = stored?.G as GameState;
  expect(G.status).toBe('over');
  expect(replay(G.record)).toEqual(G);
  // A move sent again is taken as done, never refused: boardgame.io logged nothing (but
  // for a copy that arrives once the match is over, which its master refuses first).
  expect(started.flatMap((server) => server.errors).filter((line) => !line.startsWith('ERROR: game over - '))).toEqual([]);
  return G;
}

/** The moves the clients sent, and how many of them were sent again. */
const sends = () => ({ sent: clients.map(({ sent }) => sent()), resent: clients.map(({ resent }) => resent()) });

describe('a server on PostgreSQL that is killed, or whose database restarts, mid-round', () => {
  it('SIGKILL after two of three players chose: a new process on the same database keeps both choices, the clients reconnect, and the match finishes as replay of its record', async () => {
    const { matchID, port, apiPort, before, release } = await matchCutMidRound();
    await stopServer(servers.pop() as RunningServer, 'SIGKILL');
    // Nothing lost: what the dead process stored is the round as it stood.
    const after = (await storedState(db, matchID))?.G as GameState;
    expect(after).toEqual(before);
    const begun = performance.now();
    await start(port, apiPort);
    const listening = performance.now();
    release();
    await until(async () => ((await storedState(db, matchID))?.G.round ?? 0) > CUT, 'the cut round to resolve on the new process', 60_000, 10);
    const resolved = performance.now();
    const G = await finishedMatch(matchID);
    report({ test: 'kill', startMs: Math.round(listening - begun), resumedMs: Math.round(resolved - listening), ...sends(), rounds: G.round });
    // The choices made before the kill are the record's choices of that round.
    const round = G.record.rounds[CUT - 1];
    expect(round?.[0]).toEqual(before.players[0]?.pending);
    expect(round?.[1]).toEqual(before.players[1]?.pending);
    expect(servers[0]?.events.filter((event) => event.event === 'refused')).toEqual([]);
  });

  it("SIGKILL with the last player's move in flight: the move is lost, its client sends it again to the new process (choiceSender, no timer of the test's own), and the match finishes as replay of its record with no error logged", async () => {
    const { matchID, port, apiPort, before, release } = await matchCutMidRound();
    const dying = servers.pop() as RunningServer;
    // Frozen, the process takes the move into its socket and never reads it; killed, it
    // drops it, as a process that dies with a request in hand does.
    dying.child.kill('SIGSTOP');
    const last = clients[2] as (typeof clients)[number];
    release();
    await until(() => last.sent() > 0, 'the last player to send its move');
    await stopServer(dying, 'SIGKILL');
    expect((await storedState(db, matchID))?.G).toEqual(before);
    const begun = performance.now();
    await start(port, apiPort);
    const listening = performance.now();
    await until(async () => ((await storedState(db, matchID))?.G.round ?? 0) > CUT, 'the cut round to resolve on the new process', 60_000, 10);
    const resolved = performance.now();
    const G = await finishedMatch(matchID);
    const round = G.record.rounds[CUT - 1];
    expect(round?.[0]).toEqual(before.players[0]?.pending);
    expect(round?.[1]).toEqual(before.players[1]?.pending);
    // Lost, the move reached the match only sent again.
    expect(last.resent()).toBeGreaterThan(0);
    const { sent, resent } = sends();
    report({
      test: 'kill with a move in flight',
      startMs: Math.round(listening - begun),
      resumedMs: Math.round(resolved - listening),
      sent,
      resent,
      moves: sent.reduce((a, b) => a + b, 0),
      resends: resent.reduce((a, b) => a + b, 0),
      rounds: G.round,
    });
    expect(started.flatMap((server) => server.events.filter((event) => event.event === 'refused'))).toEqual([]);
  });

  it('PostgreSQL restarted under a running server after two of three players chose: the match finishes as replay of its record', async () => {
    const { matchID, before, release } = await matchCutMidRound();
    const begun = performance.now();
    restartDatabase(db);
    const restarted = performance.now();
    release();
    await until(async () => ((await storedState(db, matchID))?.G.round ?? 0) > CUT, 'the cut round to resolve after the restart', 60_000, 10);
    const resolved = performance.now();
    const G = await finishedMatch(matchID);
    const failed = servers[0]?.events.filter((event) => event.event === 'failed') ?? [];
    report({
      test: 'database restart',
      restartMs: Math.round(restarted - begun),
      resumedMs: Math.round(resolved - restarted),
      failed: failed.length,
      failures: [...new Set(failed.map((event) => event.message))],
      ...sends(),
      rounds: G.round,
    });
    expect(servers[0]?.events.filter((event) => event.event === 'refused')).toEqual([]);
    const round = G.record.rounds[CUT - 1];
    expect(round?.[0]).toEqual(before.players[0]?.pending);
    expect(round?.[1]).toEqual(before.players[1]?.pending);
  });

  it('PostgreSQL down when the last player chooses: the move fails (the server says so and lives on), the client sends it again, and once the database is back the match finishes as replay of its record', async () => {
    const { matchID, before, release } = await matchCutMidRound();
    const server = servers[0] as RunningServer;
    databaseServer(db, 'stop');
    try {
      release();
      await until(() => server.events.some((event) => event.event === 'failed'), 'the move to fail on the database', 20_000);
      expect(server.child.exitCode).toBeNull();
    } finally {
      databaseServer(db, 'start');
    }
    const back = performance.now();
    await until(async () => ((await storedState(db, matchID))?.G.round ?? 0) > CUT, 'the cut round to resolve once the database is back', 60_000, 10);
    const resolved = performance.now();
    const G = await finishedMatch(matchID);
    const round = G.record.rounds[CUT - 1];
    expect(round?.[0]).toEqual(before.players[0]?.pending);
    expect(round?.[1]).toEqual(before.players[1]?.pending);
    const failed = server.events.filter((event) => event.event === 'failed');
    report({ test: 'database down', resumedMs: Math.round(resolved - back), failed: failed.length, failures: [...new Set(failed.map((event) => event.message))], ...sends() });
    expect(server.events.filter((event) => event.event === 'refused')).toEqual([]);
  });
});
