// The load test (npm run load) small, for CI: one server on PostgreSQL, 1 then 3
// concurrent 3-player matches of randomBot socket clients, every match played to the
// end with no error and equal to `replay` of its stored record (a move resent after
// 15 s, generous for a slow CI machine, counts as one). Timing is printed by
// npm run load, never asserted here: CI machines differ.
import { afterAll, describe, expect, it } from 'vitest';
import { requireDatabase, stopServer, type RunningServer } from '../server/support.js';
import { errorLines, runLoad } from './run.js';

const db = requireDatabase();
let server: RunningServer | undefined;
afterAll(async () => {
  if (server !== undefined) await stopServer(server, 'SIGTERM');
});

describe('npm run load, small: 1 and 3 concurrent matches on one server', () => {
  it('plays every match to the end with no error (server events, stderr, resends, timeouts), and every stored result is replay of its record', async () => {
    const result = await runLoad(db, { steps: [1, 3], players: 3, bot: 'random', limit: Number.POSITIVE_INFINITY, resend: 15_000, timeout: 90_000 });
    server = result.server;
    expect(errorLines(result.steps)).toEqual([]);
    expect(result.steps.map((step) => step.matches)).toEqual([1, 3]);
    for (const step of result.steps) {
      expect(step.replaysEqual).toBe(true);
      expect(step.matchIDs).toHaveLength(step.matches);
      expect(step.moves).toBeGreaterThan(0);
    }
  });
});
