import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canWrite, fitsAt, housesFor, type House, type Sheet, type Street } from '../../src/index.js';
import { sheetArb } from '../support/arbitraries.js';
import { ordered } from '../support/oracles.js';

function writeAt(street: Street, house: number, number: number): House[] {
  return street.houses.map((h, i) => (i === house ? { ...h, number } : h));
}

const sheetHouseNumber = fc.tuple(sheetArb, fc.constantFrom(0, 1, 2), fc.nat(11), fc.integer({ min: 0, max: 17 }));

describe('placement properties (rules §4.1)', () => {
  it('generated sheets are ordered, as the oracle expects', () => {
    fc.assert(fc.property(sheetArb, (sheet: Sheet) => sheet.streets.every((street) => ordered(street.houses))));
  });

  it('a number fits a house exactly when the house is free and the street stays ordered with each number written once', () => {
    fc.assert(
      fc.property(sheetHouseNumber, ([sheet, streetIndex, rawHouse, number]) => {
        const street = sheet.streets[streetIndex];
        const house = rawHouse % street.houses.length;
        const target = street.houses[house] as House;
        const free = target.number === null && !target.roundabout;
        const houses = writeAt(street, house, number);
        const expected = free && ordered(houses);
        expect(fitsAt(street, house, number)).toBe(expected);
      }),
    );
  });

  it('housesFor lists exactly the houses where the number fits, and canWrite says whether there is one', () => {
    fc.assert(
      fc.property(sheetArb, fc.integer({ min: 0, max: 17 }), (sheet, number) => {
        const all = sheet.streets.flatMap((street, s) => street.houses.map((_, house) => ({ street: s, house })));
        const fitting = all.filter((ref) => fitsAt(sheet.streets[ref.street as 0 | 1 | 2], ref.house, number));
        expect(housesFor(sheet, number)).toEqual(fitting);
        expect(canWrite(sheet, number)).toBe(fitting.length > 0);
      }),
    );
  });
});
