import type { CompactSheet } from '../../sheet/compact/compact.js';
import type { PlanState } from '../../game/state.js';
import type { Supply } from './supply.js';

/** What the rating needs of one street, which only new houses or fences change. */
export interface StreetRating {
  /**
   * The sheet and street it was worked out on (a park crossed changes nothing it reads);
   * for a street rated with a number or fence read into it, those of the street it was read from.
   */
  readonly sheet: CompactSheet;
  readonly street: number;
  readonly supply: Supply;
  /** The dead houses and the tight ones, weighed ({@link gaps}). */
  readonly dead: number;
  readonly tight: number;
  /** Fences drawn between houses, empty houses with a printed pool, and houses in runs of more than six between fences. */
  readonly fences: number;
  readonly openPools: number;
  readonly longRuns: number;
  /** Complete estates of each size 1–6, and those of them not yet used for a plan. */
  readonly complete: readonly number[];
  readonly completeUnused: readonly number[];
  /** How many complete estates of 1–6 houses, and how many of them unused: 0 lets the rating skip the sizes. */
  readonly completeTotal: number;
  readonly unusedTotal: number;
  /**
   * The points of the complete estates at the track values `worthSeen` (an array the
   * rating keeps while the values do not change), worked out once for them.
   */
  worthSeen: readonly number[] | undefined;
  worthPoints: number;
  /** Each unfinished estate of 1–6 houses, left to right: its size and the part of it written. */
  readonly unfinishedSizes: readonly number[];
  readonly unfinishedParts: readonly number[];
}

/**
 * What the rating reads off a sheet besides its streets' houses and fences, worked
 * out once for every sheet with the same tracks, plans and parks: a greedy decision
 * rates a hundred sheets that differ in one street.
 */
export interface SheetTerms {
  readonly sheet: CompactSheet;
  readonly plans: readonly PlanState[];
  /** The score without its estates (plans, parks, pools, seasonal points, penalties): whole points. */
  readonly points: number;
  /** The streets' park track promise, summed. */
  readonly parks: number;
  /** Crossed temp boxes, up to the cap. */
  readonly temps: number;
  /** What a complete estate of each size scores. */
  readonly worth: readonly number[];
  /** The estate plans not yet claimed: their sizes, and their values. */
  readonly openSizes: readonly (readonly number[])[];
  readonly openValues: readonly number[];
  /** The sizes those plans ask for, bit `size − 1` each: the only sizes whose unfinished estates the rating sorts. */
  readonly needed: number;
}
