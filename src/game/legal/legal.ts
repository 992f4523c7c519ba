import { isProblem } from '../../errors/rule-error.js';
import type { StreetIndex } from '../../rules/layout.js';
import type { EstateSize } from '../../rules/tracks.js';
import { bisTargets } from '../../sheet/bis.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import { editHouse, writeRoundabout } from '../../sheet/edit.js';
import { fenceSlots } from '../../sheet/fences.js';
import { fitsIndex, forEachFit, houseAt, housesMeeting, sheetRanges, type Ranges } from '../../sheet/placement.js';
import { roundaboutSpots } from '../../sheet/roundabouts.js';
import type { House, HouseRef, Sheet } from '../../sheet/types.js';
import type { BuildChoice, Choice, EffectUse, PickChoice, PlanClaim, RefuseChoice } from '../choice/choice.js';
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

/** The effect uses open to a build at `placement` ([rules §5](../../../docs/rules.md#5-effects)), the temp itself excepted. */
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

/** Whether the game still has an unclaimed condition plan on this sheet: parks, pools and temps can then fulfil a plan. */
function conditionPlanOpen(sheet: Sheet, ctx: ChoiceContext): boolean {
  for (let k = 0; k < ctx.plans.length; k++) if (sheet.plans[k] === null && ctx.plans[k]?.requirement.type === 'condition') return true;
  return false;
}

/** Whether `house` of `street` holds a number on `sheet` once `placement` is written there too. */
function writtenWith(sheet: Sheet, placement: HouseRef, street: StreetIndex, house: number): boolean {
  return (sheet.streets[street].houses[house] as House).number !== null || (placement.street === street && placement.house === house);
}

/**
 * Whether writing in the empty house `at` (with `placement` written too) fills the
 * last empty house of its run between fences: only then can a written number
 * complete an estate.
 */
function completesRun(sheet: Sheet, placement: HouseRef, at: HouseRef): boolean {
  const { houses, fences } = sheet.streets[at.street];
  for (let house = at.house - 1; house >= 0 && !fences[house + 1]; house--) if (!writtenWith(sheet, placement, at.street, house)) return false;
  for (let house = at.house + 1; house < houses.length && !fences[house]; house++) if (!writtenWith(sheet, placement, at.street, house)) return false;
  return true;
}

/**
 * Whether a fence in `slot` of `street` (with `placement` written) leaves the estates
 * as they are: it only splits a run, and creates or removes a complete estate only
 * when the houses on one side of it, up to the next fence, are all written.
 */
function fenceKeepsEstates(sheet: Sheet, placement: HouseRef, street: StreetIndex, slot: number): boolean {
  const { houses, fences } = sheet.streets[street];
  let leftWritten = true;
  for (let house = slot - 1; leftWritten && house >= 0; house--) {
    if (!writtenWith(sheet, placement, street, house)) leftWritten = false;
    if (fences[house]) break;
  }
  let rightWritten = true;
  for (let house = slot; rightWritten && house < houses.length; house++) {
    if (!writtenWith(sheet, placement, street, house)) rightWritten = false;
    if (fences[house + 1]) break;
  }
  return !leftWritten && !rightWritten;
}

/**
 * Whether a build's effect leaves every plan as fulfilled or not as the same build
 * without it, so that both end with the same compulsory claims (`sheet` is the sheet
 * before the number at `placement`): improvements touch no plan; parks, pools and
 * temps only condition plans; a fence only the estates it splits; a bis copy writes a
 * number, which completes an estate only by filling the last empty house of its run.
 */
function effectKeepsClaims(sheet: Sheet, placement: HouseRef, effect: EffectUse, conditionsOpen: boolean): boolean {
  switch (effect.type) {
    case 'improvement':
      return true;
    case 'park':
    case 'pool':
    case 'temp':
      return !conditionsOpen;
    case 'fence':
      return fenceKeepsEstates(sheet, placement, effect.street, effect.slot);
    case 'bis':
      return !conditionsOpen && !completesRun(sheet, placement, effect);
  }
}

/** The compulsory claim sets of a choice (none with optional claims): those it must end with under immediate claims ([rules §6](../../../docs/rules.md#6-plans)). */
function compulsoryClaims(sheet: Sheet, choice: Choice, ctx: ChoiceContext): PlanClaim[][] {
  const after = playMove(sheet, choice, ctx);
  return isProblem(after) ? [] : claimSetsAfter(after, ctx);
}

/** Adds `choice` to `out` as the player may make it: once with each compulsory claim set, or as it is when there is none. */
function pushCompleted(out: Choice[], choice: Choice, sets: readonly PlanClaim[][]): void {
  if (sets.length === 0) out.push(choice);
  for (const claims of sets) out.push({ ...choice, claims });
}

/** What the builds of one roundabout option share when looking for compulsory claims. */
interface ClaimCache {
  /** An unclaimed condition plan: parks, pools, temps and street ends can fulfil it. */
  readonly conditionsOpen: boolean;
  /** The claim sets of the sheet with the roundabout alone, once asked. */
  base?: PlanClaim[][];
}

/**
 * Every legal choice building pair `pair` at `placement` on `base`, the sheet with this
 * round's roundabout (or `sheet` itself), with its compulsory claims. Claims are
 * worked out once and shared where they cannot differ: a number that completes no run
 * (with no condition plan open) leaves the claims of `base`; an effect that cannot
 * change any plan ({@link effectKeepsClaims}) leaves the claims of the build without
 * it. So a fence pair is not replayed thirty times.
 */
function movesAt(sheet: Sheet, base: Sheet, roundabout: HouseRef | undefined, ctx: ChoiceContext, pair: number, placement: Placement, cache: ClaimCache | undefined, out: Choice[]): void {
  const builds = buildOptions(base, ctx, pair, placement, roundabout);
  if (cache === undefined) {
    for (const build of builds) out.push(build);
    return;
  }
  let plain: PlanClaim[][] | undefined;
  if (!cache.conditionsOpen && !completesRun(base, placement, placement)) plain = cache.base ??= claimSetsAfter(base, ctx);
  for (const build of builds) {
    if (build.effect === undefined || effectKeepsClaims(base, placement, build.effect, cache.conditionsOpen)) {
      // The sheet the build leaves without its effect: `base` with the number written.
      plain ??= claimSetsAfter(editHouse(base, placement, { number: placement.number }), ctx);
      pushCompleted(out, build, plain);
    } else {
      pushCompleted(out, build, compulsoryClaims(sheet, build, ctx));
    }
  }
}

/** A fresh claim cache for one roundabout option, or none when claims are optional and nothing is looked for. */
function claimCache(sheet: Sheet, ctx: ChoiceContext): ClaimCache | undefined {
  return ctx.rules.claims === 'optional' ? undefined : { conditionsOpen: conditionPlanOpen(sheet, ctx) };
}

/** The refusal with this round's roundabout, as the player may make it (with its compulsory claims), if it is allowed on `base`. */
function refusalsOn(sheet: Sheet, base: Sheet, ranges: Ranges, roundabout: HouseRef | undefined, ctx: ChoiceContext, out: Choice[]): void {
  if (!refusalAllowed(base, ctx, ranges)) return;
  const refusal = refusalWith(roundabout, ctx);
  pushCompleted(out, refusal, ctx.rules.claims === 'optional' ? [] : compulsoryClaims(sheet, refusal, ctx));
}

/** The roundabouts of this round's choices: none first, then each house where one may go ([rules §10.1](../../../docs/rules.md#101-roundabouts)), with the sheet each leaves. */
function roundaboutOptions(sheet: Sheet, ctx: ChoiceContext): { roundabout: HouseRef | undefined; base: Sheet }[] {
  const options: { roundabout: HouseRef | undefined; base: Sheet }[] = [{ roundabout: undefined, base: sheet }];
  if (ctx.variants.roundabouts) for (const spot of roundaboutSpots(sheet)) options.push({ roundabout: spot, base: writeRoundabout(sheet, spot) });
  return options;
}

/**
 * Every legal step of the player this round, one at a time: in an expert game before
 * the pick, the legal picks; otherwise every refusal and build, first without a
 * roundabout, then with one in each house where one may go ([rules §10.1](../../../docs/rules.md#101-roundabouts)). Optional
 * claims and reshuffles are left out; compulsory claims are in. No more than the
 * builds of one placement are ever listed at once.
 */
export function* choicesOf(sheet: Sheet, ctx: ChoiceContext): Generator<Choice | PickChoice> {
  if (ctx.variants.expert && ctx.pick === null) {
    for (const card of legalPicks(sheet, ctx)) yield { type: 'pick', card };
    return;
  }
  const batch: Choice[] = [];
  for (const spot of ctx.variants.roundabouts ? [undefined, ...roundaboutSpots(sheet)] : [undefined]) {
    const base = spot === undefined ? sheet : writeRoundabout(sheet, spot);
    const ranges = sheetRanges(base);
    const cache = claimCache(sheet, ctx);
    refusalsOn(sheet, base, ranges, spot, ctx, batch);
    yield* batch.splice(0);
    for (let index = 0; index < ctx.offer.length; index++) {
      const pair = usablePair(ctx, index);
      if (pair === undefined) continue;
      for (const placement of placementsOf(base, pair, ranges)) {
        movesAt(sheet, base, spot, ctx, index, placement, cache, batch);
        yield* batch.splice(0);
      }
    }
  }
}

/** Every legal step of the player this round, as a list, in the order of {@link choicesOf}; plain loops, as it runs for every listing. */
export function legalChoicesFor(sheet: Sheet, ctx: ChoiceContext): (Choice | PickChoice)[] {
  if (ctx.variants.expert && ctx.pick === null) return legalPicks(sheet, ctx).map((card) => ({ type: 'pick', card }));
  const choices: Choice[] = [];
  for (const { roundabout, base } of roundaboutOptions(sheet, ctx)) {
    const ranges = sheetRanges(base);
    const cache = claimCache(sheet, ctx);
    refusalsOn(sheet, base, ranges, roundabout, ctx, choices);
    for (let index = 0; index < ctx.offer.length; index++) {
      const pair = usablePair(ctx, index);
      if (pair === undefined) continue;
      for (const placement of placementsOf(base, pair, ranges)) movesAt(sheet, base, roundabout, ctx, index, placement, cache, choices);
    }
  }
  return choices;
}
