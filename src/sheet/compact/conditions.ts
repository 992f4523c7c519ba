import type { RuleErrorDetails } from '../../errors/details.js';
import { LAYOUT, type StreetIndex } from '../../rules/layout.js';
import type { EstateCondition, PlanCondition } from '../../rules/plans.js';
import { EGG_SPOTS } from '../../rules/seasons.js';
import type { EstateRef, HouseRef } from '../types.js';
import type { CompactSheet } from './compact.js';
import {
  BIS_MARK,
  CHRISTMAS,
  coneAt,
  CONE_OPEN,
  CONE_LOST,
  eggsAt,
  EGGS,
  EMPTY,
  END,
  HOUSES,
  ICE_CREAM,
  KIND,
  MARKS,
  NUMBER,
  OFFSET,
  POOL_BUILT,
  PRINTED_POOL,
  ROUNDABOUT_MARK,
  TEMPS,
  USED,
  CONE_SOLD,
} from './layout.js';
import { linked } from './lights.js';
import { hasParkBox } from './tracks.js';

/*
 * The conditions of the advanced plans ([rules §10.2](../../../docs/rules.md#102-advanced-plans)) and of the seasonal sheets'
 * plans ([rules §11](../../../docs/rules.md#11-seasonal-sheets)), read off a compact sheet.
 */

/** Whether a plan's condition is met, and the houses a claim of it uses (plans on houses). */
export interface ConditionCheck {
  readonly met: boolean;
  readonly houses: readonly HouseRef[];
}

/** How many bis houses plan 20 takes, all of one street. */
export const BIS_PLAN_HOUSES = 5;

const parksFull = (c: CompactSheet, s: number) => !hasParkBox(c, s);

function every(s: number, test: (at: number) => boolean): boolean {
  for (let at = OFFSET[s as 0]; at < END[s as 0]; at++) if (!test(at)) return false;
  return true;
}

const poolsBuilt = (c: CompactSheet, s: number) => every(s, (at) => PRINTED_POOL[at] === 0 || ((c[MARKS + at] as number) & POOL_BUILT) !== 0);
const hasRoundabout = (c: CompactSheet, s: number) => !every(s, (at) => ((c[MARKS + at] as number) & ROUNDABOUT_MARK) === 0);
const filled = (c: CompactSheet, s: number) => every(s, (at) => c[NUMBER + at] !== EMPTY || ((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0);
const freeBis = (c: CompactSheet, at: number) => ((c[MARKS + at] as number) & (BIS_MARK | USED)) === BIS_MARK;

/** Plans 18 and 19: every house of the street written (roundabouts aside), none used by a plan; the houses it uses. */
function wholeStreet(c: CompactSheet, s: StreetIndex): ConditionCheck {
  const houses: HouseRef[] = [];
  let free = true;
  for (let h = 0; h < HOUSES[s]; h++) {
    const at = OFFSET[s] + h;
    if (((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0) continue;
    if (((c[MARKS + at] as number) & USED) !== 0) free = false;
    houses.push({ street: s, house: h });
  }
  return filled(c, s) && free ? { met: true, houses } : { met: false, houses: [] };
}

/** Plan 22: both end houses of every street written and unused. */
function streetEnds(c: CompactSheet): ConditionCheck {
  const houses: HouseRef[] = [];
  for (const s of [0, 1, 2] as const) houses.push({ street: s, house: 0 }, { street: s, house: LAYOUT[s].houses - 1 });
  const ok = houses.every((ref) => {
    const at = OFFSET[ref.street] + ref.house;
    return c[NUMBER + at] !== EMPTY && ((c[MARKS + at] as number) & USED) === 0;
  });
  return ok ? { met: true, houses } : { met: false, houses: [] };
}

type BisHousesProblem = RuleErrorDetails<'claim/house'> extends infer D ? (D extends unknown ? Omit<D, 'plan'> : never) : never;

/** Why `houses` are not five bis houses of one street that no plan used (plan 20's claim), or `undefined`. */
export function bisHousesProblem(c: CompactSheet, houses: readonly HouseRef[]): BisHousesProblem | undefined {
  if (houses.length !== BIS_PLAN_HOUSES) return { reason: 'count', count: houses.length };
  const street = houses[0]?.street as StreetIndex;
  for (let i = 0; i < houses.length; i++) {
    const ref = houses[i] as HouseRef;
    if (ref.street !== street) return { reason: 'one-street' };
    for (let j = 0; j < i; j++) if ((houses[j] as HouseRef).house === ref.house) return { reason: 'twice', house: ref.house };
    if (!(Number.isInteger(ref.house) && ref.house >= 0 && ref.house < HOUSES[street])) return { reason: 'no-house', street, house: ref.house };
    const at = OFFSET[street] + ref.house;
    if (((c[MARKS + at] as number) & BIS_MARK) === 0) return { reason: 'not-bis', street, house: ref.house };
    if (((c[MARKS + at] as number) & USED) !== 0) return { reason: 'used', street, house: ref.house };
  }
  return undefined;
}

/** Each street's bis houses that no plan used. */
export function freeBisHouses(c: CompactSheet): HouseRef[][] {
  return ([0, 1, 2] as const).map((s) => {
    const found: HouseRef[] = [];
    for (let h = 0; h < HOUSES[s]; h++) if (freeBis(c, OFFSET[s] + h)) found.push({ street: s, house: h });
    return found;
  });
}

/** Whether a street's cones are all sold (the ice cream sheet's condition plan). */
export function streetConesSold(c: CompactSheet): boolean {
  if (c[KIND] !== ICE_CREAM) return false;
  return [0, 1, 2].some((s) => every(s, (at) => coneAt(c, at) !== CONE_OPEN && coneAt(c, at) !== CONE_LOST));
}

/** Whether a whole street is one string of lights (the Christmas sheet's condition plan). */
export function streetOneString(c: CompactSheet): boolean {
  if (c[KIND] !== CHRISTMAS) return false;
  return [0, 1, 2].some((s) => {
    for (let h = 0; h < HOUSES[s as 0] - 1; h++) if (!linked(c, s, h)) return false;
    return true;
  });
}

/** Whether every egg of the bottom street is collected (the eggs sheet's condition plan). */
export function bottomStreetEggs(c: CompactSheet): boolean {
  return c[KIND] === EGGS && EGG_SPOTS[2].every((spot, h) => eggsAt(c, OFFSET[2] + h) === spot);
}

const count = (c: CompactSheet, test: (c: CompactSheet, s: number) => boolean) => [0, 1, 2].filter((s) => test(c, s)).length;
const plain = (met: boolean): ConditionCheck => ({ met, houses: [] });

/**
 * Whether the sheet meets a plan's condition, with the houses a claim of it uses. For
 * plan 20 (`five-bis-in-one-street`), the houses `named` by the claim are checked; with
 * none named, whether five such houses exist.
 */
export function checkCondition(c: CompactSheet, condition: PlanCondition, named?: readonly HouseRef[]): ConditionCheck {
  switch (condition) {
    case 'bottom-street-full':
      return wholeStreet(c, 2);
    case 'top-street-full':
      return wholeStreet(c, 0);
    case 'five-bis-in-one-street':
      if (named !== undefined) return bisHousesProblem(c, named) === undefined ? { met: true, houses: named } : plain(false);
      return plain(freeBisHouses(c).some((houses) => houses.length >= BIS_PLAN_HOUSES));
    case 'seven-temps':
      return plain((c[TEMPS] as number) >= 7);
    case 'street-ends':
      return streetEnds(c);
    case 'two-streets-all-parks':
      return plain(count(c, parksFull) >= 2);
    case 'one-street-parks-pools-roundabout':
      return plain([0, 1, 2].some((s) => parksFull(c, s) && poolsBuilt(c, s) && hasRoundabout(c, s)));
    case 'two-streets-all-pools':
      return plain(count(c, poolsBuilt) >= 2);
    case 'bottom-street-parks-pools':
      return plain(parksFull(c, 2) && poolsBuilt(c, 2));
    case 'middle-street-parks-pools':
      return plain(parksFull(c, 1) && poolsBuilt(c, 1));
    // The seasonal condition plans use no house.
    case 'street-cones-sold':
      return plain(streetConesSold(c));
    case 'street-one-string':
      return plain(streetOneString(c));
    case 'bottom-street-eggs':
      return plain(bottomStreetEggs(c));
  }
}

/** Whether a claim of the condition names its houses (plan 20's bis houses). */
export function namesHouses(condition: PlanCondition): boolean {
  return condition === 'five-bis-in-one-street';
}

/**
 * Whether an estate shows what a seasonal plan asks of each of its estates ([rules §11](../../../docs/rules.md#11-seasonal-sheets)): no sold
 * cone or three, its houses unlinked or all linked, no egg or three. On another kind of
 * sheet, never.
 */
export function estateShows(c: CompactSheet, ref: EstateRef, condition: EstateCondition): boolean {
  const first = OFFSET[ref.street];
  const start = ref.start;
  const end = Math.min(start + ref.size, HOUSES[ref.street]);
  let found = 0;
  switch (condition) {
    case 'no-sold-cone':
    case 'three-sold-cones':
      if (c[KIND] !== ICE_CREAM) return false;
      for (let h = start; h < end; h++) if (coneAt(c, first + h) === CONE_SOLD) found += 1;
      return condition === 'no-sold-cone' ? found === 0 : found >= 3;
    case 'unlinked':
    case 'linked':
      if (c[KIND] !== CHRISTMAS) return false;
      for (let h = start; h < end - 1; h++) if (linked(c, ref.street, h)) found += 1;
      return condition === 'unlinked' ? found === 0 : found === ref.size - 1;
    case 'no-egg':
    case 'three-eggs':
      if (c[KIND] !== EGGS) return false;
      for (let h = start; h < end; h++) found += eggsAt(c, first + h);
      return condition === 'no-egg' ? found === 0 : found >= 3;
  }
}
