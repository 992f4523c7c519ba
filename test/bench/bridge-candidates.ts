// `npm run bench:bridge-candidates`: the measurement that chose the bytes of protocol 2
// (issue 53: "length-prefixed little-endian frames, or one base64 per array: measure
// which"). Five ways to send the same vector steps (64 four-player games, random legal
// actions, `autoReset`), each served by this file run as a server (`--serve`) on the
// built package's environment:
// - `frames, whole`: protocol 2 as shipped (src/cli/serve-frames.ts): a JSON line, then
//   every array of the step whole, little-endian, at the offsets of the layout `create`
//   answered;
// - `base64, whole`: every array whole, each as a base64 string in the JSON line;
// - `frames, changes`: the candidate protocol 2 first shipped (test/bench/changes-writer.ts):
//   a JSON line, then the arrays as bytes, the observations as the floats that changed
//   since the last answer, the masks as lists of legal actions;
// - `base64, changes`: the same arrays, each as a base64 string in the JSON line;
// - `frames, changes + whole masks`: a JSON line, then the counts, the changed floats,
//   and every mask in full, last (so a client reads them straight into its array).
// Each is read from Node (wall time from the request written to the client's
// observations and masks brought up to date) and from Python with numpy
// (test/bench/bridge_candidates.py, timed the same way), ROUNDS rounds (5) of STEPS steps
// (20), the ways interleaved in each round; medians, and the size of an answer (its line
// and bytes, as the Node client received them). Performance is measured here, never
// asserted in tests.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import type * as Engine from '../../src/index.js';
import { stepLayout, stepPieces, type StepLayout } from '../../src/cli/serve-frames.js';
import { FrameWriter, stepArrays } from './changes-writer.js';
import { median } from './stats.js';
import { Stream } from './stream.js';

type Typed = Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;
const MODES = ['frames, whole', 'base64, whole', 'frames, changes', 'base64, changes', 'frames, changes + whole masks'] as const;
type Mode = (typeof MODES)[number];
const GAMES = Number(process.env.GAMES ?? 64);
const PLAYERS = Number(process.env.PLAYERS ?? 4);

const bytesOf = (array: Typed) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** The server: one environment, its steps sent the way `mode` says. */
async function serve(): Promise<void> {
  const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
  let env: Engine.VectorEnvironment | undefined;
  let writer: FrameWriter | undefined;
  let layout: StepLayout | undefined;
  let mode: Mode = 'frames, changes';
  const write = (bytes: Uint8Array) => process.stdout.write(bytes);
  const answer = (id: unknown, step: Engine.VectorStep): void => {
    const small: [string, Typed][] = [
      ['rewards', step.rewards],
      ['scores', step.scores],
      ['rounds', step.rounds],
      ['acting', step.acting],
      ['terminations', step.terminations],
      ['restarts', step.restarts],
    ];
    if (mode === 'frames, changes') {
      write((writer as FrameWriter).frame(step, (changes, legal, bytes) => JSON.stringify({ id, bytes, result: { changes, legal } })));
      return;
    }
    if (mode === 'base64, changes') {
      // The same arrays as the frame's, cut out of it by the layout and each sent as base64.
      let counts = { changes: 0, legal: 0 };
      const frame = (writer as FrameWriter).frame(step, (changes, legal) => {
        counts = { changes, legal };
        return '';
      });
      const result: Record<string, unknown> = { ...counts };
      let at = 1;
      for (const [name, dtype, count] of stepArrays(GAMES, PLAYERS)) {
        const size = (typeof count === 'number' ? count : counts[count]) * Number(dtype.slice(2));
        at = 1 + ((at - 1 + 3) & ~3);
        result[name] = Buffer.from(frame.buffer, frame.byteOffset + at, size).toString('base64');
        at += size;
      }
      write(Buffer.from(`${JSON.stringify({ id, result })}\n`));
      return;
    }
    if (mode === 'frames, changes + whole masks') {
      // The writer's own lists of changed floats (its private parts: this bench measures a layout the bridge does not ship).
      const inside = writer as unknown as { changes(observations: Float32Array): number; indices: Uint32Array; values: Float32Array };
      const changes = inside.changes(step.observations);
      const parts: Typed[] = [...small.map(([, array]) => array), inside.indices.subarray(0, changes), inside.values.subarray(0, changes), step.masks];
      let bytes = 0;
      for (const array of parts) bytes = ((bytes + 3) & ~3) + array.byteLength;
      const line = `${JSON.stringify({ id, bytes, result: { changes } })}\n`;
      const out = Buffer.allocUnsafe(Buffer.byteLength(line) + bytes - step.masks.length);
      out.write(line);
      let at = 0;
      const start = Buffer.byteLength(line);
      for (const array of parts.slice(0, -1)) {
        const from = (at + 3) & ~3;
        out.fill(0, start + at, start + from);
        out.set(bytesOf(array), start + from);
        at = from + array.byteLength;
      }
      out.fill(0, start + at, start + ((at + 3) & ~3));
      write(out);
      write(step.masks);
      return;
    }
    if (mode === 'base64, whole') {
      const whole: [string, Typed][] = [['observations', step.observations], ['masks', step.masks], ...small];
      write(Buffer.from(`${JSON.stringify({ id, result: Object.fromEntries(whole.map(([name, array]) => [name, Buffer.from(bytesOf(array)).toString('base64')])) })}\n`));
      return;
    }
    // As serve --stdio writes it: the line and the small arrays, then the environment's observations and masks as they are (a pipe is written synchronously on Linux).
    const { bytes } = layout as StepLayout;
    for (const piece of stepPieces(layout as StepLayout, JSON.stringify({ id, bytes, result: {} }), step)) write(piece);
  };
  for await (const text of createInterface({ input: process.stdin })) {
    const request = JSON.parse(text) as { id: number; method: string; params: { mode: Mode; actions: number[] } };
    if (request.method === 'create') {
      mode = request.params.mode;
      env = engine.createVectorEnvironment({ players: PLAYERS }, GAMES, { autoReset: true });
      writer = new FrameWriter(GAMES, PLAYERS, env.observationLength, env.actionSpace.size);
      layout = stepLayout(GAMES, PLAYERS, env.observationLength, env.actionSpace.size);
      const result = { size: env.actionSpace.size, length: env.observationLength, arrays: stepArrays(GAMES, PLAYERS), layout };
      process.stdout.write(`${JSON.stringify({ id: request.id, result })}\n`);
    } else answer(request.id, request.method === 'reset' ? (env as Engine.VectorEnvironment).reset() : (env as Engine.VectorEnvironment).step(request.params.actions));
  }
}

/** Game steps a second by wall time and by CPU time. */
interface Rate {
  readonly wall: number;
  readonly cpu: number;
  /** Bytes an answer (its line and what follows it), on average: measured by the Node client only. */
  readonly bytes?: number;
}

/** A process's CPU time so far, in milliseconds (every thread's, from /proc's schedstat). */
function serverCpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
  return ns / 1e6;
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  const ROUNDS = Number(process.env.ROUNDS ?? 5);
  const STEPS = Number(process.env.STEPS ?? 20);
  const PYTHON = process.env.PYTHON ?? 'python3';
  const server = (mode: Mode) => [process.execPath, '--import', 'tsx', new URL(import.meta.url).pathname, '--serve', mode];

  /** A client in Node: the server's answers read as they come, decoded into the observations and masks. */
  const nodeClient = (mode: Mode) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
    // The chunks read and not yet taken, joined only when an answer is whole (joining at each chunk would copy a large answer again and again).
    let chunks: Buffer[] = [];
    let have = 0;
    let received = 0;
    let wake: (() => void) | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      have += chunk.length;
      wake?.();
    });
    const more = () => new Promise<void>((resolve) => (wake = resolve));
    const joined = () => {
      if (chunks.length > 1) chunks = [Buffer.concat(chunks)];
      return chunks[0] ?? Buffer.alloc(0);
    };
    const receive = async (): Promise<{ head: Record<string, unknown>; body: Buffer }> => {
      let end = joined().indexOf(10);
      while (end < 0) {
        await more();
        end = joined().indexOf(10);
      }
      const head = JSON.parse(joined().toString('utf8', 0, end)) as Record<string, unknown>;
      const bytes = (head.bytes as number | undefined) ?? 0;
      while (have < end + 1 + bytes) await more();
      const all = joined();
      const body = all.subarray(end + 1, end + 1 + bytes);
      received += end + 1 + bytes;
      const rest = all.subarray(end + 1 + bytes);
      chunks = rest.length > 0 ? [rest] : [];
      have = rest.length;
      return { head, body };
    };
    let id = 0;
    const send = (method: string, params: unknown) => child.stdin.write(`${JSON.stringify({ id: ++id, method, params })}\n`);
    let size = 0;
    let observations = new Float32Array(0);
    let masks = new Uint8Array(0);
    let layout: ReturnType<typeof stepArrays> = [];
    let whole = new Uint8Array(0);
    let acting: Uint8Array = new Uint8Array(0);
    let restarts: Uint8Array = new Uint8Array(0);
    const seats = GAMES * PLAYERS;
    const read = (text: string, Type: { new(buffer: ArrayBuffer, offset: number, length: number): Typed; BYTES_PER_ELEMENT: number }) => {
      const bytes = new Uint8Array(Buffer.from(text, 'base64'));
      return new Type(bytes.buffer, 0, bytes.length / Type.BYTES_PER_ELEMENT);
    };
    const types = { '<f4': Float32Array, '<i4': Int32Array, '<u4': Uint32Array, '<u2': Uint16Array, '|u1': Uint8Array } as const;
    const step = async (method: string, params: unknown) => {
      send(method, params);
      const { head, body } = await receive();
      const result = head.result as Record<string, unknown> | undefined;
      const arrays: Record<string, Typed> = {};
      if (mode === 'base64, whole') {
        observations.set(read(result?.observations as string, Float32Array));
        masks.set(read(result?.masks as string, Uint8Array));
        arrays.acting = read(result?.acting as string, Uint8Array);
        arrays.restarts = read(result?.restarts as string, Uint8Array);
      } else if (mode === 'frames, whole') {
        // Into the one buffer the observations, masks and the rest view (made at create): one copy, no decoding.
        whole.set(body);
        arrays.acting = acting;
        arrays.restarts = restarts;
      } else if (mode === 'frames, changes + whole masks') {
        const bytes = body.byteOffset % 4 === 0 ? body : new Uint8Array(body);
        let at = 0;
        const next = <T extends Typed>(Type: { new(buffer: ArrayBuffer, offset: number, length: number): T; BYTES_PER_ELEMENT: number }, length: number): T => {
          at = (at + 3) & ~3;
          const array = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
          at += length * Type.BYTES_PER_ELEMENT;
          return array;
        };
        next(Float32Array, seats);
        next(Float32Array, seats);
        next(Int32Array, GAMES);
        arrays.acting = next(Uint8Array, seats);
        next(Uint8Array, GAMES);
        arrays.restarts = next(Uint8Array, GAMES);
        const changes = (head.result as { changes: number }).changes;
        const indices = next(Uint32Array, changes);
        const values = next(Float32Array, changes);
        for (let k = 0; k < changes; k++) observations[indices[k] as number] = values[k] as number;
        masks.set(next(Uint8Array, masks.length));
      } else {
        const counts = mode === 'base64, changes' ? (result as Record<string, number>) : (head.result as Record<string, number>);
        // A view when the bytes are aligned for floats, else a copy.
        const bytes = body.byteOffset % 4 === 0 ? body : new Uint8Array(body);
        let at = 0;
        for (const [name, dtype, count] of layout) {
          const Type = types[dtype];
          const length = typeof count === 'number' ? count : (counts[count] as number);
          if (mode === 'base64, changes') arrays[name] = read(result?.[name] as string, Type);
          else {
            at = (at + 3) & ~3;
            arrays[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
            at += length * Type.BYTES_PER_ELEMENT;
          }
        }
        const indices = arrays.changeIndices as Uint32Array;
        const values = arrays.changeValues as Float32Array;
        for (let k = 0; k < indices.length; k++) observations[indices[k] as number] = values[k] as number;
        const legalCounts = arrays.legalCounts as Uint32Array;
        const legal = arrays.legalActions as Uint16Array;
        masks.fill(0);
        for (let seat = 0, k = 0; seat < seats; seat++) for (let n = legalCounts[seat] as number; n > 0; n--) masks[seat * size + (legal[k++] as number)] = 1;
      }
      acting = arrays.acting as Uint8Array;
      restarts = arrays.restarts as Uint8Array;
    };
    const stream = new Stream(2463534242);
    const below = (n: number) => stream.below(n);
    const legal = new Int32Array(8192);
    return {
      start: async () => {
        send('create', { mode });
        const created = (await receive()).head.result as { size: number; length: number; arrays: ReturnType<typeof stepArrays>; layout: StepLayout };
        size = created.size;
        layout = created.arrays;
        observations = new Float32Array(seats * created.length);
        masks = new Uint8Array(seats * size);
        if (mode === 'frames, whole') {
          // The arrays where the layout puts them, views of one buffer at offset 0 (so aligned for their types).
          whole = new Uint8Array(created.layout.bytes);
          const at = (name: string) => (created.layout.arrays.find((array) => array.name === name) as { offset: number }).offset;
          observations = new Float32Array(whole.buffer, at('observations'), observations.length);
          masks = new Uint8Array(whole.buffer, at('masks'), masks.length);
          acting = new Uint8Array(whole.buffer, at('acting'), seats);
          restarts = new Uint8Array(whole.buffer, at('restarts'), GAMES);
        }
        await step('reset', {});
      },
      block: async () => {
        let wall = 0;
        let cpu = 0;
        let steps = 0;
        const serverBefore = serverCpuMs(child.pid as number);
        const receivedBefore = received;
        const actions: number[] = [];
        for (let k = 0; k < STEPS; k++) {
          actions.length = 0;
          for (let seat = 0; seat < seats; seat++) {
            let count = 0;
            if (acting[seat] === 1) { for (let a = 0, base = seat * size; a < size; a++) if (masks[base + a] === 1) legal[count++] = a; }
            actions.push(count > 0 ? (legal[below(count)] as number) : -1);
          }
          const started = performance.now();
          const startedCpu = process.cpuUsage();
          await step('step', { actions });
          const used = process.cpuUsage(startedCpu);
          cpu += (used.user + used.system) / 1000;
          wall += performance.now() - started;
          for (let g = 0; g < GAMES; g++) steps += 1 - (restarts[g] as number);
        }
        return { wall: (steps / wall) * 1000, cpu: (steps / (cpu + serverCpuMs(child.pid as number) - serverBefore)) * 1000, bytes: (received - receivedBefore) / STEPS };
      },
      close: () => child.stdin.end(),
    };
  };

  const pythonClient = (mode: Mode) => {
    const child = spawn(PYTHON, [new URL('./bridge_candidates.py', import.meta.url).pathname, mode, String(GAMES), String(PLAYERS), ...server(mode)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    return {
      block: async () => {
        child.stdin.write(`block ${STEPS}\n`);
        const figures = JSON.parse((await lines.next()).value as string) as { steps: number; wallMs: number; cpuMs: number };
        return { wall: (figures.steps / figures.wallMs) * 1000, cpu: (figures.steps / figures.cpuMs) * 1000 };
      },
      close: () => child.stdin.end(),
    };
  };

  const python = spawnSync(PYTHON, ['-c', 'import numpy'], { encoding: 'utf8' }).status === 0;
  const clients = MODES.map((mode) => ({ mode, node: nodeClient(mode), python: python ? pythonClient(mode) : undefined }));
  for (const client of clients) await client.node.start();
  // Warm-up, untimed.
  for (const client of clients) {
    await client.node.block();
    await client.python?.block();
  }
  const rates = MODES.map(() => ({ node: [] as Rate[], python: [] as Rate[] }));
  const loadBefore = loadavg();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, client] of clients.entries()) {
      rates[k]?.node.push(await client.node.block());
      if (client.python !== undefined) rates[k]?.python.push(await client.python.block());
    }
  }
  for (const client of clients) {
    client.node.close();
    client.python?.close();
  }
  console.log(`${GAMES} games × ${PLAYERS} players over stdio, random legal actions, autoReset; game steps a second, medians of ${ROUNDS} rounds of ${STEPS} steps`);
  console.log("(wall: the wall time of the timed parts; CPU: the client's CPU time in them plus the server's over the block; the Python client's pipe enlarged to 1 MB)");
  const width = Math.max(...MODES.map((mode) => mode.length)) + 2;
  console.log(`${'candidate'.padEnd(width)}${'Node, wall'.padStart(12)}${'Node, CPU'.padStart(12)}${'Python, wall'.padStart(14)}${'Python, CPU'.padStart(14)}${'kB an answer'.padStart(14)}`);
  const figure = (xs: readonly number[]) => (xs.length === 0 ? 'no numpy' : Math.round(median(xs)).toLocaleString('en-US'));
  MODES.forEach((mode, k) => {
    const figures = rates[k] as { node: Rate[]; python: Rate[] };
    const cells = [figures.node.map((r) => r.wall), figures.node.map((r) => r.cpu), figures.python.map((r) => r.wall), figures.python.map((r) => r.cpu)].map(figure);
    const kB = Math.round(median(figures.node.map((r) => r.bytes ?? 0)) / 1000).toLocaleString('en-US');
    console.log(`${mode.padEnd(width)}${cells.map((cell, c) => cell.padStart(c < 2 ? 12 : 14)).join('')}${kB.padStart(14)}`);
  });
  console.log(`load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}
