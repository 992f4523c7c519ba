import type { StreetIndex } from '../rules/layout.js';
import { compactOf } from './compact/json.js';
import { HOUSE_OF, STREET_OF } from './compact/layout.js';
import { spotsOn } from './compact/roundabouts.js';
import { checkedSheet } from './guard.js';
import type { HouseRef, Sheet } from './types.js';

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
  return spotsOn(compactOf(checkedSheet(sheet))).map((at) => ({ street: STREET_OF[at] as StreetIndex, house: HOUSE_OF[at] as number }));
}
