import { checkedSheet } from './guard.js';
import { STREETS, type StreetIndex } from '../rules/layout.js';
import { MAX_ESTATE_SIZE } from '../rules/tracks.js';
import type { Estate, Sheet, Street } from './types.js';

/**
 * Calls `visit` for every estate of one street, left to right: every run of houses
 * between two consecutive fences ([rules §6](../../docs/rules.md#6-plans)). A roundabout stands between its own two
 * fences and is never an estate. An estate is complete when all its houses are
 * written and it has 1–6 houses; it is used when any of its houses was used for a plan.
 * This is the one place that reads estates off a street; it allocates nothing. With
 * `alsoWritten` (a house index), that empty house counts as written, and with
 * `alsoFenced` (a fence slot), that slot as fenced (a bot rating a number or a fence
 * there before drawing it). `visit` also learns how many of the estate's houses are written.
 */
export function forEachEstate(street: Street, visit: (start: number, size: number, complete: boolean, used: boolean, written: number) => void, alsoWritten = -1, alsoFenced = -1): void {
  const { houses, fences } = street;
  let start = 0;
  let written = 0;
  let used = false;
  for (let house = 0; house < houses.length; house++) {
    const h = houses[house] as (typeof houses)[number];
    if (h.number !== null || house === alsoWritten) written += 1;
    if (h.used !== false) used = true;
    if (!fences[house + 1] && house + 1 !== alsoFenced) continue;
    if (!(h.roundabout && house === start)) {
      const size = house + 1 - start;
      visit(start, size, written === size && size <= MAX_ESTATE_SIZE, used, written);
    }
    start = house + 1;
    written = 0;
    used = false;
  }
}

/** The estates of one street, left to right (see {@link forEachEstate}). */
export function streetEstates(street: Street, index: StreetIndex): Estate[] {
  const estates: Estate[] = [];
  forEachEstate(street, (start, size, complete, used) => estates.push({ street: index, start, size, complete, used }));
  return estates;
}

/**
 * How many complete estates of each size 1–6 the sheet has (index 0 is size 1),
 * counting only unused ones when `unusedOnly`.
 */
export function completeEstateCounts(sheet: Sheet, unusedOnly: boolean): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const street of sheet.streets) {
    forEachEstate(street, (_start, size, complete, used) => {
      if (complete && !(unusedOnly && used)) counts[size - 1] = (counts[size - 1] as number) + 1;
    });
  }
  return counts;
}

/**
 * Every estate of the sheet, top street first, left to right, complete or not.
 *
 * @example
 * ```ts
 * import { estatesOf, emptySheet } from 'welcome-to-engine';
 * estatesOf(emptySheet()).map(({ size, complete }) => [size, complete]);
 * // [[10, false], [11, false], [12, false]]
 * ```
 *
 * @group Sheet
 */
export function estatesOf(sheet: Sheet): Estate[] {
  return listEstates(checkedSheet(sheet));
}

/** {@link estatesOf} for the engine's own sheets, unchecked. */
export function listEstates(sheet: Sheet): Estate[] {
  return STREETS.flatMap((index) => streetEstates(sheet.streets[index], index));
}
