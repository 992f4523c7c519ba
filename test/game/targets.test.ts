import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, playGame, randomBot, targetsAt, type Card, type Placement } from '../../src/index.js';

/** Stacks whose first offer is 3 with a fence, 5 with a pool, 7 with a temp agency. */
const STACKS: [Card[], Card[], Card[]] = [
  [{ number: 8, effect: 'fence' }, { number: 3, effect: 'pool' }],
  [{ number: 4, effect: 'pool' }, { number: 5, effect: 'fence' }],
  [{ number: 6, effect: 'temp' }, { number: 7, effect: 'bis' }],
];

describe('targetsAt', () => {
  const state = createGame({ players: 2, seed: 5, stacks: STACKS });

  it('"the number written is the pair\'s number changed by −2, −1, 0, +1 or +2": one temp target per change, and the number alone', () => {
    const targets = targetsAt(state, 'p1', 2, { street: 1, house: 3 });
    expect(targets.temps.map((target) => [target.delta, target.number])).toEqual([[-2, 5], [-1, 6], [0, 7], [1, 8], [2, 9]]);
    expect(targets.temps.map((target) => target.choice.effect)).toEqual([-2, -1, 0, 1, 2].map((delta) => ({ type: 'temp', delta })));
    expect(targets.none).toEqual({ type: 'build', pair: 2, street: 1, house: 3 });
  });

  it('"on a house without a printed pool the effect would do nothing, so it cannot be used there"', () => {
    // The middle street has printed pools on houses 0, 3 and 7 (rules §2.1).
    expect(targetsAt(state, 'p1', 1, { street: 1, house: 3 }).pool).toEqual({ type: 'build', pair: 1, street: 1, house: 3, effect: { type: 'pool' } });
    expect(targetsAt(state, 'p1', 1, { street: 1, house: 4 }).pool).toBeUndefined();
  });

  it('a fence target names its slot, and its choice draws it', () => {
    const target = targetsAt(state, 'p1', 0, { street: 0, house: 0 }).fences.find((fence) => fence.street === 2 && fence.slot === 4);
    expect(target?.choice).toEqual({ type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 2, slot: 4 } });
  });

  it('a placement will do as the house', () => {
    const placement: Placement = { street: 0, house: 0, number: 3, delta: 0 };
    expect(targetsAt(state, 'p1', 0, placement)).toEqual(targetsAt(state, 'p1', 0, { street: 0, house: 0 }));
  });

  it('"the bottom street\'s [truck] starts at the end the player chooses with the first number they write in that street": targets wait for the end', () => {
    const iceCream = createGame({ players: 2, seed: 5, stacks: STACKS, sheet: 'ice-cream' });
    const waiting = targetsAt(iceCream, 'p1', 0, { street: 2, house: 2 });
    expect(waiting.trucks).toEqual(['left', 'right']);
    expect(waiting.none).toBeUndefined();
    expect(waiting.fences).toEqual([]);
    expect(targetsAt(iceCream, 'p1', 0, { street: 2, house: 2 }, { truck: 'right' }).none).toEqual({ type: 'build', pair: 0, street: 2, house: 2, truck: 'right' });
    // Elsewhere the truck is no choice: giving one leaves no target.
    expect(targetsAt(iceCream, 'p1', 0, { street: 0, house: 2 }).trucks).toEqual([]);
    expect(targetsAt(iceCream, 'p1', 0, { street: 0, house: 2 }, { truck: 'left' }).none).toBeUndefined();
  });

  it('"[a roundabout] is written before the round\'s number": every target names it, and its house takes no number', () => {
    const game = createGame({ players: 2, seed: 5, stacks: STACKS, variants: { roundabouts: true } });
    const roundabout = { street: 0, house: 4 } as const;
    expect(targetsAt(game, 'p1', 0, { street: 0, house: 2 }, { roundabout }).none).toEqual({ type: 'build', pair: 0, street: 0, house: 2, roundabout });
    expect(targetsAt(game, 'p1', 0, { street: 0, house: 4 }, { roundabout }).none).toBeUndefined();
  });

  it('"the effects stay hidden until the player picks": no targets for a pair before the pick', () => {
    const expert = createGame({ players: 2, seed: 5, variants: { expert: true } });
    expect(() => targetsAt(expert, 'p1', 0, { street: 0, house: 0 })).toThrow(expect.objectContaining({ code: 'choice/pair' }));
    const after = applyChoice(expert, 'p1', { type: 'pick', card: 1 });
    const [mine] = after.offer.flatMap((pair, index) => (pair.numberCard === 1 ? [index] : []));
    expect(targetsAt(after, 'p1', mine as number, { street: 0, house: 0 }).none).toBeDefined();
  });

  it('nothing is legal once the game is over', () => {
    const over = playGame({ players: 2, seed: 1 }, [randomBot, randomBot]).state;
    expect(targetsAt(over, 'p1', 0, { street: 0, house: 0 })).toEqual({ trucks: [], fences: [], bis: [], temps: [], improvements: [] });
  });

  it('a house given as anything but { street, house } is refused', () => {
    expect(() => targetsAt(state, 'p1', 0, { street: 3, house: 0 } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => targetsAt(state, 'p1', 0, { street: 0, house: 0 }, { truck: 'up' } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});
