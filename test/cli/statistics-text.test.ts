import { describe, expect, it } from 'vitest';
import { estatesBySize } from '../../src/cli/statistics-text.js';

// `simulate`'s mean statistics: the complete estates of each size spelled out, one
// decimal as the rest of the table.

describe("simulate's complete estates by size", () => {
  it('spell each size out, the houses said until a plural has been, the sizes that round to none left out', () => {
    expect(estatesBySize([4, 0.3, 0.25, 0.04, 1, 0.8])).toBe('4.0 of 1 house, 0.3 of 2 houses, 0.3 of 3, 1.0 of 5, 0.8 of 6');
    expect(estatesBySize([0, 0, 2.5, 0, 0, 0])).toBe('2.5 of 3 houses');
  });

  it('say none when every size rounds to none', () => {
    expect(estatesBySize([0, 0.04, 0, 0, 0, 0])).toBe('none');
  });
});
