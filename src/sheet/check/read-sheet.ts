import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import { LAYOUT, type StreetIndex } from '../../rules/layout.js';
import { CONES, EGG_SPOTS, SHEET_KINDS, type SheetKind } from '../../rules/seasons.js';
import { TRACK_VALUES } from '../../rules/tracks.js';
import { BOXES } from '../boxes.js';
import { emptySheet } from '../empty.js';
import type { Cone, Season, StreetBonus, Truck } from '../seasons/types.js';
import type { House, HouseUse, Sheet, Street } from '../types.js';
import { field, item } from './findings.js';
import type { Reader } from './read.js';

const SHEET_KEYS = ['streets', 'pools', 'temps', 'bis', 'refusals', 'roundabouts', 'improvements', 'plans', 'season'] as const;
const STREET_KEYS = ['houses', 'fences', 'parks'] as const;
const HOUSE_KEYS = ['number', 'bis', 'roundabout', 'pool', 'used'] as const;
const POOLS = ['none', 'printed', 'built'] as const;
const USES: readonly HouseUse[] = [false, 'estate', 'house'];
const CONE_STATES: readonly Cone[] = ['open', 'sold', 'lost'];
const BONUSES: readonly StreetBonus[] = ['open', 'won', 'lost'];
const ENDS = ['left', 'right', null] as const;
/** The most points a plan box can hold: more than any plan is worth. */
const MAX_PLAN_POINTS = 99;

const TEMPLATE = emptySheet();

function readHouse(r: Reader, value: unknown, path: string, printed: House): House | undefined {
  const h = r.record(value, path, HOUSE_KEYS);
  if (h === undefined) return undefined;
  const number = h.number === null ? null : r.integer(h.number, field(path, 'number'), MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER);
  const bis = r.boolean(h.bis, field(path, 'bis'));
  const roundabout = r.boolean(h.roundabout, field(path, 'roundabout'));
  const pool = r.oneOf(h.pool, field(path, 'pool'), POOLS);
  const used = r.oneOf(h.used, field(path, 'used'), USES);
  if (number === undefined || bis === undefined || roundabout === undefined || pool === undefined || used === undefined) return undefined;
  if ((pool === 'none') !== (printed.pool === 'none')) {
    r.findings.add(
      'sheet/pool',
      field(path, 'pool'),
      printed.pool === 'none' ? `is "${pool}", but no pool is printed here: it must be "none"` : `is "none", but a pool is printed here: it must be "printed" or "built"`,
    );
    return undefined;
  }
  return { number, bis, roundabout, pool, used };
}

function readStreet(r: Reader, value: unknown, path: string, index: StreetIndex): Street | undefined {
  const s = r.record(value, path, STREET_KEYS);
  if (s === undefined) return undefined;
  const size = LAYOUT[index].houses;
  const template = TEMPLATE.streets[index];
  const houseValues = r.array(s.houses, field(path, 'houses'), size);
  const houses = houseValues === undefined ? undefined : r.each(houseValues, field(path, 'houses'), (house, at, i) => readHouse(r, house, at, template.houses[i] as House));
  const fenceValues = r.array(s.fences, field(path, 'fences'), size + 1);
  const fences = fenceValues === undefined ? undefined : r.each(fenceValues, field(path, 'fences'), (fence, at) => r.boolean(fence, at));
  const parks = track(r, s.parks, field(path, 'parks'), LAYOUT[index].parks.length - 1);
  if (houses === undefined || fences === undefined || parks === undefined) return undefined;
  return { houses, fences, parks };
}

/**
 * A track's crossed boxes: a whole number from 0 to `max`; a whole number beyond the
 * track is `sheet/track-out-of-range`, the code `scoreSheet` has always given it.
 */
function track(r: Reader, value: unknown, path: string, max: number): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && (value < 0 || value > max)) {
    r.findings.add('sheet/track-out-of-range', path, `has ${value} crossed boxes; the track has room for 0 to ${max}`);
    return undefined;
  }
  return r.integer(value, path, 0, max);
}

/** Per street, a value for each printed feature (`counts[house] > 0`), `null` elsewhere. */
function readRows<T>(r: Reader, value: unknown, path: string, counts: readonly (readonly number[])[], read: (value: unknown, at: string, count: number) => T | undefined): [T[], T[], T[]] | undefined {
  const rows = r.array(value, path, 3);
  if (rows === undefined) return undefined;
  const out = r.each(rows, path, (row, at, s) => {
    const printed = counts[s] ?? [];
    const cells = r.array(row, at, printed.length);
    if (cells === undefined) return undefined;
    return r.each(cells, at, (cell, cellAt, house) => {
      const count = printed[house] ?? 0;
      if (count === 0) return cell === null ? (null as T) : r.wrong(cellAt, 'null: nothing is drawn on this house');
      return read(cell, cellAt, count);
    });
  });
  return out as [T[], T[], T[]] | undefined;
}

function readTruck(r: Reader, value: unknown, path: string, street: StreetIndex): Truck | undefined {
  const t = r.record(value, path, ['from', 'at'] as const);
  if (t === undefined) return undefined;
  const from = r.oneOf(t.from, field(path, 'from'), ENDS);
  const at = t.at === null ? null : r.integer(t.at, field(path, 'at'), 0, LAYOUT[street].houses - 1);
  return from === undefined || at === undefined ? undefined : { from, at };
}

function readSeason(r: Reader, value: unknown, path: string): Season | undefined {
  if (typeof value !== 'object' || value === null) return r.wrong(path, 'an object with a kind');
  const kind = r.oneOf(Object.getOwnPropertyDescriptor(value, 'kind')?.value, field(path, 'kind'), SHEET_KINDS);
  switch (kind) {
    case undefined:
      return undefined;
    case 'classic':
    case 'christmas':
      return r.record(value, path, ['kind'] as const) === undefined ? undefined : { kind };
    case 'ice-cream': {
      const s = r.record(value, path, ['kind', 'trucks', 'cones', 'bonuses'] as const);
      if (s === undefined) return undefined;
      const truckValues = r.array(s.trucks, field(path, 'trucks'), 3);
      const trucks = truckValues === undefined ? undefined : r.each(truckValues, field(path, 'trucks'), (truck, at, street) => readTruck(r, truck, at, street as StreetIndex));
      const cones = readRows<Cone>(r, s.cones, field(path, 'cones'), CONES, (cone, at) => r.oneOf(cone, at, CONE_STATES));
      const bonusValues = r.array(s.bonuses, field(path, 'bonuses'), 3);
      const bonuses = bonusValues === undefined ? undefined : r.each(bonusValues, field(path, 'bonuses'), (bonus, at) => r.oneOf(bonus, at, BONUSES));
      if (trucks === undefined || cones === undefined || bonuses === undefined) return undefined;
      return { kind, trucks: trucks as [Truck, Truck, Truck], cones, bonuses: bonuses as [StreetBonus, StreetBonus, StreetBonus] };
    }
    case 'eggs': {
      const s = r.record(value, path, ['kind', 'eggs'] as const);
      if (s === undefined) return undefined;
      const eggs = readRows<number | null>(r, s.eggs, field(path, 'eggs'), EGG_SPOTS, (count, at, spots) => r.integer(count, at, 0, spots));
      return eggs === undefined ? undefined : { kind, eggs };
    }
  }
}

/**
 * Reads a sheet from an unknown value: the shape the {@link Sheet} type says, with
 * every number within its printed range (house numbers 0–17, every track within its
 * boxes) and the printed pools, cones and egg spots where the printed sheet has them.
 * `undefined` when anything is wrong, each problem reported.
 */
export function readSheet(r: Reader, value: unknown, path: string, kind?: SheetKind): Sheet | undefined {
  const s = r.record(value, path, SHEET_KEYS);
  if (s === undefined) return undefined;
  const streetValues = r.array(s.streets, field(path, 'streets'), 3);
  const streets = streetValues === undefined ? undefined : r.each(streetValues, field(path, 'streets'), (street, at, index) => readStreet(r, street, at, index as StreetIndex));
  const pools = track(r, s.pools, field(path, 'pools'), BOXES.pools);
  const temps = track(r, s.temps, field(path, 'temps'), BOXES.temps);
  const bis = track(r, s.bis, field(path, 'bis'), BOXES.bis);
  const refusals = track(r, s.refusals, field(path, 'refusals'), BOXES.refusals);
  const roundabouts = track(r, s.roundabouts, field(path, 'roundabouts'), BOXES.roundabouts);
  const improvementValues = r.array(s.improvements, field(path, 'improvements'), 6);
  const improvements = improvementValues === undefined
    ? undefined
    : r.each(improvementValues, field(path, 'improvements'), (marks, at, size) => track(r, marks, at, (TRACK_VALUES.estates[size]?.length ?? 1) - 1));
  const planValues = r.array(s.plans, field(path, 'plans'), 3);
  const plans = planValues === undefined ? undefined : r.each(planValues, field(path, 'plans'), (points, at) => (points === null ? null : r.integer(points, at, 0, MAX_PLAN_POINTS)));
  const season = readSeason(r, s.season, field(path, 'season'));
  if (season !== undefined && kind !== undefined && season.kind !== kind)
    r.findings.add('sheet/season', field(path, 'season.kind'), `is "${season.kind}", but this game is played on the ${kind} sheet`);
  if (streets === undefined || pools === undefined || temps === undefined || bis === undefined || refusals === undefined) return undefined;
  if (roundabouts === undefined || improvements === undefined || plans === undefined || season === undefined) return undefined;
  return { streets: streets as [Street, Street, Street], pools, temps, bis, refusals, roundabouts, improvements, plans, season };
}

/** Where a path into a street's house lies. */
export const housePath = (path: string, street: number, house: number): string => item(field(item(field(path, 'streets'), street), 'houses'), house);
