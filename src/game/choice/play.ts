import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import { copyProblem, listBisTargets } from '../../sheet/bis.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import { crossBox, crossImprovement, crossPark, drawFence, editHouse, writeRoundabout } from '../../sheet/edit.js';
import { needsTruckStart } from '../../sheet/seasons/ice-cream.js';
import { writeNumber } from '../../sheet/seasons/write.js';
import { fenceProblem } from '../../sheet/fences.js';
import { rangeAt, sheetRanges, type Ranges } from '../../sheet/placement.js';
import { roundaboutProblem } from '../../sheet/roundabouts.js';
import type { HouseRef, Sheet } from '../../sheet/types.js';
import { applyClaims, unclaimedFulfilled } from '../plans/claims.js';
import type { ChoiceOutcome } from '../outcomes.js';
import type { BuildChoice, Choice, PlanClaim } from './choice.js';
import type { ChoiceContext } from './context.js';
import { refusalBlockers, refusalAllowed } from './refusal.js';
import { tempDeltas } from './temp.js';

/**
 * The sheet after the effect of a build whose number is already written ([rules §5](../../../docs/rules.md#5-effects)).
 * With the number written by {@link writeNumber} as a build writes it, the same sheet as
 * {@link playMove} (a bot rating every use of one placement's effect writes it once).
 */
export function useEffect(sheet: Sheet, choice: BuildChoice, ctx: ChoiceContext): Sheet | Problem {
  const effect = choice.effect;
  if (effect === undefined) return sheet;
  switch (effect.type) {
    case 'fence': {
      const why = fenceProblem(sheet.streets[effect.street], effect.slot, ctx.rules);
      if (why !== undefined) return problem('fence', { street: effect.street, slot: effect.slot, slots: sheet.streets[effect.street].houses.length - 1, reason: why });
      return drawFence(sheet, effect.street, effect.slot);
    }
    case 'improvement':
      if (!hasImprovementBox(sheet, effect.size)) return problem('trackFull', { track: 'improvement', size: effect.size });
      return crossImprovement(sheet, effect.size);
    case 'park':
      if (!hasParkBox(sheet, choice.street)) return problem('trackFull', { track: 'park', street: choice.street });
      return crossPark(sheet, choice.street);
    case 'pool':
      if (sheet.streets[choice.street].houses[choice.house]?.pool !== 'printed') return problem('pool', { street: choice.street, house: choice.house });
      if (!hasBox(sheet, 'pools')) return problem('trackFull', { track: 'pool' });
      return crossBox(editHouse(sheet, choice, { pool: 'built' }), 'pools');
    case 'temp':
      return crossBox(sheet, 'temps');
    case 'bis': {
      if (!hasBox(sheet, 'bis')) return problem('trackFull', { track: 'bis' });
      const street = sheet.streets[effect.street];
      const why = copyProblem(street, effect.house, effect.source, ctx.rules);
      if (why !== undefined) {
        const targets = listBisTargets(sheet, ctx.rules);
        return problem('bis', { street: effect.street, house: effect.house, source: effect.source, houses: street.houses.length, reason: why, targets });
      }
      const source = street.houses[effect.source === 'left' ? effect.house - 1 : effect.house + 1];
      // A copy drives the ice cream truck like a number, after the round's number
      // ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)).
      return crossBox(writeNumber(sheet, effect, source?.number as number, true), 'bis');
    }
  }
}

/** The sheet after a build: the number written, then its effect ([rules §4.1](../../../docs/rules.md#41-building-a-number), [§5](../../../docs/rules.md#5-effects)). */
function build(sheet: Sheet, choice: BuildChoice, ctx: ChoiceContext): Sheet | Problem {
  const pair = ctx.offer[choice.pair];
  if (pair === undefined) return problem('pair', { pair: choice.pair, pairs: ctx.offer.length });
  if (pair.effect === null) {
    const pairs = ctx.offer.flatMap((seen, index) => (seen.effect === null ? [] : [index]));
    return problem('pairHidden', { pair: choice.pair, pick: ctx.pick, pairs });
  }
  const street = sheet.streets[choice.street];
  const target = street.houses[choice.house];
  if (target === undefined) return problem('house', { street: choice.street, house: choice.house, houses: street.houses.length });
  if (target.number !== null || target.roundabout) {
    return problem('houseTaken', { street: choice.street, house: choice.house, holds: target.roundabout ? 'roundabout' : (target.number as number) });
  }
  const effect = choice.effect;
  if (effect !== undefined && effect.type !== pair.effect) return problem('effectMismatch', { given: effect.type, paired: pair.effect });
  let number = pair.number;
  if (effect?.type === 'temp') {
    if (!hasBox(sheet, 'temps')) return problem('trackFull', { track: 'temp' });
    if (!tempDeltas(pair.number).includes(effect.delta)) return problem('temp', { number: pair.number, delta: effect.delta });
    number += effect.delta;
  }
  const range = rangeAt(street, choice.house);
  if (number < range.min || number > range.max) {
    return problem('order', { street: choice.street, house: choice.house, number, min: range.min, max: range.max });
  }
  if (needsTruckStart(sheet, choice) !== (choice.truck !== undefined)) {
    return problem('truck', { reason: choice.truck === undefined ? 'missing' : 'not-first' });
  }
  return useEffect(writeNumber(sheet, choice, number, false, choice.truck), choice, ctx);
}

/** The sheet with this round's roundabout written ([rules §10.1](../../../docs/rules.md#101-roundabouts)), or the rule it breaks. */
export function placeRoundabout(sheet: Sheet, at: HouseRef, ctx: ChoiceContext): Sheet | Problem {
  if (!ctx.variants.roundabouts) return problem('roundabout', { reason: 'variant-off' });
  const why = roundaboutProblem(sheet, at);
  if (why !== undefined) return problem('roundabout', why);
  return writeRoundabout(sheet, at);
}

/**
 * The sheet a build or a refusal leaves before its claims: the roundabout first
 * ([rules §10.1](../../../docs/rules.md#101-roundabouts)), then the number and its effect, or the refusal box, which is allowed
 * only when the player cannot build on the sheet with the roundabout ([rules §4.2](../../../docs/rules.md#42-refusals)).
 * `ranges`, if given, are {@link sheetRanges} of `sheet`, for a refusal without a roundabout.
 */
export function playMove(sheet: Sheet, choice: Choice, ctx: ChoiceContext, ranges?: Ranges): Sheet | Problem {
  let next = sheet;
  if (choice.roundabout !== undefined) {
    const placed = placeRoundabout(sheet, choice.roundabout, ctx);
    if (isProblem(placed)) return placed;
    next = placed;
  }
  if (choice.type === 'build') return build(next, choice, ctx);
  if (!refusalAllowed(next, ctx, next === sheet && ranges !== undefined ? ranges : sheetRanges(next))) return problem('refusal', { playable: refusalBlockers(next, ctx) });
  return crossBox(next, 'refusals');
}

/**
 * The claims and reshuffle request of a choice, on the sheet its move left
 * ([rules §6](../../../docs/rules.md#6-plans), [§3.1](../../../docs/rules.md#31-stacks-and-the-offer)): each claim checked, and under immediate claims no plan left
 * fulfilled but unclaimed.
 */
export function settleClaims(after: Sheet, claims: readonly PlanClaim[], reshuffle: boolean, ctx: ChoiceContext): ChoiceOutcome | Problem {
  const claimed = claims.length === 0 ? { sheet: after, plans: [] } : applyClaims(after, claims, ctx.plans);
  if (isProblem(claimed)) return claimed;
  if (ctx.rules.claims === 'immediate') {
    const left = unclaimedFulfilled(claimed.sheet, claimed.plans, ctx.plans);
    if (left.length > 0) return problem('claimRequired', { plans: left.map((k) => ({ plan: k, label: ctx.plans[k]?.label ?? String(k) })) });
  }
  if (reshuffle) {
    if (!ctx.rules.reshuffleOnFirstClaim || ctx.solo) return problem('reshuffle', { reason: 'no-reshuffle' });
    if (!claimed.plans.some((plan) => ctx.plans[plan]?.approved === false)) {
      return problem('reshuffle', { reason: 'not-first-claim' });
    }
  }
  return { sheet: claimed.sheet, claimed: claimed.plans, reshuffle };
}

/**
 * Plays one build or refusal on one sheet ([rules §4](../../../docs/rules.md#4-a-round)–[§6](../../../docs/rules.md#6-plans)): checks it against the sheet
 * and the offer and returns what it does, or the first rule it breaks. `sheet` is
 * never touched.
 */
export function playChoice(sheet: Sheet, choice: Choice, ctx: ChoiceContext): ChoiceOutcome | Problem {
  const after = playMove(sheet, choice, ctx);
  if (isProblem(after)) return after;
  return settleClaims(after, choice.claims ?? [], choice.reshuffle === true, ctx);
}
