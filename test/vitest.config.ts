import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two tiers: rule scenarios (*.test.ts) and fast-check properties (*.prop.test.ts).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.prop.test.ts'],
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
    ],
  },
});
