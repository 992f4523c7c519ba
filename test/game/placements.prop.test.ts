import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { housesForPair, placementsAtHouse, placementsOf } from '../../src/game/legal/placements.js';
import { pairPlayable } from '../../src/game/choice/refusal.js';
import { houseAt, sheetRanges } from '../../src/sheet/placement.js';
import { HOUSE_COUNT } from '../../src/rules/layout.js';
import { midGameArb } from '../support/random-play.js';

// The random bot samples a house, then a build there, without listing every
// placement: its helpers must agree with placementsOf, the list legalChoices uses.
describe('placements by house (the random bot’s sampling)', () => {
  it('houseAt walks the three streets in order', () => {
    const refs = Array.from({ length: HOUSE_COUNT }, (_, index) => houseAt(index));
    expect(refs.slice(0, 11).map((ref) => `${ref.street}:${ref.house}`)).toEqual([
      '0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '0:6', '0:7', '0:8', '0:9', '1:0',
    ]);
    expect(refs.at(-1)).toEqual({ street: 2, house: 11 });
    expect(() => houseAt(HOUSE_COUNT)).toThrow(RangeError);
  });

  it('housesForPair lists each house of placementsOf once, and placementsAtHouse its placements there', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const player of state.players) {
          const ranges = sheetRanges(player.sheet);
          for (const pair of state.offer) {
            const all = placementsOf(player.sheet, pair, ranges);
            const houses = housesForPair(player.sheet, pair, ranges);
            const key = (ref: { street: number; house: number }) => `${ref.street}:${ref.house}`;
            expect(houses.map((index) => key(houseAt(index)))).toEqual([...new Set(all.map(key))].sort(byHouse));
            expect(houses.length > 0).toBe(pairPlayable(player.sheet, pair, ranges));
            for (const index of houses) {
              const here = key(houseAt(index));
              expect(placementsAtHouse(player.sheet, pair, ranges, index)).toEqual(all.filter((placement) => key(placement) === here));
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

function byHouse(a: string, b: string): number {
  const [as, ah] = a.split(':').map(Number) as [number, number];
  const [bs, bh] = b.split(':').map(Number) as [number, number];
  return as - bs || ah - bh;
}
