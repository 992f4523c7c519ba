import type { RuleOptions } from '../../rules/rulesets.js';
import type { CardIndex } from '../indexes.js';
import type { PlanState } from '../state.js';
import type { VariantFlags } from '../../rules/variants.js';
import type { ViewPair } from '../view-types.js';

/** What a choice is checked against, besides the player's sheet: from a state or from a player's view. */
export interface ChoiceContext {
  readonly rules: RuleOptions;
  readonly variants: VariantFlags;
  /**
   * The offer as this player sees it, indexed as the state's offer: a pair whose
   * effect is `null` is hidden from the player and cannot be chosen (expert card
   * choice, [rules §10.4](../../../docs/rules.md#104-expert-card-choice)).
   */
  readonly offer: readonly ViewPair[];
  readonly plans: readonly PlanState[];
  /** A solo game: no stacks, so no reshuffle. */
  readonly solo: boolean;
  /** Expert card choice: the number card the player picked this round, `null` before the pick or without the variant. */
  readonly pick: CardIndex | null;
}
