import type { RuleOptions } from '../rules/rulesets.js';
import type { Pair, PlanState, Variants } from './types.js';

/** What a choice is checked against, besides the player's sheet: from a state or from a player's view. */
export interface ChoiceContext {
  readonly rules: RuleOptions;
  readonly variants: Required<Variants>;
  readonly offer: readonly Pair[];
  readonly plans: readonly PlanState[];
  /** A solo game: no stacks, so no reshuffle. */
  readonly solo: boolean;
}
