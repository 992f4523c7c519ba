import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, greedyBotWith, isPick, legalChoices, outcomeOf, playerView, sampleState, searchBot, validateChoice, type Choice, type PickChoice } from '../../src/index.js';
import { searchPlan, searchStep, type Settings } from '../../src/bots/search.js';
import { greedyBot } from '../../src/index.js';

/*
 * The smaller broken promises the outside fuzz run found (issue 33, item 7), each
 * pinned where the promise is made.
 */

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? `not a RuleError: ${String(error)}`;
  }
};

const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

describe('outcomeOf says what validateChoice says of a pick that does not match', () => {
  it('"a refusal names the card picked" (rules §10.4): { type: refuse, card: 0 } after picking card 1 is choice/pick, for both', () => {
    let state = createGame({ players: 2, seed: 'pick-1', variants: { expert: true } });
    const picks = legalChoices(state, 'p1').filter(isPick) as PickChoice[];
    const pick = picks.find((step) => step.card !== 0) as PickChoice;
    state = applyChoice(state, 'p1', pick);
    const view = playerView(state, 'p1');
    const refusal: Choice = { type: 'refuse', card: 0 };
    const validation = validateChoice(view, 'p1', refusal);
    expect(validation).toMatchObject({ ok: false, code: 'choice/pick' });
    expect(codeOf(() => outcomeOf(view, refusal))).toBe('choice/pick');
    // The refusal naming the card picked, or none, is no pick problem.
    expect(codeOf(() => outcomeOf(view, { type: 'refuse', card: pick.card }))).not.toBe('choice/pick');
    expect(codeOf(() => outcomeOf(view, { type: 'refuse' }))).not.toBe('choice/pick');
  });
});

describe('validateChoice "never throws: it answers"', () => {
  const state = createGame({ players: 2, seed: 'answer' });
  it('for a source that is no game (null, undefined, a number, a string, an array, {}, half a view, a revoked Proxy) it answers with a code, never a throw', () => {
    for (const source of [null, undefined, 5, 'p1', [], {}, { status: 'choosing' }, { player: 'p1' }, revoked()]) {
      const result = validateChoice(source as never, 'p1', { type: 'refuse' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.code).toMatch(/\//);
    }
    expect(validateChoice(null as never, 'p1', { type: 'refuse' })).toMatchObject({ ok: false, code: 'argument/invalid' });
  });

  it("a view the engine did not make is checked: a number where the offer's cards are gives argument/invalid naming source.offer", () => {
    const view = JSON.parse(JSON.stringify(playerView(state, 'p1'))) as Record<string, unknown>;
    const result = validateChoice({ ...view, offer: [5, 6, 7] } as never, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    expect(result).toMatchObject({ ok: false, code: 'argument/invalid' });
    if (!result.ok) expect(result.message).toContain('source.offer[0]');
    // The same view, well formed, from JSON: checked and answered as the engine's own.
    expect(validateChoice(view as never, 'p1', { type: 'build', pair: 0, street: 0, house: 0 })).toEqual(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }));
  });

  it('the bots and sampleState name the bad field of a view they did not make (RuleError argument/invalid)', () => {
    const view = JSON.parse(JSON.stringify(playerView(state, 'p1'))) as Record<string, unknown>;
    const broken = { ...view, deck: [{ number: 'five', effect: 'pool' }] } as never;
    for (const run of [() => greedyBot(broken, 1), () => sampleState(broken, 1), () => searchBot({ simulations: 2 })(broken, 1), () => outcomeOf(broken, { type: 'refuse' })]) {
      expect(codeOf(run)).toBe('argument/invalid');
    }
    expect(codeOf(() => greedyBot(view as never, 1))).toBeUndefined();
  });
});

describe('options from outside are read, never trusted', () => {
  it('a revoked Proxy as the options of searchBot, greedyBotWith or sampleState is argument/invalid', () => {
    const view = playerView(createGame({ players: 2, seed: 'proxy' }), 'p1');
    expect(codeOf(() => searchBot(revoked() as never))).toBe('argument/invalid');
    expect(codeOf(() => greedyBotWith(revoked() as never))).toBe('argument/invalid');
    expect(codeOf(() => sampleState(view, 1, revoked() as never))).toBe('argument/invalid');
  });

  it("searchBot's options are bounded: a million simulations, or more steps than ten million, are refused; depth Infinity is bounded by the steps", () => {
    expect(codeOf(() => searchBot({ simulations: 1e6 }))).toBe('argument/invalid');
    expect(codeOf(() => searchBot({ candidates: 65 }))).toBe('argument/invalid');
    expect(codeOf(() => searchBot({ steps: 1e8 }))).toBe('argument/invalid');
    expect(codeOf(() => searchBot({ steps: 0 }))).toBe('argument/invalid');
    expect(codeOf(() => searchBot({ simulations: 100_000, depth: Infinity }))).toBeUndefined();
  });
});

describe('searchBot plans its decision within its step budget', () => {
  const settings = (steps: number, simulations = 128, depth = 6): Settings => ({ simulations, candidates: 8, depth, rollout: greedyBot, margin: 0.5, steps, valuation: HAND_VALUATION });

  it('"one step a seat\'s turn": samples × (candidates × rounds + 1) × seats never passes the budget, at any table size, budget and shortlist', () => {
    for (const seats of [1, 2, 3, 5, 20, 100])
      for (const steps of [1, 50, 200, 2400, 10_000, 1e6])
        for (const shortlist of [1, 2, 5, 8, 64])
          for (const depth of [0, 6, Number.POSITIVE_INFINITY]) {
            const plan = searchPlan(settings(steps, 100_000, depth), shortlist, seats);
            expect(plan.samples * (plan.candidates * plan.rounds + 1) * seats).toBeLessThanOrEqual(steps);
            expect(plan.candidates).toBeLessThanOrEqual(shortlist);
            expect(plan.rounds).toBeGreaterThanOrEqual(1);
            if (plan.samples > 0) expect([plan.candidates >= 2, plan.samples >= 2]).toEqual([true, true]);
          }
  });

  it('at the defaults a 2-player decision is the search it was (16 samples of 8 candidates, 7 rounds), and a 100-player one still searches', () => {
    expect(searchPlan(settings(2000), 8, 2)).toEqual({ candidates: 8, rounds: 7, samples: 16 });
    const large = searchPlan(settings(2000), 8, 100);
    expect(large).toEqual({ candidates: 8, rounds: 1, samples: 2 });
    expect(large.samples * (large.candidates * large.rounds + 1) * 100).toBeLessThanOrEqual(2000);
  });
});

// Whole searches at the defaults: seconds on a loaded 2-core machine, not vitest's 5 s default.
describe("searchBot counts its rollouts' work (issue 33: decisions of 2 to 23 s)", { timeout: 60_000 }, () => {
  // The defaults of searchBot(): the greedy bot at temperature 0 plays the rollouts.
  const settings = (steps: number): Settings => ({ simulations: 128, candidates: 8, depth: 6, rollout: greedyBotWith({ temperature: 0 }), margin: 0.5, steps, valuation: HAND_VALUATION });
  it('"the samples stop sooner" where steps cost more: an expert 4-player opening with roundabouts, a 20- and a 100-player opening stay near 2,000 × 55 sheets rated', async () => {
    const tables = [
      { players: 4, seed: 'work-1', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'christmas' },
      { players: 20, seed: 'work-2' },
      { players: 100, seed: 'work-3' },
    ] as const;
    for (const options of tables) {
      const state = createGame(options);
      const view = playerView(state, state.players[0]?.id as string);
      // The search returns its work, counted by its own raters.
      const { rated } = searchStep(view, 1, settings(2000));
      // The budget, and at most about one sample past the estimate (a sample of these rates under 60,000).
      expect(rated).toBeLessThan(2000 * 55 + 60_000);
      expect(rated).toBeGreaterThan(0);
    }
  });

  it('the work is a count, not a clock: the same view and seed give the same choice whatever ran before, and from a copied view', () => {
    const ahead = createGame({ players: 4, seed: 'count-1', variants: { expert: true, roundabouts: true }, sheet: 'ice-cream' });
    const other = createGame({ players: 3, seed: 'count-2', ruleset: 'original' });
    const view = playerView(ahead, 'p1');
    const first = searchBot()(view, 3);
    searchBot()(playerView(other, 'p2'), 1);
    greedyBot(playerView(other, 'p3'), 2);
    expect(searchBot()(view, 3)).toEqual(first);
    expect(searchBot()(structuredClone(view), 3)).toEqual(first);
  }, 30_000); // seconds of work: more on a loaded machine, beside another test file
});
