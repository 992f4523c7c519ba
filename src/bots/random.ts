import { checkedSeed } from './bot.js';
import { isProblem } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import type { ChoiceOutcome } from '../game/types.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { legalPicks } from '../game/choice/pick.js';
import { playMove, settleClaims } from '../game/choice/play.js';
import { pairPlayable, refusalAllowed } from '../game/choice/refusal.js';
import { buildOptions, effectUseCache, refusalWith } from '../game/legal/builds.js';
import { housesForPair, placementsAtHouse, usablePair } from '../game/legal/placements.js';
import { claimSetsAfter } from '../game/plans/legal-claims.js';
import { contextOfView } from '../game/source.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import { writeRoundabout } from '../sheet/edit.js';
import { sheetRanges, type Ranges } from '../sheet/placement.js';
import { listRoundaboutSpots } from '../sheet/roundabouts.js';
import type { HouseRef, Sheet } from '../sheet/types.js';
import type { Bot } from './bot.js';
import { bestClaims } from './claims.js';

type Rng = [number, number, number, number];

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[nextBelow(rng, items.length)] as T;
}

/** The pairs the player can build with on `sheet`, in offer order. */
function playablePairs(sheet: Sheet, ctx: ChoiceContext, ranges: Ranges): number[] {
  // Plain loops: this runs for every decision of every simulated game.
  const playable: number[] = [];
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair !== undefined && pairPlayable(sheet, pair, ranges)) playable.push(index);
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
export const randomBot: Bot = (view, seed): Choice | PickChoice => randomMove(view.sheet, contextOfView(view), checkedSeed(seed)).choice;

/**
 * The random bot's step on `own` (its player's sheet) in `ctx`: a pick, or a choice
 * with the claims it makes and, when it is legal (always, for the engine's own states),
 * what it does, so that a game played by the engine's bots applies it without playing
 * it a second time.
 */
export function randomMove(own: Sheet, ctx: ChoiceContext, seed: number): { readonly choice: Choice | PickChoice; readonly outcome?: ChoiceOutcome } {
  const rng = rngFromNumber(seed, 1);
  if (ctx.variants.expert && ctx.pick === null) return { choice: { type: 'pick', card: pick(legalPicks(own, ctx), rng) } };
  let roundabout: HouseRef | undefined;
  let sheet = own;
  if (ctx.variants.roundabouts && nextBelow(rng, 2) === 0) {
    const spots = listRoundaboutSpots(sheet);
    if (spots.length > 0) {
      roundabout = pick(spots, rng);
      sheet = writeRoundabout(sheet, roundabout);
    }
  }
  let ranges = sheetRanges(sheet);
  let playable = playablePairs(sheet, ctx, ranges);
  if (playable.length === 0 && !refusalAllowed(sheet, ctx, ranges)) {
    // Expert card choice: the picked number fits only once a roundabout makes room.
    const spots = listRoundaboutSpots(own).filter((spot) => {
      const written = writeRoundabout(own, spot);
      return playablePairs(written, ctx, sheetRanges(written)).length > 0;
    });
    roundabout = pick(spots, rng);
    sheet = writeRoundabout(own, roundabout);
    ranges = sheetRanges(sheet);
    playable = playablePairs(sheet, ctx, ranges);
  }
  let choice: Choice = refusalWith(roundabout, ctx);
  if (playable.length > 0) {
    const index = pick(playable, rng);
    const pair = usablePair(ctx, index);
    if (pair !== undefined) {
      // A house among those where the pair fits, then one of the builds there: every
      // temp change that reaches it, each with every use of the effect.
      const house = pick(housesForPair(sheet, pair, ranges), rng);
      const options: Choice[] = [];
      const uses = effectUseCache(sheet);
      for (const placement of placementsAtHouse(sheet, pair, ranges, house)) {
        for (const build of buildOptions(sheet, ctx, index, placement, roundabout, uses)) options.push(build);
      }
      choice = pick(options, rng);
    }
  }
  const after = playMove(own, choice, ctx);
  if (isProblem(after)) return { choice };
  const claims = bestClaims(claimSetsAfter(after, ctx), ctx.plans);
  const made: Choice = claims.length > 0 ? { ...choice, claims } : choice;
  const outcome = settleClaims(after, claims, false, ctx);
  return isProblem(outcome) ? { choice: made } : { choice: made, outcome };
}
