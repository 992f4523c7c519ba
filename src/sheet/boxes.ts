import { LAYOUT, type StreetIndex } from '../rules/layout.js';
import { TEMP_BOXES, TRACK_VALUES } from '../rules/tracks.js';
import type { Sheet } from './types.js';

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

/**
 * Whether a track still has an uncrossed box: the one place that says when a track is
 * full ([rules §2](../../docs/rules.md#2-the-sheet): full when `marks = values.length - 1`).
 */
export function hasBox(sheet: Sheet, track: CountingTrack): boolean {
  // A switch rather than `sheet[track] < BOXES[track]`: those loads would see every
  // track's name and go megamorphic in V8, and so would every caller they are inlined into.
  switch (track) {
    case 'pools':
      return sheet.pools < BOXES.pools;
    case 'temps':
      return sheet.temps < BOXES.temps;
    case 'bis':
      return sheet.bis < BOXES.bis;
    case 'refusals':
      return sheet.refusals < BOXES.refusals;
    case 'roundabouts':
      return sheet.roundabouts < BOXES.roundabouts;
  }
}

/** Whether the park track of `street` still has an uncrossed box. */
export function hasParkBox(sheet: Sheet, street: StreetIndex): boolean {
  return sheet.streets[street].parks < LAYOUT[street].parks.length - 1;
}

/** Whether the value track of estates of `size` still has an uncrossed box. */
export function hasImprovementBox(sheet: Sheet, size: number): boolean {
  return (sheet.improvements[size - 1] ?? 0) < (TRACK_VALUES.estates[size - 1]?.length ?? 1) - 1;
}
