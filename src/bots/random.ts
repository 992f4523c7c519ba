import type { Choice } from '../game/choice.js';
import { legalClaimsFor } from '../game/legal-claims.js';
import { buildsAt, placementsOf, type Placement } from '../game/legal.js';
import { pairPlayable } from '../game/refusal.js';
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
  // Plain loops: this runs for every decision of every simulated game.
  const playable: number[] = [];
  for (let index = 0; index < view.offer.length; index++) {
    if (pairPlayable(view.sheet, view.offer[index] as Pair, ranges)) playable.push(index);
  }
  let choice: Choice = { type: 'refuse' };
  if (playable.length > 0) {
    const index = pick(playable, rng);
    const placements = placementsOf(view.sheet, view.offer[index] as Pair, ranges);
    // The distinct houses, each once, however many temp changes reach it.
    const houses: Placement[] = [];
    const seen = [0, 0, 0];
    for (const placement of placements) {
      const bit = 1 << placement.house;
      if (((seen[placement.street] as number) & bit) === 0) {
        seen[placement.street] = (seen[placement.street] as number) | bit;
        houses.push(placement);
      }
    }
    const house = pick(houses, rng);
    const ctx = contextOfView(view);
    const options: Choice[] = [];
    for (const placement of placements) {
      if (placement.street === house.street && placement.house === house.house) {
        for (const build of buildsAt(view.sheet, ctx, index, placement)) options.push(build);
      }
    }
    choice = pick(options, rng);
  }
  const claims = bestClaims(legalClaimsFor(view.sheet, choice, contextOfView(view)), view.plans);
  return claims.length > 0 ? { ...choice, claims } : choice;
};
