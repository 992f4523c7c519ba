// A synchronous client of `welcome-to serve --stdio` (protocol 2) for the benches: the
// server's standard input and output are two named pipes the bench reads and writes with
// blocking calls, so a timed block is a plain loop (no event loop between request and
// answer), and the server's CPU time is read from /proc (Linux).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Created } from '../support/bridge-client.js';

/** The typed array of each dtype of the protocol. */
const TYPES = { '<f4': Float32Array, '<i4': Int32Array, '|u1': Uint8Array } as const;
type Typed = Float32Array | Int32Array | Uint8Array;

/** One environment served by a child `serve --stdio`, stepped with blocking reads and writes. */
export class StdioClient {
  private readonly child: ChildProcess;
  private readonly dir: string;
  private readonly requests: number;
  private readonly answers: number;
  /** Bytes read and not yet taken: the answers' lines (and whatever of a step's bytes came with one). */
  private pending = Buffer.alloc(1 << 16);
  private start = 0;
  private end = 0;
  private id = 0;
  created!: Created;
  /** The buffer every step's bytes are read into, and its arrays by name: views made once, at `create` (a step's values until the next). */
  body = new Uint8Array(0);
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

  /** The next answer's JSON line, parsed (an error thrown). */
  private head(): { id: unknown; bytes?: number; result?: unknown; error?: { code: string; message: string } } {
    let newline = this.pending.indexOf(10, this.start);
    while (newline < 0 || newline >= this.end) {
      this.fill(this.end - this.start + 1);
      newline = this.pending.indexOf(10, this.start);
    }
    const head = JSON.parse(this.pending.toString('utf8', this.start, newline)) as ReturnType<StdioClient['head']>;
    this.start = newline + 1;
    if (head.error !== undefined) throw new Error(`${head.error.code}: ${head.error.message}`);
    return head;
  }

  /** Reads a step's bytes into `body`: what came with its line copied, the rest read straight in. */
  private readBody(bytes: number): void {
    if (bytes !== this.body.length) throw new Error(`a step of ${bytes} bytes, where create said ${this.body.length}`);
    const have = Math.min(bytes, this.end - this.start);
    this.body.set(this.pending.subarray(this.start, this.start + have));
    this.start += have;
    if (this.start === this.end) this.start = this.end = 0;
    for (let at = have; at < bytes;) at += readSync(this.answers, this.body, at, bytes - at, null);
  }

  /** A request and its JSON result. */
  call(method: string, params?: unknown): unknown {
    this.send(method, params);
    return this.head().result;
  }

  /** `create`, keeping the layout: one buffer for every step's bytes, and each array a view of it. */
  create(params: Record<string, unknown>): Created {
    this.created = this.call('create', { protocol: 2, ...params }) as Created;
    // At offset 0 of a buffer of its own: every array is aligned for its type.
    this.body = new Uint8Array(this.created.bytes);
    this.arrays = {};
    for (const { name, dtype, shape, offset } of this.created.arrays) {
      const Type = TYPES[dtype as keyof typeof TYPES];
      this.arrays[name] = new Type(this.body.buffer, offset, shape.reduce((a, b) => a * b, 1));
    }
    return this.created;
  }

  /** A request answered by a step: its bytes read into `body`, under the arrays made at `create`; the answer's line. */
  step(method: string, params?: unknown): unknown {
    this.send(method, params);
    const head = this.head();
    this.readBody(head.bytes ?? 0);
    return head.result;
  }

  /** Ends the server and removes the pipes. */
  close(): void {
    closeSync(this.requests);
    this.child.kill();
    closeSync(this.answers);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
