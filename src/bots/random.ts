import type { Choice } from '../game/choice/choice.js';
import { legalClaimsFor } from '../game/plans/legal-claims.js';
import { buildsAt, housesForPair, placementsAtHouse } from '../game/legal/legal.js';
import { pairPlayable } from '../game/choice/refusal.js';
import type { Pair } from '../game/types.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import { sheetRanges } from '../sheet/placement.js';
import { contextOfView } from '../game/view.js';
import type { Bot } from './bot.js';
import { bestClaims } from './claims.js';

type Rng = [number, number, number, number];

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[nextBelow(rng, items.length)] as T;
}

/**
 * A bot that plays at random (RULES-legal, seeded): a uniformly random pair among the
 * playable ones, then a uniformly random house where it fits, then a uniformly random
 * use of the effect, not using it included. It refuses only when no pair is playable,
 * and claims the plans it can (the most points when there is a choice).
 *
 * @example
 * ```ts
 * import { createGame, playerView, randomBot } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * randomBot(playerView(state, 'p1'), 42); // a legal choice for p1
 * ```
 */
export const randomBot: Bot = (view, seed) => {
  const rng = rngFromNumber(seed, 1);
  const ranges = sheetRanges(view.sheet);
  const ctx = contextOfView(view);
  // Plain loops: this runs for every decision of every simulated game.
  const playable: number[] = [];
  for (let index = 0; index < view.offer.length; index++) {
    if (pairPlayable(view.sheet, view.offer[index] as Pair, ranges)) playable.push(index);
  }
  let choice: Choice = { type: 'refuse' };
  if (playable.length > 0) {
    const index = pick(playable, rng);
    const pair = view.offer[index] as Pair;
    // A house among those where the pair fits, then one of the builds there: every
    // temp change that reaches it, each with every use of the effect.
    const house = pick(housesForPair(view.sheet, pair, ranges), rng);
    const options: Choice[] = [];
    for (const placement of placementsAtHouse(view.sheet, pair, ranges, house)) {
      for (const build of buildsAt(view.sheet, ctx, index, placement)) options.push(build);
    }
    choice = pick(options, rng);
  }
  const claims = bestClaims(legalClaimsFor(view.sheet, choice, ctx), view.plans);
  return claims.length > 0 ? { ...choice, claims } : choice;
};
