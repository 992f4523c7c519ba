import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: ESM and CJS, with declarations for both.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: false,
  },
  {
    // The `welcome-to` program, a separate entry the library never imports.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    splitting: false,
  },
]);
