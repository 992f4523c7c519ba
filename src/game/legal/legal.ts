import type { EstateSize } from '../../rules/tracks.js';
import { bisTargets } from '../../sheet/bis.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import { editHouse, writeRoundabout } from '../../sheet/edit.js';
import { fenceSlots } from '../../sheet/fences.js';
import { fitsIndex, forEachFit, houseAt, housesMeeting, sheetRanges, type Ranges } from '../../sheet/placement.js';
import { roundaboutSpots } from '../../sheet/roundabouts.js';
import type { HouseRef, Sheet } from '../../sheet/types.js';
import type { BuildChoice, Choice, EffectUse, PickChoice, RefuseChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { legalPicks } from '../choice/pick.js';
import { playMove } from '../choice/play.js';
import { refusalAllowed } from '../choice/refusal.js';
import { usableDeltas } from '../choice/temp.js';
import { claimSetsAfter } from '../plans/legal-claims.js';
import type { Pair } from '../types.js';

/**
 * Where a pair's number can go: a house, and the temp change used to write there
 * (0 without temp).
 *
 * @example
 * ```ts
 * import type { Placement } from 'welcome-to-engine';
 * const placement: Placement = { street: 1, house: 4, number: 9, delta: 2 };
 * ```
 */
export interface Placement extends HouseRef {
  /** The number written. */
  readonly number: number;
  /** The temp change from the pair's number: 0, or −2 to +2 with the temp effect. */
  readonly delta: -2 | -1 | 0 | 1 | 2;
}

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/** The pair at `index` if the player can choose it: it exists and its effect is not hidden from them. */
export function usablePair(ctx: ChoiceContext, index: number): Pair | undefined {
  const pair = ctx.offer[index];
  return pair === undefined || pair.effect === null ? undefined : (pair as Pair);
}

/** Every placement of a pair on a sheet: its number where it fits, and with a usable temp every number within ±2. */
export function placementsOf(sheet: Sheet, pair: Pair, ranges: Ranges = sheetRanges(sheet)): Placement[] {
  const placements: Placement[] = [];
  for (const delta of usableDeltas(sheet, pair)) {
    const number = pair.number + delta;
    forEachFit(ranges, number, (street, house) => placements.push({ street, house, number, delta }));
  }
  return placements;
}

/**
 * The indexes (as in {@link Ranges}) of the houses where a pair can be written, each
 * once however many temp changes reach it, top street first.
 */
export function housesForPair(sheet: Sheet, pair: Pair, ranges: Ranges): number[] {
  const deltas = usableDeltas(sheet, pair);
  // The usable changes are consecutive, so the numbers they reach are one interval.
  return housesMeeting(ranges, pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number));
}

/** The placements of a pair at one house (its index as in {@link Ranges}), in order of temp change. */
export function placementsAtHouse(sheet: Sheet, pair: Pair, ranges: Ranges, index: number): Placement[] {
  const { street, house } = houseAt(index);
  const placements: Placement[] = [];
  for (const delta of usableDeltas(sheet, pair)) {
    const number = pair.number + delta;
    if (fitsIndex(ranges, index, number)) placements.push({ street, house, number, delta });
  }
  return placements;
}

/** The effect uses open to a build at `placement` (RULES §5), the temp itself excepted. */
function effectUses(sheet: Sheet, pair: Pair, placement: Placement, ctx: ChoiceContext): readonly EffectUse[] {
  switch (pair.effect) {
    case 'fence':
      return fenceSlots(sheet, ctx.rules).map((slot) => ({ type: 'fence', street: slot.street, slot: slot.slot }));
    case 'improvement':
      return SIZES.filter((size) => hasImprovementBox(sheet, size)).map((size) => ({ type: 'improvement', size }));
    case 'park':
      return hasParkBox(sheet, placement.street) ? [{ type: 'park' }] : [];
    case 'pool':
      return sheet.streets[placement.street].houses[placement.house]?.pool === 'printed' && hasBox(sheet, 'pools') ? [{ type: 'pool' }] : [];
    case 'bis':
      if (!hasBox(sheet, 'bis')) return [];
      return bisTargets(editHouse(sheet, placement, { number: placement.number }), ctx.rules).map(({ street, house, source }) => ({
        type: 'bis',
        street,
        house,
        source,
      }));
    case 'temp':
      return [];
  }
}

/**
 * Every legal build writing at `placement` with pair `pair` on `sheet` (the sheet with
 * this round's roundabout, if any, which the builds then name): without the effect,
 * with each use of it, or with the temp change the placement needs. Claims left out.
 */
export function buildOptions(sheet: Sheet, ctx: ChoiceContext, pair: number, placement: Placement, roundabout?: HouseRef): BuildChoice[] {
  const offered = usablePair(ctx, pair);
  if (offered === undefined) return [];
  const { street, house } = placement;
  // Object literals, not spreads: adding a key to a spread copy is slow in V8, and
  // this builds every choice of legalChoices.
  const build = (effect: EffectUse | undefined): BuildChoice => {
    if (roundabout === undefined) return effect === undefined ? { type: 'build', pair, street, house } : { type: 'build', pair, street, house, effect };
    return effect === undefined ? { type: 'build', pair, street, house, roundabout } : { type: 'build', pair, street, house, effect, roundabout };
  };
  if (offered.effect === 'temp') {
    if (placement.delta !== 0) return [build({ type: 'temp', delta: placement.delta })];
    return hasBox(sheet, 'temps') ? [build(undefined), build({ type: 'temp', delta: 0 })] : [build(undefined)];
  }
  const builds = [build(undefined)];
  for (const effect of effectUses(sheet, offered, placement, ctx)) builds.push(build(effect));
  return builds;
}

/** The refusal as a round records it: with this round's roundabout, and in an expert game the picked card. */
export function refusalWith(roundabout: HouseRef | undefined, ctx: ChoiceContext): RefuseChoice {
  const card = ctx.variants.expert && ctx.pick !== null ? ctx.pick : undefined;
  if (roundabout === undefined) return card === undefined ? { type: 'refuse' } : { type: 'refuse', card };
  return card === undefined ? { type: 'refuse', roundabout } : { type: 'refuse', roundabout, card };
}

/**
 * The choice as the player may make it: as it is with optional claims or when it
 * fulfils no plan; under immediate claims (RULES §6), once with each claim set it
 * must end with.
 */
function* completed(sheet: Sheet, choice: Choice, ctx: ChoiceContext): Generator<Choice> {
  if (ctx.rules.claims === 'optional') {
    yield choice;
    return;
  }
  const after = playMove(sheet, choice, ctx);
  const sets = 'problem' in after ? [] : claimSetsAfter(after, ctx);
  if (sets.length === 0) {
    yield choice;
    return;
  }
  for (const claims of sets) yield { ...choice, claims };
}

/** Every legal build and refusal on `roundaboutSheet`, the sheet after this round's roundabout `roundabout` (or none). */
function* movesWith(sheet: Sheet, roundaboutSheet: Sheet, roundabout: HouseRef | undefined, ctx: ChoiceContext): Generator<Choice> {
  const ranges = sheetRanges(roundaboutSheet);
  if (refusalAllowed(roundaboutSheet, ctx, ranges)) yield* completed(sheet, refusalWith(roundabout, ctx), ctx);
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair === undefined) continue;
    for (const placement of placementsOf(roundaboutSheet, pair, ranges)) {
      for (const build of buildOptions(roundaboutSheet, ctx, index, placement, roundabout)) yield* completed(sheet, build, ctx);
    }
  }
}

/**
 * Every legal step of the player this round, one at a time: in an expert game before
 * the pick, the legal picks; otherwise every refusal and build, first without a
 * roundabout, then with one in each house where one may go (RULES §10.1). Optional
 * claims and reshuffles are left out; compulsory claims are in.
 */
export function* choicesOf(sheet: Sheet, ctx: ChoiceContext): Generator<Choice | PickChoice> {
  if (ctx.variants.expert && ctx.pick === null) {
    for (const card of legalPicks(sheet, ctx)) yield { type: 'pick', card };
    return;
  }
  yield* movesWith(sheet, sheet, undefined, ctx);
  if (!ctx.variants.roundabouts) return;
  for (const spot of roundaboutSpots(sheet)) yield* movesWith(sheet, writeRoundabout(sheet, spot), spot, ctx);
}

/** Every legal step of the player this round, as a list (see {@link choicesOf}). */
export function legalChoicesFor(sheet: Sheet, ctx: ChoiceContext): (Choice | PickChoice)[] {
  const choices: (Choice | PickChoice)[] = [];
  for (const choice of choicesOf(sheet, ctx)) choices.push(choice);
  return choices;
}
