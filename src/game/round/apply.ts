import { describe, fail, isProblem, problem, raise, RuleError, type Problem } from '../../errors/rule-error.js';
import type { RuleErrorCode } from '../../errors/messages.js';
import type { Draft } from '../../internal/draft.js';
import type { Choice, PickChoice, RefuseChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { parseChoice } from '../choice/parse-choice.js';
import { offerSeenBy, pickProblem } from '../choice/pick.js';
import { playChoice } from '../choice/play.js';
import { copyState } from '../copy.js';
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

/** The context a state gives for checking the choices of its player at `index`: the offer as that player sees it. */
export function contextOf(state: GameState, index: number): ChoiceContext {
  const pick = state.players[index]?.pick ?? null;
  return {
    rules: state.rules,
    variants: state.variants,
    offer: offerSeenBy(state.offer, state.variants.expert, pick),
    plans: state.plans,
    solo: state.solo,
    pick,
  };
}

/** The index of `playerId`, or a `choice/unknown-player` error. */
export function playerIndex(state: GameState, playerId: string): number {
  let index = -1;
  for (let i = 0; i < state.players.length; i++) if (state.players[i]?.id === playerId) index = i;
  if (index < 0) fail('unknownPlayer', { player: String(playerId), players: state.players.map((player) => player.id) });
  return index;
}

/** A checked step: a pick, or a choice with what it does. */
type Checked =
  | { readonly kind: 'pick'; readonly index: number; readonly card: number }
  | { readonly kind: 'choice'; readonly index: number; readonly choice: Choice; readonly outcome: ChoiceOutcome };

/**
 * The choice as a round records it: in an expert game a refusal says which card was
 * picked ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)), so that a replay can check it; or why the pick is missing or
 * does not match.
 */
function recorded(choice: Choice, ctx: ChoiceContext): Choice | Problem {
  if (choice.type === 'build') return choice;
  if (!ctx.variants.expert) {
    return choice.card === undefined ? choice : problem('pick', { why: 'only expert card choice records a card with a refusal; leave it out' });
  }
  if (ctx.pick === null) return problem('pick', { why: "in expert card choice a player picks a number card before choosing, even to refuse ({ type: 'pick', card })" });
  if (choice.card === ctx.pick) return choice;
  if (choice.card !== undefined) return problem('pick', { why: `this refusal names card ${choice.card}, but you picked card ${ctx.pick}` });
  const withCard: Draft<RefuseChoice> = { type: 'refuse' };
  if (choice.roundabout !== undefined) withCard.roundabout = choice.roundabout;
  if (choice.claims !== undefined) withCard.claims = choice.claims;
  if (choice.reshuffle !== undefined) withCard.reshuffle = choice.reshuffle;
  withCard.card = ctx.pick;
  return withCard;
}

/**
 * Checks a pick or a choice completely (shape, then rules) against the player's sheet.
 * A call at the wrong moment, an unknown player and malformed input throw; a rule the
 * step breaks comes back as a problem.
 */
function check(state: GameState, playerId: string, input: unknown): Checked | Problem {
  if (state.status === 'over') fail('gameOver', undefined);
  const index = playerIndex(state, playerId);
  const parsed = parseChoice(input);
  const player = state.players[index] as PlayerState;
  const ctx = contextOf(state, index);
  if (parsed.type === 'pick') {
    const why = pickProblem(player.sheet, parsed.card, ctx);
    return why ?? { kind: 'pick', index, card: parsed.card };
  }
  const choice = recorded(parsed, ctx);
  if (isProblem(choice)) return choice;
  const outcome = playChoice(player.sheet, choice, ctx);
  return isProblem(outcome) ? outcome : { kind: 'choice', index, choice, outcome };
}

/**
 * Whether `choice` (or, in an expert game, a pick) is legal for `playerId` this
 * round, without throwing: the same checks as {@link applyChoice}.
 *
 * @example
 * ```ts
 * import { createGame, validateChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * validateChoice(state, 'p1', { type: 'refuse' });
 * // { ok: false, code: 'choice/refusal-not-allowed', message: '… a player must build if they can …' }
 * ```
 */
export function validateChoice(state: GameState, playerId: string, choice: Choice | PickChoice): Validation {
  let checked: Checked | Problem;
  try {
    checked = check(state, playerId, choice);
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
  if (!isProblem(checked)) return { ok: true };
  return { ok: false, ...describe(checked) };
}

/**
 * Records `playerId`'s choice for the current round, a pure function returning the
 * next state. The choice is checked against the player's sheet and the offer; a
 * second call before the round resolves replaces it. Sheets change only when
 * {@link resolveRound} applies every choice at once. In an expert game the player's
 * first step is a {@link PickChoice}, which shows them the effects of the other two
 * cards and cannot be changed; the choice that follows uses a pair of the picked card.
 * An illegal step throws `RuleError` and leaves `state` as it was.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 3 });
 * state = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
 * state.players[0]?.pending; // the recorded choice
 * ```
 */
export function applyChoice(state: GameState, playerId: string, choice: Choice | PickChoice): GameState {
  const checked = check(state, playerId, choice);
  if (isProblem(checked)) return raise(checked);
  // A one-field update: a plain copy is several times cheaper than a draft here, and
  // this runs once per player per round.
  const players = state.players.slice();
  const player = state.players[checked.index] as PlayerState;
  players[checked.index] =
    checked.kind === 'pick'
      ? { id: player.id, sheet: player.sheet, pending: null, outcome: null, pick: checked.card }
      : { id: player.id, sheet: player.sheet, pending: checked.choice, outcome: checked.outcome, pick: player.pick };
  const next = copyState(state);
  next.players = players;
  return next;
}
