import { describe, expect, it } from 'vitest';
import { estatesEn, estatesFr } from '../../web/estate-words.js';

// The page's statistics: the complete estates of each size spelled out, rather than
// six bare counts ("4·3·0·0·1·1").

describe("the statistics' complete estates", () => {
  it('spell each size out, the houses said until a plural has been, the sizes with none left out', () => {
    expect(estatesEn([4, 3, 0, 0, 1, 1])).toBe('4 of 1 house, 3 of 2 houses, 1 of 5, 1 of 6');
    expect(estatesFr([4, 3, 0, 0, 1, 1])).toBe('4 de 1 maison, 3 de 2 maisons, 1 de 5, 1 de 6');
    expect(estatesEn([0, 0, 2, 0, 0, 1])).toBe('2 of 3 houses, 1 of 6');
    expect(estatesEn([1, 0, 0, 0, 0, 0])).toBe('1 of 1 house');
  });

  it('say none when no estate is complete', () => {
    expect(estatesEn([0, 0, 0, 0, 0, 0])).toBe('none');
    expect(estatesFr([0, 0, 0, 0, 0, 0])).toBe('aucun');
  });
});
