import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GREEDY_TEMPERATURE, greedyBot, playGame, randomBot } from '../../src/index.js';
import { greedyWith } from '../../src/bots/greedy.js';
import { adoptStreet, rateFenced, rateSheet, rateWritten, rateWrittenKept } from '../../src/bots/evaluate.js';
import type { StreetRating } from '../../src/bots/street-rating.js';
import { drawFence, writeHouseNumber } from '../../src/sheet/edit.js';
import { listFenceSlots } from '../../src/sheet/fences.js';
import { housesFor } from '../../src/index.js';
import { ORIGINAL_SUPPLY, supplyOf, type Supply } from '../../src/bots/supply.js';
import type { GameState } from '../../src/game/state.js';
import type { Sheet } from '../../src/sheet/types.js';
import type { StreetIndex } from '../../src/rules/layout.js';
import { referenceRate } from '../support/rate-reference.js';
import { midGameArb } from '../support/random-play.js';

describe('the greedy rating, street by street', () => {
  it('rates every sheet exactly as the whole-sheet rating it replaced (every variant and seasonal sheet, both supplies)', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        const supply = supplyOf(state.cards.deck);
        for (const player of state.players) {
          expect(rateSheet(player.sheet, state.plans, supply)).toBe(referenceRate(player.sheet, state.plans, supply));
          expect(rateSheet(player.sheet, state.plans, ORIGINAL_SUPPLY)).toBe(referenceRate(player.sheet, state.plans, ORIGINAL_SUPPLY));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('rates a number read into a house exactly as the sheet with it written, whichever sheet was rated before (every variant and seasonal sheet)', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), (state, number, pick) => {
        eachNumberWritten(state, number, pick, (sheet, street, house, written, supply) => {
          expect(rateWritten(sheet, street, house, number, state.plans, supply)).toBe(referenceRate(written, state.plans, supply));
          // The sheet rated just before differs in its tracks: nothing of it may carry over.
          expect(rateSheet(written, state.plans, supply)).toBe(referenceRate(written, state.plans, supply));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('rates the sheets a build leaves exactly as the whole-sheet rating once the street rated with its number is adopted for the written sheet', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), (state, number, pick) => {
        eachNumberWritten(state, number, pick, (sheet, street, house, written, supply) => {
          const kept: (StreetRating | undefined)[] = [];
          expect(rateWrittenKept(sheet, street, house, number, state.plans, supply, kept, 0)).toBe(referenceRate(written, state.plans, supply));
          const rating = kept[0];
          if (sheet.season.kind !== 'classic') {
            expect(rating).toBeUndefined();
            return;
          }
          expect(rating).toBeDefined();
          adoptStreet(written, street, rating as StreetRating);
          // The written sheet, and sheets sharing its street with other tracks (a pool, a temp).
          expect(rateSheet(written, state.plans, supply)).toBe(referenceRate(written, state.plans, supply));
          const pooled = { ...written, pools: Math.min(written.pools + 1, 9), temps: written.temps + 1 };
          expect(rateSheet(pooled, state.plans, supply)).toBe(referenceRate(pooled, state.plans, supply));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('rates a fence drawn beside each of several placements exactly as the sheet with both, the fenced streets shared between them', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), fc.nat(40), (state, number, pick, slotPick) => {
        const supply = supplyOf(state.cards.deck);
        for (const player of state.players) {
          const houses = housesFor(player.sheet, number);
          const slots = listFenceSlots(player.sheet, state.rules);
          if (houses.length === 0 || slots.length === 0) continue;
          // One memo for the placements of one sheet, as a greedy decision keeps it.
          const fenced: (StreetRating | undefined)[] = [];
          for (let k = 0; k < 3; k++) {
            const { street, house } = houses[(pick + k * 7) % houses.length] as (typeof houses)[number];
            const written = writeHouseNumber(player.sheet, street, house, number, false);
            for (let j = 0; j < 3; j++) {
              const slot = slots[(slotPick + j * 5) % slots.length] as (typeof slots)[number];
              const expected = referenceRate(drawFence(written, slot.street, slot.slot), state.plans, supply);
              expect(rateFenced(written, slot.street, slot.slot, state.plans, supply, street, fenced)).toBe(expected);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('greedy games play exactly as with the whole-sheet rating: the same records in every variant (the cache never serves a stale street)', () => {
    // At the default temperature, both bots draw from the same shortlist with the same seed.
    const before = greedyWith(referenceRate, GREEDY_TEMPERATURE);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const options = { players: 1 + (seed % 3), ruleset: 'original', seed, sheet: seed === 2 ? 'christmas' : seed === 5 ? 'ice-cream' : 'classic', variants: { advancedPlans: seed % 2 === 0, roundabouts: seed === 3, expert: seed === 4 } } as const;
      const bots = (bot: typeof greedyBot) => Array.from({ length: options.players }, (_, i) => (i === 1 ? randomBot : bot));
      expect(playGame(options, bots(greedyBot)).record).toEqual(playGame(options, bots(before)).record);
    }
  }, 60_000);
});

/** For each player of `state` whose sheet has a house for `number`: that sheet, one such house (by `pick`), the sheet with the number written there and the game's supply. */
function eachNumberWritten(state: GameState, number: number, pick: number, check: (sheet: Sheet, street: StreetIndex, house: number, written: Sheet, supply: Supply) => void): void {
  const supply = supplyOf(state.cards.deck);
  for (const player of state.players) {
    const houses = housesFor(player.sheet, number);
    if (houses.length === 0) continue;
    const { street, house } = houses[pick % houses.length] as (typeof houses)[number];
    check(player.sheet, street, house, writeHouseNumber(player.sheet, street, house, number, false), supply);
  }
}
