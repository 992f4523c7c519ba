// The rules' names for the effects of the cards and the conditions of the plans, as
// literal types and nothing else. They live in the bottom layer so that the error
// details (errors/details.ts, which import nothing above) and the rules' data
// (rules/cards.ts, rules/plans.ts, which re-export them) name them from one place.

/**
 * One effect of a construction card.
 *
 * @example
 * ```ts
 * import type { Effect } from 'welcome-to-engine';
 * const effect: Effect = 'bis';
 * ```
 *
 * @group Rules data
 */
export type Effect = 'fence' | 'pool' | 'temp' | 'bis' | 'park' | 'improvement';

/**
 * The condition of a plan that is not a set of estates: the advanced plans of
 * [rules §10.2](../../docs/rules.md#102-advanced-plans) and three seasonal plans of
 * [§11](../../docs/rules.md#11-seasonal-sheets).
 *
 * @example
 * ```ts
 * import type { PlanCondition } from 'welcome-to-engine';
 * const condition: PlanCondition = 'seven-temps';
 * ```
 *
 * @group Rules data
 */
export type PlanCondition =
  | 'bottom-street-full'
  | 'top-street-full'
  | 'five-bis-in-one-street'
  | 'seven-temps'
  | 'street-ends'
  | 'two-streets-all-parks'
  | 'one-street-parks-pools-roundabout'
  | 'two-streets-all-pools'
  | 'bottom-street-parks-pools'
  | 'middle-street-parks-pools'
  | 'street-cones-sold'
  | 'street-one-string'
  | 'bottom-street-eggs';

/**
 * What a seasonal estate plan asks of each estate it names, besides its size
 * ([rules §11](../../docs/rules.md#11-seasonal-sheets)): no sold cone, or at least
 * three sold cones (ice cream truck); no link inside, or linked end to end (Christmas
 * lights); no collected egg, or at least three (spring eggs).
 *
 * @example
 * ```ts
 * import type { EstateCondition } from 'welcome-to-engine';
 * const condition: EstateCondition = 'linked';
 * ```
 *
 * @group Rules data
 */
export type EstateCondition = 'no-sold-cone' | 'three-sold-cones' | 'unlinked' | 'linked' | 'no-egg' | 'three-eggs';
