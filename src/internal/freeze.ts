/**
 * Freezes a table and everything in it, so that no caller can change the rules of
 * every game in the process through an exported table. Used once, when a table is
 * defined; states never hold these objects (they get copies), as V8 reads frozen and
 * plain objects through different shapes.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    // Into frozen objects too: a table's rows may be frozen while what they hold is not.
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * A plain (unfrozen) deep copy of a table of arrays and objects, for the engine's own
 * reads in hot loops: V8 indexes frozen arrays several times slower than plain ones
 * (docs/performance.md). The copy is never exported, so no caller can change it; the
 * frozen table stays the one place the data is written down.
 */
export function unfrozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => unfrozenCopy(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = unfrozenCopy((value as Record<string, unknown>)[key]);
  return copy as T;
}
