import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import { fail } from '../../errors/rule-error.js';
import { bisTargets, copyProblem } from '../../sheet/bis.js';
import { fenceProblem } from '../../sheet/fences.js';
import { crossBox, crossImprovement, crossPark, drawFence, editHouse } from '../../sheet/edit.js';
import { numberRange } from '../../sheet/placement.js';
import type { Sheet } from '../../sheet/types.js';
import type { BuildChoice, Choice, EffectUse } from './choice.js';
import { applyClaims } from '../plans/claims.js';
import type { ChoiceContext } from '../context.js';
import { tempDeltas } from './temp.js';
import type { ChoiceOutcome } from '../types.js';
import { mayRefuse, refusalBlockers } from './refusal.js';


/** The sheet after the effect of a build whose number is already written (RULES §5). */
function useEffect(sheet: Sheet, choice: BuildChoice, effect: EffectUse, ctx: ChoiceContext): Sheet {
  switch (effect.type) {
    case 'fence':
      const why = fenceProblem(sheet.streets[effect.street], effect.slot, ctx.rules);
      if (why !== undefined) fail('fence', { street: effect.street, slot: effect.slot, why });
      return drawFence(sheet, effect.street, effect.slot);
    case 'improvement':
      if (!hasImprovementBox(sheet, effect.size)) fail('trackFull', { track: `${effect.size}-house estate value` });
      return crossImprovement(sheet, effect.size);
    case 'park':
      if (!hasParkBox(sheet, choice.street)) fail('trackFull', { track: `park of street ${choice.street}` });
      return crossPark(sheet, choice.street);
    case 'pool':
      if (sheet.streets[choice.street].houses[choice.house]?.pool !== 'printed') fail('pool', { street: choice.street, house: choice.house });
      if (!hasBox(sheet, 'pools')) fail('trackFull', { track: 'pool' });
      return crossBox(editHouse(sheet, choice, { pool: 'built' }), 'pools');
    case 'temp':
      return crossBox(sheet, 'temps');
    case 'bis': {
      if (!hasBox(sheet, 'bis')) fail('trackFull', { track: 'bis' });
      const street = sheet.streets[effect.street];
      const why = copyProblem(street, effect.house, effect.source, ctx.rules);
      if (why !== undefined) {
        const targets = bisTargets(sheet, ctx.rules).map((t) => `street ${t.street} house ${t.house} from the ${t.source}`);
        fail('bis', { street: effect.street, house: effect.house, source: effect.source, why, targets });
      }
      const source = street.houses[effect.source === 'left' ? effect.house - 1 : effect.house + 1];
      return crossBox(editHouse(sheet, effect, { number: source?.number ?? null, bis: true }), 'bis');
    }
  }
}

/** The sheet after a build: the number written, then its effect (RULES §4.1, §5). */
function build(sheet: Sheet, choice: BuildChoice, ctx: ChoiceContext): Sheet {
  const pair = ctx.offer[choice.pair];
  if (pair === undefined) return fail('pair', { pair: choice.pair, pairs: ctx.offer.length });
  const street = sheet.streets[choice.street];
  const target = street.houses[choice.house];
  if (target === undefined) return fail('house', { street: choice.street, house: choice.house, houses: street.houses.length });
  if (target.number !== null || target.roundabout) {
    return fail('houseTaken', { street: choice.street, house: choice.house, holds: target.roundabout ? 'a roundabout' : String(target.number) });
  }
  const effect = choice.effect;
  if (effect !== undefined && effect.type !== pair.effect) return fail('effectMismatch', { given: effect.type, paired: pair.effect });
  let number = pair.number;
  if (effect?.type === 'temp') {
    if (!hasBox(sheet, 'temps')) return fail('trackFull', { track: 'temp' });
    if (!tempDeltas(pair.number).includes(effect.delta)) return fail('temp', { number: pair.number, delta: effect.delta });
    number += effect.delta;
  }
  const range = numberRange(street, choice.house);
  if (number < range.min || number > range.max) {
    return fail('order', { street: choice.street, house: choice.house, number, min: range.min, max: range.max });
  }
  const written = editHouse(sheet, choice, { number });
  return effect === undefined ? written : useEffect(written, choice, effect, ctx);
}

/**
 * Plays one choice on one sheet (RULES §4–§6): checks it against the sheet and the
 * offer, and returns the sheet it leaves. Throws `RuleError` on the first rule it
 * breaks; `sheet` is never touched.
 */
export function playChoice(sheet: Sheet, choice: Choice, ctx: ChoiceContext): ChoiceOutcome {
  if (choice.roundabout !== undefined) fail('roundabout', { why: 'the roundabouts variant is not available in this game; leave the roundabout out' });
  let next: Sheet;
  if (choice.type === 'refuse') {
    if (!mayRefuse(sheet, ctx)) fail('refusal', { playable: refusalBlockers(sheet, ctx) });
    next = crossBox(sheet, 'refusals');
  } else {
    next = build(sheet, choice, ctx);
  }
  const claims = choice.claims ?? [];
  const claimed = claims.length === 0 ? { sheet: next, plans: [] } : applyClaims(next, claims, ctx);
  const reshuffle = choice.type === 'build' && choice.reshuffle === true;
  if (reshuffle) {
    if (!ctx.rules.reshuffleOnFirstClaim || ctx.solo) {
      fail('reshuffle', { why: 'this game has no reshuffle after a first claim; leave it out' });
    }
    if (!claimed.plans.some((plan) => ctx.plans[plan]?.approved === false)) {
      fail('reshuffle', { why: 'only a player claiming a plan for its higher value may ask for a reshuffle' });
    }
  }
  return { sheet: claimed.sheet, claimed: claimed.plans, reshuffle };
}
