import { objectMark } from '../../internal/returning.js';
import { MAX_HOUSE_NUMBER } from '../../rules/cards.js';
import { HOUSE_COUNT, LAYOUT } from '../../rules/layout.js';
import { CONES, EGG_SPOTS, SHEET_KINDS } from '../../rules/seasons.js';
import { TRACK_VALUES } from '../../rules/tracks.js';
import { BOXES } from '../boxes.js';
import { emptySheet } from '../empty.js';
import { readSheetSlowly } from '../check/sheet-error.js';
import { problemsError } from '../check/findings.js';
import type { Cone, Season, StreetBonus, Truck } from '../seasons/types.js';
import type { House, HouseUse, Sheet, Street } from '../types.js';
import {
  BIS,
  BIS_MARK,
  BONUS,
  CHRISTMAS,
  CLASSIC,
  CONE_LOST,
  CONE_OPEN,
  CONE_SOLD,
  coneAt,
  eggsAt,
  setCone,
  setEggs,
  EGGS,
  EMPTY,
  FENCES,
  FROM_LEFT,
  FROM_RIGHT,
  HOUSES,
  ICE_CREAM,
  IMPROVEMENTS,
  KIND,
  LENGTH,
  MARKS,
  NO_END,
  NUMBER,
  OFFSET,
  PARKS,
  PLANS,
  POOL_BUILT,
  POOLS,
  PRINTED_POOL,
  REFUSALS,
  ROUNDABOUT_MARK,
  ROUNDABOUTS,
  TEMPS,
  TRUCK_AT,
  TRUCK_FROM,
  USED_ESTATE,
  USED_HOUSE,
} from './layout.js';
import { updateAllRanges } from './ranges.js';
import type { CompactSheet } from './compact.js';

const whole = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max && !Object.is(value, -0);

const MAX_PLAN_POINTS = 99;
const CONE_CODES: Readonly<Record<string, number>> = { open: CONE_OPEN, sold: CONE_SOLD, lost: CONE_LOST };
const BONUS_CODES: Readonly<Record<string, number>> = { open: 0, won: 1, lost: 2 };

/** Reads one street into `out`; false when it is not of the printed street's shape. */
function readStreet(out: number[], value: unknown, s: 0 | 1 | 2): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { houses, fences, parks } = value as Street;
  const count = HOUSES[s];
  if (!Array.isArray(houses) || houses.length !== count || !Array.isArray(fences) || fences.length !== count + 1) return false;
  if (!whole(parks, LAYOUT[s].parks.length - 1)) return false;
  out[PARKS + s] = parks;
  const first = OFFSET[s];
  for (let h = 0; h < count; h++) {
    const house = houses[h] as unknown;
    if (typeof house !== 'object' || house === null) return false;
    const { number, bis, roundabout, pool, used } = house as House;
    const at = first + h;
    if (number === null) out[NUMBER + at] = EMPTY;
    else if (whole(number, MAX_HOUSE_NUMBER)) out[NUMBER + at] = number;
    else return false;
    if (typeof bis !== 'boolean' || typeof roundabout !== 'boolean') return false;
    let marks = (bis ? BIS_MARK : 0) | (roundabout ? ROUNDABOUT_MARK : 0);
    if (PRINTED_POOL[at] === 1) {
      if (pool === 'built') marks |= POOL_BUILT;
      else if (pool !== 'printed') return false;
    } else if (pool !== 'none') return false;
    if (used === 'estate') marks |= USED_ESTATE;
    else if (used === 'house') marks |= USED_HOUSE;
    else if (used !== false) return false;
    out[MARKS + at] = marks;
  }
  let bits = 0;
  for (let slot = 0; slot <= count; slot++) {
    const fence = fences[slot] as unknown;
    if (fence === true) bits |= 1 << slot;
    else if (fence !== false) return false;
  }
  out[FENCES + s] = bits;
  return true;
}

/** Reads the season into `out`; false when it is not of its kind's shape. */
function readSeason(out: number[], season: unknown): boolean {
  if (typeof season !== 'object' || season === null) return false;
  const kind = SHEET_KINDS.indexOf((season as { kind: never }).kind);
  if (kind < 0) return false;
  out[KIND] = kind;
  if (kind === ICE_CREAM) {
    const { trucks, cones, bonuses } = season as Extract<Season, { kind: 'ice-cream' }>;
    if (!Array.isArray(trucks) || trucks.length !== 3 || !Array.isArray(cones) || cones.length !== 3 || !Array.isArray(bonuses) || bonuses.length !== 3) return false;
    for (let s = 0; s < 3; s++) {
      const truck = trucks[s] as unknown;
      if (typeof truck !== 'object' || truck === null) return false;
      const { from, at } = truck as Truck;
      out[TRUCK_FROM + s] = from === null ? NO_END : from === 'left' ? FROM_LEFT : from === 'right' ? FROM_RIGHT : -2;
      if ((out[TRUCK_FROM + s] as number) < 0) return false;
      if (at === null) out[TRUCK_AT + s] = EMPTY;
      else if (whole(at, HOUSES[s as 0] - 1)) out[TRUCK_AT + s] = at;
      else return false;
      const bonus = BONUS_CODES[bonuses[s] as string];
      if (bonus === undefined || typeof bonuses[s] !== 'string') return false;
      out[BONUS + s] = bonus;
      const row = cones[s] as unknown;
      const printed = CONES[s] as readonly number[];
      if (!Array.isArray(row) || row.length !== printed.length) return false;
      for (let h = 0; h < printed.length; h++) {
        const cone = row[h] as unknown;
        if ((printed[h] as number) === 0) {
          if (cone !== null) return false;
          continue;
        }
        const code = typeof cone === 'string' ? CONE_CODES[cone] : undefined;
        if (code === undefined) return false;
        setCone(out, OFFSET[s as 0] + h, code);
      }
    }
  } else if (kind === EGGS) {
    const { eggs } = season as Extract<Season, { kind: 'eggs' }>;
    if (!Array.isArray(eggs) || eggs.length !== 3) return false;
    for (let s = 0; s < 3; s++) {
      const row = eggs[s] as unknown;
      const spots = EGG_SPOTS[s] as readonly number[];
      if (!Array.isArray(row) || row.length !== spots.length) return false;
      for (let h = 0; h < spots.length; h++) {
        const count = row[h] as unknown;
        if ((spots[h] as number) === 0) {
          if (count !== null) return false;
        } else if (whole(count, spots[h] as number)) setEggs(out, OFFSET[s as 0] + h, count);
        else return false;
      }
    }
  }
  return true;
}

/** The compact form of `sheet`, or `undefined` when it does not have a sheet's shape (every field read once, every number within its printed range). */
export function readCompact(sheet: Sheet): CompactSheet | undefined {
  const out = BLANK.slice();
  try {
    const { streets, pools, temps, bis, refusals, roundabouts, improvements, plans, season } = sheet;
    if (!Array.isArray(streets) || streets.length !== 3) return undefined;
    for (let s = 0 as 0 | 1 | 2; s < 3; s++) if (!readStreet(out, streets[s], s)) return undefined;
    if (!whole(pools, BOXES.pools) || !whole(temps, BOXES.temps) || !whole(bis, BOXES.bis) || !whole(refusals, BOXES.refusals) || !whole(roundabouts, BOXES.roundabouts)) return undefined;
    out[POOLS] = pools;
    out[TEMPS] = temps;
    out[BIS] = bis;
    out[REFUSALS] = refusals;
    out[ROUNDABOUTS] = roundabouts;
    if (!Array.isArray(improvements) || improvements.length !== 6) return undefined;
    for (let size = 0; size < 6; size++) {
      const marks = improvements[size] as unknown;
      if (!whole(marks, (TRACK_VALUES.estates[size] as readonly number[]).length - 1)) return undefined;
      out[IMPROVEMENTS + size] = marks;
    }
    if (!Array.isArray(plans) || plans.length !== 3) return undefined;
    for (let k = 0; k < 3; k++) {
      const points = plans[k] as unknown;
      if (points === null) out[PLANS + k] = EMPTY;
      else if (whole(points, MAX_PLAN_POINTS)) out[PLANS + k] = points;
      else return undefined;
    }
    if (!readSeason(out, season)) return undefined;
  } catch {
    // A getter or a proxy threw: not a sheet.
    return undefined;
  }
  updateAllRanges(out as CompactSheet);
  return out as CompactSheet;
}

/**
 * The compact form of every JSON sheet read or written so far that is still alive, by
 * the sheet object: the one cache the engine keeps between calls, at its public JSON
 * boundary ([architecture](../../../docs/architecture.md#caches-kept-between-calls)).
 * The public functions take JSON states and sheets, and a game played through them
 * (`applyChoice`, `resolveRound`, `playerView`, `legalChoices`, the bots) asks for the
 * same sheet objects round after round: each is read once, then found here (a sheet
 * {@link sheetOf} wrote holds its compact form itself: `WRITTEN`). Sheets are immutable as the
 * engine hands them out; one from outside edited in place is read again once
 * `validateState` has seen it ({@link forgetCompact}). Weak: a sheet no state holds
 * any more takes its entry with it.
 */
const known = new WeakMap<object, CompactSheet>();

/**
 * The compact form each sheet {@link sheetOf} wrote stands for, a private field of the
 * sheet object itself (as a state holds its compact game, `game/compact/held.ts`): no
 * entry in {@link known}, whose weak table cost each written sheet about half a
 * microsecond, and no copy of the sheet (JSON, a spread) carries it. `validateState`
 * takes it off a sheet it is given ({@link forgetCompact}).
 */
const WRITTEN = Object.freeze(objectMark<CompactSheet>());

/** The compact form the engine knows of `sheet`: the one it wrote it from, or the one read. */
function knownCompact(sheet: object): CompactSheet | undefined {
  return WRITTEN.of(sheet) ?? known.get(sheet);
}

/**
 * The compact form of a sheet the engine trusts (its own, or one checked), read once
 * and then found again by the object: sheets are immutable. A value that is no sheet
 * (a state tampered with) is `RuleError` `sheet/malformed`, never read on.
 */
export function compactOf(sheet: Sheet): CompactSheet {
  const read = tryCompactOf(sheet);
  if (read !== undefined) return read;
  // The slow read names the problem; a plain copy it accepts is read again.
  const copy = tryCompactOf(readSheetSlowly(sheet, 'sheet'));
  if (copy === undefined) throw problemsError([{ code: 'sheet/malformed', path: '', message: 'is not a sheet' }], 'validateSheet');
  return copy;
}

/** The compact form of `value` when it has a sheet's shape (read once, then found again by the object), else `undefined`. */
export function tryCompactOf(value: unknown): CompactSheet | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = knownCompact(value);
  if (found !== undefined) return found;
  const read = readCompact(value as Sheet);
  if (read !== undefined) known.set(value, read);
  return read;
}

/** Forgets what was read of `sheet`: a sheet from outside may have been changed in place since (validateState's gate). */
export function forgetCompact(sheet: object): void {
  known.delete(sheet);
  WRITTEN.replace(sheet, undefined);
}

const USES: readonly HouseUse[] = [false, 'estate', 'house'];
const POOL_WORDS: readonly House['pool'][] = ['none', 'printed', 'built'];
const CONE_WORDS: readonly Cone[] = [null, 'open', 'sold', 'lost'];
const BONUS_WORDS: readonly StreetBonus[] = ['open', 'won', 'lost'];
const END_WORDS: readonly Truck['from'][] = [null, 'left', 'right'];

/** The house at sheet index `at` as JSON, or `same` when it says the same. */
function houseOf(c: CompactSheet, at: number, same: House | undefined): House {
  const number = c[NUMBER + at] as number;
  const marks = c[MARKS + at] as number;
  const written = number === EMPTY ? null : number;
  const bis = (marks & BIS_MARK) !== 0;
  const roundabout = (marks & ROUNDABOUT_MARK) !== 0;
  const pool = POOL_WORDS[PRINTED_POOL[at] === 0 ? 0 : (marks & POOL_BUILT) !== 0 ? 2 : 1] as House['pool'];
  const used = USES[(marks & USED_ESTATE) !== 0 ? 1 : (marks & USED_HOUSE) !== 0 ? 2 : 0] as HouseUse;
  if (same !== undefined && same.number === written && same.bis === bis && same.roundabout === roundabout && same.pool === pool && same.used === used) return same;
  return { number: written, bis, roundabout, pool, used };
}

/** One street as JSON, sharing what `same` (the street it was made from, whose compact form is `was` when known) already says. */
function streetOf(c: CompactSheet, s: 0 | 1 | 2, same: Street | undefined, was: CompactSheet | undefined): Street {
  const first = OFFSET[s];
  const count = HOUSES[s];
  const parks = c[PARKS + s] as number;
  // Read like the street it was made from: that street, no house looked at.
  if (same !== undefined && was !== undefined && was[FENCES + s] === c[FENCES + s] && same.parks === parks && sameHouses(was, c, first, first + count)) return same;
  let changed = same === undefined;
  let houses: House[] | undefined;
  for (let h = 0; h < count; h++) {
    const at = first + h;
    const before = same?.houses[h];
    // A house whose cells read alike is the house it was.
    const house = before !== undefined && was !== undefined && was[NUMBER + at] === c[NUMBER + at] && was[MARKS + at] === c[MARKS + at] ? before : houseOf(c, at, before);
    if (house !== before) {
      changed = true;
      houses ??= same === undefined ? [] : same.houses.slice();
    }
    if (houses !== undefined) houses[h] = house;
  }
  const bits = c[FENCES + s] as number;
  let fences = same?.fences;
  if (fences === undefined || (was !== undefined ? was[FENCES + s] !== bits : !sameFences(fences, bits))) {
    const drawn: boolean[] = [];
    for (let slot = 0; slot <= count; slot++) drawn.push((bits & (1 << slot)) !== 0);
    fences = drawn;
    changed = true;
  }
  if (!changed && same !== undefined && same.parks === parks) return same;
  return { houses: houses ?? (same as Street).houses, fences, parks };
}

/** Whether the houses `from` to `to` (exclusive) hold the same numbers and marks on two sheets. */
function sameHouses(a: CompactSheet, b: CompactSheet, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (a[NUMBER + at] !== b[NUMBER + at] || a[MARKS + at] !== b[MARKS + at]) return false;
  return true;
}

function sameFences(fences: readonly boolean[], bits: number): boolean {
  for (let slot = 0; slot < fences.length; slot++) if (fences[slot] !== ((bits & (1 << slot)) !== 0)) return false;
  return true;
}

/** The season as JSON, or `same` when it says the same. */
function seasonOf(c: CompactSheet, same: Season | undefined): Season {
  switch (c[KIND]) {
    case ICE_CREAM: {
      const before = same?.kind === 'ice-cream' ? same : undefined;
      const trucks = [0, 1, 2].map((s): Truck => {
        const from = END_WORDS[c[TRUCK_FROM + s] as number] as Truck['from'];
        const at = c[TRUCK_AT + s] === EMPTY ? null : (c[TRUCK_AT + s] as number);
        const old = before?.trucks[s as 0];
        return old !== undefined && old.from === from && old.at === at ? old : { from, at };
      }) as [Truck, Truck, Truck];
      const cones = [0, 1, 2].map((s) => {
        const printed = CONES[s] as readonly number[];
        const row = printed.map((spot, h) => (spot === 0 ? null : (CONE_WORDS[coneAt(c, OFFSET[s as 0] + h)] as Cone)));
        const old = before?.cones[s as 0];
        return old !== undefined && old.every((cone, h) => cone === row[h]) ? old : row;
      }) as [readonly Cone[], readonly Cone[], readonly Cone[]];
      const bonuses = [0, 1, 2].map((s) => BONUS_WORDS[c[BONUS + s] as number] as StreetBonus) as [StreetBonus, StreetBonus, StreetBonus];
      if (
        before !== undefined && trucks.every((truck, s) => truck === before.trucks[s as 0]) && cones.every((row, s) => row === before.cones[s as 0]) &&
        bonuses.every((bonus, s) => bonus === before.bonuses[s as 0])
      ) return before;
      return { kind: 'ice-cream', trucks, cones, bonuses: before !== undefined && bonuses.every((bonus, s) => bonus === before.bonuses[s as 0]) ? before.bonuses : bonuses };
    }
    case EGGS: {
      const before = same?.kind === 'eggs' ? same : undefined;
      const eggs = [0, 1, 2].map((s) => {
        const spots = EGG_SPOTS[s] as readonly number[];
        const row = spots.map((spot, h) => (spot === 0 ? null : eggsAt(c, OFFSET[s as 0] + h)));
        const old = before?.eggs[s as 0];
        return old !== undefined && old.every((count, h) => count === row[h]) ? old : row;
      }) as [readonly (number | null)[], readonly (number | null)[], readonly (number | null)[]];
      if (before !== undefined && eggs.every((row, s) => row === before.eggs[s as 0])) return before;
      return { kind: 'eggs', eggs };
    }
    case CHRISTMAS:
      return same?.kind === 'christmas' ? same : { kind: 'christmas' };
    default:
      return same?.kind === 'classic' ? same : { kind: 'classic' };
  }
}

/**
 * The JSON sheet that `c` stands for, its fields in the one order every sheet has. Given
 * `same`, a sheet it was made from, every part that says the same (a street, a house,
 * the tracks' arrays, the season) is that sheet's own object: states share what did not
 * change, as a sheet edited field by field would. The result remembers `c`.
 */
export function sheetOf(c: CompactSheet, same?: Sheet): Sheet {
  const was = same === undefined ? undefined : knownCompact(same);
  const streets = [streetOf(c, 0, same?.streets[0], was), streetOf(c, 1, same?.streets[1], was), streetOf(c, 2, same?.streets[2], was)] as const;
  let improvements = same?.improvements;
  if (improvements === undefined || improvements.some((marks, size) => marks !== c[IMPROVEMENTS + size])) improvements = c.slice(IMPROVEMENTS, IMPROVEMENTS + 6);
  let plans = same?.plans;
  if (plans === undefined || plans.some((points, k) => (points ?? EMPTY) !== c[PLANS + k])) plans = [0, 1, 2].map((k) => (c[PLANS + k] === EMPTY ? null : (c[PLANS + k] as number)));
  const season = was !== undefined && same !== undefined && sameSeason(was, c) ? same.season : seasonOf(c, same?.season);
  if (
    same !== undefined &&
    streets.every((street, s) => street === same.streets[s as 0]) &&
    same.pools === c[POOLS] &&
    same.temps === c[TEMPS] &&
    same.bis === c[BIS] &&
    same.refusals === c[REFUSALS] &&
    same.roundabouts === c[ROUNDABOUTS] &&
    improvements === same.improvements &&
    plans === same.plans &&
    season === same.season
  ) {
    if (was !== c && !WRITTEN.replace(same, c)) known.set(same, c);
    return same;
  }
  const sheet: Sheet = {
    streets: same !== undefined && streets.every((street, s) => street === same.streets[s as 0]) ? same.streets : [streets[0], streets[1], streets[2]],
    pools: c[POOLS] as number,
    temps: c[TEMPS] as number,
    bis: c[BIS] as number,
    refusals: c[REFUSALS] as number,
    roundabouts: c[ROUNDABOUTS] as number,
    improvements,
    plans,
    season,
  };
  WRITTEN.mark(sheet, c);
  return sheet;
}

/** Whether the season reads alike on two sheets: the cones and eggs (in the houses' marks) and the trucks and bonuses. */
function sameSeason(a: CompactSheet, b: CompactSheet): boolean {
  if (a[KIND] !== b[KIND]) return false;
  if (a[KIND] === CLASSIC || a[KIND] === CHRISTMAS) return true;
  for (let i = TRUCK_FROM; i < BONUS + 3; i++) if (a[i] !== b[i]) return false;
  return sameHouses(a, b, 0, HOUSE_COUNT);
}

/**
 * The entries of a compact sheet before it reads a sheet: nothing written, no cone, no
 * egg spot. A constant table made once at load and only ever copied (by slice; not
 * frozen: V8 copies a frozen array far more slowly).
 */
const BLANK: readonly number[] = (() => {
  const out: number[] = [];
  // Pushed one by one: a packed array of small integers, as are its copies.
  for (let i = 0; i < LENGTH; i++) out.push(0);
  for (let at = 0; at < HOUSE_COUNT; at++) out[NUMBER + at] = EMPTY;
  for (let s = 0; s < 3; s++) out[TRUCK_AT + s] = EMPTY;
  out[KIND] = CLASSIC;
  return out;
})();

/**
 * The compact form of the empty sheet of each kind (in the order of `SHEET_KINDS`),
 * read once when the module loads: every game that starts from no position starts
 * from a copy. Never written (and not frozen: V8 copies a frozen array far more slowly).
 */
const EMPTY_COMPACTS: readonly CompactSheet[] = SHEET_KINDS.map((kind) => readCompact(emptySheet(kind)) as CompactSheet);

/** The compact form of an empty sheet of the kind at `kind` in `SHEET_KINDS`, not to be written (a game copies it). */
export function emptyCompact(kind: number): CompactSheet {
  return EMPTY_COMPACTS[kind] as CompactSheet;
}

/**
 * A street the engine trusts (its own, or one checked to be a street of the printed
 * sheet) as the compact sheet that holds it alone, every other street empty: for the
 * rules asked about one street. Read each time it is asked (the public functions on a
 * lone street are not hot paths), and kept nowhere.
 */
export function compactOfStreet(street: Street): { readonly sheet: CompactSheet; readonly street: 0 | 1 | 2 } {
  const read = tryCompactOfStreet(street);
  if (read === undefined)
    throw problemsError([{ code: 'sheet/malformed', path: '', message: "must be one of the sheet's streets: { houses, fences, parks } of 10, 11 or 12 houses" }], 'validateSheet');
  return read;
}

/** {@link compactOfStreet} of `value` when it has the shape of a street of the printed sheet, else `undefined`. */
export function tryCompactOfStreet(value: unknown): { readonly sheet: CompactSheet; readonly street: 0 | 1 | 2 } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    const out = BLANK.slice();
    const houses = (value as Street).houses;
    const index = ([0, 1, 2] as const).find((s) => Array.isArray(houses) && HOUSES[s] === houses.length);
    if (index === undefined || !readStreet(out, value, index)) return undefined;
    updateAllRanges(out as CompactSheet);
    return { sheet: out as CompactSheet, street: index };
  } catch {
    // A getter or a proxy threw: not a street.
    return undefined;
  }
}
