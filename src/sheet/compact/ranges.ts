import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import type { CompactSheet } from './compact.js';
import { touchStreet } from './derived.js';
import { EMPTY, END, FIT, FITS, MARKS, NUMBER, OFFSET, OPEN_HOUSES, ROUNDABOUT_MARK, STREET_FITS, STREET_OF } from './layout.js';

/*
 * Where a number fits ([rules §4.1](../../../docs/rules.md#41-building-a-number)): each
 * street increases strictly from left to right, and each side of a roundabout on its own
 * ([§10.1](../../../docs/rules.md#101-roundabouts)); a run of equal numbers made by bis
 * copies is one value. A compact sheet keeps, for every empty house, the numbers it
 * takes as bits, and the bits of each street and of the sheet: the one place the
 * ordering rule is read off a sheet.
 */

/** The numbers `low` to `high` (within 0–17) as bits, bit `n` for number `n`; none when `low` is above `high`. */
export function numberBits(low: number, high: number): number {
  return low <= high ? (2 << high) - (1 << low) : 0;
}

/** Whether house `at` holds neither a number nor a roundabout. */
export function isOpen(c: CompactSheet, at: number): boolean {
  return c[NUMBER + at] === EMPTY && ((c[MARKS + at] as number) & ROUNDABOUT_MARK) === 0;
}

/**
 * The lowest number an empty house can take: one above the nearest written number on
 * its left, looking no further than a roundabout.
 */
export function lowest(c: CompactSheet, at: number): number {
  const first = OFFSET[STREET_OF[at] as 0];
  for (let i = at - 1; i >= first; i--) {
    if (((c[MARKS + i] as number) & ROUNDABOUT_MARK) !== 0) break;
    if (c[NUMBER + i] !== EMPTY) return (c[NUMBER + i] as number) + 1;
  }
  return MIN_HOUSE_NUMBER;
}

/** The highest number an empty house can take: one below the nearest written number on its right. */
export function highest(c: CompactSheet, at: number): number {
  const end = END[STREET_OF[at] as 0];
  for (let i = at + 1; i < end; i++) {
    if (((c[MARKS + i] as number) & ROUNDABOUT_MARK) !== 0) break;
    if (c[NUMBER + i] !== EMPTY) return (c[NUMBER + i] as number) - 1;
  }
  return MAX_HOUSE_NUMBER;
}

/** The numbers house `at` may take, from its neighbours ({@link lowest} to {@link highest}); `min > max` for a house that is written or holds a roundabout. */
export function rangeOf(c: CompactSheet, at: number): { readonly min: number; readonly max: number } {
  if (!isOpen(c, at)) return { min: 1, max: 0 };
  return { min: lowest(c, at), max: highest(c, at) };
}

/** Works out the ranges of one street again, the sheet's bits, and the fences and copies open on the street. */
export function updateStreetRanges(c: CompactSheet, street: number): void {
  const start = OFFSET[street as 0];
  const end = END[street as 0];
  // Each open house takes the numbers above the nearest number on its left…
  let below = 0;
  for (let at = start; at < end; at++) {
    const number = c[NUMBER + at] as number;
    if (((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0) {
      below = 0;
      c[FIT + at] = 0;
    } else if (number !== EMPTY) {
      below = (2 << number) - 1;
      c[FIT + at] = 0;
    } else c[FIT + at] = ALL_NUMBERS & ~below;
  }
  // …and below the nearest on its right.
  let above = 0;
  let fits = 0;
  for (let at = end - 1; at >= start; at--) {
    const number = c[NUMBER + at] as number;
    if (((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0) above = 0;
    else if (number !== EMPTY) above = ALL_NUMBERS & ~((1 << number) - 1);
    else {
      const bits = (c[FIT + at] as number) & ~above;
      c[FIT + at] = bits;
      fits |= bits;
    }
  }
  c[STREET_FITS + street] = fits;
  c[FITS] = (c[STREET_FITS] as number) | (c[STREET_FITS + 1] as number) | (c[STREET_FITS + 2] as number);
  touchStreet(c, street);
}

/** Works out every range of the sheet, and how many houses are open. */
export function updateAllRanges(c: CompactSheet): void {
  let open = 0;
  for (let street = 0; street < 3; street++) {
    updateStreetRanges(c, street);
    for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) if (isOpen(c, at)) open += 1;
  }
  c[OPEN_HOUSES] = open;
}

/** Whether `number` (within 0–17) fits house `at`. */
export function fitsHouse(c: CompactSheet, at: number, number: number): boolean {
  return number >= MIN_HOUSE_NUMBER && number <= MAX_HOUSE_NUMBER && (((c[FIT + at] as number) >>> number) & 1) === 1;
}

/** Every house number 0–17 as bits. */
export const ALL_NUMBERS = numberBits(MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER);

/** Whether `number` (within 0–17) fits some house. */
export function fitsSheet(c: CompactSheet, number: number): boolean {
  return number >= MIN_HOUSE_NUMBER && number <= MAX_HOUSE_NUMBER && (((c[FITS] as number) >>> number) & 1) === 1;
}

/** Whether some number from `low` to `high` fits some house. */
export function fitsSomewhere(c: CompactSheet, low: number, high: number): boolean {
  return ((c[FITS] as number) & numberBits(low, high)) !== 0;
}

/** How many houses some number from `low` to `high` fits. */
export function countHousesMeeting(c: CompactSheet, low: number, high: number): number {
  const wanted = numberBits(low, high);
  let count = 0;
  for (let street = 0; street < 3; street++) {
    if (((c[STREET_FITS + street] as number) & wanted) === 0) continue;
    for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) if (((c[FIT + at] as number) & wanted) !== 0) count += 1;
  }
  return count;
}

/** The `n`th of {@link housesMeeting} (from 0), without the list. */
export function nthHouseMeeting(c: CompactSheet, low: number, high: number, n: number): number {
  const wanted = numberBits(low, high);
  let left = n;
  for (let street = 0; street < 3; street++) {
    if (((c[STREET_FITS + street] as number) & wanted) === 0) continue;
    for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) {
      if (((c[FIT + at] as number) & wanted) === 0) continue;
      if (left === 0) return at;
      left -= 1;
    }
  }
  return -1;
}

/** The houses (sheet indexes, top street first) where some number from `low` to `high` fits. */
export function housesMeeting(c: CompactSheet, low: number, high: number): number[] {
  const found: number[] = [];
  const wanted = numberBits(low, high);
  for (let street = 0; street < 3; street++) {
    // A street where none of the numbers fits is passed over.
    if (((c[STREET_FITS + street] as number) & wanted) === 0) continue;
    for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) if (((c[FIT + at] as number) & wanted) !== 0) found.push(at);
  }
  return found;
}
