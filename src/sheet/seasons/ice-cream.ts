import { CONES } from '../../rules/seasons.js';
import type { StreetIndex } from '../../rules/layout.js';
import { problemsError } from '../check/findings.js';
import type { HouseRef, Sheet } from '../types.js';
import type { Cone, SeasonOf, Truck } from './types.js';

type IceCream = SeasonOf<'ice-cream'>;

/**
 * Where a truck stands as an index: its house, or just outside its starting end. A
 * position that is no house of the street (a state edited by hand: `2.5`, `"3"`) is
 * `RuleError` `sheet/malformed`, never a start the truck could drive on from forever.
 */
function position(truck: Truck, houses: number, street: StreetIndex): number {
  const at: unknown = truck.at;
  if (at === null) return truck.from === 'right' ? houses : -1;
  if (typeof at === 'number' && Number.isInteger(at) && at >= 0 && at < houses) return at;
  throw problemsError([{ code: 'sheet/malformed', path: `season.trucks[${street}].at`, message: `is not a house of its street (0 to ${houses - 1}) nor null` }], 'validateSheet');
}

/** Whether the truck has not yet reached or passed `house`, so writing there drives it on ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)). */
function ahead(truck: Truck, houses: number, street: StreetIndex, house: number): boolean {
  const at = position(truck, houses, street);
  return truck.from === 'right' ? house < at : house > at;
}

/**
 * The season once a number is written in `at` ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)): if the house is ahead of
 * its street's truck, the truck drives there, the cone on it is sold and the cones it
 * passed are lost; a house behind the truck changes nothing. `from` sets the bottom
 * truck's starting end the first time it is needed.
 */
export function driveTruck(season: IceCream, at: HouseRef, from: 'left' | 'right' | undefined): IceCream {
  const street = at.street;
  const current = season.trucks[street];
  const truck: Truck = current.from === null ? { from: from ?? null, at: null } : current;
  const houses = season.cones[street].length;
  if (truck.from === null || !ahead(truck, houses, street, at.house)) return truck === current ? season : withTruck(season, street, truck, season.cones[street]);
  const cones = season.cones[street].slice();
  // The houses strictly between the truck and `at`, which is ahead of it: a walk
  // bounded by comparisons, from a position checked to be a house or an end.
  const stands = position(truck, houses, street);
  if (truck.from === 'right') {
    for (let house = stands - 1; house > at.house; house--) if (cones[house] === 'open') cones[house] = 'lost';
  } else {
    for (let house = stands + 1; house < at.house; house++) if (cones[house] === 'open') cones[house] = 'lost';
  }
  if (cones[at.house] === 'open') cones[at.house] = 'sold';
  return withTruck(season, street, { from: truck.from, at: at.house }, cones);
}

function withTruck(season: IceCream, street: StreetIndex, truck: Truck, cones: readonly Cone[]): IceCream {
  const trucks = [season.trucks[0], season.trucks[1], season.trucks[2]] as [Truck, Truck, Truck];
  trucks[street] = truck;
  const allCones = [season.cones[0], season.cones[1], season.cones[2]] as [readonly Cone[], readonly Cone[], readonly Cone[]];
  allCones[street] = cones;
  return { kind: 'ice-cream', trucks, cones: allCones, bonuses: season.bonuses };
}

/** Whether every cone of a street is sold or lost: its truck has circled or crossed the last one ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)). */
export function streetDone(season: IceCream, street: StreetIndex): boolean {
  return season.cones[street].every((cone) => cone !== 'open');
}

/** How many cones of a street are sold. */
export function soldCones(season: IceCream, street: StreetIndex): number {
  let sold = 0;
  for (const cone of season.cones[street]) if (cone === 'sold') sold += 1;
  return sold;
}

/** The scoops of every sold cone of the sheet ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck): one point a scoop). */
export function soldScoops(season: IceCream): number {
  let scoops = 0;
  for (let s = 0; s < season.cones.length; s++) {
    const street = season.cones[s] as readonly Cone[];
    const printed = CONES[s] as readonly number[];
    for (let house = 0; house < street.length; house++) if (street[house] === 'sold') scoops += printed[house] ?? 0;
  }
  return scoops;
}

/** Whether writing a number in `at` on `sheet` needs the player to choose where the bottom truck starts: its first number in the bottom street. */
export function needsTruckStart(sheet: Sheet, at: HouseRef): boolean {
  return sheet.season.kind === 'ice-cream' && at.street === 2 && sheet.season.trucks[2].from === null;
}
