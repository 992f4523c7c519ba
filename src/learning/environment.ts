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
  /** Each player's {@link observe} of their own view. */
  readonly observations: readonly Float32Array[];
  /** Each player's {@link legalActionMask} after their decision's actions so far; all 0 for a player not acting. */
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
export function createEnvironment(options: GameOptions): Environment {
  const first = createGame(options);
  const agents = Object.freeze(first.players.map((player) => player.id));
  // The options as the game recorded them: a plain copy, read once.
  const given = first.record.options;
  const space = actionSpace(given);
  const length = observationShape(given).length;
  const idle = new Uint8Array(space.size);
  const table = new Table(given, agents, space, first);
  const life = new Lifecycle();
  let masks: Uint8Array[] = [];

  /** The answer for the current state: observations for every player, masks for those acting. */
  function answer(rewards: readonly number[]): EnvironmentStep {
    const over = table.over;
    const observations = agents.map((_, seat) => {
      const out = new Float32Array(length);
      table.observeInto(seat, out);
      return out;
    });
    masks = agents.map((_, seat) => {
      if (!table.acting[seat] || over) return idle;
      const out = new Uint8Array(space.size);
      table.maskInto(seat, out);
      return out;
    });
    return {
      observations,
      masks,
      acting: table.acting.map((flag) => flag && !over),
      prefixes: table.prefixes.map((prefix) => prefix.slice()),
      rewards,
      scores: table.scores.slice(),
      terminations: agents.map(() => over),
      round: table.state.round,
    };
  }

  return {
    agents,
    actionSpace: space,
    observationLength: length,
    get state() {
      life.check('state', false);
      return table.state;
    },
    reset(seed?: string | number) {
      life.check('reset', false);
      if (seed !== undefined && !isGameSeed(seed)) return fail('argument/invalid', { name: 'seed', expected: `${SEED} (or nothing: the options' seed)`, given: describeValue(seed) });
      table.reset(seed);
      life.started();
      return answer(agents.map(() => 0));
    },
    step(actions: readonly number[]) {
      life.check('step', true);
      if (table.over) return fail('game/over', undefined, 'environment');
      const expected = `an array of ${agents.length} actions, one a seat (-1 for a seat not acting)`;
      let given: unknown[];
      try {
        // Read once, into a copy: a getter answers once, and a later change to the caller's array changes nothing.
        given = Array.isArray(actions) ? Array.from(actions as unknown[]) : [];
      } catch {
        return fail('argument/invalid', { name: 'actions', expected, given: 'an array whose items cannot be read' });
      }
      if (!Array.isArray(actions) || given.length !== agents.length) return fail('argument/invalid', { name: 'actions', expected, given: describeValue(actions) });
      const rewards = table.apply(
        given,
        (seat, action) => typeof action === 'number' && masks[seat]?.[action] === 1,
        (seat, action) => {
          const legal = (masks[seat] as Uint8Array).reduce((sum, bit) => sum + bit, 0);
          return fail('argument/invalid', { name: `actions[${seat}]`, expected: `one of the ${legal} actions legal for ${agents[seat]} (1 in its mask)`, given: describeValue(action) });
        },
      );
      return answer(rewards);
    },
    close() {
      life.close();
      masks = [];
    },
  };
}
