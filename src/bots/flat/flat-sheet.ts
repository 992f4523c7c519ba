import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import { HOUSE_COUNT, LAYOUT, STREETS, type StreetIndex } from '../../rules/layout.js';
import { numberBits, STREET_OF } from '../../sheet/placement.js';
import type { House, HouseUse, Sheet, Street } from '../../sheet/types.js';

/**
 * A player's sheet as flat arrays, written in place: the simulation core's own copy of
 * a sheet of the classic kind without roundabouts (docs/performance.md, "The simulation
 * core"). Houses are numbered across the three streets one after the other, as in
 * `Ranges` (`OFFSET[street] + house`); each street's fence slots likewise
 * (`SLOT_OFFSET[street] + slot`, its two end fences included). The ranges of every house
 * are kept up to date on each write, so that asking where a number fits reads them.
 * {@link toSheet} gives back the engine's sheet, field for field.
 */
export class FlatSheet {
  // Plain arrays of small integers, copied from templates or the twin: V8 reads and
  // writes them with fewer instructions than typed arrays, and copies them as cheaply.
  /** Each house's number, −1 where none is written. */
  readonly numbers: number[];
  /** 1 where the number is a bis copy. */
  readonly bis: number[];
  /** 0 no pool, 1 printed, 2 built. */
  readonly pools: number[];
  /** 0 unused, 1 used in an estate for a plan, 2 used as a house for a plan. */
  readonly used: number[];
  /** 1 where a fence stands. */
  readonly fences: number[];
  /** The lowest and highest number each house takes (min above max where none fits). */
  readonly min: number[];
  readonly max: number[];
  /** Bit `n` set when `n` fits the house: `min` to `max` at once, for listing the houses a pair fits. */
  readonly fitBits: number[];
  /** Bit `n` set when `n` fits some house of the street. */
  readonly streetFits = [0, 0, 0];
  /** The parks crossed on each street. */
  readonly parks = [0, 0, 0];
  /** The boxes crossed on each estate size's value track. */
  readonly improvements = [0, 0, 0, 0, 0, 0];
  /** The points written for each plan, `null` before it is claimed. */
  readonly plans: (number | null)[] = [null, null, null];
  poolCount = 0;
  temps = 0;
  bisCount = 0;
  refusals = 0;
  /** Bit `n` set when `n` fits some house of the sheet. */
  fits = 0;
  /** True when no plan was open at the last look (flatRandomMove) and no estate has been completed since. */
  plansClosed = false;

  /** How many houses hold no number. */
  empty = HOUSE_COUNT;
  /** Each street's slots where a fence may be drawn, bit `slot` set (the engine's fenceProblem): kept up to date by every change that bears on it. */
  readonly freeSlots = [0, 0, 0];

  /**
   * The flat copy of the engine's `sheet`, which has no roundabout; or, given `twin`, a
   * flat sheet made from the same sheet, a copy of it (the players of a new game share
   * one empty sheet, read once).
   */
  constructor(
    readonly sheet: Sheet,
    /** The ruleset's bis-across-fence rule, which the free fence slots depend on. */
    readonly bisAcrossFence: boolean,
    twin?: FlatSheet,
  ) {
    const base = twin ?? BLANK;
    this.numbers = base.numbers.slice();
    this.bis = base.bis.slice();
    this.pools = base.pools.slice();
    this.used = base.used.slice();
    this.fences = base.fences.slice();
    this.min = base.min.slice();
    this.max = base.max.slice();
    this.fitBits = base.fitBits.slice();
    if (twin !== undefined) {
      this.copy(twin);
      return;
    }
    for (const street of STREETS) {
      const { houses, fences, parks } = sheet.streets[street];
      for (let house = 0; house < houses.length; house++) {
        const h = houses[house] as House;
        const at = (OFFSET[street] as number) + house;
        this.numbers[at] = h.number ?? -1;
        if (h.number !== null) this.empty -= 1;
        this.bis[at] = h.bis ? 1 : 0;
        this.pools[at] = h.pool === 'none' ? 0 : h.pool === 'printed' ? 1 : 2;
        this.used[at] = h.used === false ? 0 : h.used === 'estate' ? 1 : 2;
      }
      for (let slot = 0; slot < fences.length; slot++) this.fences[(SLOT_OFFSET[street] as number) + slot] = fences[slot] === true ? 1 : 0;
      this.parks[street] = parks;
      this.updateRanges(street);
    }
    for (let size = 0; size < 6; size++) this.improvements[size] = sheet.improvements[size] as number;
    for (let k = 0; k < 3; k++) this.plans[k] = sheet.plans[k] ?? null;
    this.poolCount = sheet.pools;
    this.temps = sheet.temps;
    this.bisCount = sheet.bis;
    this.refusals = sheet.refusals;
    for (const street of STREETS) this.updateFreeSlots(street);
  }

  /** Makes this sheet's counts those of `twin` (its arrays are copies already). */
  private copy(twin: FlatSheet): void {
    for (let street = 0; street < 3; street++) {
      this.streetFits[street] = twin.streetFits[street] as number;
      this.parks[street] = twin.parks[street] as number;
      this.plans[street] = twin.plans[street] ?? null;
      this.freeSlots[street] = twin.freeSlots[street] as number;
    }
    for (let size = 0; size < 6; size++) this.improvements[size] = twin.improvements[size] as number;
    this.poolCount = twin.poolCount;
    this.temps = twin.temps;
    this.bisCount = twin.bisCount;
    this.refusals = twin.refusals;
    this.fits = twin.fits;
    this.plansClosed = twin.plansClosed;
    this.empty = twin.empty;
  }

  /** Works out the ranges of one street's houses again, after a number was written there. */
  updateRanges(street: StreetIndex): void {
    const start = OFFSET[street] as number;
    const end = END[street] as number;
    let low = MIN_HOUSE_NUMBER;
    for (let at = start; at < end; at++) {
      const number = this.numbers[at] as number;
      if (number >= 0) {
        low = number + 1;
        this.min[at] = 1;
      } else this.min[at] = low;
    }
    let high = MAX_HOUSE_NUMBER;
    let fits = 0;
    for (let at = end - 1; at >= start; at--) {
      const number = this.numbers[at] as number;
      if (number >= 0) {
        high = number - 1;
        this.max[at] = 0;
        this.fitBits[at] = 0;
      } else {
        this.max[at] = high;
        const bits = rangeBits(this.min[at] as number, high);
        this.fitBits[at] = bits;
        fits |= bits;
      }
    }
    this.streetFits[street] = fits;
    this.fits = (this.streetFits[0] as number) | (this.streetFits[1] as number) | (this.streetFits[2] as number);
  }

  /**
   * Writes `number` in the empty house `at` where it fits, keeping the ranges up to
   * date: the house takes nothing more, and the empty houses beside it, up to the nearest
   * written house on each side, are bounded by its number.
   */
  write(at: number, number: number): void {
    const street = STREET_OF[at] as StreetIndex;
    const start = OFFSET[street] as number;
    const end = END[street] as number;
    // The numbers that fitted the house fitted every empty house of its gap, and no other
    // gap of the street (gaps between written numbers take disjoint numbers): the street
    // loses them, and gains what each side of the new number still takes.
    const gap = this.fitBits[at] as number;
    this.numbers[at] = number;
    this.empty -= 1;
    this.min[at] = 1;
    this.max[at] = 0;
    this.fitBits[at] = 0;
    let right = at + 1;
    for (; right < end && (this.numbers[right] as number) < 0; right++) {
      this.min[right] = number + 1;
      this.fitBits[right] = rangeBits(number + 1, this.max[right] as number);
    }
    let left = at - 1;
    for (; left >= start && (this.numbers[left] as number) < 0; left--) {
      this.max[left] = number - 1;
      this.fitBits[left] = rangeBits(this.min[left] as number, number - 1);
    }
    const kept = (left < at - 1 ? (this.fitBits[at - 1] as number) : 0) | (right > at + 1 ? (this.fitBits[at + 1] as number) : 0);
    // A number equal to a neighbour's (a bis copy) closes the slot between them when bis may not cross a fence.
    if (!this.bisAcrossFence) this.updateFreeSlots(street);
    this.streetFits[street] = ((this.streetFits[street] as number) & ~gap) | kept;
    this.fits = (this.streetFits[0] as number) | (this.streetFits[1] as number) | (this.streetFits[2] as number);
  }

  /** Works out the free fence slots of one street again. */
  updateFreeSlots(street: StreetIndex): void {
    let free = 0;
    for (let slot = 1; slot < (HOUSES[street] as number); slot++) if (this.slotFree(street, slot)) free |= 1 << slot;
    this.freeSlots[street] = free;
  }

  /** Whether a fence may be drawn in `slot` of `street`: none stands there, it does not subdivide an estate used for a plan, and (unless bis may cross a fence) it does not part a house from its copy. */
  private slotFree(street: StreetIndex, slot: number): boolean {
    if (this.fences[(SLOT_OFFSET[street] as number) + slot] === 1) return false;
    const left = (OFFSET[street] as number) + slot - 1;
    if (this.used[left] === 1 && this.used[left + 1] === 1) return false;
    const number = this.numbers[left] as number;
    return this.bisAcrossFence || number < 0 || number !== this.numbers[left + 1];
  }

  /** Draws a fence in `slot` of `street`. */
  drawFence(street: StreetIndex, slot: number): void {
    this.fences[(SLOT_OFFSET[street] as number) + slot] = 1;
    this.freeSlots[street] = (this.freeSlots[street] as number) & ~(1 << slot);
  }

  /** Whether every house holds a number. */
  full(): boolean {
    return this.empty === 0;
  }
}

/** The first house of each street, the house after its last, and its first fence slot (its left end). */
export const OFFSET: readonly number[] = [0, LAYOUT[0].houses, LAYOUT[0].houses + LAYOUT[1].houses];
/** How many houses each street has. */
export const HOUSES: readonly number[] = [LAYOUT[0].houses, LAYOUT[1].houses, LAYOUT[2].houses];
export const END: readonly number[] = [LAYOUT[0].houses, LAYOUT[0].houses + LAYOUT[1].houses, HOUSE_COUNT];
export const SLOT_OFFSET: readonly number[] = [0, LAYOUT[0].houses + 1, LAYOUT[0].houses + LAYOUT[1].houses + 2];
const SLOT_COUNT = HOUSE_COUNT + 3;

/** The arrays of a flat sheet before it reads its sheet. */
const BLANK = {
  numbers: packed(HOUSE_COUNT, -1),
  bis: packed(HOUSE_COUNT, 0),
  pools: packed(HOUSE_COUNT, 0),
  used: packed(HOUSE_COUNT, 0),
  fences: packed(SLOT_COUNT, 0),
  min: packed(HOUSE_COUNT, 0),
  max: packed(HOUSE_COUNT, 0),
  fitBits: packed(HOUSE_COUNT, 0),
};

/** `length` times `value`, pushed one by one: a packed array (V8 makes `Array.from({ length })` and `new Array(n)` holey), as are its copies. */
function packed(length: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}

/** Bit `n` set for every `n` from `low` to `high`; none when `low` is above `high`. */
function rangeBits(low: number, high: number): number {
  return low <= high ? numberBits(low, high) : 0;
}

const POOLS: readonly House['pool'][] = ['none', 'printed', 'built'];
const USES: readonly HouseUse[] = [false, 'estate', 'house'];

/**
 * The engine's sheet that `flat` stands for: the same fields in the same order as the
 * engine's own (a game played on flat sheets ends in the state the engine would reach).
 * The season is the one the flat sheet was made from (classic: it never changes).
 */
export function toSheet(flat: FlatSheet): Sheet {
  return {
    streets: [streetOf(flat, 0), streetOf(flat, 1), streetOf(flat, 2)],
    pools: flat.poolCount,
    temps: flat.temps,
    bis: flat.bisCount,
    refusals: flat.refusals,
    roundabouts: 0,
    improvements: flat.improvements.slice(),
    plans: flat.plans.slice(),
    season: flat.sheet.season,
  };
}

/** One street of {@link toSheet}: arrays copied from full-length templates and filled in place (pushing grows an array several times). */
function streetOf(flat: FlatSheet, street: StreetIndex): Street {
  const houses = (HOUSE_TEMPLATES[street] as readonly House[]).slice();
  const first = OFFSET[street] as number;
  for (let house = 0; house < houses.length; house++) {
    const at = first + house;
    const number = flat.numbers[at] as number;
    houses[house] = { number: number < 0 ? null : number, bis: flat.bis[at] === 1, roundabout: false, pool: POOLS[flat.pools[at] as number] as House['pool'], used: USES[flat.used[at] as number] as HouseUse };
  }
  const fences = (FENCE_TEMPLATES[street] as readonly boolean[]).slice();
  const slots = SLOT_OFFSET[street] as number;
  for (let slot = 0; slot < fences.length; slot++) fences[slot] = flat.fences[slots + slot] === 1;
  return { houses, fences, parks: flat.parks[street] as number };
}

const EMPTY_HOUSE: House = { number: null, bis: false, roundabout: false, pool: 'none', used: false };
const HOUSE_TEMPLATES: readonly (readonly House[])[] = STREETS.map((street) => Array.from({ length: LAYOUT[street].houses }, () => EMPTY_HOUSE));
const FENCE_TEMPLATES: readonly (readonly boolean[])[] = STREETS.map((street) => Array.from({ length: LAYOUT[street].houses + 1 }, () => false));

/** Copies the houses' used marks of `sheet` (the flat sheet's own, once its claims are settled) into `flat`. */
export function readUsed(flat: FlatSheet, sheet: Sheet): void {
  for (const street of STREETS) {
    const { houses } = sheet.streets[street];
    for (let house = 0; house < houses.length; house++) {
      const used = (houses[house] as House).used;
      flat.used[(OFFSET[street] as number) + house] = used === false ? 0 : used === 'estate' ? 1 : 2;
    }
    flat.updateFreeSlots(street);
  }
}
