/**
 * The bytes of `welcome-to serve --stdio`'s steps (protocol 2, docs/learning.md, "The
 * bytes of a step"): what follows the JSON line of each `reset`, `resetGame` and `step`
 * answer. Every array of the step in full, little-endian, at offsets fixed when the
 * environment is made (`create` answers them), so a client reads each step into one
 * buffer over which it made its arrays once: the per-seat and per-game values first,
 * then every seat's observation, then every seat's mask.
 */

/** The protocol's version: `create` must name it, and its answer repeats it. */
import type { VectorStep } from '../index.js';

export const PROTOCOL = 2;

/** One array of a step's bytes: its name, its numpy dtype, its shape (games first) and where it starts. */
export interface ArrayLayout {
  readonly name: 'rewards' | 'scores' | 'rounds' | 'acting' | 'terminations' | 'restarts' | 'observations' | 'masks';
  readonly dtype: '<f4' | '<i4' | '|u1';
  readonly shape: readonly number[];
  readonly offset: number;
}

/** The bytes of every step: how many, and the arrays in them, in order. */
export interface StepLayout {
  readonly bytes: number;
  readonly arrays: readonly ArrayLayout[];
}

/** The next multiple of 4. */
const aligned = (n: number) => (n + 3) & ~3;

/**
 * The layout of the steps of `games` games of `players` seats, observations of `length`
 * floats (none when `length` is 0: the array is left out) and masks of `size` actions:
 * each array from the next multiple of 4 bytes after the one before.
 */
export function stepLayout(games: number, players: number, length: number, size: number): StepLayout {
  const seat = [games, players];
  const parts: [ArrayLayout['name'], ArrayLayout['dtype'], number[], number][] = [
    ['rewards', '<f4', seat, 4],
    ['scores', '<f4', seat, 4],
    ['rounds', '<i4', [games], 4],
    ['acting', '|u1', seat, 1],
    ['terminations', '|u1', [games], 1],
    ['restarts', '|u1', [games], 1],
    ['observations', '<f4', [games, players, length], 4],
    ['masks', '|u1', [games, players, size], 1],
  ];
  const arrays: ArrayLayout[] = [];
  let bytes = 0;
  for (const [name, dtype, shape, width] of parts) {
    if (name === 'observations' && length === 0) continue;
    const offset = aligned(bytes);
    arrays.push({ name, dtype, shape, offset });
    bytes = offset + shape.reduce((a, b) => a * b, width);
  }
  return { bytes, arrays };
}

/** A step as the writer reads it: every seat's arrays flat, game by game, seat by seat (a `VectorStep`, or one game's step copied into that shape). */
export type FlatStep = VectorStep;

/** The bytes of a typed array. */
const bytesOf = (values: Float32Array | Int32Array | Uint8Array) => new Uint8Array(values.buffer, values.byteOffset, values.byteLength);

/**
 * An answer of a step as the pieces to write, in order: the JSON line `line` and the
 * per-seat and per-game arrays in a buffer of their own, then the step's observations
 * and masks as they are (views of the environment's own arrays: nothing copied). Without
 * a line, the step's arrays alone (`bytes` of them), as they are written to a file.
 */
export function stepPieces(layout: StepLayout, line: string | undefined, step: FlatStep): Uint8Array[] {
  const text = line === undefined ? '' : `${line}\n`;
  const start = Buffer.byteLength(text);
  const observations = layout.arrays.find((array) => array.name === 'observations');
  const masks = layout.arrays.find((array) => array.name === 'masks') as ArrayLayout;
  // The small arrays end where the observations (or, without them, the masks) start.
  const head = Buffer.alloc(start + (observations ?? masks).offset);
  head.write(text, 0, 'utf8');
  for (const array of layout.arrays) {
    if (array.name === 'observations' || array.name === 'masks') continue;
    head.set(bytesOf(step[array.name]), start + array.offset);
  }
  const pieces: Uint8Array[] = [head];
  // The floats end on a multiple of 4: the masks follow them at once.
  if (observations !== undefined) pieces.push(bytesOf(step.observations));
  pieces.push(step.masks);
  if (pieces.reduce((sum, piece) => sum + piece.length, 0) !== start + layout.bytes) throw new Error(`a step of ${layout.bytes} bytes was given arrays of another size`);
  return pieces;
}
