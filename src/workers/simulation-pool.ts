import { availableParallelism } from 'node:os';
import { mergeReports, RuleError, simulate, type RuleErrorCode, type RuleErrorDetails, type SimulationReport } from '../index.js';
import { gamesIn, tasksOf, type Task } from './batches.js';
import { checkedRun, checkedWorkers, readOptions, type CheckedRun } from './check.js';
import type { WorkerSimulationOptions } from './options.js';
import { loadPool, threadFile, type PoolClass } from './pool.js';
import { Progress } from './progress.js';
import type { ThreadResult, ThreadTask } from './thread.js';

/**
 * The options of {@link createSimulationPool}.
 *
 * @example
 * ```ts
 * import type { SimulationPoolOptions } from 'welcome-to-engine/workers';
 * const options: SimulationPoolOptions = { workers: 2 };
 * ```
 *
 * @group Workers
 */
export interface SimulationPoolOptions {
  /** Worker threads: from 1 to 256 (by default, `os.availableParallelism()`). */
  readonly workers?: number | undefined;
}

/**
 * What a pool's {@link SimulationPool.simulate} plays: the options of
 * {@link simulateOnWorkers} less `workers`, which the pool fixed.
 *
 * @example
 * ```ts
 * import type { PoolSimulationOptions } from 'welcome-to-engine/workers';
 * const options: PoolSimulationOptions = {
 *   games: 1000,
 *   seats: [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }],
 *   seed: 'tuning-1',
 * };
 * ```
 *
 * @group Workers
 */
export type PoolSimulationOptions = Omit<WorkerSimulationOptions, 'workers'>;

/**
 * Worker threads kept between runs, from {@link createSimulationPool}: each thread
 * compiles the engine once, as it warms up, and every later run plays at full speed.
 *
 * @example
 * ```ts
 * import { createSimulationPool } from 'welcome-to-engine/workers';
 * const pool = await createSimulationPool({ workers: 2 });
 * try {
 *   const seats = [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }];
 *   const first = await pool.simulate({ games: 20, seats, seed: 'a' });
 *   const second = await pool.simulate({ games: 20, seats, seed: 'b' }); // warm threads
 *   [first.bots[0]?.mean, second.bots[0]?.mean];
 * } finally {
 *   await pool.destroy();
 * }
 * ```
 *
 * @group Workers
 */
export interface SimulationPool {
  /** The pool's worker threads. */
  readonly workers: number;
  /**
   * Plays a run on the pool's threads and resolves to `simulate`'s report for the same
   * games, field for field, as {@link simulateOnWorkers} does. Runs may overlap: their
   * tasks share the threads in the order they come.
   *
   * @throws `RuleError` as {@link simulateOnWorkers} throws, and `argument/invalid` when
   * the options give `workers` (the pool fixed them) or the pool was destroyed.
   */
  simulate(options: PoolSimulationOptions): Promise<SimulationReport>;
  /** Stops the threads, ending any run still playing (it rejects). Later runs throw `argument/invalid`. */
  destroy(): Promise<void>;
}

/**
 * Starts worker threads for many runs, as a loop that tunes a bot makes: each call of
 * {@link simulateOnWorkers} starts threads that warm up again (about a second), where a
 * pool's threads warm up once. Destroy the pool when done, or the threads keep the
 * process alive. The pool is tinypool, an optional peer dependency.
 *
 * @param options - The number of threads.
 * @returns The pool, its threads started.
 * @throws `RuleError` `argument/invalid` for `workers` out of range; an `Error` when tinypool is not installed.
 *
 * @example
 * ```ts
 * import { createSimulationPool } from 'welcome-to-engine/workers';
 * const pool = await createSimulationPool({ workers: 2 });
 * const seats = [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }];
 * const means: number[] = [];
 * for (const seed of ['a', 'b', 'c']) {
 *   const report = await pool.simulate({ games: 10, seats, seed });
 *   means.push(report.bots[0]?.mean ?? 0);
 * }
 * await pool.destroy();
 * ```
 *
 * @group Workers
 */
export async function createSimulationPool(options: SimulationPoolOptions = {}): Promise<SimulationPool> {
  const workers = checkedWorkers(readOptions(options, 'an object such as { workers: 2 }').workers, availableParallelism());
  const Pool = await loadPool();
  if (typeof Pool === 'string') throw new Error(Pool);
  return startPool(Pool, workers);
}

/** A pool of `workers` threads of the pool library, its runs checked and merged as `simulate` reports them. */
function startPool(Pool: PoolClass, workers: number): SimulationPool {
  const pool = threadsOf(Pool, workers);
  let destroyed = false;
  return {
    workers,
    async simulate(options) {
      if (destroyed)
        throw new RuleError(
          'argument/invalid',
          '[welcome-to-engine] argument/invalid: pool must be a simulation pool not yet destroyed (create another with createSimulationPool), not a destroyed pool.',
          { name: 'pool', expected: 'a simulation pool not yet destroyed', given: 'a destroyed pool' },
        );
      return playRun(pool, await checkedRun(options, workers));
    },
    async destroy() {
      destroyed = true;
      await pool.destroy();
    },
  };
}

/** The pool library's pool, as a run uses it. */
type Threads = InstanceType<PoolClass>;

/** `workers` threads of the pool library, each running the thread's module, started at once. */
export function threadsOf(Pool: PoolClass, workers: number): Threads {
  return new Pool({ filename: threadFile(), minThreads: workers, maxThreads: workers });
}

/**
 * Plays a checked run on the threads: its tasks (each a shard of the run) in turn, their
 * reports merged into the run's. The first failure starts no further task of the run.
 */
export async function playRun(pool: Threads, checked: CheckedRun): Promise<SimulationReport> {
  const { run, shard } = checked;
  const games = run.games;
  if (gamesIn(games, shard) === 0) return simulate({ ...run, seats: checked.bots, shard });
  const tasks = tasksOf(games, shard, checked.workers, checked.batch);
  const progress = checked.onGame === undefined ? undefined : new Progress(checked.onGame);
  const playTask = async (task: Task): Promise<SimulationReport> => {
    const followed = progress?.follow(games, task.shard);
    const message: ThreadTask = { run, seats: checked.seats, shard: task.shard, ...(followed === undefined ? {} : { port: followed.port }) };
    let result: ThreadResult;
    try {
      result = (await pool.run(message, followed === undefined ? {} : { transferList: [followed.port] })) as ThreadResult;
    } catch (error) {
      followed?.done(false);
      throw error;
    }
    followed?.done(!('error' in result));
    if ('error' in result) {
      const { code, message: text, details } = result.error;
      throw new RuleError(code as RuleErrorCode, text, details as RuleErrorDetails);
    }
    // Labelled as the task's part of the run, so that the parts merge into the run.
    return { ...result.report, tally: { ...result.report.tally, shard: task.part } };
  };
  // As many tasks in flight as threads, each lane taking the next task as its last ends:
  // after a failure no further task starts, and the threads go on to other runs' tasks.
  const reports: SimulationReport[] = [];
  let next = 0;
  let failure: { readonly error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (failure === undefined && next < tasks.length) {
      const index = next;
      next += 1;
      try {
        reports[index] = await playTask(tasks[index] as Task);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(checked.workers, tasks.length) }, lane));
  if (failure !== undefined) throw failure.error;
  progress?.check();
  const merged = mergeReports(reports);
  return { ...merged, tally: { ...merged.tally, shard } };
}
