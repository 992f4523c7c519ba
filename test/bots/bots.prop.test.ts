import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, playerView, randomBot, validateChoice } from '../../src/index.js';
import { midGameArb } from '../support/random-play.js';

describe('bots', () => {
  it('only ever return legal choices, claims included', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer(), (state, seed) => {
        for (const player of state.players) {
          const view = playerView(state, player.id);
          for (const bot of [randomBot, greedyBot]) expect(validateChoice(state, player.id, bot(view, seed))).toEqual({ ok: true });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are pure: the same view and seed give the same choice', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer(), (state, seed) => {
        const view = playerView(state, state.players[0]?.id as string);
        expect(randomBot(view, seed)).toEqual(randomBot(structuredClone(view), seed));
        expect(greedyBot(view, seed)).toEqual(greedyBot(structuredClone(view), seed));
      }),
      { numRuns: 15 },
    );
  });
});
