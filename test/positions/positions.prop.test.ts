import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  choicesBetween,
  createGame,
  legalChoices,
  legalClaims,
  greedyBot,
  PLANS,
  resolveRound,
  previewChoice,
  sheetFromText,
  validateSheet,
  validateState,
  type Choice,
  type GameOptions,
  type GameState,
  type PositionProblem,
} from '../../src/index.js';
import { botTurn } from '../../src/bots/play-game.js';
import { planValue } from '../../src/game/plans/plan-value.js';
import { settleStreetBonuses } from '../../src/game/round/street-bonuses.js';
import { writePlan } from '../../src/sheet/compact/write.js';
import { copyCompact } from '../../src/sheet/compact/compact.js';
import { compactOf, sheetOf } from '../../src/sheet/compact/json.js';
import { corrupt, SHEET_CORRUPTIONS, STATE_CORRUPTIONS } from './corruptions.js';
import { gameParamsArb, optionsOf, playChoices, playedGame, randomRound, randomTurn, rngOf, type GameParams } from '../support/random-play.js';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const sheetOptions = (state: GameState) => ({ kind: state.players[0]?.sheet.season.kind, rules: state.rules, variants: state.variants, plans: state.plans });

/** A game after `rounds` rounds of the greedy bot, which claims plans far more often than the random one. */
function greedyGame(params: GameParams, rounds: number): GameState {
  let state = createGame(optionsOf(params));
  let seed = params.bot;
  for (let round = 0; round < rounds && state.status === 'choosing'; round++) {
    for (const player of state.players) state = botTurn(state, player.id, greedyBot, seed++);
    state = resolveRound(state);
  }
  return state;
}

/**
 * A game after some rounds of random play (or, one time in four, of the greedy bot, so
 * that claimed plans and used houses are common), often with some players' choices
 * (and expert picks) pending.
 */
const positionArb = fc.tuple(gameParamsArb, fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 })).map(([params, rounds, pending, greedy]) => {
  let state = greedy === 0 ? greedyGame(params, Math.min(rounds, 40)) : playedGame(params, rounds);
  const rng = rngOf(params.bot + 1);
  for (const player of state.players.slice(0, pending)) if (state.status === 'choosing') state = randomTurn(state, player.id, rng);
  return { params, state };
});

describe('validateSheet and validateState find nothing on what the engine makes', () => {
  it('every sheet and state of random games of every ruleset, player count, variant and sheet, pending choices included', () => {
    fc.assert(
      fc.property(positionArb, ({ state }) => {
        for (const player of state.players) expect(validateSheet(json(player.sheet), sheetOptions(state))).toEqual([]);
        expect(validateState(json(state))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validateSheet names every kind of corruption', () => {
  it.each(SHEET_CORRUPTIONS.map((corruption) => [corruption.name, corruption] as const))('%s', (_name, corruption) => {
    let applied = 0;
    // Some corruptions need what only some positions have (a claimed plan's used estate):
    // batches of 25 positions until one was corrupted, at most four.
    for (let batch = 0; batch < 4 && applied === 0; batch++) {
      fc.assert(
        fc.property(positionArb, ({ state }) => {
          for (const player of state.players) {
            const sheet = corrupt(player.sheet, corruption);
            if (sheet === undefined) continue;
            applied += 1;
            const found: PositionProblem[] = validateSheet(sheet, sheetOptions(state));
            expect(found.map((problem) => problem.code)).toContain(corruption.code);
          }
        }),
        { numRuns: 25 },
      );
    }
    expect(applied).toBeGreaterThan(0);
  });
});

describe('validateState names every kind of tampering', () => {
  it.each(STATE_CORRUPTIONS.map((corruption) => [corruption.name, corruption] as const))('%s', (_name, corruption) => {
    let applied = 0;
    fc.assert(
      fc.property(positionArb, ({ state }) => {
        const tampered = corrupt(state, corruption);
        if (tampered === undefined) return;
        applied += 1;
        expect(validateState(tampered).map((problem) => problem.code)).toContain(corruption.code);
      }),
      { numRuns: 15 },
    );
    expect(applied).toBeGreaterThan(0);
  });
});

/** The options that start a game at `state`'s round from its sheets, cards and plans. */
function positionOf(params: GameParams, state: GameState): GameOptions {
  // The reveal flips each stack's top card (standard game) or draws it (expert), so the
  // cards now showing go back on top of their stacks, above the cards still to come.
  const stacks = state.cards.stacks.map((stack, k) => {
    const discard = state.cards.discards[k] ?? [];
    return state.variants.expert ? [discard.at(-1), ...stack] : [discard.at(-1), ...stack];
  }) as unknown as GameOptions['stacks'];
  return {
    ...optionsOf(params),
    plans: state.plans.map((plan) => plan.id) as unknown as GameOptions['plans'],
    stacks,
    position: { round: state.round, sheets: state.players.map((player) => player.sheet) },
  };
}

describe('a game started from a position plays on like the game it was taken from', () => {
  it('the same choices give the same sheets, offers, plans and scores, round after round, while the stacks last', () => {
    const arb = fc.tuple(gameParamsArb.filter((params) => params.players > 1), fc.integer({ min: 1, max: 30 }));
    fc.assert(
      fc.property(arb, ([params, rounds]) => {
        let original = playedGame(params, rounds);
        if (original.status === 'over') return;
        let copy = createGame(positionOf(params, original));
        expect(copy.offer).toEqual(original.offer);
        expect(copy.players.map((player) => player.sheet)).toEqual(original.players.map((player) => player.sheet));
        expect(copy.plans.map((plan) => plan.approved)).toEqual(original.plans.map((plan) => plan.approved));
        expect(validateState(json(copy))).toEqual([]);
        const rng = rngOf(params.bot + 7);
        // Until a stack runs low or a reshuffle is asked for: both draw from the generator,
        // which the copy does not share.
        while (original.status === 'choosing' && original.cards.stacks.every((stack) => stack.length > 2)) {
          const choices = randomRound(original, rng);
          if (choices.some((choice) => choice.reshuffle === true)) break;
          original = playChoices(original, choices);
          copy = playChoices(copy, choices);
          expect(copy.players.map((player) => player.sheet)).toEqual(original.players.map((player) => player.sheet));
          expect(copy.offer).toEqual(original.offer);
          expect(copy.plans).toEqual(original.plans);
          expect(copy.status).toBe(original.status);
          expect(copy.result).toEqual(original.result);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('custom plans play like the printed plans of the same shape', () => {
  it('a game with copies of its printed plans as custom plans plays the same choices to the same end', () => {
    fc.assert(
      fc.property(gameParamsArb.filter((params) => params.players > 1), (params) => {
        const printed = createGame(optionsOf(params));
        const ids = printed.plans.map((plan) => plan.id as number);
        const custom = ids.map((id) => ({ requirement: PLANS[id]!.requirement, first: PLANS[id]!.first, later: PLANS[id]!.later }));
        let a: GameState = createGame({ ...optionsOf(params), plans: ids as unknown as GameOptions['plans'] });
        let b: GameState = createGame({ ...optionsOf(params), plans: custom as unknown as GameOptions['plans'] });
        const rng = rngOf(params.bot);
        while (a.status === 'choosing') {
          const choices = randomRound(a, rng);
          a = playChoices(a, choices);
          b = playChoices(b, choices);
        }
        expect(b.players).toEqual(a.players);
        expect(b.result).toEqual(a.result);
        expect(b.plans.map((plan) => plan.id)).toEqual([null, null, null]);
        expect(validateState(json(b))).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});

/** The sheet a choice leaves once its round resolves with its player alone. */
function resolved(state: GameState, id: string, choice: Choice) {
  const outcome = previewChoice(state, id, choice);
  const sheet = copyCompact(compactOf(outcome.sheet));
  for (const k of outcome.claimed) writePlan(sheet, k, planValue(state.plans[k]!));
  const settled = [sheet];
  settleStreetBonuses(settled);
  return sheetOf(settled[0]!);
}

describe('choicesBetween agrees with enumeration', () => {
  it('every legal choice and claim set that leads to the sheet after, and no other', () => {
    fc.assert(
      fc.property(positionArb, fc.nat(), ({ state }, pickIndex) => {
        if (state.status === 'over') return;
        const player = state.players.find((candidate) => candidate.pending === null && candidate.pick === null);
        if (player === undefined) return;
        const id = player.id;
        const states = state.variants.expert
          ? legalChoices(state, id).flatMap((pick) => (pick.type === 'pick' ? [applyChoice(state, id, pick)] : []))
          : [state];
        const all = states.flatMap((after) =>
          legalChoices(after, id).flatMap((choice) => {
            if (choice.type === 'pick') return [];
            if (choice.claims !== undefined) return [{ from: after, choice }];
            const sets = legalClaims(after, id, choice);
            return [{ from: after, choice }, ...sets.map((claims) => ({ from: after, choice: { ...choice, claims } as Choice }))];
          })
        );
        if (all.length === 0) return;
        const target = all[pickIndex % all.length]!;
        const after = resolved(target.from, id, target.choice);
        const key = (choice: Choice) => JSON.stringify(choice);
        const expected = all.filter((entry) => key(entry.choice) === key(entry.choice) && JSON.stringify(resolved(entry.from, id, entry.choice)) === JSON.stringify(after)).map((entry) =>
          key(entry.choice)
        );
        const found = choicesBetween(state, id, json(after)).map(key);
        expect(new Set(found)).toEqual(new Set(expected));
        expect(found).toContain(key(target.choice));
      }),
      { numRuns: 60 },
    );
  });

  it('no choice leads to a sheet three numbers away, or back to the same sheet', () => {
    const state = createGame({ players: 2, seed: 'between' });
    expect(choicesBetween(state, 'p1', sheetFromText('top 1 2 3 . . . . . . .'))).toEqual([]);
    expect(choicesBetween(state, 'p1', state.players[0]!.sheet)).toEqual([]);
  });
});
