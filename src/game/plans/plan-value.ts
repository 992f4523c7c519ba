import type { PlanState } from '../state.js';

/** What a claim of `plan` is worth this round ([rules §6](../../../docs/rules.md#6-plans)): the first value until the plan is approved, then the later one. */
export function planValue(plan: PlanState): number {
  return plan.approved ? plan.later : plan.first;
}
