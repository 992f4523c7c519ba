import { planValue } from '../game/plans/plan-value.js';
import type { PlanClaim } from '../game/choice/choice.js';
import type { PlanState } from '../game/state.js';

/** The points a set of claims is worth now (see {@link planValue}). */
export function claimPoints(set: readonly PlanClaim[], plans: readonly PlanState[]): number {
  let points = 0;
  for (const claim of set) {
    const plan = plans[claim.plan];
    if (plan !== undefined) points += planValue(plan);
  }
  return points;
}

/** The claim set worth the most points now (the first of equals), or none. */
export function bestClaims(sets: readonly (readonly PlanClaim[])[], plans: readonly PlanState[]): readonly PlanClaim[] {
  let best: readonly PlanClaim[] = [];
  let bestPoints = 0;
  for (const set of sets) {
    const points = claimPoints(set, plans);
    if (points > bestPoints) {
      best = set;
      bestPoints = points;
    }
  }
  return best;
}
