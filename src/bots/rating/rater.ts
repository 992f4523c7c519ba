import type { Card } from '../../rules/cards.js';
import type { PlanState } from '../../game/state.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { ORIGINAL_SUPPLY, supplyOfDeck, type Supply } from './supply.js';
import type { SheetTerms, StreetRating } from './types.js';
import { FEATURE_COUNT, type Valuation } from './valuation.js';
import { newPatterns, tableOfPlayers, type Patterns } from './patterns/patterns.js';

/** A rating of a whole sheet, given the game's plans and the spread of its numbers. */
export type Reference = (sheet: CompactSheet, plans: readonly PlanState[], supply: Supply) => number;

/** Streets a rater keeps rated: a candidate's sheet reads like its decision's sheet in every street but one. */
const RING = 16;
/** The most unfinished estates of one size a sheet can hold. */
export const MOST_ESTATES = 33;
/** Room for a greedy decision's ratings of a number in a house: `(street × 16 + house) × 18 + number`. */
const WRITTEN = 3 * 16 * 18;

/**
 * What rates sheets for one bot, and what it keeps while it does: the weights it rates
 * by, the spread of the game's numbers, the streets and sheet terms it rated last, the
 * room its sums are worked in, and how many sheets it has rated (the work a search
 * weighs against its budget). A decision makes one, or a game keeps one for its bots
 * of one rating. What it keeps is found again by the sheets' contents or, for the very
 * sheet, by the object: compact sheets are never written once rated (a compact game
 * writes a new copy of a sheet it changes, `game/compact/game.ts`).
 *
 * Made by {@link newRater} as one object literal, not a class: a class's instances reach
 * their shape by adding each field to the last shape, and V8 lets those shapes go once no
 * instance is left, so a full garbage collection between two games (none of whose raters
 * lived on) threw away the rating functions' optimised code, compiled for the shapes
 * gone; a literal's shape stays with the code that makes it. Measured in `npm run
 * bench:place`'s greedy games, with a `gc()` before each block: 2 to 2.6 times the time as a class.
 */
export interface Rater {
  /** Sheets rated so far. */
  count: number;
  /** The last street ratings, newest at `next − 1`. */
  readonly ring: (StreetRating | undefined)[];
  next: number;
  /** The street last rated at each street index, and the sheet it was read on. */
  readonly memoSheets: (CompactSheet | undefined)[];
  readonly memoRatings: (StreetRating | undefined)[];
  /** The sheet terms worked out last, and those before them. */
  lastTerms: SheetTerms | undefined;
  otherTerms: SheetTerms | undefined;
  /** The features of the sheet rated last, rewritten by every rating. */
  readonly features: Float64Array;
  // The sums of the plans' progress.
  readonly unusedBySize: Int32Array;
  /** The parts written of the unfinished estates of each size, most written first: `size − 1` × {@link MOST_ESTATES} onward. */
  readonly partsBySize: Float64Array;
  readonly partCounts: Int32Array;
  readonly available: Int32Array;
  readonly counted: Int32Array;
  /**
   * A greedy decision's rating of each number in each house of its sheet, by
   * `(street × 16 + house) × 18 + number`, valid where its stamp is the decision's, and
   * the rating of the street each was read into.
   */
  readonly writtenValues: Float64Array;
  readonly writtenStamps: Int32Array;
  readonly writtenRatings: (StreetRating | undefined)[];
  stamp: number;
  /** The weights it rates by. */
  readonly valuation: Valuation;
  /** The valuation's weights, read into typed arrays once: the rating's last sum reads them for every sheet. */
  readonly base: Float64Array;
  readonly late: Float64Array;
  /** The spread of the game's numbers. */
  readonly supply: Supply;
  /**
   * A rating of whole sheets to rate by instead of the weights, street by street: the
   * tests' reference, which the greedy bot's fast paths must agree with.
   */
  readonly reference: Reference | undefined;
  /** The learned pattern weights added to the weights' rating (`rating: 'patterns'`), with their room; a rater with them rates whole sheets. */
  readonly patterns: Patterns | undefined;
  /** The most temp boxes crossed on another sheet of the table as the decision began (-1 alone): the temp race the patterns read. Set by each decision. */
  rivals: number;
}

/** A rater by `valuation` for a game whose numbers spread as `supply` (rating by `reference` instead, when given: the tests'). */
export function newRater(valuation: Valuation, supply: Supply, reference?: Reference, patterns?: Patterns): Rater {
  return {
    count: 0,
    ring: new Array<StreetRating | undefined>(RING).fill(undefined),
    next: 0,
    memoSheets: [undefined, undefined, undefined],
    memoRatings: [undefined, undefined, undefined],
    lastTerms: undefined,
    otherTerms: undefined,
    features: new Float64Array(FEATURE_COUNT),
    unusedBySize: new Int32Array(6),
    partsBySize: new Float64Array(6 * MOST_ESTATES),
    partCounts: new Int32Array(6),
    available: new Int32Array(6),
    counted: new Int32Array(6),
    writtenValues: new Float64Array(WRITTEN),
    writtenStamps: new Int32Array(WRITTEN),
    writtenRatings: new Array<StreetRating | undefined>(WRITTEN).fill(undefined),
    stamp: 0,
    valuation,
    base: Float64Array.from(valuation.base),
    late: Float64Array.from(valuation.late),
    supply,
    reference,
    patterns,
    rivals: -1,
  };
}

/** A new stamp for a greedy decision's ratings of numbers in houses: those of earlier decisions no longer read. */
export function nextStamp(rater: Rater): number {
  if (rater.stamp === 0x7fffffff) {
    rater.writtenStamps.fill(0);
    rater.stamp = 0;
  }
  rater.stamp += 1;
  return rater.stamp;
}

/**
 * A rater by `valuation` for a game of `deck` (the printed original deck's spread when
 * none is given) at a table of `players`: a valuation with `patterns` adds the learned
 * pattern weights of that size of table.
 */
export function raterFor(valuation: Valuation, deck?: readonly Card[], players = 2): Rater {
  const supply = deck === undefined ? ORIGINAL_SUPPLY : supplyOfDeck(deck);
  const tables = valuation.patterns;
  return newRater(valuation, supply, undefined, tables === undefined ? undefined : newPatterns(tables[tableOfPlayers(players)] as Float32Array));
}

/** Whether `rater` rates whole sheets (a reference, or learned patterns, which read every street): the greedy bot's street-by-street shortcuts are then not taken. */
export function ratesWhole(rater: Rater): boolean {
  return rater.reference !== undefined || rater.patterns !== undefined;
}
