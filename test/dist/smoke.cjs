// Requires the built package through its CJS `require` condition, as a user would.
const assert = require('node:assert/strict');
const engine = require('welcome-to-engine');
const { check, playGame, playSeasons, playVariants } = require('./check.cjs');

check(engine, assert);
playGame(engine, assert);
playVariants(engine, assert);
playSeasons(engine, assert);
console.log(`dist CJS: ${Object.keys(engine).length} exports checked`);
