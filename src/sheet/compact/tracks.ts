import { LAYOUT } from '../../rules/layout.js';
import { TRACK_VALUES } from '../../rules/tracks.js';
import { BOXES } from '../boxes.js';
import type { CompactSheet } from './compact.js';
import { BIS, IMPROVEMENTS, PARKS, POOLS, REFUSALS, ROUNDABOUTS, TEMPS } from './layout.js';

/** The boxes of each counting track, by its place in a compact sheet. */
const BOXES_AT: Readonly<Record<number, number>> = { [POOLS]: BOXES.pools, [TEMPS]: BOXES.temps, [BIS]: BOXES.bis, [REFUSALS]: BOXES.refusals, [ROUNDABOUTS]: BOXES.roundabouts };

/** Whether a counting track (`POOLS`, `TEMPS`, `BIS`, `REFUSALS`, `ROUNDABOUTS`) has a box left to cross. */
export function hasBox(c: CompactSheet, track: number): boolean {
  return (c[track] as number) < (BOXES_AT[track] as number);
}

/** Whether the street's park track has a box left. */
export function hasParkBox(c: CompactSheet, street: number): boolean {
  return (c[PARKS + street] as number) < LAYOUT[street as 0].parks.length - 1;
}

/** Whether the value track of estates of `size` (1–6) has a box left. */
export function hasImprovementBox(c: CompactSheet, size: number): boolean {
  return (c[IMPROVEMENTS + size - 1] as number) < (TRACK_VALUES.estates[size - 1] as readonly number[]).length - 1;
}
