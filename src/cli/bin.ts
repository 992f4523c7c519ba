#!/usr/bin/env node
// The `welcome-to` program: runs the command line on this process's arguments and pipes.
import { processIo } from './io.js';
import { main } from './main.js';

// A reader that stops early (`welcome-to demo | head`) closes the pipe: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const io = processIo();
main(process.argv.slice(2), io, () => performance.now()).then(
  (code) => {
    io.close();
    process.exitCode = code;
  },
  (error: unknown) => {
    io.close();
    process.stderr.write(`welcome-to: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
