// An afterstate value by n-tuples (issue 55): V(sheet) = the greedy bot's hand rating + a
// bias for the count of open houses + the sum of the weights the sheet's patterns look up.
// Patterns (tuples) read the compact sheet:
// - windows: three neighbouring houses of a street, each house's state (written, bis,
//   dead, or empty with little, some, more or much room left: how many numbers it still
//   takes) and whether a fence stands on its right; one table a street, shared along it;
// - pairs: two neighbouring houses at their place in the street (a table a place);
// - estates: each house's fenced run (its size, complete or not, the value track of its
//   size, used by a plan), one table shared by every house: an estate's worth is learned
//   a house at a time;
// - tracks: each track's boxes crossed, alone, and the temp and refusal tracks against
//   how many houses are still open (what the rest of the game may bring);
// - the temp race: the sheet's temp boxes against the most on a rival sheet;
// - the hand features that are not points, each in steps against the open houses.
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import type { PlanState } from '../../src/game/state.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { newRater, type Rater } from '../../src/bots/rating/rater.js';
import { ORIGINAL_SUPPLY, type Supply } from '../../src/bots/rating/supply.js';
import { FEATURES, HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import {
  BIS,
  EMPTY,
  FENCES,
  FIT,
  HOUSES,
  IMPROVEMENTS,
  MARKS,
  NUMBER,
  OFFSET,
  OPEN_HOUSES,
  PARKS,
  POOLS,
  REFUSALS,
  ROUNDABOUT_MARK,
  ROUNDABOUTS,
  TEMPS,
  USED,
  BIS_MARK,
} from '../../src/sheet/compact/layout.js';

/** A house's state: 0 written, 1 bis or roundabout, 2 dead (no number fits), 3–6 empty with 1–2, 3–5, 6–9, 10+ numbers fitting. */
const HOUSE_STATES = 7;
/** With the fence on its right. */
const CELL = HOUSE_STATES * 2;

function popcount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function houseState(c: CompactSheet, at: number): number {
  const marks = c[MARKS + at] as number;
  if ((marks & ROUNDABOUT_MARK) !== 0 || (marks & BIS_MARK) !== 0) return 1;
  if (c[NUMBER + at] !== EMPTY) return 0;
  const room = popcount(c[FIT + at] as number);
  return room === 0 ? 2 : room <= 2 ? 3 : room <= 5 ? 4 : room <= 9 ? 5 : 6;
}

/** The tables' sizes and where each starts in the weights. */
const WINDOW = CELL * CELL * CELL;
const PAIR = CELL * CELL;
const PLACES = HOUSES.reduce((sum, houses) => sum + houses - 1, 0);
const ESTATE = 8 * 2 * 5 * 2;
const OPEN = 34;
let at = 0;
const take = (size: number) => {
  const start = at;
  at += size;
  return start;
};
const WINDOWS = [take(WINDOW), take(WINDOW), take(WINDOW)];
const PAIRS = take(PLACES * PAIR);
const ESTATES = take(ESTATE);
const POOL_TABLE = take(10);
const TEMP_TABLE = take(12 * 7);
const BIS_TABLE = take(10);
const REFUSAL_TABLE = take(4 * 7);
const ROUNDABOUT_TABLE = take(3);
const PARK_TABLES = [take(8), take(8), take(8)];
const IMPROVEMENT_TABLE = take(6 * 6);
const OPEN_TABLE = take(OPEN);
/** The temp race: the sheet's temp boxes against the most any other sheet has (13 steps: none in a solo game). */
const RACE_TABLE = take(12 * 13);
/**
 * The hand features of the greedy bot's rating (valuation.ts) that are not points
 * already: each one's value in 16 steps of its own, against how many houses are open
 * (7 steps): what a temp box, a tight house or a plan's progress is worth, as the game goes.
 */
const FEATURE_STEPS: Partial<Record<(typeof FEATURES)[number], number>> = { temps: 1, parks: 1, dead: 1, tight: 0.5, openEstates: 2, plans: 1, fences: 2, openPools: 1, longRuns: 2 };
const FEATURE_INDEXES = FEATURES.map((name, index) => [index, FEATURE_STEPS[name]] as const).filter((pair): pair is readonly [number, number] => pair[1] !== undefined);
const FEATURE_TABLES = FEATURE_INDEXES.map(() => take(16 * 7));

/** How many weights the value has. */
export const WEIGHT_COUNT = at;

/**
 * The places of the weights `c` looks up, written into `out` from 0; how many.
 * `features` are the sheet's hand features (rateSheet's), `rivals` the most temp boxes
 * crossed on another sheet of the table (-1 alone); `cells` is room for each house's
 * state and fence.
 */
export function patterns(c: CompactSheet, features: Float64Array, rivals: number, out: Int32Array, cells: Int32Array): number {
  let n = 0;
  out[n++] = RACE_TABLE + Math.min(11, c[TEMPS] as number) * 13 + (rivals < 0 ? 12 : Math.min(11, rivals));
  let place = 0;
  const open = Math.min(33, c[OPEN_HOUSES] as number);
  const openBucket = open === 0 ? 0 : open <= 3 ? 1 : open <= 7 ? 2 : open <= 12 ? 3 : open <= 18 ? 4 : open <= 25 ? 5 : 6;
  for (let street = 0; street < 3; street++) {
    const first = OFFSET[street] as number;
    const houses = HOUSES[street] as number;
    const fences = c[FENCES + street] as number;
    for (let h = 0; h < houses; h++) {
      const state = houseState(c, first + h);
      cells[first + h] = state * 2 + ((fences >>> (h + 1)) & 1);
    }
    for (let h = 0; h + 2 < houses; h++) out[n++] = (WINDOWS[street] as number) + ((cells[first + h] as number) * CELL + (cells[first + h + 1] as number)) * CELL + (cells[first + h + 2] as number);
    for (let h = 0; h + 1 < houses; h++, place++) out[n++] = PAIRS + place * PAIR + (cells[first + h] as number) * CELL + (cells[first + h + 1] as number);
    // Each house's fenced run.
    let start = 0;
    let written = 0;
    let used = 0;
    for (let h = 0; h < houses; h++) {
      const at = first + h;
      if (c[NUMBER + at] !== EMPTY) written += 1;
      if (((c[MARKS + at] as number) & USED) !== 0) used = 1;
      if (((fences >>> (h + 1)) & 1) === 0) continue;
      const size = h + 1 - start;
      const complete = written === size ? 1 : 0;
      const sized = Math.min(size, 7);
      const level = sized <= 6 ? Math.min(4, c[IMPROVEMENTS + sized - 1] as number) : 0;
      const index = ESTATES + (((sized * 2 + complete) * 5 + level) * 2 + used);
      for (let k = 0; k < size; k++) out[n++] = index;
      start = h + 1;
      written = 0;
      used = 0;
    }
    out[n++] = (PARK_TABLES[street] as number) + Math.min(7, c[PARKS + street] as number);
  }
  out[n++] = POOL_TABLE + Math.min(9, c[POOLS] as number);
  out[n++] = TEMP_TABLE + Math.min(11, c[TEMPS] as number) * 7 + openBucket;
  out[n++] = BIS_TABLE + Math.min(9, c[BIS] as number);
  out[n++] = REFUSAL_TABLE + Math.min(3, c[REFUSALS] as number) * 7 + openBucket;
  out[n++] = ROUNDABOUT_TABLE + Math.min(2, c[ROUNDABOUTS] as number);
  for (let size = 0; size < 6; size++) out[n++] = IMPROVEMENT_TABLE + size * 6 + Math.min(5, c[IMPROVEMENTS + size] as number);
  FEATURE_INDEXES.forEach(([index, stepSize], k) => {
    const bucket = Math.max(0, Math.min(15, Math.floor((features[index] as number) / stepSize)));
    out[n++] = (FEATURE_TABLES[k] as number) + bucket * 7 + openBucket;
  });
  return n;
}

/** An n-tuple value: its weights, room for one sheet's patterns, and the rater that reads the hand features. */
export interface Value {
  readonly weights: Float32Array;
  /** The patterns of the sheet valued last, and how many: what `learn` moves. */
  readonly scratch: Int32Array;
  count: number;
  /** Room for each house's state and fence, rewritten by every valuation. */
  readonly cells: Int32Array;
  readonly rater: Rater;
}

export function newValue(weights = new Float32Array(WEIGHT_COUNT), supply: Supply = ORIGINAL_SUPPLY): Value {
  return { weights, scratch: new Int32Array(256), count: 0, cells: new Int32Array(33), rater: newRater(HAND_VALUATION, supply) };
}

/**
 * V(sheet) with the game's plans and the most temps crossed on a rival sheet (-1 alone): the greedy bot's hand rating (the points now and the
 * hand-weighed promise of the rest), which the weights correct. Starting from it, the
 * value plays as the greedy bot before it has learned anything, and learns what the
 * hand weights miss.
 */
export function valueOf(value: Value, c: CompactSheet, plans: readonly PlanState[], rivals = -1): number {
  const hand = rateSheet(value.rater, c, plans);
  const features = value.rater.features;
  const n = patterns(c, features, rivals, value.scratch, value.cells);
  value.count = n;
  let sum = hand + (value.weights[biasOf(c)] as number);
  for (let k = 0; k < n; k++) sum += value.weights[value.scratch[k] as number] as number;
  return sum;
}

/** The weight of the sheet's bias: one for each count of open houses, what the hand rating misses at that point of the game on the whole. */
function biasOf(c: CompactSheet): number {
  return OPEN_TABLE + Math.min(33, c[OPEN_HOUSES] as number);
}

/**
 * Moves V(sheet) towards `target`: its bias by `biasRate` of the error, then the
 * patterns by `rate` of it, spread over them; the error before. The bias learns fast what
 * the hand rating misses on the whole at each point of the game (a sheet of round 1 ends
 * some 90 points above its rating), so that the patterns learn how one sheet differs from
 * another, which is all a decision compares.
 */
export function learn(value: Value, c: CompactSheet, plans: readonly PlanState[], rivals: number, target: number, rate: number, biasRate = 0.05): number {
  // The patterns valueOf looked up, left in scratch.
  const error = target - valueOf(value, c, plans, rivals);
  const { weights, scratch, count: n } = value;
  const bias = biasOf(c);
  weights[bias] = (weights[bias] as number) + biasRate * error;
  const step = (rate * (1 - biasRate) * error) / n;
  for (let k = 0; k < n; k++) {
    const at = scratch[k] as number;
    weights[at] = (weights[at] as number) + step;
  }
  return error;
}
