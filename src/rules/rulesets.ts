import type { DeckName } from './decks.js';

/**
 * The two complete rulesets ([rules §1](../../docs/rules.md#1-rulesets)): `collector` (the default) and `original`.
 *
 * @example
 * ```ts
 * import type { RulesetName } from 'welcome-to-engine';
 * const ruleset: RulesetName = 'original';
 * ```
 *
 * @group Setup
 */
export type RulesetName = 'collector' | 'original';

/**
 * How the final standings break a tie on points ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)):
 * `estates` compares complete estates, then shares the victory;
 * `estates-by-size` compares complete estates, then 1-house estates, 2-house
 * estates, … 6-house estates, then shares the victory.
 *
 * @example
 * ```ts
 * import type { TieBreak } from 'welcome-to-engine';
 * const tieBreak: TieBreak = 'estates-by-size';
 * ```
 *
 * @group Setup
 */
export type TieBreak = 'estates' | 'estates-by-size';

/**
 * Every rule on which the rulesets differ ([rules §9](../../docs/rules.md#9-rule-options)). A ruleset is one value of this
 * type; a game may override single options.
 *
 * @example
 * ```ts
 * import { RULESETS, type RuleOptions } from 'welcome-to-engine';
 * const houseRules: RuleOptions = { ...RULESETS.collector, bisAcrossFence: false };
 * ```
 *
 * @group Setup
 */
export interface RuleOptions {
  /** The printed deck the game shuffles (a custom deck is a game option). */
  readonly deck: DeckName;
  /** Fewest players: 2, or 1 where the solo game is allowed. */
  readonly minPlayers: number;
  /**
   * When a player may refuse ([rules §4.2](../../docs/rules.md#42-refusals)): `printed` when no offered number, as
   * printed, fits; `playable-pairs` when no pair is playable, a temp pair being
   * playable if any number within ±2 of it fits.
   */
  readonly refusalTest: 'printed' | 'playable-pairs';
  /**
   * How an exhausted stack is rebuilt ([rules §3.1](../../docs/rules.md#31-stacks-and-the-offer)): `separate` shuffles each stack's
   * own discard pile; `together` shuffles all cards but the three just flipped.
   */
  readonly stackRebuild: 'separate' | 'together';
  /**
   * When plans are claimed ([rules §6](../../docs/rules.md#6-plans)): `optional` claims may wait for a later round;
   * `immediate` claims are compulsory: a choice must claim every plan the sheet
   * fulfils after it, the player picking among plans that compete for the same
   * estates.
   */
  readonly claims: 'optional' | 'immediate';
  /** Whether a first claimant of a plan may ask for a reshuffle of the whole deck. */
  readonly reshuffleOnFirstClaim: boolean;
  /** Whether a fence may stand between a bis copy and its source ([rules §5](../../docs/rules.md#5-effects)). */
  readonly bisAcrossFence: boolean;
  /** How ties on points are broken. */
  readonly tieBreak: TieBreak;
  /** How the three plan decks are labelled. */
  readonly planLabels: readonly [string, string, string];
}

/**
 * The preset {@link RuleOptions} of each ruleset, as tabled in [rules §9](../../docs/rules.md#9-rule-options).
 *
 * @example
 * ```ts
 * import { RULESETS } from 'welcome-to-engine';
 * RULESETS.collector.refusalTest; // 'printed'
 * RULESETS.original.claims; // 'immediate'
 * RULESETS.original.planLabels; // ['n°1', 'n°2', 'n°3']
 * ```
 *
 * @group Setup
 */
export const RULESETS: Readonly<Record<RulesetName, RuleOptions>> = Object.freeze({
  collector: Object.freeze({
    deck: 'collector',
    minPlayers: 2,
    refusalTest: 'printed',
    stackRebuild: 'separate',
    claims: 'optional',
    reshuffleOnFirstClaim: false,
    bisAcrossFence: true,
    tieBreak: 'estates',
    planLabels: Object.freeze(['A', 'B', 'C'] as const),
  }),
  original: Object.freeze({
    deck: 'original',
    minPlayers: 1,
    refusalTest: 'playable-pairs',
    stackRebuild: 'together',
    claims: 'immediate',
    reshuffleOnFirstClaim: true,
    bisAcrossFence: false,
    tieBreak: 'estates-by-size',
    planLabels: Object.freeze(['n°1', 'n°2', 'n°3'] as const),
  }),
});

/**
 * Whether `value` names a ruleset (a key of {@link RULESETS}), for values that arrive
 * untyped: a form's select, a URL parameter, parsed JSON. It narrows `value` to
 * {@link RulesetName}. Only the ruleset's own names count: `'toString'`,
 * `'__proto__'` and other names every object answers to are refused, as is anything
 * not a string.
 *
 * @param value - Anything.
 * @returns Whether `value` is `'collector'` or `'original'`.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULESET, isRulesetName, RULESETS } from 'welcome-to-engine';
 * const asked: unknown = new URLSearchParams('ruleset=original').get('ruleset');
 * const ruleset = isRulesetName(asked) ? asked : DEFAULT_RULESET;
 * RULESETS[ruleset].claims; // 'immediate'
 * isRulesetName('toString'); // false
 * ```
 *
 * @group Setup
 */
export function isRulesetName(value: unknown): value is RulesetName {
  return typeof value === 'string' && Object.hasOwn(RULESETS, value);
}

/**
 * The ruleset used when a game names none.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULESET, RULESETS } from 'welcome-to-engine';
 * RULESETS[DEFAULT_RULESET].deck; // 'collector'
 * ```
 *
 * @group Setup
 */
export const DEFAULT_RULESET: RulesetName = 'collector';
