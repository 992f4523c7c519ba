import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { HOUSE_COUNT, LAYOUT } from '../rules/layout.js';
import { houseIndex, needsTruckStart } from '../game/choice/play.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import type { HouseRef } from '../sheet/types.js';
import type { BuildChoice, Choice, EffectUse, PickChoice, PlanClaim } from '../game/choice/choice.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { refusalWith } from '../game/legal/builds.js';
import { EFFECT_COUNT, houseAt, SLOT_COUNT, SLOT_OFFSETS, slotAt, type ActionSpace } from './action-space.js';

/**
 * The integers of single actions, both ways: a pick, a roundabout, a build or
 * refusal (its main action), a claim's plan and houses. Pure arithmetic on the
 * layout of {@link ActionSpace}; legality is the decision reader's.
 */

/** An action that is not one of the space's, as the `argument/invalid` error. */
export function badAction(name: string, expected: string, given: unknown): never {
  return fail('argument/invalid', { name, expected, given: describeValue(given) });
}

/** The effect-use number of an effect ({@link ActionSpace.effects}), or -1 when it has none. */
function effectIndex(effect: EffectUse | undefined): number {
  if (effect === undefined) return 0;
  switch (effect.type) {
    case 'fence': {
      const layout = LAYOUT[effect.street];
      if (layout === undefined || !Number.isInteger(effect.slot) || effect.slot < 1 || effect.slot >= layout.houses) return -1;
      return 1 + (SLOT_OFFSETS[effect.street] as number) + effect.slot - 1;
    }
    case 'improvement':
      return effect.size;
    case 'park':
    case 'pool':
      return 1;
    case 'temp':
      return 3 + effect.delta;
    case 'bis': {
      const house = houseIndex(effect);
      return house < 0 ? -1 : 1 + 2 * house + (effect.source === 'right' ? 1 : 0);
    }
  }
}

/**
 * The main action of a step: a pick, or a build or refusal without its roundabout and
 * claims. Throws `argument/invalid` for a step the space has no action for (a pick in
 * a game without expert card choice, a pair beyond the offer's).
 */
export function mainAction(space: ActionSpace, step: Choice | PickChoice): number {
  if (step.type === 'pick') {
    if (space.pick.count === 0) return badAction('choice', 'a build or a refusal: this game has no pick', step);
    return space.pick.start + step.card;
  }
  if (step.type === 'refuse') return space.refuse.start;
  if (step.pair >= space.pairs) return badAction('choice.pair', `a pair of the offer, 0 to ${space.pairs - 1}`, step.pair);
  const house = houseIndex(step);
  const effect = effectIndex(step.effect);
  if (house < 0) return badAction('choice.house', 'a house of the street', step.house);
  if (effect < 0) return badAction('choice.effect', 'an effect use on the sheet', step.effect);
  const truck = step.truck === 'right' ? 1 : 0;
  if (step.truck !== undefined && space.truckEnds === 1) return badAction('choice.truck', 'no truck: this game is not on the ice cream sheet', step.truck);
  return space.build.start + ((step.pair * HOUSE_COUNT + house) * EFFECT_COUNT + effect) * space.truckEnds + truck;
}

/** The roundabout action of a house. */
export function roundaboutAction(space: ActionSpace, at: HouseRef): number {
  if (space.roundabout.count === 0) return badAction('choice.roundabout', 'no roundabout: this game is without the roundabouts variant', at);
  const house = houseIndex(at);
  return house < 0 ? badAction('choice.roundabout', 'a house of the sheet', at) : space.roundabout.start + house;
}

/** The claim actions of a claim set, without the end: each plan, then its estates' first houses or its bis houses. */
export function claimTokens(space: ActionSpace, claims: readonly PlanClaim[]): number[] {
  const tokens: number[] = [];
  for (const claim of claims) {
    tokens.push(space.claimPlan.start + claim.plan);
    for (const estate of claim.estates ?? []) tokens.push(space.claimHouse.start + houseIndex({ street: estate.street, house: estate.start }));
    for (const house of claim.houses ?? []) tokens.push(space.claimHouse.start + houseIndex(house));
  }
  return tokens;
}

/** Whether `action` is in `range`. */
export function inRange(action: number, range: { readonly start: number; readonly count: number }): boolean {
  return action >= range.start && action < range.start + range.count;
}

/** The effect use an effect-use number stands for with a pair of `effect`, or undefined if none. */
function effectOf(effect: string, index: number, action: number): EffectUse | undefined {
  if (index === 0) return undefined;
  switch (effect) {
    case 'fence': {
      const at = index - 1 < SLOT_COUNT ? slotAt(index - 1) : undefined;
      if (at !== undefined) return { type: 'fence', street: at.street, slot: at.slot };
      break;
    }
    case 'improvement':
      if (index <= 6) return { type: 'improvement', size: index as 1 | 2 | 3 | 4 | 5 | 6 };
      break;
    case 'park':
    case 'pool':
      if (index === 1) return { type: effect };
      break;
    case 'temp':
      if (index <= 5) return { type: 'temp', delta: (index - 3) as -2 | -1 | 0 | 1 | 2 };
      break;
    case 'bis': {
      const at = houseAt((index - 1) >> 1);
      if (at !== undefined) return { type: 'bis', street: at.street, house: at.house, source: (index - 1) & 1 ? 'right' : 'left' };
      break;
    }
  }
  return badAction('action', `an effect use of the pair's ${effect}`, action);
}

/**
 * The build or refusal a main action stands for, with `roundabout` written first, on
 * `base` (the player's sheet with that roundabout), as the queries list it: a refusal
 * names the expert pick, a build the truck's end where the bottom street needs one.
 * Throws `argument/invalid` for an action that is not a build's or the refusal's, or a
 * build with a pair the player cannot see.
 */
export function decodeMain(space: ActionSpace, action: number, base: CompactSheet, roundabout: HouseRef | undefined, ctx: ChoiceContext): Choice {
  if (inRange(action, space.refuse)) return refusalWith(roundabout, ctx);
  if (!inRange(action, space.build)) return badAction('action', `a build (${space.build.start}–${space.build.start + space.build.count - 1}) or the refusal (${space.refuse.start})`, action);
  let rest = action - space.build.start;
  const truck = rest % space.truckEnds;
  rest = (rest - truck) / space.truckEnds;
  const effectIndex = rest % EFFECT_COUNT;
  rest = (rest - effectIndex) / EFFECT_COUNT;
  const at = houseAt(rest % HOUSE_COUNT) as { street: 0 | 1 | 2; house: number };
  const pair = (rest - (rest % HOUSE_COUNT)) / HOUSE_COUNT;
  const offered = ctx.offer[pair];
  if (offered === undefined) return badAction('action', `a build with a pair of the offer (0 to ${ctx.offer.length - 1})`, action);
  let effect: EffectUse | undefined;
  if (effectIndex !== 0) {
    if (offered.effect === null) return badAction('action', 'a build with a pair whose effect the player sees: pick first', action);
    effect = effectOf(offered.effect, effectIndex, action);
  }
  const build: { -readonly [K in keyof BuildChoice]: BuildChoice[K] } = { type: 'build', pair, street: at.street, house: at.house };
  if (effect !== undefined) build.effect = effect;
  if (roundabout !== undefined) build.roundabout = roundabout;
  if (truck === 1) build.truck = 'right';
  else if (needsTruckStart(base, at)) build.truck = 'left';
  return build;
}
