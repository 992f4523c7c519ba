import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { LAYOUT, type StreetIndex } from '../rules/layout.js';
import { TRACK_VALUES } from '../rules/tracks.js';
import { forEachEstate } from '../sheet/estates.js';
import { seasonPoints } from '../sheet/seasons/score.js';
import type { Sheet, Street } from '../sheet/types.js';
import type { Supply } from './supply.js';
import { WEIGHTS } from './weights.js';

/**
 * The gaps of empty houses between two written numbers of a street (street ends and
 * roundabouts count as −1 and 18): `dead`, the houses beyond the count of numbers
 * strictly between the two, which nothing can fill any more; `tight`, the others, each
 * weighed by 1 / (1 + slack)², the slack being how much more of the numbers to come
 * fits the gap (by `supply`) than it has empty houses. With `written` (a house index),
 * that empty house is read as holding `number`, as if written.
 */
export function gaps(street: Street, supply: Supply, written = -1, number = 0): { dead: number; tight: number } {
  let dead = 0;
  let tight = 0;
  let below = MIN_HOUSE_NUMBER - 1;
  let empty = 0;
  const houses = street.houses;
  // One step past the last house: the street's end closes the last gap. A plain loop,
  // without a closure, as it runs for every candidate the greedy bot rates.
  for (let i = 0; i <= houses.length; i++) {
    const house = houses[i];
    let above: number;
    if (house === undefined || house.roundabout) above = MAX_HOUSE_NUMBER + 1;
    else if (i === written) above = number;
    else if (house.number === null) {
      empty += 1;
      continue;
    } else above = house.number;
    const fit = Math.max(0, above - below - 1);
    dead += Math.max(0, empty - fit);
    if (empty > 0) {
      const room = fit === 0 ? 0 : (supply[above] as number) - (supply[below + 1] as number);
      tight += Math.min(empty, fit) / (1 + Math.max(0, room - empty)) ** 2;
    }
    empty = 0;
    below = house === undefined || house.roundabout ? MIN_HOUSE_NUMBER - 1 : above;
  }
  return { dead, tight };
}

/** What the rating needs of one street, which only new houses or fences change. */
export interface StreetRating {
  /**
   * The street's houses and fences it was worked out on (a park crossed keeps both);
   * for a street rated with a number or fence read into it, those of the street it was read from.
   */
  readonly houses: Street['houses'];
  readonly fences: Street['fences'];
  readonly supply: Supply;
  /** The dead and tight houses' cost. */
  readonly gapCost: number;
  /** Complete estates of each size 1–6, and those of them not yet used for a plan. */
  readonly complete: readonly number[];
  readonly completeUnused: readonly number[];
  /** How many complete estates of 1–6 houses, and how many of them unused: 0 lets the rating skip the sizes. */
  readonly completeTotal: number;
  readonly unusedTotal: number;
  /**
   * What the complete estates score at the estate values `worthSeen` (what a complete
   * estate of each size scores), once the rating has asked: the rating asks again for
   * every candidate that leaves the street as it is.
   */
  worthSeen: readonly number[] | undefined;
  worthPoints: number;
  /** Each unfinished estate of 1–6 houses, left to right: its size and the part of it written. */
  readonly unfinishedSizes: readonly number[];
  readonly unfinishedParts: readonly number[];
}

/** A {@link StreetRating} being filled. */
interface RatingDraft {
  houses: Street['houses'];
  fences: Street['fences'];
  supply: Supply;
  gapCost: number;
  complete: number[];
  completeUnused: number[];
  completeTotal: number;
  unusedTotal: number;
  worthSeen: readonly number[] | undefined;
  worthPoints: number;
  unfinishedSizes: number[];
  unfinishedParts: number[];
}

function draft(street: Street, supply: Supply): RatingDraft {
  return { houses: street.houses, fences: street.fences, supply, gapCost: 0, complete: [0, 0, 0, 0, 0, 0], completeUnused: [0, 0, 0, 0, 0, 0], completeTotal: 0, unusedTotal: 0, worthSeen: undefined, worthPoints: 0, unfinishedSizes: [], unfinishedParts: [] };
}

/**
 * The last street ratings, looked up by the street's houses and fences (never changed
 * in place): a candidate's sheet shares every street but one with the sheet it was
 * played on, so most lookups of a greedy decision find the street already rated. A
 * small ring rather than a `WeakMap` (a `WeakMap` of choice outcomes cost the engine
 * 85 % more instructions).
 */
const RING = 16;
const ring: (StreetRating | undefined)[] = new Array<StreetRating | undefined>(RING).fill(undefined);
let next = 0;

/** The rating of a street, from the ring when it was rated last. */
export function rateStreet(street: Street, supply: Supply): StreetRating {
  for (let i = 0; i < RING; i++) {
    const cached = ring[i];
    if (cached !== undefined && cached.houses === street.houses && cached.fences === street.fences && cached.supply === supply) return cached;
  }
  const rating = fill(draft(street, supply), street, -1, 0, -1);
  ring[next] = rating;
  next = (next + 1) % RING;
  return rating;
}

/**
 * `rating`, worked out for another street object with the same houses and fences as
 * `street` (a number read into it), kept in the ring as the rating of `street`.
 */
export function rememberRating(street: Street, rating: StreetRating): StreetRating {
  // The fields in the order of draft's literal, so that every rating has one shape.
  const kept: RatingDraft = {
    houses: street.houses,
    fences: street.fences,
    supply: rating.supply,
    gapCost: rating.gapCost,
    complete: rating.complete as number[],
    completeUnused: rating.completeUnused as number[],
    completeTotal: rating.completeTotal,
    unusedTotal: rating.unusedTotal,
    worthSeen: rating.worthSeen,
    worthPoints: rating.worthPoints,
    unfinishedSizes: rating.unfinishedSizes as number[],
    unfinishedParts: rating.unfinishedParts as number[],
  };
  ring[next] = kept;
  next = (next + 1) % RING;
  return kept;
}

/**
 * The rating of `street` with `number` written in its empty house `house`: the rating
 * of the street a build would leave, without building it (not kept in the ring, as
 * each is asked once).
 */
export function rateStreetWritten(street: Street, supply: Supply, house: number, number: number): StreetRating {
  return fill(draft(street, supply), street, house, number, -1);
}

/**
 * The rating of `street` with a fence drawn in `slot` (which the caller knows to be
 * free): the rating of the street a fence would leave, without drawing it (not kept
 * in the ring).
 */
export function rateStreetFenced(street: Street, supply: Supply, slot: number): StreetRating {
  return fill(draft(street, supply), street, -1, 0, slot);
}

/** `out` (fresh, for `street`) filled with the street's rating, a number read in `written` and a fence in `fenced` (−1: none). */
function fill(out: RatingDraft, street: Street, written: number, number: number, fenced: number): StreetRating {
  const { dead, tight } = gaps(street, out.supply, written, number);
  out.gapCost = WEIGHTS.deadHouse * dead + WEIGHTS.tightHouse * tight;
  const { complete, completeUnused, unfinishedSizes, unfinishedParts } = out;
  forEachEstate(
    street,
    (_start, size, isComplete, used, writtenHouses) => {
      if (size > 6) return;
      if (isComplete) {
        complete[size - 1] = (complete[size - 1] as number) + 1;
        out.completeTotal += 1;
        if (!used) {
          completeUnused[size - 1] = (completeUnused[size - 1] as number) + 1;
          out.unusedTotal += 1;
        }
        return;
      }
      unfinishedSizes.push(size);
      unfinishedParts.push(writtenHouses / size);
    },
    written,
    fenced,
  );
  return out;
}

/**
 * The sheet's score without its estates and the temp award: plans, parks, pools and
 * seasonal points less the penalties, all whole points. The rating adds the estates'
 * points from its street ratings; the rating's oracle test
 * (test/bots/rating.prop.test.ts) compares the whole with `scoreOf`, so a change to
 * the scoring that misses this sum fails there.
 */
export function scorePoints(sheet: Sheet): number {
  // No closure here: the shipped build names every function it creates (keepNames),
  // a call to Object.defineProperty each time, which cost a fifth of a search's time.
  let plans = 0;
  for (const points of sheet.plans) plans += points ?? 0;
  const seasonal = seasonPoints(sheet);
  return (
    plans +
    parkPoints(sheet, 0) +
    parkPoints(sheet, 1) +
    parkPoints(sheet, 2) +
    (TRACK_VALUES.pool[sheet.pools] as number) +
    seasonal -
    (TRACK_VALUES.bis[sheet.bis] as number) -
    (TRACK_VALUES.refusal[sheet.refusals] as number) -
    (TRACK_VALUES.roundabout[sheet.roundabouts] as number)
  );
}

/** The points of a street's park track. */
function parkPoints(sheet: Sheet, index: StreetIndex): number {
  return LAYOUT[index].parks[sheet.streets[index].parks] as number;
}
