import { playerView } from '../../index.js';
import type { Card, EndCondition, GameScore, GameState, PlanState, PlayerSummary, RuleOptions, VariantFlags, ViewPair } from '../../index.js';

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
  /** The discard piles as every player sees them (a player view's `discards`). */
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
  // What everyone at the table sees is what a player who has not picked sees, less their
  // own sheet and choice: one place, playerView, decides what is public (the offer of an
  // expert game before a pick is numbers only).
  const seat = state.players[0] as GameState['players'][number];
  const unpicked = seat.pick === null ? state : { ...state, players: [{ ...seat, pick: null }, ...state.players.slice(1)] };
  const { player: _player, sheet: _sheet, pending: _pending, pick: _pick, ...table } = playerView(unpicked, seat.id);
  return { spectator: true, ...table };
}
