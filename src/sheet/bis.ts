import { checkedBisRule, checkedInteger, checkedOneOf } from '../internal/arguments.js';
import type { StreetIndex } from '../rules/layout.js';
import { copyProblem, forEachBisTarget } from './compact/bis.js';
import { compactOf, compactOfStreet } from './compact/json.js';
import { checkedSheet, checkedStreet } from './guard.js';
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
export function canCopy(street: Street, house: number, source: 'left' | 'right', rules: { readonly bisAcrossFence: boolean }): boolean {
  const read = compactOfStreet(checkedStreet(street));
  return copyProblem(read.sheet, read.street, checkedInteger(house, 'house'), checkedOneOf(source, 'source', ['left', 'right'] as const), checkedBisRule(rules).bisAcrossFence) === undefined;
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
  const compact = compactOf(checkedSheet(sheet));
  const across = checkedBisRule(rules).bisAcrossFence;
  const targets: BisTarget[] = [];
  for (const street of [0, 1, 2] as const) forEachBisTarget(compact, street, across, (house, source) => targets.push({ street: street as StreetIndex, house, source }));
  return targets;
}
