import { TEMP_BOXES, TRACK_VALUES } from '../rules/tracks.js';

/** The sheet's counting tracks, by their field on {@link Sheet}. */
export type CountingTrack = 'pools' | 'temps' | 'bis' | 'refusals' | 'roundabouts';

/** How many boxes each counting track has (one fewer than its values; temps only count). */
export const BOXES: Readonly<Record<CountingTrack, number>> = {
  pools: TRACK_VALUES.pool.length - 1,
  temps: TEMP_BOXES,
  bis: TRACK_VALUES.bis.length - 1,
  refusals: TRACK_VALUES.refusal.length - 1,
  roundabouts: TRACK_VALUES.roundabout.length - 1,
};
