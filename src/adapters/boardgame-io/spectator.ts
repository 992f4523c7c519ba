import { offerSeenBy } from '../../game/choice/pick.js';
import type { EndCondition, GameScore, GameState, PlanState, ViewPair, VariantFlags } from '../../game/types.js';
import { seenDiscards, sortedDeck, type PlayerSummary } from '../../game/view.js';
import type { Card } from '../../rules/cards.js';
import type { RuleOptions } from '../../rules/rulesets.js';

/**
 * What a spectator of a boardgame.io match sees: every sheet as of the last resolved
 * round, who has chosen this round, the plans, the offer as a player who has not
 * picked sees it (expert: numbers only), the stacks' sizes and, at the end, the
 * result. No deck order and no choice before its round resolves.
 *
 * @example
 * ```ts
 * import type { SpectatorView } from 'welcome-to-engine/boardgame.io';
 * const chosen = (view: SpectatorView) => view.players.filter((player) => player.chosen).length;
 * ```
 *
 * @group boardgame.io
 */
export interface SpectatorView {
  /** Always `true`: tells a spectator's `G` from a player's. */
  readonly spectator: true;
  /** The rules in force. */
  readonly rules: RuleOptions;
  /** The variants in force. */
  readonly variants: VariantFlags;
  /** A solo game. */
  readonly solo: boolean;
  /** The round being played (from 1). */
  readonly round: number;
  /** `'choosing'`, or `'over'` once the game has ended. */
  readonly status: GameState['status'];
  /** This round's pairs, as a player who has not picked sees them (expert: numbers only). */
  readonly offer: readonly ViewPair[];
  /** The three city plans. */
  readonly plans: readonly PlanState[];
  /** Every player: sheet as of the last resolved round, and whether they have chosen this round. */
  readonly players: readonly PlayerSummary[];
  /** How many cards each stack holds. */
  readonly stacks: readonly number[];
  /** The discard piles without this round's cards: every card flipped before. */
  readonly discards: readonly (readonly Card[])[];
  /** Every card of the deck, sorted: what anyone knows of it. */
  readonly deck: readonly Card[];
  /** Why the game ended (empty while it goes on). */
  readonly ended: readonly EndCondition[];
  /** The final scores, once the game is over. */
  readonly result: GameScore | null;
}

/**
 * The {@link SpectatorView} of a state: what a boardgame.io spectator's `G` is.
 *
 * @param state - The game.
 * @returns What anyone at the table may see.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * import { spectatorView } from 'welcome-to-engine/boardgame.io';
 * spectatorView(createGame({ players: 2, seed: 1 })).players.length; // 2
 * ```
 *
 * @group boardgame.io
 */
export function spectatorView(state: GameState): SpectatorView {
  return {
    spectator: true,
    rules: state.rules,
    variants: state.variants,
    solo: state.solo,
    round: state.round,
    status: state.status,
    offer: offerSeenBy(state.offer, state.variants.expert, null),
    plans: state.plans,
    players: state.players.map((player) => ({ id: player.id, sheet: player.sheet, chosen: player.pending !== null })),
    stacks: state.cards.stacks.map((stack) => stack.length),
    discards: seenDiscards(state),
    deck: sortedDeck(state.cards.deck),
    ended: state.ended,
    result: state.result,
  };
}
