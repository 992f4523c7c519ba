import type { Card } from '../rules/cards.js';
import { mapPacked } from '../internal/packed.js';
import { playerIndex } from './choice/source.js';
import { offerSeenBy } from './choice/pick.js';
import { madeDeck } from './view-check.js';
import type { GameState, PlayerState } from './state.js';
import type { PlayerSummary, PlayerView } from './view-types.js';

/**
 * What the views of one game share, worked out once and kept by the game's deck (the
 * very array, which a game keeps from its start to its end), so that games played side
 * by side on one server each keep theirs: the deck sorted, the stacks' heights and the
 * discards as seen (by the arrays they were read from, which change once a round), and
 * the players' summaries of the last state asked about.
 */
interface GameMemo {
  readonly sorted: readonly Card[];
  stacksFrom: readonly (readonly Card[])[] | undefined;
  stacks: readonly number[];
  discardsFrom: readonly (readonly Card[])[] | undefined;
  discards: readonly (readonly Card[])[];
  lastPlayers: readonly PlayerState[];
  lastSummaries: readonly PlayerSummary[];
}

const memos = new WeakMap<readonly Card[], GameMemo>();

/** The deck's cards in a fixed order that says nothing of the shuffle: by number, then effect. */
export function sortDeck(deck: readonly Card[]): Card[] {
  return [...deck].sort((a, b) => a.number - b.number || (a.effect < b.effect ? -1 : a.effect > b.effect ? 1 : 0));
}

function memoOf(deck: readonly Card[]): GameMemo {
  let memo = memos.get(deck);
  if (memo === undefined) {
    const sorted = sortDeck(deck);
    memo = { sorted: madeDeck(sorted), stacksFrom: undefined, stacks: [], discardsFrom: undefined, discards: [], lastPlayers: [], lastSummaries: [] };
    memos.set(deck, memo);
  }
  return memo;
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
function seenDiscards(state: GameState, memo: GameMemo): readonly (readonly Card[])[] {
  const discards = state.cards.discards;
  const drawn = drawnUnseen(state.status === 'over', state.solo, state.variants.expert);
  if (drawn === 0) return discards;
  if (memo.discardsFrom !== discards) {
    memo.discards = mapPacked(discards, (pile) => pile.slice(0, pile.length - drawn));
    memo.discardsFrom = discards;
  }
  return memo.discards;
}

/** The stacks' heights, read again only when the stacks changed. */
function stackHeights(state: GameState, memo: GameMemo): readonly number[] {
  const stacks = state.cards.stacks;
  if (memo.stacksFrom !== stacks) {
    memo.stacks = mapPacked(stacks, (stack) => stack.length);
    memo.stacksFrom = stacks;
  }
  return memo.stacks;
}

/**
 * What every player at the table sees of the others. A summary depends on one player's
 * state only, so those of players whose state has not changed since the game's last
 * call are shared rather than built again: a choice changes one player, so the view
 * after it copies the last list (pointers only) and builds one summary, and every
 * seat's view of one state shares one list.
 */
function summaries(players: readonly PlayerState[], memo: GameMemo): readonly PlayerSummary[] {
  const lastPlayers = memo.lastPlayers;
  if (players === lastPlayers) return memo.lastSummaries;
  const same = lastPlayers.length === players.length;
  const out: PlayerSummary[] = same ? memo.lastSummaries.slice() : new Array<PlayerSummary>(players.length);
  for (let index = 0; index < players.length; index++) {
    const player = players[index] as PlayerState;
    if (!same || lastPlayers[index] !== player) out[index] = { id: player.id, sheet: player.sheet, chosen: player.pending !== null };
  }
  memo.lastPlayers = players;
  memo.lastSummaries = out;
  return out;
}

/**
 * The deck's cards in a fixed order that says nothing of the shuffle, sorted once a
 * game (a game keeps one deck from start to end).
 */
export function sortedDeck(deck: readonly Card[]): readonly Card[] {
  return memoOf(deck).sorted;
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
  const memo = memoOf(state.cards.deck);
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
    players: summaries(state.players, memo),
    stacks: stackHeights(state, memo),
    discards: seenDiscards(state, memo),
    deck: memo.sorted,
    ended: state.ended,
    result: state.result,
  };
  // status, ended and result are copied together from one state, so they agree.
  return view as PlayerView;
}
