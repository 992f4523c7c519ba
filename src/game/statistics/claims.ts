import type { Choice } from '../choice/choice.js';
import type { PlanIndex } from '../indexes.js';
import type { PlanState } from '../state.js';
import type { Sheet } from '../../sheet/types.js';
import type { PlanStatistics } from './types.js';

/**
 * Each plan as one player claimed it: the points from the sheet's plan box, the round
 * from the record (the round whose choice names the plan in its claims), first when
 * the box holds the plan's first value, which the engine wrote because the plan was
 * not yet approved ([rules §6](../../../docs/rules.md#6-plans)).
 *
 * @param rounds - The record's rounds, the engine's own (each choice as parsed).
 * @param player - The player's place in each round's choices.
 * @param firstRound - The round number of `rounds[0]`.
 */
export function planFigures(plans: readonly PlanState[], sheet: Sheet, rounds: readonly (readonly Choice[])[], player: number, firstRound: number): PlanStatistics[] {
  const claimedIn: (number | null)[] = [null, null, null];
  rounds.forEach((choices, r) => {
    const choice = choices[player];
    if (choice === undefined || choice.claims === undefined) return;
    for (const claim of choice.claims) claimedIn[claim.plan] = firstRound + r;
  });
  return plans.map((plan, k): PlanStatistics => {
    const points = sheet.plans[k] ?? null;
    return {
      plan: k as PlanIndex,
      label: plan.label,
      claimed: points !== null,
      round: points === null ? null : (claimedIn[k] ?? null),
      first: points !== null && points === plan.first,
      points,
    };
  });
}
