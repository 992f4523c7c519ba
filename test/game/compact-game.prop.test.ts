import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  choiceActions,
  createEnvironment,
  createGame,
  greedyBot,
  legalActionMask,
  observe,
  playerView,
  playGame,
  randomBot,
  replay,
  resolveRound,
  SHEET_KINDS,
  type Bot,
  type Choice,
  type GameOptions,
  type GameState,
  type PickChoice,
  type PlanId,
  type SheetKind,
} from '../../src/index.js';
import { ruleOverridesArb, variantsArb } from '../support/arbitraries.js';

/*
 * The conformance property of the compact game (OpenSpiel's RandomSimTest, for this
 * engine): seeded games of every ruleset, rule option, variant, sheet and starting
 * position, played one choice at a time through the JSON API (views, applyChoice,
 * resolveRound) and on the compact game (playGame's seats, the learning environment
 * driven by the actions of the same choices), give identical states, records and
 * scores; and at every step of the environment its observations and masks are those
 * observe and legalActionMask give of the same state.
 */

/** Options of every kind: both rulesets (solo included), every rule option, every variant and sheet, and a starting position played into `prefix` rounds. */
const setupArb = fc.record({
  ruleset: fc.constantFrom('collector' as const, 'original' as const),
  players: fc.integer({ min: 1, max: 4 }),
  seed: fc.integer(),
  variants: variantsArb,
  sheet: fc.constantFrom<SheetKind>(...SHEET_KINDS),
  rules: ruleOverridesArb,
  prefix: fc.constantFrom(0, 0, 3, 7),
});

type Setup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

/** The public loop a server runs: each seat's view, its bot's step on its seed, applyChoice; then resolveRound. */
function publicRound(state: GameState, bots: readonly Bot[], seeds: () => number, steps?: (Choice | PickChoice)[][]): GameState {
  let next = state;
  state.players.forEach((player, seat) => {
    const seed = seeds();
    const first = (bots[seat] as Bot)(playerView(next, player.id), seed);
    next = applyChoice(next, player.id, first);
    const taken: (Choice | PickChoice)[] = [first];
    if (first.type === 'pick') {
      const second = (bots[seat] as Bot)(playerView(next, player.id), (seed ^ 0x5bd1e995) >>> 0);
      next = applyChoice(next, player.id, second);
      taken.push(second);
    }
    steps?.push(taken);
  });
  return resolveRound(next);
}

/** The options of the setup, from a position `prefix` rounds into a random game of it when asked (its sheets, round, plans and approvals). */
function optionsOf(setup: Setup): GameOptions | undefined {
  const base: GameOptions = {
    ruleset: setup.ruleset,
    players: setup.ruleset === 'collector' ? Math.max(2, setup.players) : setup.players,
    seed: setup.seed,
    variants: setup.variants,
    sheet: setup.sheet,
    rules: setup.rules,
  };
  if (setup.prefix === 0) return base;
  let state = createGame(base);
  let n = 0;
  const seeds = () => n++;
  const bots = state.players.map(() => randomBot);
  for (let round = 0; round < setup.prefix && state.status === 'choosing'; round++) state = publicRound(state, bots, seeds);
  if (state.status !== 'choosing') return undefined;
  return {
    ...base,
    seed: `${setup.seed}/position`,
    plans: state.plans.map((plan) => plan.id) as [PlanId, PlanId, PlanId],
    position: { round: state.round, sheets: state.players.map((player) => player.sheet), approved: state.plans.map((plan) => plan.approved) as [boolean, boolean, boolean] },
  };
}

/** A bot that calls `bot`: a function of its own, so the engine gives it its view (the public path) rather than deciding on the compact game. */
const throughTheView = (bot: Bot): Bot => (view, seed) => bot(view, seed);

describe('the compact game plays the games of the JSON API', () => {
  it('"identical states, records and scores": playGame on the compact game and the public loop, random and greedy seats, every ruleset, variant, sheet and starting position', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const options = optionsOf(setup);
        if (options === undefined) return;
        const count = createGame(options).players.length;
        const seats = Array.from({ length: count }, (_, seat) => (seat % 2 === 0 ? randomBot : greedyBot));
        const compact = playGame(options, seats);
        const viewed = playGame(options, seats.map(throughTheView));
        expect(JSON.stringify(compact)).toBe(JSON.stringify(viewed));
        expect(JSON.stringify(replay(compact.record))).toBe(JSON.stringify(compact.state));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('the environment driven by the actions of the public loop\'s choices: the same game, and at every step "observations and masks equal observe and legalActionMask of the same state"', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const options = optionsOf(setup);
        if (options === undefined) return;
        let state = createGame(options);
        const env = createEnvironment(options);
        let step = env.reset();
        const seeds = (() => {
          let n = 0;
          return () => n++;
        })();
        const bots = state.players.map(() => randomBot);
        const agents = env.agents;
        /** Every seat's observation and mask are those of `at` (with each seat's decision so far). */
        const agrees = (at: GameState) => {
          agents.forEach((id, seat) => {
            expect(Array.from(step.observations[seat] as Float32Array)).toEqual(Array.from(observe(playerView(at, id))));
            const mask = step.acting[seat] === true ? legalActionMask(at, id, step.prefixes[seat]) : new Uint8Array(env.actionSpace.size);
            expect(Buffer.from(step.masks[seat] as Uint8Array).equals(Buffer.from(mask))).toBe(true);
          });
        };
        while (state.status === 'choosing') {
          agrees(env.state);
          const steps: (Choice | PickChoice)[][] = [];
          const before = state;
          state = publicRound(state, bots, seeds, steps);
          // Each seat's decision as actions, on the state it was taken in (a pick first, then its choice on the state after it).
          let mid: GameState = before;
          const queues = agents.map((id, seat) =>
            (steps[seat] as (Choice | PickChoice)[]).flatMap((taken) => {
              const actions = choiceActions(mid, id, taken);
              mid = applyChoice(mid, id, taken);
              return actions;
            })
          );
          while (queues.some((queue) => queue.length > 0)) {
            step = env.step(queues.map((queue) => (queue.length > 0 ? (queue.shift() as number) : -1)));
            agrees(env.state);
          }
          expect(JSON.stringify(env.state)).toBe(JSON.stringify(state));
        }
        expect(step.terminations.every(Boolean)).toBe(true);
        if (state.status === 'over') expect(step.scores).toEqual(state.result.players.map((player) => player.breakdown.total));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
