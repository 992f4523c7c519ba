import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBelow, nextUint32, seedRng, shuffleInPlace } from '../../src/internal/rng.js';

type State = [number, number, number, number];
const stateOf = (seed: string): State => [...seedRng(seed)];

// The plain statement of the draw, in doubles: the engine's faster arithmetic must
// give exactly these numbers, or every seeded game (and the golden games) would change.
function reference(state: State, bound: number): number {
  const limit = 0x100000000 - (0x100000000 % bound);
  for (;;) {
    const value = nextUint32(state);
    if (value < limit) return value % bound;
  }
}

describe('the seeded generator', () => {
  it('keeps its state as four unsigned 32-bit integers (plain JSON)', () => {
    const state = stateOf('json');
    for (let i = 0; i < 1000; i++) nextUint32(state);
    expect(state.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)).toBe(true);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('nextBelow draws the numbers of the plain rejection-sampling statement, small and large bounds alike', () => {
    const bounds = fc.oneof(
      fc.integer({ min: 1, max: 100 }),
      // Around 2^15, where the integer path gives way to the double one.
      fc.constantFrom(0x7fff, 0x8000, 0x8001, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000),
      fc.integer({ min: 0x7000, max: 0x11000 }),
      fc.integer({ min: 1, max: 2 ** 32 }),
    );
    fc.assert(
      fc.property(fc.string(), fc.array(bounds, { minLength: 1, maxLength: 50 }), (seed, list) => {
        const fast = stateOf(seed);
        const plain = stateOf(seed);
        for (const bound of list) {
          const value = nextBelow(fast, bound);
          expect(value).toBe(reference(plain, bound));
          expect(value >= 0 && value < bound).toBe(true);
        }
        expect(fast).toEqual(plain);
      }),
      { numRuns: 300 },
    );
  });

  it('nextBelow refuses an empty range instead of looping forever', () => {
    expect(() => nextBelow(stateOf('empty'), 0)).toThrow(RangeError);
    expect(() => nextBelow(stateOf('empty'), Number.NaN)).toThrow(RangeError);
  });

  it('the same seed shuffles the same way, and a shuffle keeps every item', () => {
    const deck = Array.from({ length: 81 }, (_, i) => i);
    const a = deck.slice();
    const b = deck.slice();
    shuffleInPlace(a, stateOf('deck'));
    shuffleInPlace(b, stateOf('deck'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(deck);
    expect(a.slice().sort((x, y) => x - y)).toEqual(deck);
  });
});
