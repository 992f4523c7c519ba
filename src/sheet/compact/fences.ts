import type { RuleErrorDetails } from '../../errors/details.js';
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

/** The slots of `street` where a fence may be drawn ({@link fenceProblem} allows), as bits (bit `slot`). */
export function fenceSlotsOf(c: CompactSheet, street: number, bisAcrossFence: boolean): number {
  let slots = 0;
  for (let slot = 1; slot < HOUSES[street as 0]; slot++) if (fenceProblem(c, street, slot, bisAcrossFence) === undefined) slots |= 1 << slot;
  return slots;
}

/** Whether a fence stands in `slot` of `street`. */
export function fenced(c: CompactSheet, street: number, slot: number): boolean {
  return ((c[FENCES + street] as number) & (1 << slot)) !== 0;
}
