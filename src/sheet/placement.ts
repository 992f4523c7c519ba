import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { STREET_INDEXES } from '../rules/layout.js';
import type { HouseRef, Sheet, Street } from './types.js';

/**
 * The numbers an empty house may take: every number from `min` to `max` keeps its
 * street strictly increasing (RULES §4.1). `min > max` when nothing fits.
 *
 * @example
 * ```ts
 * import type { NumberRange } from 'welcome-to-engine';
 * const range: NumberRange = { min: 5, max: 9 };
 * ```
 */
export interface NumberRange {
  /** Lowest number that fits. */
  readonly min: number;
  /** Highest number that fits. */
  readonly max: number;
}

/**
 * The numbers that may be written in `house` of `street`, from the written numbers
 * around it. Only numbers between the roundabouts around the house count: each side
 * of a roundabout is ordered on its own (RULES §10.1). A run of equal numbers made by
 * bis copies is one value for ordering. Returns an empty range (`min > max`) for a
 * house that is written or holds a roundabout.
 *
 * @example
 * ```ts
 * import { emptySheet, numberRange } from 'welcome-to-engine';
 * numberRange(emptySheet().streets[0], 4); // { min: 0, max: 17 }
 * ```
 */
export function numberRange(street: Street, house: number): NumberRange {
  const houses = street.houses;
  const here = houses[house];
  if (here === undefined || here.number !== null || here.roundabout) return { min: 1, max: 0 };
  let min = MIN_HOUSE_NUMBER;
  for (let i = house - 1; i >= 0; i--) {
    const left = houses[i] as (typeof houses)[number];
    if (left.roundabout) break;
    if (left.number !== null) {
      min = left.number + 1;
      break;
    }
  }
  let max = MAX_HOUSE_NUMBER;
  for (let i = house + 1; i < houses.length; i++) {
    const right = houses[i] as (typeof houses)[number];
    if (right.roundabout) break;
    if (right.number !== null) {
      max = right.number - 1;
      break;
    }
  }
  return { min, max };
}

/**
 * Whether `number` may be written in `house` of `street`: the house is empty and the
 * street stays strictly increasing on that side of any roundabout (RULES §4.1).
 *
 * @example
 * ```ts
 * import { emptySheet, fitsAt } from 'welcome-to-engine';
 * fitsAt(emptySheet().streets[2], 0, 15); // true
 * ```
 */
export function fitsAt(street: Street, house: number, number: number): boolean {
  const range = numberRange(street, house);
  return number >= range.min && number <= range.max;
}

/**
 * Every house of the sheet where `number` may be written, top street first.
 *
 * @example
 * ```ts
 * import { emptySheet, housesFor } from 'welcome-to-engine';
 * housesFor(emptySheet(), 3).length; // 33: every house of an empty sheet
 * ```
 */
export function housesFor(sheet: Sheet, number: number): HouseRef[] {
  const found: HouseRef[] = [];
  for (const street of STREET_INDEXES) {
    const houses = sheet.streets[street].houses;
    for (let house = 0; house < houses.length; house++) {
      if (fitsAt(sheet.streets[street], house, number)) found.push({ street, house });
    }
  }
  return found;
}

/**
 * Whether `number` fits any empty house of the sheet.
 *
 * @example
 * ```ts
 * import { emptySheet, canWrite } from 'welcome-to-engine';
 * canWrite(emptySheet(), 8); // true
 * ```
 */
export function canWrite(sheet: Sheet, number: number): boolean {
  for (const street of sheet.streets) {
    for (let house = 0; house < street.houses.length; house++) {
      if (fitsAt(street, house, number)) return true;
    }
  }
  return false;
}

/**
 * Whether every house of the sheet is written or holds a roundabout: one of the end
 * conditions of RULES §7.
 *
 * @example
 * ```ts
 * import { emptySheet, isSheetFull } from 'welcome-to-engine';
 * isSheetFull(emptySheet()); // false
 * ```
 */
export function isSheetFull(sheet: Sheet): boolean {
  return sheet.streets.every((street) => street.houses.every((house) => house.number !== null || house.roundabout));
}
