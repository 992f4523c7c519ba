import { describe, isProblem, raise, RuleError, type Problem } from '../../errors/rule-error.js';
import type { RuleErrorDetails } from '../../errors/details.js';
import type { RuleErrorCode } from '../../errors/messages.js';
import { sheetOf } from '../../sheet/compact/json.js';
import type { ChoiceOutcome } from '../outcomes.js';
import { type GameSource } from '../view-types.js';
import { check, type Checked } from './check-choice.js';
import type { Choice, PickChoice } from './choice.js';

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
