import { checkedSeed, describedBot } from './bot.js';
import { checkedView } from '../game/view-check.js';
import { isProblem } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';

import type { ChoiceContext } from '../game/choice/context.js';
import { legalPicks } from '../game/choice/pick.js';
import { playMoveOn, settleClaimsOn, type Claimed } from '../game/choice/play.js';
import { pairPlayable, refusalAllowed } from '../game/choice/refusal.js';
import { buildOptionCount, nthBuildOption, refusalWith } from '../game/legal/builds.js';
import { placementsAtHouse, usablePair, type Placement } from '../game/legal/placements.js';
import { usableDeltas } from '../game/choice/temp.js';
import { countHousesMeeting, nthHouseMeeting } from '../sheet/compact/ranges.js';
import { claimSetsAfter, openPlans } from '../game/plans/legal-claims.js';
import type { PlanIndex } from '../game/indexes.js';
import { contextOfView } from '../game/choice/source.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import { copyCompact, type CompactSheet } from '../sheet/compact/compact.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import { compactOf } from '../sheet/compact/json.js';
import { spotsOn, withRoundabout } from '../sheet/compact/roundabouts.js';
import { refOf } from '../game/legal/walk.js';
import type { HouseRef } from '../sheet/types.js';
import type { Bot } from './bot.js';
import { bestClaims } from './claims.js';

type Rng = [number, number, number, number];

const NO_PLANS: readonly PlanIndex[] = Object.freeze([]);

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
 * The random bot's step on `own` (its player's sheet) in `ctx`: a pick, or a choice
 * with the claims it makes. Given `out`, a copy of `own` the caller owns, the choice is
 * played there (by the rules' own functions: a move they refuse comes back without
 * `settled`) and what its claims did comes back as `settled`, so that a game played by
 * the engine's bots keeps it without playing it a second time; `closed` says whether
 * no plan is open on it. `closed` given: no plan is open on `own` (the game found so).
 */
export function randomMove(
  own: CompactSheet,
  ctx: ChoiceContext,
  seed: number,
  out?: CompactSheet,
  closed = false,
): { readonly choice: Choice | PickChoice; readonly settled?: Claimed; readonly closed?: boolean } {
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
      const deltas = usableDeltas(sheet, pair);
      const low = pair.number + (deltas[0] as number);
      const high = pair.number + (deltas[deltas.length - 1] as number);
      const house = nthHouseMeeting(sheet, low, high, nextBelow(rng, countHousesMeeting(sheet, low, high)));
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
  // The move played on `out`, the game's room for the step (a copy of the sheet), or on a copy of its own.
  const after = out ?? copyCompact(own);
  if (playMoveOn(after, choice, ctx) !== undefined) return { choice };
  // No plan was open before and the move changes none: no plan is open now either.
  const open: readonly PlanIndex[] = closed && sheet === own && moveKeepsPlans(sheet, choice, ctx) ? NO_PLANS : openPlans(after, ctx.plans);
  const claims = open.length === 0 ? [] : bestClaims(claimSetsAfter(after, ctx, open), ctx.plans);
  const made: Choice = claims.length > 0 ? { ...choice, claims } : choice;
  // The bot of a view returns the choice alone: its outcome is worked out by applyChoice.
  if (out === undefined) return { choice: made };
  const settled = settleClaimsOn(after, claims, false, ctx);
  return isProblem(settled) ? { choice: made } : { choice: made, settled, closed: open.length === 0 };
}
