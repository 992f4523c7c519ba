import type { Card, Effect } from '../rules/cards.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { VariantFlags } from '../rules/variants.js';
import type { Sheet } from '../sheet/types.js';
import type { Choice } from './choice/choice.js';
import type { CardIndex } from './indexes.js';
import type { EndCondition, GameScore } from './outcomes.js';
import type { GameState, PlanState } from './state.js';
/**
 * A pair of the offer as one player sees it ({@link PlayerView}): as {@link Pair}, but
 * with `effect: null` where the player cannot see the effect, and cannot choose the
 * pair. Only expert card choice hides effects ([rules §10.4](../../docs/rules.md#104-expert-card-choice)): before the player picks a
 * number card every effect is hidden; after it, the pairs of the picked card show
 * theirs.
 *
 * @example
 * ```ts
 * import type { ViewPair } from 'welcome-to-engine';
 * const hidden: ViewPair = { number: 7, effect: null, numberCard: 1, effectCard: 2 };
 * ```
 *
 * @group Game state
 */
export interface ViewPair {
  /** The house number. */
  readonly number: number;
  /** The effect paired with it, or `null` while hidden from this player. */
  readonly effect: Effect | null;
  /** Where the number shows. */
  readonly numberCard: CardIndex;
  /** Where the effect shows. */
  readonly effectCard: CardIndex;
}

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
   * the deck. The cards not yet seen are these less the discards and the offer. For a
   * game on a printed deck it is that deck's one sorted array, frozen, shared by every
   * view; read it, or copy it to write.
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
 * Where a player's questions can be asked: the whole state (a server's) or that
 * player's own view (a client's). The queries answer the same from either.
 *
 * @example
 * ```ts
 * import { createGame, legalChoices, playerView, type GameSource } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * const sources: GameSource[] = [state, playerView(state, 'p1')];
 * sources.map((source) => legalChoices(source, 'p1').length); // the same count twice
 * ```
 *
 * @group Game state
 */
export type GameSource = GameState | PlayerView;
