import { fail } from '../errors/rule-error.js';
import { createGame } from '../game/create.js';
import type { GameOptions } from '../game/options.js';
import { isGameSeed } from '../game/setup/read-options.js';
import type { GameState } from '../game/state.js';
import { describeValue } from '../internal/snapshot.js';
import { type ActionSpace, actionSpace } from './action-space.js';
import { Lifecycle, SEED } from './lifecycle.js';
import { observationShape } from './observe.js';
import { Table, type TableViews } from './table.js';
import { checkedSettings, type EnvironmentSettings } from './environment.js';

/**
 * How many games a {@link VectorEnvironment} may hold: far more than a learner batches.
 *
 * @example
 * ```ts
 * import { createVectorEnvironment, MAX_VECTOR_GAMES } from 'welcome-to-engine';
 * const env = createVectorEnvironment({ players: 2 }, Math.min(64, MAX_VECTOR_GAMES));
 * env.games; // 64
 * ```
 *
 * @group Learning
 */
export const MAX_VECTOR_GAMES = 4096;

/**
 * What a {@link VectorEnvironment} answers after `reset` and each `step`: every game's
 * every seat in flat arrays, game by game, seat by seat within a game (the entry of
 * seat `s` of game `g` is at `g × players + s`). The arrays are the environment's own,
 * written again by the next `reset` or `step`: copy what is kept.
 *
 * @example
 * ```ts
 * import { createVectorEnvironment, type VectorStep } from 'welcome-to-engine';
 * const env = createVectorEnvironment({ players: 2 }, 8);
 * const step: VectorStep = env.reset();
 * step.observations.length === 8 * 2 * env.observationLength; // true
 * ```
 *
 * @group Learning
 */
export interface VectorStep {
  /** Each seat's {@link observe}, `observationLength` floats each. */
  readonly observations: Float32Array;
  /** Each seat's {@link legalActionMask}, `actionSpace.size` bytes each; all 0 for a seat not acting. */
  readonly masks: Uint8Array;
  /** 1 where the seat acts in the next step. */
  readonly acting: Uint8Array;
  /** Each seat's change of score since the last step. */
  readonly rewards: Float32Array;
  /** Each seat's score now. */
  readonly scores: Float32Array;
  /** 1 for each game that is over. */
  readonly terminations: Uint8Array;
  /** The round each game is playing. */
  readonly rounds: Int32Array;
  /**
   * 1 for each game this step started again instead of playing its actions (with
   * `autoReset`, the step after a game's end: Gymnasium's next-step mode; its rewards 0).
   */
  readonly restarts: Uint8Array;
}

/**
 * Many games of one setup as one learning environment, stepped together: what a
 * learner that batches its games calls, one call for all of them, flat arrays out
 * ([docs/learning.md](../../docs/learning.md#many-games-at-once)). Each game is an
 * {@link Environment}'s: the same seed and actions give the same game.
 *
 * @example
 * ```ts
 * import { createVectorEnvironment, type VectorEnvironment } from 'welcome-to-engine';
 * const env: VectorEnvironment = createVectorEnvironment({ players: 3 }, 4);
 * env.games; // 4
 * ```
 *
 * @group Learning
 */
export interface VectorEnvironment {
  /** How many games it steps. */
  readonly games: number;
  /** The players' ids, in seat order (every game's). */
  readonly agents: readonly string[];
  /** The games' action space. */
  readonly actionSpace: ActionSpace;
  /** The length of each observation. */
  readonly observationLength: number;
  /**
   * Game `index` as it stands: an engine state (before the first `reset`, the game of its
   * first seed). Throws `RuleError` `environment/closed` after `close`.
   *
   * @param index - The game, from 0.
   */
  state(index: number): GameState;
  /**
   * Starts every game again: game `g` with `seeds[g]`, or with none given, the seed the
   * first reset of game `g` used (the options' seed followed by `/g`). Throws `RuleError`
   * `argument/invalid` unless every seed is a string or a finite number (no game is
   * reset then), `environment/closed` after `close`.
   *
   * @param seeds - One seed a game, as {@link createGame} takes it.
   */
  reset(seeds?: readonly (string | number)[]): VectorStep;
  /**
   * Starts game `index` again alone, with `seed`; the others are unchanged. Answers with
   * every game. Throws `RuleError` `environment/not-reset` before the first `reset` (which
   * starts them all), `environment/closed` after `close`.
   *
   * @param index - The game, from 0.
   * @param seed - Its new seed.
   */
  resetGame(index: number, seed: string | number): VectorStep;
  /**
   * Plays one action for each acting seat of each game still going (`games × players`
   * entries, game by game; -1, or anything, where a seat does not act; a finished game's
   * entries are read as nothing until it is reset). Throws `RuleError` `argument/invalid`
   * naming the game and seat of an action not in its mask, `environment/not-reset` before
   * the first `reset`, `game/over` when every game is over (`reset` or `resetGame` starts
   * them again) and `environment/closed` after `close`; nothing is changed then.
   *
   * @param actions - One action a seat, game by game.
   */
  step(actions: ArrayLike<number>): VectorStep;
  /**
   * Ends the environment and lets go of its games, as Gymnasium's `close`: every later
   * `reset`, `resetGame`, `step` or `state` throws `RuleError` `environment/closed`.
   * Closing it again does nothing.
   */
  close(): void;
}

/**
 * A {@link VectorEnvironment} of `games` games with these options: `reset()` starts
 * them, `step(actions)` takes one action for every acting seat of every game still
 * going, and every answer is a few flat arrays the environment reuses.
 *
 * @param options - The games' options, as {@link createGame} takes them.
 * @param games - How many games, 1 to {@link MAX_VECTOR_GAMES}.
 * @returns A new environment; call `reset` first.
 * @throws `RuleError` `options/…` for options `createGame` refuses, `argument/invalid` for a count out of range.
 *
 * @example
 * ```ts
 * import { createVectorEnvironment } from 'welcome-to-engine';
 * const env = createVectorEnvironment({ players: 2 }, 4);
 * let step = env.reset();
 * const size = env.actionSpace.size;
 * const actions = new Int32Array(4 * 2);
 * while (!step.terminations.every((over) => over === 1)) {
 *   // The first legal action of each acting seat: a learner samples from its policy instead.
 *   for (let seat = 0; seat < actions.length; seat++) actions[seat] = step.acting[seat] === 1 ? step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1) : -1;
 *   step = env.step(actions);
 * }
 * ```
 *
 * @group Learning
 */
export function createVectorEnvironment(options: GameOptions, games: number, settings?: EnvironmentSettings): VectorEnvironment {
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > MAX_VECTOR_GAMES)
    return fail('argument/invalid', { name: 'games', expected: `a whole number of games, 1 to ${MAX_VECTOR_GAMES}`, given: describeValue(games) });
  const first = createGame(options);
  const { autoReset } = checkedSettings(settings);
  const given = first.record.options;
  const agents = Object.freeze(first.players.map((player) => player.id));
  const players = agents.length;
  const space = actionSpace(given);
  const length = observationShape(given).length;
  const base = given.seed as string | number;
  /** Game `g`'s seed when none is given: the options' seed, `/g` after it. */
  const seedOf = (g: number) => `${String(base)}/${g}`;
  const seats = games * players;
  const life = new Lifecycle();
  const answer: VectorStep = {
    observations: new Float32Array(seats * length),
    masks: new Uint8Array(seats * space.size),
    acting: new Uint8Array(seats),
    rewards: new Float32Array(seats),
    scores: new Float32Array(seats),
    terminations: new Uint8Array(games),
    rounds: new Int32Array(games),
    restarts: new Uint8Array(games),
  };
  /** Each game's views: its seats' runs of the answer's arrays, which its table writes in place. */
  const views = Array.from({ length: games }, (_, g) => ({
    observations: agents.map((_, s) => answer.observations.subarray((g * players + s) * length, (g * players + s + 1) * length)),
    masks: agents.map((_, s) => answer.masks.subarray((g * players + s) * space.size, (g * players + s + 1) * space.size)),
  }));
  let tables: Table[] = [];
  /** The caller's actions, read once a step. */
  const read = new Float64Array(seats);

  /** Writes game `g`'s counts into the answer (its observations and masks its table wrote). */
  function write(g: number, restarted: boolean): void {
    const table = tables[g] as Table;
    const over = table.over;
    for (let s = 0; s < players; s++) {
      const seat = g * players + s;
      answer.acting[seat] = table.acting[s] === true && !over ? 1 : 0;
      answer.rewards[seat] = table.rewards[s] as number;
      answer.scores[seat] = table.scores[s] as number;
    }
    answer.terminations[g] = over ? 1 : 0;
    answer.rounds[g] = table.game.round;
    answer.restarts[g] = restarted ? 1 : 0;
  }

  const checkedIndex = (index: unknown): number => {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= games)
      return fail('argument/invalid', { name: 'index', expected: `a game from 0 to ${games - 1}`, given: describeValue(index) });
    return index;
  };

  /** Starts game `g` again with `seed`, the first of a new series. */
  function start(g: number, seed: string | number): void {
    const table = tables[g];
    if (table === undefined) tables[g] = new Table(given, space, views[g] as TableViews, games, seed);
    else table.reset(seed);
  }

  return {
    games,
    agents,
    actionSpace: space,
    observationLength: length,
    state(index: number) {
      life.check('state', false);
      const g = checkedIndex(index);
      const table = tables[g];
      return table === undefined ? (g === 0 ? first : createGame({ ...given, seed: seedOf(g) })) : table.state;
    },
    reset(seeds?: readonly (string | number)[]) {
      life.check('reset', false);
      let list: unknown[] | undefined;
      if (seeds !== undefined) {
        try {
          list = Array.isArray(seeds) ? Array.from(seeds as unknown[]) : undefined;
        } catch {
          list = undefined;
        }
        // Every seed checked before any game starts again: a refused reset changes nothing.
        if (list === undefined || list.length !== games) {
          return fail('argument/invalid', { name: 'seeds', expected: `an array of ${games} seeds, one a game (strings or finite numbers)`, given: describeValue(seeds) });
        }
        const bad = list.findIndex((seed) => !isGameSeed(seed));
        if (bad >= 0) return fail('argument/invalid', { name: `seeds[${bad}]`, expected: SEED, given: describeValue(list[bad]) });
      }
      for (let g = 0; g < games; g++) start(g, (list?.[g] as string | number | undefined) ?? seedOf(g));
      for (let g = 0; g < games; g++) write(g, false);
      life.started();
      return answer;
    },
    resetGame(index: number, seed: string | number) {
      life.check('resetGame', true);
      const g = checkedIndex(index);
      if (!isGameSeed(seed)) return fail('argument/invalid', { name: 'seed', expected: SEED, given: describeValue(seed) });
      start(g, seed);
      write(g, false);
      return answer;
    },
    close() {
      life.close();
      tables = [];
    },
    step(actions: ArrayLike<number>) {
      life.check('step', true);
      if (!autoReset && tables.every((table) => table.over)) return fail('game/over', undefined, 'vector-environment');
      const expected = `${seats} actions, one a seat of every game (${games} × ${players})`;
      let fits = false;
      try {
        // Its length read first: an array-like of any length is refused before it is read, once.
        fits = typeof actions === 'object' && actions !== null && (actions as ArrayLike<unknown>).length === seats;
        for (let seat = 0; fits && seat < seats; seat++) {
          const action: unknown = (actions as ArrayLike<unknown>)[seat];
          read[seat] = typeof action === 'number' ? action : Number.NaN;
        }
      } catch {
        return fail('argument/invalid', { name: 'actions', expected, given: 'a value whose items cannot be read' });
      }
      if (!fits) return fail('argument/invalid', { name: 'actions', expected, given: describeValue(actions) });
      // Every action checked before any game moves: a refused step changes nothing.
      for (let g = 0; g < games; g++) {
        const table = tables[g] as Table;
        if (table.over) continue;
        for (let s = 0; s < players; s++) {
          const seat = g * players + s;
          if (table.acting[s] !== true || table.legal(s, read[seat])) continue;
          return fail('argument/invalid', {
            name: `actions[${seat}]`,
            expected: `an action legal for ${agents[s]} in game ${g} (1 in its mask)`,
            given: describeValue((actions as ArrayLike<unknown>)[seat]),
          });
        }
      }
      for (let g = 0; g < games; g++) {
        const table = tables[g] as Table;
        if (table.over) {
          if (autoReset) {
            table.next();
            write(g, true);
          } else {
            for (let s = 0; s < players; s++) answer.rewards[g * players + s] = 0;
            answer.restarts[g] = 0;
          }
          continue;
        }
        table.apply(read, g * players);
        write(g, false);
      }
      return answer;
    },
  };
}
