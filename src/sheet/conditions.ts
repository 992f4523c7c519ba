import type { RuleErrorDetails } from '../errors/details.js';
import { mapPacked } from '../internal/packed.js';
import { hasParkBox } from './boxes.js';
import { LAYOUT, STREETS, type StreetIndex } from '../rules/layout.js';
import type { PlanCondition } from '../rules/plans.js';
import { bottomStreetEggs, streetConesSold, streetOneString } from './seasons/plan-conditions.js';
import type { House, HouseRef, Sheet, Street } from './types.js';

/** Whether a condition plan is met, and the houses it uses if it is ([rules §10.2](../../docs/rules.md#102-advanced-plans)). */
export interface ConditionCheck {
  readonly met: boolean;
  /** Houses that become used (plans 18, 19, 20 and 22); none of them was used before. */
  readonly houses: readonly HouseRef[];
}

/** How many bis houses plan 20 needs in one street. */
export const BIS_PLAN_HOUSES = 5;

const parksFull = (sheet: Sheet, s: StreetIndex) => !hasParkBox(sheet, s);
const poolsBuilt = (street: Street) => street.houses.every((house) => house.pool !== 'printed');
const hasRoundabout = (street: Street) => street.houses.some((house) => house.roundabout);
const filled = (street: Street) => street.houses.every((house) => house.number !== null || house.roundabout);
const freeBis = (house: House) => house.bis && house.used === false;

function streetHouses(sheet: Sheet, s: StreetIndex): HouseRef[] {
  return sheet.streets[s].houses.flatMap((house, index) => (house.roundabout ? [] : [{ street: s, house: index }]));
}

/** Plans 18 and 19: every house of the street written (a roundabout counts as filled), none used before. */
function wholeStreet(sheet: Sheet, s: StreetIndex): ConditionCheck {
  const houses = streetHouses(sheet, s);
  const free = houses.every((ref) => sheet.streets[ref.street].houses[ref.house]?.used === false);
  return filled(sheet.streets[s]) && free ? { met: true, houses } : { met: false, houses: [] };
}

/**
 * Plan 22: the first and last house of every street hold a number (a roundabout is
 * no number: it is filled only for the full-street plans), none used before.
 */
function streetEnds(sheet: Sheet): ConditionCheck {
  const houses = STREETS.flatMap((s): HouseRef[] => [
    { street: s, house: 0 },
    { street: s, house: LAYOUT[s].houses - 1 },
  ]);
  const ok = houses.every((ref) => {
    const house = sheet.streets[ref.street].houses[ref.house];
    return house !== undefined && house.number !== null && house.used === false;
  });
  return ok ? { met: true, houses } : { met: false, houses: [] };
}

/** Why houses named for plan 20 cannot fulfil it: the details of a `claim/house` error, but the plan. */
type BisHousesProblem = RuleErrorDetails<'claim/house'> extends infer D ? (D extends unknown ? Omit<D, 'plan'> : never) : never;

/**
 * Why the houses named for plan 20 cannot fulfil it, or `undefined` when they can:
 * five distinct bis copies of one street, none used for a plan before.
 */
export function bisHousesProblem(sheet: Sheet, houses: readonly HouseRef[]): BisHousesProblem | undefined {
  if (houses.length !== BIS_PLAN_HOUSES) return { reason: 'count', count: houses.length };
  const street = houses[0]?.street as StreetIndex;
  for (let i = 0; i < houses.length; i++) {
    const ref = houses[i] as HouseRef;
    if (ref.street !== street) return { reason: 'one-street' };
    for (let j = 0; j < i; j++) if ((houses[j] as HouseRef).house === ref.house) return { reason: 'twice', house: ref.house };
    const house = sheet.streets[street].houses[ref.house];
    if (house === undefined) return { reason: 'no-house', street, house: ref.house };
    if (!house.bis) return { reason: 'not-bis', street, house: ref.house };
    if (house.used !== false) return { reason: 'used', street, house: ref.house };
  }
  return undefined;
}

/** The bis copies of each street that no plan has used, top street first. */
export function freeBisHouses(sheet: Sheet): HouseRef[][] {
  return mapPacked(STREETS, (s) => sheet.streets[s].houses.flatMap((house, index) => (freeBis(house) ? [{ street: s, house: index }] : [])));
}

const count = (predicate: (s: StreetIndex) => boolean) => STREETS.filter(predicate).length;
const plain = (met: boolean): ConditionCheck => ({ met, houses: [] });

/**
 * Checks a condition plan on a sheet: the advanced plans of
 * [rules §10.2](../../docs/rules.md#102-advanced-plans), the seasonal ones of
 * [§11](../../docs/rules.md#11-seasonal-sheets). The houses of plans
 * 18, 19, 20 and 22 become used, so a house already used for a plan cannot count
 * again. Plan 20 uses the bis houses its claim names (`named`); without them the
 * check says whether five unused bis copies stand in one street.
 */
export function checkCondition(sheet: Sheet, condition: PlanCondition, named?: readonly HouseRef[]): ConditionCheck {
  switch (condition) {
    case 'bottom-street-full':
      return wholeStreet(sheet, 2);
    case 'top-street-full':
      return wholeStreet(sheet, 0);
    case 'five-bis-in-one-street':
      if (named !== undefined) return bisHousesProblem(sheet, named) === undefined ? { met: true, houses: named } : plain(false);
      return plain(sheet.streets.some((street) => street.houses.filter(freeBis).length >= BIS_PLAN_HOUSES));
    case 'seven-temps':
      return plain(sheet.temps >= 7);
    case 'street-ends':
      return streetEnds(sheet);
    case 'two-streets-all-parks':
      return plain(count((s) => parksFull(sheet, s)) >= 2);
    case 'one-street-parks-pools-roundabout':
      return plain(
        STREETS.some((s) => parksFull(sheet, s) && poolsBuilt(sheet.streets[s]) && hasRoundabout(sheet.streets[s])),
      );
    case 'two-streets-all-pools':
      return plain(count((s) => poolsBuilt(sheet.streets[s])) >= 2);
    case 'bottom-street-parks-pools':
      return plain(parksFull(sheet, 2) && poolsBuilt(sheet.streets[2]));
    case 'middle-street-parks-pools':
      return plain(parksFull(sheet, 1) && poolsBuilt(sheet.streets[1]));
    // The seasonal condition plans use no house ([rules §11](../../docs/rules.md#11-seasonal-sheets)).
    case 'street-cones-sold':
      return plain(streetConesSold(sheet));
    case 'street-one-string':
      return plain(streetOneString(sheet));
    case 'bottom-street-eggs':
      return plain(bottomStreetEggs(sheet));
  }
}

/** Whether a condition plan names its houses in the claim (plan 20) rather than using fixed ones. */
export function namesHouses(condition: PlanCondition): boolean {
  return condition === 'five-bis-in-one-street';
}
