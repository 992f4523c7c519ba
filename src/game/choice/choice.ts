import type { StreetIndex } from '../../rules/layout.js';
import type { CardIndex, PairIndex, PlanIndex } from '../indexes.js';
import type { EstateSize } from '../../rules/tracks.js';
import type { EstateRef, HouseRef } from '../../sheet/types.js';

/**
 * How a build uses its pair's effect ([rules §5](../../../docs/rules.md#5-effects)). `type` must equal the pair's effect.
 *
 * - `fence`: draw a fence in `slot` of `street` (slot `s` lies between house `s - 1`
 *   and house `s`).
 * - `improvement`: cross the next box of the value track of estates of `size`.
 * - `park`: cross the next park box of the street just built in.
 * - `pool`: build the printed pool of the house just built.
 * - `temp`: write the pair's number changed by `delta`.
 * - `bis`: copy into the empty `house` of `street` its neighbour on the `source` side.
 *
 * @example
 * ```ts
 * import type { EffectUse } from 'welcome-to-engine';
 * const temp: EffectUse = { type: 'temp', delta: -2 };
 * const fence: EffectUse = { type: 'fence', street: 0, slot: 3 };
 * ```
 *
 * @group Choosing
 */
export type EffectUse =
  | {
    /** Fence. */
    readonly type: 'fence';
    /** The street of the slot. */
    readonly street: StreetIndex;
    /** The slot, 1 to the street's house count − 1. */
    readonly slot: number;
  }
  | {
    /** Improvement. */
    readonly type: 'improvement';
    /** The estate size whose value rises. */
    readonly size: EstateSize;
  }
  | {
    /** Park. */
    readonly type: 'park';
  }
  | {
    /** Pool. */
    readonly type: 'pool';
  }
  | {
    /** Temp. */
    readonly type: 'temp';
    /** Written number = pair number + delta. */
    readonly delta: -2 | -1 | 0 | 1 | 2;
  }
  | {
    /** Bis. */
    readonly type: 'bis';
    /** The street of the copy. */
    readonly street: StreetIndex;
    /** The empty house that receives the copy. */
    readonly house: number;
    /** Which neighbour of `house` is copied. */
    readonly source: 'left' | 'right';
  };

/**
 * A claim of one of the game's three plans (`plan` is its index in `state.plans`).
 * An estate plan names the estates it uses; advanced plan 20 (five bis copies in one
 * street) names the five bis houses it uses; the other condition plans name nothing,
 * as their houses follow from the sheet.
 *
 * @example
 * ```ts
 * import type { PlanClaim } from 'welcome-to-engine';
 * const claim: PlanClaim = {
 *   plan: 0,
 *   estates: [
 *     { street: 0, start: 0, size: 2 },
 *     { street: 1, start: 4, size: 2 },
 *   ],
 * };
 * ```
 *
 * @group Choosing
 */
export interface PlanClaim {
  /** Index of the plan in the game's plans: 0, 1 or 2. */
  readonly plan: PlanIndex;
  /** The distinct, complete, unused estates that fulfil an estate plan. */
  readonly estates?: readonly EstateRef[] | undefined;
  /** Plan 20: the five unused bis houses of one street that fulfil it. */
  readonly houses?: readonly HouseRef[] | undefined;
}

/**
 * A build: write the number of one pair of the offer in an empty house, optionally
 * use the pair's effect, then optionally claim plans.
 *
 * @example
 * ```ts
 * import type { BuildChoice } from 'welcome-to-engine';
 * const choice: BuildChoice = { type: 'build', pair: 1, street: 2, house: 4, effect: { type: 'park' } };
 * ```
 *
 * @group Choosing
 */
export interface BuildChoice {
  /** Build. */
  readonly type: 'build';
  /** Index of the chosen pair in `state.offer`. */
  readonly pair: PairIndex;
  /** The street to write in. */
  readonly street: StreetIndex;
  /** The empty house to write in, 0-based. */
  readonly house: number;
  /** How the pair's effect is used; omitted, it is not used. */
  readonly effect?: EffectUse | undefined;
  /** A roundabout written before the number (roundabouts variant). */
  readonly roundabout?: HouseRef | undefined;
  /**
   * Ice cream truck sheet: the end the bottom street's truck starts from, chosen with the
   * first number written in the bottom street, and only then
   * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)).
   */
  readonly truck?: 'left' | 'right' | undefined;
  /** Plans claimed at the end of the choice. */
  readonly claims?: readonly PlanClaim[] | undefined;
  /** Ask for a reshuffle with a first claim (`original`). */
  readonly reshuffle?: boolean | undefined;
}

/**
 * A refusal: allowed only when the player cannot build ([rules §4.2](../../../docs/rules.md#42-refusals)), judged on the
 * sheet with the choice's roundabout. It crosses the next refusal box; plans may
 * still be claimed.
 *
 * @example
 * ```ts
 * import type { RefuseChoice } from 'welcome-to-engine';
 * const choice: RefuseChoice = { type: 'refuse' };
 * ```
 *
 * @group Choosing
 */
export interface RefuseChoice {
  /** Refuse. */
  readonly type: 'refuse';
  /** A roundabout written first (roundabouts variant). */
  readonly roundabout?: HouseRef | undefined;
  /** Plans claimed at the end of the choice. */
  readonly claims?: readonly PlanClaim[] | undefined;
  /** Ask for a reshuffle with a first claim (`original`). */
  readonly reshuffle?: boolean | undefined;
  /**
   * Expert card choice: the number card picked before refusing. `applyChoice` fills
   * it in from the player's pick, so a recorded refusal says which card it was made
   * with; given, it must be that pick.
   */
  readonly card?: CardIndex | undefined;
}

/**
 * A player's choice of one round, the one a round records: a build or a refusal.
 *
 * @example
 * ```ts
 * import type { Choice } from 'welcome-to-engine';
 * const choices: Choice[] = [
 *   { type: 'build', pair: 0, street: 0, house: 0 },
 *   { type: 'refuse' },
 * ];
 * ```
 *
 * @group Choosing
 */
export type Choice = BuildChoice | RefuseChoice;

/**
 * Expert card choice ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)): the first step of a player's round, picking one of
 * the three number cards (0–2, as in `Pair.numberCard`). Only then does the player's
 * view show the effects of the other two cards, and the pick cannot be changed; the
 * player completes the round with a build using a pair of the picked card, or a
 * refusal. `applyChoice` takes it like a choice.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, playerView, type PickChoice } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 1, variants: { expert: true } });
 * const pick: PickChoice = { type: 'pick', card: 1 };
 * state = applyChoice(state, 'p1', pick);
 * playerView(state, 'p1').offer.filter((pair) => pair.effect !== null).length; // 2: card 1's pairs
 * ```
 *
 * @group Choosing
 */
export interface PickChoice {
  /** Pick a number card. */
  readonly type: 'pick';
  /** The number card: 0, 1 or 2. */
  readonly card: CardIndex;
}

/**
 * Whether a step the queries list (or a bot returns) is a {@link PickChoice}, narrowing
 * it: `legalChoices` and `eachLegalChoice` list `Choice | PickChoice` in every game,
 * as whether a pick is due is known only at run time (an expert game, before the
 * player's pick). Every function that takes a step takes both, so a step needs no
 * narrowing to be passed on; this guard is for code that treats a pick apart, such
 * as a front-end drawing the three cards to pick from.
 *
 * @param choice - A build, a refusal or a pick.
 * @returns Whether it is a pick, `choice.type === 'pick'`.
 *
 * @example
 * ```ts
 * import { createGame, isPick, legalChoices, type Choice, type PickChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1, variants: { expert: true } });
 * const steps = legalChoices(state, 'p1');
 * const picks: PickChoice[] = steps.filter(isPick); // the three cards, before the pick
 * const choices: Choice[] = steps.filter((step) => !isPick(step)); // none yet
 * ```
 *
 * @group Choosing
 */
export function isPick(choice: Choice | PickChoice): choice is PickChoice {
  return choice.type === 'pick';
}
