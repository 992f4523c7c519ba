import { copyProblem } from './bis.js';
import type { CompactSheet } from './compact.js';
import { fenceProblem } from './fences.js';
import { BIS_TARGETS, FREE_SLOTS, HOUSES } from './layout.js';

/*
 * What the fence and bis rules allow on a sheet, kept in the sheet itself
 * ({@link FREE_SLOTS}, {@link BIS_TARGETS}) and brought up to date by the writes that
 * bear on it, as a chess board keeps its hash current: a decision asks of every
 * placement which fences and copies are open, and reads them here. The rules
 * themselves are `fenceProblem` and `copyProblem`; these only record their answers.
 */

/** Records whether a fence may go in `slot` of `street`, under each bis rule. */
function refreshSlot(c: CompactSheet, street: number, slot: number): void {
  if (slot < 1 || slot >= HOUSES[street as 0]) return;
  const bit = 1 << slot;
  let both = (c[FREE_SLOTS + street] as number) & ~(bit | (bit << 16));
  if (fenceProblem(c, street, slot, false) === undefined) both |= bit;
  if (fenceProblem(c, street, slot, true) === undefined) both |= bit << 16;
  c[FREE_SLOTS + street] = both;
}

/** Records which bis copies house `house` of `street` takes, under each bis rule. */
function refreshCopies(c: CompactSheet, street: number, house: number): void {
  if (house < 0 || house >= HOUSES[street as 0]) return;
  const mask = ~(3 << (2 * house));
  for (let rule = 0; rule < 2; rule++) {
    const across = rule === 1;
    let bits = (c[BIS_TARGETS + 2 * street + rule] as number) & mask;
    if (copyProblem(c, street, house, 'left', across) === undefined) bits |= 1 << (2 * house);
    if (copyProblem(c, street, house, 'right', across) === undefined) bits |= 1 << (2 * house + 1);
    c[BIS_TARGETS + 2 * street + rule] = bits;
  }
}

/** Brings the open fences and copies up to date after house `house` of `street` changed (a number, a used mark): its slots and the copies into it and its neighbours. */
export function refreshHouse(c: CompactSheet, street: number, house: number): void {
  refreshSlot(c, street, house);
  refreshSlot(c, street, house + 1);
  refreshCopies(c, street, house - 1);
  refreshCopies(c, street, house);
  refreshCopies(c, street, house + 1);
}

/** Brings the open fences and copies up to date after a fence was drawn in `slot` of `street`: the slot, and the copies across it. */
export function refreshFence(c: CompactSheet, street: number, slot: number): void {
  refreshSlot(c, street, slot);
  refreshCopies(c, street, slot - 1);
  refreshCopies(c, street, slot);
}

/** Works out the open fences and copies of a whole street again. */
export function refreshStreet(c: CompactSheet, street: number): void {
  c[FREE_SLOTS + street] = 0;
  c[BIS_TARGETS + 2 * street] = 0;
  c[BIS_TARGETS + 2 * street + 1] = 0;
  for (let slot = 1; slot < HOUSES[street as 0]; slot++) refreshSlot(c, street, slot);
  for (let house = 0; house < HOUSES[street as 0]; house++) refreshCopies(c, street, house);
}
