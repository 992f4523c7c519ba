import { deepFreeze, unfrozenCopy } from '../internal/freeze.js';
/**
 * A street index: 0 is the top street, 1 the middle street, 2 the bottom street.
 *
 * @example
 * ```ts
 * import type { StreetIndex } from 'welcome-to-engine';
 * const bottom: StreetIndex = 2;
 * ```
 *
 * @group Rules data
 */
export type StreetIndex = 0 | 1 | 2;

/**
 * The three street indexes, top to bottom.
 *
 * @example
 * ```ts
 * import { STREET_INDEXES } from 'welcome-to-engine';
 * for (const street of STREET_INDEXES) console.log(street); // 0, 1, 2
 * ```
 *
 * @group Rules data
 */
export const STREET_INDEXES: readonly [0, 1, 2] = deepFreeze([0, 1, 2] as const);

/**
 * Whether `value` is a street index (0, 1 or 2), for values that arrive untyped: a
 * click's `data-street`, a form field, parsed JSON. It narrows `value` to
 * {@link StreetIndex}, which `STREET_INDEXES.includes(value)` does not. Only the
 * numbers count: the string `"0"` (read it with `Number` first), 3, `NaN`, `null`
 * and objects are refused, and so is `-0`, as every check of the engine refuses it
 * (JSON does not keep it: a choice holding it would not read back the same).
 *
 * @param value - Anything.
 * @returns Whether `value` is 0, 1 or 2.
 *
 * @example
 * ```ts
 * import { isStreetIndex, type StreetIndex } from 'welcome-to-engine';
 * const clicked: unknown = Number('2'); // e.g. a button's data-street
 * const street: StreetIndex | undefined = isStreetIndex(clicked) ? clicked : undefined; // 2
 * isStreetIndex('2'); // false: a string is not an index
 * isStreetIndex(3); // false
 * ```
 *
 * @group Rules data
 */
export function isStreetIndex(value: unknown): value is StreetIndex {
  return Object.is(value, 0) || value === 1 || value === 2;
}

/** {@link STREET_INDEXES} unfrozen, for the engine's hot loops (see {@link unfrozenCopy}); never exported from the package. */
export const STREETS: readonly [0, 1, 2] = unfrozenCopy(STREET_INDEXES);

/**
 * The printed layout of one street ([rules §2](../../docs/rules.md#2-the-sheet)).
 *
 * @example
 * ```ts
 * import { SHEET_LAYOUT, type StreetLayout } from 'welcome-to-engine';
 * const top: StreetLayout = SHEET_LAYOUT[0];
 * top.houses; // 10
 * ```
 *
 * @group Rules data
 */
export interface StreetLayout {
  /** Number of houses, indexed from 0 at the left. */
  readonly houses: number;
  /** 0-based indexes of the houses with a printed pool. */
  readonly pools: readonly number[];
  /** Park track: `parks[marks]` is the street's park score. */
  readonly parks: readonly number[];
}

/**
 * The printed sheet, shared by every ruleset ([rules §2](../../docs/rules.md#2-the-sheet)): three streets of 10, 11 and
 * 12 houses with their printed pools and park tracks. Each street has permanent
 * fences at both ends and a fence slot between every two neighbouring houses.
 *
 * @example
 * ```ts
 * import { SHEET_LAYOUT } from 'welcome-to-engine';
 * SHEET_LAYOUT.map((street) => street.houses); // [10, 11, 12]
 * SHEET_LAYOUT[2].pools; // [1, 6, 10]
 * ```
 *
 * @group Rules data
 */
export const SHEET_LAYOUT: readonly [StreetLayout, StreetLayout, StreetLayout] = deepFreeze(
  [
    { houses: 10, pools: [2, 6, 7], parks: [0, 2, 4, 10] },
    { houses: 11, pools: [0, 3, 7], parks: [0, 2, 4, 6, 14] },
    { houses: 12, pools: [1, 6, 10], parks: [0, 2, 4, 6, 8, 18] },
  ] as const,
);

/** {@link SHEET_LAYOUT} unfrozen, for the engine's hot loops (see {@link unfrozenCopy}); never exported from the package. */
export const LAYOUT: readonly [StreetLayout, StreetLayout, StreetLayout] = unfrozenCopy(SHEET_LAYOUT);

/**
 * Total number of houses on a sheet: 10 + 11 + 12, the sum of {@link SHEET_LAYOUT}'s
 * streets (a test holds them together).
 *
 * @example
 * ```ts
 * import { HOUSE_COUNT } from 'welcome-to-engine';
 * HOUSE_COUNT; // 33
 * ```
 *
 * @group Rules data
 */
export const HOUSE_COUNT = 33;
