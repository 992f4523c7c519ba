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
