import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../src/index.js';
import { simulate, type SimulateOptions } from '../../src/cli/simulate.js';
import type { Io } from '../../src/cli/io.js';

/** An Io that keeps the progress lines. */
function recording(): { io: Io; lines: string[] } {
  const lines: string[] = [];
  const io: Io = {
    out: () => undefined,
    err: () => undefined,
    progress: (text) => void lines.push(text),
    line: async () => undefined,
    requests: async function*() {},
    readAll: async () => '',
    close: () => undefined,
  };
  return { io, lines };
}

const options: SimulateOptions = {
  games: 11,
  players: 2,
  names: ['greedy', 'random'],
  bots: [greedyBot, randomBot],
  ruleset: 'collector',
  variants: { advancedPlans: false, roundabouts: false, expert: false },
  sheet: 'classic',
  seed: 'progress',
  shard: { index: 1, count: 2 },
};

describe('the progress bar of welcome-to simulate', () => {
  it.each([undefined, 2])('counts the games of the run as they end, up to all of them, then clears (workers: %s)', async (workers) => {
    const { io, lines } = recording();
    const report = await simulate({ ...options, workers }, io, () => Date.now());
    expect(report.games).toBe(5);
    const counts = lines.slice(0, -1).map((line) => Number(/\] (\d+)\/5 games$/.exec(line)?.[1]));
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(lines.at(-2)).toBe(`[${'#'.repeat(30)}] 5/5 games`);
    expect(lines.at(-1)).toBe('');
  }, 60_000);
});
