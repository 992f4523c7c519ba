import { fail } from '../../errors/rule-error.js';
import type { Sheet } from '../../sheet/types.js';
import { contextOf, playerIndex } from '../round/apply.js';
import { parseChoice } from '../choice/parse-choice.js';
import type { Choice, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../context.js';
import { legalClaimsFor } from '../plans/legal-claims.js';
import { legalChoicesFor, placementsOf, type Placement } from './legal.js';
import type { GameState, PlayerState } from '../types.js';
import { contextOfView, type PlayerView } from '../view.js';

/** The player's sheet and choice context, from a state or from that player's view. */
function sheetAndContext(source: GameState | PlayerView, playerId: string): { sheet: Sheet; ctx: ChoiceContext } {
  if (source.status === 'over') return fail('gameOver', undefined);
  if ('cards' in source) {
    const player = source.players[playerIndex(source, playerId)] as PlayerState;
    return { sheet: player.sheet, ctx: contextOf(source) };
  }
  if (source.player !== playerId) fail('unknownPlayer', { player: playerId, players: [source.player] });
  return { sheet: source.sheet, ctx: contextOfView(source) };
}

/**
 * Every legal choice of `playerId` this round: every build (each pair, each house
 * where its number fits, with and without each use of its effect) and the refusal
 * when it is allowed. Plan claims and reshuffles are left out: ask
 * {@link legalClaims} for the claims a choice allows. Works on a state or on the
 * player's own view.
 *
 * @example
 * ```ts
 * import { createGame, legalChoices } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * const choices = legalChoices(state, 'p1');
 * choices.some((choice) => choice.type === 'refuse'); // false: an empty sheet takes any number
 * ```
 */
export function legalChoices(source: GameState | PlayerView, playerId: string): readonly Choice[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  return legalChoicesFor(sheet, ctx);
}

/**
 * Every non-empty set of plan claims that may end `choice` (its own claims are
 * ignored): each plan at most once, each estate used once, sizes matching exactly.
 * A choice with no claims is always possible. Throws `RuleError` when `choice`
 * itself is illegal.
 *
 * @example
 * ```ts
 * import { createGame, legalClaims } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * legalClaims(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }); // []: no estate yet
 * ```
 */
export function legalClaims(source: GameState | PlayerView, playerId: string, choice: Choice): readonly (readonly PlanClaim[])[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  return legalClaimsFor(sheet, parseChoice(choice), ctx);
}

/**
 * Where the number of pair `pair` can be written on the player's sheet, for a
 * front-end to highlight: each house where it fits, and with a usable temp each house
 * where a number within ±2 fits, with the change it takes.
 *
 * @example
 * ```ts
 * import { createGame, placements } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * placements(state, 'p1', 0).length >= 33; // true: every house of an empty sheet
 * ```
 */
export function placements(source: GameState | PlayerView, playerId: string, pair: number): readonly Placement[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const offered = ctx.offer[pair];
  if (offered === undefined) return fail('pair', { pair, pairs: ctx.offer.length });
  return placementsOf(sheet, offered);
}
