import type { RuleErrorDetails } from '../errors/details.js';
import { checkedSheet } from './guard.js';
import { STREETS } from '../rules/layout.js';
import { hasBox } from './boxes.js';
import { writeRoundabout } from './edit.js';
import { writableSomewhere } from './placement.js';
import type { HouseRef, Sheet } from './types.js';

/**
 * Why a roundabout may not be written in `at`, or `undefined` when it may
 * ([rules §10.1](../../docs/rules.md#101-roundabouts)): the sheet has fewer than two, and the house is empty (no number, no
 * roundabout) and no plan used it. Whether the game offers roundabouts at all is the
 * game's question.
 */
export function roundaboutProblem(sheet: Sheet, at: HouseRef): RuleErrorDetails<'choice/roundabout'> | undefined {
  const street = sheet.streets[at.street];
  const house = street.houses[at.house];
  if (house === undefined) return { reason: 'no-house', street: at.street, house: at.house, houses: street.houses.length };
  if (!hasBox(sheet, 'roundabouts')) return { reason: 'full' };
  if (house.roundabout) return { reason: 'roundabout', street: at.street, house: at.house };
  if (house.number !== null) return { reason: 'number', street: at.street, house: at.house, number: house.number };
  if (house.used !== false) return { reason: 'used', street: at.street, house: at.house };
  return undefined;
}

/**
 * Every house of the sheet where a roundabout may be written, top street first
 * ([rules §10.1](../../docs/rules.md#101-roundabouts)): while the sheet has fewer than
 * two, every empty house that no plan has used. Whether the game offers roundabouts is
 * the game's question (`variants.roundabouts`).
 *
 * @example
 * ```ts
 * import { emptySheet, roundaboutSpots } from 'welcome-to-engine';
 * roundaboutSpots(emptySheet()).length; // 33: any empty house
 * roundaboutSpots({ ...emptySheet(), roundabouts: 2 }); // []: two is the most
 * ```
 *
 * @group Sheet
 */
export function roundaboutSpots(sheet: Sheet): HouseRef[] {
  return listRoundaboutSpots(checkedSheet(sheet));
}

/** {@link roundaboutSpots} for the engine's own sheets, unchecked. */
export function listRoundaboutSpots(sheet: Sheet): HouseRef[] {
  const spots: HouseRef[] = [];
  if (!hasBox(sheet, 'roundabouts')) return spots;
  for (const street of STREETS) {
    const houses = sheet.streets[street].houses;
    for (let house = 0; house < houses.length; house++) {
      const h = houses[house] as (typeof houses)[number];
      if (h.number === null && !h.roundabout && h.used === false) spots.push({ street, house });
    }
  }
  return spots;
}

/**
 * Whether `number` fits an empty house once a roundabout is written in another empty
 * house ([rules §10.1](../../docs/rules.md#101-roundabouts): each side of a roundabout is ordered on its own, so a roundabout
 * can make room for a number).
 */
export function fitsWithRoundabout(sheet: Sheet, number: number): boolean {
  for (const spot of listRoundaboutSpots(sheet)) {
    if (writableSomewhere(writeRoundabout(sheet, spot), number)) return true;
  }
  return false;
}
