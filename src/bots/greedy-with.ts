// The greedy bot with options (`greedyBotWith`): its temperature and the rating it rates
// by, by name. Apart from greedy.ts, so that a program using `greedyBot` alone bundles no
// learned rating: the pattern value's weights weigh some 40 kB.
import { fail } from '../errors/rule-error.js';
import { checkedFields } from '../internal/arguments.js';
import { describeValue } from '../internal/snapshot.js';
import type { Bot } from './bot.js';
import { exactGreedyBot, GREEDY_TEMPERATURE, greedyBotRating } from './greedy.js';
import { ratingOf, valuationOfRating, type BotRating } from './rating/ratings.js';

/**
 * How a greedy bot chooses among its shortlist ({@link greedyCandidates}).
 *
 * @example
 * ```ts
 * import { greedyBotWith, type GreedyOptions } from 'welcome-to-engine';
 * const lively: GreedyOptions = { temperature: 1 };
 * const bot = greedyBotWith(lively);
 * ```
 *
 * @group Bots
 */
export interface GreedyOptions {
  /**
   * In points of the bot's rating, how readily it takes a choice rated below its best:
   * a choice rated `d` below the best is taken `e^(−d / temperature)` times as often as
   * the best (a softmax over the shortlist), by the seed. 0 always takes the best-rated
   * choice (the seed then breaks exact ties only); the default is
   * {@link GREEDY_TEMPERATURE}; 0.3 to 2 make a weaker, livelier player (the levels of
   * {@link botFor}). A finite number, 0 or more.
   */
  readonly temperature?: number | undefined;
  /**
   * What the bot rates sheets by ({@link BotRating}): `'hand'` (the default),
   * {@link evaluateSheet}'s hand-set weights; `'learned'`, the feature weights learned
   * by self-play, which the `beginner` and `casual` levels of {@link botFor} play with;
   * `'patterns'`, the pattern value learned by temporal differences, which the `strong`
   * and `expert` levels play with (a few times slower a decision).
   */
  readonly rating?: BotRating | undefined;
}

/**
 * A greedy bot that chooses among its shortlist as `options` say: with a temperature
 * of 0, always the best-rated choice; above it, by the seed, now and then one rated a
 * little lower, so that bots on different seeds play differently ({@link greedyBot} is
 * this bot at {@link GREEDY_TEMPERATURE}). Same view and seed, same choice.
 *
 * @param options - The temperature (default {@link GREEDY_TEMPERATURE}).
 * @returns The bot.
 * @throws `RuleError` `argument/invalid` when the temperature is not a finite number, 0 or more.
 *
 * @example
 * ```ts
 * import { createGame, greedyBotWith, playerView } from 'welcome-to-engine';
 * const exact = greedyBotWith({ temperature: 0 });
 * const view = playerView(createGame({ players: 2, seed: 1 }), 'p1');
 * exact(view, 1); // the best-rated choice, whatever the seed
 * ```
 *
 * @group Bots
 */
export function greedyBotWith(options?: GreedyOptions): Bot {
  const { temperature, rating } = checkedFields(options, 'options', ['temperature', 'rating']);
  return greedyBotRating(valuationOfRating(ratingOf(rating)), temperatureOf(temperature));
}

function temperatureOf(temperature: unknown): number {
  if (temperature === undefined) return GREEDY_TEMPERATURE;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature) || temperature < 0)
    return fail('argument/invalid', { name: 'options.temperature', expected: 'a finite number, 0 or more', given: describeValue(temperature) });
  return temperature;
}

/** The greedy bot at temperature 0 rating by each {@link BotRating}: the search bot's default rollout for that rating. */
export const EXACT_GREEDY_BOTS: Readonly<Record<BotRating, Bot>> = {
  hand: exactGreedyBot,
  learned: greedyBotWith({ temperature: 0, rating: 'learned' }),
  patterns: greedyBotWith({ temperature: 0, rating: 'patterns' }),
};
