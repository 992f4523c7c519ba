import type { Io } from '../../src/cli/io.js';
import { serveStdio } from '../../src/cli/serve.js';

/**
 * A client of `welcome-to serve --stdio`'s protocol 2, written from docs/learning.md
 * ("From another language"), for the tests and the benches: it splits the server's
 * output into answers (a JSON line, and the bytes it announces), reads a step's arrays
 * by the layout `create` answered, and keeps the copy of the observations and masks the
 * answers build up, as a learner in another language keeps them.
 */

/** One answer: its JSON line, parsed, and the bytes after it (empty when it announced none). */
export interface BridgeAnswer {
  readonly id: unknown;
  readonly bytes?: number;
  readonly result?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
  readonly body: Uint8Array;
}

/** The arrays of a step, as `create` lists them: a name, a numpy dtype, a length (or the answer's field that counts it). */
export type Layout = readonly (readonly [string, string, number | string])[];

/** What `create` answers. */
export interface Created {
  readonly protocol: number;
  readonly agents: readonly string[];
  readonly games: number;
  readonly actionSpace: { readonly size: number };
  readonly observationLength: number;
  readonly arrays: Layout;
}

/** The typed array of each dtype the protocol uses. */
const TYPES = {
  '<f4': Float32Array,
  '<i4': Int32Array,
  '<u4': Uint32Array,
  '<u2': Uint16Array,
  '|u1': Uint8Array,
} as const;

/**
 * Splits off the whole answers at the start of `stream` (bytes the server wrote): a line
 * of JSON; when it says `bytes`, that many bytes follow. What is left is the start of an
 * answer still to come.
 */
export function splitAnswers(stream: Uint8Array): { answers: BridgeAnswer[]; rest: Uint8Array } {
  const answers: BridgeAnswer[] = [];
  let at = 0;
  for (;;) {
    const end = stream.indexOf(10, at);
    if (end < 0) break;
    const head = JSON.parse(Buffer.from(stream.subarray(at, end)).toString('utf8')) as Omit<BridgeAnswer, 'body'>;
    const bytes = head.bytes ?? 0;
    if (end + 1 + bytes > stream.length) break;
    answers.push({ ...head, body: stream.subarray(end + 1, end + 1 + bytes) });
    at = end + 1 + bytes;
  }
  return { answers, rest: stream.subarray(at) };
}

/** Every answer of `stream`, which must end with a whole answer. */
export function allAnswers(stream: Uint8Array): BridgeAnswer[] {
  const { answers, rest } = splitAnswers(stream);
  if (rest.length > 0) throw new Error(`the output ends inside an answer: ${Buffer.from(rest.subarray(0, 200)).toString('utf8')}`);
  return answers;
}

/**
 * What `serveStdio` answered to `lines`, one request a line (or to the requests `next`
 * makes from the answers so far, until it gives none), through an Io of the test's: its
 * answers, what it wrote on standard error, its exit code.
 */
export async function served(lines: readonly string[] | ((answers: readonly BridgeAnswer[]) => string | undefined)): Promise<{ answers: BridgeAnswer[]; err: string[]; code: number }> {
  const answers: BridgeAnswer[] = [];
  let rest: Uint8Array = new Uint8Array(0);
  const take = (bytes: Uint8Array) => {
    const split = splitAnswers(rest.length === 0 ? bytes : Buffer.concat([rest, bytes]));
    answers.push(...split.answers);
    // A copy: the server's next frame is a buffer of its own, but the test keeps this one.
    rest = new Uint8Array(split.rest);
  };
  const err: string[] = [];
  const io: Io = {
    out: (text) => take(Buffer.from(`${text}\n`)),
    write: (bytes) => take(new Uint8Array(bytes)),
    err: (text) => void err.push(text),
    progress: () => undefined,
    errIsTerminal: false,
    line: async () => undefined,
    requests: async function*() {
      if (typeof lines !== 'function') return yield* lines;
      for (let line = lines([]); line !== undefined; line = lines(answers)) yield line;
    },
    readAll: async () => '',
    close: () => undefined,
  };
  const code = await serveStdio(io);
  if (rest.length > 0) throw new Error('the server stopped inside an answer');
  return { answers, err, code };
}

/** The arrays of a step's bytes by name, read by `layout` (each from the next multiple of 4 bytes) with the counts of its answer. */
export function readArrays(body: Uint8Array, layout: Layout, counts: Readonly<Record<string, unknown>>): Record<string, Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array> {
  // A copy at offset 0 of a buffer of its own, so every array is aligned for its type.
  const bytes = new Uint8Array(body);
  const arrays: Record<string, Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array> = {};
  let at = 0;
  for (const [name, dtype, count] of layout) {
    const Type = TYPES[dtype as keyof typeof TYPES];
    if (Type === undefined) throw new Error(`unknown dtype ${dtype}`);
    const length = typeof count === 'number' ? count : (counts[count] as number);
    at = (at + 3) & ~3;
    arrays[name] = new Type(bytes.buffer, at, length);
    at += length * Type.BYTES_PER_ELEMENT;
  }
  if (at !== bytes.length) throw new Error(`the layout reads ${at} bytes of ${bytes.length}`);
  return arrays;
}

/** Every seat's observation and mask as the answers so far make them, flat, game by game, seat by seat. */
export class BridgeMirror {
  readonly observations: Float32Array;
  readonly masks: Uint8Array;
  /** The last step's other arrays, by name. */
  last: Record<string, Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array> = {};

  constructor(readonly created: Created) {
    const seats = created.games * created.agents.length;
    this.observations = new Float32Array(seats * created.observationLength);
    this.masks = new Uint8Array(seats * created.actionSpace.size);
  }

  /** Applies a step's answer: its changed floats written, every mask rebuilt from its legal actions. */
  apply(answer: BridgeAnswer): this {
    const arrays = readArrays(answer.body, this.created.arrays, answer.result as Record<string, unknown>);
    const indices = arrays.changeIndices as Uint32Array;
    const values = arrays.changeValues as Float32Array;
    for (let k = 0; k < indices.length; k++) this.observations[indices[k] as number] = values[k] as number;
    const counts = arrays.legalCounts as Uint32Array;
    const legal = arrays.legalActions as Uint16Array;
    const size = this.created.actionSpace.size;
    this.masks.fill(0);
    let k = 0;
    for (let seat = 0; seat < counts.length; seat++) for (let n = 0; n < (counts[seat] as number); n++) this.masks[seat * size + (legal[k++] as number)] = 1;
    this.last = arrays;
    return this;
  }
}
