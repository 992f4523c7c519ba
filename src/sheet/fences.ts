import type { RuleErrorDetails } from '../errors/details.js';
import { checkedBisRule, checkedInteger } from '../internal/arguments.js';
import { checkedSheet, checkedStreet } from './guard.js';
import { STREETS, type StreetIndex } from '../rules/layout.js';
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
  return fenceProblem(checkedStreet(street), checkedInteger(slot, 'slot'), checkedBisRule(rules)) === undefined;
}

/** Why no fence may be drawn in `slot` of `street` (see {@link canFence}), or `undefined` when one may. */
export function fenceProblem(street: Street, slot: number, rules: { readonly bisAcrossFence: boolean }): RuleErrorDetails<'choice/fence'>['reason'] | undefined {
  const left = street.houses[slot - 1];
  const right = street.houses[slot];
  if (left === undefined || right === undefined) return 'no-slot';
  if (street.fences[slot] !== false) return 'fenced';
  // Two estates side by side already have a fence between them, so two houses of
  // used estates with no fence between them are in the same one. Houses used by a
  // plan on houses form no estate and may be fenced apart ([rules §6](../../docs/rules.md#6-plans)).
  if (left.used === 'estate' && right.used === 'estate') return 'used-estate';
  if (!rules.bisAcrossFence && left.number !== null && left.number === right.number) return 'bis-copy';
  return undefined;
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
  return listFenceSlots(checkedSheet(sheet), checkedBisRule(rules));
}

/** {@link fenceSlots} for the engine's own sheets, unchecked. */
export function listFenceSlots(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }): FenceSlot[] {
  return listFreeSlots(sheet, rules, (street, slot) => ({ street, slot }));
}

/**
 * What `make` makes of every slot of the sheet where a fence may be drawn, top street
 * first: the slots themselves, or a listing's fence uses, each made once.
 */
export function listFreeSlots<T>(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }, make: (street: StreetIndex, slot: number) => T): T[] {
  const found: T[] = [];
  for (const street of STREETS) {
    const { houses } = sheet.streets[street];
    for (let slot = 1; slot < houses.length; slot++) {
      if (fenceProblem(sheet.streets[street], slot, rules) === undefined) found.push(make(street, slot));
    }
  }
  return found;
}
