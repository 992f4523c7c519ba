import { checkedSeed, describedBot } from './bot.js';
import { checkedView } from '../game/view-check.js';
import { isProblem } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';

import type { ChoiceContext } from '../game/choice/context.js';
import { legalPicks } from '../game/choice/pick.js';
import { playMove, settleClaims, type Played } from '../game/choice/play.js';
import { pairPlayable, refusalAllowed } from '../game/choice/refusal.js';
import { buildOptionCount, nthBuildOption, refusalWith } from '../game/legal/builds.js';
import { housesForPair, placementsAtHouse, usablePair, type Placement } from '../game/legal/placements.js';
import { claimSetsAfter, openPlans } from '../game/plans/legal-claims.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import type { PlanIndex } from '../game/indexes.js';
import type { PlanState } from '../game/state.js';
import { contextOfView } from '../game/choice/source.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { compactOf } from '../sheet/compact/json.js';
import { spotsOn, withRoundabout } from '../sheet/compact/roundabouts.js';
import { refOf } from '../game/legal/walk.js';
import type { HouseRef } from '../sheet/types.js';
import type { Bot } from './bot.js';
import { bestClaims } from './claims.js';

type Rng = [number, number, number, number];

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[nextBelow(rng, items.length)] as T;
}

/** The pairs the player can build with on `sheet`, in offer order. */
function playablePairs(sheet: CompactSheet, ctx: ChoiceContext): number[] {
  // Plain loops: this runs for every decision of every simulated game.
  const playable: number[] = [];
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair !== undefined && pairPlayable(sheet, pair)) playable.push(index);
  }
  return playable;
}

/**
 * A bot that plays at random (legal by the rules, seeded). In an expert game it first picks a
 * uniformly random legal number card. With the roundabouts variant it writes a
 * roundabout in a uniformly random house in half of its rounds (and whenever the
 * number it picked fits only after one). Then it takes a uniformly random pair among
 * the playable ones, a uniformly random house where it fits, and a uniformly random
 * use of the effect, not using it included. It refuses only when no pair is playable,
 * and claims the plans it can (the most points when there is a choice).
 *
 * @example
 * ```ts
 * import { createGame, playerView, randomBot } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * randomBot(playerView(state, 'p1'), 42); // a legal choice for p1
 * ```
 *
 * @group Bots
 */
export const randomBot: Bot = describedBot((given, seed): Choice | PickChoice => {
  const view = checkedView(given, 'view');
  return randomMove(compactOf(view.sheet), contextOfView(view), checkedSeed(seed)).choice;
}, { kind: 'random' });

/**
 * What a game played by the engine's bots keeps of one player's sheet from one of the
 * random bot's decisions to the next ({@link randomMove}): the sheet the last decision
 * left, and whether no plan was open on it. Read only while the player's sheet is still
 * that sheet.
 */
export interface SheetMemo {
  sheet: CompactSheet | undefined;
  /** The game's plans, when none of them was open on `sheet` (no claim set); else `undefined`. */
  closedFor: readonly PlanState[] | undefined;
}

/** A memo that knows nothing yet. */
export function sheetMemo(): SheetMemo {
  return { sheet: undefined, closedFor: undefined };
}

/** Whether two lists of a game's plans ask the same of a sheet. */
function sameRequirements(a: readonly PlanState[], b: readonly PlanState[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if ((a[k] as PlanState).requirement !== (b[k] as PlanState).requirement) return false;
  return true;
}

/**
 * The random bot's step on `own` (its player's sheet) in `ctx`: a pick, or a choice
 * with the claims it makes and, when it is legal (always, for the engine's own states),
 * what it does, so that a game played by the engine's bots applies it without playing
 * it a second time. With a `memo` of the player, what the last decision left is read
 * from it where `own` is still that sheet, and this decision's is written to it (what it
 * holds is always true of the sheet it names, which no one changes).
 */
export function randomMove(own: CompactSheet, ctx: ChoiceContext, seed: number, memo?: SheetMemo): { readonly choice: Choice | PickChoice; readonly outcome?: Played } {
  const known = memo !== undefined && memo.sheet === own ? memo : undefined;
  const rng = rngFromNumber(seed, 1);
  if (ctx.variants.expert && ctx.pick === null) return { choice: { type: 'pick', card: pick(legalPicks(own, ctx), rng) } };
  let roundabout: HouseRef | undefined;
  let sheet = own;
  if (ctx.variants.roundabouts && nextBelow(rng, 2) === 0) {
    const spots = spotsOn(sheet);
    if (spots.length > 0) {
      const spot = pick(spots, rng);
      roundabout = refOf(spot);
      sheet = withRoundabout(sheet, spot);
    }
  }
  let playable = playablePairs(sheet, ctx);
  if (playable.length === 0 && !refusalAllowed(sheet, ctx)) {
    // Expert card choice: the picked number fits only once a roundabout makes room.
    const spots = spotsOn(own).filter((spot) => playablePairs(withRoundabout(own, spot), ctx).length > 0);
    const spot = pick(spots, rng);
    roundabout = refOf(spot);
    sheet = withRoundabout(own, spot);
    playable = playablePairs(sheet, ctx);
  }
  let choice: Choice = refusalWith(roundabout, ctx);
  if (playable.length > 0) {
    const index = pick(playable, rng);
    const pair = usablePair(ctx, index);
    if (pair !== undefined) {
      // A house among those where the pair fits, then one of the builds there: every
      // temp change that reaches it, each with every use of the effect.
      // Counted, and only the one taken built: as `pick` over the list of them all.
      const house = pick(housesForPair(sheet, pair), rng);
      const placements = placementsAtHouse(sheet, pair, house);
      const counts: number[] = [];
      let total = 0;
      for (let k = 0; k < placements.length; k++) {
        counts.push(buildOptionCount(sheet, ctx, index, placements[k] as Placement));
        total += counts[k] as number;
      }
      let n = nextBelow(rng, total);
      for (let k = 0; k < placements.length; k++) {
        if (n < (counts[k] as number)) {
          choice = nthBuildOption(sheet, ctx, index, placements[k] as Placement, roundabout, n);
          break;
        }
        n -= counts[k] as number;
      }
    }
  }
  const after = playMove(own, choice, ctx);
  if (isProblem(after)) return { choice };
  // No plan was open before and the move changes none: no plan is open now either.
  const closed = known?.closedFor !== undefined && sameRequirements(known.closedFor, ctx.plans) && sheet === own && moveKeepsPlans(sheet, choice, ctx);
  const open: readonly PlanIndex[] = closed ? [] : openPlans(after, ctx.plans);
  const claims = open.length === 0 ? [] : bestClaims(claimSetsAfter(after, ctx, open), ctx.plans);
  const made: Choice = claims.length > 0 ? { ...choice, claims } : choice;
  // The bot of a view returns the choice alone: its outcome is worked out by applyChoice.
  if (memo === undefined) return { choice: made };
  const outcome = settleClaims(after, claims, false, ctx);
  if (isProblem(outcome)) return { choice: made };
  memo.sheet = outcome.sheet;
  memo.closedFor = open.length === 0 ? ctx.plans : undefined;
  return { choice: made, outcome };
}
