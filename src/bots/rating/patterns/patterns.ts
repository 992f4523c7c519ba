// The patterns of a sheet that the learned pattern value weighs (`rating: 'patterns'`),
// read off the compact sheet. Each pattern is the place of one weight; the value of a
// sheet is the hand rating plus the weights of its patterns (value.ts). Why these:
// - windows: three neighbouring houses of a street, each house's state (written, bis,
//   dead, or empty with little, some, more or much room left: how many numbers still fit
//   it) and whether a fence stands on its right; one table a street, shared along it:
//   what a gap, a fence or a bis is worth among its neighbours;
// - pairs: two neighbouring houses at their place in the street (a table a place):
//   where in a street a pattern stands (a street's ends fill differently);
// - estates: each house's fenced run (its size, complete or not, the value track of its
//   size, used by a plan), one table shared by every house: an estate's worth is learned
//   a house at a time;
// - tracks: each track's boxes crossed, alone, and the temp and refusal tracks against
//   how many houses are still open (what the rest of the game may bring);
// - the temp race: the sheet's temp boxes against the most on a rival sheet;
// - the hand features that are not points, each in steps against the open houses.
// A bias for each count of open houses (what the hand rating misses on the whole at that
// point of the game) is one more weight, looked up by every sheet.
import type { CompactSheet } from '../../../sheet/compact/compact.js';
import {
  BIS,
  BIS_MARK,
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
} from '../../../sheet/compact/layout.js';
import { FEATURES } from '../valuation.js';

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

/** The places of the pairs' tables: a pair of neighbouring houses a place. */
const PLACES: number = HOUSES.reduce((sum, houses) => sum + houses - 1, 0);
/**
 * The hand features of the rating (valuation.ts) that are not points already, each with
 * the size of its steps: what a temp box, a tight house or a plan's progress is worth,
 * in 16 steps, against how many houses are open (7 steps).
 */
const FEATURE_STEPS: Readonly<Partial<Record<(typeof FEATURES)[number], number>>> = { temps: 1, parks: 1, dead: 1, tight: 0.5, openEstates: 2, plans: 1, fences: 2, openPools: 1, longRuns: 2 };
/** Those features' indexes in the rating's features, and their steps. */
const FEATURE_AT: readonly number[] = FEATURES.flatMap((name, index) => (FEATURE_STEPS[name] === undefined ? [] : [index]));
const FEATURE_STEP: readonly number[] = FEATURE_AT.map((index) => FEATURE_STEPS[FEATURES[index] as (typeof FEATURES)[number]] as number);

/** The tables by name and size, in the order of the weights: the layout a file of weights must have been learned on. */
export const PATTERN_TABLES: readonly (readonly [string, number])[] = [
  ['window 0', CELL ** 3],
  ['window 1', CELL ** 3],
  ['window 2', CELL ** 3],
  ['pairs', PLACES * CELL * CELL],
  ['estates', 8 * 2 * 5 * 2],
  ['pools', 10],
  ['temps', 12 * 7],
  ['bis', 10],
  ['refusals', 4 * 7],
  ['roundabouts', 3],
  ['parks 0', 8],
  ['parks 1', 8],
  ['parks 2', 8],
  ['improvements', 6 * 6],
  ['open houses', 34],
  ['temp race', 12 * 13],
  ...FEATURE_AT.map((index) => [`feature ${FEATURES[index] as string}`, 16 * 7] as const),
];

/** Where table `name` starts among the weights. */
function start(name: string): number {
  let at = 0;
  for (const [table, size] of PATTERN_TABLES) {
    if (table === name) return at;
    at += size;
  }
  throw new Error(`no pattern table ${name}`);
}

/** How many weights a pattern value has. */
export const PATTERN_WEIGHTS: number = PATTERN_TABLES.reduce((sum, [, size]) => sum + size, 0);
/** The tables' layout in a line, which a file of weights names: weights learned on another layout are refused. */
export const PATTERN_LAYOUT: string = PATTERN_TABLES.map(([name, size]) => `${name}:${size}`).join(',');

// Where each table starts.
const WINDOWS: readonly number[] = [start('window 0'), start('window 1'), start('window 2')];
const PAIRS: number = start('pairs');
const ESTATES: number = start('estates');
const POOL_TABLE: number = start('pools');
const TEMP_TABLE: number = start('temps');
const BIS_TABLE: number = start('bis');
const REFUSAL_TABLE: number = start('refusals');
const ROUNDABOUT_TABLE: number = start('roundabouts');
const PARK_TABLES: readonly number[] = [start('parks 0'), start('parks 1'), start('parks 2')];
const IMPROVEMENT_TABLE: number = start('improvements');
const OPEN_TABLE: number = start('open houses');
const RACE_TABLE: number = start('temp race');
const FEATURE_TABLES: readonly number[] = FEATURE_AT.map((index) => start(`feature ${FEATURES[index] as string}`));

/** The most patterns one sheet looks up (33 houses' windows, pairs and estates, the tracks, the features). */
export const MOST_PATTERNS = 256;

/** Where each street's pairs start among the places of the pairs' tables. */
const FIRST_PLACE: readonly number[] = [0, (HOUSES[0] as number) - 1, (HOUSES[0] as number) + (HOUSES[1] as number) - 2];

/** The bucket of a count of open houses (7). */
function openBucketOf(open: number): number {
  return open === 0 ? 0 : open <= 3 ? 1 : open <= 7 ? 2 : open <= 12 ? 3 : open <= 18 ? 4 : open <= 25 ? 5 : 6;
}

/**
 * The places of the weights of sheet `c` that read no one street, written into `out`
 * from `n`; the count after them. The first is the sheet's bias, by its count of open
 * houses, which the learner moves faster than the rest. `features` are the sheet's hand
 * features (as its rating left them), `rivals` the most temp boxes crossed on another
 * sheet of the table (-1 alone).
 */
export function sheetPatterns(c: CompactSheet, features: Float64Array, rivals: number, out: Int32Array, n: number): number {
  const open = Math.min(33, c[OPEN_HOUSES] as number);
  const openBucket = openBucketOf(open);
  out[n++] = OPEN_TABLE + open;
  out[n++] = RACE_TABLE + Math.min(11, c[TEMPS] as number) * 13 + (rivals < 0 ? 12 : Math.min(11, rivals));
  out[n++] = POOL_TABLE + Math.min(9, c[POOLS] as number);
  out[n++] = TEMP_TABLE + Math.min(11, c[TEMPS] as number) * 7 + openBucket;
  out[n++] = BIS_TABLE + Math.min(9, c[BIS] as number);
  out[n++] = REFUSAL_TABLE + Math.min(3, c[REFUSALS] as number) * 7 + openBucket;
  out[n++] = ROUNDABOUT_TABLE + Math.min(2, c[ROUNDABOUTS] as number);
  for (let size = 0; size < 6; size++) out[n++] = IMPROVEMENT_TABLE + size * 6 + Math.min(5, c[IMPROVEMENTS + size] as number);
  for (let k = 0; k < FEATURE_TABLES.length; k++) {
    const bucket = Math.max(0, Math.min(15, Math.floor((features[FEATURE_AT[k] as number] as number) / (FEATURE_STEP[k] as number))));
    out[n++] = (FEATURE_TABLES[k] as number) + bucket * 7 + openBucket;
  }
  return n;
}

/**
 * The places of the weights of street `street` of sheet `c` (its windows, pairs,
 * estates and parks), written into `out` from `n`; the count after them. `cells` is room
 * for each house's state and fence (33). They read the street alone, and the estate
 * value track ({@link sameStreetPatterns}).
 */
export function streetPatterns(c: CompactSheet, street: number, out: Int32Array, n: number, cells: Int32Array): number {
  const first = OFFSET[street] as number;
  const houses = HOUSES[street] as number;
  const fences = c[FENCES + street] as number;
  for (let h = 0; h < houses; h++) cells[first + h] = houseState(c, first + h) * 2 + ((fences >>> (h + 1)) & 1);
  for (let h = 0; h + 2 < houses; h++) out[n++] = (WINDOWS[street] as number) + ((cells[first + h] as number) * CELL + (cells[first + h + 1] as number)) * CELL + (cells[first + h + 2] as number);
  let place = FIRST_PLACE[street] as number;
  for (let h = 0; h + 1 < houses; h++, place++) out[n++] = PAIRS + place * CELL * CELL + (cells[first + h] as number) * CELL + (cells[first + h + 1] as number);
  // Each house's fenced run.
  let from = 0;
  let written = 0;
  let used = 0;
  for (let h = 0; h < houses; h++) {
    const at = first + h;
    if (c[NUMBER + at] !== EMPTY) written += 1;
    if (((c[MARKS + at] as number) & USED) !== 0) used = 1;
    if (((fences >>> (h + 1)) & 1) === 0) continue;
    const size = h + 1 - from;
    const complete = written === size ? 1 : 0;
    const sized = Math.min(size, 7);
    const level = sized <= 6 ? Math.min(4, c[IMPROVEMENTS + sized - 1] as number) : 0;
    const index = ESTATES + (((sized * 2 + complete) * 5 + level) * 2 + used);
    for (let k = 0; k < size; k++) out[n++] = index;
    from = h + 1;
    written = 0;
    used = 0;
  }
  out[n++] = (PARK_TABLES[street] as number) + Math.min(7, c[PARKS + street] as number);
  return n;
}

/** Whether street `street` of `a` and `b` looks up the same weights: the same houses, marks, fences and parks, and the same estate value track. */
export function sameStreetPatterns(a: CompactSheet, b: CompactSheet, street: number): boolean {
  if (a === b) return true;
  if (a[FENCES + street] !== b[FENCES + street] || a[PARKS + street] !== b[PARKS + street]) return false;
  for (let size = 0; size < 6; size++) if (a[IMPROVEMENTS + size] !== b[IMPROVEMENTS + size]) return false;
  const end = (OFFSET[street] as number) + (HOUSES[street] as number);
  for (let at = OFFSET[street] as number; at < end; at++) if (a[NUMBER + at] !== b[NUMBER + at] || a[MARKS + at] !== b[MARKS + at]) return false;
  return true;
}

/** Every pattern of sheet `c`, written into `out` from 0 (the sheet's first, its bias first of all, then each street's); how many. */
export function patternsOf(c: CompactSheet, features: Float64Array, rivals: number, out: Int32Array, cells: Int32Array): number {
  let n = sheetPatterns(c, features, rivals, out, 0);
  for (let street = 0; street < 3; street++) n = streetPatterns(c, street, out, n, cells);
  return n;
}

/**
 * Which table of a pattern value a game of `players` rates by: the solo one (0) alone, the
 * 2-player one (1) for 2 or 3 players, the 4-player one (2) for 4 or 5 and more (a
 * table's temp race and pace are nearest those).
 */
export function tableOfPlayers(players: number): number {
  return players <= 1 ? 0 : players <= 3 ? 1 : 2;
}

/** Streets whose sums a rater keeps: a candidate's sheet reads like its decision's in every street but one. */
const STREET_MEMO = 8;

/**
 * The weights of a pattern value with the room its rating works in, and the sums of the
 * streets it rated last (with the sheets they were read on: compact sheets are never
 * written once rated).
 */
export interface Patterns {
  readonly weights: Float32Array;
  /** Room for one sheet's patterns. */
  readonly found: Int32Array;
  /** Each house's state and fence, rewritten by every rating. */
  readonly cells: Int32Array;
  readonly memoSheets: (CompactSheet | undefined)[];
  readonly memoStreets: Int8Array;
  readonly memoSums: Float64Array;
  next: number;
}

/** Room to rate by `weights` (a rater keeps it; the weights are shared, never written here). */
export function newPatterns(weights: Float32Array): Patterns {
  return {
    weights,
    found: new Int32Array(MOST_PATTERNS),
    cells: new Int32Array(33),
    memoSheets: new Array<CompactSheet | undefined>(STREET_MEMO).fill(undefined),
    memoStreets: new Int8Array(STREET_MEMO),
    memoSums: new Float64Array(STREET_MEMO),
    next: 0,
  };
}

/** Forgets the streets' sums: for a learner, once it has written the weights. */
export function forgetSums(patterns: Patterns): void {
  patterns.memoSheets.fill(undefined);
}

/** The sum of the weights street `street` of `c` looks up: from the memo when a street that looks up the same ones was summed lately. */
function streetSum(patterns: Patterns, c: CompactSheet, street: number): number {
  const { memoSheets, memoStreets, memoSums } = patterns;
  for (let k = 1; k <= STREET_MEMO; k++) {
    const slot = (patterns.next - k + STREET_MEMO) % STREET_MEMO;
    const seen = memoSheets[slot];
    if (seen !== undefined && memoStreets[slot] === street && sameStreetPatterns(seen, c, street)) return memoSums[slot] as number;
  }
  const { weights, found } = patterns;
  const n = streetPatterns(c, street, found, 0, patterns.cells);
  let sum = 0;
  for (let k = 0; k < n; k++) sum += weights[found[k] as number] as number;
  memoSheets[patterns.next] = c;
  memoStreets[patterns.next] = street;
  memoSums[patterns.next] = sum;
  patterns.next = (patterns.next + 1) % STREET_MEMO;
  return sum;
}

/** The sum of the weights sheet `c` looks up ({@link patternsOf}), each street's from the memo where it can be. */
export function patternSum(patterns: Patterns, c: CompactSheet, features: Float64Array, rivals: number): number {
  const { weights, found } = patterns;
  const n = sheetPatterns(c, features, rivals, found, 0);
  let sum = 0;
  for (let k = 0; k < n; k++) sum += weights[found[k] as number] as number;
  return sum + streetSum(patterns, c, 0) + streetSum(patterns, c, 1) + streetSum(patterns, c, 2);
}
