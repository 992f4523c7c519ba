import { isRuleError } from '../../src/index.js';
import type { EntryPoint } from './entry-points.js';

/** What one hostile call did. */
export interface CallReport {
  readonly entry: string;
  readonly what: string;
  /** `ok` (a result), `rule-error` (a RuleError with a code), or what broke a promise. */
  readonly verdict: 'ok' | 'rule-error' | 'threw' | 'slow' | 'changed-input' | 'changed-prototype';
  readonly ms: number;
  readonly detail?: string;
  /** The code of the RuleError thrown, for a verdict `rule-error`. */
  readonly code?: string;
}

/**
 * A description of a value that reads no getter and follows no cycle, and cannot
 * throw: what is compared before and after a call to see whether it changed its input.
 */
export function fingerprint(value: unknown, depth = 0, seen = new Set<object>()): string {
  try {
    if (typeof value === 'symbol') return 'symbol';
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function') return 'function';
    if (typeof value !== 'object' || value === null) return Object.is(value, -0) ? '-0' : JSON.stringify(value) ?? 'undefined';
    if (depth > 40) return '…';
    if (seen.has(value)) return 'cycle';
    seen.add(value);
    const keys = Reflect.ownKeys(value);
    const parts = keys.map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      const name = typeof key === 'symbol' ? 'symbol' : key;
      if (descriptor === undefined) return `${name}:?`;
      if (!('value' in descriptor)) return `${name}:getter`;
      return `${name}:${fingerprint(descriptor.value, depth + 1, seen)}`;
    });
    seen.delete(value);
    return `${Array.isArray(value) ? 'A' : 'O'}${Object.isFrozen(value) ? 'f' : ''}{${parts.join(',')}}`;
  } catch {
    return 'unreadable';
  }
}

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const protoPrint = () => prototypes.map((proto) => Reflect.ownKeys(proto).map(String).sort().join(',')).join('|');
const PROTOTYPES_BEFORE = protoPrint();

/** The generous ceiling a call must stay under; the real figures go to the long run's report. */
export const CEILING_MS = 1000;

/**
 * Calls `entry` with `args` and judges it: only a result or a `RuleError` (only a
 * result where it never throws), under the time ceiling, no argument changed, no
 * prototype touched.
 */
export function judge(entry: EntryPoint, args: unknown[], what: string): CallReport {
  const before = args.map((arg) => fingerprint(arg));
  const start = performance.now();
  let verdict: CallReport['verdict'] = 'ok';
  let detail: string | undefined;
  let code: string | undefined;
  try {
    entry.call(...args);
  } catch (error) {
    if (isRuleError(error) && !entry.neverThrows) {
      verdict = 'rule-error';
      code = error.code;
    } else {
      verdict = 'threw';
      detail = error instanceof Error ? `${error.constructor.name}: ${error.message.slice(0, 300)}` : String(error);
    }
  }
  const ms = performance.now() - start;
  const after = args.map((arg) => fingerprint(arg));
  if (verdict !== 'threw') {
    const changed = before.findIndex((print, i) => print !== after[i]);
    if (protoPrint() !== PROTOTYPES_BEFORE || ({} as Record<string, unknown>).polluted !== undefined) verdict = 'changed-prototype';
    else if (changed >= 0) {
      verdict = 'changed-input';
      detail = `argument ${changed}`;
    } else if (ms > CEILING_MS) verdict = 'slow';
  }
  return { entry: entry.name, what, verdict, ms, ...(detail === undefined ? {} : { detail }), ...(code === undefined ? {} : { code }) };
}

/** Every path to a value inside `value` (a plain JSON value), the value itself first. */
export function pathsOf(value: unknown, limit = 400): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (out.length >= limit) return;
    out.push(path);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (typeof node === 'object' && node !== null) { for (const [key, item] of Object.entries(node)) walk(item, [...path, key]); }
  };
  walk(value, []);
  return out;
}

/** A copy of the arrays and objects of `value`, not frozen; anything else (a bot function) shared. */
function copyPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyPlain);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyPlain(item)]));
  }
  return value;
}

/**
 * A copy of `value` (its arrays and plain objects, unfrozen) with the
 * value at `path` replaced, or deleted when `replacement` is `DELETE`.
 */
export const DELETE = Symbol('delete');
export function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = copyPlain(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === DELETE) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else Object.defineProperty(node, last, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}
