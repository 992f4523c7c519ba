import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsAt, type House, type Sheet } from '../../src/index.js';
import type { StreetIndex } from '../../src/rules/layout.js';
import { writeHouseNumber } from '../../src/sheet/edit.js';
import { fitsAnywhere, fitsBetween, housesMeeting, rangesAfterWrite, sheetRanges } from '../../src/sheet/placement.js';
import { sheetArb } from '../support/arbitraries.js';

const STREET_INDEXES: readonly StreetIndex[] = [0, 1, 2];

/** Every house of the sheet as its index in the ranges, street and house. */
function houses(sheet: Sheet): { index: number; street: StreetIndex; house: number }[] {
  let index = 0;
  return STREET_INDEXES.flatMap((street) => sheet.streets[street].houses.map((_, house) => ({ index: index++, street, house })));
}

describe('the ranges of a sheet (rules §4.1), worked out at once and kept up to date', () => {
  it('"fits" holds a number exactly when it fits some house, street by street, and housesMeeting finds the houses any of an interval fits', () => {
    fc.assert(
      fc.property(sheetArb, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 4 }), (sheet, low, width) => {
        const ranges = sheetRanges(sheet);
        const all = houses(sheet);
        for (let number = 0; number <= 17; number++) {
          expect(fitsAnywhere(ranges, number)).toBe(all.some((h) => fitsAt(sheet.streets[h.street], h.house, number)));
          for (const street of STREET_INDEXES) {
            const here = all.some((h) => h.street === street && fitsAt(sheet.streets[street], h.house, number));
            expect((((ranges.streetFits[street] as number) >>> number) & 1) === 1).toBe(here);
          }
        }
        const high = Math.min(17, low + width);
        const meeting = all.filter((h) => Array.from({ length: high - low + 1 }, (_, k) => low + k).some((n) => fitsAt(sheet.streets[h.street], h.house, n)));
        expect(housesMeeting(ranges, low, high)).toEqual(meeting.map((h) => h.index));
        expect(fitsBetween(ranges, low, high)).toBe(meeting.length > 0);
      }),
    );
  });

  it('after a number is written where it fits, the ranges updated from the old ones are the new sheet\'s', () => {
    fc.assert(
      fc.property(sheetArb, fc.nat(32), fc.integer({ min: 0, max: 17 }), (sheet, pick, number) => {
        const free = houses(sheet).filter((h) => fitsAt(sheet.streets[h.street], h.house, number));
        fc.pre(free.length > 0);
        const at = free[pick % free.length] as (typeof free)[number];
        const after = writeHouseNumber(sheet, at.street, at.house, number, false);
        expect(rangesAfterWrite(sheetRanges(sheet), after, at.street, at.house)).toEqual(sheetRanges(after));
      }),
    );
  });

  it('after a bis copy of a neighbour\'s number, the ranges updated from the old ones are the new sheet\'s', () => {
    fc.assert(
      fc.property(sheetArb, fc.nat(32), (sheet, pick) => {
        // Empty houses beside a written one, with no roundabout between: where a bis copy goes.
        const targets = houses(sheet).flatMap((h) => {
          const row = sheet.streets[h.street].houses;
          const self = row[h.house] as House;
          if (self.number !== null || self.roundabout) return [];
          return [row[h.house - 1], row[h.house + 1]].flatMap((source) => (source !== undefined && source.number !== null && !source.roundabout ? [{ ...h, number: source.number }] : []));
        });
        fc.pre(targets.length > 0);
        const at = targets[pick % targets.length] as (typeof targets)[number];
        const after = writeHouseNumber(sheet, at.street, at.house, at.number, true);
        expect(rangesAfterWrite(sheetRanges(sheet), after, at.street, at.house)).toEqual(sheetRanges(after));
      }),
    );
  });
});
