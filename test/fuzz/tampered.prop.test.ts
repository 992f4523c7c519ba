import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleError, replay, validateChoice, validateState, type GameRecord, type GameState } from '../../src/index.js';
import { canonical } from '../support/oracles.js';
import { midGameArb } from '../support/random-play.js';
import { judge, pathsOf, replaceAt } from './harness.js';
import { jsonHostileArb } from './hostile-values.js';

/*
 * Tampered states and corrupted records. The transitions trust the states the engine
 * hands out (documented on each); a state from storage or a client goes through
 * validateState first, which must name every edit that makes the state one its own
 * record does not lead to. What it cannot see is a pending choice changed to another
 * legal choice (the player could have made it) and a record rewritten into another
 * legal history of the same game.
 */

/** A plausible edit of a value, the kind a cheat makes: off by one, flipped, emptied, or a hostile JSON value. */
const editArb: fc.Arbitrary<(value: unknown) => unknown> = fc.oneof(
  fc.constant((value: unknown) => (typeof value === 'number' ? value + 1 : 1)),
  fc.constant((value: unknown) => (typeof value === 'number' ? value - 1 : -1)),
  fc.constant((value: unknown) => (typeof value === 'number' ? (value === 0 ? JSON.parse('-0') : 0) : 0)),
  fc.constant((value: unknown) => (typeof value === 'boolean' ? !value : true)),
  fc.constant((value: unknown) => (typeof value === 'string' ? `${value}x` : 'x')),
  fc.constant((value: unknown) => (value === null ? 0 : null)),
  fc.constant((value: unknown) => (Array.isArray(value) ? value.slice(1) : [])),
  fc.constant((value: unknown) => (Array.isArray(value) ? [...value, value[0]] : {})),
  jsonHostileArb.map((make) => () => make()),
);

const underPending = (path: readonly (string | number)[]) => path[0] === 'players' && (path[2] === 'pending' || path[2] === 'pick');

describe('tampered states: validateState names every edit the record does not lead to', () => {
  it('an edit anywhere in a game in progress, at any depth', () => {
    let tried = 0;
    fc.assert(
      fc.property(midGameArb, fc.nat(), editArb, (state, at, edit) => {
        const json = JSON.parse(JSON.stringify(state)) as GameState;
        const paths = pathsOf(json, 100_000);
        const path = paths[at % paths.length] ?? [];
        let node: unknown = json;
        for (const key of path) node = (node as Record<string | number, unknown>)[key];
        const tampered = replaceAt(json, path, edit(node));
        if (canonical(tampered) === canonical(json) && !Object.is(edit(node), -0)) return;
        tried += 1;
        const problems = validateState(tampered);
        if (problems.length > 0) return;
        // Accepted: the record rewritten into another legal history of the same game (an
        // expert pair index naming the same number and effect, say), which it leads to…
        const withoutRecord = (game: GameState) => canonical({ ...game, record: null });
        if (path[0] === 'record' && withoutRecord(tampered as GameState) === withoutRecord(state)) return;
        // …or a pending choice (or pick) changed to one the player could have made.
        expect(underPending(path)).toBe(true);
        const id = (tampered as GameState).players[path[1] as number]?.id as string;
        const pending = (tampered as GameState).players[path[1] as number]?.pending;
        if (pending !== null && pending !== undefined) expect(validateChoice(state, id, pending)).toEqual({ ok: true });
      }),
      { numRuns: 150 },
    );
    expect(tried).toBeGreaterThan(100);
  });
});

describe('corrupted records: replay gives a RuleError or a game its record leads to', () => {
  it('an edit anywhere in a record', () => {
    fc.assert(
      fc.property(midGameArb, fc.nat(), editArb, (state, at, edit) => {
        const record = JSON.parse(JSON.stringify(state.record)) as GameRecord;
        const paths = pathsOf(record, 100_000);
        const path = paths[at % paths.length] ?? [];
        let node: unknown = record;
        for (const key of path) node = (node as Record<string | number, unknown>)[key];
        const corrupted = replaceAt(record, path, edit(node));
        const report = judge({ name: 'replay', args: () => [], outside: [0], call: (r) => replay(r as GameRecord) }, [corrupted], path.join('.'));
        expect(['ok', 'rule-error']).toContain(report.verdict);
        if (report.verdict === 'ok') {
          // A record that still replays is a game of its own: one validateState accepts.
          let replayed: GameState | undefined;
          try {
            replayed = replay(corrupted as GameRecord);
          } catch (error) {
            expect(isRuleError(error)).toBe(true);
          }
          if (replayed !== undefined) expect(validateState(JSON.parse(JSON.stringify(replayed)))).toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
