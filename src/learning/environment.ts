import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { createGame } from '../game/create.js';
import type { GameOptions } from '../game/options.js';
import { isGameSeed } from '../game/setup/read-options.js';
import type { GameState } from '../game/state.js';
import { type ActionSpace, actionSpace } from './action-space.js';
import { Lifecycle, SEED } from './lifecycle.js';
import { observationShape } from './observe.js';
import { Table } from './table.js';
import { checkedFields } from '../internal/arguments.js';

/**
 * What the {@link Environment} answers after `reset` and each `step`, one entry a
 * player, in the game's seat order ([docs/learning.md](../../docs/learning.md#the-environment)).
 *
 * @example
 * ```ts
 * import { createEnvironment, type EnvironmentStep } from 'welcome-to-engine';
 * const step: EnvironmentStep = createEnvironment({ players: 2 }).reset(7);
 * step.acting; // [true, true]: everyone decides in every round
 * ```
 *
 * @group Learning
 */
export interface EnvironmentStep {
  /** Each player's {@link observe} of their own view: the environment's own arrays, written again by the next step (copy what you keep). */
  readonly observations: readonly Float32Array[];
  /** Each player's {@link legalActionMask} after their decision's actions so far; all 0 for a player not acting. The environment's own, as the observations. */
  readonly masks: readonly Uint8Array[];
  /** Whether the player must act in the next step: their decision of the round is not complete. */
  readonly acting: readonly boolean[];
  /** Each player's actions so far in the decision under way (empty at its start). */
  readonly prefixes: readonly (readonly number[])[];
  /** Each player's change of score since the last step: non-zero only when a round resolves. Summed over a game, the final score. */
  readonly rewards: readonly number[];
  /** Each player's score now (the game's standing, temp awards and all; the final scores once the game is over). */
  readonly scores: readonly number[];
  /** Whether the game is over, for each player (all alike). */
  readonly terminations: readonly boolean[];
  /** The round being played (the last one once over). */
  readonly round: number;
  /**
   * Whether this step started a new game instead of playing its actions: with
   * `autoReset`, the step after a game's end starts the next one (Gymnasium's next-step
   * mode), its rewards 0, the new game's seed the last one's moved on ({@link EnvironmentSettings}).
   */
  readonly restarted: boolean;
  /** The seed of the game under way. */
  readonly seed: string | number;
}

/**
 * How an environment plays its games, besides the game's options.
 *
 * @example
 * ```ts
 * import { createEnvironment, type EnvironmentSettings } from 'welcome-to-engine';
 * const settings: EnvironmentSettings = { autoReset: true };
 * const env = createEnvironment({ players: 2 }, settings);
 * ```
 *
 * @group Learning
 */
export interface EnvironmentSettings {
  /**
   * Whether a finished game starts again by itself: the `step` after the one that ended
   * it ignores its actions and starts the next game (Gymnasium's next-step autoreset
   * mode), on the seed moved on from the last (a number plus one, or in a vector
   * environment plus the number of games; a string with `/1`, `/2`… appended), and says so
   * (`restarted`, a vector environment's `restarts`). Without it, a step after the end
   * throws `game/over` until `reset`. Default `false`.
   */
  readonly autoReset?: boolean | undefined;
}

/**
 * A game as a learning environment in the parallel style (PettingZoo's parallel API,
 * Gymnasium's `reset(seed)` and `step`): every acting player gives one action of the
 * {@link actionSpace} in each step; a player's decision of a round takes one action
 * or a few ({@link choiceActions}), and the round resolves in the step where the last
 * decision completes. See {@link createEnvironment}.
 *
 * @example
 * ```ts
 * import { createEnvironment, type Environment } from 'welcome-to-engine';
 * const env: Environment = createEnvironment({ players: 2 });
 * env.reset(1).observations.length; // 2
 * ```
 *
 * @group Learning
 */
export interface Environment {
  /** The players' ids, in seat order: the order of every list of a step. */
  readonly agents: readonly string[];
  /** The game's action space. */
  readonly actionSpace: ActionSpace;
  /** The length of each observation. */
  readonly observationLength: number;
  /**
   * The game as it stands (an engine state: `scoreGame`, `replay` of its `record`,
   * `playerView` all take it); before the first `reset`, the game of the options' seed.
   * Throws `RuleError` `environment/closed` after `close`.
   */
  readonly state: GameState;
  /**
   * Starts a new game with `seed` (when none is given, the options' seed, or the one the
   * first game drew): what every game of the environment begins with. Throws `RuleError`
   * `argument/invalid` for a seed that is no string or finite number (the environment
   * is then unchanged), `environment/closed` after `close`.
   *
   * @param seed - The game's seed, as {@link createGame} takes it.
   */
  reset(seed?: string | number): EnvironmentStep;
  /**
   * Plays one action for each acting player (an entry for every seat; a player not
   * acting is skipped, give -1). Throws `RuleError` `environment/not-reset` before the
   * first `reset`, `argument/invalid` naming the seat when an acting player's action is
   * not in their mask, `game/over` after the end (reset starts another game) and
   * `environment/closed` after `close`; the environment is then unchanged.
   *
   * @param actions - One action a seat, in seat order.
   */
  step(actions: readonly number[]): EnvironmentStep;
  /**
   * Ends the environment, as Gymnasium's and PettingZoo's `close`: every later `reset`,
   * `step` or `state` throws `RuleError` `environment/closed`. It holds no resource but
   * memory, so a learner may as well drop it; closing it again does nothing.
   */
  close(): void;
}

/**
 * A learning environment over a game with these options
 * ([docs/learning.md](../../docs/learning.md#the-environment)): `reset(seed)` starts a
 * game, `step(actions)` takes one action of each acting player. Decisions are sequences
 * of actions (a pick; a roundabout, a build or refusal, claims); the round resolves when
 * every player's decision is complete, and then the rewards are the changes of score.
 * The environment holds engine states, so `env.state` can be scored, viewed, stored
 * and replayed like any game; the same seed and actions give the same game.
 *
 * @param options - The game's options, as {@link createGame} takes them; `reset`'s seed replaces theirs.
 * @returns A new environment; call `reset` first.
 * @throws `RuleError` `options/…` for options `createGame` refuses.
 *
 * @example
 * ```ts
 * import { createEnvironment } from 'welcome-to-engine';
 * const env = createEnvironment({ players: 2 });
 * let step = env.reset(42);
 * while (!step.terminations[0]) {
 *   // The first legal action of each acting player: a learner samples from its policy instead.
 *   step = env.step(step.masks.map((mask, seat) => (step.acting[seat] ? mask.indexOf(1) : -1)));
 * }
 * step.scores; // the final scores
 * ```
 *
 * @group Learning
 */
export function createEnvironment(options: GameOptions, settings?: EnvironmentSettings): Environment {
  const first = createGame(options);
  const { autoReset } = checkedSettings(settings);
  const agents = Object.freeze(first.players.map((player) => player.id));
  // The options as the game recorded them: a plain copy, read once.
  const given = first.record.options;
  const space = actionSpace(given);
  const length = observationShape(given).length;
  const seats = agents.length;
  const views = { observations: agents.map(() => new Float32Array(length)), masks: agents.map(() => new Uint8Array(space.size)) };
  let table: Table | undefined;
  const life = new Lifecycle();
  // The answer, one object the environment writes again each step.
  const acting = agents.map(() => false);
  const terminations = agents.map(() => false);
  const answer = {
    observations: views.observations,
    masks: views.masks,
    acting,
    prefixes: [] as readonly (readonly number[])[],
    rewards: [] as readonly number[],
    scores: [] as readonly number[],
    terminations,
    round: 0,
    restarted: false,
    seed: '' as string | number,
  };

  /** The answer for the game as it stands. */
  function answered(playing: Table, restarted: boolean): EnvironmentStep {
    const over = playing.over;
    for (let seat = 0; seat < seats; seat++) {
      acting[seat] = playing.acting[seat] === true && !over;
      terminations[seat] = over;
    }
    answer.prefixes = playing.prefixes;
    answer.rewards = playing.rewards;
    answer.scores = playing.scores;
    answer.round = playing.game.round;
    answer.restarted = restarted;
    answer.seed = playing.seed;
    return answer;
  }

  return {
    agents,
    actionSpace: space,
    observationLength: length,
    get state() {
      life.check('state', false);
      return table === undefined ? first : table.state;
    },
    reset(seed?: string | number) {
      life.check('reset', false);
      if (seed !== undefined && !isGameSeed(seed)) return fail('argument/invalid', { name: 'seed', expected: `${SEED} (or nothing: the options' seed)`, given: describeValue(seed) });
      const start = seed ?? (given.seed as string | number);
      if (table === undefined) table = new Table(given, space, views, 1, start);
      else table.reset(start);
      life.started();
      return answered(table, false);
    },
    step(actions: readonly number[]) {
      life.check('step', true);
      const playing = table as Table;
      if (playing.over) {
        if (!autoReset) return fail('game/over', undefined, 'environment');
        playing.next();
        return answered(playing, true);
      }
      const expected = `an array of ${seats} actions, one a seat (-1 for a seat not acting)`;
      let given: unknown[];
      try {
        // Read once, into a copy: a getter answers once, and a later change to the caller's array changes nothing.
        given = Array.isArray(actions) ? Array.from(actions as unknown[]) : [];
      } catch {
        return fail('argument/invalid', { name: 'actions', expected, given: 'an array whose items cannot be read' });
      }
      if (!Array.isArray(actions) || given.length !== seats) return fail('argument/invalid', { name: 'actions', expected, given: describeValue(actions) });
      // Every action checked before any is played: a refused step changes nothing.
      for (let seat = 0; seat < seats; seat++) {
        if (playing.acting[seat] !== true || playing.legal(seat, given[seat])) continue;
        const mask = views.masks[seat] as Uint8Array;
        let legal = 0;
        for (let action = 0; action < mask.length; action++) legal += mask[action] as number;
        return fail('argument/invalid', { name: `actions[${seat}]`, expected: `one of the ${legal} actions legal for ${agents[seat]} (1 in its mask)`, given: describeValue(given[seat]) });
      }
      playing.apply(given);
      return answered(playing, false);
    },
    close() {
      life.close();
      table = undefined;
    },
  };
}

/** The settings of an environment from outside: an object whose `autoReset`, if given, is a boolean. */
export function checkedSettings(settings: unknown): { readonly autoReset: boolean } {
  const { autoReset } = checkedFields(settings, 'settings', ['autoReset']);
  if (autoReset !== undefined && typeof autoReset !== 'boolean') return fail('argument/invalid', { name: 'settings.autoReset', expected: 'true or false', given: describeValue(autoReset) });
  return { autoReset: autoReset === true };
}
