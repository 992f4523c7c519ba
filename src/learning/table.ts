import { fail, isProblem, raise } from '../errors/rule-error.js';
import type { Choice } from '../game/choice/choice.js';
import { playChoice } from '../game/choice/play.js';
import { contextOf } from '../game/choice/source.js';
import { createGame } from '../game/create.js';
import type { GameOptions } from '../game/options.js';
import { applyChoice, withPending } from '../game/choice/apply-choice.js';
import { recorded } from '../game/choice/check-choice.js';
import { resolveRound } from '../game/round/resolve.js';
import { scoreGameUnchecked } from '../game/score-game.js';
import type { GameState, PlayerState } from '../game/state.js';
import { playerView } from '../game/view.js';
import { compactOf } from '../sheet/compact/json.js';
import type { ActionSpace } from './action-space.js';
import { readDecision } from './decision.js';
import { markDecision } from './mask.js';
import { observe } from './observe.js';

/**
 * One game of a learning environment, stepped one action a seat at a time: the engine
 * state, each seat's actions so far in its decision, who acts, the scores. What
 * `createEnvironment` and `createVectorEnvironment` both play, with the engine's own
 * functions; they differ only in the arrays they answer with.
 */
export class Table {
  state: GameState;
  prefixes: number[][];
  acting: boolean[];
  scores: number[];

  constructor(
    /** The options as the first game recorded them: a plain copy. */
    readonly options: GameOptions,
    readonly agents: readonly string[],
    readonly space: ActionSpace,
    first: GameState,
  ) {
    this.state = first;
    this.prefixes = agents.map(() => []);
    this.acting = agents.map(() => true);
    this.scores = scoresOf(first);
  }

  /** Starts a new game with `seed` (the options' seed when none is given). */
  reset(seed: string | number | undefined): void {
    this.state = createGame({ ...this.options, seed: seed ?? this.options.seed ?? 0 });
    this.prefixes = this.agents.map(() => []);
    this.acting = this.agents.map(() => true);
    this.scores = scoresOf(this.state);
  }

  /**
   * Takes one action of each acting seat (checked against `legal` first: the table is
   * unchanged when one is not), completes the decisions they end, and resolves the
   * round when every decision is complete. Gives each seat's reward: its change of score.
   */
  apply(actions: readonly unknown[], legal: (seat: number, action: unknown) => boolean, illegal: (seat: number, action: unknown) => never): number[] {
    if (this.state.status === 'over') return fail('game/over', undefined, 'environment');
    for (let seat = 0; seat < this.agents.length; seat++) if (this.acting[seat] && !legal(seat, actions[seat])) illegal(seat, actions[seat]);
    let next: GameState = this.state;
    const prefixes = this.prefixes.map((prefix) => prefix.slice());
    const acting = this.acting.slice();
    for (let seat = 0; seat < this.agents.length; seat++) {
      if (!acting[seat] || next.status !== 'choosing') continue;
      const prefix = prefixes[seat] as number[];
      prefix.push(actions[seat] as number);
      const ctx = contextOf(next, seat);
      const sheet = compactOf((next.players[seat] as PlayerState).sheet);
      const decision = readDecision(sheet, ctx, this.space, prefix);
      if (decision.stage !== 'done') continue;
      const choice = decision.choice;
      prefixes[seat] = [];
      if (choice.type === 'pick') {
        next = applyChoice(next, this.agents[seat] as string, choice);
        continue;
      }
      // A decision the mask allowed, read by the engine: played as applyChoice plays a checked choice.
      const step = recorded(choice, ctx);
      if (isProblem(step)) return raise(step);
      const outcome = playChoice(sheet, step as Choice, ctx);
      if (isProblem(outcome)) return raise(outcome);
      next = withPending(next, seat, step as Choice, outcome);
      acting[seat] = false;
    }
    let rewards = this.agents.map(() => 0);
    if (acting.every((flag) => !flag)) {
      next = resolveRound(next);
      const after = scoresOf(next);
      rewards = after.map((score, seat) => score - (this.scores[seat] as number));
      this.scores = after;
      acting.fill(true);
    }
    this.state = next;
    this.prefixes = prefixes;
    this.acting = acting;
    return rewards;
  }

  /** Whether the game is over. */
  get over(): boolean {
    return this.state.status === 'over';
  }

  /** Writes seat `seat`'s observation into `out` (its length). */
  observeInto(seat: number, out: Float32Array): void {
    observe(playerView(this.state, this.agents[seat] as string), out);
  }

  /** Writes seat `seat`'s mask into `out` (its length, all 0 first): none while the seat does not act or the game is over. */
  maskInto(seat: number, out: Uint8Array): void {
    out.fill(0);
    if (!this.acting[seat] || this.over) return;
    const ctx = contextOf(this.state, seat);
    const sheet = compactOf((this.state.players[seat] as PlayerState).sheet);
    markDecision(sheet, ctx, this.space, readDecision(sheet, ctx, this.space, this.prefixes[seat] as number[]), out);
  }
}

/** Each player's score now. */
export function scoresOf(state: GameState): number[] {
  return scoreGameUnchecked(state).players.map((player) => player.breakdown.total);
}
