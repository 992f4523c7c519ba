/**
 * Where a pair sits in the offer (`state.offer`, a view's `offer`): 0–2 in the
 * standard game, 0–5 in an expert or solo game, whose offer pairs each number card
 * with each other card's effect.
 *
 * @example
 * ```ts
 * import { createGame, legalPairs, type PairIndex } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * const pairs: readonly PairIndex[] = legalPairs(state, 'p1');
 * ```
 *
 * @group Game state
 */
export type PairIndex = number;

/**
 * One of the game's three plans, by its place in `state.plans`: 0 for plan deck 1
 * (`A`, `n°1`), 1 for deck 2, 2 for deck 3.
 *
 * @example
 * ```ts
 * import type { PlanIndex } from 'welcome-to-engine';
 * const third: PlanIndex = 2;
 * ```
 *
 * @group Game state
 */
export type PlanIndex = 0 | 1 | 2;

/**
 * One of the three cards a round shows, left to right: the stack in the standard
 * game, the drawn card in expert and solo games (`Pair.numberCard`,
 * `Pair.effectCard`, the card of an expert pick).
 *
 * @example
 * ```ts
 * import type { CardIndex } from 'welcome-to-engine';
 * const middle: CardIndex = 1;
 * ```
 *
 * @group Game state
 */
export type CardIndex = 0 | 1 | 2;

/** The three card indexes, left to right (internal). */
export const CARD_INDEXES: readonly [0, 1, 2] = [0, 1, 2];

/** Whether `value` is a card index (internal: for data checked at run time). */
export function isCardIndex(value: unknown): value is CardIndex {
  return value === 0 || value === 1 || value === 2;
}
