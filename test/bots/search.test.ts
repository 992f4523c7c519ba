import { describe, expect, it } from 'vitest';
import { createGame, emptySheet, evaluateSheet, greedyBot, greedyCandidates, playerView, playGame, randomBot, searchBot, validateChoice, type Card, type Sheet } from '../../src/index.js';

/** A classic sheet whose top street has `numbers` written from its first house (null: empty). */
function topStreet(numbers: readonly (number | null)[]): Sheet {
  const sheet = emptySheet('classic');
  const houses = sheet.streets[0].houses.map((house, i) => ({ ...house, number: i < numbers.length ? (numbers[i] ?? null) : house.number }));
  return { ...sheet, streets: [{ ...sheet.streets[0], houses }, sheet.streets[1], sheet.streets[2]] };
}

describe('evaluateSheet weighs a gap by how much of the deck can fill it', () => {
  const plans = createGame({ players: 2, seed: 1 }).plans;

  it('"a gap that only a few of the cards to come can fill is nearly as bad as a lost house": 1 _ 4 (2 or 3, rare cards) rates below 6 _ 9 (7 or 8, common ones)', () => {
    // The rest of the street alike (10 to 15, 17 written): only the gap differs.
    const rare = topStreet([1, null, 4, 10, 11, 12, 13, 14, 15, 17]);
    const common = topStreet([6, null, 9, 10, 11, 12, 13, 14, 15, 17]);
    expect(evaluateSheet(rare, plans)).toBeLessThan(evaluateSheet(common, plans));
  });

  it('the context\'s deck decides the spread: with a deck of only 2s and 3s, the 1 _ 4 gap is the roomy one', () => {
    const deck: Card[] = [2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3].map((number) => ({ number, effect: 'fence' }));
    const rare = topStreet([1, null, 4, 10, 11, 12, 13, 14, 15, 17]);
    const common = topStreet([6, null, 9, 10, 11, 12, 13, 14, 15, 17]);
    expect(evaluateSheet(rare, plans, { deck })).toBeGreaterThan(evaluateSheet(common, plans, { deck }));
  });

  it('a context that is not { deck?: cards } is refused with argument/invalid', () => {
    const sheet = emptySheet('classic');
    expect(() => evaluateSheet(sheet, plans, { deck: [{ number: 40, effect: 'pool' }] })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => evaluateSheet(sheet, plans, { deck: [] })).toThrow(/empty array/);
    expect(() => evaluateSheet(sheet, plans, 3 as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});

describe('searchBot: determinised Monte Carlo over the greedy shortlist', () => {
  const quick = searchBot({ simulations: 6, candidates: 3, depth: 1 });
  const light = searchBot({ simulations: 4, candidates: 2, depth: 0 });

  it('plays whole legal games in every variant, the solo game and a seasonal sheet among them', () => {
    const tables = [
      { players: 2, seed: 'search-1' },
      { players: 1, ruleset: 'original', seed: 'search-2' },
      { players: 3, ruleset: 'original', seed: 'search-3', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'eggs' },
    ] as const;
    for (const options of tables) {
      const { state } = playGame(options, Array.from({ length: options.players }, (_, i) => (i === 0 ? light : greedyBot)));
      expect(state.status).toBe('over');
    }
  }, 60_000);

  it('its choice is one of the greedy bot\'s shortlist, legal, and the same for the same view and seed', () => {
    const state = createGame({ players: 2, seed: 'search-same' });
    for (const id of ['p1', 'p2']) {
      const view = playerView(state, id);
      const choice = quick(view, 11);
      expect(validateChoice(state, id, choice)).toEqual({ ok: true });
      expect(greedyCandidates(view).slice(0, 3).map((rated) => rated.choice)).toContainEqual(choice);
      expect(quick(structuredClone(view), 11)).toEqual(choice);
    }
  });

  it('with one candidate it plays the greedy bot\'s choice', () => {
    const view = playerView(createGame({ players: 2, seed: 'search-one' }), 'p1');
    const best = greedyCandidates(view)[0]?.choice;
    expect(searchBot({ candidates: 1 })(view, 3)).toEqual(best);
  });

  it('options out of range, misspelt or unreadable are refused with argument/invalid', () => {
    for (const options of [{ simulations: 0 }, { candidates: 1.5 }, { depth: -1 }, { rollout: 'greedy' }, { budget: 10 }, 'fast', null]) {
      expect(() => searchBot(options as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    }
    expect(() => searchBot({ depth: Infinity, rollout: randomBot })).not.toThrow();
  });
});
