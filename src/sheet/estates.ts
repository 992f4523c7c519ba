import { STREET_INDEXES, type StreetIndex } from '../rules/layout.js';
import { MAX_ESTATE_SIZE } from '../rules/tracks.js';
import type { Estate, Sheet, Street } from './types.js';

/**
 * The estates of one street, left to right: every run of houses between two
 * consecutive fences (RULES §6). A roundabout stands between its own two fences and
 * is never an estate. An estate is complete when all its houses are written and it
 * has 1–6 houses; it is used when its houses were used for a plan.
 */
export function streetEstates(street: Street, index: StreetIndex): Estate[] {
  const estates: Estate[] = [];
  const { houses, fences } = street;
  let start = 0;
  for (let slot = 1; slot <= houses.length; slot++) {
    if (!fences[slot]) continue;
    const first = houses[start];
    if (first !== undefined && !first.roundabout) {
      let written = true;
      let used = true;
      for (let house = start; house < slot; house++) {
        const h = houses[house] as (typeof houses)[number];
        if (h.number === null) written = false;
        if (!h.used) used = false;
      }
      const size = slot - start;
      estates.push({ street: index, start, size, complete: written && size <= MAX_ESTATE_SIZE, used });
    }
    start = slot;
  }
  return estates;
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
 */
export function estatesOf(sheet: Sheet): Estate[] {
  return STREET_INDEXES.flatMap((index) => streetEstates(sheet.streets[index], index));
}
