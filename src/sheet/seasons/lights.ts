import { checkedStreet } from '../guard.js';
import type { House, Street } from '../types.js';

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
 * Whether house `house` and the house to its right are linked ([rules §11.2](../../../docs/rules.md#112-christmas-lights)): both hold
 * numbers and the right one is the left one plus 1, or equal to it (a bis copy).
 * Roundabouts never link; fences do not part a string.
 */
export function linked(street: Street, house: number): boolean {
  const left = street.houses[house] as House | undefined;
  const right = street.houses[house + 1] as House | undefined;
  if (left?.number == null || right?.number == null) return false;
  return right.number === left.number + 1 || right.number === left.number;
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
  return stringsOf(checkedStreet(street));
}

/** {@link lightStrings} for the engine's own streets, unchecked. */
export function stringsOf(street: Street): LightString[] {
  const strings: LightString[] = [];
  let start = 0;
  for (let house = 0; house < street.houses.length; house++) {
    if (linked(street, house)) continue;
    if (house > start) strings.push({ start, size: house - start + 1 });
    start = house + 1;
  }
  return strings;
}

/** The houses of the street's longest string of lights, its points ([rules §11.2](../../../docs/rules.md#112-christmas-lights)): 0 without a string of two. */
export function longestString(street: Street): number {
  let longest = 0;
  for (const string of stringsOf(street)) longest = Math.max(longest, string.size);
  return longest;
}
