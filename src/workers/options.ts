import type { SimulationOptions, SimulationShard } from '../index.js';

/**
 * A seat of a simulation on worker threads: a bot by name, since a function cannot
 * cross to another thread.
 *
 * @example
 * ```ts
 * import type { WorkerSeat } from 'welcome-to-engine/workers';
 * const seats: WorkerSeat[] = [
 *   { name: 'greedy', bot: 'greedy' },
 *   { name: 'deep', bot: 'search:simulations=48:depth=2' },
 *   { name: 'mine', bot: './my-bot.mjs' },
 * ];
 * ```
 *
 * @group Workers
 */
export interface WorkerSeat {
  /** The name results are pooled under (seats with the same name are pooled). */
  readonly name: string;
  /**
   * The bot, as the command line names it: `greedy`, `random`, `search`, a level of
   * `botFor` (`beginner`, `casual`, `strong`, `expert`), `search:KEY=VALUE:…` for the
   * search bot with options (`simulations`, `candidates`, `depth` or `depth=end`,
   * `margin`, `steps`), or the path of an ES module (from the working directory, such as
   * `./my-bot.mjs`) whose default export, or `bot` export, is the bot. Each worker
   * thread loads the module for itself.
   */
  readonly bot: string;
}

/**
 * What {@link simulateOnWorkers} plays: the options of `simulate`, with seats whose bots
 * are named, the number of worker threads and the games each task plays.
 *
 * @example
 * ```ts
 * import type { WorkerSimulationOptions } from 'welcome-to-engine/workers';
 * const options: WorkerSimulationOptions = {
 *   games: 1000,
 *   seats: [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }],
 *   workers: 2,
 * };
 * ```
 *
 * @group Workers
 */
export interface WorkerSimulationOptions extends Omit<SimulationOptions, 'seats' | 'onGame'> {
  /** One entry per player, in seat order, each bot by name. */
  readonly seats: readonly WorkerSeat[];
  /**
   * Play only a shard of the run's games, as `simulate` does: those whose number `g` has
   * `g % count === index`, for a run spread over many machines, each using its cores.
   * The shards' reports merge with `mergeReports` as `simulate`'s do.
   */
  readonly shard?: SimulationShard | undefined;
  /** Worker threads: from 1 to 256 (by default, `os.availableParallelism()`). */
  readonly workers?: number | undefined;
  /**
   * The most games a task plays, from 1 (by default, the games shared out in about
   * eight tasks a worker, at most 1000 games a task). Smaller tasks share the work out
   * more evenly; larger ones cost fewer messages between threads.
   */
  readonly batch?: number | undefined;
  /**
   * Called on the calling thread as each game ends, for progress: with the number `g`
   * of the game (its seed is `${seed}/${g}`) and how many games of this call have ended.
   * Games end out of order, several at a time: count with `ended`, not with `g`.
   */
  readonly onGame?: ((game: number, ended: number) => void) | undefined;
}
