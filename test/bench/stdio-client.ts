// A synchronous client of `welcome-to serve --stdio` (protocol 2) for the benches: the
// server's standard input and output are two named pipes the bench reads and writes with
// blocking calls, so a timed block is a plain loop (no event loop between request and
// answer), and the server's CPU time is read from /proc (Linux).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Created, Layout } from '../support/bridge-client.js';

/** The typed array of each dtype of the protocol. */
const TYPES = { '<f4': Float32Array, '<i4': Int32Array, '<u4': Uint32Array, '<u2': Uint16Array, '|u1': Uint8Array } as const;
type Typed = Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

/** One environment served by a child `serve --stdio`, stepped with blocking reads and writes. */
export class StdioClient {
  private readonly child: ChildProcess;
  private readonly dir: string;
  private readonly requests: number;
  private readonly answers: number;
  /** Bytes read and not yet taken. */
  private pending = Buffer.alloc(1 << 20);
  private start = 0;
  private end = 0;
  private id = 0;
  created!: Created;
  /** Every seat's observation and mask, as the answers build them up. */
  observations!: Float32Array;
  masks!: Uint8Array;
  /** The last step's arrays by name (views of its bytes, read again by the next step). */
  arrays: Record<string, Typed> = {};

  /** Starts `command` (the server) with its standard input and output on two named pipes. */
  constructor(command: readonly string[]) {
    this.dir = mkdtempSync(join(tmpdir(), 'welcome-to-stdio-'));
    const input = join(this.dir, 'in');
    const output = join(this.dir, 'out');
    const made = spawnSync('mkfifo', [input, output]);
    if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
    // Read-write opens do not wait for the other end.
    this.requests = openSync(input, 'r+');
    this.answers = openSync(output, 'r+');
    const childIn = openSync(input, 'r');
    const childOut = openSync(output, 'w');
    this.child = spawn(command[0] as string, command.slice(1), { stdio: [childIn, childOut, 'inherit'] });
    // The bench may end without closing it: the child does not keep it running (an exit handler of the bench's ends the child).
    this.child.unref();
    closeSync(childIn);
    closeSync(childOut);
  }

  /** The server's CPU time so far, in milliseconds (every thread's, from /proc's schedstat). */
  serverCpuMs(): number {
    let ns = 0;
    for (const task of readdirSync(`/proc/${this.child.pid}/task`)) ns += Number(readFileSync(`/proc/${this.child.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  }

  /** Sends one request. */
  send(method: string, params?: unknown): void {
    const line = Buffer.from(`${JSON.stringify({ id: ++this.id, method, ...(params === undefined ? {} : { params }) })}\n`);
    for (let at = 0; at < line.length;) at += writeSync(this.requests, line, at);
  }

  /** Reads until `count` bytes are pending. */
  private fill(count: number): void {
    if (this.start + count > this.pending.length) {
      const more = Buffer.allocUnsafe(Math.max(this.pending.length, count * 2));
      this.pending.copy(more, 0, this.start, this.end);
      this.end -= this.start;
      this.start = 0;
      this.pending = more;
    }
    while (this.end - this.start < count) this.end += readSync(this.answers, this.pending, this.end, this.pending.length - this.end, null);
  }

  /** The next answer: its JSON line parsed, and the bytes after it (a view, valid until the next read). */
  receive(): { head: { id: unknown; bytes?: number; result?: unknown; error?: { code: string; message: string } }; body: Buffer } {
    let newline = this.pending.indexOf(10, this.start);
    while (newline < 0 || newline >= this.end) {
      this.fill(this.end - this.start + 1);
      newline = this.pending.indexOf(10, this.start);
    }
    const head = JSON.parse(this.pending.toString('utf8', this.start, newline)) as ReturnType<StdioClient['receive']>['head'];
    this.start = newline + 1;
    const bytes = head.bytes ?? 0;
    this.fill(bytes);
    const body = this.pending.subarray(this.start, this.start + bytes);
    this.start += bytes;
    if (this.start === this.end) this.start = this.end = 0;
    if (head.error !== undefined) throw new Error(`${head.error.code}: ${head.error.message}`);
    return { head, body };
  }

  /** A request and its JSON result. */
  call(method: string, params?: unknown): unknown {
    this.send(method, params);
    return this.receive().head.result;
  }

  /** `create`, keeping the layout and making the copies of the observations and masks. */
  create(params: Record<string, unknown>): Created {
    this.created = this.call('create', { protocol: 2, ...params }) as Created;
    const seats = this.created.games * this.created.agents.length;
    this.observations = new Float32Array(seats * this.created.observationLength);
    this.masks = new Uint8Array(seats * this.created.actionSpace.size);
    return this.created;
  }

  /** A request answered by a step: its arrays read, the observations and masks brought up to date. */
  step(method: string, params?: unknown): Record<string, Typed> {
    this.send(method, params);
    const { head, body } = this.receive();
    // One aligned copy of the bytes, so each array is a view of its own type.
    const bytes = new Uint8Array(body);
    const counts = head.result as Record<string, number>;
    const layout: Layout = this.created.arrays;
    let at = 0;
    for (const [name, dtype, count] of layout) {
      const Type = TYPES[dtype as keyof typeof TYPES];
      const length = typeof count === 'number' ? count : (counts[count] as number);
      at = (at + 3) & ~3;
      this.arrays[name] = new Type(bytes.buffer, at, length);
      at += length * Type.BYTES_PER_ELEMENT;
    }
    const indices = this.arrays.changeIndices as Uint32Array;
    const values = this.arrays.changeValues as Float32Array;
    for (let k = 0; k < indices.length; k++) this.observations[indices[k] as number] = values[k] as number;
    const legalCounts = this.arrays.legalCounts as Uint32Array;
    const legal = this.arrays.legalActions as Uint16Array;
    const size = this.created.actionSpace.size;
    this.masks.fill(0);
    let k = 0;
    for (let seat = 0; seat < legalCounts.length; seat++) {
      const base = seat * size;
      for (let n = legalCounts[seat] as number; n > 0; n--) this.masks[base + (legal[k++] as number)] = 1;
    }
    return this.arrays;
  }

  /** Ends the server and removes the pipes. */
  close(): void {
    closeSync(this.requests);
    this.child.kill();
    closeSync(this.answers);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
