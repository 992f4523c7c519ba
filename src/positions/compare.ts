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

/**
 * Walks `expected` (plain JSON the engine built) and the `given` value side by side,
 * reporting every place they differ, up to `limit`. Only `expected`'s structure is
 * walked, so a cyclic or very deep `given` value is never followed further; `given` is
 * plain data (a snapshot copy, or a value the engine built), of which only own
 * properties are read; `-0` differs from `0`. A path is spelled out only for a
 * difference: a whole state is compared, and most of it is equal.
 */
export function compare(given: unknown, expected: unknown, path: string, out: Difference[], limit: number): void {
  const keys: (string | number)[] = [];
  const here = () => {
    let at = path;
    for (const key of keys) at = typeof key === 'number' ? item(at, key) : field(at, key);
    return at;
  };
  const walk = (given: unknown, expected: unknown): void => {
    if (typeof expected !== 'object' || expected === null) {
      if (!Object.is(given, expected)) out.push({ path: here(), given: brief(given), expected: brief(expected) });
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(given) || given.length !== expected.length) {
        out.push({ path: here(), given: brief(given), expected: brief(expected) });
        return;
      }
      for (let index = 0; index < expected.length && out.length < limit; index++) {
        keys.push(index);
        walk(Object.prototype.hasOwnProperty.call(given, index) ? (given as unknown[])[index] : undefined, expected[index]);
        keys.pop();
      }
      return;
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      out.push({ path: here(), given: brief(given), expected: brief(expected) });
      return;
    }
    let shared = 0;
    for (const key of Object.keys(expected)) {
      if (out.length >= limit) return;
      const found = Object.prototype.hasOwnProperty.call(given, key);
      if (found) shared += 1;
      keys.push(key);
      walk(found ? (given as Record<string, unknown>)[key] : undefined, (expected as Record<string, unknown>)[key]);
      keys.pop();
    }
    // Keys of `given` that `expected` lacks: counted first, listed only when there are some.
    const givenKeys = Object.keys(given);
    if (givenKeys.length === shared) return;
    for (const key of givenKeys) {
      if (!Object.prototype.hasOwnProperty.call(expected, key) && out.length < limit) {
        out.push({ path: field(here(), key), given: brief((given as Record<string, unknown>)[key]), expected: 'missing' });
      }
    }
  };
  if (out.length < limit) walk(given, expected);
}
