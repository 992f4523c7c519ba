import type { CompactSheet } from './compact.js';
import { EMPTY, HOUSES, NUMBER, OFFSET } from './layout.js';

/**
 * Whether house `house` of `street` and the next one are linked by lights ([rules §11.2](../../../docs/rules.md#112-christmas-lights)): both
 * hold a number, the right one equal to the left one or one above it.
 */
export function linked(c: CompactSheet, street: number, house: number): boolean {
  if (!(house >= 0 && house + 1 < HOUSES[street as 0])) return false;
  const left = c[NUMBER + OFFSET[street as 0] + house] as number;
  const right = c[NUMBER + OFFSET[street as 0] + house + 1] as number;
  if (left === EMPTY || right === EMPTY) return false;
  return right === left + 1 || right === left;
}

/** Calls `visit` for each string of lights of `street` (two houses or more, linked one to the next), left to right. */
export function forEachString(c: CompactSheet, street: number, visit: (start: number, size: number) => void): void {
  let start = 0;
  for (let house = 0; house < HOUSES[street as 0]; house++) {
    if (linked(c, street, house)) continue;
    if (house > start) visit(start, house - start + 1);
    start = house + 1;
  }
}

/** The houses of the street's longest string of lights (0 with none). */
export function longestString(c: CompactSheet, street: number): number {
  let longest = 0;
  forEachString(c, street, (_start, size) => {
    if (size > longest) longest = size;
  });
  return longest;
}
