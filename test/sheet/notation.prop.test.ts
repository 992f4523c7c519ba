import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetFromText, streetsToText } from '../../src/sheet/notation.js';
import { sheetArb } from '../support/arbitraries.js';

describe('the sheet notation of tests and the command line', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const { streets: _streets, ...tracks } = sheet;
        const parks = [sheet.streets[0].parks, sheet.streets[1].parks, sheet.streets[2].parks] as const;
        expect(sheetFromText({ ...tracks, parks, streets: streetsToText(sheet) })).toEqual(sheet);
      }),
    );
  });
});
