// The bots a front-end offers by name: four levels, from a player who makes slips to the
// search bot. The mean scores of each level are measured by `npm run bench:levels` and
// listed in the README, in docs/writing-a-bot.md ("Levels") and docs/performance.md.
import { fail } from '../errors/rule-error.js';
import { isRecord } from '../internal/check.js';
import { describeValue } from '../internal/snapshot.js';
import type { Bot } from './bot.js';
import { greedyBotWith } from './greedy-with.js';
import { searchBot } from './search.js';

/**
 * The levels of {@link botFor}, weakest first.
 *
 * @example
 * ```ts
 * import { BOT_LEVELS } from 'welcome-to-engine';
 * const menu = BOT_LEVELS.map((level) => `<option>${level}</option>`).join('');
 * ```
 *
 * @group Bots
 */
export const BOT_LEVELS = Object.freeze(['beginner', 'casual', 'strong', 'expert'] as const);

/**
 * A level of play a front-end can offer, every level rating sheets by a rating learned
 * by self-play ({@link BotRating}):
 * - `beginner`: the greedy bot at temperature 3 by the learned feature weights
 *   (`rating: 'learned'`), which often takes a choice rated well below its best;
 * - `casual`: the same at temperature 0.8;
 * - `strong`: the greedy bot ({@link greedyBotWith}) by the learned pattern value
 *   (`rating: 'patterns'`), the best-rated choice but for near-equal ones, a few
 *   milliseconds a decision;
 * - `expert`: {@link searchBot} by the pattern value (`{ rating: 'patterns',
 *   simulations: 64, schedule: 'halving' }`; at 4 players and more, the even
 *   schedule), tens of milliseconds a decision.
 *
 * How far apart they score: [Levels](../../docs/writing-a-bot.md#levels).
 *
 * @example
 * ```ts
 * import type { BotLevel } from 'welcome-to-engine';
 * const level: BotLevel = 'casual';
 * ```
 *
 * @group Bots
 */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * Whether `value` names a level of {@link botFor}: one of {@link BOT_LEVELS}. The check
 * for a level read from outside (a match's setup data, a form), never a bot module's path.
 *
 * @example
 * ```ts
 * import { isBotLevel } from 'welcome-to-engine';
 * isBotLevel('casual'); // true
 * isBotLevel('./my-bot.mjs'); // false
 * ```
 *
 * @group Bots
 */
export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * The expert: the search on the pattern value, half the default simulations (the value
 * rates a sheet in some three times the learned weights' time, and its rollouts buy more
 * than a second half of samples), the default steps (at 4 players they allow 8 samples of
 * its candidates, not 4). Alone or at a table of 2 or 3 it halves its candidates round by
 * round; at 4 or more it plays every candidate on every sample, whose other players'
 * turns it works out once for all of them, where halving would take it past 100 ms a
 * decision (docs/performance.md, "The levels").
 */
function expertBot(): Bot {
  const halving = searchBot({ rating: 'patterns', simulations: 64, schedule: 'halving' });
  const even = searchBot({ rating: 'patterns', simulations: 64 });
  // The view is checked by the search bot; an unreadable one goes to it to be refused.
  return (view, seed) => {
    const players = isRecord(view) && Array.isArray(view.players) ? view.players.length : 0;
    return (players >= 4 ? even : halving)(view, seed);
  };
}

/** The bots of the levels, made once: a level always gives the same bot object. */
const BOTS: Readonly<Record<BotLevel, Bot>> = {
  beginner: greedyBotWith({ temperature: 3, rating: 'learned' }),
  casual: greedyBotWith({ temperature: 0.8, rating: 'learned' }),
  strong: greedyBotWith({ rating: 'patterns' }),
  expert: expertBot(),
};

/**
 * The bot of a level, for a front-end's menu: weakest to strongest, `beginner`,
 * `casual`, `strong` and `expert` ({@link BotLevel} says what each is). Each is an
 * ordinary {@link Bot}: the seed varies its play, so two bots of one level at a table
 * play differently.
 *
 * @param level - One of {@link BOT_LEVELS}.
 * @returns The level's bot (the same object at every call).
 * @throws `RuleError` `argument/invalid` when `level` is not one of {@link BOT_LEVELS}.
 *
 * @example
 * ```ts
 * import { botFor, playGame } from 'welcome-to-engine';
 * const { state } = playGame({ players: 2, seed: 'menu' }, [botFor('casual'), botFor('strong')]);
 * state.result?.winners; // most often the strong bot
 * ```
 *
 * @group Bots
 */
export function botFor(level: BotLevel): Bot {
  if (!isBotLevel(level)) return fail('argument/invalid', { name: 'level', expected: `one of ${BOT_LEVELS.join(', ')}`, given: describeValue(level) });
  return BOTS[level];
}
