// The learned valuation the bots rate by when asked for it (`rating: 'learned'`), checked
// against the features this engine reads when first loaded.
import { rateSheet, rateWith, type Rate } from '../evaluate.js';
import type { Valuation } from '../valuation.js';
import { valuationFrom } from './stamp.js';
import { LEARNED_WEIGHTS } from './weights.js';

function learned(): Valuation {
  const found = valuationFrom(LEARNED_WEIGHTS);
  // The shipped weights are checked by the tests: this is a build that shipped the wrong file.
  if (typeof found === 'string') throw new Error(`welcome-to-engine: the learned weights do not fit this engine: ${found}`);
  return found;
}

/** The valuation learned by self-play (`npm run train`). */
export const LEARNED_VALUATION: Valuation = learned();

/** The greedy rating by the learned valuation. */
export const rateLearned: Rate = rateWith(LEARNED_VALUATION);

/**
 * Which rating a bot rates sheets by:
 * - `'learned'`: weights learned by self-play over the features of the hand-set
 *   rating and a few more, a weight changing as the sheet fills;
 * - `'hand'`: {@link evaluateSheet}'s hand-set weights.
 *
 * @example
 * ```ts
 * import { greedyBotWith, type BotRating } from 'welcome-to-engine';
 * const rating: BotRating = 'learned';
 * const bot = greedyBotWith({ rating });
 * ```
 *
 * @group Bots
 */
export type BotRating = 'learned' | 'hand';

/**
 * The ratings of {@link BotRating}, for a front-end's settings.
 *
 * @example
 * ```ts
 * import { BOT_RATINGS } from 'welcome-to-engine';
 * BOT_RATINGS; // ['learned', 'hand']
 * ```
 *
 * @group Bots
 */
export const BOT_RATINGS: readonly BotRating[] = Object.freeze(['learned', 'hand'] as const);

/** The rating function of a {@link BotRating}. */
export function rateOf(rating: BotRating): Rate {
  return rating === 'learned' ? rateLearned : rateSheet;
}
