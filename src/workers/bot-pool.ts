import { fail } from '../errors/rule-error.js';
import { describeValue, snapshot } from '../internal/snapshot.js';
import { availableParallelism } from 'node:os';
import { BOT_LEVELS, isBotLevel, RuleError, type BotLevel, type Choice, type PickChoice, type PlayerView, type RuleErrorCode, type RuleErrorDetails } from '../index.js';
import { botNamed } from './bot-names.js';
import { checkedWorkers, readOptions } from './check.js';
import { loadPool } from './pool.js';
import { threadsOf } from './simulation-pool.js';
import type { DecisionResult, DecisionTask } from './thread.js';

/**
 * The options of {@link createBotPool}: the bot, by name, and the threads it decides on.
 *
 * @example
 * ```ts
 * import type { BotPoolOptions } from 'welcome-to-engine/workers';
 * const options: BotPoolOptions = { bot: 'expert', workers: 1 };
 * ```
 *
 * @group Workers
 */
export interface BotPoolOptions {
  /** The bot, named as a {@link WorkerSeat}'s: a level of `botFor`, `greedy`, `random`, `search:KEY=VALUE:…`, or a module's path. */
  readonly bot: string;
  /** Worker threads: from 1 to 256 (by default, one fewer than `os.availableParallelism()`, at least 1: a core is left to the calling thread). */
  readonly workers?: number | undefined;
}

/**
 * A bot that decides on worker threads, from {@link createBotPool}: what a server
 * calls for a seat a bot plays, so that a slow decision (an `expert`'s tens of
 * milliseconds, seconds on a loaded machine) never holds up its event loop, where every
 * other match's moves wait.
 *
 * @example
 * ```ts
 * import { createGame, decisionSeed, playerView, validateChoice } from 'welcome-to-engine';
 * import { createBotPool } from 'welcome-to-engine/workers';
 * const pool = await createBotPool({ bot: 'strong', workers: 1 });
 * try {
 *   const state = createGame({ players: 2, seed: 'pooled' });
 *   const choice = await pool.decide(playerView(state, 'p1'), decisionSeed(state, 'p1'));
 *   validateChoice(state, 'p1', choice).ok; // true
 *   // Another level for one decision: a match whose creator chose its bots.
 *   const casual = await pool.decide(playerView(state, 'p2'), decisionSeed(state, 'p2'), 'casual');
 *   validateChoice(state, 'p2', casual).ok; // true
 * } finally {
 *   await pool.destroy();
 * }
 * ```
 *
 * @group Workers
 */
export interface BotPool {
  /** The bot's name, as given. */
  readonly bot: string;
  /** The pool's worker threads. */
  readonly workers: number;
  /**
   * The bot's choice for the player whose view this is (in an expert game before the pick, its pick), made on a worker thread: the
   * same choice the bot makes on the calling thread for this view and seed. Decisions
   * may overlap; each waits for a free thread.
   *
   * @param view - The deciding player's view (`playerView`), or one read from outside: it is copied and checked.
   * @param seed - The decision's seed, such as `decisionSeed(state, id)`: a whole number.
   * @param level - A level of `botFor` that makes this decision in place of the pool's bot (a server whose matches each choose their bots' level): each thread loads it once.
   * @throws `RuleError` `argument/invalid` for a view that is no plain data, a bad seed or a level that is none of `BOT_LEVELS`, what the bot throws for a view it cannot read, and `argument/invalid` once the pool is destroyed.
   */
  decide(view: PlayerView, seed: number, level?: BotLevel): Promise<Choice | PickChoice>;
  /** Stops the threads; a decision still being made rejects, and later ones throw `argument/invalid`. */
  destroy(): Promise<void>;
}

/**
 * Starts worker threads that make one bot's decisions, for a server whose bots stand in
 * for players: each thread loads the bot once, and a decision crosses to a thread as the
 * view and seed and comes back as the choice. Destroy the pool when done, or the threads
 * keep the process alive. The pool is tinypool, an optional peer dependency.
 *
 * @param options - The bot, by name, and the number of threads.
 * @returns The pool, its threads started.
 * @throws `RuleError` `argument/invalid` for a bot no name or module gives, or `workers` out of range; an `Error` when tinypool is not installed.
 *
 * @example
 * ```ts
 * import { createGame, decisionSeed, playerView } from 'welcome-to-engine';
 * import { createBotPool } from 'welcome-to-engine/workers';
 * const pool = await createBotPool({ bot: 'expert' });
 * const state = createGame({ players: 3, seed: 'stand-in' });
 * // The event loop stays free while the threads decide.
 * const choices = await Promise.all(state.players.map(({ id }) => pool.decide(playerView(state, id), decisionSeed(state, id))));
 * choices.length; // 3
 * await pool.destroy();
 * ```
 *
 * @group Workers
 */
export async function createBotPool(options: BotPoolOptions): Promise<BotPool> {
  const { bot, workers } = checkedOptions(options);
  const found = await botNamed(bot);
  if (typeof found === 'string') fail('argument/invalid', { name: 'options.bot', expected: `a bot's name or a bot module's path (${found})`, given: describeValue(bot) });
  const Pool = await loadPool();
  if (typeof Pool === 'string') throw new Error(Pool);
  const threads = threadsOf(Pool, workers);
  let destroyed = false;
  return {
    bot,
    workers,
    async decide(view, seed, level) {
      if (destroyed) fail('argument/invalid', { name: 'pool', expected: 'a bot pool not yet destroyed (create another with createBotPool)', given: 'a destroyed pool' });
      const copy = snapshot(view, 'view');
      if (!copy.ok) fail('argument/invalid', { name: copy.problem.path, expected: 'plain data, as playerView gives', given: copy.problem.problem });
      if (typeof seed !== 'number' || !Number.isInteger(seed)) fail('argument/invalid', { name: 'seed', expected: 'a whole number, such as decisionSeed(state, id)', given: describeValue(seed) });
      if (level !== undefined && !isBotLevel(level))
        fail('argument/invalid', { name: 'level', expected: `a bot level, one of ${BOT_LEVELS.join(', ')}, or none for the pool's bot`, given: describeValue(level) });
      const task: DecisionTask = { bot: level ?? bot, view: copy.value, seed };
      const result = (await threads.run(task, { name: 'decide' })) as DecisionResult;
      if ('error' in result) throw new RuleError(result.error.code as RuleErrorCode, result.error.message, result.error.details as RuleErrorDetails);
      return result.choice;
    },
    async destroy() {
      destroyed = true;
      await threads.destroy();
    },
  };
}

/** The options checked: the bot a string, the threads a whole number in range (one fewer than the cores by default, at least one). */
function checkedOptions(options: unknown): { bot: string; workers: number } {
  const { bot, workers } = readOptions(options, "an object such as { bot: 'expert' }");
  if (typeof bot !== 'string' || bot === '') fail('argument/invalid', { name: 'options.bot', expected: "a bot's name, such as 'expert', or a bot module's path", given: describeValue(bot) });
  return { bot, workers: checkedWorkers(workers, Math.max(1, availableParallelism() - 1)) };
}
