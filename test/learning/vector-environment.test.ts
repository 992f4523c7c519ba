import { describe, expect, it } from 'vitest';
import { createEnvironment, createVectorEnvironment, isRuleError, MAX_VECTOR_GAMES, replay, type GameOptions } from '../../src/index.js';

/** A small xorshift: the tests choose legal actions at random, the same way in both environments. */
function chooser(seed: number): (legal: readonly number[]) => number {
  let word = seed >>> 0 || 1;
  return (legal) => {
    word ^= word << 13;
    word ^= word >>> 17;
    word ^= word << 5;
    return legal[(word >>> 0) % legal.length] as number;
  };
}

/** Whether two typed arrays hold the same values (a plain loop: deep equality reads thousands of entries slowly). */
function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const legalOf = (mask: Uint8Array): number[] => {
  const legal: number[] = [];
  for (let action = 0; action < mask.length; action++) if (mask[action] === 1) legal.push(action);
  return legal;
};

describe('createVectorEnvironment: many games stepped in one call, flat arrays out', () => {
  for (
    const options of [
      { players: 2, ruleset: 'collector' },
      { players: 3, ruleset: 'original', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'ice-cream' },
      { players: 1, ruleset: 'original', sheet: 'eggs' },
    ] as GameOptions[]
  ) {
    it(`every game is the environment's game with its seed, seat by seat (${JSON.stringify(options)})`, () => {
      const games = 3;
      const vector = createVectorEnvironment(options, games);
      const singles = Array.from({ length: games }, () => createEnvironment(options));
      const seeds = ['a', 'b', 7];
      let step = vector.reset(seeds);
      let alone = singles.map((env, g) => env.reset(seeds[g]));
      const players = vector.agents.length;
      const size = vector.actionSpace.size;
      const length = vector.observationLength;
      const pick = chooser(11);
      let steps = 0;
      // Whether each game moved in the last step: a finished game's rewards are 0 from then on.
      let moved = singles.map(() => true);
      while (!step.terminations.every((over) => over === 1)) {
        const actions = new Int32Array(games * players).fill(-1);
        for (let g = 0; g < games; g++) {
          const one = alone[g];
          if (one === undefined) continue;
          expect(step.terminations[g]).toBe(one.terminations[0] ? 1 : 0);
          expect(step.rounds[g]).toBe(one.round);
          for (let s = 0; s < players; s++) {
            const seat = g * players + s;
            expect(same(step.observations.subarray(seat * length, (seat + 1) * length), one.observations[s] as Float32Array)).toBe(true);
            expect(same(step.masks.subarray(seat * size, (seat + 1) * size), one.masks[s] as Uint8Array)).toBe(true);
            expect(step.acting[seat]).toBe(one.acting[s] ? 1 : 0);
            expect(step.rewards[seat]).toBe(moved[g] ? Math.fround(one.rewards[s] as number) : 0);
            expect(step.scores[seat]).toBe(Math.fround(one.scores[s] as number));
            if (one.acting[s]) actions[seat] = pick(legalOf(one.masks[s] as Uint8Array));
          }
        }
        step = vector.step(actions);
        moved = alone.map((one) => one?.terminations[0] !== true);
        alone = singles.map((env, g) => (moved[g] ? env.step(Array.from(actions.subarray(g * players, (g + 1) * players))) : (alone[g] as (typeof alone)[number])));
        steps += 1;
      }
      expect(steps).toBeGreaterThan(5);
      for (let g = 0; g < games; g++) {
        expect(vector.state(g)).toEqual(singles[g]?.state);
        expect(replay(vector.state(g).record)).toEqual(vector.state(g));
      }
    }, 60_000);
  }

  it('an illegal action is refused naming its game and seat, and no game moves', () => {
    const vector = createVectorEnvironment({ players: 2, seed: 'x' }, 2);
    const step = vector.reset();
    const size = vector.actionSpace.size;
    const before = [vector.state(0), vector.state(1)];
    const actions = Array.from({ length: 4 }, (_, seat) => step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1));
    actions[3] = step.masks.subarray(3 * size, 4 * size).indexOf(0);
    let caught: unknown;
    try {
      vector.step(actions);
    } catch (error) {
      caught = error;
    }
    expect(isRuleError(caught) && caught.code).toBe('argument/invalid');
    expect((caught as Error).message).toContain('actions[3]');
    expect((caught as Error).message).toContain('game 1');
    expect([vector.state(0), vector.state(1)]).toEqual(before);
    expect(() => vector.step([0, 0, 0])).toThrow(/argument\/invalid/);
    expect(() => vector.step(new Int32Array(3))).toThrow(/4 actions, one a seat of every game \(2 × 2\), not an Int32Array of 3/);
    expect(() => vector.step({ length: 2 ** 40 } as ArrayLike<number>)).toThrow(/argument\/invalid/);
  });

  it('resetGame starts one game again and leaves the others; a count out of range is refused', () => {
    const vector = createVectorEnvironment({ players: 2, seed: 'y' }, 2);
    vector.reset();
    const other = vector.state(1);
    const step = vector.resetGame(0, 'again');
    expect(vector.state(1)).toBe(other);
    expect(vector.state(0).seed).toBe('again');
    expect(step.rounds[0]).toBe(1);
    for (const games of [0, MAX_VECTOR_GAMES + 1, 2.5, '3']) expect(() => createVectorEnvironment({ players: 2 }, games as number)).toThrow(/argument\/invalid/);
    expect(() => vector.state(2)).toThrow(/argument\/invalid/);
  });
});

/** The code of the RuleError `run` throws (any other throw fails the test). */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isRuleError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

describe('createVectorEnvironment: calls out of order answer a RuleError naming what is legal', () => {
  it('a step or resetGame before reset throws environment/not-reset; reset then starts every game', () => {
    const vector = createVectorEnvironment({ players: 2, seed: 'early' }, 2);
    expect(codeOf(() => vector.step(new Int32Array(4)))).toBe('environment/not-reset');
    expect(codeOf(() => vector.step('x' as never))).toBe('environment/not-reset');
    expect(codeOf(() => vector.resetGame(0, 'again'))).toBe('environment/not-reset');
    expect(() => vector.resetGame(0, 'again')).toThrow(/resetGame came before reset: call reset\(\) \(or reset\(seeds\), one seed a game\) first/);
    const step = vector.reset();
    const size = vector.actionSpace.size;
    expect(vector.step(Array.from({ length: 4 }, (_, seat) => step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1))).rounds).toEqual(Int32Array.from([2, 2]));
  });

  it('a seed createGame would refuse, anywhere in the list, throws argument/invalid naming it, and no game starts again', () => {
    const vector = createVectorEnvironment({ players: 2, seed: 's' }, 3);
    vector.reset(['a', 'b', 'c']);
    const before = [0, 1, 2].map((g) => vector.state(g));
    for (const seeds of [['x', 'y', Number.NaN], ['x', {}, 'z'], [-0, 'y', 'z'], ['x', 'y']]) expect(codeOf(() => vector.reset(seeds as never)), JSON.stringify(seeds)).toBe('argument/invalid');
    expect(() => vector.reset(['x', 'y', Number.NaN])).toThrow(/seeds\[2\] must be a string or a finite number/);
    expect(codeOf(() => vector.resetGame(1, Number.POSITIVE_INFINITY))).toBe('argument/invalid');
    expect([0, 1, 2].map((g) => vector.state(g))).toEqual(before);
  });

  it('a step once every game is over throws game/over naming reset and resetGame; resetGame plays one again', () => {
    const vector = createVectorEnvironment({ players: 2, seed: 'end' }, 2);
    let step = vector.reset();
    const size = vector.actionSpace.size;
    const first = () => Array.from({ length: 4 }, (_, seat) => (step.acting[seat] === 1 ? step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1) : -1));
    while (!step.terminations.every((over) => over === 1)) step = vector.step(first());
    expect(codeOf(() => vector.step(first()))).toBe('game/over');
    expect(() => vector.step(first())).toThrow(/every game of the environment is over; call reset \(or resetGame for one game\)/);
    step = vector.resetGame(1, 'again');
    expect(Array.from(step.terminations)).toEqual([1, 0]);
    expect(vector.step(first()).rounds[1]).toBe(2);
  });

  it('"close": every later call throws environment/closed; closing again does nothing', () => {
    const vector = createVectorEnvironment({ players: 2 }, 2);
    vector.reset();
    vector.close();
    expect(codeOf(() => vector.step(new Int32Array(4)))).toBe('environment/closed');
    expect(codeOf(() => vector.reset())).toBe('environment/closed');
    expect(codeOf(() => vector.resetGame(0, 1))).toBe('environment/closed');
    expect(codeOf(() => vector.state(0))).toBe('environment/closed');
    expect(() => vector.close()).not.toThrow();
    expect(vector.games).toBe(2);
  });
});

describe("createVectorEnvironment with autoReset: Gymnasium's next-step mode", () => {
  it('"a finished game starts again with the next seed, and the step says so": restarts 1 for that game alone, its rewards 0, its seed moved on by the number of games', () => {
    const games = 3;
    const env = createVectorEnvironment({ players: 2 }, games, { autoReset: true });
    const choose = chooser(11);
    const size = env.actionSpace.size;
    let step = env.reset([10, 11, 12]);
    const restarted: number[] = [];
    for (let k = 0; k < 400 && restarted.length < 4; k++) {
      const over = Array.from(step.terminations);
      const actions = Array.from({ length: games * 2 }, (_, seat) => (step.acting[seat] === 1 ? choose(legalOf(step.masks.subarray(seat * size, (seat + 1) * size))) : -1));
      step = env.step(actions);
      for (let g = 0; g < games; g++) {
        if (over[g] === 1) {
          // The step after the end: the game starts again, and only it.
          expect(step.restarts[g]).toBe(1);
          expect([step.rewards[2 * g], step.rewards[2 * g + 1], step.terminations[g], step.rounds[g]]).toEqual([0, 0, 0, 1]);
          restarted.push(g);
        } else expect(step.restarts[g]).toBe(0);
      }
    }
    expect(restarted.length).toBeGreaterThan(2);
    // Game g's seed moves on by the number of games at each start: 10 + g, then 10 + g + 3, …
    const g = restarted[0] as number;
    expect(env.state(g).seed).toBe(String(10 + g + games * (restarted.filter((h) => h === g).length)));
  });
});
