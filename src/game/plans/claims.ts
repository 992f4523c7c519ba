import { fail } from '../../errors/rule-error.js';
import { MAX_ESTATE_SIZE } from '../../rules/tracks.js';
import { checkCondition } from '../../sheet/conditions.js';
import { markUsed } from '../../sheet/edit.js';
import type { EstateRef, HouseRef, Sheet } from '../../sheet/types.js';
import type { PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../context.js';

const sizesText = (sizes: readonly number[]) => (sizes.length === 0 ? 'no estates' : `estates of ${[...sizes].sort((a, b) => a - b).join(', ')}`);

/** Throws unless `ref` is a complete, unused estate of `sheet`: fences at both ends, none inside, every house written. */
export function checkEstate(sheet: Sheet, ref: EstateRef): void {
  const street = sheet.streets[ref.street];
  const end = ref.start + ref.size;
  const where = { street: ref.street, start: ref.start, size: ref.size };
  if (end > street.houses.length) return fail('claimEstate', { ...where, why: `run past the end of the street (${street.houses.length} houses)` });
  if (!street.fences[ref.start] || !street.fences[end]) return fail('claimEstate', { ...where, why: 'are not closed by fences at both ends' });
  for (let slot = ref.start + 1; slot < end; slot++) {
    if (street.fences[slot]) return fail('claimEstate', { ...where, why: `are split by the fence in slot ${slot}` });
  }
  if (ref.size > MAX_ESTATE_SIZE) return fail('claimEstate', { ...where, why: `are ${ref.size} houses; an estate has 1 to ${MAX_ESTATE_SIZE}` });
  for (let house = ref.start; house < end; house++) {
    const h = street.houses[house];
    if (h === undefined || h.roundabout) return fail('claimEstate', { ...where, why: 'hold a roundabout, which is never an estate' });
    if (h.number === null) return fail('claimEstate', { ...where, why: `are not complete: house ${house} is empty` });
  }
  for (let house = ref.start; house < end; house++) {
    if (street.houses[house]?.used) return fail('claimEstateUsed', where);
  }
}

/**
 * Checks the claims of one choice against the sheet as the choice left it and marks
 * the houses they use (RULES §6). Returns that sheet and the plan indexes claimed.
 * Plan points are written when the round resolves, as they depend on the other
 * players' claims.
 */
export function applyClaims(sheet: Sheet, claims: readonly PlanClaim[], ctx: ChoiceContext): { sheet: Sheet; plans: number[] } {
  const plans: number[] = [];
  const named = new Set<string>();
  let next = sheet;
  for (const claim of claims) {
    const plan = ctx.plans[claim.plan];
    if (plan === undefined) return fail('claimPlan', { plan: claim.plan });
    if (plans.includes(claim.plan)) return fail('claimDuplicate', { what: `plan ${claim.plan}` });
    if (next.plans[claim.plan] !== null) return fail('claimAlready', { plan: claim.plan });
    const requirement = plan.requirement;
    const used: HouseRef[] = [];
    if (requirement.type === 'estates') {
      const estates = claim.estates ?? [];
      for (const ref of estates) {
        const key = `${ref.street}:${ref.start}`;
        if (named.has(key)) return fail('claimDuplicate', { what: `the estate at house ${ref.start} of street ${ref.street}` });
        named.add(key);
        checkEstate(next, ref);
      }
      const need = [...requirement.sizes].sort((a, b) => a - b);
      const have = estates.map((ref) => ref.size).sort((a, b) => a - b);
      if (need.length !== have.length || need.some((size, i) => size !== have[i])) {
        return fail('claimNotFulfilled', { plan: claim.plan, need: sizesText(need), have: sizesText(have) });
      }
      for (const ref of estates) for (let house = ref.start; house < ref.start + ref.size; house++) used.push({ street: ref.street, house });
    } else {
      if (claim.estates !== undefined && claim.estates.length > 0) {
        return fail('claimNotFulfilled', { plan: claim.plan, need: `its condition (${requirement.condition}) and no estates`, have: sizesText(claim.estates.map((ref) => ref.size)) });
      }
      const check = checkCondition(next, requirement.condition);
      if (!check.met) return fail('claimNotFulfilled', { plan: claim.plan, need: requirement.condition, have: 'a sheet that does not meet it' });
      used.push(...check.houses);
    }
    next = markUsed(next, used);
    plans.push(claim.plan);
  }
  return { sheet: next, plans };
}
