import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { createGame, RuleError, simulate, type Bot, type GameOptions, type Seat, type SimulationOptions, type SimulationShard } from '../index.js';
import { availableParallelism } from 'node:os';
import { botNamed } from './bot-names.js';
import type { WorkerSeat } from './options.js';
import { gamesIn } from './batches.js';

/** The most games one call plays, as for `simulate`. */
const MAX_GAMES = 10_000_000;
/** The most worker threads one call starts. */
export const MAX_WORKERS = 256;

/** The options of {@link simulateOnWorkers}, checked, with the bots loaded on the calling thread. */
export interface CheckedRun {
  /** The options every task shares: the game options and the seed. */
  readonly run: Omit<SimulationOptions, 'seats' | 'shard' | 'onGame'>;
  readonly seats: readonly WorkerSeat[];
  /** The same seats with their bots, as `simulate` takes them. */
  readonly bots: readonly Seat[];
  readonly shard: SimulationShard;
  readonly workers: number;
  readonly batch: number | undefined;
  readonly onGame: ((game: number, ended: number) => void) | undefined;
}

/**
 * Checks the options as `simulate` does (which is asked about the seats, the seed and
 * the shard, with the bots loaded, and `createGame` about the first game's setup), and
 * the workers' own: every bot name is one the bots know, `workers` and `batch` whole
 * numbers in range (`workers` absent for a run on a pool of `pool` threads). Throws
 * `RuleError` `argument/invalid` for the first wrong one.
 */
export async function checkedRun(options: unknown, pool?: number): Promise<CheckedRun> {
  const { games, seats, seed, ruleset, variants, sheet, shard, workers, batch, onGame } = readOptions(options, 'an object of games, seats and game options');
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 0 || games > MAX_GAMES)
    fail('argument/invalid', { name: 'options.games', expected: `a whole number from 0 to ${MAX_GAMES}`, given: describeValue(games) });
  const named = readSeats(seats);
  const bots: Seat[] = [];
  for (const [i, seat] of named.entries()) {
    const bot: Bot | string = await botNamed(seat.bot);
    if (typeof bot === 'string') fail('argument/invalid', { name: `options.seats[${i}].bot`, expected: `a bot's name or a bot module's path (${bot})`, given: describeValue(seat.bot) });
    bots.push({ name: seat.name, bot });
  }
  const run = { games, seed, ruleset, variants, sheet } as CheckedRun['run'];
  // No game played: simulate checks the seats, the seed and the shard as it would for a run.
  const checked = simulate({ ...run, games: 0, seats: bots, shard: shard as SimulationShard | undefined });
  const theShard = { ...checked.tally.shard };
  if (pool !== undefined && workers !== undefined) fail('argument/invalid', { name: 'options.workers', expected: `absent: the pool's ${pool} threads play the run`, given: describeValue(workers) });
  const threads = checkedWorkers(workers, pool ?? availableParallelism());
  if (batch !== undefined && (typeof batch !== 'number' || !Number.isInteger(batch) || batch < 1 || batch > MAX_GAMES))
    fail('argument/invalid', { name: 'options.batch', expected: `a whole number from 1 to ${MAX_GAMES}`, given: describeValue(batch) });
  if (onGame !== undefined && typeof onGame !== 'function') fail('argument/invalid', { name: 'options.onGame', expected: 'a function', given: describeValue(onGame) });
  if (gamesIn(games, theShard) > 0) {
    // The setup of the first game, checked here rather than in every thread.
    createGame({
      players: named.map((seat, i) => `${seat.name}${i + 1}`),
      seed: `${checked.tally.seed}/${theShard.index}`,
      ...(definedOnly({ ruleset, variants, sheet }) as Omit<GameOptions, 'players' | 'seed'>),
    });
  }
  return {
    run,
    seats: named,
    bots,
    shard: theShard,
    workers: threads,
    batch: batch as number | undefined,
    onGame: onGame as CheckedRun['onGame'],
  };
}

/**
 * The fields of an options object from outside, each read once into a plain copy;
 * `RuleError` `argument/invalid` for no object (`expected` says which), or one whose
 * fields cannot be read (a getter or a proxy that throws).
 */
export function readOptions(options: unknown, expected: string): Record<string, unknown> {
  try {
    if (typeof options !== 'object' || options === null) fail('argument/invalid', { name: 'options', expected, given: describeValue(options) });
    return { ...(options as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof RuleError) throw error;
    return fail('argument/invalid', { name: 'options', expected: 'a readable object', given: describeValue(options) });
  }
}

/** The worker threads `options.workers` asks for: `fallback` when absent, else a whole number from 1 to {@link MAX_WORKERS}. */
export function checkedWorkers(workers: unknown, fallback: number): number {
  if (workers === undefined) return fallback;
  if (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)
    fail('argument/invalid', { name: 'options.workers', expected: `a whole number from 1 to ${MAX_WORKERS}`, given: describeValue(workers) });
  return workers;
}

/** The seats as plain `{ name, bot }` strings, each field read once. */
function readSeats(seats: unknown): WorkerSeat[] {
  const expected = '{ name: a string, bot: a bot name or a module path }';
  try {
    if (!Array.isArray(seats)) fail('argument/invalid', { name: 'options.seats', expected: `an array of ${expected}`, given: describeValue(seats) });
    return seats.map((seat: unknown, i) => {
      const { name, bot } = (typeof seat === 'object' && seat !== null ? seat : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || typeof bot !== 'string') fail('argument/invalid', { name: `options.seats[${i}]`, expected: expected, given: describeValue(seat) });
      return { name, bot };
    });
  } catch (error) {
    if (error instanceof RuleError) throw error;
    // A getter or a proxy that throws.
    fail('argument/invalid', { name: 'options.seats', expected: 'readable plain data', given: describeValue(seats) });
  }
}

function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
