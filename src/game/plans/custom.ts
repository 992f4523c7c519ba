import { fail } from '../../errors/rule-error.js';
import { array, integer, oneOf, record, type Bad } from '../../internal/check.js';
import { PLANS, type EstateCondition, type PlanCondition, type PlanRequirement } from '../../rules/plans.js';
import type { SheetKind } from '../../rules/seasons.js';
import { HOUSE_COUNT } from '../../rules/layout.js';
import { MAX_ESTATE_SIZE, type EstateSize } from '../../rules/tracks.js';
import type { VariantFlags } from '../../rules/variants.js';

/**
 * A plan of your own, for house rules: what it asks for and its two values, dealt in
 * the place of a printed plan through `GameOptions.plans`. It plays like a printed
 * plan of the same requirement: an estate plan with its sizes (and, on a seasonal
 * sheet, what it asks of each estate), or one of the printed condition plans'
 * conditions.
 *
 * @example
 * ```ts
 * import { createGame, type CustomPlan } from 'welcome-to-engine';
 * const sevens: CustomPlan = { requirement: { type: 'estates', sizes: [1, 6] }, first: 9, later: 5 };
 * const state = createGame({ players: 2, seed: 1, plans: [0, sevens, 12] });
 * state.plans[1]?.id; // null: not a printed plan
 * ```
 *
 * @group Setup
 */
export interface CustomPlan {
  /** Estates of these sizes (1 to 6 of them, at most 33 houses in all), or a printed plan's condition. */
  readonly requirement: PlanRequirement;
  /** Points for its first claimants: a whole number from 0 to 99. */
  readonly first: number;
  /** Points once approved: a whole number from 0 to `first`. */
  readonly later: number;
}

/**
 * The sheet a seasonal condition belongs to, from the printed seasonal plans (the one
 * place that says it), or `undefined` for a condition of every sheet: a scan of the
 * plans, asked once a custom plan is read.
 */
function seasonOf(condition: PlanCondition | EstateCondition): SheetKind | undefined {
  for (const plan of PLANS) {
    if (plan.season === null) continue;
    const requirement = plan.requirement;
    if ((requirement.type === 'condition' ? requirement.condition : requirement.each) === condition) return plan.season;
  }
  return undefined;
}

const CONDITIONS: readonly PlanCondition[] = [
  ...new Set(PLANS.flatMap((plan) => (plan.requirement.type === 'condition' ? [plan.requirement.condition] : []))),
];
const EACH: readonly EstateCondition[] = [...new Set(PLANS.flatMap((plan) => (plan.requirement.type === 'estates' && plan.requirement.each !== undefined ? [plan.requirement.each] : [])))];
const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/** Checks a custom plan of `GameOptions.plans[index]` against the game's variants and sheet; a copy, or `options/plans`. */
export function readCustomPlan(value: unknown, index: number, chosen: VariantFlags, sheet: SheetKind): CustomPlan {
  const at = `[${index}]`;
  const bad: Bad = (path, expected) => fail('options/plans', { problem: `${path} must be ${expected}` });
  const plan = record(value, at, ['requirement', 'first', 'later'], bad);
  const first = integer(plan.first, at, 0, 99, bad, 'first');
  const later = integer(plan.later, at, 0, first, bad, 'later');
  const need = record(plan.requirement, `${at}.requirement`, ['type', 'sizes', 'each', 'condition'], bad);
  const type = oneOf(need.type, `${at}.requirement`, ['estates', 'condition'] as const, bad, 'type');
  let requirement: PlanRequirement;
  let seasonal: PlanCondition | EstateCondition | undefined;
  if (type === 'estates') {
    if (need.condition !== undefined) bad(`${at}.requirement.condition`, 'absent from an estate plan');
    const sizes = array(need.sizes, `${at}.requirement`, bad, 'sizes').map((size, i) => oneOf(size, `${at}.requirement.sizes[${i}]`, SIZES, bad));
    if (sizes.length === 0 || sizes.length > MAX_ESTATE_SIZE) bad(`${at}.requirement.sizes`, `1 to ${MAX_ESTATE_SIZE} estate sizes`);
    if (sizes.reduce((sum, size) => sum + size, 0) > HOUSE_COUNT) bad(`${at}.requirement.sizes`, `estates of at most ${HOUSE_COUNT} houses in all`);
    const each = need.each === undefined ? undefined : oneOf(need.each, `${at}.requirement`, EACH, bad, 'each');
    requirement = each === undefined ? { type, sizes } : { type, sizes, each };
    seasonal = each;
  } else {
    if (need.sizes !== undefined || need.each !== undefined) bad(`${at}.requirement`, 'a condition with no sizes or each');
    const condition = oneOf(need.condition, `${at}.requirement`, CONDITIONS, bad, 'condition');
    requirement = { type, condition };
    seasonal = condition;
    if (condition === 'one-street-parks-pools-roundabout' && !chosen.roundabouts) {
      fail('options/plans', { problem: `${at} needs a roundabout; turn on variants.roundabouts to use it` });
    }
  }
  const season = seasonal === undefined ? undefined : seasonOf(seasonal);
  if (season !== undefined && season !== sheet) fail('options/plans', { problem: `${at} asks for "${seasonal}", which only the ${season} sheet shows; this game is on the ${sheet} sheet` });
  return { requirement, first, later };
}
