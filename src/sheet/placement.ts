import { checkedInteger } from '../internal/arguments.js';
import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import type { StreetIndex } from '../rules/layout.js';
import { compactOf, compactOfStreet } from './compact/json.js';
import { HOUSE_OF, HOUSES, OFFSET, OPEN_HOUSES, STREET_OF } from './compact/layout.js';
import { fitsHouse, fitsSheet, housesMeeting, rangeOf } from './compact/ranges.js';
import { checkedSheet, checkedStreet } from './guard.js';
import type { HouseRef, Sheet, Street } from './types.js';

/**
 * The numbers an empty house may take: every number from `min` to `max` keeps its
 * street strictly increasing ([rules §4.1](../../docs/rules.md#41-building-a-number)). `min > max` when nothing fits.
 *
 * @example
 * ```ts
 * import type { NumberRange } from 'welcome-to-engine';
 * const range: NumberRange = { min: 5, max: 9 };
 * ```
 *
 * @group Sheet
 */
export interface NumberRange {
  /** Lowest number that fits. */
  readonly min: number;
  /** Highest number that fits. */
  readonly max: number;
}

/** The sheet index of `house` in the street a compact sheet holds, or -1 when the street has no such house. */
function indexIn(street: 0 | 1 | 2, house: number): number {
  return house >= 0 && house < HOUSES[street] ? OFFSET[street] + house : -1;
}

/**
 * The numbers that may be written in `house` of `street`, from the written numbers
 * around it. Only numbers between the roundabouts around the house count: each side
 * of a roundabout is ordered on its own ([rules §10.1](../../docs/rules.md#101-roundabouts)). A run of equal numbers made by
 * bis copies is one value for ordering. Returns an empty range (`min > max`) for a
 * house that is written or holds a roundabout.
 *
 * @example
 * ```ts
 * import { emptySheet, numberRange } from 'welcome-to-engine';
 * numberRange(emptySheet().streets[0], 4); // { min: 0, max: 17 }
 * ```
 *
 * @group Sheet
 */
export function numberRange(street: Street, house: number): NumberRange {
  const read = compactOfStreet(checkedStreet(street));
  const at = indexIn(read.street, checkedInteger(house, 'house'));
  return at < 0 ? { min: 1, max: 0 } : rangeOf(read.sheet, at);
}

/**
 * Whether `number` may be written in `house` of `street`: the house is empty and the
 * street stays strictly increasing on that side of any roundabout ([rules §4.1](../../docs/rules.md#41-building-a-number)).
 *
 * @example
 * ```ts
 * import { emptySheet, fitsAt } from 'welcome-to-engine';
 * fitsAt(emptySheet().streets[2], 0, 15); // true
 * ```
 *
 * @group Sheet
 */
export function fitsAt(street: Street, house: number, number: number): boolean {
  const read = compactOfStreet(checkedStreet(street));
  const at = indexIn(read.street, checkedInteger(house, 'house'));
  return at >= 0 && fitsHouse(read.sheet, at, checkedInteger(number, 'number'));
}

/**
 * Every house of the sheet where `number` may be written, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, housesFor } from 'welcome-to-engine';
 * housesFor(emptySheet(), 3).length; // 33: every house of an empty sheet
 * ```
 *
 * @group Sheet
 */
export function housesFor(sheet: Sheet, number: number): HouseRef[] {
  const compact = compactOf(checkedSheet(sheet));
  const n = checkedInteger(number, 'number');
  if (n < MIN_HOUSE_NUMBER || n > MAX_HOUSE_NUMBER) return [];
  return housesMeeting(compact, n, n).map((at) => ({ street: STREET_OF[at] as StreetIndex, house: HOUSE_OF[at] as number }));
}

/**
 * Whether `number` fits any empty house of the sheet.
 *
 * @example
 * ```ts
 * import { emptySheet, canWrite } from 'welcome-to-engine';
 * canWrite(emptySheet(), 8); // true
 * ```
 *
 * @group Sheet
 */
export function canWrite(sheet: Sheet, number: number): boolean {
  return fitsSheet(compactOf(checkedSheet(sheet)), checkedInteger(number, 'number'));
}

/**
 * Whether every house of the sheet is written or holds a roundabout: one of the end
 * conditions of [rules §7](../../docs/rules.md#7-end-of-game-and-scoring).
 *
 * @example
 * ```ts
 * import { emptySheet, isSheetFull } from 'welcome-to-engine';
 * isSheetFull(emptySheet()); // false
 * ```
 *
 * @group Sheet
 */
export function isSheetFull(sheet: Sheet): boolean {
  return compactOf(checkedSheet(sheet))[OPEN_HOUSES] === 0;
}
