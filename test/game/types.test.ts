// Type-level promises of the public API: `npm test` type-checks this file with the
// project's strict settings (exactOptionalPropertyTypes included), so each
// `expectTypeOf` below fails the build, not only the run, when a type regresses.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  applyChoice,
  choiceToText,
  createGame,
  eachLegalChoice,
  greedyBot,
  greedyCandidates,
  HOUSE_COUNT,
  isPick,
  legalBuilds,
  legalChoices,
  legalClaims,
  outcomeOf,
  previewChoice,
  playerView,
  playGame,
  randomBot,
  scoreGame,
  SHEET_LAYOUT,
  STREET_INDEXES,
  validateChoice,
  type BuildChoice,
  type CardIndex,
  type Choice,
  type FinishedGame,
  type GameOptions,
  type GameScore,
  type GameState,
  type PairIndex,
  type PickChoice,
  type PlanIndex,
  type PlayerScore,
  type PlayerSummary,
  type PlayerView,
  type StreetIndex,
} from '../../src/index.js';

describe('the state says by its status whether it has a result', () => {
  it('a finished game (status "over") always has its scores; a running one has none', () => {
    const state: GameState = createGame({ players: 2, seed: 1 });
    if (state.status === 'over') expectTypeOf(state.result).toEqualTypeOf<GameScore>();
    else {
      expectTypeOf(state.result).toEqualTypeOf<null>();
      expectTypeOf(state.ended).toEqualTypeOf<readonly []>();
    }
    const played = playGame({ players: 2, seed: 1 }, [randomBot, randomBot]);
    expectTypeOf(played.state).toEqualTypeOf<FinishedGame>();
    expect(played.state.result.winners.length).toBeGreaterThan(0); // no `?.` needed
  });

  it('a player view narrows the same way', () => {
    const view: PlayerView = playerView(playGame({ players: 2, seed: 2 }, [randomBot, randomBot]).state, 'p1');
    if (view.status === 'over') {
      expectTypeOf(view.result).toEqualTypeOf<GameScore>();
      expect(view.result.players).toHaveLength(2);
    } else expectTypeOf(view.result).toEqualTypeOf<null>();
    expect(view.status).toBe('over');
  });
});

describe('what a client holding only its view may call', () => {
  it('legalChoices, validateChoice and scoreGame take a view without a cast', () => {
    const view = playerView(createGame({ players: 2, seed: 3 }), 'p1');
    expectTypeOf<PlayerView>().toExtend<Parameters<typeof legalChoices>[0]>();
    expectTypeOf<PlayerView>().toExtend<Parameters<typeof validateChoice>[0]>();
    expectTypeOf<PlayerView>().toExtend<Parameters<typeof scoreGame>[0]>();
    expect(legalChoices(view, 'p1').length).toBeGreaterThan(0);
    expect(scoreGame(view).players).toHaveLength(2);
  });
});

describe('optional fields take undefined, as the run time does (exactOptionalPropertyTypes)', () => {
  it('seed: undefined draws a seed; effect: undefined uses no effect; a rule option undefined keeps the ruleset', () => {
    const options: GameOptions = { players: 2, seed: undefined, ruleset: undefined, variants: { expert: undefined }, rules: { tieBreak: undefined }, sheet: undefined };
    const state = createGame(options);
    expect(state.seed).toMatch(/./);
    expect(state.rules.tieBreak).toBe(createGame({ players: 2, seed: 1 }).rules.tieBreak);
    expect(state.variants.expert).toBe(false);
    const build: BuildChoice = { type: 'build', pair: 0, street: 0, house: 0, effect: undefined, roundabout: undefined, claims: undefined, reshuffle: undefined, truck: undefined };
    expect(validateChoice(state, 'p1', build)).toEqual({ ok: true });
  });
});

describe('named types for every element and index', () => {
  it('score lines, view players and the index types are named', () => {
    expectTypeOf<GameScore['players'][number]>().toEqualTypeOf<PlayerScore>();
    expectTypeOf<PlayerView['players'][number]>().toEqualTypeOf<PlayerSummary>();
    expectTypeOf<BuildChoice['pair']>().toEqualTypeOf<PairIndex>();
    expectTypeOf<PlanIndex>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<CardIndex>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf(STREET_INDEXES).toEqualTypeOf<readonly [0, 1, 2]>();
    expectTypeOf(STREET_INDEXES[2]).toExtend<StreetIndex>();
  });

  it('HOUSE_COUNT is the literal 33, and the printed streets add up to it', () => {
    expectTypeOf<typeof HOUSE_COUNT>().toEqualTypeOf<33>();
    expect(SHEET_LAYOUT.reduce((sum, street) => sum + street.houses, 0)).toBe(HOUSE_COUNT);
  });
});

describe('what a query lists, or a bot returns, goes to every function that takes a step, without a cast', () => {
  /** Each function that takes a build, a refusal or a pick, by the type of that argument. */
  type Takers = [
    Parameters<typeof applyChoice>[2],
    Parameters<typeof validateChoice>[2],
    Parameters<typeof previewChoice>[2],
    Parameters<typeof legalClaims>[2],
    Parameters<typeof outcomeOf>[1],
    Parameters<typeof choiceToText>[0],
  ];
  type Step = Choice | PickChoice;

  it('legalChoices, eachLegalChoice, a bot and greedyCandidates give Choice | PickChoice, which each of them takes', () => {
    expectTypeOf<ReturnType<typeof legalChoices>[number]>().toEqualTypeOf<Step>();
    expectTypeOf(eachLegalChoice).returns.toEqualTypeOf<IterableIterator<Step>>();
    expectTypeOf(greedyBot).returns.toEqualTypeOf<Step>();
    expectTypeOf<ReturnType<typeof greedyCandidates>[number]['choice']>().toEqualTypeOf<Step>();
    expectTypeOf<Takers>().toEqualTypeOf<[Step, Step, Step, Step, Step, Step]>();
    // The builds of legalBuilds go on to legalClaims, as choices do.
    expectTypeOf<ReturnType<typeof legalBuilds>[number]>().toExtend<Takers[3]>();
  });

  it('a front-end passes each listed step on as it comes, picks included', () => {
    const view = playerView(createGame({ players: 2, seed: 4, variants: { expert: true } }), 'p1');
    const steps = legalChoices(view, 'p1');
    expect(steps.map((step) => outcomeOf(view, step).sheet)).toEqual(steps.map(() => view.sheet));
    expect(steps.map((step) => legalClaims(view, 'p1', step))).toEqual(steps.map(() => []));
    expect(steps.map((step) => validateChoice(view, 'p1', step).ok)).toEqual(steps.map(() => true));
  });

  it('isPick narrows a step to a pick, and its negation to a build or refusal', () => {
    const steps = legalChoices(createGame({ players: 2, seed: 4, variants: { expert: true } }), 'p1');
    expectTypeOf(steps.filter(isPick)).toEqualTypeOf<PickChoice[]>();
    expectTypeOf(steps.filter((step) => !isPick(step))).toEqualTypeOf<Choice[]>();
    const step = steps[0]!;
    if (isPick(step)) expectTypeOf(step).toEqualTypeOf<PickChoice>();
    else expectTypeOf(step).toEqualTypeOf<Choice>();
    // @ts-expect-error a step may be a pick, which is not a Choice: narrow it first
    const choice: Choice = step;
    expect([choice.type, steps.filter(isPick).length]).toEqual(['pick', 3]);
  });
});
