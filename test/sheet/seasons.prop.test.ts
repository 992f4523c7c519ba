import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EGG_VALUES, scoreSheet, type Cone, type Season, type Sheet } from '../../src/index.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { eggPoints, seasonPoints } from '../../src/sheet/compact/score.js';
import { anySheetArb } from '../support/arbitraries.js';
import { gameParamsArb, playedGame } from '../support/random-play.js';

/** Sheets of games in progress on a given kind of sheet. */
const sheetsOn = (sheet: 'ice-cream' | 'christmas' | 'eggs') =>
  fc
    .tuple(gameParamsArb, fc.integer({ min: 0, max: 16 }), fc.nat())
    .map(([params, rounds, pick]) => {
      const state = playedGame({ ...params, sheet }, rounds);
      return state.players[pick % state.players.length]?.sheet as Sheet;
    });

describe('seasonal scoring is monotone where the rules make it so (rules §11)', () => {
  it('ice cream: selling a cone, open or lost, never lowers the score', () => {
    fc.assert(
      fc.property(sheetsOn('ice-cream'), fc.nat(), (sheet, which) => {
        const season = sheet.season;
        if (season.kind !== 'ice-cream') return;
        const unsold = season.cones.flatMap((street, s) => street.flatMap((cone, h) => (cone === 'open' || cone === 'lost' ? [[s, h] as const] : [])));
        if (unsold.length === 0) return;
        const [s, h] = unsold[which % unsold.length] as readonly [number, number];
        const cones = season.cones.map((street, i) => (i === s ? street.map((cone, j) => (j === h ? 'sold' : cone)) : street)) as [Cone[], Cone[], Cone[]];
        const sold: Sheet = { ...sheet, season: { ...season, cones } };
        expect(scoreSheet(sold).seasonal).toBeGreaterThan(scoreSheet(sheet).seasonal);
        expect(scoreSheet(sold).total).toBeGreaterThan(scoreSheet(sheet).total);
      }),
      { numRuns: 60 },
    );
  });

  it('Christmas lights: writing a number in an empty house never shortens a string', () => {
    fc.assert(
      fc.property(sheetsOn('christmas'), fc.nat(), fc.integer({ min: 0, max: 17 }), (sheet, which, number) => {
        const empty = sheet.streets.flatMap((street, s) => street.houses.flatMap((house, h) => (house.number === null && !house.roundabout ? [[s, h] as const] : [])));
        if (empty.length === 0) return;
        const [s, h] = empty[which % empty.length] as readonly [number, number];
        const streets = sheet.streets.map((street, i) =>
          i === s ? { ...street, houses: street.houses.map((house, j) => (j === h ? { ...house, number } : house)) } : street
        ) as unknown as Sheet['streets'];
        const lights = (score: ReturnType<typeof scoreSheet>) => (score.season.kind === 'christmas' ? score.season.lights : []);
        const before = lights(scoreSheet(sheet));
        const after = lights(scoreSheet({ ...sheet, streets }));
        after.forEach((points, street) => expect(points).toBeGreaterThanOrEqual(before[street] ?? 0));
      }),
      { numRuns: 60 },
    );
  });

  it("spring eggs: more eggs are never worth fewer points, and the steps are the rules' table", () => {
    for (let eggs = 0; eggs < 20; eggs++) expect(eggPoints(eggs + 1)).toBeGreaterThanOrEqual(eggPoints(eggs));
    for (const step of EGG_VALUES) expect([eggPoints(step.eggs - 1) < step.points, eggPoints(step.eggs)]).toEqual([true, step.points]);
  });

  it("a sheet's seasonal points are the sum of its season breakdown", () => {
    fc.assert(
      fc.property(fc.constantFrom('ice-cream' as const, 'christmas' as const, 'eggs' as const).chain(sheetsOn), (sheet) => {
        const { seasonal, season } = scoreSheet(sheet);
        const parts = (s: typeof season) => {
          switch (s.kind) {
            case 'classic':
              return 0;
            case 'ice-cream':
              return s.scoops + s.bonuses[0] + s.bonuses[1] + s.bonuses[2];
            case 'christmas':
              return s.lights[0] + s.lights[1] + s.lights[2];
            case 'eggs':
              return s.points;
          }
        };
        expect(seasonal).toBe(parts(season));
        expect((sheet.season as Season).kind).toBe(season.kind);
      }),
      { numRuns: 40 },
    );
  });

  it("the bots' season points, counted without building the breakdown, are the season's points (any sheet, any season, sold and won bonuses included)", () => {
    fc.assert(
      fc.property(fc.oneof(anySheetArb, fc.constantFrom('ice-cream' as const, 'christmas' as const, 'eggs' as const).chain(sheetsOn)), (sheet) => {
        expect(seasonPoints(compactOf(sheet))).toBe(scoreSheet(sheet).seasonal);
      }),
      { numRuns: 300 },
    );
  });
});
