// What counts as the same move, for the master (a copy of a move already taken is done,
// not refused) and for a client's sender (a move its view shows is not sent again). A
// client sends the very object again, but the engine records a choice in its own form:
// an expert refusal sent without its card is recorded with the card picked.
import { isRuleError, parseChoice } from '../../index.js';
import type { Choice, GameState, PickChoice } from '../../index.js';

/** `input` in the one form `parseChoice` gives, or `undefined` when it is no choice or pick. */
export function parsedChoice(input: unknown): Choice | PickChoice | undefined {
  try {
    return parseChoice(input);
  } catch (error) {
    if (isRuleError(error)) return undefined;
    throw error;
  }
}

/**
 * Whether `given`, as a client sends it, is the choice or pick `made` (a pending choice,
 * a recorded one, or a pick): the same fields in `parseChoice`'s form, a refusal that
 * names no card matching one the engine gave its card.
 */
export function sameChoice(made: unknown, given: unknown): boolean {
  const sent = parsedChoice(given);
  const taken = parsedChoice(made);
  if (sent === undefined || taken === undefined) return false;
  if (sent.type === 'refuse' && sent.card === undefined && taken.type === 'refuse') {
    const { card: _card, ...withoutCard } = taken;
    return JSON.stringify(withoutCard) === JSON.stringify(sent);
  }
  return JSON.stringify(taken) === JSON.stringify(sent);
}

/**
 * Whether the `choose` move of `playerID` with `choice` for `round` is already done in
 * `G`, so that the master takes it as a no-op instead of refusing it or replaying it:
 * for the round being played, the player's pending choice is exactly `choice` (or, a
 * pick, the player picked that card); for a round already resolved, the record holds
 * exactly `choice` for the player. A copy of a move sent again, or arriving late, is
 * then no error. A move that names no round is not matched: it is the one that takes
 * whatever round it arrives in.
 */
export function alreadyTaken(G: GameState, playerID: string, choice: unknown, round: unknown): boolean {
  if (G.status !== 'choosing' || typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > G.round) return false;
  const index = G.players.findIndex((player) => player.id === playerID);
  const player = G.players[index];
  if (player === undefined) return false;
  // The record holds the rounds resolved, the last one just before G.round (a game
  // dealt from a position starts its record at the position's round).
  const { rounds } = G.record;
  if (round < G.round) return sameChoice(rounds[rounds.length - (G.round - round)]?.[index], choice);
  // Nothing taken yet this round (every first send): no copy, and nothing to parse.
  if (player.pending === null && player.pick === null) return false;
  const sent = parsedChoice(choice);
  if (sent === undefined) return false;
  if (sent.type === 'pick') return player.pick === sent.card;
  return player.pending !== null && sameChoice(player.pending, sent);
}
