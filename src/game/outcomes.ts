import type { ScoreBreakdown } from '../sheet/score.js';
import type { Sheet } from '../sheet/types.js';
import type { PlanIndex } from './indexes.js';
/**
 * What a checked choice does to its player's sheet, before the round settles plan
 * values.
 *
 * @example
 * ```ts
 * import { createGame, previewChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * const outcome = previewChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * outcome.sheet; // p1's sheet once the round resolves, plan points aside
 * ```
 *
 * @group Game state
 */
export interface ChoiceOutcome {
  /** The sheet the choice leaves (plan boxes not yet written). */
  readonly sheet: Sheet;
  /** Indexes of the plans it claims. */
  readonly claimed: readonly PlanIndex[];
  /** Whether it asks for a reshuffle. */
  readonly reshuffle: boolean;
}

/**
 * Why a game ended ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring), [§10.3](../../docs/rules.md#103-solo)): a player claimed all three plans, crossed a
 * third refusal or filled every house, or the solo deck ran out.
 *
 * @example
 * ```ts
 * import type { EndCondition } from 'welcome-to-engine';
 * const end: EndCondition = { reason: 'refusals', player: 'p2' };
 * ```
 *
 * @group Game state
 */
export interface EndCondition {
  /** What happened. */
  readonly reason: 'plans' | 'refusals' | 'full' | 'deck';
  /** Who it happened to (`null` for the deck). */
  readonly player: string | null;
}

/**
 * One player's line of a {@link GameScore}.
 *
 * @example
 * ```ts
 * import type { PlayerScore } from 'welcome-to-engine';
 * const line = (score: PlayerScore) => `${score.rank}. ${score.id}: ${score.breakdown.total}`;
 * ```
 *
 * @group Scoring
 */
export interface PlayerScore {
  /** The player's id. */
  readonly id: string;
  /** The player's score. */
  readonly breakdown: ScoreBreakdown;
  /** The player's place after the tie-breaks (1 = winner; shared places share a rank). */
  readonly rank: number;
}

/**
 * Final (or current) scores of a game.
 *
 * @example
 * ```ts
 * import type { GameScore } from 'welcome-to-engine';
 * function winnerNames(score: GameScore): string {
 *   return score.winners.join(' and ');
 * }
 * ```
 *
 * @group Scoring
 */
export interface GameScore {
  /** Every player, in game order, with breakdown and rank (1 = winner; shared places share a rank). */
  readonly players: readonly PlayerScore[];
  /** Ids of the players ranked 1. */
  readonly winners: readonly string[];
}
