import { copyProblem, copyTargets } from './bis.js';
import type { CompactSheet } from './compact.js';
import { fenceSlotsOf } from './fences.js';
import { BIS_TARGETS, FREE_SLOTS, HOUSES, STALE } from './layout.js';

/*
 * What the fence and bis rules allow on a sheet, kept in the sheet itself
 * ({@link FREE_SLOTS}, {@link BIS_TARGETS}): every write that bears on a street marks
 * it stale, and the first question after it works the street out again, once. A
 * decision asks of every placement which fences and copies are open, and reads them
 * here; most writes are never followed by the question. Working them out is the one
 * write a sheet sees once a game or a state holds it, and it changes nothing the sheet
 * says (the entries after `OWN_LENGTH`). The rules themselves are
 * `fenceSlotsOf` and `copyTargets`; these only record their answers.
 */

/** Marks street `street` stale: a write changed what its fences and copies may be (bit `street` for the fences, `street + 3` for the copies). */
export function touchStreet(c: CompactSheet, street: number): void {
  c[STALE] = (c[STALE] as number) | (9 << street);
}

/** Works out the open fence slots of street `street` under each bis rule, if a write made them stale. */
function freshSlots(c: CompactSheet, street: number): void {
  const bit = 1 << street;
  if (((c[STALE] as number) & bit) === 0) return;
  c[FREE_SLOTS + street] = fenceSlotsOf(c, street, false) | (fenceSlotsOf(c, street, true) << 16);
  c[STALE] = (c[STALE] as number) & ~bit;
}

/** Works out the bis copies street `street` takes under each bis rule, if a write made them stale. */
function freshCopies(c: CompactSheet, street: number): void {
  const bit = 8 << street;
  if (((c[STALE] as number) & bit) === 0) return;
  c[BIS_TARGETS + 2 * street] = copyTargets(c, street, false);
  c[BIS_TARGETS + 2 * street + 1] = copyTargets(c, street, true);
  c[STALE] = (c[STALE] as number) & ~bit;
}

/**
 * The slots of `street` where a fence may be drawn, as bits (bit `slot`): what
 * `fenceSlotsOf` allows, kept in the sheet and worked out again when first asked
 * after a write (`sheet/compact/derived.ts`), so a decision asking of every placement reads it.
 */
export function freeSlots(c: CompactSheet, street: number, bisAcrossFence: boolean): number {
  freshSlots(c, street);
  const both = c[FREE_SLOTS + street] as number;
  return bisAcrossFence ? both >>> 16 : both & 0xffff;
}

/**
 * The bis copies street `street` takes as bits, bit `2 × house + side` (side 0 from the
 * left, 1 from the right): lowest first is `forEachBisTarget`'s order. The sheet
 * keeps them, worked out again when first asked after a write; with `written` (a house
 * of the street, or -1) read as holding a number, the copies into it and beside it are
 * read afresh.
 */
export function bisTargetBits(c: CompactSheet, street: number, bisAcrossFence: boolean, written = -1): number {
  freshCopies(c, street);
  const base = c[BIS_TARGETS + 2 * street + (bisAcrossFence ? 1 : 0)] as number;
  if (written < 0) return base;
  // A number read into `written` changes the copies into it and beside it only.
  let bits = base;
  for (let house = Math.max(0, written - 1); house <= Math.min(HOUSES[street as 0] - 1, written + 1); house++) {
    bits &= ~(3 << (2 * house));
    if (copyProblem(c, street, house, 'left', bisAcrossFence, written) === undefined) bits |= 1 << (2 * house);
    if (copyProblem(c, street, house, 'right', bisAcrossFence, written) === undefined) bits |= 1 << (2 * house + 1);
  }
  return bits;
}
