import { describe, expect, it } from 'vitest';
import { RuleError, tempAwards } from '../../src/index.js';

describe('temp awards (rules §7)', () => {
  it('"counts 5, 5, 3, 2 → 7, 7, 4, 1" (dense ranking)', () => {
    expect(tempAwards([5, 5, 3, 2])).toEqual([7, 7, 4, 1]);
  });

  it('"A player with no temp box scores 0", even when fewer than three counts are positive', () => {
    expect(tempAwards([0, 4, 0])).toEqual([0, 7, 0]);
    expect(tempAwards([0, 0])).toEqual([0, 0]);
  });

  it('a fourth distinct count scores nothing', () => {
    expect(tempAwards([9, 1, 4, 2, 3])).toEqual([7, 0, 4, 0, 1]);
  });

  it('keeps the input order', () => {
    expect(tempAwards([1, 2, 3])).toEqual([1, 4, 7]);
  });

  it('"Solo: 7 if at least 6 temps, else 0" (one sheet is solo unless told otherwise)', () => {
    expect(tempAwards([6])).toEqual([7]);
    expect(tempAwards([5])).toEqual([0]);
    expect(tempAwards([5], { solo: false })).toEqual([7]);
    expect(tempAwards([6, 6], { solo: true })).toEqual([7, 7]);
  });

  it('rejects a count that is not 0–11 boxes with sheet/invalid', () => {
    for (const counts of [[-1, 2], [12], [1.5, 0]]) {
      expect(() => tempAwards(counts)).toThrow(RuleError);
    }
    expect(() => tempAwards([3, 12])).toThrow(/temps\[1\]/);
  });
});
