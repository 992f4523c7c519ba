import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { PickChoice, Choice } from '../game/choice/choice.js';
import { createGame } from '../game/create.js';
import type { GameOptions } from '../game/options.js';
import { applyChoice } from '../game/round/apply.js';
import { resolveRound } from '../game/round/resolve.js';
import { scoreGame } from '../game/score-game.js';
import type { GameState } from '../game/state.js';
import { playerView } from '../game/view.js';
import { type ActionSpace, actionSpace } from './action-space.js';
import { decodeActions } from './decode.js';
import { legalActionMask } from './mask.js';
import { observationShape, observe } from './observe.js';

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
  /** The game as it stands (an engine state: `scoreGame`, `replay` of its `record`, `playerView` all take it). */
  readonly state: GameState;
  /**
   * Starts a new game with `seed` (when none is given, the options' seed, or the one the first game drew).
   *
   * @param seed - The game's seed, as {@link createGame} takes it.
   */
  reset(seed?: string | number): EnvironmentStep;
  /**
   * Plays one action for each acting player (an entry for every seat; a player not
   * acting is skipped, give -1). Throws `RuleError` `argument/invalid` naming the seat
   * when an acting player's action is not in their mask, and `game/over` after the
   * end; the environment is then unchanged.
   *
   * @param actions - One action a seat, in seat order.
   */
  step(actions: readonly number[]): EnvironmentStep;
}

/** A step's lists with every player idle, for a finished game. */
function scoresOf(state: GameState): number[] {
  return scoreGame(state).players.map((player) => player.breakdown.total);
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
  // The options as the game recorded them: a plain copy, read once.
  const given = first.record.options;
  const agents = Object.freeze(first.players.map((player) => player.id));
  const space = actionSpace(given);
  const length = observationShape(given).length;
  const idle = new Uint8Array(space.size);
  let state: GameState = first;
  let prefixes: number[][] = agents.map(() => []);
  let acting: boolean[] = agents.map(() => true);
  let scores: number[] = scoresOf(first);
  let masks: Uint8Array[] = [];
  let observations: Float32Array[] = [];

  /** The answer for the current state: observations for every player, masks for those acting. */
  function answer(rewards: readonly number[]): EnvironmentStep {
    const over = state.status === 'over';
    observations = agents.map((id) => observe(playerView(state, id)));
    masks = agents.map((id, seat) => (acting[seat] && !over ? legalActionMask(state, id, prefixes[seat]) : idle));
    return {
      observations,
      masks,
      acting: acting.map((flag) => flag && !over),
      prefixes: prefixes.map((prefix) => prefix.slice()),
      rewards,
      scores,
      terminations: agents.map(() => over),
      round: state.round,
    };
  }

  return {
    agents,
    actionSpace: space,
    observationLength: length,
    get state() {
      return state;
    },
    reset(seed?: string | number) {
      state = createGame({ ...given, seed: seed ?? given.seed ?? 0 });
      prefixes = agents.map(() => []);
      acting = agents.map(() => true);
      scores = scoresOf(state);
      return answer(agents.map(() => 0));
    },
    step(actions: readonly number[]) {
      if (state.status === 'over') return fail('gameOver', undefined);
      const expected = `an array of ${agents.length} actions, one a seat (-1 for a seat not acting)`;
      let given: unknown[];
      try {
        // Read once, into a copy: a getter answers once, and a later change to the caller's array changes nothing.
        given = Array.isArray(actions) ? Array.from(actions as unknown[]) : [];
      } catch {
        return fail('argumentInvalid', { name: 'actions', expected, given: 'an array whose items cannot be read' });
      }
      if (!Array.isArray(actions) || given.length !== agents.length) return fail('argumentInvalid', { name: 'actions', expected, given: describeValue(actions) });
      for (let seat = 0; seat < agents.length; seat++) {
        if (!acting[seat]) continue;
        const action: unknown = given[seat];
        if (typeof action !== 'number' || masks[seat]?.[action] !== 1) {
          const legal = (masks[seat] as Uint8Array).reduce((sum, bit) => sum + bit, 0);
          return fail('argumentInvalid', { name: `actions[${seat}]`, expected: `one of the ${legal} actions legal for ${agents[seat]} (1 in its mask)`, given: describeValue(action) });
        }
      }
      let next: GameState = state;
      const nextPrefixes = prefixes.map((prefix) => prefix.slice());
      const nextActing = acting.slice();
      for (let seat = 0; seat < agents.length; seat++) {
        if (!nextActing[seat]) continue;
        const id = agents[seat] as string;
        const prefix = nextPrefixes[seat] as number[];
        prefix.push(given[seat] as number);
        const choice: Choice | PickChoice | null = decodeActions(next, id, prefix);
        if (choice === null) continue;
        next = applyChoice(next, id, choice);
        nextPrefixes[seat] = [];
        if (choice.type !== 'pick') nextActing[seat] = false;
      }
      let rewards = agents.map(() => 0);
      if (nextActing.every((flag) => !flag)) {
        next = resolveRound(next);
        const after = scoresOf(next);
        rewards = after.map((score, seat) => score - (scores[seat] as number));
        scores = after;
        nextActing.fill(true);
      }
      state = next;
      prefixes = nextPrefixes;
      acting = nextActing;
      return answer(rewards);
    },
  };
}
