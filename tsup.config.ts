import { writeFileSync } from 'node:fs';
import { createGenerator } from 'ts-json-schema-generator';
import { defineConfig } from 'tsup';

/** The types a client in another language sends or stores, whose JSON Schema ships as `welcome-to-engine/schema.json`. */
const SCHEMA_TYPES = ['Choice', 'PickChoice', 'GameRecord', 'GameOptions', 'Sheet'] as const;

/**
 * Writes `dist/schema.json`: one JSON Schema (draft-07) whose `definitions` hold each
 * of {@link SCHEMA_TYPES} and every type they use, generated from the declarations and
 * their documentation, with no field beyond those the types name.
 */
function writeSchema(): void {
  const generator = createGenerator({ path: 'src/index.ts', tsconfig: 'tsconfig.json', expose: 'export', topRef: true, jsDoc: 'extended', skipTypeCheck: true, additionalProperties: false });
  const definitions: Record<string, unknown> = {};
  for (const type of SCHEMA_TYPES) Object.assign(definitions, generator.createSchema(type).definitions);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'welcome-to-engine.schema.json',
    title: 'welcome-to-engine',
    description: `The JSON shapes of welcome-to-engine: ${SCHEMA_TYPES.map((type) => `#/definitions/${type}`).join(', ')}. Generated from the TypeScript declarations; the engine checks the ranges and rules besides.`,
    definitions,
  };
  writeFileSync('dist/schema.json', `${JSON.stringify(schema, null, 2)}\n`);
}

export default defineConfig([
  {
    // The library and the `welcome-to` program as ES modules, split so that the program
    // runs on the library's own code rather than a second copy of it.
    entry: { index: 'src/index.ts', cli: 'src/cli/bin.ts', 'boardgame-io': 'src/adapters/boardgame-io/index.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', 'boardgame-io': 'src/adapters/boardgame-io/index.ts' } },
    // boardgame.io is an optional peer of the adapter entry, used for its types only.
    external: ['boardgame.io'],
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    onSuccess: async () => writeSchema(),
  },
  {
    // The library and the adapter for `require`, with their declarations.
    entry: { index: 'src/index.ts', 'boardgame-io': 'src/adapters/boardgame-io/index.ts' },
    external: ['boardgame.io'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'node20',
    splitting: false,
  },
]);
