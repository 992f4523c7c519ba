import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, choicesBetween, createGame, isRuleError, previewChoice, validateSheet, type GameState, type Sheet } from '../../src/index.js';
import { allVariantsArb, playedGame, randomStep, rngOf } from '../support/random-play.js';
import { DELETE, pathsOf, replaceAt } from './harness.js';
import { withSheet } from '../support/helpers.js';
import { jsonHostileArb } from './hostile-values.js';

/*
 * choicesBetween reads its sheetAfter from outside (a referee's scan of a paper sheet,
 * a client): its documentation promises RuleError sheet/malformed for a value that is
 * not a sheet, and validateSheet is what says so. The two must agree on every value.
 */

/** A game in progress with every variant on, and a sheet one legal choice of its first player leads to. */
const positionArb: fc.Arbitrary<{ state: GameState; after: Sheet }> = fc
  .tuple(allVariantsArb, fc.integer({ min: 0, max: 8 }), fc.nat())
  .map(([params, rounds, seed]) => {
    const state = playedGame(params, rounds);
    const id = state.players[0]?.id as string;
    let played = state;
    let step = state.status === 'over' ? undefined : randomStep(played, id, rngOf(seed));
    // In an expert game the pick first, then the build it shows.
    while (step !== undefined && step.type === 'pick') {
      played = applyChoice(played, id, step);
      step = randomStep(played, id, rngOf(seed + 1));
    }
    const after = step === undefined ? (state.players[0]?.sheet as Sheet) : previewChoice(played, id, step).sheet;
    return { state, after };
  })
  .filter(({ state }) => state.status === 'choosing');

/** A structural edit a hand-made sheet has: an unknown key (the empty one too), a key gone, a value replaced. */
const editArb = fc.oneof(
  fc.constantFrom('', 'type', 'extra', '__proto__').map((key) => ({ kind: 'add' as const, key })),
  fc.constant({ kind: 'delete' as const }),
  jsonHostileArb.map((make) => ({ kind: 'replace' as const, make })),
);

describe('choicesBetween under malformed sheets (fuzz)', () => {
  it('"RuleError sheet/malformed when sheetAfter is not a sheet": it throws whenever validateSheet finds the sheet malformed, and only with a code validateSheet gives', () => {
    let malformed = 0;
    fc.assert(
      fc.property(positionArb, fc.nat(), editArb, ({ state, after }, at, edit) => {
        const json = JSON.parse(JSON.stringify(after)) as Sheet;
        const paths = pathsOf(json, 100_000);
        const path = paths[at % paths.length] ?? [];
        let edited: unknown;
        if (edit.kind === 'add') {
          const target = path.length === 0 ? json : (path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], json) as unknown);
          if (typeof target !== 'object' || target === null || Array.isArray(target)) return;
          edited = replaceAt(json, [...path, edit.key], 1);
        } else edited = replaceAt(json, path, edit.kind === 'delete' ? DELETE : edit.make());
        const found = validateSheet(edited).map((problem) => problem.code);
        const problems = found.filter((code) => code === 'sheet/malformed');
        let code: string | undefined;
        try {
          choicesBetween(state, state.players[0]?.id as string, edited as Sheet);
        } catch (error) {
          if (!isRuleError(error)) throw error;
          code = error.code;
        }
        if (problems.length > 0) {
          malformed += 1;
          expect(code).toBe('sheet/malformed');
        }
        // A value the reader refuses in the rules' words (a track past its end) is refused with validateSheet's code.
        if (code !== undefined) expect(found).toContain(code);
      }),
      { numRuns: 150 },
    );
    expect(malformed).toBeGreaterThan(20);
  });

  it('the issue\'s cases: an unknown key "" on the sheet, and a house with an extra key "type", are refused as sheet/malformed', () => {
    const { state, after } = fc.sample(positionArb, { numRuns: 1, seed: 3 })[0] as { state: GameState; after: Sheet };
    const id = state.players[0]?.id as string;
    const house = replaceAt(after, ['streets', 0, 'houses', 0, 'type'], 'house') as Sheet;
    for (const sheet of [{ ...after, '': 1 }, house]) {
      expect(validateSheet(sheet).map((problem) => problem.code)).toContain('sheet/malformed');
      expect(() => choicesBetween(state, id, sheet as Sheet)).toThrow(expect.objectContaining({ code: 'sheet/malformed' }));
    }
    expect(() => choicesBetween(state, id, after)).not.toThrow();
  });
});

describe('choicesBetween: a roundabout the player may not write', () => {
  it('"only with a code validateSheet gives" (fuzz finding, seed 1754272712): a new roundabout past the full track leads nowhere, [], where it threw choice/roundabout', () => {
    const state = createGame({ players: 2, seed: 1, variants: { roundabouts: true } });
    const p1 = state.players[0]?.sheet as Sheet;
    const full = withSheet(state, 'p1', { ...p1, roundabouts: 2 });
    const streets = p1.streets.map((street, s) => (s === 2 ? { ...street, houses: street.houses.map((house, h) => (h === 3 ? { ...house, roundabout: true } : house)) } : street));
    const after = { ...p1, roundabouts: 2, refusals: 1, streets } as unknown as Sheet;
    expect(choicesBetween(full, 'p1', after)).toEqual([]);
  });
});
