import { fail, isProblem, raise } from '../../errors/rule-error.js';
import { deepFreeze } from '../../internal/freeze.js';
import { copyState } from '../round/copy-state.js';
import type { GameInProgress, GameState, PlayerState } from '../state.js';
import { check } from './check-choice.js';
import type { Choice, PickChoice } from './choice.js';
import { playerIndex } from './source.js';

/**
 * Records `playerId`'s choice for the current round, a pure function returning the
 * next state. The choice is checked against the player's sheet and the offer; a
 * second call before the round resolves replaces it. Sheets change only when
 * {@link resolveRound} applies every choice at once. In an expert game the player's
 * first step is a {@link PickChoice}, which shows them the effects of the other two
 * cards and cannot be changed; the choice that follows uses a pair of the picked card.
 *
 * Trusts `state` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param state - The game.
 * @param playerId - Whose choice it is.
 * @param choice - A build, a refusal, or in an expert game a pick.
 * @returns The next state, with the choice pending (or the pick made).
 * @throws `RuleError` when the step is illegal or malformed, the player unknown or the game over; `state` is untouched.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 3 });
 * state = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * state.players[0]?.pending; // the recorded choice
 * ```
 *
 * @group Choosing
 */
export function applyChoice(state: GameState, playerId: string, choice: Choice | PickChoice): GameState {
  if (state.status === 'over') return fail('game/over', undefined);
  const checked = check(state, playerId, choice);
  if (isProblem(checked)) return raise(checked);
  const index = playerIndex(state, playerId);
  if (checked.kind === 'choice') return withPending(state, index, checked.choice);
  const players = state.players.slice();
  const player = state.players[index] as PlayerState;
  players[index] = { id: player.id, sheet: player.sheet, pending: null, pick: checked.card };
  const next = copyState(state);
  next.players = players;
  return next;
}

/**
 * The state with `choice` pending for the player at `index`: the end of
 * {@link applyChoice}, for a choice already checked. {@link resolveRound} plays each
 * pending choice again on the game's compact form, so nothing of what it does is kept
 * beside the state.
 */
export function withPending(state: GameInProgress, index: number, choice: Choice): GameState {
  // A one-field update: a plain copy is several times cheaper than a draft here, and
  // this runs once per player per round.
  const players = state.players.slice();
  const player = state.players[index] as PlayerState;
  // The choice frozen: it is the player's recorded choice, shared by every state that
  // follows until the round resolves, so an edit in place throws instead of changing
  // it in all of them. (Not the player: boardgame.io's immer drafts pass through it,
  // and a frozen object keeps them from being finalised.)
  players[index] = { id: player.id, sheet: player.sheet, pending: deepFreeze(choice), pick: player.pick };
  const next = copyState(state);
  next.players = players;
  return next;
}

/**
 * Takes back `playerId`'s pending choice, so that they may choose again before the
 * round resolves (a pure function returning the next state). In an expert game the
 * pick stays: a picked card cannot be exchanged. Withdrawing when nothing is pending
 * changes nothing.
 *
 * Trusts `state` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param state - The game.
 * @param playerId - Whose choice to take back.
 * @returns The state with that player's choice no longer pending.
 * @throws `RuleError` for an unknown player or a finished game.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, withdrawChoice } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 3 });
 * state = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * state = withdrawChoice(state, 'p1');
 * state.players[0]?.pending; // null
 * ```
 *
 * @group Choosing
 */
export function withdrawChoice(state: GameState, playerId: string): GameState {
  if (state.status === 'over') return fail('game/over', undefined);
  const index = playerIndex(state, playerId);
  const player = state.players[index] as PlayerState;
  if (player.pending === null) return state;
  const players = state.players.slice();
  players[index] = { id: player.id, sheet: player.sheet, pending: null, pick: player.pick };
  const next = copyState(state);
  next.players = players;
  return next;
}
