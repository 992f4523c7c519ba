import type { EstateCondition, PlanCondition } from '../errors/rule-terms.js';
import { deepFreeze } from '../internal/freeze.js';
import type { SeasonName } from './seasons.js';
import type { EstateSize } from './tracks.js';

/**
 * A plan deck: 1, 2 or 3 (labelled A, B, C in `collector`; n°1, n°2, n°3 in
 * `original`).
 *
 * @example
 * ```ts
 * import type { PlanDeck } from 'welcome-to-engine';
 * const deck: PlanDeck = 3;
 * ```
 *
 * @group Rules data
 */
export type PlanDeck = 1 | 2 | 3;

// The conditions are named in the bottom layer, which the error details share (rule-terms.ts).
export type { EstateCondition, PlanCondition } from '../errors/rule-terms.js';

/**
 * What a plan asks for: estates of exactly these sizes (as a multiset), or a named
 * sheet condition.
 *
 * @example
 * ```ts
 * import type { PlanRequirement } from 'welcome-to-engine';
 * const twoSixes: PlanRequirement = { type: 'estates', sizes: [6, 6] };
 * ```
 *
 * @group Rules data
 */
export type PlanRequirement =
  | {
    /** A set of estates. */
    readonly type: 'estates';
    /** The sizes of the estates, one entry per estate. */
    readonly sizes: readonly EstateSize[];
    /** What each estate must also show (seasonal plans); absent for the others. */
    readonly each?: EstateCondition;
  }
  | {
    /** A condition on the sheet. */
    readonly type: 'condition';
    /** Which condition. */
    readonly condition: PlanCondition;
  };

/**
 * One city plan card ([rules §6](../../docs/rules.md#6-plans) and [§10.2](../../docs/rules.md#102-advanced-plans)): its deck, what it requires and its two
 * values, `first` (project side) and `later` (approved side).
 *
 * @example
 * ```ts
 * import { PLANS, type PlanDefinition } from 'welcome-to-engine';
 * const plan: PlanDefinition | undefined = PLANS[5];
 * plan?.first; // 10
 * ```
 *
 * @group Rules data
 */
export interface PlanDefinition {
  /** Index in {@link PLANS}. */
  readonly id: number;
  /** The plan deck it is drawn from. */
  readonly deck: PlanDeck;
  /** Marked advanced: drawn only with the advanced-plans variant. */
  readonly advanced: boolean;
  /** The seasonal sheet whose plan deck 3 it belongs to, or `null` for the Classic sheet's plans. */
  readonly season: SeasonName | null;
  /** What a player must show to claim it. */
  readonly requirement: PlanRequirement;
  /** Value for the first claimant(s), project side. */
  readonly first: number;
  /** Value once the plan is approved. */
  readonly later: number;
}

type PlanRow = readonly [PlanDeck, readonly EstateSize[] | PlanCondition, number, number, EstateCondition?];

const BASIC: readonly PlanRow[] = [
  [1, [1, 1, 1, 1, 1, 1], 8, 4],
  [1, [2, 2, 2, 2], 8, 4],
  [1, [3, 3, 3], 8, 4],
  [1, [4, 4], 6, 3],
  [1, [5, 5], 8, 4],
  [1, [6, 6], 10, 6],
  [2, [1, 1, 1, 6], 11, 6],
  [2, [5, 2, 2], 10, 6],
  [2, [3, 3, 4], 12, 7],
  [2, [3, 6], 8, 4],
  [2, [4, 5], 9, 5],
  [2, [4, 1, 1, 1], 9, 5],
  [3, [1, 2, 6], 12, 7],
  [3, [1, 4, 5], 13, 7],
  [3, [3, 4], 7, 3],
  [3, [2, 5], 7, 3],
  [3, [1, 2, 2, 3], 11, 6],
  [3, [2, 3, 5], 13, 7],
];

const ADVANCED: readonly PlanRow[] = [
  [1, 'bottom-street-full', 8, 4],
  [1, 'top-street-full', 6, 3],
  [1, 'five-bis-in-one-street', 8, 3],
  [1, 'seven-temps', 6, 3],
  [1, 'street-ends', 7, 4],
  [2, 'two-streets-all-parks', 7, 4],
  [2, 'one-street-parks-pools-roundabout', 10, 5],
  [2, 'two-streets-all-pools', 7, 4],
  [2, 'bottom-street-parks-pools', 10, 5],
  [2, 'middle-street-parks-pools', 8, 3],
];

// The seasonal sheets' plans, each sheet's three replacing plan deck 3 on it.
const SEASONAL: readonly (readonly [SeasonName, PlanRow])[] = [
  ['ice-cream', [3, 'street-cones-sold', 6, 4]],
  ['ice-cream', [3, [3, 4, 5], 7, 3, 'no-sold-cone']],
  ['ice-cream', [3, [4, 4, 4], 8, 4, 'three-sold-cones']],
  ['christmas', [3, [3, 3], 10, 5, 'unlinked']],
  ['christmas', [3, [6, 6], 10, 5, 'linked']],
  ['christmas', [3, 'street-one-string', 14, 7]],
  ['eggs', [3, 'bottom-street-eggs', 7, 3]],
  ['eggs', [3, [2, 3, 4], 10, 5, 'no-egg']],
  ['eggs', [3, [3, 3, 3], 8, 4, 'three-eggs']],
];

function toPlan([deck, need, first, later, each]: PlanRow, id: number, advanced: boolean, season: SeasonName | null): PlanDefinition {
  const requirement: PlanRequirement = typeof need === 'string'
    ? { type: 'condition', condition: need }
    : each === undefined
    ? { type: 'estates', sizes: need }
    : { type: 'estates', sizes: need, each };
  return Object.freeze({ id, deck, advanced, season, requirement, first, later });
}

/**
 * Every city plan card: ids 0–17 are the basic plans of [rules §6](../../docs/rules.md#6-plans), ids 18–27 the
 * advanced plans of [§10.2](../../docs/rules.md#102-advanced-plans), ids 28–36 the
 * seasonal sheets' plans of [§11](../../docs/rules.md#11-seasonal-sheets) (28–30 ice
 * cream truck, 31–33 Christmas lights, 34–36 spring eggs). A plan's id is its index.
 *
 * @example
 * ```ts
 * import { PLANS } from 'welcome-to-engine';
 * PLANS.filter((plan) => plan.deck === 2 && !plan.advanced).length; // 6
 * PLANS[8]?.requirement; // { type: 'estates', sizes: [3, 3, 4] }
 * ```
 *
 * @group Rules data
 */
export const PLANS: readonly PlanDefinition[] = deepFreeze([
  ...BASIC.map((row, index) => toPlan(row, index, false, null)),
  ...ADVANCED.map((row, index) => toPlan(row, BASIC.length + index, true, null)),
  ...SEASONAL.map(([season, row], index) => toPlan(row, BASIC.length + ADVANCED.length + index, false, season)),
]);

/**
 * A plan id: an index into {@link PLANS}.
 *
 * @example
 * ```ts
 * import { PLANS, type PlanId } from 'welcome-to-engine';
 * const id: PlanId = 13;
 * PLANS[id]?.first; // 13
 * ```
 *
 * @group Rules data
 */
export type PlanId = number;
