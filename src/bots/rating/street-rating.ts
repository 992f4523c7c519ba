import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import { LAYOUT, type StreetIndex } from '../../rules/layout.js';
import { TRACK_VALUES } from '../../rules/tracks.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { forEachEstate } from '../../sheet/compact/estates.js';
import { BIS, EMPTY, FENCES, HOUSES, MARKS, NUMBER, OFFSET, PARKS, PLANS, POOLS, PRINTED_POOL, REFUSALS, ROUNDABOUT_MARK, ROUNDABOUTS, USED } from '../../sheet/compact/layout.js';
import { seasonPoints } from '../../sheet/compact/score.js';
import type { Supply } from './supply.js';
import type { Rater } from './rater.js';
import type { StreetRating } from './types.js';

export type { StreetRating } from './types.js';

/**
 * The gaps of empty houses between two written numbers of a street (street ends and
 * roundabouts count as −1 and 18): `dead`, the houses beyond the count of numbers
 * strictly between the two, which nothing can fill any more; `tight`, the others, each
 * weighed by 1 / (1 + slack)², the slack being how much more of the numbers to come
 * fits the gap (by `supply`) than it has empty houses. With `written` (a house index),
 * that empty house is read as holding `number`, as if written.
 */
export function gaps(sheet: CompactSheet, street: number, supply: Supply, written = -1, number = 0): { dead: number; tight: number } {
  let dead = 0;
  let tight = 0;
  let below = MIN_HOUSE_NUMBER - 1;
  let empty = 0;
  const first = OFFSET[street as StreetIndex];
  const count = HOUSES[street as StreetIndex];
  for (let i = 0; i <= count; i++) {
    // The number above the run of empty houses so far: the street's end, a roundabout, the house read as written, or a number.
    let above: number;
    let roundabout = false;
    if (i === count) above = MAX_HOUSE_NUMBER + 1;
    else if (i === written) above = number;
    else {
      const held = sheet[NUMBER + first + i] as number;
      if (held !== EMPTY) above = held;
      else if (((sheet[MARKS + first + i] as number) & ROUNDABOUT_MARK) !== 0) {
        above = MAX_HOUSE_NUMBER + 1;
        roundabout = true;
      } else {
        empty += 1;
        continue;
      }
    }
    const fit = Math.max(0, above - below - 1);
    dead += Math.max(0, empty - fit);
    if (empty > 0) {
      const room = fit === 0 ? 0 : (supply[above] as number) - (supply[below + 1] as number);
      tight += Math.min(empty, fit) / (1 + Math.max(0, room - empty)) ** 2;
    }
    empty = 0;
    below = i === count || roundabout ? MIN_HOUSE_NUMBER - 1 : above;
  }
  return { dead, tight };
}

/** A {@link StreetRating} being filled. */
interface RatingDraft {
  sheet: CompactSheet;
  street: number;
  supply: Supply;
  dead: number;
  tight: number;
  fences: number;
  openPools: number;
  longRuns: number;
  complete: number[];
  completeUnused: number[];
  completeTotal: number;
  unusedTotal: number;
  worthSeen: readonly number[] | undefined;
  worthPoints: number;
  unfinishedSizes: number[];
  unfinishedParts: number[];
}

function draft(sheet: CompactSheet, street: number, supply: Supply): RatingDraft {
  return {
    sheet,
    street,
    supply,
    dead: 0,
    tight: 0,
    fences: 0,
    openPools: 0,
    longRuns: 0,
    complete: [0, 0, 0, 0, 0, 0],
    completeUnused: [0, 0, 0, 0, 0, 0],
    completeTotal: 0,
    unusedTotal: 0,
    worthSeen: undefined,
    worthPoints: 0,
    unfinishedSizes: [],
    unfinishedParts: [],
  };
}

/**
 * Whether street `street` reads alike on two sheets for the rating: the same numbers,
 * roundabouts, used houses and fences. A rater's sheets are not written while it keeps
 * their ratings (compact sheets are values, `game/compact/game.ts`), so the same sheet needs no look.
 */
export function sameStreet(a: CompactSheet, b: CompactSheet, street: number): boolean {
  if (a === b) return true;
  if (a[FENCES + street] !== b[FENCES + street]) return false;
  const end = OFFSET[street as StreetIndex] + HOUSES[street as StreetIndex];
  for (let at = OFFSET[street as StreetIndex]; at < end; at++) {
    if (a[NUMBER + at] !== b[NUMBER + at] || (((a[MARKS + at] as number) ^ (b[MARKS + at] as number)) & (ROUNDABOUT_MARK | USED)) !== 0) return false;
  }
  return true;
}

/**
 * The rating of a street, from the rater's ring of the last street ratings when it was
 * rated lately (looked up by the street's contents: a candidate's sheet reads like the
 * sheet it was played on in every street but one, so most lookups of a greedy decision
 * find the street already rated; newest first).
 */
export function rateStreet(rater: Rater, sheet: CompactSheet, street: number): StreetRating {
  const { ring, supply } = rater;
  const size = ring.length;
  for (let k = 1; k <= size; k++) {
    const cached = ring[(rater.next - k + size) % size];
    if (cached !== undefined && cached.street === street && sameStreet(cached.sheet, sheet, street)) return cached;
  }
  const rating = fill(draft(sheet, street, supply), -1, 0, -1);
  ring[rater.next] = rating;
  rater.next = (rater.next + 1) % size;
  return rating;
}

/** `rating`, worked out with a number read into `street` of another sheet, kept in the rater's ring as the rating of `street` of `sheet` (where the number is written). */
export function rememberRating(rater: Rater, sheet: CompactSheet, street: number, rating: StreetRating): StreetRating {
  // The same figures, as the rating of this sheet's street (its arrays shared: a rating is never written once made).
  const kept: RatingDraft = { ...(rating as RatingDraft), sheet, street };
  rater.ring[rater.next] = kept;
  rater.next = (rater.next + 1) % rater.ring.length;
  return kept;
}

/** The rating of `street` with `number` read into its empty `house`, without writing it. */
export function rateStreetWritten(sheet: CompactSheet, street: number, supply: Supply, house: number, number: number): StreetRating {
  return fill(draft(sheet, street, supply), house, number, -1);
}

/** The rating of `street` with a fence read into its `slot`, without drawing it. */
export function rateStreetFenced(sheet: CompactSheet, street: number, supply: Supply, slot: number): StreetRating {
  return fill(draft(sheet, street, supply), -1, 0, slot);
}

function fill(out: RatingDraft, written: number, number: number, fenced: number): StreetRating {
  const { dead, tight } = gaps(out.sheet, out.street, out.supply, written, number);
  out.dead = dead;
  out.tight = tight;
  const first = OFFSET[out.street as StreetIndex];
  const count = HOUSES[out.street as StreetIndex];
  // The fences between houses: bits 1 to count − 1 (bit 0 and bit count are the street's ends).
  let inner = (out.sheet[FENCES + out.street] as number) & ((1 << count) - 2);
  if (fenced > 0 && fenced < count) inner |= 1 << fenced;
  let fences = 0;
  for (; inner !== 0; inner &= inner - 1) fences += 1;
  out.fences = fences;
  let openPools = 0;
  for (let house = 0; house < count; house++) {
    const at = first + house;
    if (house !== written && out.sheet[NUMBER + at] === EMPTY && (PRINTED_POOL[at] as number) === 1 && ((out.sheet[MARKS + at] as number) & ROUNDABOUT_MARK) === 0) openPools += 1;
  }
  out.openPools = openPools;
  const { complete, completeUnused, unfinishedSizes, unfinishedParts } = out;
  forEachEstate(
    out.sheet,
    out.street,
    (_start, size, isComplete, used, writtenHouses) => {
      if (size > 6) {
        out.longRuns += size;
        return;
      }
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
export function scorePoints(sheet: CompactSheet): number {
  let plans = 0;
  for (let k = 0; k < 3; k++) if (sheet[PLANS + k] !== EMPTY) plans += sheet[PLANS + k] as number;
  const seasonal = seasonPoints(sheet);
  return (
    plans +
    parkPoints(sheet, 0) +
    parkPoints(sheet, 1) +
    parkPoints(sheet, 2) +
    (TRACK_VALUES.pool[sheet[POOLS] as number] as number) +
    seasonal -
    (TRACK_VALUES.bis[sheet[BIS] as number] as number) -
    (TRACK_VALUES.refusal[sheet[REFUSALS] as number] as number) -
    (TRACK_VALUES.roundabout[sheet[ROUNDABOUTS] as number] as number)
  );
}

function parkPoints(sheet: CompactSheet, index: StreetIndex): number {
  return LAYOUT[index].parks[sheet[PARKS + index] as number] as number;
}
