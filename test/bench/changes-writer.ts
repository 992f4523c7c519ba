// The candidate protocol 2 did not ship, kept for `npm run bench:bridge-candidates`: a
// step's answer as a JSON line and the bytes of its arrays, the per-seat and per-game
// counts in full, the observations as the floats that changed since the last answer
// (compared bit for bit against a copy of what was sent), the masks as each seat's legal
// actions. Its tests ran at 0f4beeb (test/cli/serve-frames.test.ts). Measured against
// the whole arrays (docs/learning.md, "Why whole arrays"), it read no faster and asked
// more of every client.

import type { FlatStep } from '../../src/cli/serve-frames.js';

/** An array of a step's bytes: its name, its numpy dtype, and its length (a number, or the name of the answer's field that counts it). */
export type ArrayLayout = readonly [name: string, dtype: '<f4' | '<i4' | '<u4' | '<u2' | '|u1', count: number | 'changes' | 'legal'];

/** The arrays of a step's bytes, in order, for `games` games of `players` seats: what `create` answers as `arrays`. */
export function stepArrays(games: number, players: number): readonly ArrayLayout[] {
  const seats = games * players;
  return [
    ['rewards', '<f4', seats],
    ['scores', '<f4', seats],
    ['rounds', '<i4', games],
    ['legalCounts', '<u4', seats],
    ['acting', '|u1', seats],
    ['terminations', '|u1', games],
    ['restarts', '|u1', games],
    ['changeIndices', '<u4', 'changes'],
    ['changeValues', '<f4', 'changes'],
    ['legalActions', '<u2', 'legal'],
  ];
}

/** The next multiple of 4. */
const aligned = (n: number) => (n + 3) & ~3;

/**
 * Writes the frames of one environment's answers. It keeps what it last sent of the
 * observations (all zero before the first answer, as the client's copy starts), so each
 * frame lists the floats that differ from it, bit for bit (a -0 replacing a 0 is a change).
 * Its scratch grows to the largest step and is reused.
 */
export class FrameWriter {
  private readonly seats: number;
  private readonly games: number;
  private readonly size: number;
  /** The observations as the client holds them, as 32-bit words. */
  private readonly sent: Int32Array;
  private indices: Uint32Array = new Uint32Array(1024);
  private values: Float32Array = new Float32Array(1024);
  private readonly legalCounts: Uint32Array;
  private legalActions: Uint16Array = new Uint16Array(4096);

  /**
   * @param games - The games of each step.
   * @param players - Their seats.
   * @param length - The length of one observation; 0 when the answers carry none.
   * @param size - The action space's size (below 65,536: the legal actions are 16-bit).
   */
  constructor(games: number, players: number, length: number, size: number) {
    if (size > 0x10000) throw new Error(`an action space of ${size} actions does not fit 16-bit legal actions`);
    this.games = games;
    this.seats = games * players;
    this.size = size;
    this.sent = new Int32Array(this.seats * length);
    this.legalCounts = new Uint32Array(this.seats);
  }

  /**
   * The answer of `step`: the JSON line `head(changes, legal, bytes)` makes, then the
   * arrays, in a buffer of its own (the output stream may still hold it when the next
   * frame is made): the floats the client writes to its copy of the observations (and the
   * writer to its own), each seat's legal actions, and the rest in full.
   */
  frame(step: FlatStep, head: (changes: number, legal: number, bytes: number) => string): Uint8Array {
    const changes = this.changes(step.observations);
    const legal = this.legal(step.masks);
    const seats = this.seats;
    const games = this.games;
    const sizes = [seats * 4, seats * 4, games * 4, seats * 4, seats, games, games, changes * 4, changes * 4, legal * 2];
    let bytes = 0;
    for (const size of sizes) bytes = aligned(bytes) + size;
    const line = `${head(changes, legal, bytes)}\n`;
    const start = Buffer.byteLength(line);
    const out = Buffer.allocUnsafe(start + bytes);
    out.write(line, 0, 'utf8');
    let at = start;
    const put = (values: Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array, count: number) => {
      const from = start + aligned(at - start);
      out.fill(0, at, from);
      out.set(new Uint8Array(values.buffer, values.byteOffset, count * values.BYTES_PER_ELEMENT), from);
      at = from + count * values.BYTES_PER_ELEMENT;
    };
    put(step.rewards, seats);
    put(step.scores, seats);
    put(step.rounds, games);
    put(this.legalCounts, seats);
    put(step.acting, seats);
    put(step.terminations, games);
    put(step.restarts, games);
    put(this.indices, changes);
    put(this.values, changes);
    put(this.legalActions, legal);
    return out;
  }

  /**
   * Lists the floats of `observations` that differ from what was sent, bit for bit (a -0
   * for a 0 is a change; a NaN the same as before is not), their places and values in
   * order, and takes them as sent. The floats are compared as 32-bit integers two at a
   * time, the cheaper test while almost every pair is unchanged.
   */
  private changes(observations: Float32Array): number {
    const total = this.sent.length;
    // No observations sent: none compared.
    if (total === 0) return 0;
    const words = new Int32Array(observations.buffer, observations.byteOffset, total);
    const sent = this.sent;
    let count = 0;
    const even = total & ~1;
    for (let i = 0; i < even; i += 2) {
      if (words[i] === sent[i] && words[i + 1] === sent[i + 1]) continue;
      // Room for both floats of the pair, then each looked at alone.
      if (count + 2 > this.indices.length) this.grow();
      if (words[i] !== sent[i]) {
        sent[i] = words[i] as number;
        this.indices[count] = i;
        this.values[count++] = observations[i] as number;
      }
      if (words[i + 1] !== sent[i + 1]) {
        sent[i + 1] = words[i + 1] as number;
        this.indices[count] = i + 1;
        this.values[count++] = observations[i + 1] as number;
      }
    }
    if (even < total && words[even] !== sent[even]) {
      if (count + 1 > this.indices.length) this.grow();
      sent[even] = words[even] as number;
      this.indices[count] = even;
      this.values[count++] = observations[even] as number;
    }
    return count;
  }

  /** Doubles the room for changed floats. */
  private grow(): void {
    const indices = new Uint32Array(this.indices.length * 2);
    indices.set(this.indices);
    this.indices = indices;
    const values = new Float32Array(this.values.length * 2);
    values.set(this.values);
    this.values = values;
  }

  /**
   * Each seat's legal actions (the places of the 1s of its mask, smallest first, seat
   * after seat) and their counts. Most of a mask is 0: eight bytes are passed over at a
   * time while they are all 0 (a 64-bit word of 0s and 1s is 0 only when every byte is).
   */
  private legal(masks: Uint8Array): number {
    const size = this.size;
    const counts = this.legalCounts;
    counts.fill(0);
    // At most every action of every seat: the room grows to the largest step's count, checked a word at a time.
    let legal = this.legalActions;
    let count = 0;
    let seat = 0;
    let first = 0;
    let end = size;
    const words = masks.byteOffset % 8 === 0 ? new Float64Array(masks.buffer, masks.byteOffset, masks.length >> 3) : new Float64Array(0);
    for (let w = 0; w < words.length; w++) {
      if (words[w] === 0) continue;
      if (count + 8 > legal.length) legal = this.more(count);
      for (let i = w * 8; i < w * 8 + 8; i++) {
        if (masks[i] === 0) continue;
        while (i >= end) {
          seat++;
          first = end;
          end += size;
        }
        legal[count++] = i - first;
        counts[seat] = (counts[seat] as number) + 1;
      }
    }
    for (let i = words.length * 8; i < masks.length; i++) {
      if (masks[i] === 0) continue;
      if (count + 1 > legal.length) legal = this.more(count);
      while (i >= end) {
        seat++;
        first = end;
        end += size;
      }
      legal[count++] = i - first;
      counts[seat] = (counts[seat] as number) + 1;
    }
    return count;
  }

  /** Doubles the room for legal actions, keeping the first `count`. */
  private more(count: number): Uint16Array {
    const legal = new Uint16Array(this.legalActions.length * 2);
    legal.set(this.legalActions.subarray(0, count));
    this.legalActions = legal;
    return legal;
  }
}
