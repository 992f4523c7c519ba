import { rememberOutcome } from './outcomes.js';
import { describe, fail, isProblem, problem, raise, RuleError, type Problem } from '../../errors/rule-error.js';
import type { RuleErrorDetails } from '../../errors/details.js';
import type { RuleErrorCode } from '../../errors/messages.js';
import type { Draft } from '../../internal/draft.js';
import { deepFreeze } from '../../internal/freeze.js';
import { describeValue } from '../../internal/snapshot.js';
import type { Choice, PickChoice, RefuseChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { playerIndex, sheetAndContext } from '../choice/source.js';
import { type GameSource } from '../views.js';
import { parseChoice } from '../choice/parse-choice.js';
import { pickProblem } from '../choice/pick.js';
import { playChoice, type Played } from '../choice/play.js';
import { copyState } from './copy-state.js';
import type { CardIndex } from '../indexes.js';
import type { ChoiceOutcome } from '../outcomes.js';
import type { GameInProgress, GameState, PlayerState } from '../state.js';
import type { Sheet } from '../../sheet/types.js';
import { sheetOf } from '../../sheet/compact/json.js';

/**
 * The answer of {@link validateChoice}: legal, or the code, details and message of the
 * first rule the choice breaks, as the {@link RuleError} {@link applyChoice} would
 * throw. Testing `code` narrows `details`; {@link playerMessage} words it for a player.
 *
 * @example
 * ```ts
 * import type { Validation } from 'welcome-to-engine';
 * function explain(validation: Validation): string {
 *   if (validation.ok) return 'legal';
 *   if (validation.code === 'choice/house-taken') return `house ${validation.details.house + 1} is taken`;
 *   return `${validation.code}: ${validation.message}`;
 * }
 * ```
 *
 * @group Choosing
 */
export type Validation =
  | {
      /** The choice is legal. */
      readonly ok: true;
    }
  | {
      [C in RuleErrorCode]: {
        /** The choice is illegal. */
        readonly ok: false;
        /** Which rule it breaks. */
        readonly code: C;
        /** The facts of the mistake, as the error's `details`. */
        readonly details: RuleErrorDetails<C>;
        /** What was wrong and what would be legal, for developers. */
        readonly message: string;
      };
    }[RuleErrorCode];

/** A checked step: a pick (with the sheet it leaves as it was), or a choice with what it does. */
type Checked =
  | { readonly kind: 'pick'; readonly card: CardIndex; readonly sheet: Sheet }
  | { readonly kind: 'choice'; readonly choice: Choice; readonly outcome: Played; readonly sheet: Sheet };

/**
 * The choice as a round records it: in an expert game a refusal says which card was
 * picked ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)), so that a
 * replay can check it; or why the pick is missing or does not match.
 */
export function recorded(choice: Choice, ctx: ChoiceContext): Choice | Problem {
  if (choice.type === 'build') return choice;
  if (!ctx.variants.expert) {
    return choice.card === undefined ? choice : problem('choice/pick', { reason: 'refusal-card' });
  }
  if (ctx.pick === null) return problem('choice/pick', { reason: 'pick-first' });
  if (choice.card === ctx.pick) return choice;
  if (choice.card !== undefined) return problem('choice/pick', { reason: 'other-card', card: choice.card, picked: ctx.pick });
  const withCard: Draft<RefuseChoice> = { type: 'refuse' };
  if (choice.roundabout !== undefined) withCard.roundabout = choice.roundabout;
  if (choice.claims !== undefined) withCard.claims = choice.claims;
  if (choice.reshuffle !== undefined) withCard.reshuffle = choice.reshuffle;
  withCard.card = ctx.pick;
  return withCard;
}

/**
 * Checks a pick or a choice completely (shape, then rules) against the player's sheet,
 * on a state or on the player's own view. A call at the wrong moment, an unknown
 * player and malformed input throw; a rule the step breaks comes back as a problem.
 */
function check(source: GameSource, playerId: string, input: unknown): Checked | Problem {
  if (typeof source !== 'object' || source === null) fail('argument/invalid', { name: 'source', expected: 'a game state or a player view', given: describeValue(source) });
  if (source.status === 'over') fail('game/over', undefined);
  const { sheet, json, ctx } = sheetAndContext(source, playerId);
  const parsed = parseChoice(input);
  if (parsed.type === 'pick') {
    const why = pickProblem(sheet, parsed.card, ctx);
    return why ?? { kind: 'pick', card: parsed.card, sheet: json };
  }
  const choice = recorded(parsed, ctx);
  if (isProblem(choice)) return choice;
  const outcome = playChoice(sheet, choice, ctx);
  return isProblem(outcome) ? outcome : { kind: 'choice', choice, outcome, sheet: json };
}

/**
 * Whether `choice` (or, in an expert game, a pick) is legal for `playerId` this
 * round, without throwing: the same checks as {@link applyChoice}. Asked of the state,
 * or of the player's own {@link PlayerView} (a client that holds only its view).
 *
 * Never throws, whatever it is given: a view the engine did not make (a client's, from
 * JSON) is checked first and a malformed one answers `argument/invalid` naming the
 * field; a state is trusted as one this engine returned (check a state from storage
 * or a client with {@link validateState}), and one the checks cannot read answers
 * `argument/invalid` too.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose choice it is.
 * @param choice - The choice or pick, as it would be sent.
 * @returns `{ ok: true }`, or the code and message of the first rule it breaks.
 *
 * @example
 * ```ts
 * import { createGame, playerView, validateChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * validateChoice(state, 'p1', { type: 'refuse' });
 * // { ok: false, code: 'choice/refusal-not-allowed', message: '… a player must build if they can …' }
 * validateChoice(playerView(state, 'p1'), 'p1', { type: 'build', pair: 0, street: 0, house: 0 }); // { ok: true }
 * ```
 *
 * @group Choosing
 */
export function validateChoice(source: GameSource, playerId: string, choice: Choice | PickChoice): Validation {
  let checked: Checked | Problem;
  try {
    checked = check(source, playerId, choice);
  } catch (error) {
    if (error instanceof RuleError) return failure(error.code, error.details, error.message);
    // The promise is an answer for any input: a state that is not one the engine made
    // (views are checked; a state is trusted, and validateState checks one from storage)
    // can break a check in a way no rule names.
    const read = error instanceof Error ? error.message : String(error);
    const expected = 'a game state this engine made or validateState accepts, or a player view';
    const details = { name: 'source', expected, given: `a value the checks could not read (${read.slice(0, 80)})` };
    return failure('argument/invalid', details, `[welcome-to-engine] argument/invalid: source must be ${expected}; it could not be read (${read.slice(0, 80)}).`);
  }
  if (!isProblem(checked)) return { ok: true };
  const { code, details, message } = describe(checked);
  return failure(code, details, message);
}

/** A failed validation: its details are those of its code, as the error table and RuleError keep them. */
function failure(code: RuleErrorCode, details: RuleErrorDetails, message: string): Validation {
  return { ok: false, code, details, message } as Validation;
}

/**
 * What `choice` would do to `playerId`'s sheet, without recording it: the sheet it
 * would leave (plan points aside, as they depend on the other players' claims), the
 * plans it claims and whether it asks for a reshuffle. For a front-end to show a
 * choice before it is sent. Asked of the state or of the player's own view. A legal
 * pick (expert card choice) writes nothing: its outcome is the sheet as it stands,
 * with no claim and no reshuffle.
 *
 * Trusts `source` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose choice it is.
 * @param choice - A build, a refusal or a pick: any step {@link legalChoices} lists.
 * @returns What the choice does, as `resolveRound` would apply it; for a pick, the sheet unchanged.
 * @throws `RuleError` when the choice or pick is illegal, with the same code and message as {@link applyChoice}.
 *
 * @example
 * ```ts
 * import { createGame, previewChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * const { sheet } = previewChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * sheet.streets[0].houses[0]?.number; // the number of pair 0
 * ```
 *
 * @group Choosing
 */
export function previewChoice(source: GameSource, playerId: string, choice: Choice | PickChoice): ChoiceOutcome {
  const checked = check(source, playerId, choice);
  if (isProblem(checked)) return raise(checked);
  if (checked.kind === 'pick') return { sheet: checked.sheet, claimed: [], reshuffle: false };
  return { sheet: sheetOf(checked.outcome.sheet, checked.sheet), claimed: checked.outcome.claimed, reshuffle: checked.outcome.reshuffle };
}

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
  if (checked.kind === 'choice') return withPending(state, index, checked.choice, checked.outcome);
  const players = state.players.slice();
  const player = state.players[index] as PlayerState;
  players[index] = { id: player.id, sheet: player.sheet, pending: null, pick: checked.card };
  const next = copyState(state);
  next.players = players;
  return next;
}

/**
 * The state with `choice` pending for the player at `index`, and `outcome`, what it
 * does, kept for {@link resolveRound}: the end of {@link applyChoice}, for a choice
 * already checked (or made by the engine's own bot, which plays what it chooses).
 */
export function withPending(state: GameInProgress, index: number, choice: Choice, outcome: Played): GameState {
  // A one-field update: a plain copy is several times cheaper than a draft here, and
  // this runs once per player per round.
  const players = state.players.slice();
  const player = state.players[index] as PlayerState;
  // The choice frozen, as its outcome is kept beside the state for this very object: a
  // pending choice edited in place would otherwise resolve to the outcome of the choice
  // it was. (Not the player: boardgame.io's immer drafts pass through it, and a frozen
  // object keeps them from being finalised; its pick is compared when recalled.)
  const chosen: PlayerState = { id: player.id, sheet: player.sheet, pending: deepFreeze(choice), pick: player.pick };
  rememberOutcome(chosen, outcome);
  players[index] = chosen;
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
