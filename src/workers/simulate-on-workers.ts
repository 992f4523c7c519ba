import { mergeReports, RuleError, simulate, type RuleErrorCode, type RuleErrorDetails, type SimulationReport } from '../index.js';
import { tasksOf, gamesIn, type Task } from './batches.js';
import { checkedRun } from './check.js';
import type { WorkerSimulationOptions } from './options.js';
import { loadPool, threadFile } from './pool.js';
import { Progress } from './progress.js';
import type { ThreadResult, ThreadTask } from './thread.js';

/**
 * Plays many seeded games between bots on worker threads, each thread playing tasks of
 * games in turn, and reports what {@link simulate} reports for the same games: the same
 * report, field for field, whatever the number of threads and the size of the tasks.
 * For tournaments that use every core of a machine; `shard` still shares a run out
 * between machines. The pool of threads is tinypool, an optional peer dependency:
 * install it beside the engine (`npm install tinypool`).
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
  const games = run.games;
  // No game to play: no thread to start.
  if (gamesIn(games, shard) === 0) return simulate({ ...run, seats: checked.bots, shard });
  const Pool = await loadPool();
  if (typeof Pool === 'string') throw new Error(Pool);
  const tasks = tasksOf(games, shard, checked.workers, checked.batch);
  const threads = Math.min(checked.workers, tasks.length);
  const pool = new Pool({ filename: threadFile(), minThreads: threads, maxThreads: threads });
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
  let reports: SimulationReport[];
  try {
    reports = await Promise.all(tasks.map(playTask));
  } finally {
    await pool.destroy();
  }
  progress?.check();
  const merged = mergeReports(reports);
  return { ...merged, tally: { ...merged.tally, shard } };
}
