// Requires the built package through its CJS `require` condition, as a user would.
const assert = require('node:assert/strict');
const engine = require('welcome-to-engine');
const { check, checkAdapter, checkWorkers, playGame, playSeasons, playVariants } = require('./check.cjs');

check(engine, assert);
playGame(engine, assert);
playVariants(engine, assert);
playSeasons(engine, assert);
// The JSON Schema, through its own export.
assert.ok(require('welcome-to-engine/schema.json').definitions.Choice);
checkAdapter(require('welcome-to-engine/boardgame.io'), engine, assert);
checkWorkers(require('welcome-to-engine/workers'), engine, assert).then(
  () => console.log(`dist CJS: ${Object.keys(engine).length} exports checked, and the workers entry`),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
