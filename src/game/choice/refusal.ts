import { fitsAnywhere, sheetRanges, type Ranges } from '../../sheet/placement.js';
import type { Sheet } from '../../sheet/types.js';
import type { ChoiceContext } from '../context.js';
import { usableDeltas } from './temp.js';
import type { Pair } from '../types.js';

/**
 * Whether a pair is playable: its number fits somewhere, or it is a temp whose track
 * has a box left and a number within ±2 of it fits.
 */
export function pairPlayable(sheet: Sheet, pair: Pair, ranges: Ranges = sheetRanges(sheet)): boolean {
  for (const delta of usableDeltas(sheet, pair)) if (fitsAnywhere(ranges, pair.number + delta)) return true;
  return false;
}

/**
 * Whether a pair keeps the player from refusing (RULES §4.2). `printed`: its number
 * as printed fits. `playable-pairs`: the pair is playable, temp included.
 */
function blocksRefusal(sheet: Sheet, ranges: Ranges, pair: Pair, ctx: ChoiceContext): boolean {
  switch (ctx.rules.refusalTest) {
    case 'printed':
      return fitsAnywhere(ranges, pair.number);
    case 'playable-pairs':
      return pairPlayable(sheet, pair, ranges);
  }
}

/** The pairs that keep the player from refusing, described for an error message; empty when a refusal is allowed. */
export function refusalBlockers(sheet: Sheet, ctx: ChoiceContext): string[] {
  const ranges = sheetRanges(sheet);
  return ctx.offer.flatMap((pair, index) =>
    blocksRefusal(sheet, ranges, pair, ctx) ? [`pair ${index} (${pair.number}${fitsAnywhere(ranges, pair.number) ? '' : ' with temp'})`] : [],
  );
}

/** Whether the player may refuse this round. */
export function mayRefuse(sheet: Sheet, ctx: ChoiceContext, ranges: Ranges = sheetRanges(sheet)): boolean {
  return ctx.offer.every((pair) => !blocksRefusal(sheet, ranges, pair, ctx));
}
