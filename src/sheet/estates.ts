import { compactOf } from './compact/json.js';
import { forEachEstate } from './compact/estates.js';
import { checkedSheet } from './guard.js';
import type { Estate } from './types.js';
import type { Sheet } from './types.js';

/**
 * Every estate of the sheet, top street first, left to right, complete or not.
 *
 * @example
 * ```ts
 * import { estatesOf, emptySheet } from 'welcome-to-engine';
 * estatesOf(emptySheet()).map(({ size, complete }) => [size, complete]);
 * // [[10, false], [11, false], [12, false]]
 * ```
 *
 * @group Sheet
 */
export function estatesOf(sheet: Sheet): Estate[] {
  const compact = compactOf(checkedSheet(sheet));
  const estates: Estate[] = [];
  for (const street of [0, 1, 2] as const) forEachEstate(compact, street, (start, size, complete, used) => estates.push({ street, start, size, complete, used }));
  return estates;
}
