/**
 * Small checkers for data that arrives as `unknown`: each returns the value typed,
 * or calls `bad(path, expected)`, which throws the caller's `RuleError`.
 */
export type Bad = (path: string, expected: string) => never;

/**
 * The path of `field` inside `path`, built only when a check fails: checks run on
 * every choice of every game, and nearly all of them pass.
 */
function at(path: string, field: string | undefined): string {
  return field === undefined ? path : `${path}.${field}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A plain object (no class instance, no inherited fields but Object's) with no field
 * but `keys` (each optional). The checks run on values copied by `snapshot`, or, for a
 * choice, read once each inside a guard that turns a throwing getter or proxy into a
 * `RuleError`.
 */
export function record(value: unknown, path: string, keys: readonly string[], bad: Bad, field?: string): Record<string, unknown> {
  if (!isRecord(value)) return bad(at(path, field), 'an object');
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return bad(at(path, field), 'a plain object');
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) return bad(`${at(path, field)}.${key}`, `absent: the known fields are ${keys.join(', ')}`);
  }
  return value;
}

/** A whole number from `min` to `max`; never -0, which JSON does not keep. */
export function integer(value: unknown, path: string, min: number, max: number, bad: Bad, field?: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max || Object.is(value, -0)) {
    return bad(at(path, field), `a whole number from ${min} to ${max}`);
  }
  return value;
}

export function oneOf<T extends string | number | boolean>(value: unknown, path: string, options: readonly T[], bad: Bad, field?: string): T {
  if (!options.includes(value as T) || Object.is(value, -0)) return bad(at(path, field), `one of ${options.map((o) => JSON.stringify(o)).join(', ')}`);
  return value as T;
}

/** An array with no holes. */
export function array(value: unknown, path: string, bad: Bad, field?: string): readonly unknown[] {
  if (!Array.isArray(value)) return bad(at(path, field), 'an array');
  for (let index = 0; index < value.length; index++) if (!(index in value)) return bad(`${at(path, field)}[${index}]`, 'present: the array has a hole');
  return value;
}
