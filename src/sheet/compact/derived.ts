import { copyProblem } from './bis.js';
import type { CompactSheet } from './compact.js';
import { fenceProblem } from './fences.js';
import { BIS_TARGETS, FREE_SLOTS, HOUSES, STALE } from './layout.js';

/*
 * What the fence and bis rules allow on a sheet, kept in the sheet itself
 * ({@link FREE_SLOTS}, {@link BIS_TARGETS}): every write that bears on a street marks
 * it stale, and the first question after it works the street out again, once. A
 * decision asks of every placement which fences and copies are open, and reads them
 * here; most writes are never followed by the question. The rules themselves are
 * `fenceProblem` and `copyProblem`; these only record their answers.
 */

/** Marks street `street` stale: a write changed what its fences and copies may be. */
export function touchStreet(c: CompactSheet, street: number): void {
  c[STALE] = (c[STALE] as number) | (1 << street);
}

/** Works out the open fences and copies of street `street` again if a write made them stale. */
export function freshStreet(c: CompactSheet, street: number): void {
  if (((c[STALE] as number) & (1 << street)) !== 0) refreshStreet(c, street);
}

/** Works out the open fences and copies of a whole street, under each bis rule. */
function refreshStreet(c: CompactSheet, street: number): void {
  const houses = HOUSES[street as 0];
  let slots = 0;
  for (let slot = 1; slot < houses; slot++) {
    if (fenceProblem(c, street, slot, false) === undefined) slots |= 1 << slot;
    if (fenceProblem(c, street, slot, true) === undefined) slots |= 1 << (slot + 16);
  }
  let within = 0;
  let across = 0;
  for (let house = 0; house < houses; house++) {
    if (copyProblem(c, street, house, 'left', false) === undefined) within |= 1 << (2 * house);
    if (copyProblem(c, street, house, 'right', false) === undefined) within |= 1 << (2 * house + 1);
    if (copyProblem(c, street, house, 'left', true) === undefined) across |= 1 << (2 * house);
    if (copyProblem(c, street, house, 'right', true) === undefined) across |= 1 << (2 * house + 1);
  }
  c[FREE_SLOTS + street] = slots;
  c[BIS_TARGETS + 2 * street] = within;
  c[BIS_TARGETS + 2 * street + 1] = across;
  c[STALE] = (c[STALE] as number) & ~(1 << street);
}

/**
 * The slots of `street` where a fence may be drawn, as bits (bit `slot`): what
 * `fenceProblem` allows, kept in the sheet and worked out again when first asked
 * after a write (`sheet/compact/derived.ts`), so a decision asking of every placement reads it.
 */
export function freeSlots(c: CompactSheet, street: number, bisAcrossFence: boolean): number {
  freshStreet(c, street);
  const both = c[FREE_SLOTS + street] as number;
  return bisAcrossFence ? both >>> 16 : both & 0xffff;
}

/**
 * The bis copies street `street` takes as bits, bit `2 × house + side` (side 0 from the
 * left, 1 from the right): lowest first is `forEachBisTarget`'s order. The sheet
 * keeps them, worked out again when first asked after a write (`sheet/compact/derived.ts`); with `written`
 * (a house of the street, or -1) read as holding a number, the copies into it and beside
 * it are worked out again.
 */
export function bisTargetBits(c: CompactSheet, street: number, bisAcrossFence: boolean, written = -1): number {
  freshStreet(c, street);
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
