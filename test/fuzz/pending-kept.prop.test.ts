import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, greedyBot, randomBot, resolveRound, validateState, withdrawChoice, type GameState } from '../../src/index.js';
import { botTurn } from '../../src/bots/play-game.js';
import { gameParamsArb, playedGame, randomStep, randomTurn, rngOf, type GameParams } from '../support/random-play.js';
import { pathsOf } from './harness.js';

/*
 * Pending choices. `applyChoice` once kept what a choice does beside the state it
 * returned, and `resolveRound` wrote that kept outcome: a state edited in place after
 * the choice (the choice rewritten, the pick changed) still had its player object, so
 * the old outcome was found. Nothing is kept now (issue 53): `resolveRound` plays each
 * pending choice again, so a state edited in place resolves as its JSON copy does, and
 * "a state that passes validateState resolves to a state that passes it".
 */

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Games of both rulesets with every variant and sheet, the seasonal ones three times in four. */
const paramsArb: fc.Arbitrary<GameParams> = gameParamsArb;

/**
 * A round in progress: some rounds of random play, then every player's random choice
 * (each after its pick in an expert game), the round not resolved; `chosen` of them
 * chose through `applyChoice`, the rest through the engine's own bots.
 */
const roundArb = fc
  .tuple(paramsArb, fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 6 }), fc.boolean())
  .map(([params, rounds, chosen, greedy]) => {
    let state: GameState = playedGame(params, rounds);
    if (state.status === 'over') return undefined;
    const rng = rngOf(params.bot + 1);
    // Midway: the first players have chosen, the next one has only picked (in an expert game).
    let midway: GameState = state;
    state.players.forEach((player, i) => {
      if (state.status !== 'choosing') return;
      if (i === 1) midway = state.variants.expert ? applyChoice(state, player.id, randomStep(state, player.id, rng)) : state;
      state = i < chosen ? randomTurn(state, player.id, rng) : botTurn(state, player.id, greedy ? greedyBot : randomBot, params.bot + i);
    });
    const round: { params: GameParams; state: GameState; midway: GameState } = { params, state, midway };
    return round;
  })
  .filter((round) => round !== undefined)
  .map((round) => round as { params: GameParams; state: GameState; midway: GameState });

type Edit = 'another choice' | 'one field' | 'the pick';

/**
 * Edits `index`'s pending choice (or pick) as code holding the state could, the player
 * object staying the same: the pick in place, the choice (frozen by applyChoice, so it
 * cannot be rewritten in place) replaced by an edited copy.
 */
function editInPlace(state: GameState, index: number, edit: Edit, seed: number): boolean {
  const player = state.players[index]! as { pick: number | null; pending: unknown };
  const pending = player.pending as Record<string, unknown>;
  expect(Object.isFrozen(pending)).toBe(true);
  if (edit === 'the pick') {
    if (player.pick === null) return false;
    player.pick = (player.pick + 1 + (seed % 2)) % 3;
    return true;
  }
  if (edit === 'another choice') {
    // Another choice the player could make on this sheet and offer (the pick kept).
    const other = randomStep(withdrawChoice(state, state.players[index]!.id), state.players[index]!.id, rngOf(seed));
    if (other.type === 'pick') return false;
    player.pending = other;
    return true;
  }
  const keys = Object.keys(pending).filter((key) => key !== 'type');
  if (keys.length === 0) return false;
  const key = keys[seed % keys.length]!;
  const value = pending[key];
  const copy: Record<string, unknown> = { ...pending };
  if (typeof value === 'number') copy[key] = seed % 3 === 0 ? Math.max(0, value - 1) : value + 1 + (seed % 4);
  else delete copy[key];
  player.pending = copy;
  return true;
}

describe('pending choices: a state that passes validateState resolves to one that passes', () => {
  it('"no false alarms": every round in progress the engine makes (some players chosen, one only picked, or all chosen by applyChoice and the engine\'s bots) passes, live and through JSON, and resolves to a state that passes', () => {
    fc.assert(
      fc.property(roundArb, ({ state, midway }) => {
        expect(validateState(midway)).toEqual([]);
        expect(validateState(json(midway))).toEqual([]);
        expect(validateState(state)).toEqual([]);
        expect(validateState(json(state))).toEqual([]);
        const next = resolveRound(state);
        expect(validateState(next)).toEqual([]);
        expect(validateState(json(next))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('"a pending choice edited in place keeps no outcome of its own": accepted (in place or copied), it resolves to a state that passes', () => {
    let edited = 0;
    let refused = 0;
    fc.assert(
      fc.property(roundArb, fc.nat(), fc.constantFrom<Edit>('another choice', 'one field', 'the pick'), fc.nat(), ({ state }, who, edit, seed) => {
        const index = who % state.players.length;
        if (!editInPlace(state, index, edit, seed)) return;
        edited += 1;
        // Copied through JSON, the edited state keeps no outcome: its choice is played again.
        const copy = json(state);
        if (validateState(copy).length === 0) expect(validateState(json(resolveRound(copy)))).toEqual([]);
        const problems = validateState(state);
        if (problems.length > 0) {
          refused += 1;
          expect(problems.some((problem) => problem.path.startsWith(`players[${index}]`))).toBe(true);
          return;
        }
        let next: GameState | undefined;
        expect(() => (next = resolveRound(state))).not.toThrow();
        expect(validateState(next)).toEqual([]);
        expect(validateState(json(next))).toEqual([]);
        // The live state, edited in place, resolves as its copy does: nothing of the choice first made is kept for its player object.
        expect(json(next)).toEqual(json(resolveRound(copy)));
      }),
      { numRuns: 120 },
    );
    expect(edited).toBeGreaterThan(60);
    expect(refused).toBeGreaterThan(0);
  });

  it("the issue's case: a build cannot be rewritten in place (frozen); replaced in its player by another pair's build, it is played again, not written with the old outcome", () => {
    const game = createGame({ players: 2, seed: 1 });
    let state = applyChoice(game, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    state = applyChoice(state, 'p2', { type: 'build', pair: 0, street: 0, house: 0 });
    expect(() => Object.assign(state.players[0]!.pending as object, { pair: 1 })).toThrow(TypeError);
    (state.players[0] as { pending: unknown }).pending = { ...(state.players[0]!.pending as object), pair: 1 };
    expect(validateState(state)).toEqual([]);
    const next = resolveRound(state);
    expect(validateState(next)).toEqual([]);
    expect(next.players[0]?.sheet.streets[0].houses[0]?.number).toBe(state.offer[1]?.number);
  });
});

/** A path as validateState writes it: `players[0].sheet.streets[1]`. */
const spelled = (path: readonly (string | number)[]) => path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`), '');

describe('a state is JSON: an own property set to undefined is malformed', () => {
  it('"JSON.stringify drops undefined": an undefined field anywhere (houses, tracks, players, pending) is named with its path', () => {
    fc.assert(
      fc.property(roundArb, fc.nat(), fc.constantFrom('extra', 'known'), ({ state }, at, which) => {
        const copy = json(state) as unknown as Record<string, unknown>;
        const objects = pathsOf(copy, 100_000).filter((path) => {
          let node: unknown = copy;
          for (const key of path) node = (node as Record<string | number, unknown>)[key];
          return typeof node === 'object' && node !== null && !Array.isArray(node);
        });
        const path = objects[at % objects.length]!;
        let node = copy;
        for (const key of path) node = node[key] as Record<string, unknown>;
        const keys = Object.keys(node);
        const key = which === 'known' && keys.length > 0 ? keys[at % keys.length]! : 'extra';
        node[key] = undefined;
        const problems = validateState(copy);
        expect(problems).toContainEqual(expect.objectContaining({ code: 'state/malformed', path: spelled([...path, key]) }));
      }),
      { numRuns: 150 },
    );
  });

  it('an optional field of a pending choice given as undefined ({ …, effect: undefined }) is malformed too', () => {
    const state = applyChoice(createGame({ players: 2, seed: 3 }), 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    const copy = json(state);
    (copy.players[0]!.pending as unknown as Record<string, unknown>).effect = undefined;
    expect(validateState(copy)).toEqual([expect.objectContaining({ code: 'state/malformed', path: 'players[0].pending.effect' })]);
    const house = json(state);
    (house.players[1]!.sheet.streets[0].houses[0] as unknown as Record<string, unknown>).extra = undefined;
    expect(validateState(house)).toEqual([expect.objectContaining({ code: 'state/malformed', path: 'players[1].sheet.streets[0].houses[0].extra' })]);
  });
});
