import { checkedInteger } from '../internal/arguments.js';
import { checkedSheet, checkedStreet } from './guard.js';
import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { HOUSE_COUNT, LAYOUT, STREETS, type StreetIndex } from '../rules/layout.js';
import type { HouseRef, Sheet, Street } from './types.js';

/**
 * The numbers an empty house may take: every number from `min` to `max` keeps its
 * street strictly increasing ([rules §4.1](../../docs/rules.md#41-building-a-number)). `min > max` when nothing fits.
 *
 * @example
 * ```ts
 * import type { NumberRange } from 'welcome-to-engine';
 * const range: NumberRange = { min: 5, max: 9 };
 * ```
 *
 * @group Sheet
 */
export interface NumberRange {
  /** Lowest number that fits. */
  readonly min: number;
  /** Highest number that fits. */
  readonly max: number;
}

/**
 * The lowest number an empty house can take: one above the nearest written number on
 * its left, looking no further than a roundabout (each side of a roundabout is
 * ordered on its own, [rules §10.1](../../docs/rules.md#101-roundabouts)). A run of equal numbers made by bis copies is one
 * value for ordering. With {@link highest}, the one place the ordering rule of
 * [rules §4.1](../../docs/rules.md#41-building-a-number) is read off a street.
 */
function lowest(houses: Street['houses'], house: number): number {
  for (let i = house - 1; i >= 0; i--) {
    const left = houses[i] as (typeof houses)[number];
    if (left.roundabout) break;
    if (left.number !== null) return left.number + 1;
  }
  return MIN_HOUSE_NUMBER;
}

/** The highest number an empty house can take: one below the nearest written number on its right. */
function highest(houses: Street['houses'], house: number): number {
  for (let i = house + 1; i < houses.length; i++) {
    const right = houses[i] as (typeof houses)[number];
    if (right.roundabout) break;
    if (right.number !== null) return right.number - 1;
  }
  return MAX_HOUSE_NUMBER;
}

const isFree = (house: Street['houses'][number] | undefined) => house !== undefined && house.number === null && !house.roundabout;

/**
 * The numbers that may be written in `house` of `street`, from the written numbers
 * around it. Only numbers between the roundabouts around the house count: each side
 * of a roundabout is ordered on its own ([rules §10.1](../../docs/rules.md#101-roundabouts)). A run of equal numbers made by
 * bis copies is one value for ordering. Returns an empty range (`min > max`) for a
 * house that is written or holds a roundabout.
 *
 * @example
 * ```ts
 * import { emptySheet, numberRange } from 'welcome-to-engine';
 * numberRange(emptySheet().streets[0], 4); // { min: 0, max: 17 }
 * ```
 *
 * @group Sheet
 */
export function numberRange(street: Street, house: number): NumberRange {
  return rangeAt(checkedStreet(street), checkedInteger(house, 'house'));
}

/** {@link numberRange} for the engine's own streets, unchecked. */
export function rangeAt(street: Street, house: number): NumberRange {
  if (!isFree(street.houses[house])) return { min: 1, max: 0 };
  return { min: lowest(street.houses, house), max: highest(street.houses, house) };
}

/**
 * Whether `number` may be written in `house` of `street`: the house is empty and the
 * street stays strictly increasing on that side of any roundabout ([rules §4.1](../../docs/rules.md#41-building-a-number)).
 *
 * @example
 * ```ts
 * import { emptySheet, fitsAt } from 'welcome-to-engine';
 * fitsAt(emptySheet().streets[2], 0, 15); // true
 * ```
 *
 * @group Sheet
 */
export function fitsAt(street: Street, house: number, number: number): boolean {
  return fitsIn(checkedStreet(street), checkedInteger(house, 'house'), checkedInteger(number, 'number'));
}

/** {@link fitsAt} for the engine's own streets, unchecked. */
export function fitsIn(street: Street, house: number, number: number): boolean {
  const range = rangeAt(street, house);
  return number >= range.min && number <= range.max;
}

/** The range of every house of a sheet at once, for callers that ask about many houses or numbers. */
export interface Ranges {
  /** Lowest number per house, houses of the three streets one after the other. */
  readonly min: readonly number[];
  /** Highest number per house (below `min` where nothing fits). */
  readonly max: readonly number[];
  /** The numbers that fit some house, one bit each: bit `n` is set when `n` fits somewhere. */
  readonly fits: number;
  /** The same bits of each street's houses alone. */
  readonly streetFits: readonly number[];
}

/** The numbers `low` to `high` (within 0–17, `low` ≤ `high`) as bits, bit `n` for number `n`: how {@link Ranges.fits} holds them. */
export function numberBits(low: number, high: number): number {
  return (2 << high) - (1 << low);
}

/** The bits of {@link Ranges.fits} for the houses `from` to `to` (exclusive) of ranges `min` and `max`. */
function fitsOf(min: readonly number[], max: readonly number[], from: number, to: number): number {
  let fits = 0;
  for (let i = from; i < to; i++) {
    const low = min[i] as number;
    const high = max[i] as number;
    if (low <= high) fits |= numberBits(low, high);
  }
  return fits;
}


/** The index in {@link Ranges} of each street's first house. */
const OFFSET_OF: readonly number[] = STREETS.map((street) => STREETS.slice(0, street).reduce((sum: number, s) => sum + LAYOUT[s].houses, 0));

/** A zero for every house of a sheet, the start of each array of {@link sheetRanges}. */
const EMPTY_RANGE: readonly number[] = Array.from({ length: HOUSE_COUNT }, () => 0);

/**
 * The ranges of every house of the sheet, with no object per house. It computes
 * {@link lowest} and {@link highest} of every house in one pass each way, carrying
 * the nearest written number along instead of searching for it again.
 */
export function sheetRanges(sheet: Sheet): Ranges {
  // Copies of a full-length array, filled in place: pushing grows an array several times.
  const min = EMPTY_RANGE.slice();
  const max = EMPTY_RANGE.slice();
  const streetFits = [0, 0, 0];
  let offset = 0;
  for (let street = 0; street < 3; street++) {
    const houses = (sheet.streets[street] as Street).houses;
    let low = MIN_HOUSE_NUMBER;
    for (let house = 0; house < houses.length; house++) {
      const h = houses[house] as (typeof houses)[number];
      if (h.roundabout) {
        low = MIN_HOUSE_NUMBER;
        min[offset + house] = 1;
      } else if (h.number !== null) {
        low = h.number + 1;
        min[offset + house] = 1;
      } else {
        min[offset + house] = low;
      }
    }
    let high = MAX_HOUSE_NUMBER;
    let fits = 0;
    for (let house = houses.length - 1; house >= 0; house--) {
      const h = houses[house] as (typeof houses)[number];
      if (h.roundabout) high = MAX_HOUSE_NUMBER;
      else if (h.number !== null) high = h.number - 1;
      else {
        max[offset + house] = high;
        const low = min[offset + house] as number;
        if (low <= high) fits |= numberBits(low, high);
      }
    }
    streetFits[street] = fits;
    offset += houses.length;
  }
  return { min, max, fits: (streetFits[0] as number) | (streetFits[1] as number) | (streetFits[2] as number), streetFits };
}

/**
 * The ranges of `after`, a sheet that differs from the one `before` was worked out on
 * only by a number written in house `house` of street `street` (a build's number or a
 * bis copy; no roundabout): {@link sheetRanges} of `after` without reading its other
 * streets. The house takes nothing more; the empty houses beside it, up to the nearest
 * written house or roundabout on each side, are bounded by its number.
 */
export function rangesAfterWrite(before: Ranges, after: Sheet, street: StreetIndex, house: number): Ranges {
  const min = before.min.slice();
  const max = before.max.slice();
  const houses = after.streets[street].houses;
  const number = (houses[house] as Street['houses'][number]).number as number;
  const offset = OFFSET_OF[street] as number;
  min[offset + house] = 1;
  max[offset + house] = 0;
  for (let i = house + 1; i < houses.length && isFree(houses[i]); i++) min[offset + i] = number + 1;
  for (let i = house - 1; i >= 0 && isFree(houses[i]); i--) max[offset + i] = number - 1;
  // Only this street's numbers changed.
  const streetFits = before.streetFits.slice();
  streetFits[street] = fitsOf(min, max, offset, offset + houses.length);
  return { min, max, fits: (streetFits[0] as number) | (streetFits[1] as number) | (streetFits[2] as number), streetFits };
}

/** The street of each house index of {@link Ranges}. */
export const STREET_OF: readonly StreetIndex[] = STREETS.flatMap((street) => Array.from({ length: LAYOUT[street].houses }, () => street));

/** The house within its street of each house index of {@link Ranges}. */
export const HOUSE_OF: readonly number[] = STREETS.flatMap((street) => Array.from({ length: LAYOUT[street].houses }, (_, house) => house));

/** A house from its index in {@link Ranges} (the houses of the three streets one after the other). */
export function houseAt(index: number): HouseRef {
  const street = STREET_OF[index];
  if (street === undefined) throw new RangeError(`no house ${index} on a sheet of ${HOUSE_COUNT}`);
  return { street, house: HOUSE_OF[index] as number };
}

/** Whether `number` fits the house at `index` of precomputed ranges. */
export function fitsIndex(ranges: Ranges, index: number, number: number): boolean {
  return number >= (ranges.min[index] as number) && number <= (ranges.max[index] as number);
}

/** The indexes (as in {@link Ranges}) of every house where some number from `low` to `high` fits, top street first. */
export function housesMeeting(ranges: Ranges, low: number, high: number): number[] {
  const found: number[] = [];
  const wanted = numberBits(low, high);
  for (let street = 0; street < 3; street++) {
    // A street where none of the numbers fits is passed over.
    if (((ranges.streetFits[street] as number) & wanted) === 0) continue;
    const end = (OFFSET_OF[street] as number) + LAYOUT[street as StreetIndex].houses;
    for (let i = OFFSET_OF[street] as number; i < end; i++) {
      // The two intervals meet; a written house has an empty range and meets nothing.
      if (Math.max(low, ranges.min[i] as number) <= Math.min(high, ranges.max[i] as number)) found.push(i);
    }
  }
  return found;
}

/** Calls `visit` for every house where `number` fits, top street first, from precomputed ranges. */
export function forEachFit(ranges: Ranges, number: number, visit: (street: StreetIndex, house: number) => void): void {
  for (let i = 0; i < HOUSE_COUNT; i++) if (fitsIndex(ranges, i, number)) visit(STREET_OF[i] as StreetIndex, HOUSE_OF[i] as number);
}

/** The houses where `number` fits, from precomputed ranges. */
export function housesIn(ranges: Ranges, number: number): HouseRef[] {
  const found: HouseRef[] = [];
  forEachFit(ranges, number, (street, house) => found.push({ street, house }));
  return found;
}

/** Whether `number` fits any house, from precomputed ranges. */
export function fitsAnywhere(ranges: Ranges, number: number): boolean {
  return number >= MIN_HOUSE_NUMBER && number <= MAX_HOUSE_NUMBER && ((ranges.fits >>> number) & 1) === 1;
}

/** Whether some number from `low` to `high` (within 0–17) fits some house, from precomputed ranges. */
export function fitsBetween(ranges: Ranges, low: number, high: number): boolean {
  return (ranges.fits & numberBits(low, high)) !== 0;
}

/**
 * Every house of the sheet where `number` may be written, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, housesFor } from 'welcome-to-engine';
 * housesFor(emptySheet(), 3).length; // 33: every house of an empty sheet
 * ```
 *
 * @group Sheet
 */
export function housesFor(sheet: Sheet, number: number): HouseRef[] {
  return housesIn(sheetRanges(checkedSheet(sheet)), checkedInteger(number, 'number'));
}

/**
 * Whether `number` fits any empty house of the sheet.
 *
 * @example
 * ```ts
 * import { emptySheet, canWrite } from 'welcome-to-engine';
 * canWrite(emptySheet(), 8); // true
 * ```
 *
 * @group Sheet
 */
export function canWrite(sheet: Sheet, number: number): boolean {
  return fitsAnywhere(sheetRanges(checkedSheet(sheet)), checkedInteger(number, 'number'));
}

/** {@link canWrite} for the engine's own sheets, unchecked. */
export function writableSomewhere(sheet: Sheet, number: number): boolean {
  return fitsAnywhere(sheetRanges(sheet), number);
}

/**
 * Whether every house of the sheet is written or holds a roundabout: one of the end
 * conditions of [rules §7](../../docs/rules.md#7-end-of-game-and-scoring).
 *
 * @example
 * ```ts
 * import { emptySheet, isSheetFull } from 'welcome-to-engine';
 * isSheetFull(emptySheet()); // false
 * ```
 *
 * @group Sheet
 */
export function isSheetFull(sheet: Sheet): boolean {
  return sheetFull(checkedSheet(sheet));
}

/** {@link isSheetFull} for the engine's own sheets, unchecked. */
export function sheetFull(sheet: Sheet): boolean {
  for (const street of sheet.streets) {
    for (const house of street.houses) if (house.number === null && !house.roundabout) return false;
  }
  return true;
}
