import { CONES, EGG_SPOTS, EGGS_PER_NUMBER } from '../../rules/seasons.js';
import type { CompactSheet } from './compact.js';
import {
  BIS_MARK,
  CONE_LOST,
  CONE_OPEN,
  CONE_SOLD,
  coneAt,
  EGGS,
  EMPTY,
  FENCES,
  FIT,
  FITS,
  FROM_LEFT,
  FROM_RIGHT,
  HOUSE_OF,
  HOUSES,
  ICE_CREAM,
  IMPROVEMENTS,
  KIND,
  MARKS,
  NO_END,
  NUMBER,
  OFFSET,
  OPEN_HOUSES,
  PARKS,
  PLANS,
  ROUNDABOUT_MARK,
  ROUNDABOUTS,
  STREET_FITS,
  STREET_OF,
  TRUCK_AT,
  TRUCK_FROM,
  USED,
  setCone,
  setEggs,
} from './layout.js';
import { ALL_NUMBERS, isOpen, updateStreetRanges } from './ranges.js';
import { touchStreet } from './derived.js';

/*
 * The writes of a compact sheet, in place: each keeps what the sheet keeps up to date
 * (ranges, open houses). Callers write on a copy of a sheet they own.
 */

/**
 * Drives the street's ice cream truck once a number is written in house `at`
 * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)): if the house is ahead of
 * the truck, the truck drives there, the cone on it is sold and the cones it passed are
 * lost; a house behind the truck changes nothing. `from` sets the bottom truck's
 * starting end the first time it is needed.
 */
function driveTruck(c: CompactSheet, at: number, from: number): void {
  const street = STREET_OF[at] as number;
  const house = HOUSE_OF[at] as number;
  if (c[TRUCK_FROM + street] === NO_END) c[TRUCK_FROM + street] = from;
  const end = c[TRUCK_FROM + street] as number;
  if (end === NO_END) return;
  const first = OFFSET[street as 0];
  const stands = c[TRUCK_AT + street] as number;
  // The houses strictly between the truck (or its starting end) and `at`.
  if (end === FROM_RIGHT) {
    const position = stands === EMPTY ? HOUSES[street as 0] : stands;
    if (house >= position) return;
    for (let h = position - 1; h > house; h--) if (coneAt(c, first + h) === CONE_OPEN) setCone(c, first + h, CONE_LOST);
  } else {
    const position = stands === EMPTY ? -1 : stands;
    if (house <= position) return;
    for (let h = position + 1; h < house; h++) if (coneAt(c, first + h) === CONE_OPEN) setCone(c, first + h, CONE_LOST);
  }
  if (coneAt(c, at) === CONE_OPEN) setCone(c, at, CONE_SOLD);
  c[TRUCK_AT + street] = house;
}

/** The eggs a number written in house `at` collects ([rules §11.3](../../../docs/rules.md#113-spring-eggs)): as many as the number shows, up to the spot's. */
function collectEggs(c: CompactSheet, at: number, number: number): void {
  const spots = (EGG_SPOTS[STREET_OF[at] as number] as readonly number[])[HOUSE_OF[at] as number] ?? 0;
  const collected = Math.min(spots, EGGS_PER_NUMBER[number] ?? 0);
  if (collected > 0) setEggs(c, at, collected);
}

/**
 * Writes `number` in the open house `at` (a bis copy when `bis`), keeping the ranges up
 * to date, and what the season draws because of it: the ice cream truck drives there
 * (the bottom truck starting from `truck` with its street's first number: `FROM_LEFT`,
 * `FROM_RIGHT`, or `NO_END`), an egg spot gives up its eggs ([rules §11](../../../docs/rules.md#11-seasonal-sheets)).
 * The one place a number is written on a sheet.
 */
export function writeNumber(c: CompactSheet, at: number, number: number, bis: boolean, truck: number = NO_END): void {
  const street = STREET_OF[at] as number;
  c[NUMBER + at] = number;
  if (bis) c[MARKS + at] = (c[MARKS + at] as number) | BIS_MARK;
  c[OPEN_HOUSES] = (c[OPEN_HOUSES] as number) - 1;
  c[FIT + at] = 0;
  // The open houses beside it, up to the nearest written house or roundabout on each
  // side, are bounded by its number; the street's bits are those of its houses.
  const first = OFFSET[street as 0];
  const end = first + HOUSES[street as 0];
  const above = ALL_NUMBERS & ~((2 << number) - 1);
  const below = (1 << number) - 1;
  for (let right = at + 1; right < end && isOpen(c, right); right++) c[FIT + right] = (c[FIT + right] as number) & above;
  for (let left = at - 1; left >= first && isOpen(c, left); left--) c[FIT + left] = (c[FIT + left] as number) & below;
  let fits = 0;
  for (let h = first; h < end; h++) fits |= c[FIT + h] as number;
  c[STREET_FITS + street] = fits;
  c[FITS] = (c[STREET_FITS] as number) | (c[STREET_FITS + 1] as number) | (c[STREET_FITS + 2] as number);
  touchStreet(c, street);
  const kind = c[KIND];
  if (kind === ICE_CREAM) driveTruck(c, at, truck);
  else if (kind === EGGS) collectEggs(c, at, number);
}

/** Draws a fence in `slot` of `street`. */
export function drawFence(c: CompactSheet, street: number, slot: number): void {
  c[FENCES + street] = (c[FENCES + street] as number) | (1 << slot);
  touchStreet(c, street);
}

/** Writes a roundabout in house `at`: it takes no number, stands between two fences, and crosses a box of its track ([rules §10.1](../../../docs/rules.md#101-roundabouts)). */
export function writeRoundabout(c: CompactSheet, at: number): void {
  const street = STREET_OF[at] as number;
  const house = HOUSE_OF[at] as number;
  c[MARKS + at] = ((c[MARKS + at] as number) & ~BIS_MARK) | ROUNDABOUT_MARK;
  c[NUMBER + at] = EMPTY;
  c[FENCES + street] = (c[FENCES + street] as number) | (1 << house) | (1 << (house + 1));
  c[ROUNDABOUTS] = (c[ROUNDABOUTS] as number) + 1;
  c[OPEN_HOUSES] = (c[OPEN_HOUSES] as number) - 1;
  updateStreetRanges(c, street);
}

/** Crosses the next box of a counting track (`POOLS`, `TEMPS`, `BIS`, `REFUSALS`, `ROUNDABOUTS`). */
export function crossBox(c: CompactSheet, track: number): void {
  c[track] = (c[track] as number) + 1;
}

/** Crosses the next box of the street's park track. */
export function crossPark(c: CompactSheet, street: number): void {
  c[PARKS + street] = (c[PARKS + street] as number) + 1;
}

/** Crosses the next box of the value track of estates of `size`. */
export function crossImprovement(c: CompactSheet, size: number): void {
  c[IMPROVEMENTS + size - 1] = (c[IMPROVEMENTS + size - 1] as number) + 1;
}

/** Marks house `at` used by a plan (`USED_ESTATE` or `USED_HOUSE`). */
export function markUsed(c: CompactSheet, at: number, use: number): void {
  c[MARKS + at] = ((c[MARKS + at] as number) & ~USED) | use;
  touchStreet(c, STREET_OF[at] as number);
}

/** Writes `points` in plan box `plan`. */
export function writePlan(c: CompactSheet, plan: number, points: number): void {
  c[PLANS + plan] = points;
}

/** The cones printed on house `at` (0 where none): the scoops a sold cone scores. */
export function scoopsAt(at: number): number {
  return (CONES[STREET_OF[at] as number] as readonly number[])[HOUSE_OF[at] as number] ?? 0;
}

/** The truck ends by their names, for a build's `truck`. */
export const TRUCK_END: Readonly<Record<'left' | 'right', number>> = { left: FROM_LEFT, right: FROM_RIGHT };
