/**
 * A deep copy of plain data (arrays, plain objects and primitives), such as options
 * that have already been checked. Much cheaper than `structuredClone` for the small
 * values the engine copies once per game.
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = copyJson((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}
