import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import type { PlayerView } from '../game/view-types.js';
import type { Valuation } from './rating/valuation.js';

/**
 * A bot: given what its player may see and a seed, the choice it makes. A bot is a
 * pure function: the same view and seed always give the same choice, and it never
 * reads `Math.random` or a clock. It must return a legal choice. In an expert game it
 * is asked twice a round: first with `view.pick === null`, when it returns a
 * {@link PickChoice}, then with the effects of its card shown, when it returns its
 * build or refusal.
 *
 * The engine's bots (and {@link sampleState}, {@link outcomeOf}) trust the views
 * {@link playerView} makes, as the engine trusts its states (a view is known by the
 * deck array a game's views share), and check any other (a view from JSON, from a
 * client) first: a malformed one is `RuleError` `argument/invalid` naming its field.
 *
 * @example
 * ```ts
 * import { legalChoices, type Bot } from 'welcome-to-engine';
 * // A bot that always takes the last legal choice.
 * const lastBot: Bot = (view) => legalChoices(view, view.player).at(-1) ?? { type: 'refuse' };
 * ```
 *
 * @group Bots
 */
export type Bot = (view: PlayerView, seed: number) => Choice | PickChoice;

/** A bot's seed from its caller: a finite number (the engine passes 32-bit words). */
export function checkedSeed(seed: unknown): number {
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return fail('argument/invalid', { name: 'seed', expected: 'a finite number', given: describeValue(seed) });
  return seed;
}

/**
 * What one of the engine's bots is, as data: the random bot, or a greedy bot with its
 * temperature and the weights it rates sheets by. A game the engine plays ({@link playGame}) reads it to decide
 * for that bot on the compact sheets, which is what the bot would read of its view; a
 * bot without one is given its view.
 */
export type BotSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'greedy'; readonly temperature: number; readonly valuation: Valuation };

/** Where a bot of the engine's keeps its {@link BotSpec}: a key no one else holds. */
const SPEC = Symbol('welcome-to-engine bot');

/** `bot`, described by `spec` (a property of its own, neither enumerable nor writable). */
export function describedBot(bot: Bot, spec: BotSpec): Bot {
  Object.defineProperty(bot, SPEC, { value: Object.freeze(spec) });
  return bot;
}

/** The {@link BotSpec} of one of the engine's bots, or `undefined` for any other. */
export function specOf(bot: Bot): BotSpec | undefined {
  return (bot as { readonly [SPEC]?: BotSpec })[SPEC];
}
