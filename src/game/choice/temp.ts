import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { TEMPS } from '../../sheet/compact/layout.js';
import { hasBox } from '../../sheet/compact/tracks.js';
import type { Pair } from '../state.js';

/** A temp change: the written number is the pair's number plus this ([rules §5](../../../docs/rules.md#5-effects)). */
export type TempDelta = -2 | -1 | 0 | 1 | 2;

const DELTAS: readonly TempDelta[] = [-2, -1, 0, 1, 2];

// One list per card number, built once: asked for every temp pair a bot looks at.
const BY_NUMBER: readonly (readonly TempDelta[])[] = Array.from(
  { length: MAX_HOUSE_NUMBER + 1 },
  (_, number) => DELTAS.filter((delta) => number + delta >= MIN_HOUSE_NUMBER && number + delta <= MAX_HOUSE_NUMBER),
);

/** The temp changes open to a pair's number: those that keep the house number within 0–17. */
export function tempDeltas(number: number): readonly TempDelta[] {
  return BY_NUMBER[number] ?? [];
}

const ZERO: readonly TempDelta[] = [0];

/**
 * The changes a pair's number may take on a sheet ([rules §5](../../../docs/rules.md#5-effects)): none but 0, or with a
 * temp pair while the temp track has a box left, every change within ±2 that keeps
 * the number within 0–17.
 */
export function usableDeltas(sheet: CompactSheet, pair: Pair): readonly TempDelta[] {
  return pair.effect === 'temp' && hasBox(sheet, TEMPS) ? tempDeltas(pair.number) : ZERO;
}
