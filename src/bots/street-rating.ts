import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { LAYOUT, type StreetIndex } from '../rules/layout.js';
import { TRACK_VALUES } from '../rules/tracks.js';
import { forEachEstate } from '../sheet/estates.js';
import { scoreSeason } from '../sheet/seasons/score.js';
import type { Sheet, Street } from '../sheet/types.js';
import type { Supply } from './supply.js';
import { WEIGHTS } from './weights.js';

/**
 * The gaps of empty houses between two written numbers of a street (street ends and
 * roundabouts count as −1 and 18): `dead`, the houses beyond the count of numbers
 * strictly between the two, which nothing can fill any more; `tight`, the others, each
 * weighed by 1 / (1 + slack)², the slack being how much more of the numbers to come
 * fits the gap (by `supply`) than it has empty houses.
 */
export function gaps(street: Street, supply: Supply): { dead: number; tight: number } {
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

/** What the rating needs of one street, which only a new street object changes. */
export interface StreetRating {
  readonly street: Street;
  readonly supply: Supply;
  /** The dead and tight houses' cost. */
  readonly gapCost: number;
  /** Complete estates of each size 1–6, and those of them not yet used for a plan. */
  readonly complete: readonly number[];
  readonly completeUnused: readonly number[];
  /** Each unfinished estate of 1–6 houses, left to right: its size and the part of it written. */
  readonly unfinishedSizes: readonly number[];
  readonly unfinishedParts: readonly number[];
}

/**
 * The last street ratings, looked up by the street object itself (streets are never
 * changed in place): a candidate's sheet shares every street but one with the sheet it
 * was played on, so most lookups of a greedy decision find the street already rated. A
 * small ring rather than a `WeakMap` (a `WeakMap` of choice outcomes cost the engine
 * 85 % more instructions).
 */
const RING = 16;
const ring: (StreetRating | undefined)[] = new Array<StreetRating | undefined>(RING).fill(undefined);
let next = 0;

export function rateStreet(street: Street, supply: Supply): StreetRating {
  for (let i = 0; i < RING; i++) {
    const cached = ring[i];
    if (cached !== undefined && cached.street === street && cached.supply === supply) return cached;
  }
  const { dead, tight } = gaps(street, supply);
  const complete = [0, 0, 0, 0, 0, 0];
  const completeUnused = [0, 0, 0, 0, 0, 0];
  const unfinishedSizes: number[] = [];
  const unfinishedParts: number[] = [];
  forEachEstate(street, (start, size, isComplete, used) => {
    if (size > 6) return;
    if (isComplete) {
      complete[size - 1] = (complete[size - 1] as number) + 1;
      if (!used) completeUnused[size - 1] = (completeUnused[size - 1] as number) + 1;
      return;
    }
    let written = 0;
    for (let house = start; house < start + size; house++) if (street.houses[house]?.number !== null) written += 1;
    unfinishedSizes.push(size);
    unfinishedParts.push(written / size);
  });
  const rating: StreetRating = { street, supply, gapCost: WEIGHTS.deadHouse * dead + WEIGHTS.tightHouse * tight, complete, completeUnused, unfinishedSizes, unfinishedParts };
  ring[next] = rating;
  next = (next + 1) % RING;
  return rating;
}

/**
 * The sheet's score, temp award left out: `scoreOf`'s total from the street ratings'
 * estate counts, without walking the estates again or building the breakdown. The
 * rating's oracle test (test/bots/rating.prop.test.ts) compares it with `scoreOf`, so
 * a change to the scoring that misses this sum fails there.
 */
export function scoreTotal(sheet: Sheet, top: StreetRating, middle: StreetRating, bottom: StreetRating): number {
  let estatePoints = 0;
  for (let size = 1; size <= 6; size++) {
    const count = (top.complete[size - 1] as number) + (middle.complete[size - 1] as number) + (bottom.complete[size - 1] as number);
    estatePoints += count * ((TRACK_VALUES.estates[size - 1] as readonly number[])[sheet.improvements[size - 1] ?? 0] as number);
  }
  let plans = 0;
  for (const points of sheet.plans) plans += points ?? 0;
  const parks = (index: StreetIndex) => LAYOUT[index].parks[sheet.streets[index].parks] as number;
  const seasonal = sheet.season.kind === 'classic' ? 0 : scoreSeason(sheet).points;
  return (
    plans +
    parks(0) +
    parks(1) +
    parks(2) +
    (TRACK_VALUES.pool[sheet.pools] as number) +
    estatePoints +
    seasonal -
    (TRACK_VALUES.bis[sheet.bis] as number) -
    (TRACK_VALUES.refusal[sheet.refusals] as number) -
    (TRACK_VALUES.roundabout[sheet.roundabouts] as number)
  );
}

