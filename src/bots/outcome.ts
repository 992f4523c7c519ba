import { isProblem, raise } from '../errors/rule-error.js';
import { checkedView } from '../game/view-check.js';
import { recorded } from '../game/choice/check-choice.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import { parseChoice } from '../game/choice/parse-choice.js';
import { playMove } from '../game/choice/play.js';
import type { PlanIndex } from '../game/indexes.js';
import { legalClaims } from '../game/legal/queries.js';
import { previewChoice } from '../game/choice/validate-choice.js';
import { contextOfView } from '../game/choice/source.js';
import type { PlayerView } from '../game/view-types.js';
import type { Sheet } from '../sheet/types.js';
import { compactOf, sheetOf } from '../sheet/compact/json.js';

/**
 * What a choice does to the sheet of the player whose view it is: see {@link outcomeOf}.
 * A pick's outcome is the sheet as it stands, with nothing claimed and no claim set.
 *
 * @example
 * ```ts
 * import type { Outcome } from 'welcome-to-engine';
 * const claimable = (outcome: Outcome) => outcome.claimSets.length > 0;
 * ```
 *
 * @group Bots
 */
export interface Outcome {
  /** The sheet the choice leaves, its own claims marked (plan points are written when the round resolves). */
  readonly sheet: Sheet;
  /** The plans its claims claim. */
  readonly claimed: readonly PlanIndex[];
  /** The claim sets the choice's move may end with ({@link legalClaims}); one is compulsory under immediate claims. */
  readonly claimSets: readonly (readonly PlanClaim[])[];
}

/**
 * Applies a choice to what a player can see, for bots that look ahead: the sheet it
 * leaves and the claims it may end with, from the player's own view (no `GameState`
 * needed). A choice without claims is played as its move alone, even where claims are
 * compulsory, so a bot can rate the move and then pick among `claimSets`; a choice
 * with claims is checked whole, as {@link previewChoice} does. A legal pick (expert
 * card choice) writes nothing and claims nothing: its outcome is the view's sheet, no
 * plan claimed, no claim set; so every step {@link legalChoices} lists may be passed
 * as it comes.
 *
 * @param view - The player's view.
 * @param choice - A build, a refusal or a pick of that player: any step {@link legalChoices} lists.
 * @returns The sheet after it, the plans it claims, and the claim sets its move allows; for a pick, the sheet unchanged.
 * @throws `RuleError` when the choice or pick is illegal (a choice's claims aside when it names none) or malformed.
 *
 * @example
 * ```ts
 * import { createGame, outcomeOf, playerView } from 'welcome-to-engine';
 * const view = playerView(createGame({ players: 2, seed: 3 }), 'p1');
 * outcomeOf(view, { type: 'build', pair: 0, street: 0, house: 0 }).sheet.streets[0].houses[0]?.number; // pair 0's number
 * ```
 *
 * @group Bots
 */
export function outcomeOf(view: PlayerView, choice: Choice | PickChoice): Outcome {
  // A view the engine did not make is checked (and copied) first.
  view = checkedView(view, 'view');
  const parsed = parseChoice(choice);
  // legalClaims checks the pick, and answers that it claims nothing.
  if (parsed.type === 'pick') return { sheet: view.sheet, claimed: [], claimSets: legalClaims(view, view.player, parsed) };
  const { claims, reshuffle: _reshuffle, ...move } = parsed;
  const ctx = contextOfView(view);
  // A refusal names the picked card, checked first, as validateChoice checks it (choice/pick).
  const card = recorded(move, ctx);
  if (isProblem(card)) return raise(card);
  const claimSets = legalClaims(view, view.player, move);
  if (claims !== undefined && claims.length > 0) {
    const { sheet, claimed } = previewChoice(view, view.player, parsed);
    return { sheet, claimed, claimSets };
  }
  const after = playMove(compactOf(view.sheet), move, ctx);
  return isProblem(after) ? raise(after) : { sheet: sheetOf(after, view.sheet), claimed: [], claimSets };
}
