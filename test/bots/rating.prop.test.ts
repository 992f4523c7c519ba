import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GREEDY_TEMPERATURE, greedyBot, playGame, randomBot } from '../../src/index.js';
import { greedyWith } from '../../src/bots/greedy.js';
import { adoptStreet, featuresOf, rateFenced, rateSheet, rateWritten, rateWrittenKept } from '../../src/bots/rating/evaluate.js';
import { FEATURE_COUNT, type Valuation } from '../../src/bots/rating/valuation.js';
import type { StreetRating } from '../../src/bots/rating/street-rating.js';
import { copyCompact, type CompactSheet } from '../../src/sheet/compact/compact.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { CLASSIC, KIND, NUMBER, OFFSET, POOLS, TEMPS } from '../../src/sheet/compact/layout.js';
import { updateAllRanges } from '../../src/sheet/compact/ranges.js';
import { drawFence } from '../../src/sheet/compact/write.js';
import { fenceSlots, housesFor } from '../../src/index.js';
import { ORIGINAL_SUPPLY, supplyOfDeck, type Supply } from '../../src/bots/rating/supply.js';
import { newRater, type Rater } from '../../src/bots/rating/rater.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import type { GameState } from '../../src/game/state.js';
import type { StreetIndex } from '../../src/rules/layout.js';
import { referenceFeatures, referenceRate } from '../support/rate-reference.js';
import { midGameArb } from '../support/random-play.js';

describe('the greedy rating, street by street', () => {
  it('reads every feature of every sheet as the whole-sheet rating does, and weighs them by any valuation alike (every variant and seasonal sheet)', () => {
    const weights = fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: FEATURE_COUNT, maxLength: FEATURE_COUNT });
    fc.assert(
      fc.property(midGameArb, weights, weights, (state, base, late) => {
        const supply = supplyOfDeck(state.cards.deck);
        const valuation: Valuation = { base, late };
        const hand = newRater(HAND_VALUATION, supply);
        const weighed = newRater(valuation, supply);
        for (const player of state.players) {
          const sheet = compactOf(player.sheet);
          expect([...featuresOf(hand, sheet, state.plans)]).toEqual(referenceFeatures(sheet, state.plans, supply));
          expect(rateSheet(weighed, sheet, state.plans)).toBe(referenceRate(sheet, state.plans, supply, valuation));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('rates every sheet exactly as the whole-sheet rating it replaced (every variant and seasonal sheet, both supplies)', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        const supply = supplyOfDeck(state.cards.deck);
        const rater = newRater(HAND_VALUATION, supply);
        const original = newRater(HAND_VALUATION, ORIGINAL_SUPPLY);
        for (const player of state.players) {
          const sheet = compactOf(player.sheet);
          expect(rateSheet(rater, sheet, state.plans)).toBe(referenceRate(sheet, state.plans, supply));
          expect(rateSheet(original, sheet, state.plans)).toBe(referenceRate(sheet, state.plans, ORIGINAL_SUPPLY));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('rates a number read into a house exactly as the sheet with it written, whichever sheet was rated before (every variant and seasonal sheet)', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), (state, number, pick) => {
        eachNumberWritten(state, number, pick, (sheet, street, house, written, supply, rater) => {
          expect(rateWritten(rater, sheet, street, house, number, state.plans)).toBe(referenceRate(written, state.plans, supply));
          // The sheet rated just before differs in its tracks: nothing of it may carry over.
          expect(rateSheet(rater, written, state.plans)).toBe(referenceRate(written, state.plans, supply));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('rates the sheets a build leaves exactly as the whole-sheet rating once the street rated with its number is adopted for the written sheet', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), (state, number, pick) => {
        eachNumberWritten(state, number, pick, (sheet, street, house, written, supply, rater) => {
          const kept: (StreetRating | undefined)[] = [];
          expect(rateWrittenKept(rater, sheet, street, house, number, state.plans, kept, 0)).toBe(referenceRate(written, state.plans, supply));
          const rating = kept[0];
          if (sheet[KIND] !== CLASSIC) {
            expect(rating).toBeUndefined();
            return;
          }
          expect(rating).toBeDefined();
          adoptStreet(rater, written, street, rating as StreetRating);
          // The written sheet, and sheets sharing its street with other tracks (a pool, a temp).
          expect(rateSheet(rater, written, state.plans)).toBe(referenceRate(written, state.plans, supply));
          const pooled = copyCompact(written);
          pooled[POOLS] = Math.min((written[POOLS] as number) + 1, 9);
          pooled[TEMPS] = (written[TEMPS] as number) + 1;
          expect(rateSheet(rater, pooled, state.plans)).toBe(referenceRate(pooled, state.plans, supply));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('rates a fence drawn beside each of several placements exactly as the sheet with both, the fenced streets shared between them', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer({ min: 0, max: 17 }), fc.nat(40), fc.nat(40), (state, number, pick, slotPick) => {
        const supply = supplyOfDeck(state.cards.deck);
        const rater = newRater(HAND_VALUATION, supply);
        for (const player of state.players) {
          const houses = housesFor(player.sheet, number);
          const slots = fenceSlots(player.sheet, state.rules);
          const sheet = compactOf(player.sheet);
          if (houses.length === 0 || slots.length === 0) continue;
          // One memo for the placements of one sheet, as a greedy decision keeps it.
          const fenced: (StreetRating | undefined)[] = [];
          for (let k = 0; k < 3; k++) {
            const { street, house } = houses[(pick + k * 7) % houses.length] as (typeof houses)[number];
            const written = bareWrite(sheet, street, house, number);
            for (let j = 0; j < 3; j++) {
              const slot = slots[(slotPick + j * 5) % slots.length] as (typeof slots)[number];
              const drawn = copyCompact(written);
              drawFence(drawn, slot.street, slot.slot);
              const expected = referenceRate(drawn, state.plans, supply);
              expect(rateFenced(rater, written, slot.street, slot.slot, state.plans, street, fenced)).toBe(expected);
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
      const options = {
        players: 1 + (seed % 3),
        ruleset: 'original',
        seed,
        sheet: seed === 2 ? 'christmas' : seed === 5 ? 'ice-cream' : 'classic',
        variants: { advancedPlans: seed % 2 === 0, roundabouts: seed === 3, expert: seed === 4 },
      } as const;
      const bots = (bot: typeof greedyBot) => Array.from({ length: options.players }, (_, i) => (i === 1 ? randomBot : bot));
      expect(playGame(options, bots(greedyBot)).record).toEqual(playGame(options, bots(before)).record);
    }
  }, 60_000);
});

/** For each player of `state` whose sheet has a house for `number`: that sheet, one such house (by `pick`), the sheet with the number written there and the game's supply. */
function eachNumberWritten(
  state: GameState,
  number: number,
  pick: number,
  check: (sheet: CompactSheet, street: StreetIndex, house: number, written: CompactSheet, supply: Supply, rater: Rater) => void,
): void {
  const supply = supplyOfDeck(state.cards.deck);
  // One rater for every sheet of the state, as a decision keeps one: what it keeps of one sheet must never serve another.
  const rater = newRater(HAND_VALUATION, supply);
  for (const player of state.players) {
    const houses = housesFor(player.sheet, number);
    if (houses.length === 0) continue;
    const { street, house } = houses[pick % houses.length] as (typeof houses)[number];
    const sheet = compactOf(player.sheet);
    check(sheet, street, house, bareWrite(sheet, street, house, number), supply, rater);
  }
}

/** The sheet with `number` written in the house, nothing else: the number as the rating reads it. */
function bareWrite(sheet: CompactSheet, street: StreetIndex, house: number, number: number): CompactSheet {
  const written = copyCompact(sheet);
  written[NUMBER + OFFSET[street] + house] = number;
  updateAllRanges(written);
  return written;
}
