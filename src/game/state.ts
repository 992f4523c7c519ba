import type { Card, Effect } from '../rules/cards.js';
import type { PlanDeck, PlanId, PlanRequirement } from '../rules/plans.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { VariantFlags } from '../rules/variants.js';
import type { Sheet } from '../sheet/types.js';
import type { Choice } from './choice/choice.js';
import type { CardIndex } from './indexes.js';
import type { GameOptions } from './options.js';
import type { EndCondition, GameScore } from './outcomes.js';
/**
 * One pair of the offer: a number to write and the effect that may be used with it.
 * `numberCard` and `effectCard` say where they show: the stack (0–2) in the standard
 * game, the drawn card (0–2) in expert and solo games, where they always differ.
 *
 * @example
 * ```ts
 * import type { Pair } from 'welcome-to-engine';
 * const pair: Pair = { number: 7, effect: 'pool', numberCard: 1, effectCard: 1 };
 * ```
 *
 * @group Game state
 */
export interface Pair {
  /** The house number. */
  readonly number: number;
  /** The effect paired with it. */
  readonly effect: Effect;
  /** Where the number shows. */
  readonly numberCard: CardIndex;
  /** Where the effect shows. */
  readonly effectCard: CardIndex;
}

/**
 * One of the game's three plans, with its state.
 *
 * @example
 * ```ts
 * import { createGame, type PlanState } from 'welcome-to-engine';
 * const plan: PlanState | undefined = createGame({ players: 2, seed: 1 }).plans[0];
 * plan?.label; // 'A'
 * ```
 *
 * @group Game state
 */
export interface PlanState {
  /** The plan card's id in {@link PLANS}, or `null` for a {@link CustomPlan}. */
  readonly id: PlanId | null;
  /** The plan deck it was drawn from. */
  readonly deck: PlanDeck;
  /** The deck's label in this ruleset (`A` or `n°1`…). */
  readonly label: string;
  /** What it requires. */
  readonly requirement: PlanRequirement;
  /** Value for its first claimant(s). */
  readonly first: number;
  /** Value once approved. */
  readonly later: number;
  /** Approved: someone has claimed it (or, solo, the solo card was drawn); later claims get `later`. */
  readonly approved: boolean;
}

/**
 * One player of a game.
 *
 * @example
 * ```ts
 * import { createGame, type PlayerState } from 'welcome-to-engine';
 * const [first]: readonly PlayerState[] = createGame({ players: 2, seed: 1 }).players;
 * first?.id; // 'p1'
 * ```
 *
 * @group Game state
 */
export interface PlayerState {
  /** The player's id. */
  readonly id: string;
  /** The player's sheet as of the last resolved round. */
  readonly sheet: Sheet;
  /** This round's choice, hidden from other players; `null` until the player chooses. */
  readonly pending: Choice | null;
  /**
   * Expert card choice: the number card (0–2) the player picked this round, hidden
   * from other players; `null` before the pick and in other games ([rules §10.4](../../docs/rules.md#104-expert-card-choice)).
   */
  readonly pick: CardIndex | null;
}

/**
 * A complete game as data: its options (with the seed it used) and every round's
 * choices, one per player in game order. {@link replay} rebuilds the game from it.
 *
 * @example
 * ```ts
 * import type { GameRecord } from 'welcome-to-engine';
 * const record: GameRecord = { options: { players: 2, seed: 'x' }, rounds: [] };
 * ```
 *
 * @group Setup
 */
export interface GameRecord {
  /** The options the game was created with, seed included. */
  readonly options: GameOptions;
  /** Each resolved round's choices, in player order. */
  readonly rounds: readonly (readonly Choice[])[];
}

/**
 * The cards of a game: stacks (top card first) and discard piles (face-up card last).
 * Internal bookkeeping: read the offer from `state.offer`.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * const { cards } = createGame({ players: 2, seed: 1 });
 * cards.stacks.map((stack) => stack.length); // [20, 20, 20]: 21 each, less the flipped card
 * ```
 *
 * @group Game state
 */
export interface CardState {
  /** Every card of the game, for rebuilds and reshuffles. */
  readonly deck: readonly Card[];
  /** The draw piles, top card first (one pile in a solo game). */
  readonly stacks: readonly (readonly Card[])[];
  /** The discard piles, face-up card last. */
  readonly discards: readonly (readonly Card[])[];
  /** Solo: how many cards of the pile lie above the solo card; `null` once drawn or without one. */
  readonly soloCard: number | null;
}

/**
 * What every game state holds, running or finished; {@link GameState} adds where the
 * game stands.
 *
 * @example
 * ```ts
 * import { createGame, type GameStateFields } from 'welcome-to-engine';
 * const fields: GameStateFields = createGame({ players: 2, seed: 1 });
 * fields.players.length; // 2
 * ```
 *
 * @group Game state
 */
export interface GameStateFields {
  /** The rule options in force. */
  readonly rules: RuleOptions;
  /** The optional modules in force. */
  readonly variants: VariantFlags;
  /** One player playing the solo rules ([rules §10.3](../../docs/rules.md#103-solo)). */
  readonly solo: boolean;
  /** The seed the game was created with. */
  readonly seed: string;
  /** The current round, from 1. */
  readonly round: number;
  /** This round's pairs (the last round's, once the game is over). */
  readonly offer: readonly Pair[];
  /** The three plans of the game, deck 1, 2, 3. */
  readonly plans: readonly PlanState[];
  /** The players, in game order. */
  readonly players: readonly PlayerState[];
  /** The cards (internal: hidden by {@link playerView}). */
  readonly cards: CardState;
  /** The seeded generator's state, four 32-bit words (internal). */
  readonly rng: readonly [number, number, number, number];
  /** Options and choices so far, for export and {@link replay}. */
  readonly record: GameRecord;
}

/**
 * A game still being played: the round waits for choices.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * if (state.status === 'choosing') state.result; // null: the compiler knows
 * ```
 *
 * @group Game state
 */
export interface GameInProgress extends GameStateFields {
  /** The round waits for choices. */
  readonly status: 'choosing';
  /** Nothing has ended the game. */
  readonly ended: readonly [];
  /** No final scores yet. */
  readonly result: null;
}

/**
 * A finished game: why it ended and its final scores.
 *
 * @example
 * ```ts
 * import { playGame, randomBot, type FinishedGame } from 'welcome-to-engine';
 * const over: FinishedGame = playGame({ players: 2, seed: 1 }, [randomBot, randomBot]).state;
 * over.result.winners; // no `?.`: a finished game always has its result
 * ```
 *
 * @group Game state
 */
export interface FinishedGame extends GameStateFields {
  /** The game has ended. */
  readonly status: 'over';
  /** Why the game ended (several conditions can meet in one round). */
  readonly ended: readonly EndCondition[];
  /** The final scores and winners. */
  readonly result: GameScore;
}

/**
 * The whole state of a game: plain, JSON-serialisable and never mutated. Every
 * transition returns a new state. Test `status` and the compiler knows the rest:
 * `'choosing'` ({@link GameInProgress}, `result` is `null`) or `'over'`
 * ({@link FinishedGame}, `result` holds the scores).
 *
 * @example
 * ```ts
 * import { createGame, type GameState } from 'welcome-to-engine';
 * const state: GameState = createGame({ players: 3, seed: 'demo' });
 * state.round; // 1
 * state.offer.length; // 3
 * if (state.status === 'over') state.result.winners;
 * ```
 *
 * @group Game state
 */
export type GameState = GameInProgress | FinishedGame;
