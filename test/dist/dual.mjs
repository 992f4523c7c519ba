// An application that loads both builds (an ES module of its own and a CommonJS
// dependency) must recognise a RuleError from either copy.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as esm from 'welcome-to-engine';

const cjs = createRequire(import.meta.url)('welcome-to-engine');
assert.notEqual(esm.RuleError, cjs.RuleError, 'two copies are loaded');
for (const [thrower, catcher] of [[cjs, esm], [esm, cjs]]) {
  assert.throws(
    () => thrower.createGame({ players: 0 }),
    (error) => error instanceof catcher.RuleError && catcher.isRuleError(error) && error.code === 'options/players',
  );
}
assert.equal(esm.isRuleError(new Error('plain')), false);
assert.equal(esm.isRuleError(null), false);
console.log('dist: a RuleError from either build is recognised by the other');
