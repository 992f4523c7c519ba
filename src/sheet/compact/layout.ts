import { HOUSE_COUNT, LAYOUT, STREETS, type StreetIndex } from '../../rules/layout.js';

/**
 * Where each part of a sheet lies in its compact form ({@link CompactSheet}): one plain
 * array of small integers, the houses of the three streets numbered one after the other
 * (top street first, left to right: house `h` of street `s` is `OFFSET[s] + h`), a block
 * of 33 entries for each thing a house holds, then each street's and each track's count.
 * The rules of `docs/rules.md` read and write these places by name only.
 */

/** The first house of each street in the sheet's numbering. */
export const OFFSET: readonly [number, number, number] = [0, LAYOUT[0].houses, LAYOUT[0].houses + LAYOUT[1].houses];
/** The house after each street's last. */
export const END: readonly [number, number, number] = [LAYOUT[0].houses, LAYOUT[0].houses + LAYOUT[1].houses, HOUSE_COUNT];
/** How many houses each street has. */
export const HOUSES: readonly [number, number, number] = [LAYOUT[0].houses, LAYOUT[1].houses, LAYOUT[2].houses];
/** The street of each house. */
export const STREET_OF: readonly StreetIndex[] = STREETS.flatMap((street) => Array.from({ length: LAYOUT[street].houses }, () => street));
/** Each house's index within its street. */
export const HOUSE_OF: readonly number[] = STREETS.flatMap((street) => Array.from({ length: LAYOUT[street].houses }, (_, house) => house));
/** 1 where a pool is printed. */
export const PRINTED_POOL: readonly number[] = STREETS.flatMap((street) => Array.from({ length: LAYOUT[street].houses }, (_, house) => (LAYOUT[street].pools.includes(house) ? 1 : 0)));

// The blocks of one entry a house.
/** The number written, or {@link EMPTY} (a roundabout holds none). */
export const NUMBER = 0;
/** The house's marks as bits: {@link BIS_MARK} and the rest, the cone ({@link CONE_SHIFT}) and the eggs ({@link EGG_SHIFT}). */
export const MARKS = NUMBER + HOUSE_COUNT;
/** The numbers the house takes as bits (bit `n` for number `n`): kept up to date. */
export const FIT = MARKS + HOUSE_COUNT;

// One entry a street.
/** The street's fences as bits, bit `slot` for slot `slot` (its two ends included). */
export const FENCES = FIT + HOUSE_COUNT;
/** The numbers some house of the street takes, as bits: kept up to date. */
export const STREET_FITS = FENCES + 3;
/** The street's park track: boxes crossed. */
export const PARKS = STREET_FITS + 3;
/** The ice cream truck's starting end: {@link NO_END}, {@link FROM_LEFT}, {@link FROM_RIGHT}. */
export const TRUCK_FROM = PARKS + 3;
/** The house (within its street) where the truck stands, or {@link EMPTY} at its starting end. */
export const TRUCK_AT = TRUCK_FROM + 3;
/** The ice cream street bonus: 0 open, 1 won, 2 lost. */
export const BONUS = TRUCK_AT + 3;

// The sheet's own counts.
/** The numbers some house takes, as bits: kept up to date. */
export const FITS = BONUS + 3;
/** How many houses hold neither a number nor a roundabout: kept up to date. */
export const OPEN_HOUSES = FITS + 1;
/** The pool track: boxes crossed. */
export const POOLS = OPEN_HOUSES + 1;
/** The temp track. */
export const TEMPS = POOLS + 1;
/** The bis track. */
export const BIS = TEMPS + 1;
/** The refusal track. */
export const REFUSALS = BIS + 1;
/** The roundabout track. */
export const ROUNDABOUTS = REFUSALS + 1;
/** The estate value tracks, size 1 first. */
export const IMPROVEMENTS = ROUNDABOUTS + 1;
/** The points written in each plan box, or {@link EMPTY}. */
export const PLANS = IMPROVEMENTS + 6;
/** The kind of sheet: an index of `SHEET_KINDS`. */
export const KIND = PLANS + 3;

/** The entries that say what the sheet holds: those after them are derived from these, and two sheets alike in these are the same sheet. */
export const OWN_LENGTH = KIND + 1;

// What the fence and bis rules allow, worked out from the rest when first asked after a write (derived, never written by a rule).
/** The streets whose {@link FREE_SLOTS} (bit `street`) and {@link BIS_TARGETS} (bit `street + 3`) are not worked out since their last write. */
export const STALE = OWN_LENGTH;
/** The slots of each street where a fence may go, as bits (bit `slot`): bits 0–15 when bis may not cross a fence, 16–31 when it may. */
export const FREE_SLOTS = STALE + 1;
/** The bis copies each street takes, as bits (bit `2 × house + side`, side 0 from the left): two entries a street, bis not crossing fences first, then crossing. */
export const BIS_TARGETS = FREE_SLOTS + 3;
/** How many entries a compact sheet has. */
export const LENGTH = BIS_TARGETS + 6;

/** Nothing: no number written, no egg spot, no plan points, the truck at its end. */
export const EMPTY = -1;

// The marks of a house.
/** The number is a bis copy. */
export const BIS_MARK = 1;
/** A roundabout stands in the house. */
export const ROUNDABOUT_MARK = 2;
/** The printed pool is built. */
export const POOL_BUILT = 4;
/** A plan used the house as part of an estate. */
export const USED_ESTATE = 8;
/** A plan used the house itself (advanced plans on houses). */
export const USED_HOUSE = 16;
/** Either use by a plan. */
export const USED = USED_ESTATE | USED_HOUSE;
/** Where the ice cream sheet's cone on the house lies in its marks: 2 bits, {@link NO_CONE}, {@link CONE_OPEN}, {@link CONE_SOLD}, {@link CONE_LOST}. */
export const CONE_SHIFT = 5;
/** Where the eggs sheet's eggs collected on the house lie in its marks: 2 bits (0–2; a house without an egg spot holds 0). */
export const EGG_SHIFT = 7;

// Cones, truck ends.
export const NO_CONE = 0;
export const CONE_OPEN = 1;
export const CONE_SOLD = 2;
export const CONE_LOST = 3;
export const NO_END = 0;
export const FROM_LEFT = 1;
export const FROM_RIGHT = 2;

/** The kinds of sheet by their index in {@link KIND}. */
export const CLASSIC = 0;
export const ICE_CREAM = 1;
export const CHRISTMAS = 2;
export const EGGS = 3;

/** The cone on house `at`: {@link NO_CONE}, {@link CONE_OPEN}, {@link CONE_SOLD} or {@link CONE_LOST}. */
export function coneAt(c: readonly number[], at: number): number {
  return ((c[MARKS + at] as number) >> CONE_SHIFT) & 3;
}

/** The eggs collected on house `at`. */
export function eggsAt(c: readonly number[], at: number): number {
  return ((c[MARKS + at] as number) >> EGG_SHIFT) & 3;
}

/** Sets the cone on house `at`. */
export function setCone(c: number[], at: number, cone: number): void {
  c[MARKS + at] = ((c[MARKS + at] as number) & ~(3 << CONE_SHIFT)) | (cone << CONE_SHIFT);
}

/** Sets the eggs collected on house `at`. */
export function setEggs(c: number[], at: number, eggs: number): void {
  c[MARKS + at] = ((c[MARKS + at] as number) & ~(3 << EGG_SHIFT)) | (eggs << EGG_SHIFT);
}
