import type { RuleErrorDetails } from '../errors/details.js';
import { checkedBisRule, checkedInteger, checkedOneOf } from '../internal/arguments.js';
import { checkedSheet, checkedStreet } from './guard.js';
import { STREETS, type StreetIndex } from '../rules/layout.js';
import type { Sheet, Street } from './types.js';

/**
 * Where a bis copy may go: the empty `house` receives a copy of its neighbour on the
 * `source` side.
 *
 * @example
 * ```ts
 * import type { BisTarget } from 'welcome-to-engine';
 * const target: BisTarget = { street: 0, house: 4, source: 'left' }; // copies house 3 into house 4
 * ```
 *
 * @group Sheet
 */
export interface BisTarget {
  /** The street of both houses. */
  readonly street: StreetIndex;
  /** The empty house that receives the copy. */
  readonly house: number;
  /** Which neighbour of `house` is copied. */
  readonly source: 'left' | 'right';
}

/**
 * Whether `house` of `street` may receive a bis copy of its neighbour on the `source`
 * side ([rules §5](../../docs/rules.md#5-effects), bis): the house is empty and no roundabout, the neighbour holds a
 * number (a bis copy may itself be copied), and, unless `bisAcrossFence`, no fence
 * stands between them. A copy always keeps the street ordered, as it sits next to
 * its equal.
 *
 * @example
 * ```ts
 * import { emptySheet, canCopy } from 'welcome-to-engine';
 * canCopy(emptySheet().streets[0], 1, 'left', { bisAcrossFence: true }); // false: nothing to copy
 * ```
 *
 * @group Sheet
 */
export function canCopy(
  street: Street,
  house: number,
  source: 'left' | 'right',
  rules: { readonly bisAcrossFence: boolean },
): boolean {
  return copyProblem(checkedStreet(street), checkedInteger(house, 'house'), checkedOneOf(source, 'source', ['left', 'right'] as const), checkedBisRule(rules)) === undefined;
}

/**
 * Why `house` may not receive that bis copy (see {@link canCopy}), or `undefined` when it
 * may. `written`, when given, is a house of the street read as holding a number (one
 * about to be written there), so a listing need not copy the street to ask.
 */
export function copyProblem(
  street: Street,
  house: number,
  source: 'left' | 'right',
  rules: { readonly bisAcrossFence: boolean },
  written = -1,
): RuleErrorDetails<'choice/bis'>['reason'] | undefined {
  const target = street.houses[house];
  const from = source === 'left' ? house - 1 : house + 1;
  // No read at index −1: V8 looks a negative index up as a property name, and slowly.
  const original = from < 0 ? undefined : street.houses[from];
  if (target === undefined) return 'no-house';
  if (house === written || target.number !== null || target.roundabout) return 'not-empty';
  if (original === undefined) return 'no-neighbour';
  if (from !== written && original.number === null) return 'neighbour-empty';
  if (!rules.bisAcrossFence && street.fences[source === 'left' ? house : house + 1] === true) return 'fenced';
  return undefined;
}

/**
 * Every place on the sheet where a bis copy may be written, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, bisTargets } from 'welcome-to-engine';
 * bisTargets(emptySheet(), { bisAcrossFence: true }); // []: nothing written yet
 * ```
 *
 * @group Sheet
 */
export function bisTargets(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }): BisTarget[] {
  return listBisTargets(checkedSheet(sheet), checkedBisRule(rules));
}

/** {@link bisTargets} for the engine's own sheets, unchecked. */
export function listBisTargets(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }): BisTarget[] {
  const targets: BisTarget[] = [];
  for (const street of STREETS) {
    forEachStreetBisTarget(sheet.streets[street], rules, (house, source) => targets.push({ street, house, source }));
  }
  return targets;
}

/** Calls `visit` with each bis target of one street, in the order of {@link bisTargets}. */
export function forEachStreetBisTarget(street: Street, rules: { readonly bisAcrossFence: boolean }, visit: (house: number, source: 'left' | 'right') => void): void {
  for (let house = 0; house < street.houses.length; house++) {
    if (copyProblem(street, house, 'left', rules) === undefined) visit(house, 'left');
    if (copyProblem(street, house, 'right', rules) === undefined) visit(house, 'right');
  }
}
