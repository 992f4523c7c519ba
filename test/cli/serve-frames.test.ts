import { describe, expect, it } from 'vitest';
import { FrameWriter, type FlatStep, stepArrays } from '../../src/cli/serve-frames.js';
import { allAnswers, readArrays } from '../support/bridge-client.js';

/** A step of `games` games of `players` seats with these observations and masks (and counts of its own). */
function flatStep(games: number, players: number, observations: Float32Array, masks: Uint8Array): FlatStep {
  const seats = games * players;
  return {
    observations,
    masks,
    acting: new Uint8Array(seats).fill(1),
    rewards: Float32Array.from({ length: seats }, (_, s) => s / 2),
    scores: Float32Array.from({ length: seats }, (_, s) => 10 + s),
    terminations: new Uint8Array(games),
    rounds: Int32Array.from({ length: games }, (_, g) => g + 1),
    restarts: new Uint8Array(games),
  };
}

/** The arrays of the frame the writer makes for `step`, read back by the layout. */
function framed(writer: FrameWriter, step: FlatStep, games: number, players: number) {
  const [answer] = allAnswers(writer.frame(step, (changes, legal, bytes) => JSON.stringify({ id: 1, bytes, result: { changes, legal } })));
  return readArrays(answer?.body as Uint8Array, stepArrays(games, players), answer?.result as Record<string, unknown>);
}

describe("serve --stdio's bytes of a step: each answer lists the observation floats that changed since the last, bit for bit", () => {
  it('the first answer lists every float that is not 0; the next only those that changed, a -0 for a 0 and a NaN for a number included, a NaN as before not', () => {
    // 2 games × 1 seat × 5 floats: an odd count, so the last float has no pair.
    const observations = Float32Array.of(0, 1.5, 0, 0, 2, 0, 0, 0, 0, 3);
    const masks = new Uint8Array(2 * 4);
    const writer = new FrameWriter(2, 1, 5, 4);
    const first = framed(writer, flatStep(2, 1, observations, masks), 2, 1);
    expect(Array.from(first.changeIndices as Uint32Array)).toEqual([1, 4, 9]);
    expect(Array.from(first.changeValues as Float32Array)).toEqual([1.5, 2, 3]);
    observations[0] = -0;
    observations[1] = Number.NaN;
    observations[9] = 4;
    const second = framed(writer, flatStep(2, 1, observations, masks), 2, 1);
    expect(Array.from(second.changeIndices as Uint32Array)).toEqual([0, 1, 9]);
    expect(Object.is((second.changeValues as Float32Array)[0], -0)).toBe(true);
    expect(Number.isNaN((second.changeValues as Float32Array)[1])).toBe(true);
    // Nothing changed: nothing listed (the NaN is the same NaN).
    expect((framed(writer, flatStep(2, 1, observations, masks), 2, 1).changeIndices as Uint32Array).length).toBe(0);
    observations[7] = -0;
    expect(Array.from(framed(writer, flatStep(2, 1, observations, masks), 2, 1).changeIndices as Uint32Array)).toEqual([7]);
  });

  it('more changes than its first room: the lists grow, and every change is listed', () => {
    const length = 5000;
    const writer = new FrameWriter(1, 1, length, 4);
    const observations = Float32Array.from({ length }, (_, i) => i + 1);
    const arrays = framed(writer, flatStep(1, 1, observations, new Uint8Array(4)), 1, 1);
    expect(Array.from(arrays.changeIndices as Uint32Array)).toEqual(Array.from({ length }, (_, i) => i));
    expect(Array.from(arrays.changeValues as Float32Array)).toEqual(Array.from(observations));
  });
});

describe("serve --stdio's bytes of a step: each seat's legal actions, the 1s of its mask in order, seat after seat", () => {
  it("masks of a size that is no multiple of 8, the lists split at the seats' bounds; a mask not on an 8-byte boundary read alike", () => {
    const size = 13;
    const marked = [[0, 12], [], [5, 6, 7, 8, 9, 10, 11, 12], [1]];
    const bytes = new Uint8Array(1 + 4 * size);
    // The same masks at offset 0 and at offset 1 of a buffer.
    for (const offset of [0, 1]) {
      const masks = bytes.subarray(offset, offset + 4 * size);
      masks.fill(0);
      marked.forEach((actions, seat) => {
        for (const action of actions) masks[seat * size + action] = 1;
      });
      const writer = new FrameWriter(2, 2, 0, size);
      const arrays = framed(writer, flatStep(2, 2, new Float32Array(0), masks), 2, 2);
      expect(Array.from(arrays.legalCounts as Uint32Array)).toEqual(marked.map((actions) => actions.length));
      expect(Array.from(arrays.legalActions as Uint16Array)).toEqual(marked.flat());
      expect(Array.from(arrays.rounds as Int32Array)).toEqual([1, 2]);
      expect(Array.from(arrays.scores as Float32Array)).toEqual([10, 11, 12, 13]);
    }
  });

  it('every action of every seat legal: the list grows to hold them', () => {
    const size = 3000;
    const writer = new FrameWriter(1, 2, 0, size);
    const arrays = framed(writer, flatStep(1, 2, new Float32Array(0), new Uint8Array(2 * size).fill(1)), 1, 2);
    expect(Array.from(arrays.legalCounts as Uint32Array)).toEqual([size, size]);
    expect((arrays.legalActions as Uint16Array).length).toBe(2 * size);
    expect((arrays.legalActions as Uint16Array)[size]).toBe(0);
    expect((arrays.legalActions as Uint16Array)[2 * size - 1]).toBe(size - 1);
  });

  it('an action space past 16 bits is refused when the writer is made', () => {
    expect(() => new FrameWriter(1, 1, 0, 70_000)).toThrow('does not fit the 16-bit legal actions of protocol 2');
  });
});
