import fc from 'fast-check';

/**
 * Hostile values, as a server meets them: first what `JSON.parse` can produce (wrong
 * types, -0, huge and fractional numbers, keys named like Object's own members,
 * `__proto__` as a key), then what only a JavaScript caller can pass (undefined, NaN,
 * symbols, bigints, functions, holes, getters that throw or change, proxies that
 * throw, cycles, nesting 10⁵ deep, null-prototype objects, class instances).
 */

/** An object holding `__proto__` as an own key, as `JSON.parse` makes it. */
const protoKey = (inner: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(inner)}, "polluted": 1}`) as unknown;

const JSON_SPECIALS: readonly (() => unknown)[] = [
  () => null,
  () => true,
  () => false,
  () => 0,
  () => JSON.parse('-0') as unknown,
  () => -1,
  () => 1.5,
  () => 1e308,
  () => 2 ** 53,
  () => '',
  () => '7',
  () => '__proto__',
  () => 'x'.repeat(100_000),
  () => [],
  () => [[[]]],
  () => ({}),
  () => ({ toString: 1 }),
  () => ({ valueOf: 1, toString: 'x' }),
  () => ({ hasOwnProperty: 1 }),
  () => ({ constructor: 5 }),
  () => protoKey({ polluted: true, players: 2 }),
  () => protoKey([]),
  () => JSON.parse('[1, [2, {"a": -0}]]') as unknown,
];

/** A value nested `depth` levels deep, as arrays or objects. */
function deep(depth: number, arrays: boolean): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

const throwing = () => {
  throw new Error('hostile getter');
};

const JS_SPECIALS: readonly (() => unknown)[] = [
  () => undefined,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => Number.NEGATIVE_INFINITY,
  () => Symbol('hostile'),
  () => 10n,
  () => () => 1,
  // eslint-disable-next-line no-sparse-arrays
  () => [1, , 3],
  () => Object.assign(new Array(5), { 2: 1 }),
  () => ({ [Symbol('key')]: 1 }),
  () => Object.defineProperty({}, 'type', { get: throwing, enumerable: true }),
  () => Object.defineProperty([0, 1], 0, { get: throwing, enumerable: true }),
  () => {
    let n = 0;
    return Object.defineProperty({}, 'type', { get: () => (n++ % 2 === 0 ? 'build' : 'refuse'), enumerable: true });
  },
  () => new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing, getPrototypeOf: throwing }),
  () => new Proxy([], { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing }),
  () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    return cycle;
  },
  () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    return cycle;
  },
  () => deep(100_000, false),
  () => deep(100_000, true),
  () => Object.assign(Object.create(null) as object, { type: 'refuse' }),
  () => new Date(0),
  () => new Map([['type', 'build']]),
  () =>
    new (class Choice {
      type = 'refuse';
    })(),
  () => Object.freeze({ type: 'refuse', extra: Object.freeze([]) }),
  () => Object.assign([1, 2], { extra: 1 }),
];

/** One of the fixed hostile values, made fresh (getters and cycles are not shared between calls). */
export const hostileSpecialArb: fc.Arbitrary<() => unknown> = fc.constantFrom(...JSON_SPECIALS, ...JS_SPECIALS);

/** Only what JSON can carry. */
export const jsonHostileArb: fc.Arbitrary<() => unknown> = fc.oneof(
  fc.constantFrom(...JSON_SPECIALS),
  fc.jsonValue({ maxDepth: 3 }).map((value) => () => structuredClone(value)),
);

/** Anything: the fixed values of both kinds, and random JSON or JavaScript values. */
export const hostileArb: fc.Arbitrary<() => unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileSpecialArb },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => () => structuredClone(value)) },
  {
    weight: 1,
    arbitrary: fc.anything({ maxDepth: 2, withBigInt: true, withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true }).map(
      (value) => () => value,
    ),
  },
);

/** How many of the fixed values there are, for a run that tries each at every place. */
export const SPECIAL_COUNT = JSON_SPECIALS.length + JS_SPECIALS.length;
export const SPECIALS: readonly (() => unknown)[] = [...JSON_SPECIALS, ...JS_SPECIALS];
