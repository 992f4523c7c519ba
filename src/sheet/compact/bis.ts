import type { RuleErrorDetails } from '../../errors/details.js';
import type { CompactSheet } from './compact.js';
import { EMPTY, FENCES, HOUSES, MARKS, NUMBER, OFFSET, ROUNDABOUT_MARK } from './layout.js';

/*
 * The bis rule ([rules §5](../../../docs/rules.md#5-effects), bis): an open house (no number,
 * no roundabout) may take a copy of its neighbour's number on either side when the
 * neighbour holds one and, unless bis may cross a fence, no fence parts them.
 */

/**
 * Why house `house` of `street` may not take a bis copy of its neighbour on `source`'s
 * side ([rules §5](../../../docs/rules.md#5-effects), bis), or `undefined` when it may: it is open,
 * the neighbour holds a number, and (unless bis may cross a fence) no fence parts them.
 * `written`, a house of the street, is read as holding a number.
 */
export function copyProblem(c: CompactSheet, street: number, house: number, source: 'left' | 'right', bisAcrossFence: boolean, written = -1): RuleErrorDetails<'choice/bis'>['reason'] | undefined {
  const count = HOUSES[street as 0];
  if (!(Number.isInteger(house) && house >= 0 && house < count)) return 'no-house';
  const first = OFFSET[street as 0];
  const at = first + house;
  if (house === written || c[NUMBER + at] !== EMPTY || ((c[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0) return 'not-empty';
  const from = source === 'left' ? house - 1 : house + 1;
  if (from < 0 || from >= count) return 'no-neighbour';
  if (from !== written && c[NUMBER + first + from] === EMPTY) return 'neighbour-empty';
  if (!bisAcrossFence && ((c[FENCES + street] as number) & (1 << (source === 'left' ? house : house + 1))) !== 0) return 'fenced';
  return undefined;
}

/** Calls `visit` for every bis copy `street` takes, houses left to right, a copy from the left before one from the right. */
export function forEachBisTarget(c: CompactSheet, street: number, bisAcrossFence: boolean, visit: (house: number, source: 'left' | 'right') => void): void {
  for (let bits = copyTargets(c, street, bisAcrossFence); bits !== 0; bits &= bits - 1) {
    const code = 31 - Math.clz32(bits & -bits);
    visit(code >> 1, (code & 1) === 0 ? 'left' : 'right');
  }
}

/**
 * Every bis copy `street` takes ({@link copyProblem} allows), as bits: bit `2 × house`
 * for a copy from the left, `2 × house + 1` from the right (lowest first is the order
 * the copies are listed in). `written` (a house of the street, or -1) is read as
 * holding a number (a build's own, written in the same turn).
 */
export function copyTargets(c: CompactSheet, street: number, bisAcrossFence: boolean, written = -1): number {
  let bits = 0;
  for (let house = 0; house < HOUSES[street as 0]; house++) {
    if (copyProblem(c, street, house, 'left', bisAcrossFence, written) === undefined) bits |= 1 << (2 * house);
    if (copyProblem(c, street, house, 'right', bisAcrossFence, written) === undefined) bits |= 1 << (2 * house + 1);
  }
  return bits;
}
