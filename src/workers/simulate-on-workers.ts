import { simulate, type SimulationReport } from '../index.js';
import { gamesIn, tasksOf } from './batches.js';
import { checkedRun } from './check.js';
import type { WorkerSimulationOptions } from './options.js';
import { loadPool } from './pool.js';
import { playRun, threadsOf } from './simulation-pool.js';

/**
 * Plays many seeded games between bots on worker threads, each thread playing tasks of
 * games in turn, and reports what {@link simulate} reports for the same games: the same
 * report, field for field, whatever the number of threads and the size of the tasks.
 * For tournaments that use every core of a machine; `shard` still shares a run out
 * between machines. The threads start with the call and stop when it ends: for many
 * runs in a row, {@link createSimulationPool} keeps them warm. The pool of threads is
 * tinypool, an optional peer dependency: install it beside the engine
 * (`npm install tinypool`).
 *
 * @param options - The games, the seats (their bots by name), the rules, the threads and the games a task.
 * @returns Each seat name's results, the mean rounds and how the games ended: `simulate`'s report.
 * @throws `RuleError` for options `simulate` refuses, a bot name no bot has, `workers` or `batch` out of range, or a bot's illegal choice; an `Error` when tinypool is not installed.
 *
 * @example
 * ```ts
 * import { simulateOnWorkers } from 'welcome-to-engine/workers';
 * let ended = 0;
 * const report = await simulateOnWorkers({
 *   games: 40,
 *   seats: [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }],
 *   workers: 2,
 *   onGame: (_game, count) => (ended = count), // for a progress bar: 1, 2, … 40
 * });
 * report.bots.map((result) => `${result.bot} ${result.mean}`); // what simulate reports for these games
 * ```
 *
 * @group Workers
 */
export async function simulateOnWorkers(options: WorkerSimulationOptions): Promise<SimulationReport> {
  const checked = await checkedRun(options);
  const { run, shard } = checked;
  // No game to play: no thread to start.
  if (gamesIn(run.games, shard) === 0) return simulate({ ...run, seats: checked.bots, shard });
  const Pool = await loadPool();
  if (typeof Pool === 'string') throw new Error(Pool);
  // No more threads than tasks.
  const pool = threadsOf(Pool, Math.min(checked.workers, tasksOf(run.games, shard, checked.workers, checked.batch).length));
  try {
    return await playRun(pool, checked);
  } finally {
    await pool.destroy();
  }
}
