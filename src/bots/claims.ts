import type { PlanClaim } from '../game/choice.js';
import type { PlanState } from '../game/types.js';

/** The claim set worth the most points now (the first of equals), or none. */
export function bestClaims(sets: readonly (readonly PlanClaim[])[], plans: readonly PlanState[]): readonly PlanClaim[] {
  let best: readonly PlanClaim[] = [];
  let bestPoints = 0;
  for (const set of sets) {
    const points = set.reduce((sum, claim) => {
      const plan = plans[claim.plan];
      return sum + (plan === undefined ? 0 : plan.approved ? plan.later : plan.first);
    }, 0);
    if (points > bestPoints) {
      best = set;
      bestPoints = points;
    }
  }
  return best;
}
