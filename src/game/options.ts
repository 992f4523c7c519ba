import type { Card } from '../rules/cards.js';
import type { PlanId } from '../rules/plans.js';
import type { RuleOptions, RulesetName } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import type { Variants } from '../rules/variants.js';
import type { Sheet } from '../sheet/types.js';
import type { CustomPlan } from './plans/custom.js';
/**
 * Everything that sets up a game. Only `players` is required.
 *
 * @example
 * ```ts
 * import type { GameOptions } from 'welcome-to-engine';
 * const options: GameOptions = { players: ['ann', 'bob'], ruleset: 'original', seed: 42 };
 * ```
 *
 * @group Setup
 */
export interface GameOptions {
  /** A count (ids `p1`, `p2`, …) or the players' unique, non-empty ids. */
  readonly players: number | readonly string[];
  /** Same seed and same choices make the same game; drawn and recorded when omitted. */
  readonly seed?: string | number | undefined;
  /** `collector` (default) or `original`. */
  readonly ruleset?: RulesetName | undefined;
  /** Single rule options overriding the ruleset's ([rules §9](../../docs/rules.md#9-rule-options)). */
  readonly rules?: { readonly [K in keyof RuleOptions]?: RuleOptions[K] | undefined } | undefined;
  /** Optional modules. */
  readonly variants?: Variants | undefined;
  /**
   * The kind of sheet every player uses: `classic` (the default), or a seasonal sheet
   * (`ice-cream`, `christmas`, `eggs`), whose own three plans replace plan deck 3
   * ([rules §11](../../docs/rules.md#11-seasonal-sheets)).
   */
  readonly sheet?: SheetKind | undefined;
  /**
   * Fixed plans instead of a draw, for deck 1, 2 and 3 in that order: each a printed
   * plan's id (of that deck; deck 3 of the sheet's kind) or a {@link CustomPlan}.
   */
  readonly plans?: readonly [PlanId | CustomPlan, PlanId | CustomPlan, PlanId | CustomPlan] | undefined;
  /** Fixed initial stacks, top card first, instead of shuffling and dealing a deck: three, or in a solo game one pile (which then holds no solo card). */
  readonly stacks?: readonly [readonly Card[], readonly Card[], readonly Card[]] | readonly [readonly Card[]] | undefined;
  /** A custom deck, shuffled and dealt instead of the ruleset's printed deck. */
  readonly deck?: readonly Card[] | undefined;
  /** A position to start from: the sheets, the approved plans, the offer and the round ({@link Position}). */
  readonly position?: Position | undefined;
}

/**
 * A position to start a game from, instead of the empty sheets of round 1: for a
 * companion app that follows a game played on paper, a puzzle, a lesson. Every part
 * is optional; the cards not shown are shuffled from the rest of the deck with the
 * game's seed. The sheets are checked as {@link validateSheet} checks them, against
 * the game's plans, rules, variants and kind of sheet.
 *
 * @example
 * ```ts
 * import { createGame, sheetFromText, type Position } from 'welcome-to-engine';
 * const position: Position = {
 *   round: 9,
 *   sheets: [sheetFromText('top 1 2 | 3 4 5 | . . . . .'), sheetFromText('middle 0 1 2 3 . . . . . . .')],
 *   offer: [
 *     { number: 6, effect: 'pool' },
 *     { number: 9, effect: 'bis' },
 *     { number: 14, effect: 'fence' },
 *   ],
 * };
 * const state = createGame({ players: 2, seed: 'paper', position });
 * state.offer.map((pair) => `${pair.number} ${pair.effect}`); // ['6 pool', '9 bis', '14 fence']
 * ```
 *
 * @group Setup
 */
export interface Position {
  /** The round the game is at, from 1 (the default); only its number. */
  readonly round?: number | undefined;
  /** Each player's sheet, in player order; left out, empty sheets. */
  readonly sheets?: readonly Sheet[] | undefined;
  /**
   * Which of the three plans are approved. Left out, a plan is approved when a sheet
   * has claimed it, as a claim approves it. In a solo game a plan approved that no
   * sheet claimed means the solo card was drawn, which approves all three.
   */
  readonly approved?: readonly [boolean, boolean, boolean] | undefined;
  /**
   * What the round shows, as three cards: in the standard game the three pairs, each
   * `{ number, effect }` (a card with that number and one with that effect are taken
   * from the deck for each); in an expert or solo game the three cards drawn. Left out,
   * the offer is dealt from the seed.
   */
  readonly offer?: readonly [Card, Card, Card] | undefined;
}
