import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three tiers: rule scenarios (*.test.ts), fast-check properties (*.prop.test.ts),
// and the built command line (*.cli.test.ts, after the build).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.prop.test.ts', 'test/**/*.cli.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'properties',
          include: ['test/**/*.prop.test.ts'],
          // Whole random games: generous, since CI machines have two cores.
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
    ],
  },
});
