import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library and the `welcome-to` program as ES modules, split so that the program
    // runs on the library's own code rather than a second copy of it.
    entry: { index: 'src/index.ts', cli: 'src/cli/bin.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
  },
  {
    // The library for `require`, with its declarations.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'node20',
    splitting: false,
  },
]);
