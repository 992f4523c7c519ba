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
  let fields: Record<string, unknown>;
  try {
    if (typeof options !== 'object' || options === null) throw invalid('options', 'an object of games, seats and game options', options);
    fields = { ...(options as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof RuleError) throw error;
    throw invalid('options', 'a readable object', options);
  }
  const { games, seats, seed, ruleset, variants, sheet, shard, workers, batch, onGame } = fields;
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 0 || games > MAX_GAMES) throw invalid('options.games', `a whole number from 0 to ${MAX_GAMES}`, games);
  const named = readSeats(seats);
  const bots: Seat[] = [];
  for (const [i, seat] of named.entries()) {
    const bot: Bot | string = await botNamed(seat.bot);
    if (typeof bot === 'string') throw invalid(`options.seats[${i}].bot`, `a bot's name or a bot module's path (${bot})`, seat.bot);
    bots.push({ name: seat.name, bot });
  }
  const run = { games, seed, ruleset, variants, sheet } as CheckedRun['run'];
  // No game played: simulate checks the seats, the seed and the shard as it would for a run.
  const checked = simulate({ ...run, games: 0, seats: bots, shard: shard as SimulationShard | undefined });
  const theShard = { ...checked.tally.shard };
  if (pool !== undefined && workers !== undefined) throw invalid('options.workers', `absent: the pool's ${pool} threads play the run`, workers);
  if (workers !== undefined && (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)) throw invalid('options.workers', `a whole number from 1 to ${MAX_WORKERS}`, workers);
  if (batch !== undefined && (typeof batch !== 'number' || !Number.isInteger(batch) || batch < 1 || batch > MAX_GAMES)) throw invalid('options.batch', `a whole number from 1 to ${MAX_GAMES}`, batch);
  if (onGame !== undefined && typeof onGame !== 'function') throw invalid('options.onGame', 'a function', onGame);
  if (gamesIn(games, theShard) > 0) {
    // The setup of the first game, checked here rather than in every thread.
    createGame({ players: named.map((seat, i) => `${seat.name}${i + 1}`), seed: `${checked.tally.seed}/${theShard.index}`, ...(definedOnly({ ruleset, variants, sheet }) as Omit<GameOptions, 'players' | 'seed'>) });
  }
  return {
    run,
    seats: named,
    bots,
    shard: theShard,
    workers: pool ?? (workers as number | undefined) ?? availableParallelism(),
    batch: batch as number | undefined,
    onGame: onGame as CheckedRun['onGame'],
  };
}

/** The seats as plain `{ name, bot }` strings, each field read once. */
function readSeats(seats: unknown): WorkerSeat[] {
  const expected = '{ name: a string, bot: a bot name or a module path }';
  try {
    if (!Array.isArray(seats)) throw invalid('options.seats', `an array of ${expected}`, seats);
    return seats.map((seat: unknown, i) => {
      const { name, bot } = (typeof seat === 'object' && seat !== null ? seat : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || typeof bot !== 'string') throw invalid(`options.seats[${i}]`, expected, seat);
      return { name, bot };
    });
  } catch (error) {
    if (error instanceof RuleError) throw error;
    // A getter or a proxy that throws.
    throw invalid('options.seats', 'readable plain data', seats);
  }
}

function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The error for an option of the wrong kind, as the engine words its own. */
export function invalid(name: string, expected: string, given: unknown): RuleError {
  const details = { name, expected, given: described(given) };
  return new RuleError('argument/invalid', `[welcome-to-engine] argument/invalid: ${name} must be ${expected}, not ${details.given}.`, details);
}

function described(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  let array: boolean;
  try {
    array = Array.isArray(value);
  } catch {
    // A revoked proxy.
    return 'an unreadable object';
  }
  if (array) return `an array of ${(value as unknown[]).length}`;
  if (typeof value === 'function') return 'a function';
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value);
}
