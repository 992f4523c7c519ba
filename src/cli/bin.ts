#!/usr/bin/env node
// The `welcome-to` program: runs the command line on this process's arguments and pipes.
import { processIo } from './io.js';
import { main } from './main.js';

main(process.argv.slice(2), processIo(), () => performance.now()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`welcome-to: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
