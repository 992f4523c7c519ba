/**
 * The score tracks of the sheet (RULES §2). A track's value is `values[marks]`, where
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
 */
export const TRACKS = {
  pool: [0, 3, 6, 9, 13, 17, 21, 26, 31, 36],
  bis: [0, 1, 3, 6, 9, 12, 16, 20, 24, 28],
  refusal: [0, 0, 3, 5],
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

/** Number of boxes on the temp track. */
export const TEMP_BOXES = 11;

/** Smallest and largest estate sizes that score and fulfil plans. */
export const MIN_ESTATE_SIZE = 1;
/** Largest estate size that scores and fulfils plans (RULES §6). */
export const MAX_ESTATE_SIZE = 6;

/**
 * An estate size that can score: 1–6.
 *
 * @example
 * ```ts
 * import type { EstateSize } from 'welcome-to-engine';
 * const size: EstateSize = 3;
 * ```
 */
export type EstateSize = 1 | 2 | 3 | 4 | 5 | 6;

