import type { Card } from '../rules/cards.js';
import { mapPacked } from '../internal/packed.js';
import { playerIndex } from './choice/source.js';
import { offerSeenBy } from './choice/pick.js';
import type { GameState, PlayerState } from './state.js';
import type { PlayerSummary, PlayerView } from './views.js';

/**
 * The discard piles as everyone has seen them: whole in the standard game (a flipped
 * card showed its number on the stack before its effect); in expert and solo games
 * less this round's drawn cards, which are the offer (one on each pile, or the three
 * on the solo pile).
 */
function seenDiscards(state: GameState): readonly (readonly Card[])[] {
  if (state.status === 'over' || (!state.solo && !state.variants.expert)) return state.cards.discards;
  const drawn = state.solo ? 3 : 1;
  return mapPacked(state.cards.discards, (pile) => pile.slice(0, pile.length - drawn));
}

let lastPlayers: readonly PlayerState[] = [];
let lastSummaries: readonly PlayerSummary[] = [];

/**
 * What every player at the table sees of the others. A summary depends on one player's
 * state only, so those of players whose state has not changed since the last call are
 * shared rather than built again: a round of n decisions then builds n summaries, not
 * n² (each choice changes one player).
 */
function summaries(players: readonly PlayerState[]): readonly PlayerSummary[] {
  if (players === lastPlayers) return lastSummaries;
  const out: PlayerSummary[] = [];
  for (let index = 0; index < players.length; index++) {
    const player = players[index] as PlayerState;
    const known = lastPlayers[index] === player ? lastSummaries[index] : undefined;
    out.push(known ?? { id: player.id, sheet: player.sheet, chosen: player.pending !== null });
  }
  lastPlayers = players;
  lastSummaries = out;
  return out;
}

let lastDeck: readonly Card[] | undefined;
let lastSorted: readonly Card[] = [];

/**
 * The deck's cards in a fixed order that says nothing of the shuffle. A game keeps one
 * deck from start to end, so the last one sorted is kept: views are built every move.
 */
export function sortedDeck(deck: readonly Card[]): readonly Card[] {
  if (deck !== lastDeck) {
    lastSorted = [...deck].sort((a, b) => a.number - b.number || (a.effect < b.effect ? -1 : a.effect > b.effect ? 1 : 0));
    lastDeck = deck;
  }
  return lastSorted;
}

/**
 * The part of the game `playerId` may see: no deck order, no generator state, no
 * other player's pending choice or pick (only whether they have chosen), and in an
 * expert game no effect before the player's own pick.
 *
 * Trusts `state` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param state - The game.
 * @param playerId - Whose view it is.
 * @returns What that player may see, told apart by `status` like the state.
 * @throws `RuleError` `choice/unknown-player` for a player not in the game.
 *
 * @example
 * ```ts
 * import { createGame, playerView } from 'welcome-to-engine';
 * const view = playerView(createGame({ players: ['ann', 'bob'], seed: 1 }), 'bob');
 * view.players.map((player) => player.chosen); // [false, false]
 * ```
 *
 * @group Queries
 */
export function playerView(state: GameState, playerId: string): PlayerView {
  const me = state.players[playerIndex(state, playerId)] as PlayerState;
  const view = {
    player: me.id,
    rules: state.rules,
    variants: state.variants,
    solo: state.solo,
    round: state.round,
    status: state.status,
    offer: offerSeenBy(state.offer, state.variants.expert, me.pick),
    plans: state.plans,
    sheet: me.sheet,
    pending: me.pending,
    pick: me.pick,
    players: summaries(state.players),
    stacks: mapPacked(state.cards.stacks, (stack) => stack.length),
    discards: seenDiscards(state),
    deck: sortedDeck(state.cards.deck),
    ended: state.ended,
    result: state.result,
  };
  // status, ended and result are copied together from one state, so they agree.
  return view as PlayerView;
}
