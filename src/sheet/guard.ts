import { MAX_HOUSE_NUMBER } from '../rules/cards.js';
import { LAYOUT } from '../rules/layout.js';
import { CONES, EGG_SPOTS, SHEET_KINDS } from '../rules/seasons.js';
import { TRACK_VALUES } from '../rules/tracks.js';
import { snapshot } from '../internal/snapshot.js';
import { Findings, problemsError } from './check/findings.js';
import { Reader } from './check/read.js';
import { readSheet } from './check/read-sheet.js';
import { BOXES } from './boxes.js';
import type { Sheet, Street } from './types.js';

const CONE_STATES = ['open', 'sold', 'lost'];
const BONUSES = ['open', 'won', 'lost'];
const ENDS = ['left', 'right', null];

const count = (value: unknown, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max && !Object.is(value, -0);

/** Per street, whether each house has a printed pool. */
const PRINTED_POOLS = LAYOUT.map((layout) => Array.from({ length: layout.houses }, (_, h) => layout.pools.includes(h)));

/** Whether a street has the shape of printed street `index`, read with plain reads (the caller catches what a getter throws). */
function isStreet(street: unknown, index: number): boolean {
  const layout = LAYOUT[index as 0];
  const pools = PRINTED_POOLS[index] as boolean[];
  if (typeof street !== 'object' || street === null || layout === undefined) return false;
  const { houses, fences, parks } = street as Street;
  if (!Array.isArray(houses) || houses.length !== layout.houses || !Array.isArray(fences) || fences.length !== layout.houses + 1) return false;
  if (!count(parks, layout.parks.length - 1)) return false;
  for (let h = 0; h < houses.length; h++) {
    const house = houses[h] as unknown;
    if (typeof house !== 'object' || house === null) return false;
    const { number, bis, roundabout, pool, used } = house as Record<string, unknown>;
    if (number !== null && !count(number, MAX_HOUSE_NUMBER)) return false;
    if (typeof bis !== 'boolean' || typeof roundabout !== 'boolean') return false;
    if (pool === 'none' ? pools[h] : !(pools[h] && (pool === 'printed' || pool === 'built'))) return false;
    if (used !== false && used !== 'estate' && used !== 'house') return false;
  }
  for (let slot = 0; slot < fences.length; slot++) if (typeof fences[slot] !== 'boolean') return false;
  return true;
}

/** Whether each street's cells have the printed shape: `count(cell, printed)` for printed features, `null` elsewhere. */
function rowsFit(rows: unknown, printed: readonly (readonly number[])[], cell: (value: unknown, spots: number) => boolean): boolean {
  if (!Array.isArray(rows) || rows.length !== 3) return false;
  return printed.every((street, s) => {
    const row = rows[s] as unknown;
    return Array.isArray(row) && row.length === street.length && street.every((spots, h) => (spots === 0 ? row[h] === null : cell(row[h], spots)));
  });
}

function isSeason(season: unknown): boolean {
  if (typeof season !== 'object' || season === null) return false;
  const value = season as Record<string, unknown>;
  switch (value.kind) {
    case 'classic':
    case 'christmas':
      return true;
    case 'ice-cream': {
      const trucks = value.trucks;
      const bonuses = value.bonuses;
      if (!Array.isArray(trucks) || trucks.length !== 3 || !Array.isArray(bonuses) || bonuses.length !== 3) return false;
      const trucksFit = trucks.every((truck: unknown, s) => {
        if (typeof truck !== 'object' || truck === null) return false;
        const { from, at } = truck as Record<string, unknown>;
        return ENDS.includes(from as string) && (at === null || count(at, LAYOUT[s as 0].houses - 1));
      });
      return trucksFit && bonuses.every((bonus: unknown) => BONUSES.includes(bonus as string)) && rowsFit(value.cones, CONES, (cone) => CONE_STATES.includes(cone as string));
    }
    case 'eggs':
      return rowsFit(value.eggs, EGG_SPOTS, (eggs, spots) => count(eggs, spots));
    default:
      return false;
  }
}

/**
 * Whether `value` has the shape of a {@link Sheet}: every field of the right type and
 * within its printed range. Plain reads, no copy: cheap enough for every call of a
 * public sheet function; fields the type does not have are ignored.
 */
function isSheet(value: unknown): value is Sheet {
  try {
    if (typeof value !== 'object' || value === null) return false;
    const sheet = value as Record<string, unknown>;
    const streets = sheet.streets;
    if (!Array.isArray(streets) || streets.length !== 3 || !streets.every((street: unknown, s) => isStreet(street, s))) return false;
    if (!count(sheet.pools, BOXES.pools) || !count(sheet.temps, BOXES.temps) || !count(sheet.bis, BOXES.bis)) return false;
    if (!count(sheet.refusals, BOXES.refusals) || !count(sheet.roundabouts, BOXES.roundabouts)) return false;
    const improvements = sheet.improvements;
    if (!Array.isArray(improvements) || improvements.length !== 6 || !improvements.every((marks: unknown, size) => count(marks, (TRACK_VALUES.estates[size]?.length ?? 1) - 1))) return false;
    const plans = sheet.plans;
    if (!Array.isArray(plans) || plans.length !== 3 || !plans.every((points: unknown) => points === null || count(points, 99))) return false;
    return isSeason(sheet.season) && SHEET_KINDS.includes((sheet.season as { kind: never }).kind);
  } catch {
    // A getter or a proxy threw: not a sheet; the slow path says why.
    return false;
  }
}

/**
 * `value` as a sheet, for a public function that takes one from its caller: the value
 * itself when it has a sheet's shape, else `RuleError` `sheet/malformed` naming the
 * problems (as {@link validateSheet} reports them, under `name`).
 */
export function checkedSheet(value: unknown, name = 'sheet'): Sheet {
  if (isSheet(value)) return value;
  const copy = snapshot(value, name);
  const findings = new Findings();
  if (!copy.ok) findings.add('sheet/malformed', copy.problem.path, copy.problem.problem);
  else readSheet(new Reader(findings, 'sheet/malformed'), copy.value, '');
  if (findings.empty) return copy.ok ? (copy.value as Sheet) : (value as Sheet);
  throw problemsError(findings.list, 'validateSheet', copy.ok ? name : '');
}

/** `value` as a street of the printed sheet, for the public functions that take one. */
export function checkedStreet(value: unknown, name = 'street'): Street {
  try {
    if ([0, 1, 2].some((index) => isStreet(value, index))) return value as Street;
  } catch {
    // Reported below.
  }
  throw problemsError([{ code: 'sheet/malformed', path: '', message: 'must be one of the sheet\'s streets: { houses, fences, parks } of 10, 11 or 12 houses' }], 'validateSheet', name);
}
