import type { ChoiceOutcome, PlayerState } from '../types.js';

/**
 * What each pending choice does, as checked when `applyChoice` recorded it, kept
 * beside the state rather than in it: `resolveRound` writes it without checking the
 * choice twice, and as it is no part of the state, a state from outside (parsed from
 * JSON, or edited) cannot bring an outcome of its own: its choices are checked again.
 * Keyed by the player object `applyChoice` made, and only for that object's choice.
 */
const OUTCOMES = new WeakMap<PlayerState, { readonly choice: PlayerState['pending']; readonly outcome: ChoiceOutcome }>();

/** Keeps the outcome of `player`'s pending choice. */
export function rememberOutcome(player: PlayerState, outcome: ChoiceOutcome): void {
  OUTCOMES.set(player, { choice: player.pending, outcome });
}

/** The outcome kept for `player`'s pending choice, if this very player object and choice were recorded by `applyChoice`. */
export function recallOutcome(player: PlayerState): ChoiceOutcome | undefined {
  const kept = OUTCOMES.get(player);
  return kept !== undefined && kept.choice === player.pending ? kept.outcome : undefined;
}
