import { isProblem } from '../../errors/rule-error.js';
import type { StreetIndex } from '../../rules/layout.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { CLASSIC, EMPTY, FENCES, HOUSES, KIND, NO_END, NUMBER, OFFSET, PLANS } from '../../sheet/compact/layout.js';
import { TRUCK_END, writeNumber } from '../../sheet/compact/write.js';
import type { HouseRef } from '../../sheet/types.js';
import type { Choice, EffectUse, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { playMove, useEffect } from '../choice/play.js';
import { refusalAllowed } from '../choice/refusal.js';
import { claimSetsAfter } from '../plans/legal-claims.js';
import { buildOptions, pushBuildOptions, refusalWith, type EffectUseCache } from './builds.js';
import type { Placement } from './placements.js';

// The choices as a player may make them: under immediate claims
// ([rules §6](../../../docs/rules.md#6-plans)) a choice that fulfils plans is listed
// once with each claim set it must end with. Working the claims out for every choice
// would replay thousands of them; the helpers below share them wherever they cannot
// differ.

/** Whether the game still has an unclaimed condition plan on this sheet: parks, pools and temps can then fulfil a plan. */
function conditionPlanOpen(sheet: CompactSheet, ctx: ChoiceContext): boolean {
  for (let k = 0; k < ctx.plans.length; k++) if (sheet[PLANS + k] === EMPTY && ctx.plans[k]?.requirement.type === 'condition') return true;
  return false;
}

/** Whether `house` of `street` holds a number on `sheet` once `placement` is written there too. */
function writtenWith(sheet: CompactSheet, placement: HouseRef, street: StreetIndex, house: number): boolean {
  return sheet[NUMBER + OFFSET[street] + house] !== EMPTY || (placement.street === street && placement.house === house);
}

/** Whether a fence stands in `slot` of `street`. */
const fenced = (sheet: CompactSheet, street: StreetIndex, slot: number) => ((sheet[FENCES + street] as number) & (1 << slot)) !== 0;

/**
 * Whether writing in the empty house `at` (with `placement` written too) fills the
 * last empty house of its run between fences: only then can a written number
 * complete an estate.
 */
function completesRun(sheet: CompactSheet, placement: HouseRef, at: HouseRef): boolean {
  const count = HOUSES[at.street];
  for (let house = at.house - 1; house >= 0 && !fenced(sheet, at.street, house + 1); house--) if (!writtenWith(sheet, placement, at.street, house)) return false;
  for (let house = at.house + 1; house < count && !fenced(sheet, at.street, house); house++) if (!writtenWith(sheet, placement, at.street, house)) return false;
  return true;
}

/**
 * Whether a fence in `slot` of `street` (with `placement` written) leaves the estates
 * as they are: it only splits a run, and creates or removes a complete estate only
 * when the houses on one side of it, up to the next fence, are all written.
 */
function fenceKeepsEstates(sheet: CompactSheet, placement: HouseRef, street: StreetIndex, slot: number): boolean {
  let leftWritten = true;
  for (let house = slot - 1; leftWritten && house >= 0; house--) {
    if (!writtenWith(sheet, placement, street, house)) leftWritten = false;
    if (fenced(sheet, street, house)) break;
  }
  let rightWritten = true;
  for (let house = slot; rightWritten && house < HOUSES[street]; house++) {
    if (!writtenWith(sheet, placement, street, house)) rightWritten = false;
    if (fenced(sheet, street, house + 1)) break;
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
function effectKeepsClaims(sheet: CompactSheet, placement: HouseRef, effect: EffectUse, conditionsOpen: boolean): boolean {
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

/**
 * Whether a move on `sheet` leaves every plan as open or not as it was, so that a sheet
 * with no plan open keeps none (a bot then skips the claim search): on a Classic sheet
 * with no condition plan unclaimed, a refusal, or a build whose number fills no run's
 * last empty house and whose effect changes no plan; never with a roundabout, which
 * draws fences.
 */
export function moveKeepsPlans(sheet: CompactSheet, choice: Choice, ctx: ChoiceContext): boolean {
  if (choice.roundabout !== undefined || sheet[KIND] !== CLASSIC || conditionPlanOpen(sheet, ctx)) return false;
  if (choice.type === 'refuse') return true;
  return !completesRun(sheet, choice, choice) && (choice.effect === undefined || effectKeepsClaims(sheet, choice, choice.effect, false));
}

/** The compulsory claim sets of a choice (none with optional claims): those it must end with under immediate claims ([rules §6](../../../docs/rules.md#6-plans)). */
function compulsoryClaims(sheet: CompactSheet, choice: Choice, ctx: ChoiceContext): PlanClaim[][] {
  const after = playMove(sheet, choice, ctx);
  return isProblem(after) ? [] : claimSetsAfter(after, ctx);
}

/** Adds `choice` to `out` as the player may make it: once with each compulsory claim set, or as it is when there is none. */
function pushCompleted(out: Choice[], choice: Choice, sets: readonly PlanClaim[][]): void {
  if (sets.length === 0) out.push(choice);
  for (const claims of sets) out.push({ ...choice, claims });
}

/** What the builds of one roundabout option share when looking for compulsory claims. */
export interface ClaimCache {
  /** An unclaimed condition plan: parks, pools, temps and street ends can fulfil it. */
  readonly conditionsOpen: boolean;
  /** The claim sets of the sheet with the roundabout alone, once asked. */
  base?: PlanClaim[][];
}

/**
 * Every legal choice building pair `pair` at `placement` on `base`, the sheet with this
 * round's roundabout (or the player's sheet itself), with its compulsory claims. Claims
 * are worked out once and shared where they cannot differ: a number that completes no
 * run (with no condition plan open) leaves the claims of `base`; an effect that cannot
 * change any plan ({@link effectKeepsClaims}) leaves the claims of the build without
 * it, for each end the bottom truck may start from. So a fence pair is not replayed
 * thirty times, nor the roundabout placed again for each build.
 */
export function movesAt(
  base: CompactSheet,
  roundabout: HouseRef | undefined,
  ctx: ChoiceContext,
  pair: number,
  placement: Placement,
  cache: ClaimCache | undefined,
  uses: EffectUseCache,
  out: Choice[],
): void {
  if (cache === undefined) {
    pushBuildOptions(out, base, ctx, pair, placement, roundabout, uses);
    return;
  }
  const builds = buildOptions(base, ctx, pair, placement, roundabout, uses);
  // A number that completes no run, with no condition plan open, leaves the claims of `base`
  // (a sold cone then lies in an estate still open; a lost one is sold nowhere).
  const keepsBase = !cache.conditionsOpen && !completesRun(base, placement, placement);
  // By the bottom truck's starting end (none, left, right): the sheet the build leaves
  // without its effect (`base` with the number written, as a build writes it), and its
  // claim sets; where the truck starts changes which cones it sells, never what an effect
  // that keeps the claims does to them.
  const written: (CompactSheet | undefined)[] = [undefined, undefined, undefined];
  const plain: (PlanClaim[][] | undefined)[] = [undefined, undefined, undefined];
  for (const build of builds) {
    const end = build.truck === undefined ? 0 : build.truck === 'left' ? 1 : 2;
    if (build.effect === undefined || effectKeepsClaims(base, placement, build.effect, cache.conditionsOpen)) {
      let sets = plain[end];
      if (sets === undefined) {
        sets = keepsBase ? (cache.base ??= claimSetsAfter(base, ctx)) : claimSetsAfter(written[end] ??= withNumber(base, placement, build.truck), ctx);
        plain[end] = sets;
      }
      pushCompleted(out, build, sets);
    } else {
      // A listed build is legal: its sheet is the written one with its effect used, as playMove would leave it.
      const after = useEffect(written[end] ??= withNumber(base, placement, build.truck), build, ctx);
      pushCompleted(out, build, isProblem(after) ? [] : claimSetsAfter(after, ctx));
    }
  }
}

/** A fresh claim cache for one roundabout option, or none when claims are optional and nothing is looked for. */
export function claimCache(sheet: CompactSheet, ctx: ChoiceContext): ClaimCache | undefined {
  return ctx.rules.claims === 'optional' ? undefined : { conditionsOpen: conditionPlanOpen(sheet, ctx) };
}

/** The refusal with this round's roundabout, as the player may make it (with its compulsory claims), if it is allowed on `base`. */
export function refusalsOn(sheet: CompactSheet, base: CompactSheet, roundabout: HouseRef | undefined, ctx: ChoiceContext, out: Choice[]): void {
  if (!refusalAllowed(base, ctx)) return;
  const refusal = refusalWith(roundabout, ctx);
  pushCompleted(out, refusal, ctx.rules.claims === 'optional' ? [] : compulsoryClaims(sheet, refusal, ctx));
}

/** The sheet with a placement's number written (a copy), the bottom truck started from `truck`. */
function withNumber(sheet: CompactSheet, placement: Placement, truck: 'left' | 'right' | undefined): CompactSheet {
  const next = copyCompact(sheet);
  writeNumber(next, OFFSET[placement.street] + placement.house, placement.number, false, truck === undefined ? NO_END : TRUCK_END[truck]);
  return next;
}
