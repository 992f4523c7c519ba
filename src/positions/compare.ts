import { field, item } from '../sheet/check/findings.js';

/** A difference between a given value and the one expected, at a path. */
export interface Difference {
  readonly path: string;
  readonly given: string;
  readonly expected: string;
}

/** A value in a few characters, for a message; never throws. */
export function brief(value: unknown): string {
  if (value === undefined) return 'missing';
  if (Object.is(value, -0)) return '-0';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value !== 'object' || value === null) return typeof value === 'symbol' || typeof value === 'function' || typeof value === 'bigint' ? `a ${typeof value}` : String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return 'an object';
}

/** The own data property `key` of `value`, or `undefined` for a getter or a missing key; never throws. */
function own(value: object, key: string): { found: boolean; value: unknown } {
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  if (descriptor === undefined) return { found: false, value: undefined };
  return 'value' in descriptor ? { found: true, value: descriptor.value as unknown } : { found: false, value: undefined };
}

/**
 * Walks `expected` (plain JSON the engine built) and the `given` value side by side,
 * reporting every place they differ, up to `limit`. Only `expected`'s structure is
 * walked, so a cyclic or very deep `given` value is never followed further; only own
 * data properties of `given` are read; `-0` differs from `0`.
 */
export function compare(given: unknown, expected: unknown, path: string, out: Difference[], limit: number): void {
  if (out.length >= limit) return;
  if (typeof expected !== 'object' || expected === null) {
    if (!Object.is(given, expected)) out.push({ path, given: brief(given), expected: brief(expected) });
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(given) || given.length !== expected.length) {
      out.push({ path, given: brief(given), expected: brief(expected) });
      return;
    }
    for (let index = 0; index < expected.length && out.length < limit; index++) {
      const entry = own(given, String(index));
      compare(entry.found ? entry.value : undefined, expected[index], item(path, index), out, limit);
    }
    return;
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    out.push({ path, given: brief(given), expected: brief(expected) });
    return;
  }
  const keys = Object.keys(expected);
  for (const key of keys) {
    if (out.length >= limit) return;
    const entry = own(given, key);
    compare(entry.found ? entry.value : undefined, (expected as Record<string, unknown>)[key], field(path, key), out, limit);
  }
  for (const key of Object.keys(given)) {
    if (!keys.includes(key) && out.length < limit) out.push({ path: field(path, key), given: brief(own(given, key).value), expected: 'missing' });
  }
}
