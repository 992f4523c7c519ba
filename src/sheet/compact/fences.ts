import type { RuleErrorDetails } from '../../errors/details.js';
import { touchedCopies } from './bis.js';
import type { CompactSheet } from './compact.js';
import { EMPTY, FENCES, HOUSES, MARKS, NUMBER, OFFSET, USED_ESTATE } from './layout.js';

/**
 * Why no fence may be drawn in `slot` of `street` ([rules §5](../../../docs/rules.md#5-effects), fence), or
 * `undefined` when one may: the slot lies between two houses of the street, holds no
 * fence yet, does not subdivide an estate a plan used ([rules §6](../../../docs/rules.md#6-plans)), and (unless bis may
 * cross a fence) does not part a bis copy from its neighbour of the same number.
 */
export function fenceProblem(c: CompactSheet, street: number, slot: number, bisAcrossFence: boolean): RuleErrorDetails<'choice/fence'>['reason'] | undefined {
  if (!(Number.isInteger(slot) && slot >= 1 && slot < HOUSES[street as 0])) return 'no-slot';
  if (((c[FENCES + street] as number) & (1 << slot)) !== 0) return 'fenced';
  const left = OFFSET[street as 0] + slot - 1;
  // Two estates side by side already have a fence between them, so two houses of used
  // estates with no fence between them are in the same one. Houses used by a plan on
  // houses form no estate and may be fenced apart.
  if (((c[MARKS + left] as number) & USED_ESTATE) !== 0 && ((c[MARKS + left + 1] as number) & USED_ESTATE) !== 0) return 'used-estate';
  if (!bisAcrossFence && c[NUMBER + left] !== EMPTY && c[NUMBER + left] === c[NUMBER + left + 1]) return 'bis-copy';
  return undefined;
}

/** The last sheet {@link freeSlots} read, and what it found for each street under each bis rule (-1: not yet). */
let lastSheet: CompactSheet | undefined;
const lastFree = [-1, -1, -1, -1, -1, -1];

/**
 * The slots of `street` where a fence may be drawn, as bits (bit `slot`). A decision
 * asks again and again of one sheet (each placement of a fence pair): the last sheet's
 * answers are kept, by the sheet object, which is never written once shared.
 */
export function freeSlots(c: CompactSheet, street: number, bisAcrossFence: boolean): number {
  if (c !== lastSheet) {
    lastSheet = c;
    lastFree.fill(-1);
  }
  const at = street * 2 + (bisAcrossFence ? 1 : 0);
  const known = lastFree[at] as number;
  if (known >= 0) return known;
  let free = 0;
  for (let slot = 1; slot < HOUSES[street as 0]; slot++) if (fenceProblem(c, street, slot, bisAcrossFence) === undefined) free |= 1 << slot;
  lastFree[at] = free;
  return free;
}

/** Whether a fence stands in `slot` of `street`. */
export function fenced(c: CompactSheet, street: number, slot: number): boolean {
  return ((c[FENCES + street] as number) & (1 << slot)) !== 0;
}

/** Forgets what {@link freeSlots} and `bisTargetBits` kept of `c`: called by every write that bears on them (numbers, fences, used houses, roundabouts). */
export function touched(c: CompactSheet): void {
  if (c === lastSheet) lastSheet = undefined;
  touchedCopies(c);
}
