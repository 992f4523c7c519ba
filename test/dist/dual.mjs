// An application that both imports and requires the package (an ES module of its own
// and a CommonJS dependency) gets one copy: dist/index.cjs requires the ES module. A
// RuleError from either is recognised by the other.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as esm from 'welcome-to-engine';

const cjs = createRequire(import.meta.url)('welcome-to-engine');
assert.equal(esm.RuleError, cjs.RuleError, 'import and require load the one copy');
assert.equal(esm.createGame, cjs.createGame);
for (const [thrower, catcher] of [[cjs, esm], [esm, cjs]]) {
  assert.throws(
    () => thrower.createGame({ players: 0 }),
    (error) => error instanceof catcher.RuleError && catcher.isRuleError(error) && error.code === 'options/players',
  );
}
assert.equal(esm.isRuleError(new Error('plain')), false);
const require = createRequire(import.meta.url);
assert.equal((await import('welcome-to-engine/workers')).simulateOnWorkers, require('welcome-to-engine/workers').simulateOnWorkers, 'the workers entry too');
assert.equal(esm.isRuleError(null), false);
console.log('dist: import and require load one copy, and a RuleError from either is recognised by the other');
