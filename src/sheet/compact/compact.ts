import { OWN_LENGTH } from './layout.js';

/**
 * A sheet as the engine computes on it: one plain array of small integers laid out by
 * `layout.ts` (the houses' numbers and marks, the numbers each house still takes,
 * fences as bits, every track and the season's state). The JSON {@link Sheet} stays
 * the public form; this one never leaves the engine. A compact sheet made from a JSON
 * sheet, or handed out by a cache, is never written: the rules that change a sheet
 * change a copy ({@link copyCompact}).
 */
export type CompactSheet = number[] & { readonly __compact: true };

/** Whether two compact sheets hold the same sheet: the entries before `OWN_LENGTH` alike (those after are derived, and may be worked out on one and not yet on the other). */
export function sameSheet(a: CompactSheet, b: CompactSheet): boolean {
  if (a === b) return true;
  for (let i = 0; i < OWN_LENGTH; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A copy to write on. */
export function copyCompact(sheet: CompactSheet): CompactSheet {
  return sheet.slice() as CompactSheet;
}
