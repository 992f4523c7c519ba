/**
 * The six effects printed on the back of construction cards (RULES §5).
 * Engine names; the rulebooks call them surveyor, real estate agent, landscaper,
 * pool manufacturer, temp agency and bis.
 */
export const EFFECTS = ['fence', 'pool', 'temp', 'bis', 'park', 'improvement'] as const;

/**
 * One effect of a construction card.
 *
 * @example
 * ```ts
 * import type { Effect } from 'welcome-to-engine';
 * const effect: Effect = 'bis';
 * ```
 */
export type Effect = (typeof EFFECTS)[number];

/**
 * A construction card: a house number on one side and an effect on the other, with a
 * fixed pairing. Printed numbers are 1–15; custom decks may use 0–17.
 *
 * @example
 * ```ts
 * import type { Card } from 'welcome-to-engine';
 * const card: Card = { number: 8, effect: 'park' };
 * ```
 */
export interface Card {
  readonly number: number;
  readonly effect: Effect;
}

/** Lowest and highest number a house can hold (cards show 1–15; temp reaches 0 and 17). */
export const MIN_HOUSE_NUMBER = 0;
/** Highest number a house can hold. */
export const MAX_HOUSE_NUMBER = 17;
