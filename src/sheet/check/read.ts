import type { RuleErrorCode } from '../../errors/messages.js';
import { field, item, type Findings } from './findings.js';

/**
 * Readers for values that arrive as `unknown` (a stored sheet or state): each returns
 * the value typed when it has the expected shape, or reports what is wrong to the
 * findings and returns `undefined`, so that one pass reports every problem. Only own
 * data properties are read, each once.
 */
export class Reader {
  constructor(
    readonly findings: Findings,
    /** The code a shape problem gets: `sheet/malformed` or `state/malformed`. */
    readonly code: RuleErrorCode,
  ) {}

  wrong(path: string, expected: string): undefined {
    this.findings.add(this.code, path, `must be ${expected}`);
    return undefined;
  }

  /** A plain object with exactly `keys` (each present, none other); the values by key. */
  record<K extends string>(value: unknown, path: string, keys: readonly K[]): Record<K, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.wrong(path, 'an object');
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return this.wrong(path, 'a plain object');
    const own = Object.keys(value);
    const extra = own.filter((key) => !(keys as readonly string[]).includes(key));
    const missing = keys.filter((key) => !Object.prototype.hasOwnProperty.call(value, key));
    if (extra.length > 0 || missing.length > 0) {
      const parts = [missing.length > 0 ? `lacks ${missing.join(', ')}` : '', extra.length > 0 ? `has unknown ${extra.join(', ')}` : ''].filter((part) => part !== '');
      this.findings.add(this.code, path, `${parts.join(' and ')}; its fields are ${keys.join(', ')}`);
      if (missing.length > 0) return undefined;
    }
    const values = {} as Record<K, unknown>;
    for (const key of keys) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor === undefined || !('value' in descriptor)) return this.wrong(field(path, key), 'a data property, not a getter');
      values[key] = descriptor.value as unknown;
    }
    return values;
  }

  /** An array, of `length` items when given. */
  array(value: unknown, path: string, length?: number): readonly unknown[] | undefined {
    if (!Array.isArray(value)) return this.wrong(path, length === undefined ? 'an array' : `an array of ${length}`);
    if (length !== undefined && value.length !== length) return this.wrong(path, `an array of ${length}, not ${value.length}`);
    for (let index = 0; index < value.length; index++) {
      if (!Object.prototype.hasOwnProperty.call(value, index)) return this.wrong(item(path, index), 'present: the array has a hole');
    }
    return value as readonly unknown[];
  }

  /** A whole number from `min` to `max` (never -0). */
  integer(value: unknown, path: string, min: number, max: number): number | undefined {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max || Object.is(value, -0)) {
      return this.wrong(path, `a whole number from ${min} to ${max}`);
    }
    return value;
  }

  boolean(value: unknown, path: string): boolean | undefined {
    return typeof value === 'boolean' ? value : this.wrong(path, 'true or false');
  }

  string(value: unknown, path: string): string | undefined {
    return typeof value === 'string' ? value : this.wrong(path, 'a string');
  }

  oneOf<T extends string | number | boolean | null | undefined>(value: unknown, path: string, options: readonly T[]): T | undefined {
    return options.includes(value as T) ? (value as T) : this.wrong(path, `one of ${options.map((option) => JSON.stringify(option)).join(', ')}`);
  }

  /** Each item read by `read`; `undefined` when any is wrong (each reported). */
  each<T>(values: readonly unknown[], path: string, read: (value: unknown, at: string, index: number) => T | undefined): T[] | undefined {
    const out: T[] = [];
    let ok = true;
    values.forEach((value, index) => {
      const read1 = read(value, item(path, index), index);
      if (read1 === undefined) ok = false;
      else out.push(read1);
    });
    return ok ? out : undefined;
  }
}
