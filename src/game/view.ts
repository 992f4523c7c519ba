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

/** A printed deck in its printed order, and sorted as a view shows it. */
interface PrintedDeck {
  /** The printed deck's cards in printed order, as a game dealt from it holds its copies (a plain array: V8 reads a frozen array's elements slowly in a loop). */
  readonly cards: readonly Card[];
  /** Its cards sorted by number, then effect: frozen, as are the cards (the rule table's own), for every view of a game on this deck shares it. */
  readonly sorted: readonly Card[];
}

/**
 * Each printed deck, sorted once at load: a game dealt from a printed deck holds its
 * copy of that deck in printed order (`createGame`), so every view of such a game
 * shows this one sorted deck, frozen, and none is sorted a view.
 */
const PRINTED_DECKS: readonly PrintedDeck[] = [
  { cards: DECKS.original.slice(), sorted: Object.freeze(sortDeck(DECKS.original)) },
  { cards: DECKS.collector.slice(), sorted: Object.freeze(sortDeck(DECKS.collector)) },
];

/**
 * The deck's cards in a fixed order that says nothing of the shuffle. A deck that holds
 * a printed deck's cards in printed order (every game dealt without `stacks` or a
 * custom deck), checked card by card, gives that deck sorted at load (frozen, shared
 * by the views of every such game); any other deck is sorted, a new array each call.
 */
export function sortedDeck(deck: readonly Card[]): readonly Card[] {
  for (let p = 0; p < PRINTED_DECKS.length; p++) {
    const printed = PRINTED_DECKS[p] as PrintedDeck;
    const cards = printed.cards;
    if (cards.length !== deck.length) continue;
    let at = 0;
    while (at < cards.length) {
      const card = deck[at] as Card;
      const same = cards[at] as Card;
      if (card.number !== same.number || card.effect !== same.effect) break;
      at++;
    }
    if (at === cards.length) return printed.sorted;
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
