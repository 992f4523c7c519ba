// Bots rate sheets by the hand-set weights, the learned ones or the learned pattern value
// (`rating`), and the levels strong and expert play with the pattern value.
import { describe, expect, it } from 'vitest';
import { BOT_RATINGS, botFor, createGame, greedyBotWith, playGame, playerView, replay, searchBot } from '../../src/index.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { LEARNED_VALUATION } from '../../src/bots/rating/learned/valuation.js';
import { raterFor } from '../../src/bots/rating/rater.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { ruleErrorOf } from '../support/helpers.js';

describe('bots rate by the hand-set or the learned weights', () => {
  it('"rating: one of patterns, learned, hand": anything else is refused with the ratings named', () => {
    for (const rating of ['Learned', 3, null]) {
      const error = ruleErrorOf(() => greedyBotWith({ rating } as never));
      expect(error?.code).toBe('argument/invalid');
      expect(error?.message).toContain('options.rating');
      expect(error?.message).toContain('one of patterns, learned, hand');
      expect(ruleErrorOf(() => searchBot({ rating } as never))?.code).toBe('argument/invalid');
    }
    expect(BOT_RATINGS).toEqual(['patterns', 'learned', 'hand']);
  });

  it('the learned weights rate sheets otherwise than the hand-set ones, and the bots rating by them choose otherwise somewhere in a game', () => {
    const { state, record } = playGame({ players: 2, seed: 'ratings' }, [greedyBotWith({ rating: 'learned' }), greedyBotWith()]);
    expect(replay(record)).toEqual(state);
    const sheet = compactOf(state.players[0]?.sheet as never);
    expect(rateSheet(raterFor(LEARNED_VALUATION, state.cards.deck), sheet, state.plans)).not.toBe(rateSheet(raterFor(HAND_VALUATION, state.cards.deck), sheet, state.plans));
    // Somewhere in the game the two ratings choose differently.
    let game = createGame({ players: 2, seed: 'ratings' });
    const hand = greedyBotWith({ temperature: 0 });
    const learned = greedyBotWith({ temperature: 0, rating: 'learned' });
    let differ = 0;
    for (const choices of record.rounds) {
      const view = playerView(game, 'p1');
      if (JSON.stringify(hand(view, 1)) !== JSON.stringify(learned(view, 1))) differ += 1;
      game = replay({ ...record, rounds: record.rounds.slice(0, record.rounds.indexOf(choices) + 1) });
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('"strong: the greedy bot by the learned pattern value": the strong level chooses as the greedy bot rating by it', () => {
    const game = createGame({ players: 3, ruleset: 'original', seed: 'levels' });
    const view = playerView(game, 'p2');
    expect(botFor('strong')(view, 5)).toEqual(greedyBotWith({ rating: 'patterns' })(view, 5));
  });
});
