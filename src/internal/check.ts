/**
 * Small checkers for data that arrives as `unknown`: each returns the value typed,
 * or calls `bad(path, expected)`, which throws the caller's `RuleError`.
 */
export type Bad = (path: string, expected: string) => never;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function record(value: unknown, path: string, keys: readonly string[], bad: Bad): Record<string, unknown> {
  if (!isRecord(value)) return bad(path, 'an object');
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) return bad(`${path}.${key}`, `absent: the known fields are ${keys.join(', ')}`);
  }
  return value;
}

export function integer(value: unknown, path: string, min: number, max: number, bad: Bad): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return bad(path, `a whole number from ${min} to ${max}`);
  }
  return value;
}

export function oneOf<T extends string | number | boolean>(value: unknown, path: string, options: readonly T[], bad: Bad): T {
  if (!options.includes(value as T)) return bad(path, `one of ${options.map((o) => JSON.stringify(o)).join(', ')}`);
  return value as T;
}

export function array(value: unknown, path: string, bad: Bad): readonly unknown[] {
  if (!Array.isArray(value)) return bad(path, 'an array');
  return value;
}
