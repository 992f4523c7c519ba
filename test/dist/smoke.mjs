// Imports the built package through its ESM `import` condition, as a user would.
import assert from 'node:assert/strict';
import * as engine from 'welcome-to-engine';
import schema from 'welcome-to-engine/schema.json' with { type: 'json' };
import * as adapter from 'welcome-to-engine/boardgame.io';
import * as workers from 'welcome-to-engine/workers';
import { check, checkAdapter, checkWorkers, playGame, playSeasons, playVariants } from './check.cjs';

check(engine, assert);
playGame(engine, assert);
playVariants(engine, assert);
playSeasons(engine, assert);
assert.ok(schema.definitions.GameRecord, 'the JSON Schema, through its own export');
checkAdapter(adapter, engine, assert);
await checkWorkers(workers, engine, assert);
console.log(`dist ESM: ${Object.keys(engine).length} exports checked, and the workers entry`);
