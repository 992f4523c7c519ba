import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  choiceActions,
  createGame,
  decodeAction,
  decodeActions,
  encodeChoice,
  isPick,
  legalActionMask,
  legalChoices,
  legalClaims,
  playerView,
  resolveRound,
  validateChoice,
  type Choice,
  type GameState,
  type PickChoice,
} from '../../src/index.js';
import { claimRichArb } from '../support/claim-rich.js';
import { gameParamsArb, optionsOf, rngOf, type GameParams, type Rng } from '../support/random-play.js';

/*
 * The action space of docs/learning.md, checked at decisions of random games of every
 * ruleset, variant and sheet, one to six players: the legal first actions are exactly
 * those of the choices legalChoices lists; every listed choice (and each claim set
 * legalClaims gives it) goes to actions and back to the same choice, and no two share
 * their actions; each action of those lists is one the mask allows after the ones
 * before it; a random walk on the masks always ends in a legal choice.
 */

const HOUSE_OFFSETS = [0, 10, 21] as const;

/** A random integer below `n` from the test's generator. */
function below(rng: Rng, n: number): number {
  // xorshift128 on the four words, as the support's generator keeps them.
  let t = rng[3];
  const s = rng[0];
  rng[3] = rng[2];
  rng[2] = rng[1];
  rng[1] = s;
  t ^= t << 11;
  t ^= t >>> 8;
  rng[0] = (t ^ s ^ (s >>> 19)) >>> 0;
  return rng[0] % n;
}

const ones = (mask: Uint8Array): number[] => mask.reduce<number[]>((list, bit, action) => (bit === 1 ? [...list, action] : list), []);

/** The first action of a listed step: its roundabout's, or its main action. */
function firstAction(state: GameState, id: string, step: Choice | PickChoice, roundaboutStart: number): number {
  if (!isPick(step) && step.roundabout !== undefined) return roundaboutStart + HOUSE_OFFSETS[step.roundabout.street] + step.roundabout.house;
  return encodeChoice(state, id, step);
}

/** Walks the masks at random to a whole decision: the choice it makes. */
function randomWalk(source: GameState, id: string, rng: Rng): Choice | PickChoice {
  const actions: number[] = [];
  for (;;) {
    const legal = ones(legalActionMask(source, id, actions));
    expect(legal.length).toBeGreaterThan(0);
    actions.push(legal[below(rng, legal.length)] as number);
    const choice = decodeActions(source, id, actions);
    if (choice !== null) {
      expect(ones(legalActionMask(source, id, actions))).toEqual([]);
      return choice;
    }
  }
}

/** Every promise of the action space at one decision of one player. */
function checkDecision(state: GameState, id: string, rng: Rng): void {
  const steps = legalChoices(state, id);
  const mask = legalActionMask(state, id);
  expect(legalActionMask(playerView(state, id), id)).toEqual(mask);
  // The roundabout actions start where the refusal's range ends before them: read from the mask's space.
  const roundaboutStart = state.variants.expert ? 3 : 0;
  expect(ones(mask)).toEqual([...new Set(steps.map((step) => firstAction(state, id, step, roundaboutStart)))].sort((a, b) => a - b));

  const seen = new Map<string, Choice | PickChoice>();
  const sample = steps.length <= 12 ? steps : Array.from({ length: 12 }, () => steps[below(rng, steps.length)] as Choice | PickChoice);
  for (const step of sample) {
    const variants: (Choice | PickChoice)[] = [step];
    if (!isPick(step)) { for (const claims of legalClaims(state, id, step).slice(0, 4)) variants.push({ ...step, claims }); }
    if (!isPick(step)) {
      const first = legalClaims(state, id, step).find((claims) => claims.some((claim) => state.plans[claim.plan]?.approved === false));
      if (first !== undefined && state.rules.reshuffleOnFirstClaim && !state.solo) {
        variants.push({ ...step, claims: first, reshuffle: true });
        claimsTried.reshuffles++;
      }
    }
    claimsTried.sets += variants.length - 1;
    for (const choice of variants) {
      const actions = choiceActions(state, id, choice);
      expect(decodeActions(state, id, actions)).toEqual(choice);
      const key = actions.join(' ');
      if (seen.has(key)) expect(seen.get(key)).toEqual(choice);
      seen.set(key, choice);
      for (let i = 0; i < actions.length; i++) {
        expect(legalActionMask(state, id, actions.slice(0, i))[actions[i] as number]).toBe(1);
        if (i > 0) expect(decodeActions(state, id, actions.slice(0, i))).toBeNull();
      }
    }
    if (isPick(step) || step.roundabout === undefined) {
      const { claims: _claims, ...main } = step as Choice;
      expect(decodeAction(state, id, encodeChoice(state, id, step))).toEqual(isPick(step) ? step : main);
    }
  }
  // The builds and refusals after one roundabout: exactly the listed choices with it.
  const roundabouts = ones(mask).filter((action) => action >= roundaboutStart && action < roundaboutStart + 33 && state.variants.roundabouts);
  if (roundabouts.length > 0) {
    const action = roundabouts[below(rng, roundabouts.length)] as number;
    const withIt = steps.filter((step) => !isPick(step) && step.roundabout !== undefined && firstAction(state, id, step, roundaboutStart) === action);
    expect(ones(legalActionMask(state, id, [action]))).toEqual([...new Set(withIt.map((step) => encodeChoice(state, id, step)))].sort((a, b) => a - b));
  }
  const walked = randomWalk(state, id, rng);
  expect(validateChoice(state, id, walked)).toEqual({ ok: true });
}

/** How many claim sets were tried, by how many plans they claim and whether with a reshuffle: the claims' coverage. */
const claimsTried = { sets: 0, reshuffles: 0 };

/** Plays a random game by mask walks, checking a decision of each player every few rounds. */
function playChecked(params: GameParams, every: number): void {
  let state = createGame(optionsOf(params));
  const rng = rngOf(params.bot);
  while (state.status === 'choosing') {
    const check = state.round % every === 1;
    for (const { id } of state.players) {
      for (;;) {
        if (check) checkDecision(state, id, rng);
        const choice = randomWalk(state, id, rng);
        state = applyChoice(state, id, choice);
        if (!isPick(choice)) break;
      }
    }
    state = resolveRound(state);
  }
  expect(ones(legalActionMask(state, state.players[0]?.id as string))).toEqual([]);
}

describe('the action space (docs/learning.md "Actions")', () => {
  it('the legal actions are exactly the first actions of the legal choices, and choices and their actions go both ways, at decisions of random games of every variant and sheet', () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        playChecked({ ...params, players: Math.min(params.players, 3) }, 4);
      }),
      { numRuns: 12 },
    );
  });

  it('with roundabouts and expert card choice on, the hard case, the same', () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        playChecked({ ...params, players: Math.min(params.players, 2), variants: { expert: true, roundabouts: true, advancedPlans: params.variants?.advancedPlans ?? false } }, 5);
      }),
      { numRuns: 6 },
    );
  });

  it('on sheets where builds fulfil plans (claims with estates, bis houses, several plans at once, the reshuffle of original), the same', () => {
    const before = { ...claimsTried };
    for (const ruleset of ['collector', 'original'] as const) {
      fc.assert(
        fc.property(claimRichArb(ruleset), fc.integer(), (state, seed) => {
          checkDecision(state, 'p1', rngOf(seed));
        }),
        { numRuns: 40 },
      );
    }
    // The claims were met: sets tried, some with a reshuffle.
    expect(claimsTried.sets - before.sets).toBeGreaterThan(40);
    expect(claimsTried.reshuffles - before.reshuffles).toBeGreaterThan(3);
  });
});
