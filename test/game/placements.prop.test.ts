import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { housesForPair, placementsAtHouse, placementsOf, usablePair } from '../../src/game/legal/placements.js';
import { buildOptionCount, buildOptions, effectUseCache, nthBuildOption } from '../../src/game/legal/builds.js';
import { contextOf } from '../../src/game/choice/source.js';
import { TEMP_BOXES } from '../../src/rules/tracks.js';
import { pairPlayable } from '../../src/game/choice/refusal.js';
import { refOf as houseAt } from '../../src/game/legal/walk.js';
import { copyCompact } from '../../src/sheet/compact/compact.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { TEMPS } from '../../src/sheet/compact/layout.js';
import { spotsOn, withRoundabout } from '../../src/sheet/compact/roundabouts.js';
import { HOUSE_COUNT } from '../../src/rules/layout.js';
import { midGameArb } from '../support/random-play.js';

// The random bot samples a house, then a build there, without listing every
// placement: its helpers must agree with placementsOf, the list legalChoices uses.
describe('placements by house (the random bot’s sampling)', () => {
  it('houseAt walks the three streets in order', () => {
    const refs = Array.from({ length: HOUSE_COUNT }, (_, index) => houseAt(index));
    expect(refs.slice(0, 11).map((ref) => `${ref.street}:${ref.house}`)).toEqual([
      '0:0',
      '0:1',
      '0:2',
      '0:3',
      '0:4',
      '0:5',
      '0:6',
      '0:7',
      '0:8',
      '0:9',
      '1:0',
    ]);
    expect(refs.at(-1)).toEqual({ street: 2, house: 11 });
  });

  it('housesForPair lists each house of placementsOf once, and placementsAtHouse its placements there', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const player of state.players) {
          const sheet = compactOf(player.sheet);
          for (const pair of state.offer) {
            const all = placementsOf(sheet, pair);
            const houses = housesForPair(sheet, pair);
            const key = (ref: { street: number; house: number }) => `${ref.street}:${ref.house}`;
            expect(houses.map((index) => key(houseAt(index)))).toEqual([...new Set(all.map(key))].sort(byHouse));
            expect(houses.length > 0).toBe(pairPlayable(sheet, pair));
            for (const index of houses) {
              const here = key(houseAt(index));
              expect(placementsAtHouse(sheet, pair, index)).toEqual(all.filter((placement) => key(placement) === here));
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the builds at a placement, counted and taken by index, are buildOptions in its order (every variant and seasonal sheet, with and without a roundabout)', () => {
    fc.assert(
      fc.property(midGameArb, fc.nat(50), (state, spotPick) => {
        state.players.forEach((player, seat) => {
          const ctx = contextOf(state, seat);
          const own = compactOf(player.sheet);
          const spots = spotsOn(own);
          const at = spots.length > 0 && spotPick % 2 === 0 ? (spots[spotPick % spots.length] as number) : undefined;
          const spot = at === undefined ? undefined : houseAt(at);
          const written = at === undefined ? own : withRoundabout(own, at);
          // Every third sheet with its temp boxes all crossed: a temp then offers no crossing without a change.
          const sheet = spotPick % 3 === 0 ? copyCompact(written) : written;
          if (spotPick % 3 === 0) sheet[TEMPS] = TEMP_BOXES;
          const cache = effectUseCache(sheet);
          for (let pair = 0; pair < ctx.offer.length; pair++) {
            const usable = usablePair(ctx, pair);
            if (usable === undefined) {
              expect(buildOptionCount(sheet, ctx, pair, { street: 0, house: 0, number: 0, delta: 0 })).toBe(0);
              continue;
            }
            for (const placement of placementsOf(sheet, usable)) {
              const listed = buildOptions(sheet, ctx, pair, placement, spot, cache);
              const count = buildOptionCount(sheet, ctx, pair, placement);
              expect(count).toBe(listed.length);
              // Key order too: the random bot records the one it takes as it stands.
              const taken = Array.from({ length: count }, (_, n) => nthBuildOption(sheet, ctx, pair, placement, spot, n));
              expect(JSON.stringify(taken)).toBe(JSON.stringify(listed));
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});

function byHouse(a: string, b: string): number {
  const [as, ah] = a.split(':').map(Number) as [number, number];
  const [bs, bh] = b.split(':').map(Number) as [number, number];
  return as - bs || ah - bh;
}
