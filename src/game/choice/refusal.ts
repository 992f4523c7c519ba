import type { RuleErrorDetails } from '../../errors/details.js';
import { fitsAnywhere, fitsBetween, sheetRanges, type Ranges } from '../../sheet/placement.js';
import type { Sheet } from '../../sheet/types.js';
import type { Pair } from '../state.js';
import type { ViewPair } from '../views.js';
import type { ChoiceContext } from './context.js';
import { usableDeltas } from './temp.js';

/**
 * Whether a pair is playable: its number fits somewhere, or it is a temp whose track
 * has a box left and a number within ±2 of it fits.
 */
export function pairPlayable(sheet: Sheet, pair: Pair, ranges: Ranges = sheetRanges(sheet)): boolean {
  // The usable changes are consecutive, so the numbers they reach are one interval.
  const deltas = usableDeltas(sheet, pair);
  return fitsBetween(ranges, pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number));
}

/**
 * Whether a pair keeps the player from refusing ([rules §4.2](../../../docs/rules.md#42-refusals)). Every number on offer
 * is visible, so one that fits as printed always does. Under `playable-pairs` a pair
 * the player can see also does when it is playable through a temp. A pair whose
 * effect is hidden (expert card choice, before the pick or of another card) counts
 * by its number only: the player cannot build with it.
 */
function blocksRefusal(sheet: Sheet, ranges: Ranges, pair: ViewPair, ctx: ChoiceContext): boolean {
  if (fitsAnywhere(ranges, pair.number)) return true;
  return ctx.rules.refusalTest === 'playable-pairs' && pair.effect !== null && pairPlayable(sheet, pair as Pair, ranges);
}

/** The pairs that keep the player from refusing, for an error's details; empty when a refusal is allowed. */
export function refusalBlockers(sheet: Sheet, ctx: ChoiceContext): RuleErrorDetails<'choice/refusal-not-allowed'>['playable'] {
  const ranges = sheetRanges(sheet);
  return ctx.offer.flatMap((pair, index) => (blocksRefusal(sheet, ranges, pair, ctx) ? [{ pair: index, number: pair.number, temp: !fitsAnywhere(ranges, pair.number) }] : []));
}

/** Whether the player may refuse on `sheet` (the sheet with this round's roundabout, if any). */
export function refusalAllowed(sheet: Sheet, ctx: ChoiceContext, ranges: Ranges = sheetRanges(sheet)): boolean {
  for (const pair of ctx.offer) if (blocksRefusal(sheet, ranges, pair, ctx)) return false;
  return true;
}
