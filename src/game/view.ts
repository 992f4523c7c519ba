import type { Card } from '../rules/cards.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { Sheet } from '../sheet/types.js';
import type { CardIndex } from './indexes.js';
import { playerIndex } from './source.js';
import type { Choice } from './choice/choice.js';
import { offerSeenBy } from './choice/pick.js';
import type { EndCondition, GameScore, GameState, PlanState, PlayerState, VariantFlags, ViewPair } from './types.js';
import { mapPacked } from '../internal/packed.js';

/**
 * What a {@link PlayerView} holds, running or finished: what one player may see of a game ([rules §4](../../docs/rules.md#4-a-round): other players' choices are hidden
 * until the round resolves): everything public, their own pending choice and pick,
 * and no card order. In an expert game the effects stay hidden until the player picks
 * a number card ([rules §10.4](../../docs/rules.md#104-expert-card-choice)). Bots receive this.
 *
 * @example
 * ```ts
 * import { createGame, playerView, type PlayerViewFields } from 'welcome-to-engine';
 * const view: PlayerViewFields = playerView(createGame({ players: 2, seed: 1 }), 'p2');
 * view.sheet; // p2's sheet
 * ```
 *
 * @group Game state
 */
export interface PlayerViewFields {
  /** Whose view this is. */
  readonly player: string;
  /** The rule options in force. */
  readonly rules: RuleOptions;
  /** The optional modules in force. */
  readonly variants: VariantFlags;
  /** A solo game. */
  readonly solo: boolean;
  /** The current round, from 1. */
  readonly round: number;
  /**
   * This round's pairs as this player sees them, indexed as the state's offer: a pair
   * whose effect is `null` is hidden and cannot be chosen (expert card choice: every
   * pair before the pick, then those of the other cards).
   */
  readonly offer: readonly ViewPair[];
  /** The three plans. */
  readonly plans: readonly PlanState[];
  /** The player's own sheet. */
  readonly sheet: Sheet;
  /** The player's own choice this round, `null` until made. */
  readonly pending: Choice | null;
  /** Expert card choice: the number card the player picked this round, `null` before the pick and in other games. */
  readonly pick: CardIndex | null;
  /** Every player in game order: sheet as of the last round, and whether they have chosen. */
  readonly players: readonly PlayerSummary[];
  /** Cards left in each draw pile. */
  readonly stacks: readonly number[];
  /**
   * The discard piles, face-up card last: every card that everyone at the table has
   * seen both sides of ([rules §3.1](../../docs/rules.md#31-stacks-and-the-offer)). In the standard game that is every card
   * flipped so far, this round's included (its number showed on its stack the round
   * before, its effect shows now); in expert and solo games this round's drawn cards
   * are left out, as they are the offer (whose effects an expert game hides until the
   * pick). Whole once the game is over.
   */
  readonly discards: readonly (readonly Card[])[];
  /**
   * Every card of the game's deck, sorted by number then effect: what a player knows of
   * the deck. The cards not yet seen are these less the discards and the offer.
   */
  readonly deck: readonly Card[];
}

/**
 * One player as every player sees them in a {@link PlayerView}.
 *
 * @example
 * ```ts
 * import { createGame, playerView, type PlayerSummary } from 'welcome-to-engine';
 * const others: readonly PlayerSummary[] = playerView(createGame({ players: 3, seed: 1 }), 'p1').players;
 * others.filter((player) => !player.chosen).map((player) => player.id); // who we wait for
 * ```
 *
 * @group Game state
 */
export interface PlayerSummary {
  /** The player's id. */
  readonly id: string;
  /** Their sheet as of the last resolved round. */
  readonly sheet: Sheet;
  /** Whether they have chosen this round. */
  readonly chosen: boolean;
}

/**
 * A player's view of a game still being played.
 *
 * @example
 * ```ts
 * import { createGame, playerView } from 'welcome-to-engine';
 * const view = playerView(createGame({ players: 2, seed: 1 }), 'p1');
 * if (view.status === 'choosing') view.result; // null
 * ```
 *
 * @group Game state
 */
export interface PlayerViewInProgress extends PlayerViewFields {
  /** The round waits for choices. */
  readonly status: 'choosing';
  /** Nothing has ended the game. */
  readonly ended: readonly [];
  /** No final scores yet. */
  readonly result: null;
}

/**
 * A player's view of a finished game: why it ended and the final scores.
 *
 * @example
 * ```ts
 * import { playerView, playGame, randomBot } from 'welcome-to-engine';
 * const view = playerView(playGame({ players: 2, seed: 1 }, [randomBot, randomBot]).state, 'p1');
 * if (view.status === 'over') view.result.winners;
 * ```
 *
 * @group Game state
 */
export interface FinishedPlayerView extends PlayerViewFields {
  /** The game has ended. */
  readonly status: 'over';
  /** Why the game ended. */
  readonly ended: readonly EndCondition[];
  /** The final scores and winners. */
  readonly result: GameScore;
}

/**
 * What one player may see of a game ([rules §4](../../docs/rules.md#4-a-round): other players' choices are hidden
 * until the round resolves): everything public, their own pending choice and pick,
 * and no card order. Bots receive this, and {@link validateChoice},
 * {@link legalChoices} and {@link scoreGame} accept it. Like {@link GameState}, it is
 * told apart by `status`.
 *
 * @example
 * ```ts
 * import { createGame, playerView, type PlayerView } from 'welcome-to-engine';
 * const view: PlayerView = playerView(createGame({ players: 2, seed: 1 }), 'p2');
 * view.sheet; // p2's sheet
 * view.status; // 'choosing'
 * ```
 *
 * @group Game state
 */
export type PlayerView = PlayerViewInProgress | FinishedPlayerView;

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
