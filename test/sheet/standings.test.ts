import { describe, expect, it } from 'vitest';
import { compareStandings, rankStandings, type Standing } from '../../src/index.js';

function standing(total: number, counts: readonly number[]): Standing {
  return {
    total,
    completeEstates: counts.reduce((sum, count) => sum + count, 0),
    estates: counts.map((count, index) => ({ size: (index + 1) as 1, count, value: 0, points: 0 })),
  };
}

describe('the winner (rules §7)', () => {
  it('"Most points wins"', () => {
    expect(rankStandings([standing(40, [0, 0, 0, 0, 0, 0]), standing(52, [0, 0, 0, 0, 0, 0])], 'estates')).toEqual([2, 1]);
  });

  it('"Ties: … more complete estates" in both rulesets', () => {
    const a = standing(50, [1, 1, 0, 0, 0, 0]);
    const b = standing(50, [0, 0, 3, 0, 0, 0]);
    expect(rankStandings([a, b], 'estates')).toEqual([2, 1]);
    expect(rankStandings([a, b], 'estates-by-size')).toEqual([2, 1]);
  });

  it('collector: equal points and estates "then a shared victory"', () => {
    const a = standing(50, [2, 0, 0, 0, 0, 0]);
    const b = standing(50, [0, 0, 0, 0, 0, 2]);
    expect(compareStandings(a, b, 'estates')).toBe(0);
    expect(rankStandings([a, b], 'estates')).toEqual([1, 1]);
  });

  it('original: "then more 1-house estates, then more 2-house estates, …"', () => {
    const a = standing(50, [1, 0, 0, 0, 0, 1]);
    const b = standing(50, [0, 1, 0, 0, 1, 0]);
    const c = standing(50, [0, 2, 0, 0, 0, 0]);
    expect(rankStandings([a, b, c], 'estates-by-size')).toEqual([1, 3, 2]);
  });

  it('original: identical counts share the victory', () => {
    const a = standing(50, [1, 0, 0, 0, 0, 1]);
    expect(rankStandings([a, a, standing(10, [0, 0, 0, 0, 0, 0])], 'estates-by-size')).toEqual([1, 1, 3]);
  });
});
