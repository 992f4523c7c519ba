import { scoreSheet } from '../sheet/score.js';
import { rankStandings } from '../sheet/standings.js';
import { tempAwards } from '../sheet/temp-awards.js';
import type { GameScore, GameState } from './types.js';

/**
 * Every player's score as the sheets stand ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)): the temp awards ranked across
 * the table (the solo rule in a solo game), each breakdown, each rank with the
 * ruleset's tie-break, and the winners. A finished game carries the same value in
 * `state.result`.
 *
 * @example
 * ```ts
 * import { createGame, scoreGame } from 'welcome-to-engine';
 * const score = scoreGame(createGame({ players: 2, seed: 7 }));
 * score.winners; // ['p1', 'p2']: nobody has a point yet, so they share first place
 * ```
 */
export function scoreGame(state: Pick<GameState, 'players' | 'rules' | 'solo'>): GameScore {
  const awards = tempAwards(
    state.players.map((player) => player.sheet.temps),
    { solo: state.solo },
  );
  const breakdowns = state.players.map((player, i) => scoreSheet(player.sheet, { tempAward: awards[i] ?? 0 }));
  const ranks = rankStandings(breakdowns, state.rules.tieBreak);
  const players = state.players.map((player, i) => ({
    id: player.id,
    breakdown: breakdowns[i] as (typeof breakdowns)[number],
    rank: ranks[i] as number,
  }));
  return { players, winners: players.filter((player) => player.rank === 1).map((player) => player.id) };
}
