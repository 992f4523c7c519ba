import { writeFileSync } from 'node:fs';
import { createGenerator } from 'ts-json-schema-generator';
import { defineConfig } from 'tsup';

/** The types a client in another language sends or stores, whose JSON Schema ships as `welcome-to-engine/schema.json`. */
const SCHEMA_TYPES = ['Choice', 'PickChoice', 'GameRecord', 'GameOptions', 'Sheet'] as const;

/**
 * Writes `dist/schema.json`: one JSON Schema (draft-07) whose `definitions` hold each
 * of {@link SCHEMA_TYPES} and every type they use, generated from the declarations and
 * their documentation, with no field beyond those the types name. It compiles under
 * Ajv's defaults (`new Ajv()`, strict mode) without a warning, and its `$id` is a
 * name, not an address: `urn:welcome-to-engine:schema`, the same in every version, so
 * that a client's `getSchema('urn:welcome-to-engine:schema#/definitions/Choice')`
 * outlives an upgrade; no server of ours answers at a URL, and none is pretended.
 */
function writeSchema(): void {
  const generator = createGenerator({ path: 'src/index.ts', tsconfig: 'tsconfig.json', expose: 'export', topRef: true, jsDoc: 'extended', skipTypeCheck: true, additionalProperties: false });
  const definitions: Record<string, unknown> = {};
  for (const type of SCHEMA_TYPES) Object.assign(definitions, generator.createSchema(type).definitions);

  /**
   * The generator writes a union of primitives as a `type` list (`seed`: string or
   * number; `HouseUse`: false, 'estate' or 'house'), which Ajv's strict mode refuses
   * to read without `allowUnionTypes` unless it is one type and `null`. A list beside
   * an `enum` says nothing the values do not, and goes; any other becomes an `anyOf`
   * of one type each, which every validator reads alike.
   */
  function singleTypes(node: unknown): void {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach(singleTypes);
      return;
    }
    const at = node as Record<string, unknown>;
    const types = at.type;
    if (Array.isArray(types) && types.length > 1 && !(types.length === 2 && types.includes('null'))) {
      // Not met today; merging two anyOf lists is a change to think about, not to guess.
      if ('anyOf' in at) throw new Error(`writeSchema: a type list beside an anyOf: ${JSON.stringify(at)}`);
      delete at.type;
      if (!('enum' in at)) at.anyOf = types.map((type: unknown) => ({ type }));
    }
    Object.values(at).forEach(singleTypes);
  }
  singleTypes(definitions);

  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:welcome-to-engine:schema',
    title: 'welcome-to-engine',
    description: `The JSON shapes of welcome-to-engine: ${
      SCHEMA_TYPES.map((type) => `#/definitions/${type}`).join(', ')
    }. Generated from the TypeScript declarations; the engine checks the ranges and rules besides.`,
    definitions,
  };
  writeFileSync('dist/schema.json', `${JSON.stringify(schema)}\n`);
}

/**
 * How the code ships: readable, not minified (a library's users minify their own
 * bundles), so that a stack trace points into a line a person can read (a minified
 * bundle is one line of 120 kB, printed whole under an uncaught error) and every
 * function and class keeps its own name without esbuild's `keepNames`, whose wrapper
 * renamed every closure made on the hot paths (a sixth of a random game's time).
 */
const SHIPPED = { sourcemap: false, minify: false } as const;

export default defineConfig([
  {
    // The library and the `welcome-to` program as ES modules, one module a source file
    // (dist/ mirrors src/), not bundled: a front-end's bundler then drops every module
    // its program does not reach (the package has `sideEffects: false`), which a single
    // bundled chunk defeats (scoreSheet alone pulled in 46 kB gzipped of the engine
    // rather than 11: docs/performance.md, "What a front-end bundles"). The entries the
    // package names (dist/index.js is src/index.ts's own module; dist/cli.js, svg.js,
    // boardgame-io.js and workers.js) are written by scripts/finish-build.mjs.
    entry: ['src/**/*.ts'],
    bundle: false,
    format: ['esm'],
    ...SHIPPED,
    clean: true,
    target: 'node20',
    onSuccess: async () => writeSchema(),
  },
  {
    // The declarations of every entry, each one file under the declarations' own names
    // (`.d.cts`; scripts/finish-build.mjs writes the `.d.ts` that re-export them for ES
    // modules, and the `.cjs` entries). The adapter, the drawings and the worker pool reach the engine through the main
    // entry only (src/adapters imports `../../index.js`, src/svg and src/workers `../index.js`), kept
    // external here so that their declarations import the main entry's rather than
    // sharing a chunk with a hashed name; the script then points that import, and the
    // links to the guides, where they lead from dist/.
    entry: { index: 'src/index.ts', 'boardgame-io': 'src/adapters/boardgame-io/index.ts', svg: 'src/svg/index.ts', workers: 'src/workers/index.ts' },
    external: ['boardgame.io', 'tinypool', /^(\.\.\/)+index\.js$/],
    format: ['cjs'],
    dts: { only: true },
    target: 'node20',
  },
]);
