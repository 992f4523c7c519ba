import type { Card } from '../rules/cards.js';
import { DECKS } from '../rules/decks.js';
import { mapPacked } from '../internal/packed.js';
import { playerIndex } from './choice/source.js';
import { offerSeenBy } from './choice/pick.js';
import { madeView } from './view-check.js';
import type { GameState, PlayerState } from './state.js';
import type { PlayerSummary, PlayerView } from './view-types.js';

/** The deck's cards in a fixed order that says nothing of the shuffle: by number, then effect. */
export function sortDeck(deck: readonly Card[]): Card[] {
  return [...deck].sort(byNumberThenEffect);
}

function byNumberThenEffect(a: Card, b: Card): number {
  return a.number - b.number || (a.effect < b.effect ? -1 : a.effect > b.effect ? 1 : 0);
}

/** A printed deck in its printed order, and where each card of it stands once sorted. */
interface PrintedOrder {
  /** The printed deck's cards, as a game on it holds them (its own copies, in this order). */
  readonly cards: readonly Card[];
  /** The place in `cards` of each card of the sorted deck, in order: ties in printed order, as a stable sort leaves them. */
  readonly order: readonly number[];
}

function printedOrder(deck: readonly Card[]): PrintedOrder {
  // Plain arrays (read-only, never written): V8 reads a frozen array's elements slowly in a loop.
  const places = Array.from({ length: deck.length }, (_, index) => index);
  return { cards: deck.slice(), order: places.sort((a, b) => byNumberThenEffect(deck[a] as Card, deck[b] as Card) || a - b) };
}

/**
 * The sorted order of each printed deck, worked out once at load: a game dealt from a
 * printed deck holds its copy of that deck in printed order (`createGame`), so its
 * view's sorted deck is gathered from the game's own cards in this order, not sorted.
 */
const PRINTED_ORDERS: readonly PrintedOrder[] = [printedOrder(DECKS.original), printedOrder(DECKS.collector)];

/**
 * The deck's cards in a fixed order that says nothing of the shuffle: a new array of
 * the deck's own cards each call. A deck that holds a printed deck's cards in printed
 * order (every game dealt without `stacks` or a custom deck) is gathered in the order
 * worked out at load, checked card by card as it goes; any other deck is sorted.
 */
export function sortedDeck(deck: readonly Card[]): Card[] {
  for (let p = 0; p < PRINTED_ORDERS.length; p++) {
    const { cards, order } = PRINTED_ORDERS[p] as PrintedOrder;
    if (cards.length !== deck.length) continue;
    // A copy first (packed, of the exact length), each place then written over.
    const out = deck.slice();
    let at = 0;
    for (; at < order.length; at++) {
      const place = order[at] as number;
      const card = deck[place] as Card;
      const printed = cards[place] as Card;
      if (card.number !== printed.number || card.effect !== printed.effect) break;
      out[at] = card;
    }
    if (at === order.length) return out;
  }
  return sortDeck(deck);
}

/**
 * How many cards at the top of each discard pile the players have not seen as cards:
 * none in the standard game (a flipped card showed its number on the stack before its
 * effect); in expert and solo games this round's drawn cards, which are the offer (one
 * on each pile, or the three on the solo pile), until the game is over.
 */
export function drawnUnseen(over: boolean, solo: boolean, expert: boolean): number {
  if (over || (!solo && !expert)) return 0;
  return solo ? 3 : 1;
}

/** The discard piles as everyone has seen them: less {@link drawnUnseen} cards of each. */
function seenDiscards(state: GameState): readonly (readonly Card[])[] {
  const discards = state.cards.discards;
  const drawn = drawnUnseen(state.status === 'over', state.solo, state.variants.expert);
  if (drawn === 0) return discards;
  return mapPacked(discards, (pile) => pile.slice(0, pile.length - drawn));
}

/** What every player at the table sees of the others: their ids, sheets and whether they have chosen. */
function summaries(players: readonly PlayerState[]): readonly PlayerSummary[] {
  return mapPacked(players, (player): PlayerSummary => ({ id: player.id, sheet: player.sheet, chosen: player.pending !== null }));
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
  return madeView(view as PlayerView);
}
