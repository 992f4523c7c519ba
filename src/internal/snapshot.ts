/**
 * Plain copies of values that come from outside the engine, made before anything else
 * reads them: only what JSON can hold (plain objects and arrays, strings, numbers,
 * booleans, null), each own data property read once. A getter, a proxy that
 * throws, a symbol, a function, a cycle, a hole in an array, or a value nested too
 * deep or too large is reported instead of being followed, so the checks that follow
 * work on data that cannot change under them, throw, or overflow the stack.
 */

/** How deep a value from outside may nest: far deeper than any option, choice, record or sheet. */
export const MAX_DEPTH = 32;
/** How many values (objects, arrays and primitives) it may hold: far more than a long game's record. */
export const MAX_NODES = 1_000_000;

/** What was wrong with a value from outside, with its path. */
export interface SnapshotProblem {
  readonly path: string;
  readonly problem: string;
}

/** A short, never-throwing description of any value, for messages. */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
      case 'number':
        return Object.is(value, -0) ? '-0' : String(value);
      case 'boolean':
      case 'bigint':
        return `${typeof value === 'bigint' ? 'the bigint ' : ''}${String(value)}`;
      case 'undefined':
        return 'undefined';
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        if (Array.isArray(value)) return `an array of ${value.length}`;
        // A typed array (Int32Array, Float32Array…) by its name and length.
        if (ArrayBuffer.isView(value) && !(value instanceof DataView))
          return `${/^[AEIOU]/.test(value.constructor.name) ? 'an' : 'a'} ${value.constructor.name} of ${(value as unknown as ArrayLike<unknown>).length}`;
        return 'an object';
    }
  } catch {
    return 'a value that cannot be read';
  }
}

const isPlainPrototype = (proto: unknown) => proto === Object.prototype || proto === null;

/** How {@link snapshot} reads an object field whose value is `undefined`. */
export interface SnapshotOptions {
  /**
   * `'drop'` (the default): left out, as an optional field given as `undefined` in an
   * argument written in code. `'refuse'`: a problem, for a value that must be JSON as
   * it stands (a stored state or sheet), since `JSON.stringify` would drop the field.
   */
  readonly undefinedFields?: 'drop' | 'refuse';
}

/**
 * The value copied as plain JSON data, or the first problem found. `undefined` object
 * fields are left out (an optional field given as `undefined`), or refused with
 * `undefinedFields: 'refuse'`; anywhere else `undefined` is a problem. `-0` is kept,
 * for the checks to refuse where JSON would not keep it.
 */
export function snapshot(value: unknown, path: string, options?: SnapshotOptions): { ok: true; value: unknown } | { ok: false; problem: SnapshotProblem } {
  const refuseUndefined = options?.undefinedFields === 'refuse';
  // The common case (a choice: a few fields, two levels) runs on every move, so the walk
  // allocates little but the copy: the objects being read and the keys that lead to
  // them are kept on stacks as deep as the value (at most MAX_DEPTH), which also find
  // cycles, and a path is spelled out only for a problem.
  let nodes = 0;
  const open: object[] = [];
  const keys: (string | number)[] = [];
  const here = (last?: string | number) => {
    let at = path;
    for (const key of last === undefined ? keys : [...keys, last]) at = typeof key === 'number' ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
    return at;
  };
  const copy = (input: unknown): unknown => {
    nodes += 1;
    if (nodes > MAX_NODES) throw new SnapshotError(here(), `holds more than ${MAX_NODES} values`);
    switch (typeof input) {
      case 'string':
      case 'boolean':
        return input;
      case 'number':
        // NaN and the infinities are kept too: the checks that follow refuse them where they matter.
        return input;
      case 'object':
        break;
      default:
        throw new SnapshotError(here(), `is ${describeValue(input)}, which JSON cannot hold`);
    }
    if (input === null) return null;
    if (open.length >= MAX_DEPTH) throw new SnapshotError(here(), `nests deeper than ${MAX_DEPTH} levels`);
    if (open.includes(input)) throw new SnapshotError(here(), 'refers back to itself (a cycle)');
    open.push(input);
    try {
      if (Array.isArray(input)) {
        const out: unknown[] = [];
        const length = input.length;
        for (let index = 0; index < length; index++) {
          const descriptor = Object.getOwnPropertyDescriptor(input, index);
          if (descriptor === undefined) throw new SnapshotError(here(index), 'is a hole in the array');
          if (!('value' in descriptor)) throw new SnapshotError(here(index), 'is a getter, not a value');
          keys.push(index);
          if (!readsAsStored(input, index, descriptor.value)) throw new SnapshotError(here(), LYING);
          out.push(copy(descriptor.value));
          keys.pop();
        }
        return out;
      }
      if (!isPlainPrototype(Object.getPrototypeOf(input))) throw new SnapshotError(here(), 'is not a plain object');
      const out: Record<string, unknown> = {};
      for (const key of Reflect.ownKeys(input)) {
        const descriptor = Object.getOwnPropertyDescriptor(input, key);
        if (descriptor === undefined || !descriptor.enumerable) continue;
        if (typeof key !== 'string') throw new SnapshotError(here(), 'has a symbol key');
        if (!('value' in descriptor)) throw new SnapshotError(here(key), 'is a getter, not a value');
        if (descriptor.value === undefined) {
          if (refuseUndefined) throw new SnapshotError(here(key), 'is undefined, which JSON cannot hold: JSON.stringify leaves the field out');
          continue;
        }
        keys.push(key);
        if (!readsAsStored(input, key, descriptor.value)) throw new SnapshotError(here(), LYING);
        const field = copy(descriptor.value);
        keys.pop();
        // defineProperty for a key named __proto__, so that it stays a plain field.
        if (key === '__proto__') Object.defineProperty(out, key, { value: field, enumerable: true, writable: true, configurable: true });
        else out[key] = field;
      }
      return out;
    } finally {
      open.pop();
    }
  };
  try {
    return { ok: true, value: copy(value) };
  } catch (error) {
    if (error instanceof SnapshotError) return { ok: false, problem: { path: error.path, problem: error.message } };
    // A proxy's trap, or anything else that threw while the value was read.
    return { ok: false, problem: { path: here(), problem: `could not be read: reading it threw (${describeValue(error instanceof Error ? error.message : error)})` } };
  }
}

/**
 * Whether a plain read of `input[key]` gives the value stored there: a proxy can answer
 * its descriptors faithfully and still throw or lie when the field is read, as every
 * function that trusts the value reads it. (A read that throws is reported by
 * {@link snapshot}'s catch, at the field's path.)
 */
function readsAsStored(input: object, key: string | number, stored: unknown): boolean {
  return Object.is((input as Record<string | number, unknown>)[key], stored);
}

const LYING = 'reads as another value than the one it holds (a proxy)';

class SnapshotError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}
