import type { PlanRequirement } from '../../rules/plans.js';
import { checkCondition } from '../../sheet/conditions.js';
import { completeEstateCounts } from '../../sheet/estates.js';
import type { Sheet } from '../../sheet/types.js';

/**
 * How many complete estates of each size 1–6 no plan has used (index 0 is size 1):
 * what estate plans can still be fulfilled from.
 */
export function availableEstates(sheet: Sheet): number[] {
  return completeEstateCounts(sheet, true);
}

/**
 * Whether a plan could be claimed on `sheet` from what no plan has used yet, without
 * building a claim: an estate plan needs as many available estates of each size as it
 * shows; a condition plan needs its condition met on unused houses ([rules §6](../../../docs/rules.md#6-plans), [§10.2](../../../docs/rules.md#102-advanced-plans)).
 * `available` is {@link availableEstates} of the same sheet.
 */
export function fulfilled(sheet: Sheet, requirement: PlanRequirement, available: readonly number[]): boolean {
  if (requirement.type === 'condition') return checkCondition(sheet, requirement.condition).met;
  const { sizes } = requirement;
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i] as number;
    let need = 0;
    for (const other of sizes) if (other === size) need += 1;
    if ((available[size - 1] as number) < need) return false;
  }
  return true;
}
