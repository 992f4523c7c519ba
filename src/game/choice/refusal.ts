import type { RuleErrorDetails } from '../../errors/details.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { fitsSheet, fitsSomewhere } from '../../sheet/compact/ranges.js';
import type { Pair } from '../state.js';
import type { ViewPair } from '../view-types.js';
import type { ChoiceContext } from './context.js';
import { usableDeltas } from './temp.js';

/**
 * Whether a pair is playable: its number fits somewhere, or it is a temp whose track
 * has a box left and a number within ±2 of it fits.
 */
export function pairPlayable(sheet: CompactSheet, pair: Pair): boolean {
  // The usable changes are consecutive, so the numbers they reach are one interval.
  const deltas = usableDeltas(sheet, pair);
  return fitsSomewhere(sheet, pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number));
}

/**
 * Whether a pair keeps the player from refusing ([rules §4.2](../../../docs/rules.md#42-refusals)). Every number on offer
 * is visible, so one that fits as printed always does. Under `playable-pairs` a pair
 * the player can see also does when it is playable through a temp. A pair whose
 * effect is hidden (expert card choice, before the pick or of another card) counts
 * by its number only: the player cannot build with it.
 */
function blocksRefusal(sheet: CompactSheet, pair: ViewPair, ctx: ChoiceContext): boolean {
  if (fitsSheet(sheet, pair.number)) return true;
  return ctx.rules.refusalTest === 'playable-pairs' && pair.effect !== null && pairPlayable(sheet, pair as Pair);
}

/** The pairs that keep the player from refusing, for an error's details; empty when a refusal is allowed. */
export function refusalBlockers(sheet: CompactSheet, ctx: ChoiceContext): RuleErrorDetails<'choice/refusal-not-allowed'>['playable'] {
  return ctx.offer.flatMap((pair, index) => (blocksRefusal(sheet, pair, ctx) ? [{ pair: index, number: pair.number, temp: !fitsSheet(sheet, pair.number) }] : []));
}

/** Whether the player may refuse on `sheet` (the sheet with this round's roundabout, if any). */
export function refusalAllowed(sheet: CompactSheet, ctx: ChoiceContext): boolean {
  for (const pair of ctx.offer) if (blocksRefusal(sheet, pair, ctx)) return false;
  return true;
}
