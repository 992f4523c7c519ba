// The ratings a bot may rate sheets by, by name: the hand-set weights of
// evaluateSheet, or the learned ones (learned/).
import { fail } from '../../errors/rule-error.js';
import { describeValue } from '../../internal/snapshot.js';
import { LEARNED_VALUATION } from './learned/valuation.js';
import { HAND_VALUATION, type Valuation } from './valuation.js';

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

/** A {@link BotRating} from outside (`options.rating`; `'hand'` when absent); `RuleError` `argument/invalid` for anything else. */
export function ratingOf(rating: unknown): BotRating {
  if (rating === undefined) return 'hand';
  if (typeof rating === 'string' && (BOT_RATINGS as readonly string[]).includes(rating)) return rating as BotRating;
  return fail('argument/invalid', { name: 'options.rating', expected: `one of ${BOT_RATINGS.join(', ')}`, given: describeValue(rating) });
}

/** The weights of a {@link BotRating}. */
export function valuationOfRating(rating: BotRating): Valuation {
  return rating === 'learned' ? LEARNED_VALUATION : HAND_VALUATION;
}
