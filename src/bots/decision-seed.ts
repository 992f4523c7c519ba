import type { GameState } from '../game/state.js';
import { playerIndex } from '../game/choice/source.js';
import { nextUint32, seedRng } from '../internal/rng.js';

/**
 * A seed for `playerId`'s decision now, for a loop of your own (a server, a front-end)
 * that asks bots for choices: drawn from the game's seed, the round, the player's seat
 * and, in an expert game, whether the player has picked yet. So each seat and each
 * decision gets a seed of its own (two bots given one seed draw alike wherever their
 * options tie), and the same game asks the same bots for the same choices when it is
 * played again. `playGame` and `simulate` draw their bots' seeds from a stream of their
 * own, so a game played with these seeds is not the game `playGame` plays.
 *
 * Trusts `state` as a state this engine returned (check one from outside with
 * {@link validateState}).
 *
 * @param state - The game, as the round is being chosen.
 * @param playerId - Whose decision it is.
 * @returns A whole number from 0 to 2³² − 1.
 * @throws `RuleError` `choice/unknown-player` for a player not in the game.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, decisionSeed, greedyBot, playerView, resolveRound } from 'welcome-to-engine';
 * let state = createGame({ players: ['ann', 'bob'], seed: 'own loop' });
 * for (const player of state.players) {
 *   const choice = greedyBot(playerView(state, player.id), decisionSeed(state, player.id));
 *   state = applyChoice(state, player.id, choice);
 * }
 * state = resolveRound(state);
 * decisionSeed(state, 'ann') !== decisionSeed(state, 'bob'); // true
 * ```
 *
 * @group Bots
 */
export function decisionSeed(state: GameState, playerId: string): number {
  const seat = playerIndex(state, playerId);
  const picked = state.players[seat]?.pick !== null ? 1 : 0;
  return nextUint32([...seedRng(`decision:${state.seed}:${state.round}:${seat}:${picked}`)]);
}
