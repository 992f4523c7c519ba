import { problemsError } from './check/findings.js';
import { readSheetSlowly } from './check/sheet-error.js';
import { tryCompactOf, tryCompactOfStreet } from './compact/json.js';
import type { Sheet, Street } from './types.js';

/**
 * `value` as a sheet, for a public function that takes one from its caller: the value
 * itself when it has a sheet's shape, else `RuleError` `sheet/malformed` naming the
 * problems (as {@link validateSheet} reports them, under `name`).
 */
export function checkedSheet(value: unknown, name = 'sheet'): Sheet {
  if (tryCompactOf(value) !== undefined) return value as Sheet;
  return readSheetSlowly(value, name);
}

/** `value` as a street of the printed sheet, for the public functions that take one. */
export function checkedStreet(value: unknown, name = 'street'): Street {
  if (tryCompactOfStreet(value) !== undefined) return value as Street;
  throw problemsError([{ code: 'sheet/malformed', path: '', message: "must be one of the sheet's streets: { houses, fences, parks } of 10, 11 or 12 houses" }], 'validateSheet', name);
}
