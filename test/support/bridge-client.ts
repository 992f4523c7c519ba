import type { Io } from '../../src/cli/io.js';
import { serveStdio } from '../../src/cli/serve.js';

/**
 * A client of `welcome-to serve --stdio`'s protocol 2, written from docs/learning.md
 * ("From another language"), for the tests: it splits the server's output into answers
 * (a JSON line, and the bytes it announces) and reads a step's arrays where `create` said
 * they are.
 */

/** One answer: its JSON line, parsed, and the bytes after it (empty when it announced none). */
export interface BridgeAnswer {
  readonly id: unknown;
  readonly bytes?: number;
  readonly result?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
  readonly body: Uint8Array;
}

/** An array of a step's bytes, as `create` lists it. */
export interface ArrayLayout {
  readonly name: string;
  readonly dtype: string;
  readonly shape: readonly number[];
  readonly offset: number;
}

/** What `create` answers. */
export interface Created {
  readonly protocol: number;
  readonly agents: readonly string[];
  readonly games: number;
  readonly actionSpace: { readonly size: number };
  readonly observationLength: number;
  readonly bytes: number;
  readonly arrays: readonly ArrayLayout[];
}

/** The typed array of each dtype the protocol uses. */
const TYPES = {
  '<f4': Float32Array,
  '<i4': Int32Array,
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
    rest = new Uint8Array(split.rest);
  };
  const err: string[] = [];
  const io: Io = {
    out: (text) => take(Buffer.from(`${text}\n`)),
    // A copy: the bytes are the environment's own arrays, written again by its next step.
    write: async (bytes) => take(new Uint8Array(bytes)),
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

/** The arrays of a step's bytes by name, read where `created` says they are (from a copy of the bytes, so each is aligned for its type). */
export function readArrays(body: Uint8Array, created: Created): Record<string, Float32Array | Int32Array | Uint8Array> {
  if (body.length !== created.bytes) throw new Error(`a step of ${body.length} bytes, where create said ${created.bytes}`);
  const bytes = new Uint8Array(body);
  const arrays: Record<string, Float32Array | Int32Array | Uint8Array> = {};
  for (const { name, dtype, shape, offset } of created.arrays) {
    const Type = TYPES[dtype as keyof typeof TYPES];
    if (Type === undefined) throw new Error(`unknown dtype ${dtype}`);
    arrays[name] = new Type(bytes.buffer, offset, shape.reduce((a, b) => a * b, 1));
  }
  return arrays;
}
