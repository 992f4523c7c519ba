// The learner: the cross-entropy method over a valuation's weights (src/bots/rating/valuation.ts),
// by self-play. Each generation draws a population of weight vectors around the current
// mean, scores each by the mean final score of greedy bots rating by it (every seat, the
// same seeds for the whole generation, so candidates are compared on the same cards),
// and moves the mean and spread to those of the best (the elite). Szita and Lőrincz
// (2006) learned Tetris's linear evaluation this way, far better than temporal-difference
// methods did on the same features; the measured reason here is in docs/history/bots.md
// ("The first learner: least squares on final scores"): least squares on final scores rates the afterstates of a game
// well and the choices between them badly.
import { playGame } from '../../src/index.js';
import { greedyBotRating } from '../../src/bots/greedy.js';
import { GREEDY_TEMPERATURE } from '../../src/bots/greedy.js';
import { nextUint32, rngFromNumber } from '../../src/internal/rng.js';
import { FEATURE_COUNT, FEATURES, type Valuation } from '../../src/bots/rating/valuation.js';
import type { Bot, GameOptions } from '../../src/index.js';

/** A table the learner plays: the game's options without the seed. */
export type Table = Omit<GameOptions, 'seed'>;

/** The tables of `npm run bench:bots`, which the learner plays alike. */
export const TABLES: readonly Table[] = [
  { players: 2, ruleset: 'collector' },
  { players: 1, ruleset: 'original' },
  { players: 4, ruleset: 'original' },
];

/**
 * A feature's typical size on a sheet, so that a step of the search moves each weight by
 * about as many points of rating: a weight's spread is the points it moves, divided by it.
 */
const TYPICAL: Readonly<Record<(typeof FEATURES)[number], number>> = {
  points: 50,
  estates: 30,
  temps: 6,
  parks: 10,
  dead: 3,
  tight: 3,
  openEstates: 10,
  plans: 10,
  empty: 15,
  refusals: 1,
  bis: 3,
  bias: 1,
  fences: 6,
  openPools: 4,
  longRuns: 8,
};

/** The typical size of each weight's feature, base weights then late ones. */
export const SCALES: readonly number[] = [...FEATURES, ...FEATURES].map((name) => TYPICAL[name]);

/** Weights as one vector: base, then late. */
export const vectorOf = (valuation: Valuation): number[] => [...valuation.base, ...valuation.late];
export const valuationOf = (vector: readonly number[]): Valuation => ({ base: vector.slice(0, FEATURE_COUNT), late: vector.slice(FEATURE_COUNT) });

/** The mean final score a player of `games` games of `table` from game `from` (seeds `${prefix}-${n}`), every seat the greedy bot rating by `valuation`. */
export function meanScore(valuation: Valuation, table: Table, prefix: string, from: number, games: number): number {
  const bot = greedyBotRating(valuation, GREEDY_TEMPERATURE);
  const seats = typeof table.players === 'number' ? table.players : (table.players?.length ?? 2);
  const bots: Bot[] = new Array<Bot>(seats).fill(bot);
  let total = 0;
  for (let game = from; game < from + games; game++) {
    const { state } = playGame({ ...table, seed: `${prefix}-${game}` }, bots);
    for (const player of state.result?.players ?? []) total += player.breakdown.total;
  }
  return total / (games * seats);
}

/** The score of a valuation in a generation: the mean over the tables of each table's mean score. */
export type Score = (valuation: Valuation, generation: number) => Promise<number> | number;

/** How the search runs. */
export interface CemOptions {
  /** Where the search starts (its first mean). */
  readonly start: Valuation;
  /** The seed of the draws. */
  readonly seed: number;
  readonly generations: number;
  readonly population: number;
  readonly elite: number;
  /** The first spread, in points of rating a weight moves (divided by its feature's typical size). */
  readonly spread: number;
  /** Added to the spread each generation, in the same points, shrinking with the generations: keeps the search from stopping early. */
  readonly noise: number;
}

/** What a generation found. */
export interface Generation {
  readonly generation: number;
  /** The mean after the generation. */
  readonly mean: Valuation;
  /** The best candidate's score, and the mean of the elite's scores. */
  readonly best: number;
  readonly elite: number;
}

/** A standard normal draw from `rng` (Box–Muller, one of the pair). */
function normal(rng: [number, number, number, number]): number {
  const u = (nextUint32(rng) + 1) / 0x100000001;
  const v = nextUint32(rng) / 0x100000000;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Runs the search, calling `score` for each candidate (the candidates of a generation
 * scored together, so a caller may spread them over threads) and `onGeneration` after
 * each generation. Deterministic: the same options and scores give the same means.
 */
export async function crossEntropy(options: CemOptions, score: Score, onGeneration: (found: Generation) => void = () => {}): Promise<Valuation> {
  const rng = rngFromNumber(options.seed, 13);
  let mean = vectorOf(options.start);
  let spread = SCALES.map((scale) => options.spread / scale);
  for (let generation = 1; generation <= options.generations; generation++) {
    const candidates = Array.from({ length: options.population }, (_, k) => (k === 0 ? mean.slice() : mean.map((value, i) => value + (spread[i] as number) * normal(rng))));
    const scores = await Promise.all(candidates.map((candidate) => score(valuationOf(candidate), generation)));
    const order = scores.map((value, k) => ({ value, k })).sort((a, b) => b.value - a.value || a.k - b.k);
    const elite = order.slice(0, options.elite).map(({ k }) => candidates[k] as number[]);
    const extra = options.noise / generation;
    mean = mean.map((_, i) => elite.reduce((sum, vector) => sum + (vector[i] as number), 0) / elite.length);
    spread = mean.map((value, i) => {
      const variance = elite.reduce((sum, vector) => sum + ((vector[i] as number) - value) ** 2, 0) / elite.length;
      return Math.sqrt(variance) + extra / (SCALES[i] as number);
    });
    onGeneration({ generation, mean: valuationOf(mean), best: order[0]?.value ?? 0, elite: order.slice(0, options.elite).reduce((sum, { value }) => sum + value, 0) / options.elite });
  }
  return valuationOf(mean);
}
