// After tsup: the CommonJS entries and the declarations as shipped.
// - Each entry's CommonJS file, `dist/<entry>.cjs`, is its ES module required through
//   Node's require of ES modules (Node 20.19 and later): one copy of the engine for
//   `import` and `require` alike, so one `RuleError` class and no dual-package hazard,
//   and no second 220 kB build of the same code.
// - Each entry's declarations are one file, `dist/<entry>.d.cts`, under their own names.
//   The boardgame.io entry's import the main entry's: tsup keeps the adapter's one way
//   into the engine (`../../index.js`) external and writes it `./index.js`; from a
//   `.d.cts` that is `./index.cjs`.
// - The ES module declarations, `dist/<entry>.d.ts`, re-export the CommonJS ones rather
//   than repeating 140 kB of them: the types are the same, and TypeScript lets an ES
//   module re-export a CommonJS one's names.
// - The doc comments' links to the guides are written from the source files
//   (`../../docs/rules.md#…`); from `dist/` they point into the package's own `docs/`,
//   where an editor's hover follows them.
// - The entries the package names beside dist/index.js: each a module that re-exports
//   (or, for the program, runs) its source file's module, which the unbundled build
//   wrote under dist/ as under src/.
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { recordBuild } from './fresh-build.mjs';

const ENTRIES = { svg: './svg/index.js', 'boardgame-io': './adapters/boardgame-io/index.js', workers: './workers/index.js' };
for (const [entry, module] of Object.entries(ENTRIES)) {
  writeFileSync(`dist/${entry}.js`, `// The welcome-to-engine/${entry === 'boardgame-io' ? 'boardgame.io' : entry} entry.\nexport * from '${module}';\n`);
}
writeFileSync('dist/cli.js', `#!/usr/bin/env node\n// The welcome-to program.\nimport './cli/bin.js';\n`);
chmodSync('dist/cli.js', 0o755);

for (const name of readdirSync('dist')) {
  if (!name.endsWith('.d.cts')) continue;
  const path = `dist/${name}`;
  const text = readFileSync(path, 'utf8')
    .replace(/^(import .* from )'(?:\.\.\/\.\.\/|\.\/)index\.js';$/m, "$1'./index.cjs';")
    .replaceAll(/\((?:\.\.\/)+docs\//g, '(../docs/');
  writeFileSync(path, text);
  const entry = name.slice(0, -'.d.cts'.length);
  writeFileSync(`dist/${entry}.d.ts`, `// The declarations of this entry, shared with its CommonJS build.\nexport * from './${entry}.cjs';\n`);
  writeFileSync(`dist/${entry}.cjs`, `'use strict';\n// CommonJS: this entry's ES module, required as Node 20.19 and later require ES modules.\nmodule.exports = require('./${entry}.js');\n`);
}

// What this build was built from, so that the scripts needing a build skip another (scripts/fresh-build.mjs).
recordBuild();
