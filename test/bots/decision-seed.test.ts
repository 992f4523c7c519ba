import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, decisionSeed, greedyBot, legalChoices, playerView, resolveRound, RuleError, type GameState } from '../../src/index.js';

// A seed for each seat's decision in a loop of one's own: "the same view and seed must
// always give the same choice", so seats need seeds of their own to choose apart.
describe('decisionSeed', () => {
  const state = createGame({ players: ['ann', 'bob', 'cy'], seed: 'seats' });

  it('gives each seat of a round its own seed, the same for the same game, and another the next round', () => {
    const seeds = state.players.map((player) => decisionSeed(state, player.id));
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(createGame({ players: ['ann', 'bob', 'cy'], seed: 'seats' }).players.map((player) => decisionSeed(state, player.id))).toEqual(seeds);
    let next: GameState = state;
    for (const player of state.players) next = applyChoice(next, player.id, greedyBot(playerView(next, player.id), decisionSeed(next, player.id)));
    next = resolveRound(next);
    expect(next.round).toBe(2);
    expect(next.players.map((player) => decisionSeed(next, player.id))).not.toEqual(seeds);
    // Another game's seed, other seeds.
    expect(decisionSeed(createGame({ players: ['ann', 'bob', 'cy'], seed: 'other' }), 'ann')).not.toBe(seeds[0]);
  });

  it('"Expert: pick a number card, then choose a pair of it": the decision after the pick gets another seed', () => {
    const expert = createGame({ players: 2, seed: 'pick', variants: { expert: true } });
    const before = decisionSeed(expert, 'p1');
    const pick = legalChoices(expert, 'p1')[0];
    if (pick?.type !== 'pick') throw new Error('an expert game starts with a pick');
    const picked = applyChoice(expert, 'p1', pick);
    expect(decisionSeed(picked, 'p1')).not.toBe(before);
    expect(decisionSeed(picked, 'p2')).toBe(decisionSeed(expert, 'p2'));
  });

  it('a player not in the game is choice/unknown-player, naming the players', () => {
    expect(() => decisionSeed(state, 'zed')).toThrow(RuleError);
    expect(() => decisionSeed(state, 'zed')).toThrow(/the players are ann, bob, cy/);
  });
});
