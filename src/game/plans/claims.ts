import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import type { EstateCondition, PlanRequirement } from '../../rules/plans.js';
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

const sizesText = (sizes: readonly number[]) => (sizes.length === 0 ? 'no estates' : `estates of ${[...sizes].sort((a, b) => a - b).join(', ')}`);

/**
 * Why `ref` is not an estate that may fulfil a plan, or `undefined`: it must be a
 * complete estate of `sheet` (fences at both ends, none inside, every house written,
 * 1–6 houses, no roundabout) none of whose houses a plan has used ([rules §6](../../../docs/rules.md#6-plans)).
 */
export function estateProblem(sheet: Sheet, ref: EstateRef): Problem | undefined {
  const street = sheet.streets[ref.street];
  const end = ref.start + ref.size;
  const where = { street: ref.street, start: ref.start, size: ref.size };
  if (end > street.houses.length) return problem('claimEstate', { ...where, why: `run past the end of the street (${street.houses.length} houses)` });
  if (!street.fences[ref.start] || !street.fences[end]) return problem('claimEstate', { ...where, why: 'are not closed by fences at both ends' });
  for (let slot = ref.start + 1; slot < end; slot++) {
    if (street.fences[slot]) return problem('claimEstate', { ...where, why: `are split by the fence in slot ${slot}` });
  }
  if (ref.size > MAX_ESTATE_SIZE) return problem('claimEstate', { ...where, why: `are ${ref.size} houses; an estate has 1 to ${MAX_ESTATE_SIZE}` });
  for (let house = ref.start; house < end; house++) {
    const h = street.houses[house];
    if (h === undefined || h.roundabout) return problem('claimEstate', { ...where, why: 'hold a roundabout, which is never an estate' });
    if (h.number === null) return problem('claimEstate', { ...where, why: `are not complete: house ${house} is empty` });
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

const SHOWS: Readonly<Record<EstateCondition, string>> = {
  'no-sold-cone': 'no sold cone',
  'three-sold-cones': 'three sold cones',
  unlinked: 'no string of lights between its houses',
  linked: 'every house linked to the next',
  'no-egg': 'no collected egg',
  'three-eggs': 'three collected eggs',
};

/** The houses an estate claim uses, after checking its estates; or the first problem. */
function estateHouses(sheet: Sheet, claim: PlanClaim, requirement: EstatesRequirement, named: Set<string>): HouseRef[] | Problem {
  const { sizes, each } = requirement;
  if (claim.houses !== undefined) return problem('claimHouse', { plan: claim.plan, why: 'an estate plan names estates, not houses' });
  const estates = claim.estates ?? [];
  for (const ref of estates) {
    const key = `${ref.street}:${ref.start}`;
    if (named.has(key)) return problem('claimDuplicate', { what: `the estate at house ${ref.start} of street ${ref.street}` });
    named.add(key);
    const found = estateProblem(sheet, ref);
    if (found !== undefined) return found;
    if (each !== undefined && !estateShows(sheet, ref, each)) {
      return problem('claimEstate', { street: ref.street, start: ref.start, size: ref.size, why: `do not show ${SHOWS[each]}, which plan ${claim.plan} asks of each estate` });
    }
  }
  const need = [...sizes].sort((a, b) => a - b);
  const have = estates.map((ref) => ref.size).sort((a, b) => a - b);
  if (need.length !== have.length || need.some((size, i) => size !== have[i])) {
    return problem('claimNotFulfilled', { plan: claim.plan, need: sizesText(need), have: sizesText(have) });
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
    return problem('claimNotFulfilled', { plan: claim.plan, need: `its condition (${condition}) and no estates`, have: sizesText(claim.estates.map((ref) => ref.size)) });
  }
  if (namesHouses(condition)) {
    if (claim.houses === undefined) return problem('claimHouse', { plan: claim.plan, why: 'plan 20 names the five bis houses it uses in the claim\'s houses' });
    const why = bisHousesProblem(sheet, claim.houses);
    if (why !== undefined) return problem('claimHouse', { plan: claim.plan, why });
  } else if (claim.houses !== undefined) {
    return problem('claimHouse', { plan: claim.plan, why: 'only plan 20 names houses; this plan\'s houses follow from the sheet' });
  }
  const check = checkCondition(sheet, condition, claim.houses);
  if (!check.met) return problem('claimNotFulfilled', { plan: claim.plan, need: condition, have: 'a sheet that does not meet it with unused houses' });
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
    if (claimed.includes(claim.plan)) return problem('claimDuplicate', { what: `plan ${claim.plan}` });
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
