import { fail, RuleError } from '../../errors/rule-error.js';
import type { RuleErrorCode } from '../../errors/messages.js';
import type { Choice } from '../choice/choice.js';
import type { ChoiceContext } from '../context.js';
import { copyState } from '../copy.js';
import { parseChoice } from '../choice/parse-choice.js';
import { playChoice } from '../choice/play.js';
import type { ChoiceOutcome, GameState, PlayerState } from '../types.js';

/**
 * The answer of {@link validateChoice}: legal, or the code and message of the first
 * rule the choice breaks.
 *
 * @example
 * ```ts
 * import type { Validation } from 'welcome-to-engine';
 * function explain(validation: Validation): string {
 *   return validation.ok ? 'legal' : `${validation.code}: ${validation.message}`;
 * }
 * ```
 */
export type Validation =
  | {
      /** The choice is legal. */
      readonly ok: true;
    }
  | {
      /** The choice is illegal. */
      readonly ok: false;
      /** Which rule it breaks. */
      readonly code: RuleErrorCode;
      /** What was wrong and what would be legal. */
      readonly message: string;
    };

/** The context a state gives for checking its players' choices. */
export function contextOf(state: GameState): ChoiceContext {
  return { rules: state.rules, variants: state.variants, offer: state.offer, plans: state.plans, solo: state.solo };
}

/** The index of `playerId`, or a `choice/unknown-player` error. */
export function playerIndex(state: GameState, playerId: string): number {
  let index = -1;
  for (let i = 0; i < state.players.length; i++) if (state.players[i]?.id === playerId) index = i;
  if (index < 0) fail('unknownPlayer', { player: String(playerId), players: state.players.map((player) => player.id) });
  return index;
}

/** Checks a choice completely (shape, then rules) and plays it on the player's sheet. */
export function check(state: GameState, playerId: string, choice: unknown): { index: number; choice: Choice; played: ChoiceOutcome } {
  if (state.status === 'over') fail('gameOver', undefined);
  const index = playerIndex(state, playerId);
  const parsed = parseChoice(choice);
  const player = state.players[index] as PlayerState;
  return { index, choice: parsed, played: playChoice(player.sheet, parsed, contextOf(state)) };
}

/**
 * Whether `choice` is legal for `playerId` this round, without throwing: the same
 * checks as {@link applyChoice}.
 *
 * @example
 * ```ts
 * import { createGame, validateChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * validateChoice(state, 'p1', { type: 'refuse' });
 * // { ok: false, code: 'choice/refusal-not-allowed', message: '… a player must build if they can …' }
 * ```
 */
export function validateChoice(state: GameState, playerId: string, choice: Choice): Validation {
  try {
    check(state, playerId, choice);
    return { ok: true };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/**
 * Records `playerId`'s choice for the current round, a pure function returning the
 * next state. The choice is checked against the player's sheet and the offer; a
 * second call before the round resolves replaces it. Sheets change only when
 * {@link resolveRound} applies every choice at once. An illegal choice throws
 * `RuleError` and leaves `state` as it was.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 3 });
 * state = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * state.players[0]?.pending; // the recorded choice
 * ```
 */
export function applyChoice(state: GameState, playerId: string, choice: Choice): GameState {
  const { index, choice: parsed, played } = check(state, playerId, choice);
  // A one-field update: a plain copy is several times cheaper than a draft here, and
  // this runs once per player per round.
  const players = state.players.slice();
  const player = state.players[index] as PlayerState;
  players[index] = { id: player.id, sheet: player.sheet, pending: parsed, outcome: played };
  const next = copyState(state);
  next.players = players;
  return next;
}
