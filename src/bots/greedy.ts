import type { Choice } from '../game/choice/choice.js';
import { legalClaimsFor } from '../game/plans/legal-claims.js';
import { buildsAt, placementsOf } from '../game/legal/legal.js';
import { playChoice } from '../game/choice/play.js';
import { mayRefuse } from '../game/choice/refusal.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import { editHouse } from '../sheet/edit.js';
import { sheetRanges } from '../sheet/placement.js';
import { contextOfView } from '../game/view.js';
import type { Bot } from './bot.js';
import { bestClaims, claimPoints } from './claims.js';
import { evaluateSheet as evaluate } from './evaluate.js';

/** How many of the best placements get every use of their effect tried. */
const SHORTLIST = 6;

interface Scored {
  readonly choice: Choice;
  readonly value: number;
}

/**
 * A bot that takes the choice, claims included, whose resulting sheet scores best by
 * a documented evaluation ({@link evaluateSheet}: the score now plus a simple potential from
 * temps, unfinished estates, progress toward the plans on the table, and houses left
 * unfillable). It first rates every placement of every pair without its effect, then
 * tries every use of the effect on the best few, and claims the plans worth the most.
 * Ties are broken by the seed.
 *
 * @example
 * ```ts
 * import { createGame, greedyBot, playerView } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * greedyBot(playerView(state, 'p1'), 7); // p1's best-rated legal choice
 * ```
 */
export const greedyBot: Bot = (view, seed) => {
  const rng = rngFromNumber(seed, 2);
  const ctx = contextOfView(view);
  const noise = () => nextBelow(rng, 1000) / 1e6;
  const rated: { pair: number; placement: ReturnType<typeof placementsOf>[number]; value: number }[] = [];
  const ranges = sheetRanges(view.sheet);
  view.offer.forEach((pair, index) => {
    for (const placement of placementsOf(view.sheet, pair, ranges)) {
      const written = editHouse(view.sheet, placement, { number: placement.number });
      rated.push({ pair: index, placement, value: evaluate(written, view.plans) + noise() });
    }
  });
  rated.sort((a, b) => b.value - a.value);

  const candidates: Scored[] = [];
  if (mayRefuse(view.sheet, ctx, ranges)) {
    candidates.push({ choice: { type: 'refuse' }, value: evaluate(playChoice(view.sheet, { type: 'refuse' }, ctx).sheet, view.plans) });
  }
  for (const { pair, placement } of rated.slice(0, SHORTLIST)) {
    for (const choice of buildsAt(view.sheet, ctx, pair, placement)) {
      candidates.push({ choice, value: evaluate(playChoice(view.sheet, choice, ctx).sheet, view.plans) + noise() });
    }
  }
  candidates.sort((a, b) => b.value - a.value);

  let best: Scored | undefined;
  for (const { choice, value } of candidates.slice(0, SHORTLIST)) {
    const claims = bestClaims(legalClaimsFor(view.sheet, choice, ctx), view.plans);
    if (claims.length === 0) {
      if (best === undefined || value > best.value) best = { choice, value };
      continue;
    }
    const claimed = { ...choice, claims };
    const points = claimPoints(claims, view.plans);
    const after = evaluate(playChoice(view.sheet, claimed, ctx).sheet, view.plans) + points;
    if (best === undefined || after > best.value) best = { choice: claimed, value: after };
  }
  return best?.choice ?? { type: 'refuse' };
};
