import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, mergeReports, randomBot, simulate, type SimulationOptions, type SimulationReport } from '../../src/index.js';

/** A report as another machine would send it: through JSON. */
const viaJson = (report: SimulationReport): SimulationReport => JSON.parse(JSON.stringify(report)) as SimulationReport;

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? 'not a RuleError';
  }
};

const tables: readonly SimulationOptions[] = [
  { games: 12, seats: [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }], seed: 'merge-1' },
  {
    games: 9,
    seats: [{ name: 'g', bot: greedyBot }, { name: 'r', bot: randomBot }, { name: 'g', bot: greedyBot }],
    ruleset: 'original',
    variants: { roundabouts: true, expert: true },
    sheet: 'ice-cream',
    seed: 'merge-2',
  },
  { games: 5, seats: [{ name: 'solo', bot: greedyBot }], ruleset: 'original', sheet: 'eggs', seed: 'merge-3' },
];

// Runs of whole games, in shards and merged: seconds on a loaded 2-core machine.
describe('simulate in shards, and mergeReports', { timeout: 60_000 }, () => {
  it.each(tables.map((options, k) => [k, options] as const))('"4 shards merged = 1 run": table %i, field for field and in its JSON text, whatever order the shards come in', (_k, options) => {
    const whole = simulate(options);
    const shards = [2, 0, 3, 1].map((index) => viaJson(simulate({ ...options, shard: { index, count: 4 } })));
    const merged = mergeReports(shards);
    expect(merged).toEqual(whole);
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
  });

  it('a shard plays every count-th game from its index: its games are those of the whole run (the onGame indexes)', () => {
    const options = tables[0] as SimulationOptions;
    const seen: number[][] = [[], [], []];
    for (const index of [0, 1, 2]) simulate({ ...options, shard: { index, count: 3 }, onGame: (_game, g) => seen[index]?.push(g) });
    expect(seen).toEqual([
      [0, 3, 6, 9],
      [1, 4, 7, 10],
      [2, 5, 8, 11],
    ]);
  });

  it('more shards than games: the empty shards merge as nothing', () => {
    const options = { ...(tables[2] as SimulationOptions), games: 2 };
    const shards = [0, 1, 2, 3].map((index) => viaJson(simulate({ ...options, shard: { index, count: 4 } })));
    expect(mergeReports(shards)).toEqual(simulate(options));
  });

  it('refuses what is not every shard of one run: a shard missing, a shard twice, another seed, other seats (argument/invalid, naming the report)', () => {
    const options = tables[0] as SimulationOptions;
    const shard = (index: number, extra: Partial<SimulationOptions> = {}) => viaJson(simulate({ ...options, ...extra, shard: { index, count: 3 } }));
    expect(codeOf(() => mergeReports([shard(0), shard(1)]))).toBe('argument/invalid');
    expect(codeOf(() => mergeReports([shard(0), shard(1), shard(1), shard(2)]))).toBe('argument/invalid');
    expect(codeOf(() => mergeReports([shard(0), shard(1), shard(2, { seed: 'other' })]))).toBe('argument/invalid');
    expect(codeOf(() => mergeReports([shard(0), shard(1), shard(2, { seats: [{ name: 'x', bot: randomBot }, { name: 'random', bot: randomBot }] })]))).toBe('argument/invalid');
    expect(codeOf(() => mergeReports([]))).toBe('argument/invalid');
    expect(() => mergeReports([shard(0), shard(1), shard(2, { sheet: 'eggs' })])).toThrow(/same run/);
  });

  it("the statistics' sums merge with the rest, and a report without them (an older simulate's) is refused with argument/invalid naming them", () => {
    const options = tables[1] as SimulationOptions;
    const shards = [0, 1].map((index) => viaJson(simulate({ ...options, shard: { index, count: 2 } })));
    const whole = simulate(options);
    expect(mergeReports(shards).bots.map((bot) => bot.meanStatistics)).toEqual(whole.bots.map((bot) => bot.meanStatistics));
    expect(whole.bots[0]?.meanStatistics.season.conesSold).toBeGreaterThan(0);
    const older = JSON.parse(JSON.stringify(shards)) as { tally: { bots: { statistics?: unknown }[] } }[];
    delete older[1]?.tally.bots[0]?.statistics;
    expect(codeOf(() => mergeReports(older as never))).toBe('argument/invalid');
    expect(() => mergeReports(older as never)).toThrow(/reports\[1\]\.tally\.bots\[0\]\.statistics/);
  });

  it('checks the shard option: a whole count from 1, an index below it', () => {
    const options = tables[0] as SimulationOptions;
    for (const shard of [{ index: 3, count: 3 }, { index: -1, count: 3 }, { index: 0, count: 0 }, { index: 0.5, count: 2 }, { index: 0 }, null, 'a']) {
      expect(codeOf(() => simulate({ ...options, shard: shard as never }))).toBe('argument/invalid');
    }
  });

  it('a report edited anywhere (a hostile JSON value at any path of its tally) is merged or refused with argument/invalid, never another error', () => {
    const options = { ...(tables[0] as SimulationOptions), games: 4 };
    const shards = [0, 1].map((index) => viaJson(simulate({ ...options, shard: { index, count: 2 } })));
    const paths: (string | number)[][] = [];
    const walk = (node: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (typeof node === 'object' && node !== null) { for (const [key, item] of Object.entries(node)) walk(item, [...path, Array.isArray(node) ? Number(key) : key]); }
    };
    walk(shards[1]?.tally, []);
    fc.assert(
      fc.property(fc.nat(), fc.oneof(fc.constant(null), fc.constant(-1), fc.constant(0.5), fc.constant('x'), fc.constant([]), fc.constant({}), fc.constant(1e300)), (at, value) => {
        const edited = JSON.parse(JSON.stringify(shards)) as { tally: Record<string, unknown> }[];
        const path = paths[at % paths.length] as (string | number)[];
        if (path.length === 0) (edited[1] as { tally: unknown }).tally = value;
        else {
          let node: Record<string | number, unknown> = (edited[1] as { tally: Record<string, unknown> }).tally;
          for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
          node[path[path.length - 1] as string | number] = value;
        }
        const code = codeOf(() => mergeReports(edited as never));
        expect(code === undefined || code === 'argument/invalid').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
