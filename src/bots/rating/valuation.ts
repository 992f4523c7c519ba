// What a bot's rating of a sheet is made of: the features the rating reads off a sheet
// (src/bots/rating/evaluate.ts works them out), and a valuation, the weights that turn them
// into one number. The hand-set weights of src/bots/rating/weights.ts are one valuation; the
// learned ones (src/bots/rating/learned/) are another, over the same features.
import { HOUSE_COUNT } from '../../rules/layout.js';
import { WEIGHTS } from './weights.js';

/**
 * The features of a sheet, in the order a valuation's weights are listed:
 * - `points`: the score now without its estates and the temp award (plans, parks,
 *   pools, seasonal points, less bis, refusals and roundabouts);
 * - `estates`: the complete estates' points at the sheet's estate values;
 * - `temps`: crossed temp boxes, up to {@link WEIGHTS.tempCap};
 * - `parks`: each street's park track promise (its parks as equal shares of the full
 *   track's points, less what they score now), summed;
 * - `dead`: empty houses no number can fill any more;
 * - `tight`: the other empty houses, each weighed by how few of the cards to come fit
 *   its gap;
 * - `openEstates`: each unfinished estate's value times the part of it written;
 * - `plans`: each unclaimed estate plan's value times its progress;
 * - `empty`: empty houses; `refusals`, `bis`: the boxes crossed on those tracks;
 * - `bias`: 1;
 * - `fences`: fences drawn between houses (a street's ends left out);
 * - `openPools`: empty houses with a printed pool (a pool still to build);
 * - `longRuns`: houses in runs of more than six between fences (no estate yet).
 */
export const FEATURES = ['points', 'estates', 'temps', 'parks', 'dead', 'tight', 'openEstates', 'plans', 'empty', 'refusals', 'bis', 'bias', 'fences', 'openPools', 'longRuns'] as const;

/** How many features a sheet has. */
export const FEATURE_COUNT = FEATURES.length;

/**
 * Weights for the features: a sheet rates `Σ (base[i] + late[i] × progress) × feature[i]`,
 * `progress` the share of its houses written (0 on a blank sheet, 1 on a full one), so a
 * weight may change as the sheet fills.
 */
export interface Valuation {
  readonly base: readonly number[];
  readonly late: readonly number[];
  /** The learned pattern weights added to the rating, a table a size of game (patterns/tables.ts): the `'patterns'` rating. */
  readonly patterns?: readonly Float32Array[];
}

/** The hand-set weights of src/bots/rating/weights.ts as a valuation: the greedy bot's rating until the learned one. */
export const HAND_VALUATION: Valuation = {
  base: [1, 1, WEIGHTS.temp, WEIGHTS.parkTrack, WEIGHTS.deadHouse, WEIGHTS.tightHouse, WEIGHTS.openEstate, WEIGHTS.planProgress, 0, 0, 0, 0, 0, 0, 0],
  late: new Array<number>(FEATURE_COUNT).fill(0),
};

/** The share of a sheet's houses written, from its count of empty houses. */
export function progressOf(empty: number): number {
  return 1 - empty / HOUSE_COUNT;
}

/** The rating of `features` (a sheet's, at `progress`) by the weights `base` and `late` (a valuation's). */
export function valueOf(features: ArrayLike<number>, base: ArrayLike<number>, late: ArrayLike<number>, progress: number): number {
  let value = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) {
    const feature = features[i] as number;
    if (feature !== 0) value += ((base[i] as number) + (late[i] as number) * progress) * feature;
  }
  return value;
}
