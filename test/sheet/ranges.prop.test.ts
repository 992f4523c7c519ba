import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsAt, numberRange, type House, type Sheet } from '../../src/index.js';
import type { StreetIndex } from '../../src/rules/layout.js';
import { copyCompact } from '../../src/sheet/compact/compact.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { FIT, FITS, STREET_FITS } from '../../src/sheet/compact/layout.js';
import { fitsSheet, fitsSomewhere, housesMeeting, updateAllRanges } from '../../src/sheet/compact/ranges.js';
import { writeNumber } from '../../src/sheet/compact/write.js';
import { sheetArb } from '../support/arbitraries.js';
import { ordered } from '../support/oracles.js';

const STREET_INDEXES: readonly StreetIndex[] = [0, 1, 2];

/** Every house of the sheet as its index in the compact sheet, street and house. */
function houses(sheet: Sheet): { index: number; street: StreetIndex; house: number }[] {
  let index = 0;
  return STREET_INDEXES.flatMap((street) => sheet.streets[street].houses.map((_, house) => ({ index: index++, street, house })));
}

/**
 * Whether `number` fits the house by the rules themselves (the oracle): the house is
 * empty, holds no roundabout, and the street with the number written there still reads
 * in order (rules §4.1, each side of a roundabout on its own).
 */
function fitsByTheRules(sheet: Sheet, street: StreetIndex, house: number, number: number): boolean {
  const row = sheet.streets[street].houses;
  const self = row[house] as House;
  if (self.number !== null || self.roundabout) return false;
  return ordered(row.map((h, i) => (i === house ? { ...h, number, bis: false } : h)));
}

describe('where a number fits (rules §4.1), worked out at once and kept up to date', () => {
  it('each house takes exactly the numbers the rules allow, street by street and on the whole sheet, and housesMeeting finds the houses any of an interval fits', () => {
    fc.assert(
      fc.property(sheetArb, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 4 }), (sheet, low, width) => {
        const compact = compactOf(sheet);
        const all = houses(sheet);
        for (let number = 0; number <= 17; number++) {
          for (const h of all) {
            const fits = fitsByTheRules(sheet, h.street, h.house, number);
            expect((((compact[FIT + h.index] as number) >>> number) & 1) === 1).toBe(fits);
            expect(fitsAt(sheet.streets[h.street], h.house, number)).toBe(fits);
          }
          expect(fitsSheet(compact, number)).toBe(all.some((h) => fitsByTheRules(sheet, h.street, h.house, number)));
          for (const street of STREET_INDEXES) {
            const here = all.some((h) => h.street === street && fitsByTheRules(sheet, street, h.house, number));
            expect((((compact[STREET_FITS + street] as number) >>> number) & 1) === 1).toBe(here);
          }
        }
        const high = Math.min(17, low + width);
        const meeting = all.filter((h) => Array.from({ length: high - low + 1 }, (_, k) => low + k).some((n) => fitsByTheRules(sheet, h.street, h.house, n)));
        expect(housesMeeting(compact, low, high)).toEqual(meeting.map((h) => h.index));
        expect(fitsSomewhere(compact, low, high)).toBe(meeting.length > 0);
        // numberRange: the lowest and highest that fit (an empty interval for a house nothing fits).
        for (const h of all) {
          const range = numberRange(sheet.streets[h.street], h.house);
          const fitting = Array.from({ length: 18 }, (_, n) => n).filter((n) => fitsByTheRules(sheet, h.street, h.house, n));
          if (fitting.length > 0) expect(range).toEqual({ min: fitting[0], max: fitting.at(-1) });
          else expect(range.min > range.max).toBe(true);
        }
      }),
    );
  });

  it('after a number is written where it fits, the sheet kept up to date is the sheet worked out afresh', () => {
    fc.assert(
      fc.property(sheetArb, fc.nat(32), fc.integer({ min: 0, max: 17 }), (sheet, pick, number) => {
        const free = houses(sheet).filter((h) => fitsByTheRules(sheet, h.street, h.house, number));
        fc.pre(free.length > 0);
        const at = free[pick % free.length] as (typeof free)[number];
        const written = copyCompact(compactOf(sheet));
        writeNumber(written, at.index, number, false);
        const fresh = copyCompact(written);
        updateAllRanges(fresh);
        expect(written).toEqual(fresh);
        expect(written[FITS]).toBe((written[STREET_FITS] as number) | (written[STREET_FITS + 1] as number) | (written[STREET_FITS + 2] as number));
      }),
    );
  });

  it("after a bis copy of a neighbour's number, the sheet kept up to date is the sheet worked out afresh", () => {
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
        const written = copyCompact(compactOf(sheet));
        writeNumber(written, at.index, at.number, true);
        const fresh = copyCompact(written);
        updateAllRanges(fresh);
        expect(written).toEqual(fresh);
      }),
    );
  });
});
