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
export function roundaboutProblem(sheet: Sheet, at: HouseRef): string | undefined {
  const street = sheet.streets[at.street];
  const house = street.houses[at.house];
  if (house === undefined) return `street ${at.street} has houses 0 to ${street.houses.length - 1}`;
  if (!hasBox(sheet, 'roundabouts')) return 'a sheet holds at most two roundabouts';
  if (house.roundabout) return `house ${at.house} of street ${at.street} already holds a roundabout`;
  if (house.number !== null) return `house ${at.house} of street ${at.street} already holds ${house.number}; a roundabout goes in an empty house`;
  if (house.used !== false) return `house ${at.house} of street ${at.street} lies in an estate used for a plan`;
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
