import { deepFreeze, unfrozenCopy } from '../internal/freeze.js';
/** The score tracks as printed on the sheet; {@link TRACKS} is this table, frozen. */
const PRINTED_TRACKS = {
  /** Pool track: score by built pools. */
  pool: [0, 3, 6, 9, 13, 17, 21, 26, 31, 36],
  /** Bis penalty track: points subtracted by bis copies. */
  bis: [0, 1, 3, 6, 9, 12, 16, 20, 24, 28],
  /** Refusal penalty track: the first refusal is free. */
  refusal: [0, 0, 3, 5],
  /** Roundabout penalty track ([rules §10.1](../../docs/rules.md#101-roundabouts)). */
  roundabout: [0, 3, 8],
  /** Estate value tracks; index 0 is size 1, index 5 is size 6. */
  estates: [
    [1, 3],
    [2, 3, 4],
    [3, 4, 5, 6],
    [4, 5, 6, 7, 8],
    [5, 6, 7, 8, 10],
    [6, 7, 8, 10, 12],
  ],
} as const;

/**
 * The score tracks of the sheet ([rules §2](../../docs/rules.md#2-the-sheet)). A track's value is `values[marks]`, where
 * `marks` is how many boxes are crossed; a track is full when
 * `marks === values.length - 1`. Park tracks live with each street in
 * {@link SHEET_LAYOUT}; the temp track has boxes but no values.
 *
 * @example
 * ```ts
 * import { TRACKS } from 'welcome-to-engine';
 * TRACKS.pool[3]; // 9: three pools built
 * TRACKS.estates[2]; // values of 3-house estates: [3, 4, 5, 6]
 * ```
 *
 * @group Rules data
 */
export const TRACKS = deepFreeze(PRINTED_TRACKS);

/** {@link TRACKS} unfrozen, for the engine's hot loops (see {@link unfrozenCopy}); never exported from the package. */
export const TRACK_VALUES = unfrozenCopy(TRACKS);

/**
 * Number of boxes on the temp track: a sheet may use the temp effect this often.
 *
 * @example
 * ```ts
 * import { TEMP_BOXES } from 'welcome-to-engine';
 * TEMP_BOXES; // 11
 * ```
 *
 * @group Rules data
 */
export const TEMP_BOXES = 11;

/**
 * Largest estate that scores and fulfils plans ([rules §6](../../docs/rules.md#6-plans)): larger runs are no estate.
 *
 * @example
 * ```ts
 * import { MAX_ESTATE_SIZE } from 'welcome-to-engine';
 * MAX_ESTATE_SIZE; // 6
 * ```
 *
 * @group Rules data
 */
export const MAX_ESTATE_SIZE = 6;

/**
 * An estate size that can score: 1–6.
 *
 * @example
 * ```ts
 * import type { EstateSize } from 'welcome-to-engine';
 * const size: EstateSize = 3;
 * ```
 *
 * @group Rules data
 */
export type EstateSize = 1 | 2 | 3 | 4 | 5 | 6;
