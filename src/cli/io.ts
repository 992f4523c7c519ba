import { createInterface, type Interface } from 'node:readline';

/** Where the command line reads and writes: the terminal, or a test's pipes. */
export interface Io {
  /** Writes a line to standard output. */
  out(text: string): void;
  /**
   * Writes bytes to standard output as they are (`serve --stdio`'s steps), in order with
   * the lines of `out`. The promise settles once they are out of the caller's hands: until
   * then the caller leaves them as they are (a pipe takes them at once on Linux; elsewhere
   * the stream may hold them a while).
   */
  write(bytes: Uint8Array): Promise<void>;
  /** Writes a line to standard error. */
  err(text: string): void;
  /** Shows a progress line on standard error when it is a terminal (overwritten in place); nothing elsewhere. */
  progress(text: string): void;
  /** Whether standard error is a terminal: progress is drawn in place there, and written a line at a time (with `err`) elsewhere. */
  readonly errIsTerminal: boolean;
  /** The next line of standard input, or `undefined` at its end. */
  line(prompt: string): Promise<string | undefined>;
  /** The lines of standard input as they come, nothing echoed: `serve --stdio`'s requests. */
  requests(): AsyncIterable<string>;
  /** All of standard input, for `replay -`. */
  readAll(): Promise<string>;
  /** Lets go of standard input, so the program can exit while it is still open. */
  close(): void;
}

/** The process's own terminal or pipes. */
export function processIo(): Io {
  let reader: Interface | undefined;
  let lines: AsyncIterator<string> | undefined;
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    // Settled when the stream has handed the bytes on (or failed to: a reader gone ends the server by its input's end).
    write: (bytes) => new Promise((resolve) => process.stdout.write(bytes, () => resolve())),
    err: (text) => process.stderr.write(`${text}\n`),
    progress: (text) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${text}\x1b[K`);
    },
    errIsTerminal: process.stderr.isTTY === true,
    line: async (prompt) => {
      process.stdout.write(prompt);
      reader ??= createInterface({ input: process.stdin, terminal: false });
      lines ??= reader[Symbol.asyncIterator]();
      const next = await lines.next();
      if (!process.stdin.isTTY && next.done !== true) process.stdout.write(`${next.value}\n`);
      return next.done === true ? undefined : next.value;
    },
    requests: () => {
      reader ??= createInterface({ input: process.stdin, terminal: false });
      return reader;
    },
    readAll: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    close: () => {
      reader?.close();
      process.stdin.unref?.();
    },
  };
}
