import type { RuleErrorCode } from './codes.js';
import type { Effect, EstateCondition, PlanCondition } from './rule-terms.js';

/*
 * What each error code carries besides its message: the facts of the mistake as data
 * (the street, the house, the range that would be legal, the plan…), so that a
 * front-end can word them for a player, in the player's language, and point at the
 * sheet. The engine's indexes stay 0-based here, as everywhere in its data; the word
 * tables count them from 1 for people.
 *
 * A code with several cases tells them apart by `reason` (or, for the three codes whose
 * cases had messages of their own before details existed, by a field only one case has:
 * `delta`, `pick`, `bots`; adding a `reason` now would change what users read). The effects and plan conditions are the rules' own types,
 * named in this bottom layer (rule-terms.ts) for the rules' data to name them too.
 */

/**
 * One thing wrong with a sheet or a game state, as {@link validateSheet} and
 * {@link validateState} report it: the rule or shape it breaks (`code`), where
 * (`path`, from the value given: `streets[1].houses[4].number`), and what is wrong in
 * words.
 *
 * @example
 * ```ts
 * import type { PositionProblem } from 'welcome-to-engine';
 * const problem: PositionProblem = {
 *   code: 'sheet/order',
 *   path: 'streets[0].houses[3].number',
 *   message: 'is 4, right of 6 in house 1: numbers must increase from left to right',
 * };
 * ```
 *
 * @group Positions
 */
export interface PositionProblem {
  /** The rule or shape broken. */
  readonly code: RuleErrorCode;
  /** Where, as a path into the value checked. */
  readonly path: string;
  /** What is wrong, and what would be right. */
  readonly message: string;
}

/**
 * A method of a learning environment ({@link Environment}, {@link VectorEnvironment}), as
 * the `environment/…` errors name the call that came out of order.
 *
 * @example
 * ```ts
 * import type { EnvironmentCall } from 'welcome-to-engine';
 * const call: EnvironmentCall = 'step';
 * ```
 *
 * @group Errors
 */
export type EnvironmentCall = 'reset' | 'resetGame' | 'step' | 'state';

/**
 * The details of every {@link RuleErrorCode}: what `error.details` holds for an error
 * of that code. Streets, houses, slots, pairs, cards and plans are the engine's
 * 0-based indexes; house numbers are the numbers written on the sheet.
 *
 * @example
 * ```ts
 * import type { RuleErrorDetailsByCode } from 'welcome-to-engine';
 * const order: RuleErrorDetailsByCode['choice/order'] = { street: 0, house: 3, number: 2, min: 5, max: 9 };
 * ```
 *
 * @group Errors
 */
export interface RuleErrorDetailsByCode {
  /** An option of the wrong shape. */
  readonly 'options/malformed': {
    /** Where in the options, as `.rules.deck`. */
    readonly path: string;
    /** What it must be, in English. */
    readonly expected: string;
  };
  /** A player count or id list out of range, or bots not one per player. */
  readonly 'options/players':
    | {
      /** What is wrong with `options.players`, in English. */
      readonly problem: string;
      /** The fewest players the ruleset takes. */
      readonly min: number;
      /**
       * For one player asked of a ruleset without the solo game: the ruleset that plays
       * it (`createGame({ players: 1, ruleset: 'original' })`). Absent otherwise.
       */
      readonly solo?: 'original';
    }
    | {
      /** The players of the game. */
      readonly players: number;
      /** The bots given. */
      readonly bots: number;
    };
  /** A seed that is no string or number. */
  readonly 'options/seed': {
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** An unknown ruleset name. */
  readonly 'options/ruleset': {
    /** The name given, quoted. */
    readonly given: string;
  };
  /** A rule option of the wrong value. */
  readonly 'options/rules': {
    /** The field of `options.rules`. */
    readonly field: string;
    /** What it must be, in English. */
    readonly expected: string;
  };
  /** A variant flag of the wrong value, or variants that do not go together. */
  readonly 'options/variants': {
    /** The field of `options.variants`. */
    readonly field: string;
    /** What it must be, in English. */
    readonly expected: string;
  };
  /** Fixed plans that cannot be played. */
  readonly 'options/plans': {
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** Fixed stacks that cannot be played. */
  readonly 'options/stacks': {
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** A deck that cannot be played. */
  readonly 'options/deck': {
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** A starting position that no game could reach. */
  readonly 'options/position': {
    /** Every problem found, with its path under `options`. */
    readonly problems: readonly {
      /** Where, as `position.sheets[0].streets[1]`. */
      readonly path: string;
      /** What is wrong, in English. */
      readonly message: string;
    }[];
  };
  /** A choice of the wrong shape. */
  readonly 'choice/malformed': {
    /** Where in the choice, as `choice.effect.slot`. */
    readonly path: string;
    /** What it must be, in English. */
    readonly expected: string;
  };
  /** A player id not in the game (or not the view's). */
  readonly 'choice/unknown-player': {
    /** The id given, quoted. */
    readonly player: string;
    /** The players of the game. */
    readonly players: readonly string[];
  };
  /** A pair not in the offer, or (expert card choice) not the player's to choose. */
  readonly 'choice/pair':
    | {
      /** The pair named. */
      readonly pair: number;
      /** How many pairs the offer has. */
      readonly pairs: number;
    }
    | {
      /** The pair named. */
      readonly pair: number;
      /** The card the player picked, `null` before the pick. */
      readonly pick: number | null;
      /** The pairs the player may choose. */
      readonly pairs: readonly number[];
    };
  /** A house its street does not have. */
  readonly 'choice/house': {
    /** The street. */
    readonly street: number;
    /** The house named. */
    readonly house: number;
    /** How many houses the street has. */
    readonly houses: number;
  };
  /** A house that already holds a number or a roundabout. */
  readonly 'choice/house-taken': {
    /** The street. */
    readonly street: number;
    /** The house. */
    readonly house: number;
    /** The number it holds, or `'roundabout'`. */
    readonly holds: number | 'roundabout';
  };
  /** A number that breaks its street's order, or a temp change that leaves 0–17. */
  readonly 'choice/order':
    | {
      /** The street. */
      readonly street: number;
      /** The house. */
      readonly house: number;
      /** The number that would be written. */
      readonly number: number;
      /** The lowest number the house takes. */
      readonly min: number;
      /** The highest number the house takes; below `min` when none fits. */
      readonly max: number;
    }
    | {
      /** The pair's number. */
      readonly number: number;
      /** The temp change that takes it out of 0–17. */
      readonly delta: number;
    };
  /** An effect other than the chosen pair's. */
  readonly 'choice/effect-mismatch': {
    /** The effect the choice uses. */
    readonly given: Effect;
    /** The effect of the pair. */
    readonly paired: Effect;
  };
  /** A fence that may not be drawn there. */
  readonly 'choice/fence': {
    /** The street. */
    readonly street: number;
    /** The slot: slot `s` lies between houses `s − 1` and `s`. */
    readonly slot: number;
    /** How many slots the street has: they are 1 to `slots`. */
    readonly slots: number;
    /**
     * Why not: `no-slot` (no such slot), `fenced` (a fence stands there), `used-estate`
     * (it would split an estate used for a plan), `bis-copy` (it would part a house and
     * its bis copy, which the ruleset forbids).
     */
    readonly reason: 'no-slot' | 'fenced' | 'used-estate' | 'bis-copy';
  };
  /** A bis copy that may not be written there. */
  readonly 'choice/bis': {
    /** The street of the copy. */
    readonly street: number;
    /** The house that would receive it. */
    readonly house: number;
    /** The neighbour copied. */
    readonly source: 'left' | 'right';
    /** How many houses the street has. */
    readonly houses: number;
    /**
     * Why not: `no-house` (no such house), `not-empty`, `no-neighbour` (the street ends
     * there), `neighbour-empty` (the neighbour holds no number), `fenced` (a fence
     * parts them, which the ruleset forbids).
     */
    readonly reason: 'no-house' | 'not-empty' | 'no-neighbour' | 'neighbour-empty' | 'fenced';
    /** Every bis copy the sheet allows. */
    readonly targets: readonly {
      /** The street of the copy. */
      readonly street: number;
      /** The house that would receive it. */
      readonly house: number;
      /** The neighbour copied. */
      readonly source: 'left' | 'right';
    }[];
  };
  /** A pool effect on a house without a printed pool. */
  readonly 'choice/pool': {
    /** The street. */
    readonly street: number;
    /** The house. */
    readonly house: number;
  };
  /** An effect whose track has no box left. */
  readonly 'choice/track-full':
    | {
      /** The value track of estates of `size`. */
      readonly track: 'improvement';
      /** The estate size. */
      readonly size: number;
    }
    | {
      /** The park track of `street`. */
      readonly track: 'park';
      /** The street. */
      readonly street: number;
    }
    | {
      /** The pool, bis or temp track. */
      readonly track: 'pool' | 'bis' | 'temp';
    };
  /** A refusal while a pair is playable. */
  readonly 'choice/refusal-not-allowed': {
    /** The pairs that keep the player from refusing. */
    readonly playable: readonly {
      /** The pair. */
      readonly pair: number;
      /** Its number. */
      readonly number: number;
      /** Whether it fits only through a temp change. */
      readonly temp: boolean;
    }[];
  };
  /** A roundabout that may not be written there. */
  readonly 'choice/roundabout':
    | {
      /** The game has no roundabouts (`variants-off`), or the sheet holds two already (`full`). */
      readonly reason: 'variant-off' | 'full';
    }
    | {
      /** The street has no such house. */
      readonly reason: 'no-house';
      /** The street. */
      readonly street: number;
      /** The house named. */
      readonly house: number;
      /** How many houses the street has. */
      readonly houses: number;
    }
    | {
      /** The house holds a roundabout (`roundabout`) or lies in an estate used for a plan (`used`). */
      readonly reason: 'roundabout' | 'used';
      /** The street. */
      readonly street: number;
      /** The house. */
      readonly house: number;
    }
    | {
      /** The house holds a number. */
      readonly reason: 'number';
      /** The street. */
      readonly street: number;
      /** The house. */
      readonly house: number;
      /** The number it holds. */
      readonly number: number;
    };
  /** A reshuffle the game or the choice does not allow. */
  readonly 'choice/reshuffle': {
    /** `no-reshuffle`: the game has none; `not-first-claim`: the choice claims no plan for its higher value. */
    readonly reason: 'no-reshuffle' | 'not-first-claim';
  };
  /** A pick (expert card choice), or a refusal's card, that is not allowed. */
  readonly 'choice/pick':
    | {
      /**
       * `not-expert`: the game has no pick step; `refusal-card`: the game records no
       * card with a refusal; `pick-first`: a refusal before the pick.
       */
      readonly reason: 'not-expert' | 'refusal-card' | 'pick-first';
    }
    | {
      /** The player has picked already. */
      readonly reason: 'picked';
      /** The card picked. */
      readonly picked: number;
    }
    | {
      /** No such card. */
      readonly reason: 'no-card';
      /** The card named. */
      readonly card: number;
    }
    | {
      /** A refusal naming another card than the one picked. */
      readonly reason: 'other-card';
      /** The card named. */
      readonly card: number;
      /** The card picked. */
      readonly picked: number;
    }
    | {
      /** The card's number fits nowhere while another card's does. */
      readonly reason: 'unwritable';
      /** The card named. */
      readonly card: number;
      /** Its number. */
      readonly number: number;
      /** The cards whose numbers fit. */
      readonly fitting: readonly {
        /** The card. */
        readonly card: number;
        /** Its number. */
        readonly number: number;
      }[];
    };
  /** The ice cream truck's start given where it may not be, or missing where it must be. */
  readonly 'choice/truck': {
    /** `missing`: the first number of the bottom street must say where its truck starts; `not-first`: only that number may. */
    readonly reason: 'missing' | 'not-first';
  };
  /** A plan index other than 0, 1 or 2. */
  readonly 'claim/plan': {
    /** The plan named. */
    readonly plan: number;
  };
  /** A plan or an estate named twice in one choice. */
  readonly 'claim/duplicate':
    | {
      /** A plan named twice. */
      readonly reason: 'plan';
      /** The plan. */
      readonly plan: number;
    }
    | {
      /** An estate named twice. */
      readonly reason: 'estate';
      /** Its street. */
      readonly street: number;
      /** Its first house. */
      readonly start: number;
    };
  /** A plan the sheet has claimed already. */
  readonly 'claim/already-claimed': {
    /** The plan. */
    readonly plan: number;
  };
  /** Houses named as an estate that are no complete estate, or not the one the plan asks for. */
  readonly 'claim/estate':
    & {
      /** The street. */
      readonly street: number;
      /** The first house named. */
      readonly start: number;
      /** How many houses are named. */
      readonly size: number;
    }
    & (
      | {
        /**
         * `unfenced`: no fence at one end; `size`: more than 6 houses; `roundabout`: a
         * roundabout among them.
         */
        readonly reason: 'unfenced' | 'size' | 'roundabout';
      }
      | {
        /** The estate runs past the street's end. */
        readonly reason: 'past-end';
        /** How many houses the street has. */
        readonly houses: number;
      }
      | {
        /** A fence splits the estate. */
        readonly reason: 'split';
        /** The slot of that fence. */
        readonly slot: number;
      }
      | {
        /** A house of the estate is empty. */
        readonly reason: 'incomplete';
        /** That house. */
        readonly house: number;
      }
      | {
        /** The estate does not show what the plan asks of each of its estates. */
        readonly reason: 'shows';
        /** The plan. */
        readonly plan: number;
        /** What it asks. */
        readonly condition: EstateCondition;
      }
    );
  /** An estate with a house that a plan has used. */
  readonly 'claim/estate-used': {
    /** The street. */
    readonly street: number;
    /** The estate's first house. */
    readonly start: number;
    /** Its size. */
    readonly size: number;
    /** The used house. */
    readonly house: number;
  };
  /** Houses named for a plan that cannot use them. */
  readonly 'claim/house':
    & {
      /** The plan. */
      readonly plan: number;
    }
    & (
      | {
        /**
         * `estate-plan`: an estate plan names estates; `houses-missing`: plan 20 names
         * its five bis houses; `not-house-plan`: only plan 20 names houses;
         * `one-street`: plan 20's houses are in one street.
         */
        readonly reason: 'estate-plan' | 'houses-missing' | 'not-house-plan' | 'one-street';
      }
      | {
        /** Not five houses. */
        readonly reason: 'count';
        /** How many were named. */
        readonly count: number;
      }
      | {
        /** A house named twice. */
        readonly reason: 'twice';
        /** The house. */
        readonly house: number;
      }
      | {
        /** `no-house`: no such house; `not-bis`: no bis copy there; `used`: used for a plan. */
        readonly reason: 'no-house' | 'not-bis' | 'used';
        /** The street. */
        readonly street: number;
        /** The house. */
        readonly house: number;
      }
    );
  /** Immediate claims: plans the sheet fulfils that the choice leaves unclaimed. */
  readonly 'claim/required': {
    /** The plans, with their labels. */
    readonly plans: readonly {
      /** The plan. */
      readonly plan: number;
      /** Its deck's label, `A` or `n°1`… */
      readonly label: string;
    }[];
  };
  /** A claim whose estates or sheet do not fulfil the plan. */
  readonly 'claim/not-fulfilled':
    | {
      /** The estates named are not the sizes the plan asks for. */
      readonly reason: 'sizes';
      /** The plan. */
      readonly plan: number;
      /** The sizes it asks for, ascending. */
      readonly need: readonly number[];
      /** The sizes named, ascending. */
      readonly have: readonly number[];
    }
    | {
      /** Estates named for a plan on a condition, which names none. */
      readonly reason: 'no-estates';
      /** The plan. */
      readonly plan: number;
      /** Its condition. */
      readonly condition: PlanCondition;
      /** The sizes named. */
      readonly have: readonly number[];
    }
    | {
      /** The sheet does not meet the plan's condition with unused houses. */
      readonly reason: 'condition';
      /** The plan. */
      readonly plan: number;
      /** Its condition. */
      readonly condition: PlanCondition;
    };
  /** A round resolved before every player chose. */
  readonly 'round/waiting-for': {
    /** The players yet to choose. */
    readonly players: readonly string[];
  };
  /** A move sent for another round than the one being played. */
  readonly 'round/stale': {
    /** The round the move was made for. */
    readonly given: number;
    /** The round being played. */
    readonly current: number;
  };
  /** A move after the end of the game: nothing more to say. */
  readonly 'game/over': Readonly<Record<never, never>>;
  /** A learning environment's step (or a vector environment's `resetGame`) before its first `reset`. */
  readonly 'environment/not-reset': {
    /** The method called. */
    readonly call: EnvironmentCall;
  };
  /** A call of a learning environment after its `close()`. */
  readonly 'environment/closed': {
    /** The method called. */
    readonly call: EnvironmentCall;
  };
  /** A value given for a sheet that is not one. */
  readonly 'sheet/invalid': {
    /** Where, as `temps[2]`. */
    readonly path: string;
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** A track crossed past its end: found scoring a sheet, or (with every problem found) checking one's shape. */
  readonly 'sheet/track-out-of-range':
    | {
      /** The track. */
      readonly track: string;
      /** Its crossed boxes. */
      readonly marks: number;
      /** The most it has room for. */
      readonly max: number;
    }
    | PositionDetails;
  /** A game record that cannot be replayed. */
  readonly 'record/invalid': {
    /** Where, as `record.rounds[3]`. */
    readonly path: string;
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** {@link validateSheet}: a sheet of the wrong shape. */
  readonly 'sheet/malformed': PositionDetails;
  /** {@link validateSheet}: numbers out of order. */
  readonly 'sheet/order': PositionDetails;
  /** {@link validateSheet}: a bis copy without its equal beside it. */
  readonly 'sheet/bis': PositionDetails;
  /** {@link validateSheet}: a pool that cannot be there. */
  readonly 'sheet/pool': PositionDetails;
  /** {@link validateSheet}: a fence that cannot be there. */
  readonly 'sheet/fence': PositionDetails;
  /** {@link validateSheet}: a roundabout that cannot be there. */
  readonly 'sheet/roundabout': PositionDetails;
  /** {@link validateSheet}: a track that disagrees with the sheet. */
  readonly 'sheet/track': PositionDetails;
  /** {@link validateSheet}: a plan box that disagrees with the plans. */
  readonly 'sheet/plan': PositionDetails;
  /** {@link validateSheet}: used houses that no claim explains. */
  readonly 'sheet/used': PositionDetails;
  /** {@link validateSheet}: a seasonal part that disagrees with the sheet. */
  readonly 'sheet/season': PositionDetails;
  /** {@link validateState}: a state of the wrong shape. */
  readonly 'state/malformed': PositionDetails;
  /** {@link validateState}: a record that disagrees with the state. */
  readonly 'state/record': PositionDetails;
  /** {@link validateState}: parts of the state that disagree. */
  readonly 'state/mismatch': PositionDetails;
  /** {@link validateState}: a pending choice that is not legal. */
  readonly 'state/pending': PositionDetails;
  /** A function's argument of the wrong kind. */
  readonly 'argument/invalid': {
    /** The argument. */
    readonly name: string;
    /** What it must be, in English. */
    readonly expected: string;
    /** What was given, described. */
    readonly given: string;
  };
  /** Choice notation that cannot be read. */
  readonly 'notation/choice': {
    /** The text. */
    readonly text: string;
    /** What is wrong, in English. */
    readonly problem: string;
  };
  /** Sheet notation that cannot be read. */
  readonly 'notation/sheet': {
    /** The line, from 1. */
    readonly line: number;
    /** What is wrong, in English. */
    readonly problem: string;
  };
}

/**
 * The details of the codes that {@link validateSheet} and {@link validateState} find:
 * every problem found, the first of this code.
 *
 * @example
 * ```ts
 * import type { PositionDetails } from 'welcome-to-engine';
 * const details: PositionDetails = { problems: [{ code: 'sheet/order', path: 'streets[0].houses[3].number', message: 'is 4, right of 6' }] };
 * ```
 *
 * @group Errors
 */
export interface PositionDetails {
  /** Every problem found, as {@link validateSheet} lists them. */
  readonly problems: readonly PositionProblem[];
}

/**
 * What `error.details` holds for an error of code `C` (all codes: the union of every
 * code's details). Narrow the error by its code and the details follow:
 * `if (isRuleError(error) && error.code === 'choice/order') error.details.max`.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, isRuleError, type RuleErrorDetails } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * try {
 *   applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 12 });
 * } catch (error) {
 *   if (isRuleError(error) && error.code === 'choice/house') {
 *     const details: RuleErrorDetails<'choice/house'> = error.details;
 *     details.houses; // 10: the top street's houses
 *   }
 * }
 * ```
 *
 * @group Errors
 */
export type RuleErrorDetails<C extends RuleErrorCode = RuleErrorCode> = RuleErrorDetailsByCode[C];
