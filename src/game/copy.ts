import type { Draft } from '../internal/draft.js';
import type { GameState } from './types.js';

/**
 * A fresh copy of the state's top level, to change before it is returned. A literal
 * with every field in one order rather than a spread: every state then has one
 * shape, which keeps V8's property reads fast in long simulations.
 */
export function copyState(state: GameState): Draft<GameState> {
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
