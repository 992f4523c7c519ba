import { checkedBisRule, checkedInteger } from '../internal/arguments.js';
import type { StreetIndex } from '../rules/layout.js';
import { compactOf, compactOfStreet } from './compact/json.js';
import { fenceProblem } from './compact/fences.js';
import { freeSlots } from './compact/derived.js';
import { checkedSheet, checkedStreet } from './guard.js';
import type { Sheet, Street } from './types.js';

/**
 * A fence slot: slot `s` of a street lies between house `s - 1` and house `s`.
 *
 * @example
 * ```ts
 * import type { FenceSlot } from 'welcome-to-engine';
 * const slot: FenceSlot = { street: 1, slot: 3 }; // between houses 2 and 3 of the middle street
 * ```
 *
 * @group Sheet
 */
export interface FenceSlot {
  /** The street of the slot. */
  readonly street: StreetIndex;
  /** The slot: 1 to the street's house count − 1. */
  readonly slot: number;
}

/**
 * Whether a fence may be drawn in `slot` of `street` ([rules §5](../../docs/rules.md#5-effects), fence): the slot is
 * between two houses and still empty, and it would not subdivide a used estate.
 * Where bis copies may not be fenced off their source (`bisAcrossFence: false`, the
 * `original` reading), it may not stand between two houses holding the same number.
 *
 * @example
 * ```ts
 * import { emptySheet, canFence } from 'welcome-to-engine';
 * canFence(emptySheet().streets[0], 5, { bisAcrossFence: true }); // true
 * canFence(emptySheet().streets[0], 0, { bisAcrossFence: true }); // false: a permanent end fence
 * ```
 *
 * @group Sheet
 */
export function canFence(street: Street, slot: number, rules: { readonly bisAcrossFence: boolean }): boolean {
  const read = compactOfStreet(checkedStreet(street));
  return fenceProblem(read.sheet, read.street, checkedInteger(slot, 'slot'), checkedBisRule(rules).bisAcrossFence) === undefined;
}

/**
 * Every slot of the sheet where a fence may be drawn, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, fenceSlots } from 'welcome-to-engine';
 * fenceSlots(emptySheet(), { bisAcrossFence: true }).length; // 30: 9 + 10 + 11
 * ```
 *
 * @group Sheet
 */
export function fenceSlots(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }): FenceSlot[] {
  const compact = compactOf(checkedSheet(sheet));
  const across = checkedBisRule(rules).bisAcrossFence;
  const found: FenceSlot[] = [];
  for (const street of [0, 1, 2] as const) {
    for (let free = freeSlots(compact, street, across); free !== 0; free &= free - 1) found.push({ street: street as StreetIndex, slot: 31 - Math.clz32(free & -free) });
  }
  return found;
}
