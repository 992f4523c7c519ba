import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import type { CompactSheet } from './compact.js';
import { EMPTY, END, FIT, FITS, MARKS, MAX, MIN, NUMBER, OFFSET, OPEN_HOUSES, ROUNDABOUT_MARK, STREET_FITS } from './layout.js';

/*
 * Where a number fits ([rules §4.1](../../../docs/rules.md#41-building-a-number)): each
 * street increases strictly from left to right, and each side of a roundabout on its own
 * ([§10.1](../../../docs/rules.md#101-roundabouts)); a run of equal numbers made by bis
 * copies is one value. A compact sheet keeps, for every empty house, the lowest and
 * highest number it takes and those numbers as bits, and the bits of each street and of
 * the sheet: the one place the ordering rule is read off a sheet.
 */

/** The numbers `low` to `high` (within 0–17) as bits, bit `n` for number `n`; none when `low` is above `high`. */
export function numberBits(low: number, high: number): number {
  return low <= high ? (2 << high) - (1 << low) : 0;
}

/** Whether house `at` holds neither a number nor a roundabout. */
export function isOpen(c: CompactSheet, at: number): boolean {
  return c[NUMBER + at] === EMPTY && ((c[MARKS + at] as number) & ROUNDABOUT_MARK) === 0;
}

/** Works out the ranges of one street again, and the sheet's bits. */
export function updateStreetRanges(c: CompactSheet, street: number): void {
  const start = OFFSET[street as 0];
  const end = END[street as 0];
  let low = MIN_HOUSE_NUMBER;
  for (let at = start; at < end; at++) {
    const number = c[NUMBER + at] as number;
    if (((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0) {
      low = MIN_HOUSE_NUMBER;
      c[MIN + at] = 1;
    } else if (number !== EMPTY) {
      low = number + 1;
      c[MIN + at] = 1;
    } else c[MIN + at] = low;
  }
  let high = MAX_HOUSE_NUMBER;
  let fits = 0;
  for (let at = end - 1; at >= start; at--) {
    const number = c[NUMBER + at] as number;
    if (((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0 || number !== EMPTY) {
      high = ((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0 ? MAX_HOUSE_NUMBER : number - 1;
      c[MAX + at] = 0;
      c[FIT + at] = 0;
    } else {
      c[MAX + at] = high;
      const bits = numberBits(c[MIN + at] as number, high);
      c[FIT + at] = bits;
      fits |= bits;
    }
  }
  c[STREET_FITS + street] = fits;
  c[FITS] = (c[STREET_FITS] as number) | (c[STREET_FITS + 1] as number) | (c[STREET_FITS + 2] as number);
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

/** Whether `number` fits house `at`. */
export function fitsHouse(c: CompactSheet, at: number, number: number): boolean {
  return number >= (c[MIN + at] as number) && number <= (c[MAX + at] as number);
}

/** Whether `number` (within 0–17) fits some house. */
export function fitsSheet(c: CompactSheet, number: number): boolean {
  return number >= MIN_HOUSE_NUMBER && number <= MAX_HOUSE_NUMBER && (((c[FITS] as number) >>> number) & 1) === 1;
}

/** Whether some number from `low` to `high` fits some house. */
export function fitsSomewhere(c: CompactSheet, low: number, high: number): boolean {
  return ((c[FITS] as number) & numberBits(low, high)) !== 0;
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
