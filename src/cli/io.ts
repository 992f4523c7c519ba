import { createInterface } from 'node:readline';

/** Where the command line reads and writes: the terminal, or a test's pipes. */
export interface Io {
  /** Writes a line to standard output. */
  out(text: string): void;
  /** Writes a line to standard error. */
  err(text: string): void;
  /** Shows a progress line on standard error when it is a terminal (overwritten in place). */
  progress(text: string): void;
  /** The next line of standard input, or `undefined` at its end. */
  line(prompt: string): Promise<string | undefined>;
}

/** The process's own terminal or pipes. */
export function processIo(): Io {
  let lines: AsyncIterator<string> | undefined;
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    progress: (text) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${text}\x1b[K`);
    },
    line: async (prompt) => {
      process.stdout.write(prompt);
      lines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      const next = await lines.next();
      if (!process.stdin.isTTY && next.done !== true) process.stdout.write(`${next.value}\n`);
      return next.done === true ? undefined : next.value;
    },
  };
}
