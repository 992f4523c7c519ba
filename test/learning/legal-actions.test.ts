import { describe, expect, it } from 'vitest';
import { createEnvironment, createGame, createVectorEnvironment, legalActionMask, legalActions, legalChoices, RuleError, sampleAction } from '../../src/index.js';

/** The error `run` throws: its code and message, or what it threw that is not a RuleError. */
const errorOf = (run: () => unknown): { code: string; message: string } | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof RuleError ? { code: error.code, message: error.message } : { code: 'not a RuleError', message: String(error) };
  }
  return undefined;
};

const state = createGame({ players: 2, seed: 5 });
const mask = legalActionMask(state, 'p1');
/** The 1s of `mask`, found the plain way. */
const ones = (bits: ArrayLike<number>) => Array.from(bits, (bit, action) => (bit === 1 ? action : -1)).filter((action) => action >= 0);

describe('legalActions: "1 at each legal action of the action space, 0 elsewhere" (docs/learning.md, Actions), as a list', () => {
  it('lists the index of every 1 of a mask, smallest first: one action for each choice legalChoices lists', () => {
    const legal = legalActions(mask);
    expect(legal).toEqual(ones(mask));
    expect(legal.length).toBe(legalChoices(state, 'p1').length);
    expect(legal).toEqual([...legal].sort((a, b) => a - b));
  });

  it("takes the masks the library gives (a Uint8Array, a vector environment's subarray) and any array or typed array of 0s and 1s", () => {
    expect(legalActions([0, 1, 1, 0, 1])).toEqual([1, 2, 4]);
    expect(legalActions(new Float32Array([1, 0, 0, 1]))).toEqual([0, 3]);
    expect(legalActions(new Int8Array([0, 0, 1]))).toEqual([2]);
    const env = createVectorEnvironment({ players: 2 }, 2);
    const step = env.reset([1, 2]);
    const size = env.actionSpace.size;
    for (let seat = 0; seat < 4; seat++) {
      const seatMask = step.masks.subarray(seat * size, (seat + 1) * size);
      expect(legalActions(seatMask)).toEqual(ones(seatMask));
    }
  });

  it('a mask of 0s only, a player not acting this step, has no legal action: an empty list', () => {
    expect(legalActions(new Uint8Array(6671))).toEqual([]);
    expect(legalActions([])).toEqual([]);
  });

  it('anything but an array or typed array of 0s and 1s is refused with argument/invalid, saying what a mask is', () => {
    for (const bad of ['0101', null, undefined, 7, { length: 2, 0: 1, 1: 0 }, new DataView(new ArrayBuffer(4))]) {
      expect(errorOf(() => legalActions(bad as never))).toEqual({ code: 'argument/invalid', message: expect.stringMatching(/mask must be a legal action mask: an array or typed array of 0s and 1s/) });
    }
    // eslint-disable-next-line no-sparse-arrays
    for (
      const [bad, at, given] of [[[0, 2], 1, '2'], [[1, '1'], 1, '"1"'], [[true], 0, 'true'], [[0, Number.NaN], 1, 'NaN'], [[1, , 0], 1, 'undefined'], [new Uint8Array([1, 0, 255]), 2, '255']] as const
    ) {
      expect(errorOf(() => legalActions(bad as never))).toEqual({
        code: 'argument/invalid',
        message: expect.stringContaining(`mask[${at}] must be 0 or 1 (1 where the action is legal), not ${given}.`),
      });
    }
  });

  it("a mask whose items cannot be read (a getter or a proxy that throws) is refused with argument/invalid, not the getter's error", () => {
    const throwing = () => {
      throw new Error('hostile');
    };
    expect(errorOf(() => legalActions(Object.defineProperty([0, 1], 1, { get: throwing }) as never))?.code).toBe('argument/invalid');
    expect(errorOf(() => legalActions(new Proxy([], { get: throwing }) as never))?.code).toBe('argument/invalid');
  });
});

describe('sampleAction: a legal action drawn uniformly at random by a seed', () => {
  it('draws only legal actions, and the same mask and seed always draw the same action', () => {
    const legal = new Set(legalActions(mask));
    for (let seed = 0; seed < 200; seed++) {
      const action = sampleAction(mask, seed);
      expect(legal.has(action)).toBe(true);
      expect(sampleAction(mask, seed)).toBe(action);
    }
  });

  it('each legal action is equally likely: 40,000 seeds over four legal actions draw each a quarter of the time, within 3 %', () => {
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 40_000; seed++) {
      const action = sampleAction([0, 1, 0, 1, 1, 0, 1], seed);
      counts.set(action, (counts.get(action) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 3, 4, 6]);
    // A uniform draw: 10,000 ± 1.5 % (the standard deviation is 87, 0.9 %); a draw that favoured one action would be far off.
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(300);
  });

  it('a counter as the seed draws apart at every step: 100 seeds draw at least 60 different actions of 528', () => {
    const legal = legalActions(mask).length;
    expect(legal).toBeGreaterThan(100);
    const drawn = new Set(Array.from({ length: 100 }, (_, seed) => sampleAction(mask, seed)));
    expect(drawn.size).toBeGreaterThanOrEqual(60);
    // Seeds past 2^32 and below 0 draw too, and seeds 2^32 apart draw apart.
    const far = Array.from({ length: 20 }, (_, k) => sampleAction(mask, k * 2 ** 32 + 3));
    expect(new Set(far).size).toBeGreaterThan(10);
    expect(legalActions(mask)).toContain(sampleAction(mask, -12));
  });

  it("plays an environment's game to the end, every action legal, and the same seeds play the same game", () => {
    const play = () => {
      const env = createEnvironment({ players: 3 });
      let step = env.reset('sample');
      let draws = 0;
      while (!step.terminations[0]) {
        const acting = step.acting;
        step = env.step(step.masks.map((seatMask, seat) => (acting[seat] ? sampleAction(seatMask, draws++) : -1)));
      }
      return { scores: step.scores, status: env.state.status, record: env.state.record };
    };
    const first = play();
    expect(first.status).toBe('over');
    expect(first.record.rounds.length).toBeGreaterThan(3);
    expect(play()).toEqual(first);
  });

  it('a mask with no legal action is refused with argument/invalid: a player not acting is given -1', () => {
    expect(errorOf(() => sampleAction(new Uint8Array(6671), 1))).toEqual({
      code: 'argument/invalid',
      message: expect.stringContaining(
        'mask must be a mask with at least one legal action, a 1 (a player with none is not acting: give the environment -1 for it), not a mask of 6671 actions, none of them legal (all 0).',
      ),
    });
    expect(errorOf(() => sampleAction([], 1))?.message).toContain('not an empty mask.');
  });

  it('a seed that is not a whole number is refused with argument/invalid, saying a counter of the draws will do', () => {
    for (const [seed, given] of [[0.5, '0.5'], [Number.NaN, 'NaN'], ['7', '"7"'], [2 ** 53, String(2 ** 53)], [undefined, 'undefined']] as const) {
      expect(errorOf(() => sampleAction(mask, seed as never))).toEqual({
        code: 'argument/invalid',
        message: expect.stringContaining(`seed must be a whole number (a counter of the draws, say), not ${given}.`),
      });
    }
  });

  it('a non-mask is refused as legalActions refuses it, and the mask is left as it was', () => {
    expect(errorOf(() => sampleAction('0101' as never, 1))?.message).toMatch(/mask must be a legal action mask/);
    expect(errorOf(() => sampleAction([1, 3], 1))?.message).toContain('mask[1] must be 0 or 1');
    const copy = mask.slice();
    sampleAction(mask, 9);
    legalActions(mask);
    expect(mask).toEqual(copy);
  });
});
