import { describe, expect, it } from 'vitest';
import { greedyBot, isRuleError, randomBot, simulate, type Bot } from '../../src/index.js';
import { simulateOnWorkers, type WorkerSimulationOptions } from '../../src/workers/index.js';
import { BAD_BOT_FILE, BAD_SEATS, errorOf, oneThread } from './support.js';
import { loadPool, NO_POOL } from '../../src/workers/pool.js';

// The threads run the sources through tsx, which costs each a second or so to start.
const SLOW = 60_000;

const twoSeats = [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }];

// Threads start and play whole runs: seconds on a loaded 2-core machine, not vitest's 5 s default.
describe('simulateOnWorkers: the report of simulate, on worker threads', { timeout: 60_000 }, () => {
  const runs: readonly (readonly [string, WorkerSimulationOptions])[] = [
    ['1 worker, tasks of 4 of 13 games', { games: 13, seats: twoSeats, seed: 'w-1', workers: 1, batch: 4 }],
    ['2 workers, tasks of 5 of 23 games, three seats, two of one name', { games: 23, seats: [...twoSeats, { name: 'greedy', bot: 'greedy' }], seed: 'w-2', workers: 2, batch: 5 }],
    ['3 workers, the tasks as they come, original rules, variants and a seasonal sheet', {
      games: 17,
      seats: [{ name: 'casual', bot: 'casual' }, { name: 'random', bot: 'random' }],
      ruleset: 'original',
      variants: { roundabouts: true, expert: true },
      sheet: 'ice-cream',
      seed: 'w-3',
      workers: 3,
    }],
    ['2 workers on shard 2 of 3, tasks of 2', { games: 20, seats: twoSeats, seed: 'w-4', shard: { index: 1, count: 3 }, workers: 2, batch: 2 }],
    ['3 workers, more workers than games', { games: 2, seats: twoSeats, workers: 3 }],
    ['no game of the shard to play', { games: 2, seats: twoSeats, shard: { index: 3, count: 4 }, workers: 2 }],
  ];

  it.each(runs)('equals the one-thread run field for field, tally included: %s', async (_name, options) => {
    const report = await simulateOnWorkers(options);
    expect(report).toEqual(simulate(oneThread(options)));
    expect(JSON.stringify(report)).toBe(JSON.stringify(simulate(oneThread(options))));
  }, SLOW);

  it('calls onGame once for each game of the run, before it resolves, counting the games ended', async () => {
    const calls: (readonly [number, number])[] = [];
    const options: WorkerSimulationOptions = { games: 15, seats: twoSeats, shard: { index: 0, count: 2 }, workers: 2, batch: 3, onGame: (game, ended) => calls.push([game, ended]) };
    await simulateOnWorkers(options);
    expect(calls.map(([game]) => game).sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(calls.map(([, ended]) => ended)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  }, SLOW);

  it('throws what onGame throws', async () => {
    const error = await errorOf(() =>
      simulateOnWorkers({
        games: 4,
        seats: twoSeats,
        workers: 2,
        onGame: () => {
          throw new Error('stop');
        },
      })
    );
    expect((error as Error).message).toBe('stop');
  }, SLOW);

  it("plays a bot module by its path, and a bot's illegal choice throws the RuleError simulate throws", async () => {
    const bad = ((await import(BAD_BOT_FILE)) as { default: Bot }).default;
    const expected = await errorOf(async () => simulate({ games: 3, seats: [{ name: 'bad', bot: bad }, { name: 'random', bot: randomBot }] }));
    const error = await errorOf(() => simulateOnWorkers({ games: 3, seats: BAD_SEATS, workers: 2 }));
    expect(isRuleError(error)).toBe(true);
    expect(isRuleError(expected)).toBe(true);
    expect({ ...(error as object), message: (error as Error).message }).toEqual({ ...(expected as object), message: (expected as Error).message });
  }, SLOW);

  it('refuses bad options with RuleError argument/invalid (or the code simulate and createGame give), before starting a thread', async () => {
    const codeOf = async (options: unknown) => ((await errorOf(() => simulateOnWorkers(options as WorkerSimulationOptions))) as { code?: string } | undefined)?.code;
    expect(await codeOf(null)).toBe('argument/invalid');
    expect(await codeOf({ games: -1, seats: twoSeats })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: [{ name: 'g', bot: greedyBot }] })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: [{ name: 'g', bot: 'nobody' }] })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: [] })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: twoSeats, workers: 0 })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: twoSeats, batch: 1.5 })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: twoSeats, shard: { index: 2, count: 2 } })).toBe('argument/invalid');
    expect(await codeOf({ games: 2, seats: twoSeats, onGame: 'yes' })).toBe('argument/invalid');
    const ruleset = await errorOf(async () => simulate({ games: 2, seats: [{ name: 'g', bot: greedyBot }, { name: 'r', bot: randomBot }], ruleset: 'nonsense' as never }));
    expect(await codeOf({ games: 2, seats: twoSeats, ruleset: 'nonsense' })).toBe((ruleset as { code: string }).code);
    const unknown = await errorOf(() => simulateOnWorkers({ games: 2, seats: [{ name: 'g', bot: 'nobody' }] }));
    expect((unknown as Error).message).toMatch(/options\.seats\[0\]\.bot must be .*unknown bot "nobody"/);
  });

  it('says what to install when tinypool is missing, and throws any other failure to load it', async () => {
    const missing = Object.assign(new Error("Cannot find package 'tinypool' imported from /x.js"), { code: 'ERR_MODULE_NOT_FOUND' });
    expect(await loadPool(() => Promise.reject(missing))).toBe(NO_POOL);
    expect(NO_POOL).toContain('npm install tinypool');
    await expect(loadPool(() => Promise.reject(new Error('disk on fire')))).rejects.toThrow('disk on fire');
    expect(typeof (await loadPool())).toBe('function');
  });
});
