import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../src/index.js';
import { durationText, ESTIMATE_AFTER_MS, LINE_EVERY_MS, simulate, type SimulateOptions } from '../../src/cli/simulate.js';
import type { Io } from '../../src/cli/io.js';

/** An Io that keeps the progress drawn in place and the lines written to standard error, its standard error a terminal or not. */
function recording(errIsTerminal: boolean): { io: Io; bar: string[]; lines: string[] } {
  const bar: string[] = [];
  const lines: string[] = [];
  const io: Io = {
    out: () => undefined,
    write: async () => undefined,
    err: (text) => void lines.push(text),
    progress: (text) => void bar.push(text),
    errIsTerminal,
    line: async () => undefined,
    requests: async function*() {},
    readAll: async () => '',
    close: () => undefined,
  };
  return { io, bar, lines };
}

/** A clock that moves on `step` milliseconds each time it is read: each game "takes" the time of the reads between two ends. */
const ticking = (step: number) => {
  let now = 0;
  return () => (now += step);
};

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

describe('the progress bar of welcome-to simulate on a terminal', () => {
  it.each([undefined, 2])('counts the games of the run as they end, up to all of them, then clears (workers: %s)', async (workers) => {
    const { io, bar, lines } = recording(true);
    // A clock that stands still: the bar counts, and no time left is guessed, however slow the machine.
    const report = await simulate({ ...options, workers }, io, () => 0);
    expect(report.games).toBe(5);
    const counts = bar.slice(0, -1).map((line) => Number(/\] (\d+)\/5 games$/.exec(line)?.[1]));
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(bar.at(-2)).toBe(`[${'#'.repeat(30)}] 5/5 games`);
    expect(bar.at(-1)).toBe('');
    // On a terminal the bar says it all: no line is written.
    expect(lines).toEqual([]);
  }, 60_000);

  it('once the run has gone a while, the bar says the time left', async () => {
    const { io, bar } = recording(true);
    await simulate({ ...options, shard: undefined, games: 12 }, io, ticking(3000));
    expect(bar[0]).toBe(`[###${'.'.repeat(27)}] 1/12 games, about 33 s more`);
    expect(bar.at(-2)).toBe(`[${'#'.repeat(30)}] 12/12 games`);
  });
});

describe('"simulate is silent for minutes through a pipe" (issue 52): where standard error is no terminal, it writes lines', () => {
  it.each([undefined, 2])(
    `an estimate once the run has gone ${ESTIMATE_AFTER_MS / 1000} s, a line every ${LINE_EVERY_MS / 1000} s, one line each and no bar, and the time at the end (workers: %s)`,
    async (workers) => {
      const { io, bar, lines } = recording(false);
      // Three seconds a game.
      const report = await simulate({ ...options, shard: undefined, games: 12, workers }, io, ticking(3000));
      expect(report.games).toBe(12);
      expect(lines).toEqual([
        'welcome-to simulate: 1/12 games in 3 s, 3 s a game: about 36 s in all, 33 s more; a line every 10 s until then',
        'welcome-to simulate: 5/12 games, 15 s so far, about 21 s more',
        'welcome-to simulate: 9/12 games, 27 s so far, about 9 s more',
        'welcome-to simulate: 12/12 games in 36 s',
      ]);
      for (const line of lines) expect(line).not.toMatch(/[\r\n#]/);
      // Nothing drawn in place: the only progress call clears a bar that a terminal would show.
      expect(bar).toEqual(['']);
    },
    60_000,
  );

  it('a run over in less than the estimate takes says nothing', async () => {
    const { io, lines } = recording(false);
    await simulate({ ...options, shard: undefined, games: 12 }, io, ticking(100));
    expect(lines).toEqual([]);
  });

  it('a game slower than the estimate waits for gives it at its end', async () => {
    const { io, lines } = recording(false);
    await simulate({ ...options, shard: undefined, games: 2 }, io, ticking(5600));
    expect(lines[0]).toBe('welcome-to simulate: 1/2 games in 5.6 s, 5.6 s a game: about 11 s in all, 5.6 s more; a line every 10 s until then');
  });
});

describe('durations as a person reads them', () => {
  it.each([
    [4200, '4.2 s'],
    [9949, '9.9 s'],
    [2000, '2 s'],
    [42_000, '42 s'],
    [59_600, '1 min'],
    [119_600, '2 min'],
    [125_000, '2 min 5 s'],
    [28 * 60_000 + 10_000, '28 min'],
    [72 * 60_000, '1 h 12 min'],
    [120 * 60_000, '2 h'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
});
