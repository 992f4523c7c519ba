import type { ScoreBreakdown } from '../sheet/score.js';
import type { StatisticsSums } from './figures.js';

/**
 * The mean of each part of a score over a simulation's plays.
 *
 * @example
 * ```ts
 * import type { MeanBreakdown } from 'welcome-to-engine';
 * const estateShare = (mean: MeanBreakdown) => mean.estates / (mean.plans + mean.estates || 1);
 * ```
 *
 * @group Bots
 */
export interface MeanBreakdown {
  /** Plan points. */
  readonly plans: number;
  /** Park points, all streets. */
  readonly parks: number;
  /** Pool points. */
  readonly pools: number;
  /** Temp award points. */
  readonly temps: number;
  /** Points of complete estates. */
  readonly estates: number;
  /** Bis penalty. */
  readonly bis: number;
  /** Refusal penalty. */
  readonly refusals: number;
  /** Roundabout penalty. */
  readonly roundabouts: number;
  /** Seasonal points. */
  readonly seasonal: number;
}

/** The parts of a score a simulation reports the means of, in {@link MeanBreakdown}'s order. */
export const PARTS = ['plans', 'parks', 'pools', 'temps', 'estates', 'bis', 'refusals', 'roundabouts', 'seasonal'] as const;

/** One part of a score. */
export type Part = (typeof PARTS)[number];

/**
 * What a simulation counted for one seat name: whole numbers only, so that tallies of
 * separate runs add up to exactly the tally of one run over all their games.
 *
 * @example
 * ```ts
 * import type { SeatTally } from 'welcome-to-engine';
 * const plays = (tally: SeatTally) => Object.values(tally.scores).reduce((a, b) => a + b, 0);
 * ```
 *
 * @group Bots
 */
export interface SeatTally {
  /** The seat name. */
  readonly bot: string;
  /** How many plays ended with each final score (the score, as a key, to its count). */
  readonly scores: Readonly<Record<string, number>>;
  /** The sum of each part of the score over the plays (the fields of a mean breakdown, summed), penalties as positive numbers. */
  readonly parts: MeanBreakdown;
  /** Plays won, shared victories included. */
  readonly wins: number;
  /** The sums of the plays' statistics ({@link gameStatistics}'s figures, a seat at a time). */
  readonly statistics: StatisticsSums;
}

/**
 * A shard of a simulation: the games whose number `g` has `g % count === index`.
 *
 * @example
 * ```ts
 * import type { SimulationShard } from 'welcome-to-engine';
 * const third: SimulationShard = { index: 2, count: 16 }; // games 2, 18, 34, …
 * ```
 *
 * @group Bots
 */
export interface SimulationShard {
  /** Which shard, from 0 to `count − 1`. */
  readonly index: number;
  /** How many shards the run is split into, from 1. */
  readonly count: number;
}

/**
 * What a simulation's games were played under, as its options gave them (`null` where
 * left to the default): what {@link mergeReports} compares across shards.
 *
 * @example
 * ```ts
 * import type { SimulationSetup } from 'welcome-to-engine';
 * const setup: SimulationSetup = { ruleset: 'original', variants: { roundabouts: true }, sheet: null };
 * ```
 *
 * @group Bots
 */
export interface SimulationSetup {
  /** The ruleset's name. */
  readonly ruleset: string | null;
  /** The variants given, by name. */
  readonly variants: Readonly<Record<string, boolean>> | null;
  /** The kind of sheet. */
  readonly sheet: string | null;
}

/**
 * The counts a {@link SimulationReport} is worked out from, kept in it so that reports
 * of shards (`options.shard`) merge into exactly the report of one run
 * ({@link mergeReports}).
 *
 * @example
 * ```ts
 * import { randomBot, simulate, type SimulationTally } from 'welcome-to-engine';
 * const tally: SimulationTally = simulate({ games: 4, seats: [{ name: 'r', bot: randomBot }, { name: 's', bot: randomBot }] }).tally;
 * tally.shard; // { index: 0, count: 1 }: the whole run
 * ```
 *
 * @group Bots
 */
export interface SimulationTally {
  /** The run's seed: game `g` was played with the seed `seed/g`. */
  readonly seed: string;
  /** The games of the whole run, every shard's together. */
  readonly of: number;
  /** Which games these are: those whose number `g` has `g % count === index`. */
  readonly shard: SimulationShard;
  /** What the games were played under, as given (the bots themselves cannot be compared: their names are). */
  readonly setup: SimulationSetup;
  /** The seat names, in seat order. */
  readonly seats: readonly string[];
  /** Games played in this shard. */
  readonly games: number;
  /** Rounds played over those games. */
  readonly rounds: number;
  /** How many games ended for each reason (a game can end for several). */
  readonly endings: Readonly<Record<string, number>>;
  /** One tally per seat name, in order of first seat. */
  readonly bots: readonly SeatTally[];
}

/** The parts of one score, as {@link SeatTally.parts} adds them. */
export function partsOf(breakdown: ScoreBreakdown): Record<Part, number> {
  return {
    plans: breakdown.plans,
    parks: breakdown.parks.reduce((a, b) => a + b, 0),
    pools: breakdown.pools,
    temps: breakdown.temps,
    estates: breakdown.estates.reduce((a, e) => a + e.points, 0),
    bis: breakdown.bis,
    refusals: breakdown.refusals,
    roundabouts: breakdown.roundabouts,
    seasonal: breakdown.seasonal,
  };
}

/** No part counted yet. */
export function noParts(): Record<Part, number> {
  return { plans: 0, parks: 0, pools: 0, temps: 0, estates: 0, bis: 0, refusals: 0, roundabouts: 0, seasonal: 0 };
}

/** The scores of a tally, lowest first, each with its count. */
function sortedScores(scores: Readonly<Record<string, number>>): [number, number][] {
  return Object.entries(scores)
    .map(([score, count]): [number, number] => [Number(score), count])
    .sort((a, b) => a[0] - b[0]);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What one seat name's tally says: plays, mean, standard deviation, median and best, worked out the same way whoever counted. */
export function seatStatistics(tally: SeatTally): { plays: number; mean: number; sd: number; median: number; best: number } {
  const sorted = sortedScores(tally.scores);
  let plays = 0;
  let sum = 0;
  for (const [score, count] of sorted) {
    plays += count;
    sum += score * count;
  }
  const mean = plays === 0 ? 0 : sum / plays;
  let squares = 0;
  for (const [score, count] of sorted) squares += count * (score - mean) ** 2;
  const sd = plays < 2 ? 0 : Math.sqrt(squares / (plays - 1));
  // The median: the middle score, or the mean of the two middle ones.
  const at = (k: number): number => {
    let seen = 0;
    for (const [score, count] of sorted) {
      seen += count;
      if (k < seen) return score;
    }
    return Number.NaN;
  };
  const median = plays === 0 ? Number.NaN : plays % 2 === 1 ? at((plays - 1) / 2) : (at(plays / 2 - 1) + at(plays / 2)) / 2;
  const best = sorted.length === 0 ? Number.NEGATIVE_INFINITY : (sorted[sorted.length - 1] as [number, number])[0];
  return { plays, mean, sd, median, best };
}

/** A record with its keys in order (numeric keys by value, others by name): tallies print the same however they were counted. */
export function sortedKeys(record: Readonly<Record<string, number>>): Record<string, number> {
  const keys = Object.keys(record).sort((a, b) => (Number.isNaN(Number(a)) || Number.isNaN(Number(b)) ? (a < b ? -1 : a > b ? 1 : 0) : Number(a) - Number(b)));
  const out: Record<string, number> = {};
  for (const key of keys) out[key] = record[key] as number;
  return out;
}

export { round2 };
