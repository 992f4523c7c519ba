import { isProblem, type Problem } from '../../errors/rule-error.js';
import { BIS_PLAN_HOUSES, freeBisHouses, namesHouses } from '../../sheet/conditions.js';
import { listEstates } from '../../sheet/estates.js';
import { estateShows } from '../../sheet/seasons/plan-conditions.js';
import type { Estate, Sheet } from '../../sheet/types.js';
import type { Choice, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { playMove } from '../choice/play.js';
import type { PlanState } from '../types.js';
import { applyClaims, unclaimedFulfilled } from './claims.js';
import { availableEstates, fulfilled } from './fulfil.js';

/** Every way to pick `count` items of `items`, in order. */
function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), count - 1)) result.push([item, ...rest]);
  });
  return result;
}

/** How many estates of each size 1–6 a plan needs. */
function needOf(sizes: readonly number[]): Map<number, number> {
  const need = new Map<number, number>();
  for (const size of sizes) need.set(size, (need.get(size) ?? 0) + 1);
  return need;
}

/** Every single claim of plan `k` that `sheet` could make on its own, ignoring the other plans. */
function claimsOf(sheet: Sheet, k: 0 | 1 | 2, plan: PlanState, estates: readonly Estate[], available: readonly number[]): PlanClaim[] {
  if (sheet.plans[k] !== null || !fulfilled(sheet, plan.requirement, available)) return [];
  const requirement = plan.requirement;
  if (requirement.type === 'condition') {
    if (!namesHouses(requirement.condition)) return [{ plan: k }];
    return freeBisHouses(sheet).flatMap((houses) => combinations(houses, BIS_PLAN_HOUSES).map((pick) => ({ plan: k, houses: pick })));
  }
  const { each } = requirement;
  let picks: Estate[][] = [[]];
  for (const [size, count] of needOf(requirement.sizes)) {
    const options = combinations(
      estates.filter((estate) => estate.size === size && (each === undefined || estateShows(sheet, estate, each))),
      count,
    );
    picks = picks.flatMap((pick) => options.map((option) => [...pick, ...option]));
  }
  return picks.map((pick) => ({ plan: k, estates: pick.map(({ street, start, size }) => ({ street, start, size })) }));
}

/**
 * Every non-empty set of claims that may end a choice whose move left `after`
 * ([rules §6](../../../docs/rules.md#6-plans)): each plan at most once, no estate or house used twice, each claim
 * fulfilled. Under immediate claims only the sets that leave no further plan
 * fulfilled are listed, and one of them is compulsory when there are any. Candidates
 * are checked with the same rules as a choice's claims, so the answer agrees with
 * them by construction.
 */
export function claimSetsAfter(after: Sheet, ctx: Pick<ChoiceContext, 'plans' | 'rules'>): PlanClaim[][] {
  const available = availableEstates(after);
  const plans = ctx.plans;
  let any = false;
  for (let k = 0; k < plans.length && !any; k++) any = after.plans[k] === null && fulfilled(after, (plans[k] as PlanState).requirement, available);
  if (!any) return [];
  const estates = listEstates(after).filter((estate) => estate.complete && !estate.used);
  const perPlan = ([0, 1, 2] as const).map((k) => (plans[k] === undefined ? [] : claimsOf(after, k, plans[k] as PlanState, estates, available)));
  let sets: PlanClaim[][] = [[]];
  for (const options of perPlan) sets = sets.flatMap((set) => [set, ...options.map((claim) => [...set, claim])]);
  return sets.filter((set) => {
    if (set.length === 0) return false;
    const claimed = applyClaims(after, set, plans);
    if (isProblem(claimed)) return false;
    return ctx.rules.claims === 'optional' || unclaimedFulfilled(claimed.sheet, claimed.plans, plans).length === 0;
  });
}

/**
 * Every non-empty set of plan claims that can end `choice` on `sheet` (the choice's
 * own claims and reshuffle request are ignored), or the rule the choice itself breaks.
 */
export function legalClaimsFor(sheet: Sheet, choice: Choice, ctx: ChoiceContext): PlanClaim[][] | Problem {
  const after = playMove(sheet, choice, ctx);
  return isProblem(after) ? after : claimSetsAfter(after, ctx);
}
