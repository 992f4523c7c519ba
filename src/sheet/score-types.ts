import type { EstateSize } from '../rules/tracks.js';

/**
 * The points of a seasonal sheet, part by part ([rules §11](../../docs/rules.md#11-seasonal-sheets)):
 *
 * - `ice-cream`: the scoops of the sold cones, and each street's bonus (one point per
 *   sold cone of a street whose bonus the player won);
 * - `christmas`: each street's longest string of lights, one point a house (a string
 *   of one house scores nothing);
 * - `eggs`: the eggs collected and what they are worth.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet, type SeasonScore } from 'welcome-to-engine';
 * const season: SeasonScore = scoreSheet(emptySheet('christmas')).season;
 * // { kind: 'christmas', lights: [0, 0, 0] }
 * ```
 *
 * @group Scoring
 */
export type SeasonScore =
  | {
    /** The Classic sheet: no seasonal points. */
    readonly kind: 'classic';
  }
  | {
    /** The ice cream truck sheet. */
    readonly kind: 'ice-cream';
    /** Scoops of every sold cone, a point each. */
    readonly scoops: number;
    /** Each street's bonus: its sold cones if the bonus was won, else 0. */
    readonly bonuses: readonly [number, number, number];
  }
  | {
    /** The Christmas lights sheet. */
    readonly kind: 'christmas';
    /** Each street's longest string, in houses (0 without a string of two). */
    readonly lights: readonly [number, number, number];
  }
  | {
    /** The spring eggs sheet. */
    readonly kind: 'eggs';
    /** Eggs collected. */
    readonly eggs: number;
    /** What they are worth. */
    readonly points: number;
  };

/**
 * The points of every complete estate of one size.
 *
 * @example
 * ```ts
 * import type { EstateScore } from 'welcome-to-engine';
 * const threes: EstateScore = { size: 3, count: 2, value: 4, points: 8 };
 * ```
 *
 * @group Scoring
 */
export interface EstateScore {
  /** The estate size, 1–6. */
  readonly size: EstateSize;
  /** Complete estates of this size. */
  readonly count: number;
  /** Current value of this size's track (raised by improvements). */
  readonly value: number;
  /** `count × value`. */
  readonly points: number;
}

/**
 * A sheet's score, component by component ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)): what a front-end writes in the
 * sheet's score column. Penalties (`bis`, `refusals`, `roundabouts`) are the
 * positive points subtracted.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet, type ScoreBreakdown } from 'welcome-to-engine';
 * const breakdown: ScoreBreakdown = scoreSheet(emptySheet());
 * breakdown.parks; // [0, 0, 0]
 * ```
 *
 * @group Scoring
 */
export interface ScoreBreakdown {
  /** Points written in the three plan boxes. */
  readonly plans: number;
  /** Park score of the top, middle and bottom street. */
  readonly parks: readonly [number, number, number];
  /** Pool track score. */
  readonly pools: number;
  /** Temp award, from the context. */
  readonly temps: number;
  /** Complete estates per size 1–6, with their value and points. */
  readonly estates: readonly EstateScore[];
  /** Complete estates of every size (the first tie-break). */
  readonly completeEstates: number;
  /** Bis penalty, subtracted. */
  readonly bis: number;
  /** Refusal penalty, subtracted. */
  readonly refusals: number;
  /** Roundabout penalty, subtracted. */
  readonly roundabouts: number;
  /** Points of a seasonal sheet ([rules §11](../../docs/rules.md#11-seasonal-sheets)); 0 on the Classic sheet. */
  readonly seasonal: number;
  /** Where the seasonal points come from. */
  readonly season: SeasonScore;
  /** Everything added up, penalties subtracted. */
  readonly total: number;
}
