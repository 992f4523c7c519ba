import { describe, expect, it } from 'vitest';
import { placementCandidates } from '../../src/bots/greedy.js';
import { botTurn, decide, newTable } from '../../src/bots/play-game.js';
import { raterFor } from '../../src/bots/rating/rater.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { sampleGame } from '../../src/bots/sample-state.js';
import { playOut, rolloutTurn, searchStep, TurnMemo, type Settings } from '../../src/bots/search.js';
import { cloneGame, type CompactGame } from '../../src/game/compact/game.js';
import { playStep } from '../../src/game/compact/play.js';
import { gameOfState } from '../../src/game/compact/start.js';
import {
  createGame,
  emptySheet,
  resolveRound,
  type GameInProgress,
  type GameState,
  evaluateSheet,
  greedyBot,
  greedyCandidates,
  legalChoices,
  playerView,
  playGame,
  randomBot,
  searchBot,
  validateChoice,
  type Bot,
  type Card,
  type Choice,
  type PickChoice,
  type PlayerView,
  type RatedChoice,
  type Sheet,
} from '../../src/index.js';

/** A classic sheet whose top street has `numbers` written from its first house (null: empty). */
function topStreet(numbers: readonly (number | null)[]): Sheet {
  const sheet = emptySheet('classic');
  const houses = sheet.streets[0].houses.map((house, i) => ({ ...house, number: i < numbers.length ? (numbers[i] ?? null) : house.number }));
  return { ...sheet, streets: [{ ...sheet.streets[0], houses }, sheet.streets[1], sheet.streets[2]] };
}

describe('evaluateSheet weighs a gap by how much of the deck can fill it', () => {
  const plans = createGame({ players: 2, seed: 1 }).plans;

  it('"a gap that only a few of the cards to come can fill is nearly as bad as a lost house": 1 _ 4 (2 or 3, rare cards) rates below 6 _ 9 (7 or 8, common ones)', () => {
    // The rest of the street alike (10 to 15, 17 written): only the gap differs.
    const rare = topStreet([1, null, 4, 10, 11, 12, 13, 14, 15, 17]);
    const common = topStreet([6, null, 9, 10, 11, 12, 13, 14, 15, 17]);
    expect(evaluateSheet(rare, plans)).toBeLessThan(evaluateSheet(common, plans));
  });

  it("the context's deck decides the spread: with a deck of only 2s and 3s, the 1 _ 4 gap is the roomy one", () => {
    const deck: Card[] = [2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3].map((number) => ({ number, effect: 'fence' }));
    const rare = topStreet([1, null, 4, 10, 11, 12, 13, 14, 15, 17]);
    const common = topStreet([6, null, 9, 10, 11, 12, 13, 14, 15, 17]);
    expect(evaluateSheet(rare, plans, { deck })).toBeGreaterThan(evaluateSheet(common, plans, { deck }));
  });

  it('a context that is not { deck?: cards } is refused with argument/invalid', () => {
    const sheet = emptySheet('classic');
    expect(() => evaluateSheet(sheet, plans, { deck: [{ number: 40, effect: 'pool' }] })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => evaluateSheet(sheet, plans, { deck: [] })).toThrow(/empty array/);
    expect(() => evaluateSheet(sheet, plans, 3 as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});

describe('searchBot: determinised Monte Carlo over the greedy shortlist', () => {
  const quick = searchBot({ simulations: 6, candidates: 3, depth: 1 });
  const light = searchBot({ simulations: 4, candidates: 2, depth: 0 });

  it('plays whole legal games in every variant, the solo game and a seasonal sheet among them', () => {
    const tables = [
      { players: 2, seed: 'search-1' },
      { players: 1, ruleset: 'original', seed: 'search-2' },
      { players: 3, ruleset: 'original', seed: 'search-3', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'eggs' },
    ] as const;
    for (const options of tables) {
      const { state } = playGame(options, Array.from({ length: options.players }, (_, i) => (i === 0 ? light : greedyBot)));
      expect(state.status).toBe('over');
    }
  }, 60_000);

  it('its choice is the best-rated use of one of the three best placements, legal, and the same for the same view and seed', () => {
    const state = createGame({ players: 2, seed: 'search-same' });
    for (const id of ['p1', 'p2']) {
      const view = playerView(state, id);
      const choice = quick(view, 11);
      expect(validateChoice(state, id, choice)).toEqual({ ok: true });
      expect(placementCandidates(view, 3).map((rated) => rated.choice)).toContainEqual(choice);
      expect(quick(structuredClone(view), 11)).toEqual(choice);
    }
  });

  it("with one candidate it plays the best-rated choice without simulating (the greedy bot's here)", () => {
    const view = playerView(createGame({ players: 2, seed: 'search-one' }), 'p1');
    const best = placementCandidates(view, 1)[0]?.choice;
    expect(best).toEqual(greedyCandidates(view)[0]?.choice);
    expect(searchBot({ candidates: 1 })(view, 3)).toEqual(best);
  });

  it('options out of range, misspelt or unreadable are refused with argument/invalid', () => {
    for (const options of [{ simulations: 0 }, { candidates: 1.5 }, { depth: -1 }, { rollout: 'greedy' }, { budget: 10 }, { schedule: 'fair' }, 'fast', null]) {
      expect(() => searchBot(options as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    }
    expect(() => searchBot({ depth: Infinity, rollout: randomBot })).not.toThrow();
  });
});

describe('placementCandidates: what the search bot weighs, one choice a placement', () => {
  /** Views of p1 through a greedy 2-player game, every third round. */
  function viewsOfAGame(seed: string): PlayerView[] {
    const views: PlayerView[] = [];
    const spy: Bot = (view, botSeed) => {
      if (view.round % 3 === 1) views.push(view);
      return greedyBot(view, botSeed);
    };
    playGame({ players: 2, seed }, [spy, greedyBot]);
    return views;
  }
  const placementOf = (
    choice: Choice | PickChoice,
  ): string => (choice.type === 'build' ? `${choice.pair} ${choice.street} ${choice.house} ${choice.effect?.type === 'temp' ? choice.effect.delta : 0}` : choice.type);

  it("one choice a placement, at most `count`, best first; the first rates at least as well as the greedy bot's choice", () => {
    for (const view of viewsOfAGame('placements-1')) {
      const list = placementCandidates(view, 4);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(new Set(list.map(({ choice }) => placementOf(choice))).size).toBe(list.length);
      for (let k = 1; k < list.length; k++) expect((list[k] as RatedChoice).value).toBeLessThanOrEqual((list[k - 1] as RatedChoice).value);
      expect((list[0] as RatedChoice).value).toBeGreaterThanOrEqual((greedyCandidates(view)[0] as RatedChoice).value);
    }
  });

  it('each is the best-rated use at its placement: no choice of the greedy shortlist at the same placement rates higher', () => {
    for (const view of viewsOfAGame('placements-2')) {
      const wide = placementCandidates(view, 12);
      for (const { choice, value } of greedyCandidates(view)) {
        const mine = wide.find((rated) => placementOf(rated.choice) === placementOf(choice));
        expect(mine).toBeDefined();
        expect((mine as RatedChoice).value).toBeGreaterThanOrEqual(value);
      }
    }
  });

  it('wider than the greedy shortlist: as many placements as asked, or every placement the offer allows', () => {
    for (const view of viewsOfAGame('placements-3')) {
      const legal = new Set(legalChoices(view, view.player).map(placementOf));
      expect(placementCandidates(view, 8).length).toBe(Math.min(8, legal.size));
    }
  });
});

describe("searchBot works out the other players' turns once a sample", () => {
  const settings: Settings = { simulations: 8, candidates: 4, depth: 4, rollout: greedyBot, margin: 0.5, steps: 100_000, valuation: HAND_VALUATION };
  const tables = [
    { players: 2, seed: 'memo-1' },
    { players: 3, ruleset: 'original', seed: 'memo-2' },
    { players: 2, seed: 'memo-3', sheet: 'ice-cream', variants: { roundabouts: true } },
  ] as const;

  it(
    "every candidate's simulation plays exactly as it would with their turns worked out again (2-player collector, 3-player original, ice cream with roundabouts; the checks that refuse a remembered turn are pinned by the next test)",
    () => {
      for (const options of tables) {
        let compared = 0;
        const spy: Bot = (view, seed) => {
          const list = placementCandidates(view, 4);
          if (list.length > 1 && view.round % 4 === 2) {
            const sample = sampleGame(view, view.round, greedyBot);
            const seat = sample.ids.indexOf(view.player);
            const rater = raterFor(HAND_VALUATION, view.deck);
            /** The candidate's playout on a copy of the sample. */
            const played = (choice: (typeof list)[number]['choice'], memo?: TurnMemo) => {
              const game = cloneGame(sample, false);
              expect(playStep(game, seat, choice)).toBeUndefined();
              return playOut(game, seat, settings, 5, newTable(), rater, memo);
            };
            const fresh = list.map(({ choice }) => played(choice));
            const memo = new TurnMemo();
            const remembered = list.map(({ choice }) => played(choice, memo));
            expect(remembered).toEqual(fresh);
            compared += 1;
          }
          return greedyBot(view, seed);
        };
        playGame(options, Array.from({ length: options.players }, (_, i) => (i === 0 ? spy : greedyBot)));
        expect(compared).toBeGreaterThan(2);
      }
    },
    60_000,
  );
});

describe('a greedy turn remembered is taken again only where the bot would take it again', () => {
  /** Each round's state of a greedy 2-player game, before anyone chooses. */
  function statesOfAGame(seed: string): GameInProgress[] {
    const states: GameInProgress[] = [];
    let state: GameState = createGame({ players: 2, seed });
    for (let turn = 0; state.status === 'choosing'; turn++) {
      states.push(state);
      for (const player of state.players) state = botTurn(state, player.id, greedyBot, turn);
      state = resolveRound(state);
    }
    return states;
  }
  /** Seat 1's choice once `bot` (with `memo`, if given) has taken its turn on a compact game of `state`, on `seed`. */
  const chosen = (state: GameState, seed: number, memo?: TurnMemo): unknown => {
    const game: CompactGame = gameOfState(state);
    if (memo === undefined) decide(game, 1, greedyBot, seed, newTable());
    else rolloutTurn(game, 1, greedyBot, seed, newTable(), memo);
    return game.chosen[1];
  };

  it('another seed, another offer or a plan approved since: the bot chooses afresh (and its choice does change in some)', () => {
    const states = statesOfAGame('remembered');
    let changed = 0;
    states.forEach((state, k) => {
      const later = states[Math.min(k + 1, states.length - 1)] as GameInProgress;
      const others: GameInProgress[] = [
        { ...state, offer: later.offer },
        { ...state, plans: state.plans.map((plan) => ({ ...plan, approved: true })) },
      ];
      for (const [other, seed] of [...others.map((other) => [other, 9] as const), [state, 10] as const]) {
        const memo = new TurnMemo();
        const first = chosen(state, 9, memo);
        const fresh = chosen(other, seed);
        expect(chosen(other, seed, memo)).toEqual(fresh);
        if (JSON.stringify(fresh) !== JSON.stringify(first)) changed += 1;
      }
      // The same state again: the remembered turn.
      const memo = new TurnMemo();
      expect(chosen(state, 9, memo)).toEqual(chosen({ ...state }, 9, memo));
    });
    expect(changed).toBeGreaterThan(5);
  }, 60_000);
});

describe('how a decision shares its samples among the candidates (`schedule`)', () => {
  const view = playerView(createGame({ players: 2, seed: 'search-schedule' }), 'p1');
  const settings = (halving: boolean): Settings => ({ simulations: 64, candidates: 8, depth: 1, rollout: greedyBot, margin: 0.5, steps: 100_000, valuation: HAND_VALUATION, halving });

  it('"even": every candidate is played out on every sample', () => {
    const { samples } = searchStep(view, 5, settings(false));
    expect(samples).toEqual(new Array<number>(8).fill(8));
  });

  it('"halving": the worse half dropped round by round, the best-rated one kept, the last two meeting the most samples, within the same playouts', () => {
    const { samples, choice } = searchStep(view, 5, settings(true));
    expect(samples).toHaveLength(8);
    const most = Math.max(...samples);
    expect(samples[0]).toBe(most);
    // All 8 on 2 samples, the best 4 on 6 more, the best 2 on 12 more: 64 playouts.
    expect([...samples].sort((a, b) => a - b)).toEqual([2, 2, 2, 2, 8, 8, 20, 20]);
    expect(samples.reduce((sum, count) => sum + count, 0)).toBe(64);
    // Its choice is a finalist's: the best-rated one, or the one played out beside it to the end.
    const finalists = placementCandidates(view, 8).filter((_, k) => samples[k] === most).map((rated) => rated.choice);
    expect(finalists).toContainEqual(choice);
    expect(searchStep(view, 5, settings(true)).choice).toEqual(choice);
  });

  it('"halving" never plays more than `simulations`: too few to rank by, it shares them evenly', () => {
    expect(searchStep(view, 5, { ...settings(true), simulations: 16 }).samples).toEqual(new Array<number>(8).fill(2));
    for (const simulations of [24, 40, 100]) {
      const { samples } = searchStep(view, 5, { ...settings(true), simulations });
      expect(samples.reduce((sum, count) => sum + count, 0), `${simulations}`).toBeLessThanOrEqual(simulations);
    }
  });

  it('plays whole legal games, the same for the same seeds', () => {
    const halving = searchBot({ simulations: 8, candidates: 4, depth: 1, schedule: 'halving' });
    const first = playGame({ players: 2, seed: 'search-halving' }, [halving, greedyBot]).state;
    expect(first.status).toBe('over');
    expect(playGame({ players: 2, seed: 'search-halving' }, [halving, greedyBot]).state.result).toEqual(first.result);
  }, 60_000);
});
