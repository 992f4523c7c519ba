import { HOUSE_COUNT, type StreetIndex } from '../../rules/layout.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { FIT, HOUSE_OF, STREET_FITS, STREET_OF } from '../../sheet/compact/layout.js';
import { fitsHouse, housesMeeting } from '../../sheet/compact/ranges.js';
import type { HouseRef } from '../../sheet/types.js';
import type { ChoiceContext } from '../choice/context.js';
import { usableDeltas, type TempDelta } from '../choice/temp.js';
import type { Pair } from '../state.js';

/**
 * Where a pair's number can go: a house, and the temp change used to write there
 * (0 without temp).
 *
 * @example
 * ```ts
 * import type { Placement } from 'welcome-to-engine';
 * const placement: Placement = { street: 1, house: 4, number: 9, delta: 2 };
 * ```
 *
 * @group Queries
 */
export interface Placement extends HouseRef {
  /** The number written. */
  readonly number: number;
  /** The temp change from the pair's number: 0, or −2 to +2 with the temp effect. */
  readonly delta: -2 | -1 | 0 | 1 | 2;
}

/** The pair at `index` if the player can choose it: it exists and its effect is not hidden from them. */
export function usablePair(ctx: ChoiceContext, index: number): Pair | undefined {
  const pair = ctx.offer[index];
  return pair === undefined || pair.effect === null ? undefined : (pair as Pair);
}

/** Every placement of a pair on a sheet: its number where it fits, and with a usable temp every number within ±2. */
export function placementsOf(sheet: CompactSheet, pair: Pair): Placement[] {
  // Plain loops by house index, without a closure: every listing runs this for every pair.
  const placements: Placement[] = [];
  const deltas = usableDeltas(sheet, pair);
  for (let d = 0; d < deltas.length; d++) {
    const delta = deltas[d] as TempDelta;
    const number = pair.number + delta;
    if ((((sheet[STREET_FITS] as number) | (sheet[STREET_FITS + 1] as number) | (sheet[STREET_FITS + 2] as number)) & (1 << number)) === 0) continue;
    for (let i = 0; i < HOUSE_COUNT; i++) {
      if (((sheet[FIT + i] as number) & (1 << number)) !== 0) placements.push({ street: STREET_OF[i] as StreetIndex, house: HOUSE_OF[i] as number, number, delta });
    }
  }
  return placements;
}

/**
 * The indexes (as in {@link Ranges}) of the houses where a pair can be written, each
 * once however many temp changes reach it, top street first.
 */
export function housesForPair(sheet: CompactSheet, pair: Pair): number[] {
  const deltas = usableDeltas(sheet, pair);
  // The usable changes are consecutive, so the numbers they reach are one interval.
  return housesMeeting(sheet, pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number));
}

/** The placements of a pair at one house (its index as in {@link Ranges}), in order of temp change. */
export function placementsAtHouse(sheet: CompactSheet, pair: Pair, index: number): Placement[] {
  const street = STREET_OF[index] as StreetIndex;
  const house = HOUSE_OF[index] as number;
  const placements: Placement[] = [];
  for (const delta of usableDeltas(sheet, pair)) {
    const number = pair.number + delta;
    if (fitsHouse(sheet, index, number)) placements.push({ street, house, number, delta });
  }
  return placements;
}
