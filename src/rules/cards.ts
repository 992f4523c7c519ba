import type { Effect } from '../errors/rule-terms.js';
import { deepFreeze } from '../internal/freeze.js';
/**
 * The six effects printed on the back of construction cards ([rules §5](../../docs/rules.md#5-effects)), in the
 * column order of the deck tables. Engine names; the rulebooks call them surveyor,
 * pool manufacturer, temp agency, bis, landscaper and real estate agent.
 *
 * @example
 * ```ts
 * import { EFFECTS } from 'welcome-to-engine';
 * EFFECTS.includes('park'); // true
 * ```
 *
 * @group Rules data
 */
export const EFFECTS = deepFreeze(['fence', 'pool', 'temp', 'bis', 'park', 'improvement'] as const satisfies readonly Effect[]);

// The effects are named in the bottom layer, which the error details share (rule-terms.ts);
// EFFECTS lists every one (test/errors/details-types.test.ts).
export type { Effect } from '../errors/rule-terms.js';

/**
 * A construction card: a house number on one side and an effect on the other, with a
 * fixed pairing. Printed numbers are 1–15; custom decks may use 0–17.
 *
 * @example
 * ```ts
 * import type { Card } from 'welcome-to-engine';
 * const card: Card = { number: 8, effect: 'park' };
 * ```
 *
 * @group Rules data
 */
export interface Card {
  /** The house number on the number side. */
  readonly number: number;
  /** The effect on the other side. */
  readonly effect: Effect;
}

/**
 * Lowest number a house can hold: cards show 1–15, a temp reaches 0 ([rules §2](../../docs/rules.md#2-the-sheet)).
 *
 * @example
 * ```ts
 * import { MIN_HOUSE_NUMBER } from 'welcome-to-engine';
 * MIN_HOUSE_NUMBER; // 0
 * ```
 *
 * @group Rules data
 */
export const MIN_HOUSE_NUMBER = 0;

/**
 * Highest number a house can hold: cards show 1–15, a temp reaches 17 ([rules §2](../../docs/rules.md#2-the-sheet)).
 *
 * @example
 * ```ts
 * import { MAX_HOUSE_NUMBER } from 'welcome-to-engine';
 * MAX_HOUSE_NUMBER; // 17
 * ```
 *
 * @group Rules data
 */
export const MAX_HOUSE_NUMBER = 17;
