import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Seven tiers: rule scenarios (*.test.ts), fast-check properties (*.prop.test.ts), and
// after the build what it ships (*.dist.test.ts) the built command line (*.cli.test.ts), the built web page in a browser (*.web.test.ts)
// and the server recipe on PostgreSQL (*.server.test.ts); and the drawing converted by
// programs outside browsers (*.renderer.test.ts).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    // Every core runs test files: vitest's default leaves one for itself, which on CI's two
    // cores ran the files one at a time (the server's files keep to one at a time, below).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.prop.test.ts', 'test/**/*.cli.test.ts', 'test/**/*.dist.test.ts', 'test/**/*.web.test.ts', 'test/**/*.server.test.ts', 'test/**/*.renderer.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'properties',
          include: ['test/**/*.prop.test.ts'],
          exclude: ['test/**/*.dist.test.ts'],
          // Whole random games: generous, since CI machines have two cores.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks what the build ships beside the code (the JSON Schema): after the build.
          name: 'dist',
          include: ['test/**/*.dist.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The page of `npm run docs` in Debian's Chromium: after `npm run build:web`.
          name: 'web',
          include: ['test/**/*.web.test.ts'],
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The drawing converted by programs outside the browser (Debian's rsvg-convert and
          // ImageMagick) and compared in Chromium: `npm run test:renderers`, which .ci/run
          // runs once it has installed them.
          name: 'renderers',
          include: ['test/**/*.renderer.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Runs the built program: `npm run build` first (npm test does).
          name: 'cli',
          include: ['test/**/*.cli.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The server recipe (examples/server/) on PostgreSQL: after the build, with a
          // database (npm run test:server starts a throwaway one).
          name: 'server',
          include: ['test/**/*.server.test.ts'],
          testTimeout: 180_000,
          // Each file starts its own server processes on the one database.
          fileParallelism: false,
        },
      },
    ],
  },
});
