import type { Card } from '../../rules/cards.js';
import type { PlanState } from '../../game/state.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { ORIGINAL_SUPPLY, supplyOfDeck, type Supply } from './supply.js';
import type { SheetTerms, StreetRating } from './types.js';
import { FEATURE_COUNT, type Valuation } from './valuation.js';

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
 */
export class Rater {
  /** Sheets rated so far. */
  count = 0;
  /** The last street ratings, newest at `next − 1`. */
  readonly ring: (StreetRating | undefined)[] = new Array<StreetRating | undefined>(RING).fill(undefined);
  next = 0;
  /** The street last rated at each street index, and the sheet it was read on. */
  readonly memoSheets: (CompactSheet | undefined)[] = [undefined, undefined, undefined];
  readonly memoRatings: (StreetRating | undefined)[] = [undefined, undefined, undefined];
  /** The sheet terms worked out last, and those before them. */
  lastTerms: SheetTerms | undefined = undefined;
  otherTerms: SheetTerms | undefined = undefined;
  /** The features of the sheet rated last, rewritten by every rating. */
  readonly features = new Float64Array(FEATURE_COUNT);
  // The sums of the plans' progress.
  readonly unusedBySize = new Int32Array(6);
  /** The parts written of the unfinished estates of each size, most written first: `size − 1` × {@link MOST_ESTATES} onward. */
  readonly partsBySize = new Float64Array(6 * MOST_ESTATES);
  readonly partCounts = new Int32Array(6);
  readonly available = new Int32Array(6);
  readonly counted = new Int32Array(6);
  /**
   * A greedy decision's rating of each number in each house of its sheet, by
   * `(street × 16 + house) × 18 + number`, valid where its stamp is the decision's, and
   * the rating of the street each was read into.
   */
  readonly writtenValues = new Float64Array(WRITTEN);
  readonly writtenStamps = new Int32Array(WRITTEN);
  readonly writtenRatings: (StreetRating | undefined)[] = new Array<StreetRating | undefined>(WRITTEN).fill(undefined);
  stamp = 0;
  /** The valuation's weights, read into typed arrays once: the rating's last sum reads them for every sheet. */
  readonly base: Float64Array;
  readonly late: Float64Array;

  constructor(
    /** The weights it rates by. */
    readonly valuation: Valuation,
    /** The spread of the game's numbers. */
    readonly supply: Supply,
    /**
     * A rating of whole sheets to rate by instead of the weights, street by street: the
     * tests' reference, which the greedy bot's fast paths must agree with.
     */
    readonly reference?: Reference,
  ) {
    this.base = Float64Array.from(valuation.base);
    this.late = Float64Array.from(valuation.late);
  }

  /** Forgets every street and sheet term it kept: the sheets they were read on may have been written since. */
  forget(): void {
    this.ring.fill(undefined);
    this.memoSheets.fill(undefined);
    this.memoRatings.fill(undefined);
    this.lastTerms = undefined;
    this.otherTerms = undefined;
  }

  /** A new stamp for a greedy decision's ratings of numbers in houses: those of earlier decisions no longer read. */
  nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.writtenStamps.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }
}

/** A rater by `valuation` for a game of `deck` (the printed original deck's spread when none is given). */
export function raterFor(valuation: Valuation, deck?: readonly Card[]): Rater {
  return new Rater(valuation, deck === undefined ? ORIGINAL_SUPPLY : supplyOfDeck(deck));
}
