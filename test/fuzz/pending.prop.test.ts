import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPick, legalChoices, resolveRound, validateState, type Choice, type GameState, type PlayerState } from '../../src/index.js';
import { allVariantsArb, playedGame, randomTurn, rngOf } from '../support/random-play.js';
import { pathsOf } from './harness.js';

/*
 * Pending choices edited after applyChoice made them (issue 33, item 4). The outcome of
 * each pending choice was once kept beside the state, for that very player object, and
 * a choice edited in place kept an outcome it no longer had: resolveRound wrote the old
 * choice's number. Nothing is kept now (issue 53: resolveRound plays each pending
 * choice again), and the promise stays: a state that passes validateState resolves to
 * a state that passes it, and the same as its JSON copy does.
 */

/** A round with every player's choice made (seasonal sheets, roundabouts, expert, advanced plans, both rulesets), not yet resolved. */
const chosenArb: fc.Arbitrary<GameState> = fc
  .tuple(allVariantsArb, fc.integer({ min: 0, max: 10 }), fc.nat())
  .map(([params, rounds, seed]) => {
    let state = playedGame(params, rounds);
    if (state.status !== 'choosing') return state;
    const rng = rngOf(seed);
    for (const player of state.players) state = randomTurn(state, player.id, rng);
    return state;
  })
  .filter((state) => state.status === 'choosing' && state.players.every((player) => player.pending !== null));

/** Another legal choice for `index`'s player, made for the same pick. */
function otherChoice(state: GameState, index: number, seed: number): Choice | undefined {
  const player = state.players[index];
  if (player === undefined) return undefined;
  // The player as before the choice: its pick, its sheet, no pending choice.
  const players = state.players.map((p, k) => (k === index ? { ...p, pending: null } : p));
  const listed = legalChoices({ ...state, players } as GameState, player.id).filter((step): step is Choice => !isPick(step));
  return listed.length === 0 ? undefined : listed[seed % listed.length];
}

describe('pending choices edited after applyChoice (fuzz, issue 33 item 4)', () => {
  it('"a state that passes validateState resolves to states that pass it": a pending choice rewritten in place cannot be (it is frozen), one replaced is checked again', () => {
    let replaced = 0;
    fc.assert(
      fc.property(chosenArb, fc.nat(), fc.nat(), (state, who, seed) => {
        const index = who % state.players.length;
        const player = state.players[index];
        const other = otherChoice(state, index, seed);
        if (player === undefined || other === undefined) return;
        // In place, as the fuzz run edited it: refused, the choice is frozen.
        expect(() => Object.assign(player.pending as object, other)).toThrow(TypeError);
        // Replaced by another legal choice: a state validateState may pass (the player could have made it).
        const players = state.players.slice();
        players[index] = { ...player, pending: other };
        const edited = { ...state, players } as GameState;
        if (validateState(edited).length > 0) return;
        replaced += 1;
        const resolved = resolveRound(edited);
        expect(validateState(JSON.parse(JSON.stringify(resolved)))).toEqual([]);
        expect(validateState(resolved)).toEqual([]);
      }),
      { numRuns: 120 },
    );
    expect(replaced).toBeGreaterThan(10);
  });

  it("the issue's case: a build of pair 1 in house 1 of the top street rewritten to pair 2, middle street, house 8, with the old outcome kept", () => {
    const state = fc.sample(chosenArb, { numRuns: 40, seed: 11 }).find((s) => s.players[0]?.pending?.type === 'build') as GameState;
    const pending = state.players[0]?.pending as Choice;
    expect(Object.isFrozen(pending)).toBe(true);
    expect(() => {
      (pending as { pair: number }).pair = 2;
    }).toThrow(TypeError);
    expect(validateState(resolveRound(state))).toEqual([]);
  });

  it('a pick edited in place: the choice is played again against the pick it now has, exactly as in a JSON copy of the state', () => {
    let edited = 0;
    fc.assert(
      fc.property(chosenArb.filter((s) => s.variants.expert && s.players[0]?.pick !== null), (state) => {
        edited += 1;
        const player = state.players[0] as { -readonly [K in keyof PlayerState]: PlayerState[K] };
        const before = player.pick as number;
        const unedited = resolveRound(state);
        player.pick = ((before + 1) % 3) as 0 | 1 | 2;
        // What the live state resolves to is what its copy resolves to: nothing of the choice made is kept for the player object.
        const copy = JSON.parse(JSON.stringify(state)) as GameState;
        let resolved: GameState | undefined;
        let copied: GameState | undefined;
        try {
          resolved = resolveRound(state);
        } catch {
          // The choice no longer fits the pick: refused, never written with the old outcome.
        }
        try {
          copied = resolveRound(copy);
        } catch {
          // Refused alike (below).
        }
        expect(resolved === undefined).toBe(copied === undefined);
        if (resolved !== undefined) {
          expect(JSON.parse(JSON.stringify(resolved))).toEqual(JSON.parse(JSON.stringify(copied)));
          if (validateState(state).length === 0) expect(validateState(resolved)).toEqual([]);
        }
        player.pick = before as 0 | 1 | 2;
        // The pick put back, the state resolves as it did before the edit.
        expect(resolveRound(state)).toEqual(unedited);
      }),
      { numRuns: 10 },
    );
    expect(edited).toBeGreaterThan(0);
  });
});

describe('states are JSON data: an own field set to undefined is an edit (issue 33 item 7)', () => {
  it('validateState names a field set to undefined anywhere in a state (a house, a track, a player, the record)', () => {
    fc.assert(
      fc.property(chosenArb, fc.nat(), fc.constantFrom('number', 'extra', 'type'), (state, at, key) => {
        const json = JSON.parse(JSON.stringify(state)) as GameState;
        const objects = pathsOf(json, 100_000)
          .map((path) => path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], json))
          .filter((node): node is Record<string, unknown> => typeof node === 'object' && node !== null && !Array.isArray(node));
        const target = objects[at % objects.length] as Record<string, unknown>;
        target[key] = undefined;
        expect(validateState(json).map((problem) => problem.code)).toContain('state/malformed');
      }),
      { numRuns: 80 },
    );
  });
});
