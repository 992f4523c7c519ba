import { nextBelow, seedRng } from '../../src/internal/rng.js';
import { DELETE, pathsOf, replaceAt } from './harness.js';

/*
 * One tampered value in a copy of a state, a view or a sheet: the edits a stored game
 * or a client's message can carry (a number made fractional, negative or huge, a
 * number written as a string, wrapped in an array or an object, a field removed), and
 * what only a JavaScript caller can hand over (getters that count their reads, that
 * answer a new number each time, that throw, and objects that throw when touched).
 */

export type Path = readonly (string | number)[];
export type Rng = [number, number, number, number];

/** A seeded generator, as the rest of the tests make them. */
export const rngFrom = (seed: string): Rng => [...seedRng(seed)];

/** A random index below `n`. */
export const below = (rng: Rng, n: number): number => nextBelow(rng, n);

/** One of `items` at random. */
export const oneOf = <T>(rng: Rng, items: readonly T[]): T => items[nextBelow(rng, items.length)] as T;

/**
 * The most reads of one tampered getter a single call may make: a step budget. A call
 * that passes it is looping on the getter (or doing a million times the work it
 * needs); the getter then throws, so that the call ends and the overrun is reported.
 */
export const READ_BUDGET = 1_000_000;

/** What a getter throws past the budget. */
export class ReadBudgetExceeded extends Error {
  constructor() {
    super(`a tampered getter was read more than ${READ_BUDGET} times in one call`);
  }
}

/** The reads of the tampered getter in the current call. */
export interface ReadCounter {
  reads: number;
}

/** What goes at the tampered place: a value, a getter, or nothing (the field removed). */
type Replacement = { readonly value: unknown } | { readonly get: () => unknown } | typeof DELETE;

export interface Tamper {
  readonly name: string;
  readonly replace: (original: unknown, counter: ReadCounter) => Replacement;
}

const num = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);

/** A getter that counts its reads against the budget, then answers `answer()`. */
const counted = (counter: ReadCounter, answer: () => unknown) => () => {
  counter.reads += 1;
  if (counter.reads > READ_BUDGET) throw new ReadBudgetExceeded();
  return answer();
};

const throwing = () => {
  throw new Error('tampered: this value cannot be read');
};

/** Every kind of tamper the fuzz suite makes, on one value. */
export const TAMPERS: readonly Tamper[] = [
  { name: 'x + 0.5', replace: (x) => ({ value: num(x, 2) + 0.5 }) },
  { name: '-x - 1', replace: (x) => ({ value: -num(x, 0) - 1 }) },
  { name: '-1', replace: () => ({ value: -1 }) },
  { name: '1e308', replace: () => ({ value: 1e308 }) },
  { name: '2**53', replace: () => ({ value: 2 ** 53 }) },
  { name: 'NaN', replace: () => ({ value: Number.NaN }) },
  { name: 'Infinity', replace: () => ({ value: Number.POSITIVE_INFINITY }) },
  { name: 'String(x)', replace: (x) => ({ value: typeof x === 'object' ? JSON.stringify(x) : String(x) }) },
  { name: '[x]', replace: (x) => ({ value: [x] }) },
  { name: '{ x }', replace: (x) => ({ value: { x } }) },
  { name: '{}', replace: () => ({ value: {} }) },
  { name: 'null', replace: () => ({ value: null }) },
  { name: 'true', replace: () => ({ value: true }) },
  { name: 'deleted', replace: () => DELETE },
  { name: 'a getter counting its reads', replace: (x, counter) => ({ get: counted(counter, () => x) }) },
  {
    name: 'a getter answering a growing number',
    replace: (x, counter) => {
      let next = num(x, 0);
      return { get: counted(counter, () => next++) };
    },
  },
  { name: 'a getter that throws', replace: () => ({ get: throwing }) },
  {
    name: 'a proxy that throws',
    replace: (x) => {
      const target = typeof x === 'object' && x !== null ? x : {};
      return { value: new Proxy(target, { get: throwing, has: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, getPrototypeOf: throwing }) };
    },
  },
];

/** The value at `path` inside `value`. */
export function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

/**
 * A JSON copy of `input` with `tamper` at `path` (never the whole input: the fuzz table
 * replaces whole arguments already). A getter goes in as an accessor property, so the
 * engine meets it wherever it reads that field.
 */
export function tampered(input: unknown, path: Path, tamper: Tamper, counter: ReadCounter): unknown {
  const copy = JSON.parse(JSON.stringify(input)) as unknown;
  const replacement = tamper.replace(valueAt(copy, path), counter);
  if (replacement === DELETE || 'value' in replacement) return replaceAt(copy, path, replacement === DELETE ? DELETE : replacement.value);
  const parent = valueAt(copy, path.slice(0, -1)) as object;
  Object.defineProperty(parent, path[path.length - 1] as string | number, { get: replacement.get, enumerable: true, configurable: true });
  return copy;
}

/**
 * Where the loops of the engine take their bounds: the seasons (trucks, cones, eggs),
 * the sheet's tracks and streets, the round, the offer, the plans, the cards, the
 * generator's state, the choices waiting. A path belongs to the deepest of these it
 * passes through; anything else is `other`.
 */
const FAMILIES: Readonly<Record<string, number>> = {
  season: 3,
  sheet: 2,
  streets: 1,
  round: 1,
  offer: 1,
  plans: 1,
  cards: 1,
  rng: 1,
  pending: 1,
  record: 1,
  players: 1,
  other: 1,
};
const CARD_KEYS = new Set(['cards', 'deck', 'stacks', 'discards', 'soloCard']);
const CHOICE_KEYS = new Set(['pending', 'pick']);

function familyOf(path: Path): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    if (CARD_KEYS.has(key)) return 'cards';
    if (CHOICE_KEYS.has(key)) return 'pending';
    if (key in FAMILIES) return key;
  }
  return 'other';
}

/**
 * A random place to tamper with in `input`: first a family (the season most often,
 * then the sheet's tracks), then, three times in four, a place that is not another
 * player's (`actor` is the index of the player the call is about), and two times in
 * three a number, the values the engine counts and indexes with.
 */
export function pickPath(input: unknown, rng: Rng, actor: number): Path {
  const paths = pathsOf(input, 100_000).filter((path) => path.length > 0);
  const byFamily = new Map<string, Path[]>();
  for (const path of paths) {
    const family = familyOf(path);
    const members = byFamily.get(family);
    if (members === undefined) byFamily.set(family, [path]);
    else members.push(path);
  }
  const families = [...byFamily.keys()];
  const total = families.reduce((sum, family) => sum + (FAMILIES[family] ?? 1), 0);
  let roll = below(rng, total);
  let chosen = families[0] as string;
  for (const family of families) {
    roll -= FAMILIES[family] ?? 1;
    if (roll < 0) {
      chosen = family;
      break;
    }
  }
  let candidates = byFamily.get(chosen) ?? paths;
  const narrow = (keep: (path: Path) => boolean, odds: number, outOf: number) => {
    const kept = candidates.filter(keep);
    if (kept.length > 0 && below(rng, outOf) < odds) candidates = kept;
  };
  narrow((path) => path[0] !== 'players' || typeof path[1] !== 'number' || path[1] === actor, 3, 4);
  narrow((path) => typeof valueAt(input, path) === 'number', 2, 3);
  return oneOf(rng, candidates);
}
