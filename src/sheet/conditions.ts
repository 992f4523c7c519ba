import { hasParkBox } from './boxes.js';
import { SHEET_LAYOUT, STREET_INDEXES, type StreetIndex } from '../rules/layout.js';
import type { PlanCondition } from '../rules/plans.js';
import type { HouseRef, Sheet, Street } from './types.js';

/** Whether a condition plan is met, and the houses it uses if it is (RULES §10.2). */
export interface ConditionCheck {
  readonly met: boolean;
  /** Houses that become used (plans 18, 19 and 22); they must not be used already. */
  readonly houses: readonly HouseRef[];
}

const parksFull = (sheet: Sheet, s: StreetIndex) => !hasParkBox(sheet, s);
const poolsBuilt = (street: Street) => street.houses.every((house) => house.pool !== 'printed');
const hasRoundabout = (street: Street) => street.houses.some((house) => house.roundabout);
const filled = (street: Street) => street.houses.every((house) => house.number !== null || house.roundabout);

function streetHouses(sheet: Sheet, s: StreetIndex): HouseRef[] {
  return sheet.streets[s].houses.flatMap((house, index) => (house.roundabout ? [] : [{ street: s, house: index }]));
}

function wholeStreet(sheet: Sheet, s: StreetIndex): ConditionCheck {
  const houses = streetHouses(sheet, s);
  const free = houses.every((ref) => !sheet.streets[ref.street].houses[ref.house]?.used);
  return filled(sheet.streets[s]) && free ? { met: true, houses } : { met: false, houses: [] };
}

const count = (predicate: (s: StreetIndex) => boolean) => STREET_INDEXES.filter(predicate).length;
const plain = (met: boolean): ConditionCheck => ({ met, houses: [] });

/**
 * Checks an advanced plan's condition on a sheet. The houses of plans 18, 19 and 22
 * become used like estates, so a house already used for a plan cannot count again.
 */
export function checkCondition(sheet: Sheet, condition: PlanCondition): ConditionCheck {
  switch (condition) {
    case 'bottom-street-full':
      return wholeStreet(sheet, 2);
    case 'top-street-full':
      return wholeStreet(sheet, 0);
    case 'five-bis-in-one-street':
      return plain(sheet.streets.some((street) => street.houses.filter((house) => house.bis).length >= 5));
    case 'seven-temps':
      return plain(sheet.temps >= 7);
    case 'street-ends': {
      const houses = STREET_INDEXES.flatMap((s): HouseRef[] => [
        { street: s, house: 0 },
        { street: s, house: SHEET_LAYOUT[s].houses - 1 },
      ]);
      const ok = houses.every((ref) => {
        const house = sheet.streets[ref.street].houses[ref.house];
        return house !== undefined && house.number !== null && !house.used;
      });
      return ok ? { met: true, houses } : { met: false, houses: [] };
    }
    case 'two-streets-all-parks':
      return plain(count((s) => parksFull(sheet, s)) >= 2);
    case 'one-street-parks-pools-roundabout':
      return plain(
        STREET_INDEXES.some((s) => parksFull(sheet, s) && poolsBuilt(sheet.streets[s]) && hasRoundabout(sheet.streets[s])),
      );
    case 'two-streets-all-pools':
      return plain(count((s) => poolsBuilt(sheet.streets[s])) >= 2);
    case 'bottom-street-parks-pools':
      return plain(parksFull(sheet, 2) && poolsBuilt(sheet.streets[2]));
    case 'middle-street-parks-pools':
      return plain(parksFull(sheet, 1) && poolsBuilt(sheet.streets[1]));
  }
}
