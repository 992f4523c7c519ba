import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import type { PlanRequirement } from '../../rules/plans.js';
import { MAX_ESTATE_SIZE } from '../../rules/tracks.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { bisHousesProblem, checkCondition, estateShows, namesHouses } from '../../sheet/compact/conditions.js';
import { EMPTY, FENCES, HOUSES, MARKS, NUMBER, OFFSET, PLANS, ROUNDABOUT_MARK, USED, USED_ESTATE, USED_HOUSE } from '../../sheet/compact/layout.js';
import { markUsed } from '../../sheet/compact/write.js';
import type { EstateRef, HouseRef } from '../../sheet/types.js';
import type { PlanState } from '../state.js';
import type { PlanIndex } from '../indexes.js';

type EstatesRequirement = Extract<PlanRequirement, { type: 'estates' }>;
import type { PlanClaim } from '../choice/choice.js';
import { availableEstates, fulfilled } from './fulfil.js';

/**
 * Why `ref` is not an estate that may fulfil a plan, or `undefined`: it must be a
 * complete estate of `sheet` (fences at both ends, none inside, every house written,
 * 1–6 houses, no roundabout) none of whose houses a plan has used ([rules §6](../../../docs/rules.md#6-plans)).
 */
export function estateProblem(sheet: CompactSheet, ref: EstateRef): Problem | undefined {
  const count = HOUSES[ref.street];
  const start = ref.start;
  const end = start + ref.size;
  const where = { street: ref.street, start, size: ref.size };
  if (end > count) return problem('claim/estate', { ...where, reason: 'past-end', houses: count });
  const fences = sheet[FENCES + ref.street] as number;
  if ((fences & (1 << start)) === 0 || (fences & (1 << end)) === 0) return problem('claim/estate', { ...where, reason: 'unfenced' });
  for (let slot = start + 1; slot < end; slot++) {
    if ((fences & (1 << slot)) !== 0) return problem('claim/estate', { ...where, reason: 'split', slot });
  }
  if (ref.size > MAX_ESTATE_SIZE) return problem('claim/estate', { ...where, reason: 'size' });
  const first = OFFSET[ref.street];
  for (let house = start; house < end; house++) {
    if (((sheet[MARKS + first + house] as number) & ROUNDABOUT_MARK) !== 0) return problem('claim/estate', { ...where, reason: 'roundabout' });
    if (sheet[NUMBER + first + house] === EMPTY) return problem('claim/estate', { ...where, reason: 'incomplete', house });
  }
  for (let house = start; house < end; house++) {
    if (((sheet[MARKS + first + house] as number) & USED) !== 0) return problem('claim/estate-used', { ...where, house });
  }
  return undefined;
}

/** What the claims of one choice do: the sheet with the houses they use marked, and the plans claimed. */
export interface Claimed {
  readonly sheet: CompactSheet;
  readonly plans: readonly PlanIndex[];
}

/** The houses an estate claim uses, after checking its estates; or the first problem. */
function estateHouses(sheet: CompactSheet, claim: PlanClaim, requirement: EstatesRequirement, named: Set<string>): HouseRef[] | Problem {
  const { sizes, each } = requirement;
  if (claim.houses !== undefined) return problem('claim/house', { plan: claim.plan, reason: 'estate-plan' });
  const estates = claim.estates ?? [];
  for (const ref of estates) {
    const key = `${ref.street}:${ref.start}`;
    if (named.has(key)) return problem('claim/duplicate', { reason: 'estate', street: ref.street, start: ref.start });
    named.add(key);
    const found = estateProblem(sheet, ref);
    if (found !== undefined) return found;
    if (each !== undefined && !estateShows(sheet, ref, each)) {
      return problem('claim/estate', { street: ref.street, start: ref.start, size: ref.size, reason: 'shows', plan: claim.plan, condition: each });
    }
  }
  const need = [...sizes].sort((a, b) => a - b);
  const have = estates.map((ref) => ref.size).sort((a, b) => a - b);
  if (need.length !== have.length || need.some((size, i) => size !== have[i])) {
    return problem('claim/not-fulfilled', { reason: 'sizes', plan: claim.plan, need, have });
  }
  const houses: HouseRef[] = [];
  for (const ref of estates) for (let house = ref.start; house < ref.start + ref.size; house++) houses.push({ street: ref.street, house });
  return houses;
}

/** The houses a condition claim uses ([rules §10.2](../../../docs/rules.md#102-advanced-plans)), after checking its condition; or the first problem. */
function conditionHouses(sheet: CompactSheet, claim: PlanClaim, plan: PlanState): readonly HouseRef[] | Problem {
  if (plan.requirement.type !== 'condition') return [];
  const { condition } = plan.requirement;
  if (claim.estates !== undefined && claim.estates.length > 0) {
    return problem('claim/not-fulfilled', { reason: 'no-estates', plan: claim.plan, condition, have: claim.estates.map((ref) => ref.size).sort((a, b) => a - b) });
  }
  if (namesHouses(condition)) {
    if (claim.houses === undefined) return problem('claim/house', { plan: claim.plan, reason: 'houses-missing' });
    const why = bisHousesProblem(sheet, claim.houses);
    if (why !== undefined) return problem('claim/house', { plan: claim.plan, ...why });
  } else if (claim.houses !== undefined) {
    return problem('claim/house', { plan: claim.plan, reason: 'not-house-plan' });
  }
  const check = checkCondition(sheet, condition, claim.houses);
  if (!check.met) return problem('claim/not-fulfilled', { reason: 'condition', plan: claim.plan, condition });
  return check.houses;
}

/**
 * Checks the claims of one choice against the sheet as the choice left it, and marks
 * the houses they use ([rules §6](../../../docs/rules.md#6-plans)): estate plans mark their estates `'estate'`, plans on
 * houses mark theirs `'house'`. Returns the sheet and the plan indexes claimed, or
 * the first rule broken. Plan points are written when the round resolves, as they
 * depend on the other players' claims.
 */
export function applyClaims(sheet: CompactSheet, claims: readonly PlanClaim[], plans: readonly PlanState[]): Claimed | Problem {
  const next = copyCompact(sheet);
  const claimed = applyClaimsOn(next, claims, plans);
  return isProblem(claimed) ? claimed : { sheet: next, plans: claimed };
}

/** {@link applyClaims} on `next`, a sheet the caller owns, marked in place: the plans claimed, or the first rule broken (`next` part-written). */
export function applyClaimsOn(next: CompactSheet, claims: readonly PlanClaim[], plans: readonly PlanState[]): PlanIndex[] | Problem {
  const claimed: PlanIndex[] = [];
  const named = new Set<string>();
  for (const claim of claims) {
    const plan = plans[claim.plan];
    if (plan === undefined) return problem('claim/plan', { plan: claim.plan });
    if (claimed.includes(claim.plan)) return problem('claim/duplicate', { reason: 'plan', plan: claim.plan });
    if (next[PLANS + claim.plan] !== EMPTY) return problem('claim/already-claimed', { plan: claim.plan });
    if (plan.requirement.type === 'estates') {
      const houses = estateHouses(next, claim, plan.requirement, named);
      if (isProblem(houses)) return houses;
      for (const ref of houses) markUsed(next, OFFSET[ref.street] + ref.house, USED_ESTATE);
    } else {
      const houses = conditionHouses(next, claim, plan);
      if (isProblem(houses)) return houses;
      for (const ref of houses) markUsed(next, OFFSET[ref.street] + ref.house, USED_HOUSE);
    }
    claimed.push(claim.plan);
  }
  return claimed;
}

/**
 * The plans `sheet` still fulfils from its unused estates and houses that are neither
 * claimed on it nor in `claimed`: under immediate claims ([rules §6](../../../docs/rules.md#6-plans)) a choice leaving
 * any is illegal.
 */
export function unclaimedFulfilled(sheet: CompactSheet, claimed: readonly number[], plans: readonly PlanState[]): number[] {
  const left: number[] = [];
  let available: number[] | undefined;
  for (let k = 0; k < plans.length; k++) {
    const plan = plans[k] as PlanState;
    if (sheet[PLANS + k] !== EMPTY || claimed.includes(k)) continue;
    available ??= availableEstates(sheet);
    if (fulfilled(sheet, plan.requirement, available)) left.push(k);
  }
  return left;
}
