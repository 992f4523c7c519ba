// Games played on the compact game by greedy deciders over a rating of whole sheets: the
// TD value's (its self-play and its bench) and the engine's own valuations (the
// opponents it is measured against).
import { greedyStep } from '../../src/bots/greedy.js';
import { raise } from '../../src/errors/rule-error.js';
import { newRater, type Rater } from '../../src/bots/rating/rater.js';
import { supplyOfDeck } from '../../src/bots/rating/supply.js';
import type { Valuation } from '../../src/bots/rating/valuation.js';
import { contextFor, isOver, type CompactGame } from '../../src/game/compact/game.js';
import { playStep } from '../../src/game/compact/play.js';
import { startGame } from '../../src/game/compact/start.js';
import { stateOfGame } from '../../src/game/compact/write.js';
import { moveKeepsPlans } from '../../src/game/legal/with-claims.js';
import type { GameOptions } from '../../src/game/options.js';
import { settleRound } from '../../src/game/round/resolve.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import type { PlanState } from '../../src/game/state.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { newPatterns } from '../../src/bots/rating/patterns/patterns.js';
import { rivalTemps } from '../../src/bots/rating/patterns/value.js';
import type { Value } from './value.js';

/** Who decides for a seat: a TD value (with its softmax temperature) or a valuation of the engine's. */
export type Decider = { readonly kind: 'td'; readonly value: Value; readonly temperature: number } | { readonly kind: 'valuation'; readonly valuation: Valuation; readonly temperature: number };

/** A rater for `decider` at a game of `game`'s deck. */
function raterOf(decider: Decider, game: CompactGame): Rater {
  const supply = supplyOfDeck(game.deck);
  if (decider.kind === 'valuation') return newRater(decider.valuation, supply);
  return newRater(HAND_VALUATION, supply, undefined, newPatterns(decider.value.patterns.weights));
}

/** Seat `seat`'s decision of the round by `rater`, played (no expert picks in these games). */
function decide(game: CompactGame, seat: number, rater: Rater, seed: number, temperature: number): void {
  const sheet = game.sheets[seat] as CompactSheet;
  if (rater.patterns !== undefined) rater.rivals = rivalTemps(game.sheets, seat);
  const closed = game.closed[seat] === true;
  const ctx = contextFor(game, seat);
  const step = greedyStep(rater, sheet, ctx, seed, temperature, closed);
  if (step.type === 'pick') throw new Error('expert games are not played here');
  const keeps = closed && (step.claims === undefined || step.claims.length === 0) && moveKeepsPlans(sheet, step, ctx);
  const why = playStep(game, seat, step, keeps);
  if (why !== undefined) raise(why);
}

/** A small xorshift for the decisions' seeds. */
function seeds(seed: number): () => number {
  let word = (seed ^ 0x9e3779b9) >>> 0 || 1;
  return () => {
    word ^= word << 13;
    word ^= word >>> 17;
    word ^= word << 5;
    return word >>> 0;
  };
}

/**
 * Plays a game of `options` with `deciders` in the seats; after every round, `onRound`
 * gets each seat's sheet as it settled (the afterstates, in seat order). Returns each
 * seat's final score.
 */
export function playSelf(options: GameOptions, deciders: readonly Decider[], seed: number, onRound?: (sheets: readonly CompactSheet[], plans: readonly PlanState[]) => void): number[] {
  const game = startGame(options);
  const raters = deciders.map((decider) => raterOf(decider, game));
  const next = seeds(seed);
  while (!isOver(game)) {
    for (let seat = 0; seat < game.ids.length; seat++) decide(game, seat, raters[seat] as Rater, next(), (deciders[seat] as Decider).temperature);
    settleRound(game);
    onRound?.(game.sheets, game.plans);
  }
  const result = stateOfGame(game).result;
  if (result === null) throw new Error('a game over without its result');
  return result.players.map((player) => player.breakdown.total);
}
