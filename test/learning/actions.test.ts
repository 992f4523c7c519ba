import { describe, expect, it } from 'vitest';
import { actionSpace, applyChoice, choiceActions, createGame, decodeAction, decodeActions, encodeChoice, legalActionMask, playGame, randomBot, RuleError, type GameOptions } from '../../src/index.js';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof RuleError ? error.code : `not a RuleError: ${String(error)}`;
  }
  return undefined;
};
const count = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0);

describe('actionSpace: one fixed space for each set of rules and variants', () => {
  it.each<[string, GameOptions, number]>([
    ['collector', { players: 2 }, 6671],
    ['original (the reshuffle end)', { players: 4, ruleset: 'original' }, 6672],
    ['the solo game (six pairs, no reshuffle)', { players: 1, ruleset: 'original' }, 13304],
    ['roundabouts', { players: 2, variants: { roundabouts: true } }, 6704],
    ['expert card choice (six pairs, three picks)', { players: 2, variants: { expert: true } }, 13307],
    ['expert and roundabouts', { players: 2, variants: { expert: true, roundabouts: true } }, 13340],
    ["the ice cream sheet (the truck's end)", { players: 2, sheet: 'ice-cream' }, 13304],
    ['every variant on the ice cream sheet, original', { players: 3, ruleset: 'original', sheet: 'ice-cream', variants: { expert: true, roundabouts: true, advancedPlans: true } }, 26607],
  ])('%s', (_, options, size) => {
    const space = actionSpace(options);
    expect(space.size).toBe(size);
    // The kinds tile the space, in order.
    const kinds = [space.pick, space.roundabout, space.refuse, space.build, space.claimPlan, space.claimHouse, space.end, space.endReshuffle];
    kinds.reduce((start, range) => {
      expect(range.start).toBe(start);
      return start + range.count;
    }, 0);
    expect(legalActionMask(createGame(options), createGame(options).players[0]?.id as string)).toHaveLength(size);
  });

  it('options createGame refuses are refused', () => {
    expect(codeOf(() => actionSpace({ players: 0 }))).toBe('options/players');
  });

  it('one frozen object for each setup: two games of one ruleset, variants and sheet share it, whatever the seed or players', () => {
    const space = actionSpace({ players: 2, seed: 1, variants: { roundabouts: true } });
    expect(actionSpace({ players: 5, seed: 'other', variants: { roundabouts: true } })).toBe(space);
    expect(actionSpace({ players: 2 })).not.toBe(space);
    expect(Object.isFrozen(space)).toBe(true);
    expect(Object.isFrozen(space.build)).toBe(true);
  });
});

describe('encodeChoice, decodeAction', () => {
  const state = createGame({ players: 2, seed: 5 });

  it('"the pair, the house, the effect\'s use": a fence in slot 3 of the middle street with pair 2 at house 4 of the bottom street', () => {
    const space = actionSpace({ players: 2 });
    const choice = { type: 'build', pair: 2, street: 2, house: 4, effect: { type: 'fence', street: 1, slot: 3 } } as const;
    const action = encodeChoice(state, 'p1', choice);
    expect(action).toBe(space.build.start + (2 * 33 + 21 + 4) * 67 + 1 + 9 + 2);
    // Whatever the pair's effect, the arithmetic is the same; decoding reads the effect from the pair.
    if (state.offer[2]?.effect === 'fence') expect(decodeAction(state, 'p1', action)).toEqual(choice);
  });

  it('a roundabout or claim action is not a step alone: decodeAction refuses it, naming the builds and the refusal', () => {
    const withRoundabouts = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
    expect(codeOf(() => decodeAction(withRoundabouts, 'p1', 0))).toBe('argument/invalid');
    expect(codeOf(() => decodeAction(state, 'p1', actionSpace({ players: 2 }).claimPlan.start))).toBe('argument/invalid');
  });

  it('a pick in a game without expert card choice has no action', () => {
    expect(codeOf(() => encodeChoice(state, 'p1', { type: 'pick', card: 0 }))).toBe('argument/invalid');
  });

  it('"the effects stay hidden until the player picks": before the pick only picks decode, and only picks are legal', () => {
    const expert = createGame({ players: 2, seed: 5, variants: { expert: true } });
    const mask = legalActionMask(expert, 'p1');
    expect([...mask.subarray(0, 3)].every((bit) => bit === 1)).toBe(true);
    expect(count(mask)).toBe(3);
    expect(decodeAction(expert, 'p1', 1)).toEqual({ type: 'pick', card: 1 });
    expect(codeOf(() => decodeAction(expert, 'p1', 10))).toBe('argument/invalid');
    const picked = applyChoice(expert, 'p1', { type: 'pick', card: 1 });
    expect(count(legalActionMask(picked, 'p1'))).toBeGreaterThan(3);
    expect(legalActionMask(picked, 'p1')[1]).toBe(0);
  });

  it('"the first number of the bottom street chooses" the truck\'s end: two actions, left and right', () => {
    const iceCream = createGame({ players: 2, seed: 5, sheet: 'ice-cream' });
    const left = encodeChoice(iceCream, 'p1', { type: 'build', pair: 0, street: 2, house: 0, truck: 'left' });
    const right = encodeChoice(iceCream, 'p1', { type: 'build', pair: 0, street: 2, house: 0, truck: 'right' });
    expect(right).toBe(left + 1);
    expect(decodeAction(iceCream, 'p1', left)).toEqual({ type: 'build', pair: 0, street: 2, house: 0, truck: 'left' });
    expect(decodeAction(iceCream, 'p1', right)).toEqual({ type: 'build', pair: 0, street: 2, house: 0, truck: 'right' });
    // Above the bottom street no truck is chosen: the same arithmetic, no end.
    expect(decodeAction(iceCream, 'p1', encodeChoice(iceCream, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }))).toEqual({ type: 'build', pair: 0, street: 0, house: 0 });
  });
});

describe('legalActionMask, choiceActions, decodeActions: a decision as a short sequence', () => {
  const state = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
  const space = actionSpace({ players: 2, variants: { roundabouts: true } });

  it('a roundabout first, then the build it makes room for', () => {
    const choice = { type: 'build', pair: 0, street: 0, house: 3, roundabout: { street: 1, house: 0 } } as const;
    const actions = choiceActions(state, 'p1', choice);
    expect(actions).toEqual([space.roundabout.start + 10, encodeChoice(state, 'p1', choice)]);
    expect(decodeActions(state, 'p1', actions.slice(0, 1))).toBeNull();
    expect(decodeActions(state, 'p1', actions)).toEqual(choice);
    // No house is taken twice: after the roundabout in house 10, nothing builds there.
    expect(legalActionMask(state, 'p1', [space.roundabout.start + 10])[encodeChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 0 })]).toBe(0);
  });

  it('a whole decision allows nothing more, and an action after it is refused', () => {
    const actions = choiceActions(state, 'p1', { type: 'build', pair: 0, street: 0, house: 3 });
    expect(count(legalActionMask(state, 'p1', actions))).toBe(0);
    expect(codeOf(() => decodeActions(state, 'p1', [...actions, actions[0] as number]))).toBe('argument/invalid');
  });

  it("a build the rules refuse in a prefix throws the rule's own code", () => {
    const written = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    // "a player must build if they can": the refusal is refused on an empty sheet.
    expect(codeOf(() => legalActionMask(written, 'p1', [space.refuse.start]))).toBe('choice/refusal-not-allowed');
    expect(codeOf(() => choiceActions(state, 'p1', { type: 'refuse' }))).toBe('choice/refusal-not-allowed');
  });

  it('a malformed prefix is refused, naming the item', () => {
    expect(() => legalActionMask(state, 'p1', [1.5])).toThrow(/prefix\[0\]/);
    expect(codeOf(() => legalActionMask(state, 'p1', 'x' as never))).toBe('argument/invalid');
    expect(codeOf(() => decodeActions(state, 'p1', [-1]))).toBe('argument/invalid');
  });

  it('once the game is over nothing is legal', () => {
    const { state: over } = playGame({ players: 2, seed: 3 }, [randomBot, randomBot]);
    expect(count(legalActionMask(over, 'p1'))).toBe(0);
    expect(codeOf(() => decodeActions(over, 'p1', [0]))).toBe('game/over');
  });
});
