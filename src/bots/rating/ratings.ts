// The ratings a bot may rate sheets by, by name: the hand-set weights of
// evaluateSheet, or the learned ones (learned/).
import { fail } from '../../errors/rule-error.js';
import { describeValue } from '../../internal/snapshot.js';
import { LEARNED_VALUATION } from './learned/valuation.js';
import { HAND_VALUATION, type Valuation } from './valuation.js';
import { PATTERN_VALUATION } from './patterns/tables.js';

/**
 * Which rating a bot rates sheets by:
 * - `'patterns'`: the hand-set rating plus a value learned by temporal differences in
 *   self-play over patterns of the sheet (its streets' houses three at a time with
 *   their fences, its estates, its tracks, the temp race), one table of weights for
 *   solo, 2 or 3 players, 4 or 5; the strongest, and some times slower;
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
export type BotRating = 'patterns' | 'learned' | 'hand';

/**
 * The ratings of {@link BotRating}, for a front-end's settings.
 *
 * @example
 * ```ts
 * import { BOT_RATINGS } from 'welcome-to-engine';
 * BOT_RATINGS; // ['patterns', 'learned', 'hand']
 * ```
 *
 * @group Bots
 */
export const BOT_RATINGS: readonly BotRating[] = Object.freeze(['patterns', 'learned', 'hand'] as const);

/** A {@link BotRating} from outside (`options.rating`; `'hand'` when absent); `RuleError` `argument/invalid` for anything else. */
export function ratingOf(rating: unknown): BotRating {
  if (rating === undefined) return 'hand';
  if (typeof rating === 'string' && (BOT_RATINGS as readonly string[]).includes(rating)) return rating as BotRating;
  return fail('argument/invalid', { name: 'options.rating', expected: `one of ${BOT_RATINGS.join(', ')}`, given: describeValue(rating) });
}

/** The weights of a {@link BotRating}. */
export function valuationOfRating(rating: BotRating): Valuation {
  return rating === 'patterns' ? PATTERN_VALUATION : rating === 'learned' ? LEARNED_VALUATION : HAND_VALUATION;
}
