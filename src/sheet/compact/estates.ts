import { MAX_ESTATE_SIZE } from '../../rules/tracks.js';
import type { CompactSheet } from './compact.js';
import { EMPTY, FENCES, HOUSES, MARKS, NUMBER, OFFSET, ROUNDABOUT_MARK, USED } from './layout.js';

/**
 * Calls `visit` for each estate of `street` ([rules §6](../../../docs/rules.md#6-plans)), left to right: the run of houses
 * between two consecutive fences, with its first house (within the street), its size,
 * whether it is complete (every house written, 1–6 houses), whether a plan used any of
 * its houses, and how many of its houses hold a number. A roundabout alone between its
 * two fences is no estate. `alsoWritten` (a house of the street) is read as holding a
 * number and `alsoFenced` (a slot) as fenced: a build's number and fence, not yet written.
 */
export function forEachEstate(
  c: CompactSheet,
  street: number,
  visit: (start: number, size: number, complete: boolean, used: boolean, written: number) => void,
  alsoWritten = -1,
  alsoFenced = -1,
): void {
  const first = OFFSET[street as 0];
  const count = HOUSES[street as 0];
  const fences = c[FENCES + street] as number;
  let start = 0;
  let written = 0;
  let used = false;
  for (let house = 0; house < count; house++) {
    const at = first + house;
    const marks = c[MARKS + at] as number;
    if (c[NUMBER + at] !== EMPTY || house === alsoWritten) written += 1;
    if ((marks & USED) !== 0) used = true;
    if ((fences & (1 << (house + 1))) === 0 && house + 1 !== alsoFenced) continue;
    if (!((marks & ROUNDABOUT_MARK) !== 0 && house === start)) {
      const size = house + 1 - start;
      visit(start, size, written === size && size <= MAX_ESTATE_SIZE, used, written);
    }
    start = house + 1;
    written = 0;
    used = false;
  }
}

/** How many complete estates of each size (index 0: size 1) the sheet has; with `unusedOnly`, only those no plan used. */
export function completeEstateCounts(c: CompactSheet, unusedOnly: boolean): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (let street = 0; street < 3; street++) {
    forEachEstate(c, street, (_start, size, complete, used) => {
      if (complete && !(unusedOnly && used)) counts[size - 1] = (counts[size - 1] as number) + 1;
    });
  }
  return counts;
}
