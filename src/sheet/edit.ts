import type { Draft } from '../internal/draft.js';
import type { StreetIndex } from '../rules/layout.js';
import type { House, HouseRef, Sheet, Street } from './types.js';
import type { CountingTrack } from './boxes.js';

/**
 * Copy-on-write edits of a sheet: each returns a new sheet sharing every part it did
 * not change, and never touches its input. Checks belong to the callers.
 */

// Copies are object literals with every field in one order, never spreads: every
// sheet and street then shares one shape, which keeps V8's property reads fast on
// the engine's hot paths (a spread copy of a frozen sheet gets a shape of its own).

/** A fresh copy of the sheet's top level, to change before it is returned. */
function copySheet(sheet: Sheet): Draft<Sheet> {
  return {
    streets: sheet.streets,
    pools: sheet.pools,
    temps: sheet.temps,
    bis: sheet.bis,
    refusals: sheet.refusals,
    roundabouts: sheet.roundabouts,
    improvements: sheet.improvements,
    plans: sheet.plans,
    season: sheet.season,
  };
}

function withStreet(sheet: Sheet, index: StreetIndex, changed: Street): Sheet {
  const streets = [sheet.streets[0], sheet.streets[1], sheet.streets[2]] as [Street, Street, Street];
  streets[index] = changed;
  const next = copySheet(sheet);
  next.streets = streets;
  return next;
}

/** The sheet with house `index` of `street` replaced by `changed`. */
function withHouse(sheet: Sheet, street: StreetIndex, index: number, changed: House): Sheet {
  const current = sheet.streets[street];
  const houses = current.houses.slice();
  houses[index] = changed;
  return withStreet(sheet, street, { houses, fences: current.fences, parks: current.parks });
}

/** The sheet with some fields of one house changed. */
export function editHouse(sheet: Sheet, at: HouseRef, patch: Partial<House>): Sheet {
  const house = sheet.streets[at.street].houses[at.house] as House;
  // Field by field: a literal of the same shape is faster than spreading a patch.
  return withHouse(sheet, at.street, at.house, {
    number: patch.number === undefined ? house.number : patch.number,
    bis: patch.bis ?? house.bis,
    roundabout: patch.roundabout ?? house.roundabout,
    pool: patch.pool ?? house.pool,
    used: patch.used ?? house.used,
  });
}

/**
 * {@link editHouse} for the patch of every build, a number (a bis copy when `bis`),
 * with plain arguments: the patches and house references of many shapes that
 * `editHouse` is given make its reads megamorphic in V8, and this runs for every
 * number written and every placement a bot rates.
 */
export function writeHouseNumber(sheet: Sheet, street: StreetIndex, index: number, number: number, bis: boolean): Sheet {
  const house = sheet.streets[street].houses[index] as House;
  return withHouse(sheet, street, index, { number, bis: bis || house.bis, roundabout: house.roundabout, pool: house.pool, used: house.used });
}

/** The sheet with several houses marked used for a plan, as part of an estate or as houses. */
export function markUsed(sheet: Sheet, refs: readonly HouseRef[], use: 'estate' | 'house'): Sheet {
  let next = sheet;
  for (const ref of refs) next = editHouse(next, ref, { used: use });
  return next;
}

/** The sheet with a fence drawn in `slot` of `street`. */
export function drawFence(sheet: Sheet, street: StreetIndex, slot: number): Sheet {
  const current = sheet.streets[street];
  const fences = current.fences.slice();
  fences[slot] = true;
  return withStreet(sheet, street, { houses: current.houses, fences, parks: current.parks });
}

/**
 * The sheet with a roundabout in the empty house `at` ([rules §10.1](../../docs/rules.md#101-roundabouts)): the fences on
 * both of its sides drawn (the street's end fences already stand) and the next box of
 * the roundabout track crossed.
 */
export function writeRoundabout(sheet: Sheet, at: HouseRef): Sheet {
  const current = sheet.streets[at.street];
  const houses = current.houses.slice();
  const house = houses[at.house] as House;
  houses[at.house] = { number: null, bis: false, roundabout: true, pool: house.pool, used: house.used };
  const fences = current.fences.slice();
  fences[at.house] = true;
  fences[at.house + 1] = true;
  const next = withStreet(sheet, at.street, { houses, fences, parks: current.parks });
  return crossBox(next, 'roundabouts');
}

/** The sheet with one more park crossed in `street`. */
export function crossPark(sheet: Sheet, street: StreetIndex): Sheet {
  const current = sheet.streets[street];
  return withStreet(sheet, street, { houses: current.houses, fences: current.fences, parks: current.parks + 1 });
}

/** The sheet with one more box crossed on the value track of estates of `size`. */
export function crossImprovement(sheet: Sheet, size: number): Sheet {
  const improvements = sheet.improvements.slice();
  improvements[size - 1] = (improvements[size - 1] as number) + 1;
  const next = copySheet(sheet);
  next.improvements = improvements;
  return next;
}

/** The sheet with one more box crossed on a counting track. */
export function crossBox(sheet: Sheet, track: CountingTrack): Sheet {
  const next = copySheet(sheet);
  // Field by field: `next[track]` would go megamorphic (see hasBox).
  switch (track) {
    case 'pools':
      next.pools = sheet.pools + 1;
      break;
    case 'temps':
      next.temps = sheet.temps + 1;
      break;
    case 'bis':
      next.bis = sheet.bis + 1;
      break;
    case 'refusals':
      next.refusals = sheet.refusals + 1;
      break;
    case 'roundabouts':
      next.roundabouts = sheet.roundabouts + 1;
      break;
  }
  return next;
}

/** The sheet with points written in a plan box. */
export function writePlan(sheet: Sheet, plan: number, points: number): Sheet {
  const plans = sheet.plans.slice();
  plans[plan] = points;
  const next = copySheet(sheet);
  next.plans = plans;
  return next;
}
