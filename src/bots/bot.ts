import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import type { PlayerView } from '../game/view-types.js';

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
