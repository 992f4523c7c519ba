import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, legalChoices, resolveRound, scoreGame, validateChoice, type BuildChoice, type Card, type GameState } from '../../src/index.js';
import { CLAIM_34, stacksFor, THREE_AND_FOUR, withSheet } from '../support/helpers.js';

/** Every player takes their first legal step until they have chosen (an expert pick, then a choice), then the round resolves. */
function playFirstLegal(state: GameState): GameState {
  let next = state;
  for (const player of state.players) {
    while (next.players.find((p) => p.id === player.id)?.pending === null) next = applyChoice(next, player.id, legalChoices(next, player.id)[0]!);
  }
  return resolveRound(next);
}

describe('expert card choice (rules §10.4)', () => {
  it('"each player chooses one card\'s number, then may use the effect … of one of the other two cards"', () => {
    const state = createGame({ players: 2, seed: 1, variants: { expert: true }, stacks: stacksFor(['3 fence', '8 pool', '12 bis']) });
    const drawn = state.cards.discards.map((pile) => pile.at(-1) as Card);
    expect(state.offer).toHaveLength(6);
    for (const pair of state.offer) {
      expect(pair.numberCard).not.toBe(pair.effectCard);
      expect(pair.number).toBe(drawn[pair.numberCard]?.number);
      expect(pair.effect).toBe(drawn[pair.effectCard]?.effect);
    }
  });

  it('draws the top card of each stack every round', () => {
    const state = createGame({ players: 2, seed: 1, variants: { expert: true } });
    expect(state.cards.stacks.map((stack) => stack.length)).toEqual([20, 20, 20]);
    const next = playFirstLegal(state);
    expect(next.cards.stacks.map((stack) => stack.length)).toEqual([19, 19, 19]);
  });

  it('rebuilds a stack once it is drawn out', () => {
    let state = createGame({ players: 2, seed: 1, variants: { expert: true }, stacks: [[{ number: 1, effect: 'park' }], [{ number: 2, effect: 'park' }], [{ number: 3, effect: 'park' }]] });
    state = playFirstLegal(state);
    expect(state.cards.stacks.map((stack) => stack.length)).toEqual([0, 0, 0]);
    expect(state.offer.map((pair) => pair.number).sort()).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('solo (rules §10.3, original with one player)', () => {
  const deck: Card[] = Array.from({ length: 9 }, (_, i) => ({ number: i + 3, effect: 'park' }));

  it('"each round draw 3 cards … build with the number of one of them and the effect … of a different one"', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 2 });
    expect(state.offer).toHaveLength(6);
    const drawn = state.cards.discards[0]?.slice(-3) ?? [];
    for (const pair of state.offer) {
      expect(pair.numberCard).not.toBe(pair.effectCard);
      expect(pair.number).toBe(drawn[pair.numberCard]?.number);
    }
  });

  it('"shuffle the Solo card into one half and put that half under the other"', () => {
    for (let seed = 0; seed < 20; seed++) {
      const state = createGame({ players: 1, ruleset: 'original', seed, deck });
      // 9 cards: 4 above the lower half; the first three are already drawn.
      const soloCard = state.cards.soloCard;
      expect(soloCard === null || soloCard >= 1).toBe(true);
      expect((soloCard ?? 0) + 3).toBeLessThanOrEqual(9);
    }
  });

  it('"when the Solo card is drawn, every plan is approved", and "the game ends when the deck cannot supply three cards"', () => {
    // With this seed three cards lie above the solo card once the first offer is drawn.
    let state = createGame({ players: 1, ruleset: 'original', seed: 3, deck });
    expect(state.cards.soloCard).toBe(3);
    state = playFirstLegal(state);
    expect(state.plans.every((plan) => !plan.approved)).toBe(true);
    state = playFirstLegal(state);
    expect(state.cards.soloCard).toBeNull();
    expect(state.plans.every((plan) => plan.approved)).toBe(true);
    state = playFirstLegal(state);
    expect(state.status).toBe('over');
    expect(state.ended).toEqual([{ reason: 'deck', player: null }]);
  });

  it('"Temp: 7 points with at least 6 temp boxes, else 0"', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 5 });
    const withTemps = (temps: number) => ({ ...state, players: state.players.map((p) => ({ ...p, sheet: { ...p.sheet, temps } })) });
    expect(scoreGame(withTemps(6)).players[0]?.breakdown.temps).toBe(7);
    expect(scoreGame(withTemps(5)).players[0]?.breakdown.temps).toBe(0);
  });

  it('has no reshuffle: the solo pile is never dealt into stacks', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 5, plans: [0, 6, 14] });
    const ready = withSheet(state, 'p1', { streets: THREE_AND_FOUR });
    const legal = legalChoices(ready, 'p1').find((choice) => choice.type === 'build') as BuildChoice;
    expect(validateChoice(ready, 'p1', { ...legal, claims: [CLAIM_34] })).toEqual({ ok: true });
    expect(validateChoice(ready, 'p1', { ...legal, claims: [CLAIM_34], reshuffle: true })).toMatchObject({ ok: false, code: 'choice/reshuffle' });
  });
});
