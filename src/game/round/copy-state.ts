import type { Draft } from '../../internal/draft.js';
import type { EndCondition, GameScore } from '../outcomes.js';
import type { FinishedGame, GameInProgress } from '../state.js';

/**
 * A fresh copy of a running game's top level, to change before it is returned. A
 * literal with every field in one order rather than a spread: every state then has
 * one shape, which keeps V8's property reads fast in long simulations.
 */
export function copyState(state: GameInProgress): Draft<GameInProgress> {
  return {
    rules: state.rules,
    variants: state.variants,
    solo: state.solo,
    seed: state.seed,
    round: state.round,
    status: state.status,
    offer: state.offer,
    plans: state.plans,
    players: state.players,
    cards: state.cards,
    rng: state.rng,
    record: state.record,
    ended: state.ended,
    result: state.result,
  };
}

/** The game `state` ends as: the same fields, in the same order, with why it ended and its scores. */
export function finishState(state: GameInProgress, ended: readonly EndCondition[], result: GameScore): FinishedGame {
  return {
    rules: state.rules,
    variants: state.variants,
    solo: state.solo,
    seed: state.seed,
    round: state.round,
    status: 'over',
    offer: state.offer,
    plans: state.plans,
    players: state.players,
    cards: state.cards,
    rng: state.rng,
    record: state.record,
    ended,
    result,
  };
}
