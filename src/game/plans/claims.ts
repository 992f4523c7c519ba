import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import type { PlanRequirement } from '../../rules/plans.js';
import { estateShows } from '../../sheet/seasons/plan-conditions.js';
import type { PlanState } from '../state.js';
import type { PlanIndex } from '../indexes.js';

type EstatesRequirement = Extract<PlanRequirement, { type: 'estates' }>;
import { MAX_ESTATE_SIZE } from '../../rules/tracks.js';
import { bisHousesProblem, checkCondition, namesHouses } from '../../sheet/conditions.js';
import { markUsed } from '../../sheet/edit.js';
import type { EstateRef, HouseRef, Sheet } from '../../sheet/types.js';
import type { PlanClaim } from '../choice/choice.js';
import { availableEstates, fulfilled } from './fulfil.js';


/**
 * Why `ref` is not an estate that may fulfil a plan, or `undefined`: it must be a
 * complete estate of `sheet` (fences at both ends, none inside, every house written,
 * 1–6 houses, no roundabout) none of whose houses a plan has used ([rules §6](../../../docs/rules.md#6-plans)).
 */
export function estateProblem(sheet: Sheet, ref: EstateRef): Problem | undefined {
  const street = sheet.streets[ref.street];
  const end = ref.start + ref.size;
  const where = { street: ref.street, start: ref.start, size: ref.size };
  if (end > street.houses.length) return problem('claimEstate', { ...where, reason: 'past-end', houses: street.houses.length });
  if (!street.fences[ref.start] || !street.fences[end]) return problem('claimEstate', { ...where, reason: 'unfenced' });
  for (let slot = ref.start + 1; slot < end; slot++) {
    if (street.fences[slot]) return problem('claimEstate', { ...where, reason: 'split', slot });
  }
  if (ref.size > MAX_ESTATE_SIZE) return problem('claimEstate', { ...where, reason: 'size' });
  for (let house = ref.start; house < end; house++) {
    const h = street.houses[house];
    if (h === undefined || h.roundabout) return problem('claimEstate', { ...where, reason: 'roundabout' });
    if (h.number === null) return problem('claimEstate', { ...where, reason: 'incomplete', house });
  }
  for (let house = ref.start; house < end; house++) {
    if (street.houses[house]?.used !== false) return problem('claimEstateUsed', { ...where, house });
  }
  return undefined;
}

/** What the claims of one choice do: the sheet with the houses they use marked, and the plans claimed. */
export interface Claimed {
  readonly sheet: Sheet;
  readonly plans: readonly PlanIndex[];
}

/** The houses an estate claim uses, after checking its estates; or the first problem. */
function estateHouses(sheet: Sheet, claim: PlanClaim, requirement: EstatesRequirement, named: Set<string>): HouseRef[] | Problem {
  const { sizes, each } = requirement;
  if (claim.houses !== undefined) return problem('claimHouse', { plan: claim.plan, reason: 'estate-plan' });
  const estates = claim.estates ?? [];
  for (const ref of estates) {
    const key = `${ref.street}:${ref.start}`;
    if (named.has(key)) return problem('claimDuplicate', { reason: 'estate', street: ref.street, start: ref.start });
    named.add(key);
    const found = estateProblem(sheet, ref);
    if (found !== undefined) return found;
    if (each !== undefined && !estateShows(sheet, ref, each)) {
      return problem('claimEstate', { street: ref.street, start: ref.start, size: ref.size, reason: 'shows', plan: claim.plan, condition: each });
    }
  }
  const need = [...sizes].sort((a, b) => a - b);
  const have = estates.map((ref) => ref.size).sort((a, b) => a - b);
  if (need.length !== have.length || need.some((size, i) => size !== have[i])) {
    return problem('claimNotFulfilled', { reason: 'sizes', plan: claim.plan, need, have });
  }
  const houses: HouseRef[] = [];
  for (const ref of estates) for (let house = ref.start; house < ref.start + ref.size; house++) houses.push({ street: ref.street, house });
  return houses;
}

/** The houses a condition claim uses ([rules §10.2](../../../docs/rules.md#102-advanced-plans)), after checking its condition; or the first problem. */
function conditionHouses(sheet: Sheet, claim: PlanClaim, plan: PlanState): readonly HouseRef[] | Problem {
  if (plan.requirement.type !== 'condition') return [];
  const { condition } = plan.requirement;
  if (claim.estates !== undefined && claim.estates.length > 0) {
    return problem('claimNotFulfilled', { reason: 'no-estates', plan: claim.plan, condition, have: claim.estates.map((ref) => ref.size).sort((a, b) => a - b) });
  }
  if (namesHouses(condition)) {
    if (claim.houses === undefined) return problem('claimHouse', { plan: claim.plan, reason: 'houses-missing' });
    const why = bisHousesProblem(sheet, claim.houses);
    if (why !== undefined) return problem('claimHouse', { plan: claim.plan, ...why });
  } else if (claim.houses !== undefined) {
    return problem('claimHouse', { plan: claim.plan, reason: 'not-house-plan' });
  }
  const check = checkCondition(sheet, condition, claim.houses);
  if (!check.met) return problem('claimNotFulfilled', { reason: 'condition', plan: claim.plan, condition });
  return check.houses;
}

/**
 * Checks the claims of one choice against the sheet as the choice left it, and marks
 * the houses they use ([rules §6](../../../docs/rules.md#6-plans)): estate plans mark their estates `'estate'`, plans on
 * houses mark theirs `'house'`. Returns the sheet and the plan indexes claimed, or
 * the first rule broken. Plan points are written when the round resolves, as they
 * depend on the other players' claims.
 */
export function applyClaims(sheet: Sheet, claims: readonly PlanClaim[], plans: readonly PlanState[]): Claimed | Problem {
  const claimed: PlanIndex[] = [];
  const named = new Set<string>();
  let next = sheet;
  for (const claim of claims) {
    const plan = plans[claim.plan];
    if (plan === undefined) return problem('claimPlan', { plan: claim.plan });
    if (claimed.includes(claim.plan)) return problem('claimDuplicate', { reason: 'plan', plan: claim.plan });
    if (next.plans[claim.plan] !== null) return problem('claimAlready', { plan: claim.plan });
    if (plan.requirement.type === 'estates') {
      const houses = estateHouses(next, claim, plan.requirement, named);
      if (isProblem(houses)) return houses;
      next = markUsed(next, houses, 'estate');
    } else {
      const houses = conditionHouses(next, claim, plan);
      if (isProblem(houses)) return houses;
      next = markUsed(next, houses, 'house');
    }
    claimed.push(claim.plan);
  }
  return { sheet: next, plans: claimed };
}

/**
 * The plans `sheet` still fulfils from its unused estates and houses that are neither
 * claimed on it nor in `claimed`: under immediate claims ([rules §6](../../../docs/rules.md#6-plans)) a choice leaving
 * any is illegal.
 */
export function unclaimedFulfilled(sheet: Sheet, claimed: readonly number[], plans: readonly PlanState[]): number[] {
  const left: number[] = [];
  let available: number[] | undefined;
  for (let k = 0; k < plans.length; k++) {
    const plan = plans[k] as PlanState;
    if (sheet.plans[k] !== null || claimed.includes(k)) continue;
    available ??= availableEstates(sheet);
    if (fulfilled(sheet, plan.requirement, available)) left.push(k);
  }
  return left;
}
