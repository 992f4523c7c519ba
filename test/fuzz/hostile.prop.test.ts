import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/index.js';
import { ENTRY_POINTS, type EntryPoint } from './entry-points.js';
import { DELETE, judge, pathsOf, replaceAt, type CallReport } from './harness.js';
import { hostileArb, SPECIALS } from './hostile-values.js';

/*
 * Hostile input (the promises a server author relies on, README "Guarantees for server
 * authors"): whatever arrives in an argument from outside, every exported function
 * returns a result or throws a RuleError with a code (the functions that answer with
 * problems never throw), leaves its arguments and Object's prototypes as they were,
 * and answers within a generous ceiling. `npm run fuzz` runs the same checks longer.
 */

/**
 * The calls that broke a promise: anything but a result or a RuleError; for a call out of
 * order (`refuses`), anything but a RuleError of its code.
 */
const broken = (reports: readonly CallReport[], entry?: EntryPoint) =>
  reports.filter((r) => (entry?.refuses === undefined ? r.verdict !== 'ok' && r.verdict !== 'rule-error' : r.verdict !== 'rule-error' || r.code !== entry.refuses));

/** Each fixed hostile value as each outside argument, whole. */
function wholeArguments(entry: EntryPoint): CallReport[] {
  const reports: CallReport[] = [];
  for (const index of entry.outside) {
    SPECIALS.forEach((make, k) => {
      const args = entry.args();
      args[index] = make();
      reports.push(judge(entry, args, `argument ${index} = special ${k}`));
    });
  }
  return reports;
}

describe('hostile values in every argument that comes from outside', () => {
  it('every exported function is in the fuzz table', () => {
    const functions = Object.entries(engine).filter(([, value]) => typeof value === 'function' && value !== engine.RuleError).map(([name]) => name);
    const covered = new Set(ENTRY_POINTS.map((entry) => entry.name.split(' ')[0]));
    expect(functions.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(ENTRY_POINTS.map((entry) => [entry.name, entry] as const))('%s: each fixed hostile value as a whole argument', (_name, entry) => {
    expect(broken(wholeArguments(entry), entry)).toEqual([]);
  });

  it.each(ENTRY_POINTS.filter((entry) => entry.refuses !== undefined).map((entry) => [entry.name, entry] as const))(
    '%s: "answers a RuleError naming what is legal", with its own arguments too',
    (_name, entry) => {
      expect(broken([judge(entry, entry.args(), 'its own arguments')], entry)).toEqual([]);
    },
  );

  it.each(ENTRY_POINTS.filter((entry) => entry.outside.length > 0).map((entry) => [entry.name, entry] as const))(
    '%s: a hostile value (or nothing) in place of any field, at any depth',
    (_name, entry) => {
      const found: CallReport[] = [];
      fc.assert(
        fc.property(fc.constantFrom(...entry.outside), fc.nat(), fc.option(hostileArb, { freq: 8 }), (index, at, make) => {
          const args = entry.args();
          const paths = pathsOf(args[index]);
          const path = paths[at % paths.length] ?? [];
          args[index] = replaceAt(args[index], path, make === null ? DELETE : make());
          const report = judge(entry, args, `argument ${index} at ${path.join('.') || '(whole)'}`);
          found.push(...broken([report], entry));
          return found.length === 0;
        }),
        { numRuns: 60 },
      );
      expect(found).toEqual([]);
    },
  );
});
