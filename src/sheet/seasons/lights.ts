import { compactOfStreet } from '../compact/json.js';
import { forEachString } from '../compact/lights.js';
import { checkedStreet } from '../guard.js';
import type { Street } from '../types.js';

/**
 * A string of Christmas lights: neighbouring houses each linked to the next
 * ([rules §11.2](../../../docs/rules.md#112-christmas-lights)), from house `start`, `size` houses long (at least two).
 *
 * @example
 * ```ts
 * import type { LightString } from 'welcome-to-engine';
 * const string: LightString = { start: 3, size: 5 }; // houses 3 to 7
 * ```
 *
 * @group Sheet
 */
export interface LightString {
  /** Its leftmost house. */
  readonly start: number;
  /** How many houses it links. */
  readonly size: number;
}

/**
 * The strings of lights of a street, left to right: every run of two or more houses,
 * each linked to the next ([rules §11.2](../../../docs/rules.md#112-christmas-lights)).
 *
 * @example
 * ```ts
 * import { emptySheet, lightStrings } from 'welcome-to-engine';
 * lightStrings(emptySheet('christmas').streets[0]); // []: no number, no light
 * ```
 *
 * @group Sheet
 */
export function lightStrings(street: Street): LightString[] {
  const read = compactOfStreet(checkedStreet(street));
  const strings: LightString[] = [];
  forEachString(read.sheet, read.street, (start, size) => strings.push({ start, size }));
  return strings;
}
