import { afterAll, describe, expect, it } from 'vitest';
import { isRuleError, simulate } from '../../src/index.js';
import { createSimulationPool, type PoolSimulationOptions, type SimulationPool } from '../../src/workers/index.js';
import { BAD_SEATS, errorOf, oneThread } from './support.js';

// The threads run the sources through tsx, which costs each a second or so to start.
const SLOW = 60_000;

const twoSeats = [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }];

const codeOf = async (run: () => Promise<unknown>) => {
  const error = await errorOf(run);
  return isRuleError(error) ? error.code : error;
};

// Threads start and play whole runs: seconds on a loaded 2-core machine, not vitest's 5 s default.
describe('createSimulationPool: threads kept warm between runs', { timeout: 60_000 }, () => {
  let pool: SimulationPool | undefined;
  afterAll(() => pool?.destroy());

  it('plays run after run on the same threads, each the report simulate gives, field for field', async () => {
    pool = await createSimulationPool({ workers: 2 });
    expect(pool.workers).toBe(2);
    for (
      const options of [
        { games: 9, seats: twoSeats, seed: 'pool-1' },
        { games: 14, seats: twoSeats, seed: 'pool-2', batch: 3, ruleset: 'original' as const, variants: { roundabouts: true } },
        { games: 10, seats: twoSeats, seed: 'pool-3', shard: { index: 1, count: 2 } },
      ]
    ) {
      expect(JSON.stringify(await pool.simulate(options))).toBe(JSON.stringify(simulate(oneThread(options))));
    }
  }, SLOW);

  it('plays runs that overlap, their tasks sharing the threads', async () => {
    pool ??= await createSimulationPool({ workers: 2 });
    const a = { games: 8, seats: twoSeats, seed: 'overlap-a', batch: 2 };
    const b = { games: 7, seats: [...twoSeats].reverse(), seed: 'overlap-b', batch: 1 };
    const [first, second] = await Promise.all([pool.simulate(a), pool.simulate(b)]);
    expect(first).toEqual(simulate(oneThread(a)));
    expect(second).toEqual(simulate(oneThread(b)));
  }, SLOW);

  it("a run a bot breaks throws simulate's RuleError, and the pool plays the next run as before", async () => {
    pool ??= await createSimulationPool({ workers: 2 });
    const error = await errorOf(() => (pool as SimulationPool).simulate({ games: 12, seats: BAD_SEATS, batch: 1 }));
    expect(isRuleError(error)).toBe(true);
    const next = { games: 6, seats: twoSeats, seed: 'after' };
    expect(await pool.simulate(next)).toEqual(simulate(oneThread(next)));
  }, SLOW);

  it('refuses workers in a run (the pool fixed them) and bad options, with argument/invalid', async () => {
    pool ??= await createSimulationPool({ workers: 2 });
    expect(await codeOf(() => (pool as SimulationPool).simulate({ games: 2, seats: twoSeats, workers: 2 } as PoolSimulationOptions))).toBe('argument/invalid');
    expect(await codeOf(() => (pool as SimulationPool).simulate({ games: -1, seats: twoSeats }))).toBe('argument/invalid');
    expect(await codeOf(() => (pool as SimulationPool).simulate(null as unknown as PoolSimulationOptions))).toBe('argument/invalid');
    const { proxy, revoke } = Proxy.revocable({ games: 2, seats: twoSeats }, {});
    revoke();
    expect(await codeOf(() => (pool as SimulationPool).simulate(proxy))).toBe('argument/invalid');
    expect(await codeOf(() => createSimulationPool({ workers: 0 }))).toBe('argument/invalid');
    expect(await codeOf(() => createSimulationPool({ workers: 2.5 }))).toBe('argument/invalid');
    expect(await codeOf(() => createSimulationPool(null as never))).toBe('argument/invalid');
  }, SLOW);

  it('once destroyed, refuses to play with argument/invalid', async () => {
    const short = await createSimulationPool({ workers: 1 });
    await short.destroy();
    const error = await errorOf(() => short.simulate({ games: 2, seats: twoSeats }));
    expect(isRuleError(error) && error.code).toBe('argument/invalid');
    expect((error as Error).message).toContain('createSimulationPool');
  }, SLOW);
});
