import { describe, expect, it } from 'vitest';
import { createGame, type Card, type Choice, type GameState } from '../../src/index.js';
import { playRound, stacksFor } from '../support/helpers.js';

const sortCards = (cards: readonly Card[]) => cards.map((card) => `${card.number} ${card.effect}`).sort();
const move = (house: number): Choice => ({ type: 'build', pair: 0, street: 2, house });

function afterRounds(ruleset: 'collector' | 'original', rounds: number): { before: GameState; after: GameState } {
  // Stacks of three cards each: round 3 flips the last card of every stack.
  const stacks = stacksFor(['1 fence', '2 pool', '3 temp'], ['4 bis', '5 park', '6 improvement']);
  let state = createGame({ players: 2, seed: 'stacks', ruleset, stacks });
  let before = state;
  for (let r = 0; r < rounds; r++) {
    before = state;
    state = playRound(state, { p1: move(r), p2: move(r) });
  }
  return { before, after: state };
}

describe('a stack running out (rules §3.1)', () => {
  it('collector: "each stack\'s own discard pile, less the card just flipped, is shuffled separately and becomes that stack again"', () => {
    const { before, after } = afterRounds('collector', 2);
    expect(after.cards.stacks.map((stack) => stack.length)).toEqual([2, 2, 2]);
    after.cards.discards.forEach((pile, k) => {
      const flipped = before.cards.stacks[k]?.[0] as Card;
      expect(pile).toEqual([flipped]); // the just-flipped card stays face up
      expect(after.offer[k]?.effect).toBe(flipped.effect);
      expect(sortCards(after.cards.stacks[k] ?? [])).toEqual(sortCards(before.cards.discards[k] ?? []));
    });
  });

  it('original: "all cards except the three just flipped are shuffled together and dealt into three equal stacks"', () => {
    const { before, after } = afterRounds('original', 2);
    const flipped = before.cards.stacks.map((stack) => stack[0] as Card);
    expect(after.cards.discards).toEqual(flipped.map((card) => [card]));
    expect(after.cards.stacks.map((stack) => stack.length)).toEqual([2, 2, 2]);
    expect(sortCards(after.cards.stacks.flat())).toEqual(sortCards(before.cards.discards.flat()));
    after.offer.forEach((pair, k) => expect(pair.effect).toBe(flipped[k]?.effect));
  });
});
