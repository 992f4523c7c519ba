import type { RuleErrorDetails } from '../../errors/details.js';
import { HOUSE_COUNT } from '../../rules/layout.js';
import { copyCompact, type CompactSheet } from './compact.js';
import { fitsSheet } from './ranges.js';
import { writeRoundabout } from './write.js';
import { EMPTY, HOUSE_OF, MARKS, NUMBER, ROUNDABOUT_MARK, ROUNDABOUTS, STREET_OF, USED } from './layout.js';
import { hasBox } from './tracks.js';
import type { StreetIndex } from '../../rules/layout.js';

/**
 * Why no roundabout may be written in house `at` this round ([rules §10.1](../../../docs/rules.md#101-roundabouts)), or
 * `undefined` when one may: a box of the roundabout track is left, and the house holds
 * no roundabout, no number, and no plan used it.
 */
export function roundaboutProblem(c: CompactSheet, at: number): RuleErrorDetails<'choice/roundabout'> | undefined {
  const street = STREET_OF[at] as StreetIndex;
  const house = HOUSE_OF[at] as number;
  if (!hasBox(c, ROUNDABOUTS)) return { reason: 'full' };
  const marks = c[MARKS + at] as number;
  if ((marks & ROUNDABOUT_MARK) !== 0) return { reason: 'roundabout', street, house };
  if (c[NUMBER + at] !== EMPTY) return { reason: 'number', street, house, number: c[NUMBER + at] as number };
  if ((marks & USED) !== 0) return { reason: 'used', street, house };
  return undefined;
}

/** Whether a roundabout may be written in house `at`. */
export function roundaboutFits(c: CompactSheet, at: number): boolean {
  return hasBox(c, ROUNDABOUTS) && ((c[MARKS + at] as number) & (ROUNDABOUT_MARK | USED)) === 0 && c[NUMBER + at] === EMPTY;
}

/** The houses (sheet indexes, top street first) where a roundabout may be written this round. */
export function spotsOn(c: CompactSheet): number[] {
  const spots: number[] = [];
  if (!hasBox(c, ROUNDABOUTS)) return spots;
  for (let at = 0; at < HOUSE_COUNT; at++) if (((c[MARKS + at] as number) & (ROUNDABOUT_MARK | USED)) === 0 && c[NUMBER + at] === EMPTY) spots.push(at);
  return spots;
}

/** The sheet with a roundabout written in house `at` (a copy). */
export function withRoundabout(c: CompactSheet, at: number): CompactSheet {
  const next = copyCompact(c);
  writeRoundabout(next, at);
  return next;
}

/** Whether `number` fits some house once a roundabout is written in some house where one may go. */
export function fitsWithRoundabout(c: CompactSheet, number: number): boolean {
  for (const spot of spotsOn(c)) if (fitsSheet(withRoundabout(c, spot), number)) return true;
  return false;
}
