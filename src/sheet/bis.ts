import { STREET_INDEXES, type StreetIndex } from '../rules/layout.js';
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
 * side (RULES §5, bis): the house is empty and no roundabout, the neighbour holds a
 * number (a bis copy may itself be copied), and, unless `bisAcrossFence`, no fence
 * stands between them. A copy always keeps the street ordered, as it sits next to
 * its equal.
 *
 * @example
 * ```ts
 * import { emptySheet, canCopy } from 'welcome-to-engine';
 * canCopy(emptySheet().streets[0], 1, 'left', { bisAcrossFence: true }); // false: nothing to copy
 * ```
 */
export function canCopy(
  street: Street,
  house: number,
  source: 'left' | 'right',
  rules: { readonly bisAcrossFence: boolean },
): boolean {
  const target = street.houses[house];
  const from = source === 'left' ? house - 1 : house + 1;
  const original = street.houses[from];
  if (target === undefined || original === undefined) return false;
  if (target.number !== null || target.roundabout || original.number === null) return false;
  const slot = source === 'left' ? house : house + 1;
  return rules.bisAcrossFence || street.fences[slot] !== true;
}

/**
 * Every place on the sheet where a bis copy may be written, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, bisTargets } from 'welcome-to-engine';
 * bisTargets(emptySheet(), { bisAcrossFence: true }); // []: nothing written yet
 * ```
 */
export function bisTargets(sheet: Sheet, rules: { readonly bisAcrossFence: boolean }): BisTarget[] {
  const targets: BisTarget[] = [];
  for (const street of STREET_INDEXES) {
    const houses = sheet.streets[street].houses;
    for (let house = 0; house < houses.length; house++) {
      for (const source of ['left', 'right'] as const) {
        if (canCopy(sheet.streets[street], house, source, rules)) targets.push({ street, house, source });
      }
    }
  }
  return targets;
}
