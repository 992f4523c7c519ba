import { fail } from '../errors/rule-error.js';
import { describeValue } from './snapshot.js';

/**
 * Checks of the plain arguments of public functions (ids, counts, indexes, names):
 * each returns the value typed, or throws `RuleError` `argument/invalid` saying what
 * it must be. The engine's own calls go to the unchecked functions behind them.
 */

/** A whole number (never -0). */
export function checkedInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Object.is(value, -0)) return fail('argument/invalid', { name, expected: 'a whole number', given: describeValue(value) });
  return value;
}

/** A string. */
export function checkedString(value: unknown, name: string): string {
  if (typeof value !== 'string') return fail('argument/invalid', { name, expected: 'a string', given: describeValue(value) });
  return value;
}

/** One of `options`. */
export function checkedOneOf<T extends string | number | boolean>(value: unknown, name: string, options: readonly T[]): T {
  if (!options.includes(value as T) || Object.is(value, -0))
    return fail('argument/invalid', {
      name,
      expected: `one of ${options.map((option) => JSON.stringify(option)).join(', ')}`,
      given: describeValue(value),
    });
  return value as T;
}

/** The bis rule a sheet function needs: `{ bisAcrossFence: boolean }` (a ruleset's `RuleOptions` will do). */
export function checkedBisRule(value: unknown, name = 'rules'): { readonly bisAcrossFence: boolean } {
  let flag: unknown;
  try {
    flag = typeof value === 'object' && value !== null ? (value as { bisAcrossFence?: unknown }).bisAcrossFence : undefined;
  } catch {
    flag = undefined;
  }
  if (typeof flag !== 'boolean') return fail('argument/invalid', { name, expected: 'an object with bisAcrossFence: true or false (such as RuleOptions)', given: describeValue(value) });
  return { bisAcrossFence: flag };
}

/**
 * The named fields of an options object from a caller, each read once (a throwing
 * getter or proxy becomes `argument/invalid`); `undefined` reads as no fields. Unknown
 * fields are refused, so a misspelt option is not silently ignored.
 */
export function checkedFields<K extends string>(value: unknown, name: string, keys: readonly K[]): { readonly [P in K]?: unknown } {
  if (value === undefined) return {};
  const expected = `undefined or an object of ${keys.join(', ')}`;
  if (typeof value !== 'object' || value === null) return fail('argument/invalid', { name, expected, given: describeValue(value) });
  const fields: { [P in K]?: unknown } = {};
  let unknown: string | undefined;
  let array: boolean;
  try {
    // Inside a try: Array.isArray throws on a revoked Proxy.
    array = Array.isArray(value);
  } catch {
    return fail('argument/invalid', { name, expected, given: 'an object whose fields cannot be read' });
  }
  if (array) return fail('argument/invalid', { name, expected, given: describeValue(value) });
  try {
    unknown = Object.keys(value).find((key) => !(keys as readonly string[]).includes(key));
    // Own fields only: an inherited one (a typed array's `join` given as options) is none of the caller's.
    for (const key of keys) fields[key] = Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return fail('argument/invalid', { name, expected, given: 'an object whose fields cannot be read' });
  }
  if (unknown !== undefined) return fail('argument/invalid', { name: `${name}.${unknown}`, expected: `not there: ${name} holds ${keys.join(', ')}`, given: 'a field' });
  return fields;
}
