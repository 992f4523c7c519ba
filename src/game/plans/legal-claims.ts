import { RuleError } from '../../errors/rule-error.js';
import { checkCondition } from '../../sheet/conditions.js';
import { completeEstateCounts, estatesOf } from '../../sheet/estates.js';
import type { Estate, Sheet } from '../../sheet/types.js';
import type { Choice, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../context.js';
import { playChoice } from '../choice/play.js';

/** Every way to pick `count` items of `items`, in order. */
function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), count - 1)) result.push([item, ...rest]);
  });
  return result;
}

/** Every single claim of plan `plan` that the sheet could make, ignoring other claims. */
/** How many estates of each size 1–6 a plan needs. */
function needOf(sizes: readonly number[]): Map<number, number> {
  const need = new Map<number, number>();
  for (const size of sizes) need.set(size, (need.get(size) ?? 0) + 1);
  return need;
}

/** Whether plan `plan` could be claimed on `sheet` at all, counting only complete unused estates: the cheap test first. */
function claimable(sheet: Sheet, plan: 0 | 1 | 2, ctx: ChoiceContext, available: readonly number[]): boolean {
  const requirement = ctx.plans[plan]?.requirement;
  if (requirement === undefined || sheet.plans[plan] !== null) return false;
  if (requirement.type === 'condition') return checkCondition(sheet, requirement.condition).met;
  // Each size needs as many available estates as it appears in the plan.
  const { sizes } = requirement;
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i] as number;
    let count = 0;
    for (const other of sizes) if (other === size) count += 1;
    if ((available[size - 1] as number) < count) return false;
  }
  return true;
}

function claimsOf(sheet: Sheet, plan: 0 | 1 | 2, ctx: ChoiceContext, estates: readonly Estate[], available: readonly number[]): PlanClaim[] {
  if (!claimable(sheet, plan, ctx, available)) return [];
  const requirement = ctx.plans[plan]?.requirement;
  if (requirement?.type !== 'estates') return [{ plan }];
  const need = needOf(requirement.sizes);
  let picks: Estate[][] = [[]];
  for (const [size, count] of need) {
    const options = combinations(
      estates.filter((estate) => estate.size === size),
      count,
    );
    picks = picks.flatMap((pick) => options.map((option) => [...pick, ...option]));
  }
  return picks.map((pick) => ({ plan, estates: pick.map(({ street, start, size }) => ({ street, start, size })) }));
}

/** The choice without its claims and reshuffle request; the choice itself when it has none. */
function withoutClaims(choice: Choice): Choice {
  if (choice.claims === undefined && (choice.type === 'refuse' || choice.reshuffle === undefined)) return choice;
  const { claims: _claims, ...bare } = choice.type === 'refuse' ? choice : (({ reshuffle: _reshuffle, ...rest }) => rest)(choice);
  return bare;
}

/**
 * Every non-empty set of plan claims that can end `choice` on `sheet`: each plan at
 * most once, no estate or house used twice. Candidates are checked by playing them,
 * so the answer agrees with the rules by construction.
 */
export function legalClaimsFor(sheet: Sheet, choice: Choice, ctx: ChoiceContext): PlanClaim[][] {
  const bare = withoutClaims(choice);
  const after = playChoice(sheet, bare, ctx).sheet;
  const available = completeEstateCounts(after, true);
  if (!claimable(after, 0, ctx, available) && !claimable(after, 1, ctx, available) && !claimable(after, 2, ctx, available)) return [];
  const estates = estatesOf(after).filter((estate) => estate.complete && !estate.used);
  const perPlan = ([0, 1, 2] as const).map((plan) => claimsOf(after, plan, ctx, estates, available));
  let sets: PlanClaim[][] = [[]];
  for (const options of perPlan) sets = sets.flatMap((set) => [set, ...options.map((claim) => [...set, claim])]);
  return sets.filter((set) => {
    if (set.length === 0) return false;
    try {
      playChoice(sheet, { ...bare, claims: set }, ctx);
      return true;
    } catch (error) {
      if (error instanceof RuleError) return false;
      throw error;
    }
  });
}
