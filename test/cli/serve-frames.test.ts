import { describe, expect, it } from 'vitest';
import { type FlatStep, stepLayout, stepPieces } from '../../src/cli/serve-frames.js';
import { allAnswers, type Created, readArrays } from '../support/bridge-client.js';

/** A step of `games` games of `players` seats, observations of `length` floats and masks of `size` actions, every value distinct. */
function flatStep(games: number, players: number, length: number, size: number): FlatStep {
  const seats = games * players;
  return {
    observations: Float32Array.from({ length: seats * length }, (_, i) => i + 0.5),
    masks: Uint8Array.from({ length: seats * size }, (_, i) => i % 3 === 0 ? 1 : 0),
    acting: Uint8Array.from({ length: seats }, (_, s) => s % 2),
    rewards: Float32Array.from({ length: seats }, (_, s) => s / 2),
    scores: Float32Array.from({ length: seats }, (_, s) => 10 + s),
    terminations: Uint8Array.from({ length: games }, (_, g) => g % 2),
    rounds: Int32Array.from({ length: games }, (_, g) => g + 1),
    restarts: Uint8Array.from({ length: games }, (_, g) => (g + 1) % 2),
  };
}

/** The bytes of `pieces` joined, as the server writes them one after another. */
const joined = (pieces: readonly Uint8Array[]) => Buffer.concat(pieces);

/** `layout` as `create` answers it, for the test client's reader. */
const created = (layout: ReturnType<typeof stepLayout>, games: number, players: number, length: number, size: number): Created => ({
  protocol: 2,
  agents: Array.from({ length: players }, (_, s) => `p${s + 1}`),
  games,
  actionSpace: { size },
  observationLength: length,
  bytes: layout.bytes,
  arrays: layout.arrays,
});

describe("serve --stdio's layout of a step (protocol 2): every array whole, at offsets fixed when the environment is made", () => {
  it('the arrays in order, games first in each shape, each from the next multiple of 4 bytes, the step as long as the last ends', () => {
    // 3 games × 3 seats: 9 seats, so the 1-byte arrays leave padding after them.
    const layout = stepLayout(3, 3, 5, 7);
    expect(layout.arrays).toEqual([
      { name: 'rewards', dtype: '<f4', shape: [3, 3], offset: 0 },
      { name: 'scores', dtype: '<f4', shape: [3, 3], offset: 36 },
      { name: 'rounds', dtype: '<i4', shape: [3], offset: 72 },
      { name: 'acting', dtype: '|u1', shape: [3, 3], offset: 84 },
      { name: 'terminations', dtype: '|u1', shape: [3], offset: 96 },
      { name: 'restarts', dtype: '|u1', shape: [3], offset: 100 },
      { name: 'observations', dtype: '<f4', shape: [3, 3, 5], offset: 104 },
      { name: 'masks', dtype: '|u1', shape: [3, 3, 7], offset: 104 + 4 * 45 },
    ]);
    expect(layout.bytes).toBe(104 + 4 * 45 + 63);
  });

  it('observations of length 0 ("observations": false) are left out: the masks follow the per-game arrays', () => {
    const layout = stepLayout(2, 2, 0, 6);
    expect(layout.arrays.map((array) => array.name)).toEqual(['rewards', 'scores', 'rounds', 'acting', 'terminations', 'restarts', 'masks']);
    expect(layout.arrays.at(-1)).toEqual({ name: 'masks', dtype: '|u1', shape: [2, 2, 6], offset: 52 });
    expect(layout.bytes).toBe(52 + 24);
  });
});

describe("serve --stdio's bytes of a step (protocol 2): the answer's line, then the arrays where the layout says", () => {
  it("each array read back at its offset is the step's own, bit for bit, and every padding byte is 0", () => {
    const [games, players, length, size] = [3, 3, 5, 7];
    const layout = stepLayout(games, players, length, size);
    const step = flatStep(games, players, length, size);
    const [answer] = allAnswers(joined(stepPieces(layout, JSON.stringify({ id: 4, bytes: layout.bytes, result: {} }), step)));
    expect(answer?.id).toBe(4);
    expect(answer?.body.length).toBe(layout.bytes);
    const arrays = readArrays(answer?.body as Uint8Array, created(layout, games, players, length, size));
    for (const name of ['rewards', 'scores', 'rounds', 'acting', 'terminations', 'restarts', 'observations', 'masks'] as const) {
      expect(Array.from(arrays[name] as ArrayLike<number>), name).toEqual(Array.from(step[name]));
    }
    // The bytes no array covers: after acting (84 + 9 to 96), terminations (96 + 3 to 100), restarts (100 + 3 to 104).
    const body = answer?.body as Uint8Array;
    expect([93, 94, 95, 99, 103].map((at) => body[at])).toEqual([0, 0, 0, 0, 0]);
  });

  it("the observations and masks are written from the step's own arrays, not copied; the line and the small arrays are one buffer", () => {
    const layout = stepLayout(2, 2, 3, 4);
    const step = flatStep(2, 2, 3, 4);
    const pieces = stepPieces(layout, '{"id":1}', step);
    expect(pieces).toHaveLength(3);
    expect(pieces[1]?.buffer).toBe(step.observations.buffer);
    expect(pieces[2]).toBe(step.masks);
    // Without observations: the line and the small arrays, then the masks.
    const bare = stepLayout(2, 2, 0, 4);
    expect(stepPieces(bare, '{"id":1}', { ...step, observations: new Float32Array(0) }).map((piece) => piece.length)).toEqual([9 + 52, 16]);
  });

  it("a step whose arrays are not the layout's size is refused, not sent short", () => {
    const layout = stepLayout(2, 2, 3, 4);
    expect(() => stepPieces(layout, '{}', flatStep(2, 2, 3, 5))).toThrow('a step of 116 bytes was given arrays of another size');
  });
});
