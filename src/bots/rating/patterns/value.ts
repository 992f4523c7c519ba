// The learned pattern value (`rating: 'patterns'`): a sheet's hand rating (evaluate.ts,
// by the hand-set weights) plus the learned weights of its patterns (patterns.ts), learned
// by temporal differences in self-play (`npm run train -- --method td`, docs/writing-a-bot.md).
import type { PlanState } from '../../../game/state.js';
import type { CompactSheet } from '../../../sheet/compact/compact.js';
import { TEMPS } from '../../../sheet/compact/layout.js';
import { rateSheet } from '../evaluate.js';
import type { Rater } from '../rater.js';
import { patternSum } from './patterns.js';

/**
 * The rating a bot's decisions compare: the rater's reference when it has one (the
 * tests'), else the sheet's rating by the rater's weights plus, when the rater has
 * them, the learned weights of its patterns, which read the temp race against
 * `rater.rivals`.
 */
export function rateWhole(rater: Rater, sheet: CompactSheet, plans: readonly PlanState[]): number {
  if (rater.reference !== undefined) return rater.reference(sheet, plans, rater.supply);
  const hand = rateSheet(rater, sheet, plans);
  return rater.patterns === undefined ? hand : hand + patternSum(rater.patterns, sheet, rater.features, rater.rivals);
}

/**
 * The most of `temps(k)` over the seats `k` of a table of `count` other than `seat`, -1
 * when there is none (solo): the temp race the pattern value reads, as each decision
 * begins.
 */
export function mostTempsBesides(count: number, seat: number, temps: (k: number) => number): number {
  let most = -1;
  for (let other = 0; other < count; other++) if (other !== seat) most = Math.max(most, temps(other));
  return most;
}

/** {@link mostTempsBesides} over compact sheets: the most temp boxes crossed on a sheet of `sheets` other than seat `seat`'s. */
export function rivalTemps(sheets: readonly CompactSheet[], seat: number): number {
  return mostTempsBesides(sheets.length, seat, (k) => (sheets[k] as CompactSheet)[TEMPS] as number);
}
