import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, playGame, randomBot } from '../../src/index.js';
import { greedyWith } from '../../src/bots/greedy.js';
import { rateSheet } from '../../src/bots/evaluate.js';
import { ORIGINAL_SUPPLY, supplyOf } from '../../src/bots/supply.js';
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

  it('greedy games play exactly as with the whole-sheet rating: the same records in every variant (the cache never serves a stale street)', () => {
    const before = greedyWith(referenceRate);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const options = { players: 1 + (seed % 3), ruleset: 'original', seed, sheet: seed === 2 ? 'christmas' : seed === 5 ? 'ice-cream' : 'classic', variants: { advancedPlans: seed % 2 === 0, roundabouts: seed === 3, expert: seed === 4 } } as const;
      const bots = (bot: typeof greedyBot) => Array.from({ length: options.players }, (_, i) => (i === 1 ? randomBot : bot));
      expect(playGame(options, bots(greedyBot)).record).toEqual(playGame(options, bots(before)).record);
    }
  }, 60_000);
});
