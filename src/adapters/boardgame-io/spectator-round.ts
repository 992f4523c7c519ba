import { describeRound, LOCALES, scoreGame, stateAtRound } from '../../index.js';
import type { GameState, Locale, Pair, PlanState, RoundDescription, ScoreBreakdown, Sheet, VariantFlags } from '../../index.js';

/**
 * One player in a {@link SpectatorRound}: the sheet as the round began and as it ended,
 * and the score as it stood after the round.
 *
 * @example
 * ```ts
 * import type { SpectatorRoundPlayer } from 'welcome-to-engine/boardgame.io';
 * const total = (player: SpectatorRoundPlayer) => player.score.total;
 * ```
 *
 * @group boardgame.io
 */
export interface SpectatorRoundPlayer {
  /** The player's id. */
  readonly id: string;
  /** The sheet as the round began. */
  readonly before: Sheet;
  /** The sheet once the round resolved, the round's choice written on it. */
  readonly after: Sheet;
  /** The score as it stood once the round resolved (at the game's end, the final one). */
  readonly score: ScoreBreakdown;
}

/**
 * A round a match has resolved, as anyone at the table may see it once it is over: what
 * a replay of a match still being played shows (a match's record holds its seed, and with
 * it every card to come, so it is no spectator's). The round's offer whole (an expert
 * game's effects too: its cards have been played), each sheet before and after, the
 * scores after, the plans after, and the round's choices in words in every language.
 * Nothing of a round not yet resolved.
 *
 * @example
 * ```ts
 * import type { SpectatorRound } from 'welcome-to-engine/boardgame.io';
 * const caption = (shown: SpectatorRound) => `round ${shown.round} of ${shown.rounds}`;
 * ```
 *
 * @group boardgame.io
 */
export interface SpectatorRound {
  /** The round shown, from 1. */
  readonly round: number;
  /** The rounds the match has resolved so far: the last a replay can show. */
  readonly rounds: number;
  /** The round's offer, every card's both sides. */
  readonly offer: readonly Pair[];
  /** The city plans once the round resolved (a plan claimed in it is marked so). */
  readonly plans: readonly PlanState[];
  /** The variants in force. */
  readonly variants: VariantFlags;
  /** Whether the game ended with this round. */
  readonly over: boolean;
  /** Every player, in game order. */
  readonly players: readonly SpectatorRoundPlayer[];
  /** The round's offer and choices in words (`describeRound`), in each language. */
  readonly words: Readonly<Record<Locale, RoundDescription>>;
}

/**
 * A resolved round of a game as a spectator may see it ({@link SpectatorRound}): what a
 * server sends for a replay of a match still being played, in place of its record.
 *
 * @param state - The game, as the server holds it (its record and seed stay on the server).
 * @param round - A round the game has resolved, from 1 to `state.record.rounds.length`.
 * @returns The round's offer, sheets, scores, plans and choices in words.
 * @throws `RuleError` `argument/invalid` for a round the game has not resolved.
 *
 * @example
 * ```ts
 * import { applyChoice, botFor, createGame, decisionSeed, playerView, resolveRound } from 'welcome-to-engine';
 * import { spectatorRound } from 'welcome-to-engine/boardgame.io';
 * const bot = botFor('casual');
 * let state = createGame({ players: 2, seed: 'watched' });
 * for (const { id } of state.players) state = applyChoice(state, id, bot(playerView(state, id), decisionSeed(state, id)));
 * state = resolveRound(state);
 * const first = spectatorRound(state, 1);
 * first.rounds; // 1
 * first.words.en.choices.length; // 2
 * ```
 *
 * @group boardgame.io
 */
export function spectatorRound(state: GameState, round: number): SpectatorRound {
  // describeRound checks the round: one the game has resolved.
  const words = Object.fromEntries(LOCALES.map((locale) => [locale, describeRound(state, round, { locale })])) as Record<Locale, RoundDescription>;
  const at = words.en.round;
  const before = stateAtRound(state.record, at);
  const after = stateAtRound(state.record, at + 1);
  const scores = scoreGame(after).players;
  return {
    round: at,
    rounds: state.record.rounds.length,
    offer: before.offer,
    plans: after.plans,
    variants: after.variants,
    over: after.status === 'over',
    players: after.players.map((player, index) => ({
      id: player.id,
      before: (before.players[index] as GameState['players'][number]).sheet,
      after: player.sheet,
      score: (scores[index] as (typeof scores)[number]).breakdown,
    })),
    words,
  };
}
