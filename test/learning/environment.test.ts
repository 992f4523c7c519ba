import { describe, expect, it } from 'vitest';
import {
  choiceActions,
  createEnvironment,
  createGame,
  isPick,
  legalActions,
  observe,
  playerView,
  playGame,
  randomBot,
  replay,
  RuleError,
  scoreGame,
  type Environment,
  type EnvironmentStep,
  type GameOptions,
} from '../../src/index.js';
import { AFTER_PICK, decisionSeeds } from '../../src/bots/play-game.js';

/**
 * Plays a game through the environment with the random bot's choices, turned into
 * actions: the same seeds playGame gives its bots (one a player a round, in seat
 * order; after an expert pick the seed changed as playGame changes it).
 */
function randomBotThroughActions(env: Environment, seed: number): EnvironmentStep {
  let step = env.reset(seed);
  const seeds = decisionSeeds(env.state.seed);
  let round = 0;
  let roundSeeds: number[] = [];
  const queues: number[][] = env.agents.map(() => []);
  const picked: boolean[] = env.agents.map(() => false);
  while (!step.terminations[0]) {
    if (step.round !== round) {
      round = step.round;
      roundSeeds = env.agents.map(() => seeds());
      picked.fill(false);
    }
    const actions = env.agents.map((id, seat) => {
      if (!step.acting[seat]) return -1;
      const queue = queues[seat] as number[];
      if (queue.length === 0) {
        const seedNow = picked[seat] ? ((roundSeeds[seat] as number) ^ AFTER_PICK) >>> 0 : (roundSeeds[seat] as number);
        const choice = randomBot(playerView(env.state, id), seedNow);
        if (isPick(choice)) picked[seat] = true;
        queue.push(...choiceActions(env.state, id, choice));
      }
      return queue.shift() as number;
    });
    step = env.step(actions);
  }
  return step;
}

const TABLES: readonly [string, GameOptions][] = [
  ['collector, 2 players', { players: 2 }],
  ['original, 4 players', { players: 4, ruleset: 'original' }],
  ['the solo game', { players: 1, ruleset: 'original' }],
  ['expert card choice and roundabouts, 3 players', { players: 3, variants: { expert: true, roundabouts: true } }],
  ['every variant on the ice cream sheet', { players: 2, ruleset: 'original', sheet: 'ice-cream', variants: { expert: true, roundabouts: true, advancedPlans: true } }],
  ['the Christmas sheet', { players: 3, sheet: 'christmas' }],
];

describe('createEnvironment: a game in the parallel style', () => {
  it.each(TABLES)('"a random-action loop over it plays the same games as playGame with the random bot given the same seeds": %s', (_, options) => {
    for (const seed of [1, 2]) {
      const env = createEnvironment(options);
      const last = randomBotThroughActions(env, seed);
      const played = playGame({ ...options, seed }, env.agents.map(() => randomBot));
      expect(env.state).toEqual(played.state);
      expect(last.scores).toEqual(played.state.result.players.map((player) => player.breakdown.total));
    }
  });

  it('"rewards: the score\'s change", summed over a game the final score; at the end every player is terminated and none acts', () => {
    const env = createEnvironment({ players: 3, variants: { roundabouts: true } });
    let step = env.reset('sums');
    const totals = [0, 0, 0];
    let steps = 0;
    while (!step.terminations[0]) {
      step = env.step(step.masks.map((mask, seat) => (step.acting[seat] ? mask.lastIndexOf(1) : -1)));
      step.rewards.forEach((reward, seat) => (totals[seat] = (totals[seat] as number) + reward));
      steps++;
    }
    expect(totals).toEqual(step.scores);
    expect(step.scores).toEqual(scoreGame(env.state).players.map((player) => player.breakdown.total));
    expect(step.terminations).toEqual([true, true, true]);
    expect(step.acting).toEqual([false, false, false]);
    expect(step.masks.every((mask) => mask.every((bit) => bit === 0))).toBe(true);
    expect(steps).toBeGreaterThanOrEqual(env.state.round);
    // The state is an engine state: its record replays to it.
    expect(replay(env.state.record)).toEqual(env.state);
    expect(() => env.step([0, 0, 0])).toThrow(RuleError);
    // After the end, the message names the environment's own way to start again.
    expect(() => env.step([0, 0, 0])).toThrow(/game\/over: the environment's game is over; call reset/);
  });

  it("an action out of an acting player's mask is refused, naming the seat, and changes nothing", () => {
    const env = createEnvironment({ players: 2 });
    const step = env.reset(3);
    const before = env.state;
    const legal = (step.masks[0] as Uint8Array).indexOf(1);
    expect(() => env.step([legal, (step.masks[1] as Uint8Array).indexOf(0)])).toThrow(/actions\[1\]/);
    expect(() => env.step([legal])).toThrow(/an array of 2 actions/);
    expect(env.state).toBe(before);
    // The same step, legal, goes on.
    expect(env.step([legal, (step.masks[1] as Uint8Array).indexOf(1)]).round).toBe(2);
  });

  it('a decision of several actions: a roundabout, then the build, the player waiting while the others have chosen', () => {
    const env = createEnvironment({ players: 2, variants: { roundabouts: true } });
    let step = env.reset(5);
    const space = env.actionSpace;
    const p1 = choiceActions(env.state, 'p1', { type: 'build', pair: 0, street: 0, house: 3, roundabout: { street: 1, house: 0 } });
    const p2 = choiceActions(env.state, 'p2', { type: 'build', pair: 0, street: 0, house: 3 });
    expect(p1[0]).toBe(space.roundabout.start + 10);
    step = env.step([p1[0] as number, p2[0] as number]);
    expect(step.acting).toEqual([true, false]);
    expect(step.prefixes).toEqual([[p1[0]], []]);
    expect(step.round).toBe(1);
    step = env.step([p1[1] as number, -1]);
    expect(step.round).toBe(2);
    expect(step.acting).toEqual([true, true]);
  });

  it('the same seed and actions give the same game; reset starts again', () => {
    const play = () => {
      const env = createEnvironment({ players: 2, sheet: 'eggs' });
      let step = env.reset('again');
      for (let k = 0; k < 5; k++) step = env.step(step.masks.map((mask) => mask.indexOf(1)));
      return { step, state: env.state };
    };
    expect(play()).toEqual(play());
  });
});

/** The code of the RuleError `run` throws (any other throw fails the test). */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('createEnvironment: calls out of order answer a RuleError naming what is legal (as Gymnasium and PettingZoo users expect)', () => {
  it('"call reset first": a step before reset throws environment/not-reset, whatever its actions, and the environment still starts', () => {
    const env = createEnvironment({ players: 2, seed: 'early' });
    for (const actions of [[0, 0], [-1, -1], [], 'x', undefined]) expect(codeOf(() => env.step(actions as never))).toBe('environment/not-reset');
    expect(() => env.step([0, 0])).toThrow(/step came before reset: call reset\(\) \(or reset\(seed\)\) first/);
    // The game of the options' seed is there to look at, and reset starts it.
    expect(env.state.round).toBe(1);
    const step = env.reset();
    expect(env.step(step.masks.map((mask) => mask.indexOf(1))).round).toBe(2);
  });

  it('a step after the end throws game/over naming reset; reset plays another game', () => {
    const env = createEnvironment({ players: 2 });
    let step = env.reset('short');
    while (!step.terminations[0]) step = env.step(step.masks.map((mask, seat) => (step.acting[seat] ? mask.indexOf(1) : -1)));
    const over = env.state;
    expect(codeOf(() => env.step(step.masks.map(() => -1)))).toBe('game/over');
    expect(env.state).toBe(over);
    expect(env.reset('again').round).toBe(1);
  });

  it('reset with a seed createGame would refuse throws argument/invalid and leaves the game as it was', () => {
    const env = createEnvironment({ players: 2 });
    const step = env.reset(4);
    const before = env.state;
    for (const seed of [Number.NaN, Number.POSITIVE_INFINITY, -0, {}, [], true, null, 10n]) {
      expect(codeOf(() => env.reset(seed as never)), String(seed)).toBe('argument/invalid');
    }
    expect(() => env.reset(-0)).toThrow(/not -0, which a record cannot tell from 0/);
    expect(() => env.reset({} as never)).toThrow(/seed must be a string or a finite number, as createGame's seed/);
    expect(env.state).toBe(before);
    // The masks of the game under way still hold: the next step plays it.
    expect(env.step(step.masks.map((mask) => mask.indexOf(1))).round).toBe(2);
  });

  it('"close": every later reset, step or state throws environment/closed; closing again does nothing', () => {
    const env = createEnvironment({ players: 2 });
    const step = env.reset(1);
    env.close();
    expect(codeOf(() => env.step(step.masks.map((mask) => mask.indexOf(1))))).toBe('environment/closed');
    expect(codeOf(() => env.reset(1))).toBe('environment/closed');
    expect(codeOf(() => env.reset({} as never))).toBe('environment/closed');
    expect(codeOf(() => env.state)).toBe('environment/closed');
    expect(() => env.reset()).toThrow(/reset was called after close\(\), which ended the environment: create another/);
    expect(() => env.close()).not.toThrow();
    // What describes the environment stays readable.
    expect(env.agents).toEqual(['p1', 'p2']);
    // Closed before any reset, too.
    const unused = createEnvironment({ players: 2 });
    unused.close();
    expect(codeOf(() => unused.step([0, 0]))).toBe('environment/closed');
  });
});

describe("createEnvironment with autoReset: Gymnasium's next-step mode", () => {
  /** Plays the game under way to its end with each acting seat's first legal action. */
  const toTheEnd = (env: ReturnType<typeof createEnvironment>, step: EnvironmentStep): EnvironmentStep => {
    let at = step;
    while (!at.terminations[0]) at = env.step(at.masks.map((mask, seat) => (at.acting[seat] === true ? (legalActions(mask)[0] as number) : -1)));
    return at;
  };

  it('"the step after a game\'s end starts the next one": its actions ignored, its rewards 0, restarted, on the seed moved on (a number plus one)', () => {
    const env = createEnvironment({ players: 2 }, { autoReset: true });
    let step = env.reset(40);
    expect([step.restarted, step.seed]).toEqual([false, 40]);
    step = toTheEnd(env, step);
    expect(env.state.status).toBe('over');
    step = env.step(['anything', -5] as never);
    expect([step.restarted, step.seed]).toEqual([true, 41]);
    expect(step.rewards).toEqual([0, 0]);
    expect(step.terminations).toEqual([false, false]);
    expect(step.acting).toEqual([true, true]);
    const fresh = createGame({ players: 2, seed: 41 });
    expect(env.state).toEqual(fresh);
    // What every seat sees is the new game's.
    env.agents.forEach((id, seat) => expect(Array.from(step.observations[seat] as Float32Array)).toEqual(Array.from(observe(playerView(fresh, id)))));
    // The next step plays the new game.
    step = env.step(step.masks.map((mask) => legalActions(mask)[0] as number));
    expect(step.restarted).toBe(false);
  });

  it('a string seed moves on as `seed/1`, `seed/2`…, and reset starts a new series', () => {
    const env = createEnvironment({ players: 1, ruleset: 'original' }, { autoReset: true });
    let step = toTheEnd(env, env.reset('solo'));
    step = env.step([-1]);
    expect(step.seed).toBe('solo/1');
    step = env.step(toTheEnd(env, step).masks.map(() => -1));
    expect(step.seed).toBe('solo/2');
    expect(env.reset('other').seed).toBe('other');
  });

  it('without autoReset a step after the end throws game/over; a setting that is no boolean is refused, naming it', () => {
    const env = createEnvironment({ players: 2 });
    toTheEnd(env, env.reset(3));
    expect(codeOf(() => env.step([0, 0]))).toBe('game/over');
    expect(codeOf(() => createEnvironment({ players: 2 }, { autoReset: 'yes' } as never))).toBe('argument/invalid');
    expect(() => createEnvironment({ players: 2 }, { autoReset: 1 } as never)).toThrow(/settings\.autoReset/);
    expect(codeOf(() => createEnvironment({ players: 2 }, { other: true } as never))).toBe('argument/invalid');
  });

  it('"the environment\'s own arrays": every step answers in the same buffers, written again', () => {
    const env = createEnvironment({ players: 2 });
    const first = env.reset(5);
    const observation = first.observations[0];
    const next = env.step(first.masks.map((mask) => legalActions(mask)[0] as number));
    expect(next.observations[0]).toBe(observation);
    expect(next).toBe(first);
  });
});
