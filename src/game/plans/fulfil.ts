import type { EstateCondition, PlanRequirement } from '../../rules/plans.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { checkCondition, estateShows } from '../../sheet/compact/conditions.js';
import { completeEstateCounts, forEachEstate } from '../../sheet/compact/estates.js';
import { STREETS } from '../../rules/layout.js';

/**
 * How many complete estates of each size 1–6 no plan has used (index 0 is size 1):
 * what estate plans can still be fulfilled from.
 */
export function availableEstates(sheet: CompactSheet): number[] {
  return completeEstateCounts(sheet, true);
}

/** How many available complete estates of each size show what a seasonal estate plan asks of each estate. */
function estatesShowing(sheet: CompactSheet, condition: EstateCondition): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const street of STREETS) {
    forEachEstate(sheet, street, (start, size, complete, used) => {
      if (complete && !used && estateShows(sheet, { street, start, size }, condition)) counts[size - 1] = (counts[size - 1] as number) + 1;
    });
  }
  return counts;
}

/**
 * Whether a plan could be claimed on `sheet` from what no plan has used yet, without
 * building a claim: an estate plan needs as many available estates of each size as it
 * shows (each also showing what a seasonal plan asks of it); a condition plan needs its
 * condition met on unused houses ([rules §6](../../../docs/rules.md#6-plans), [§10.2](../../../docs/rules.md#102-advanced-plans)).
 * `available` is {@link availableEstates} of the same sheet.
 */
export function fulfilled(sheet: CompactSheet, requirement: PlanRequirement, available: readonly number[]): boolean {
  if (requirement.type === 'condition') return checkCondition(sheet, requirement.condition).met;
  const { sizes } = requirement;
  if (requirement.each !== undefined) available = estatesShowing(sheet, requirement.each);
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i] as number;
    let need = 0;
    for (const other of sizes) if (other === size) need += 1;
    if ((available[size - 1] as number) < need) return false;
  }
  return true;
}
