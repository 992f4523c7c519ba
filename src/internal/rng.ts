/**
 * A small seeded generator (sfc32) whose whole state is four unsigned 32-bit integers,
 * so a game can carry it as plain JSON and replay it exactly. Never `Math.random`.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into a generator state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: [number, number, number, number] = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 15; i++) nextUint32(state);
  return state;
}

/**
 * A generator state from a 32-bit seed and a salt (splitmix32), much cheaper than
 * hashing a string: for bots, which seed a generator for every decision.
 */
export function rngFromNumber(seed: number, salt: number): [number, number, number, number] {
  // Four steps written out, without a closure: bots seed a generator for every decision.
  const x1 = (((seed ^ Math.imul(salt, 0x9e3779b9)) >>> 0) + 0x9e3779b9) | 0;
  const x2 = (x1 + 0x9e3779b9) | 0;
  const x3 = (x2 + 0x9e3779b9) | 0;
  const x4 = (x3 + 0x9e3779b9) | 0;
  return [splitmix(x1), splitmix(x2), splitmix(x3), splitmix(x4)];
}

/** The output of one splitmix32 step whose counter is now `x`. */
function splitmix(x: number): number {
  let z = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Advances `state` in place and returns the next unsigned 32-bit integer. */
export function nextUint32(state: [number, number, number, number]): number {
  // Index reads, not destructuring: this runs for every card shuffled.
  const a = state[0];
  const b = state[1];
  const c = state[2];
  const d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  const c2 = ((c << 21) | (c >>> 11)) + t;
  state[0] = (b ^ (b >>> 9)) >>> 0;
  state[1] = (c + (c << 3)) >>> 0;
  state[2] = c2 >>> 0;
  state[3] = (d + 1) >>> 0;
  return t >>> 0;
}

/** `value % bound` for an unsigned 32-bit `value`, in integer arithmetic when `bound` is small. */
function remainder(value: number, bound: number): number {
  if (bound > 0x8000) return value % bound;
  // Both steps stay below 2^31, where V8 divides integers rather than doubles.
  return ((((value >>> 16) % bound) << 16) + (value & 0xffff)) % bound;
}

/** The largest multiple of `bound` that is at most 2^32. */
function limitFor(bound: number): number {
  return 0x100000000 - ((remainder(0xffffffff, bound) + 1) % bound);
}

/** {@link limitFor} of the bounds up to 1,024, which draws use most (cards, houses, builds, the greedy bot's noise), worked out once. */
const LIMITS: readonly number[] = Array.from({ length: 1025 }, (_, bound) => (bound === 0 ? 0 : limitFor(bound)));

/** A uniform integer in `[0, bound)`, advancing `state` in place (rejection sampling, no bias). */
export function nextBelow(state: [number, number, number, number], bound: number): number {
  // Past 2^32 no value of the generator would be accepted (the limit below is 0): refused, never a draw that loops forever.
  if (!(bound >= 1 && bound <= 0x100000000)) throw new RangeError(`nothing to draw from: bound ${bound}`);
  // The largest multiple of `bound` that is at most 2^32: values from it up are rejected.
  // Read within the table only: a read past an array's end is slow in V8.
  const limit = bound < LIMITS.length ? (LIMITS[bound] ?? limitFor(bound)) : limitFor(bound);
  for (;;) {
    const value = nextUint32(state);
    if (value < limit) return remainder(value, bound);
  }
}

/**
 * Shuffles the first `count` of `items` (all of them by default) in place (Fisher–Yates), advancing `state` in place: {@link nextBelow}
 * for each card, with the generator's state in local variables for the whole shuffle
 * (the same steps as {@link nextUint32}, whose additions and shifts give the same bits on
 * signed 32-bit values), as every game shuffles its deck.
 */
export function shuffleInPlace<T>(items: { length: number; [index: number]: T }, state: [number, number, number, number], count: number = items.length): void {
  let a = state[0] | 0;
  let b = state[1] | 0;
  let c = state[2] | 0;
  let d = state[3] | 0;
  for (let i = count - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = bound < LIMITS.length ? (LIMITS[bound] as number) : limitFor(bound);
    let value: number;
    do {
      const t = (((a + b) | 0) + d) | 0;
      const c2 = (((c << 21) | (c >>> 11)) + t) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = c2;
      d = (d + 1) | 0;
      value = t >>> 0;
    } while (value >= limit);
    const j = remainder(value, bound);
    const item = items[i] as T;
    items[i] = items[j] as T;
    items[j] = item;
  }
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
}

/**
 * A fresh seed from the platform's cryptographic generator, used only when a game is
 * created without one; the game records it so it can be replayed.
 */
export function drawSeed(): string | undefined {
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint32Array) => Uint32Array } }).crypto;
  if (crypto?.getRandomValues === undefined) return undefined;
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}
