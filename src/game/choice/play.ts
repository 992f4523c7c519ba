import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import { copyProblem, forEachBisTarget } from '../../sheet/compact/bis.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { fenceProblem } from '../../sheet/compact/fences.js';
import { BIS, EMPTY, HOUSES, KIND, ICE_CREAM, MARKS, NO_END, NUMBER, OFFSET, POOL_BUILT, POOLS, PRINTED_POOL, REFUSALS, ROUNDABOUT_MARK, TEMPS, TRUCK_FROM } from '../../sheet/compact/layout.js';
import { fitsHouse, rangeOf } from '../../sheet/compact/ranges.js';
import { roundaboutProblem } from '../../sheet/compact/roundabouts.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/compact/tracks.js';
import { crossBox, crossImprovement, crossPark, drawFence, TRUCK_END, writeNumber, writeRoundabout } from '../../sheet/compact/write.js';
import type { HouseRef } from '../../sheet/types.js';
import { applyClaimsOn, unclaimedFulfilled } from '../plans/claims.js';
import type { PlanIndex } from '../indexes.js';
import type { BuildChoice, Choice, PlanClaim } from './choice.js';
import type { ChoiceContext } from './context.js';
import { refusalBlockers, refusalAllowed } from './refusal.js';
import { tempDeltas } from './temp.js';

/**
 * What a legal build or refusal does to its player's sheet: the compact sheet it leaves
 * (its claims' houses marked used; plan points are written when the round resolves),
 * the plans it claims and whether it asks for a reshuffle. `sheet` is the engine's own
 * copy: never written on after it is made.
 */
export interface Played {
  readonly sheet: CompactSheet;
  readonly claimed: readonly PlanIndex[];
  readonly reshuffle: boolean;
}

/** The sheet index of a house of a choice, or -1 when the street has no such house. */
export function houseIndex(ref: HouseRef): number {
  const street = ref.street;
  return Number.isInteger(ref.house) && ref.house >= 0 && ref.house < HOUSES[street] ? OFFSET[street] + ref.house : -1;
}

/** Whether the bottom street's ice cream truck has yet to start: a build there must say from which end ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)). */
export function needsTruckStart(sheet: CompactSheet, at: HouseRef): boolean {
  return sheet[KIND] === ICE_CREAM && at.street === 2 && sheet[TRUCK_FROM + 2] === NO_END;
}

/** Every bis copy the sheet allows, for an error's message. */
function bisTargets(sheet: CompactSheet, bisAcrossFence: boolean): { street: number; house: number; source: 'left' | 'right' }[] {
  const targets: { street: number; house: number; source: 'left' | 'right' }[] = [];
  for (let street = 0; street < 3; street++) forEachBisTarget(sheet, street, bisAcrossFence, (house, source) => targets.push({ street, house, source }));
  return targets;
}

/**
 * Uses the effect of a build whose number `sheet` already holds ([rules §5](../../../docs/rules.md#5-effects)), on `sheet`
 * itself (the caller's own copy), or gives the rule it breaks (and writes nothing).
 */
export function useEffectOn(sheet: CompactSheet, choice: BuildChoice, ctx: ChoiceContext): Problem | undefined {
  const effect = choice.effect;
  if (effect === undefined) return undefined;
  switch (effect.type) {
    case 'fence': {
      const why = fenceProblem(sheet, effect.street, effect.slot, ctx.rules.bisAcrossFence);
      if (why !== undefined) return problem('choice/fence', { street: effect.street, slot: effect.slot, slots: HOUSES[effect.street] - 1, reason: why });
      drawFence(sheet, effect.street, effect.slot);
      return undefined;
    }
    case 'improvement':
      if (!hasImprovementBox(sheet, effect.size)) return problem('choice/track-full', { track: 'improvement', size: effect.size });
      crossImprovement(sheet, effect.size);
      return undefined;
    case 'park':
      if (!hasParkBox(sheet, choice.street)) return problem('choice/track-full', { track: 'park', street: choice.street });
      crossPark(sheet, choice.street);
      return undefined;
    case 'pool': {
      const at = OFFSET[choice.street] + choice.house;
      if (PRINTED_POOL[at] !== 1 || ((sheet[MARKS + at] as number) & POOL_BUILT) !== 0) return problem('choice/pool', { street: choice.street, house: choice.house });
      if (!hasBox(sheet, POOLS)) return problem('choice/track-full', { track: 'pool' });
      sheet[MARKS + at] = (sheet[MARKS + at] as number) | POOL_BUILT;
      crossBox(sheet, POOLS);
      return undefined;
    }
    case 'temp':
      crossBox(sheet, TEMPS);
      return undefined;
    case 'bis': {
      if (!hasBox(sheet, BIS)) return problem('choice/track-full', { track: 'bis' });
      const why = copyProblem(sheet, effect.street, effect.house, effect.source, ctx.rules.bisAcrossFence);
      if (why !== undefined) {
        return problem('choice/bis', {
          street: effect.street,
          house: effect.house,
          source: effect.source,
          houses: HOUSES[effect.street],
          reason: why,
          targets: bisTargets(sheet, ctx.rules.bisAcrossFence),
        });
      }
      const at = OFFSET[effect.street] + effect.house;
      // A copy drives the ice cream truck like a number, after the round's number
      // ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)).
      writeNumber(sheet, at, sheet[NUMBER + (effect.source === 'left' ? at - 1 : at + 1)] as number, true);
      crossBox(sheet, BIS);
      return undefined;
    }
  }
}

/**
 * The sheet after the effect of a build whose number is already written ([rules §5](../../../docs/rules.md#5-effects)):
 * a copy, `sheet` untouched. With the number written as a build writes it, the same
 * sheet as {@link playMove} (a bot rating every use of one placement's effect writes it once).
 */
export function useEffect(sheet: CompactSheet, choice: BuildChoice, ctx: ChoiceContext): CompactSheet | Problem {
  if (choice.effect === undefined) return sheet;
  const next = copyCompact(sheet);
  const why = useEffectOn(next, choice, ctx);
  return why ?? next;
}

/**
 * Why a build may not be written on `sheet` (the sheet with this round's roundabout),
 * effect aside ([rules §4.1](../../../docs/rules.md#41-building-a-number)), or the number it writes.
 */
function buildProblem(sheet: CompactSheet, choice: BuildChoice, ctx: ChoiceContext): Problem | number {
  const pair = ctx.offer[choice.pair];
  if (pair === undefined) return problem('choice/pair', { pair: choice.pair, pairs: ctx.offer.length });
  if (pair.effect === null) {
    const pairs = ctx.offer.flatMap((seen, index) => (seen.effect === null ? [] : [index]));
    return problem('choice/pair', { pair: choice.pair, pick: ctx.pick, pairs });
  }
  const at = houseIndex(choice);
  if (at < 0) return problem('choice/house', { street: choice.street, house: choice.house, houses: HOUSES[choice.street] });
  const roundabout = ((sheet[MARKS + at] as number) & ROUNDABOUT_MARK) !== 0;
  if (sheet[NUMBER + at] !== EMPTY || roundabout) {
    return problem('choice/house-taken', { street: choice.street, house: choice.house, holds: roundabout ? 'roundabout' : (sheet[NUMBER + at] as number) });
  }
  const effect = choice.effect;
  if (effect !== undefined && effect.type !== pair.effect) return problem('choice/effect-mismatch', { given: effect.type, paired: pair.effect });
  let number = pair.number;
  if (effect?.type === 'temp') {
    if (!hasBox(sheet, TEMPS)) return problem('choice/track-full', { track: 'temp' });
    if (!tempDeltas(pair.number).includes(effect.delta)) return problem('choice/order', { number: pair.number, delta: effect.delta });
    number += effect.delta;
  }
  if (!fitsHouse(sheet, at, number)) {
    const { min, max } = rangeOf(sheet, at);
    return problem('choice/order', { street: choice.street, house: choice.house, number, min, max });
  }
  if (needsTruckStart(sheet, choice) !== (choice.truck !== undefined)) return problem('choice/truck', { reason: choice.truck === undefined ? 'missing' : 'not-first' });
  return number;
}

/** Writes a build on `sheet` (the caller's own copy): the number, then its effect ([rules §4.1](../../../docs/rules.md#41-building-a-number), [§5](../../../docs/rules.md#5-effects)); or the rule it breaks. */
function buildOn(sheet: CompactSheet, choice: BuildChoice, number: number, ctx: ChoiceContext): Problem | undefined {
  writeNumber(sheet, houseIndex(choice), number, false, choice.truck === undefined ? NO_END : TRUCK_END[choice.truck]);
  return useEffectOn(sheet, choice, ctx);
}

/** The roundabout of a choice checked: its sheet index, or the rule it breaks ([rules §10.1](../../../docs/rules.md#101-roundabouts)). */
export function roundaboutAt(sheet: CompactSheet, at: HouseRef, ctx: ChoiceContext): number | Problem {
  if (!ctx.variants.roundabouts) return problem('choice/roundabout', { reason: 'variant-off' });
  const index = houseIndex(at);
  if (index < 0) return problem('choice/roundabout', { reason: 'no-house', street: at.street, house: at.house, houses: HOUSES[at.street] });
  const why = roundaboutProblem(sheet, index);
  return why === undefined ? index : problem('choice/roundabout', why);
}

/** The sheet with this round's roundabout written ([rules §10.1](../../../docs/rules.md#101-roundabouts)), a copy; or the rule it breaks. */
export function placeRoundabout(sheet: CompactSheet, at: HouseRef, ctx: ChoiceContext): CompactSheet | Problem {
  const index = roundaboutAt(sheet, at, ctx);
  if (typeof index !== 'number') return index;
  const next = copyCompact(sheet);
  writeRoundabout(next, index);
  return next;
}

/**
 * Plays a build or a refusal on `out`, a copy of the player's sheet the caller owns,
 * before its claims: the roundabout first ([rules §10.1](../../../docs/rules.md#101-roundabouts)),
 * then the number and its effect, or the refusal box, which is allowed only when the
 * player cannot build on the sheet with the roundabout ([rules §4.2](../../../docs/rules.md#42-refusals)).
 * Gives the first rule broken (`out` is then part-written, to be thrown away).
 */
export function playMoveOn(out: CompactSheet, choice: Choice, ctx: ChoiceContext): Problem | undefined {
  if (choice.roundabout !== undefined) {
    const index = roundaboutAt(out, choice.roundabout, ctx);
    if (typeof index !== 'number') return index;
    writeRoundabout(out, index);
  }
  if (choice.type === 'build') {
    const number = buildProblem(out, choice, ctx);
    if (typeof number !== 'number') return number;
    return buildOn(out, choice, number, ctx);
  }
  if (!refusalAllowed(out, ctx)) return problem('choice/refusal-not-allowed', { playable: refusalBlockers(out, ctx) });
  crossBox(out, REFUSALS);
  return undefined;
}

/** The sheet a build or a refusal leaves before its claims ({@link playMoveOn}), a copy; or the rule it breaks. `sheet` is never touched. */
export function playMove(sheet: CompactSheet, choice: Choice, ctx: ChoiceContext): CompactSheet | Problem {
  const next = copyCompact(sheet);
  return playMoveOn(next, choice, ctx) ?? next;
}

/** What a choice's claims do, once they are marked on its sheet: the plans claimed and whether it asks for a reshuffle. */
export interface Claimed {
  readonly claimed: readonly PlanIndex[];
  readonly reshuffle: boolean;
}

/**
 * The claims and reshuffle request of a choice, on `out`, the sheet its move left,
 * which the caller owns: each claim checked and its houses marked used there
 * ([rules §6](../../../docs/rules.md#6-plans), [§3.1](../../../docs/rules.md#31-stacks-and-the-offer)), and under immediate claims no plan left
 * fulfilled but unclaimed. Gives the first rule broken (`out` part-written).
 */
export function settleClaimsOn(out: CompactSheet, claims: readonly PlanClaim[], reshuffle: boolean, ctx: ChoiceContext): Claimed | Problem {
  const claimed = claims.length === 0 ? NO_PLANS : applyClaimsOn(out, claims, ctx.plans);
  if (isProblem(claimed)) return claimed;
  if (ctx.rules.claims === 'immediate') {
    const left = unclaimedFulfilled(out, claimed, ctx.plans);
    if (left.length > 0) return problem('claim/required', { plans: left.map((k) => ({ plan: k, label: ctx.plans[k]?.label ?? String(k) })) });
  }
  if (reshuffle) {
    if (!ctx.rules.reshuffleOnFirstClaim || ctx.solo) return problem('choice/reshuffle', { reason: 'no-reshuffle' });
    if (!claimed.some((plan) => ctx.plans[plan]?.approved === false)) {
      return problem('choice/reshuffle', { reason: 'not-first-claim' });
    }
  }
  return { claimed, reshuffle };
}

const NO_PLANS: readonly PlanIndex[] = Object.freeze([]);

/**
 * The claims and reshuffle request of a choice, on the sheet its move left
 * ({@link settleClaimsOn}): `after` itself when nothing is claimed, a copy when houses
 * are marked. `after` is not written on.
 */
export function settleClaims(after: CompactSheet, claims: readonly PlanClaim[], reshuffle: boolean, ctx: ChoiceContext): Played | Problem {
  const sheet = claims.length === 0 ? after : copyCompact(after);
  const settled = settleClaimsOn(sheet, claims, reshuffle, ctx);
  return isProblem(settled) ? settled : { sheet, claimed: settled.claimed, reshuffle };
}

/**
 * Plays one build or refusal on `out`, a copy of the player's sheet the caller owns
 * ([rules §4](../../../docs/rules.md#4-a-round)–[§6](../../../docs/rules.md#6-plans)): its move, then its claims.
 * Gives what the claims do, or the first rule broken (`out` part-written).
 */
export function playChoiceOn(out: CompactSheet, choice: Choice, ctx: ChoiceContext): Claimed | Problem {
  const why = playMoveOn(out, choice, ctx);
  if (why !== undefined) return why;
  return settleClaimsOn(out, choice.claims ?? [], choice.reshuffle === true, ctx);
}

/**
 * Plays one build or refusal on one sheet ([rules §4](../../../docs/rules.md#4-a-round)–[§6](../../../docs/rules.md#6-plans)): checks it against the sheet
 * and the offer and returns what it does, or the first rule it breaks. `sheet` is
 * never touched.
 */
export function playChoice(sheet: CompactSheet, choice: Choice, ctx: ChoiceContext): Played | Problem {
  const next = copyCompact(sheet);
  const settled = playChoiceOn(next, choice, ctx);
  return isProblem(settled) ? settled : { sheet: next, claimed: settled.claimed, reshuffle: settled.reshuffle };
}
