// What each worker thread runs: one task, a shard of the run's games, played by
// `simulate` with the bots named (the default export); or one decision of a bot pool's
// bot (`decide`). The pool loads this file by its address
// (dist/workers/thread.js in the build).
import type { MessagePort } from 'node:worker_threads';
import { isRuleError, simulate, type Bot, type Choice, type PickChoice, type PlayerView, type SimulationOptions, type SimulationReport, type SimulationShard } from '../index.js';
import { botNamed } from './bot-names.js';
import type { WorkerSeat } from './options.js';

/** A task as it crosses to the thread: plain data, and a port for progress. */
export interface ThreadTask {
  /** The options of the run, less its seats, shard and callback. */
  readonly run: Omit<SimulationOptions, 'seats' | 'shard' | 'onGame'>;
  readonly seats: readonly WorkerSeat[];
  /** The games this task plays. */
  readonly shard: SimulationShard;
  /** Where each game's number is posted as it ends, when the caller follows progress (the caller closes it). */
  readonly port?: MessagePort | undefined;
}

/** A task's answer: the report of its shard, or the `RuleError` it met, as data (an error's class does not cross threads). */
export type ThreadResult =
  | { readonly report: SimulationReport }
  | { readonly error: { readonly code: string; readonly message: string; readonly details: unknown } };

/** The bots of this thread by name, each loaded once. */
const bots = new Map<string, Promise<Bot | string>>();

async function bot(name: string): Promise<Bot> {
  let found = bots.get(name);
  if (found === undefined) {
    found = botNamed(name);
    bots.set(name, found);
  }
  const resolved = await found;
  // The calling thread resolved every name before it sent a task.
  if (typeof resolved === 'string') throw new Error(resolved);
  return resolved;
}

/** Plays a task: the default export, which the pool calls. */
export default async function playTask(task: ThreadTask): Promise<ThreadResult> {
  const seats = await Promise.all(task.seats.map(async (seat) => ({ name: seat.name, bot: await bot(seat.bot) })));
  const { port } = task;
  try {
    return {
      report: simulate({
        ...task.run,
        seats,
        shard: task.shard,
        ...(port === undefined ? {} : { onGame: (_game: unknown, game: number) => port.postMessage(game) }),
      }),
    };
  } catch (error) {
    if (isRuleError(error)) return { error: { code: error.code, message: error.message, details: error.details } };
    throw error;
  }
}

/** A bot pool's decision as it crosses to the thread: the bot's name, and the view (a checked copy) and seed. */
export interface DecisionTask {
  readonly bot: string;
  readonly view: unknown;
  readonly seed: number;
}

/** A decision's answer: the choice, or the `RuleError` the bot threw, as data. */
export type DecisionResult = { readonly choice: Choice | PickChoice } | { readonly error: { readonly code: string; readonly message: string; readonly details: unknown } };

/** Makes a bot pool's decision: the export the pool calls by name. */
export async function decide(task: DecisionTask): Promise<DecisionResult> {
  const chosen = await bot(task.bot);
  try {
    return { choice: chosen(task.view as PlayerView, task.seed) };
  } catch (error) {
    if (isRuleError(error)) return { error: { code: error.code, message: error.message, details: error.details } };
    throw error;
  }
}
