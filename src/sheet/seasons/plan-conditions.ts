import { EGG_SPOTS } from '../../rules/seasons.js';
import type { EstateCondition } from '../../rules/plans.js';
import { STREETS } from '../../rules/layout.js';
import type { EstateRef, Sheet } from '../types.js';
import { linked } from './lights.js';

/**
 * Whether the estate `ref` shows what a seasonal estate plan asks of each of its
 * estates ([rules §11](../../../docs/rules.md#11-seasonal-sheets)): on the ice cream
 * sheet no sold cone, or at least three; on the Christmas sheet no link between its
 * houses, or every house linked to the next; on the spring sheet no collected egg, or at
 * least three. On another kind of sheet it never does.
 */
export function estateShows(sheet: Sheet, ref: EstateRef, condition: EstateCondition): boolean {
  const season = sheet.season;
  const street = sheet.streets[ref.street];
  const end = ref.start + ref.size;
  let count = 0;
  switch (condition) {
    case 'no-sold-cone':
    case 'three-sold-cones':
      if (season.kind !== 'ice-cream') return false;
      for (let house = ref.start; house < end; house++) if (season.cones[ref.street][house] === 'sold') count += 1;
      return condition === 'no-sold-cone' ? count === 0 : count >= 3;
    case 'unlinked':
    case 'linked':
      if (season.kind !== 'christmas') return false;
      for (let house = ref.start; house < end - 1; house++) if (linked(street, house)) count += 1;
      return condition === 'unlinked' ? count === 0 : count === ref.size - 1;
    case 'no-egg':
    case 'three-eggs':
      if (season.kind !== 'eggs') return false;
      for (let house = ref.start; house < end; house++) count += season.eggs[ref.street][house] ?? 0;
      return condition === 'no-egg' ? count === 0 : count >= 3;
  }
}

/** Ice cream truck plan: every cone of some street sold. */
export function streetConesSold(sheet: Sheet): boolean {
  const season = sheet.season;
  return season.kind === 'ice-cream' && season.cones.some((street) => street.every((cone) => cone === null || cone === 'sold'));
}

/** Christmas lights plan: every house of some street written and on one string. */
export function streetOneString(sheet: Sheet): boolean {
  if (sheet.season.kind !== 'christmas') return false;
  return STREETS.some((s) => {
    const street = sheet.streets[s];
    for (let house = 0; house < street.houses.length - 1; house++) if (!linked(street, house)) return false;
    return true;
  });
}

/** Spring eggs plan: every egg of the bottom street collected. */
export function bottomStreetEggs(sheet: Sheet): boolean {
  const season = sheet.season;
  return season.kind === 'eggs' && EGG_SPOTS[2].every((spot, house) => (season.eggs[2][house] ?? 0) === spot);
}
