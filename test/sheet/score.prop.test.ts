import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS, SHEET_LAYOUT, TRACKS, estatesOf, scoreSheet } from '../../src/index.js';
import { sheetArb } from '../support/arbitraries.js';

const MAX_PLAN_POINTS = [1, 2, 3]
  .map((deck) => Math.max(...PLANS.filter((plan) => plan.deck === deck).map((plan) => plan.first)))
  .reduce((a, b) => a + b, 0);

describe('scoreSheet properties', () => {
  it("a sheet's total equals the sum of its parts", () => {
    fc.assert(
      fc.property(sheetArb, fc.constantFrom(0, 1, 4, 7), (sheet, tempAward) => {
        const b = scoreSheet(sheet, { tempAward });
        const estates = b.estates.reduce((sum, estate) => sum + estate.points, 0);
        const parts = b.plans + b.parks[0] + b.parks[1] + b.parks[2] + b.pools + b.temps + estates + b.seasonal;
        expect(b.total).toBe(parts - b.bis - b.refusals - b.roundabouts);
      }),
    );
  });

  it('every part stays within its track bounds', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const b = scoreSheet(sheet);
        expect(b.plans).toBeGreaterThanOrEqual(0);
        expect(b.plans).toBeLessThanOrEqual(MAX_PLAN_POINTS);
        b.parks.forEach((points, street) => expect(SHEET_LAYOUT[street]?.parks).toContain(points));
        expect(TRACKS.pool).toContain(b.pools);
        expect(TRACKS.bis).toContain(b.bis);
        expect(TRACKS.refusal).toContain(b.refusals);
        expect(TRACKS.roundabout).toContain(b.roundabouts);
        b.estates.forEach((estate, index) => {
          expect(estate.size).toBe(index + 1);
          expect(TRACKS.estates[index]).toContain(estate.value);
          expect(estate.points).toBe(estate.count * estate.value);
          expect(estate.count * estate.size).toBeLessThanOrEqual(33);
        });
      }),
    );
  });

  it('the complete estates scored are exactly the complete estates of the sheet', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const complete = estatesOf(sheet).filter((estate) => estate.complete);
        const b = scoreSheet(sheet);
        expect(b.completeEstates).toBe(complete.length);
        for (const score of b.estates) {
          expect(score.count).toBe(complete.filter((estate) => estate.size === score.size).length);
        }
      }),
    );
  });

  it('marking a plan used never changes the score', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const unused = {
          ...sheet,
          streets: sheet.streets.map((street) => ({
            ...street,
            houses: street.houses.map((house) => ({ ...house, used: false })),
          })) as unknown as typeof sheet.streets,
        };
        expect(scoreSheet(unused)).toEqual(scoreSheet(sheet));
      }),
    );
  });
});
