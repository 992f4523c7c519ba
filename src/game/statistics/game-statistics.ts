import { mapPacked } from '../../internal/packed.js';
import { replay } from '../replay.js';
import { scoreGameUnchecked } from '../score-game.js';
import type { GameRecord, GameState } from '../state.js';
import { planFigures } from './claims.js';
import { effectFigures } from './effects.js';
import { seasonFigures } from './season.js';
import { sheetFigures } from './sheet-figures.js';
import type { GameStatistics, PlayerStatistics } from './types.js';

/**
 * Every player's statistics after a game, from its record, as a player reads them at
 * the end: the score part by part, numbers written, bis copies, temps, pools, parks,
 * fences, refusals, roundabouts, improvements, complete estates by size, each plan
 * claimed with its round and whether it scored the first value, the effects used
 * counted by kind, and the seasonal sheet's cones, lights or eggs. A pure function:
 * the record is replayed by {@link replay}, so every figure is the engine's own (the
 * score is {@link scoreGame}'s, the estates those the score counts); an unfinished
 * record gives the figures as the game stands. All plain JSON, for an end screen.
 *
 * @param record - A game's record, such as `state.record` or `playGame(…).record`, or one read from a file.
 * @returns The game's rounds and end, and one {@link PlayerStatistics} per player, in game order.
 * @throws `RuleError` `record/invalid`, or the code of the rule a recorded choice breaks, as {@link replay} does; the record is left untouched.
 *
 * @example
 * ```ts
 * import { gameStatistics, greedyBot, playGame } from 'welcome-to-engine';
 * const { record } = playGame({ players: ['ann', 'bob'], seed: 'evening' }, [greedyBot, greedyBot]);
 * const statistics = gameStatistics(record);
 * statistics.rounds; // how many rounds the game lasted
 * const lines = statistics.players.map((player) => {
 *   const claims = player.plans.filter((plan) => plan.claimed).map((plan) => `${plan.label} in round ${plan.round}`);
 *   return `${player.id}: ${player.score.total} points, ${player.pools} pools, ${player.refusals} refusals, plans ${claims.join(', ') || 'none'}`;
 * });
 * ```
 *
 * @group Scoring
 */
export function gameStatistics(record: GameRecord): GameStatistics {
  return statisticsOf(replay(record));
}

/**
 * {@link gameStatistics} of a state the engine made (its own record in `state.record`),
 * without replaying it: what a simulation reads from each game `playGame` played.
 */
export function statisticsOf(state: GameState): GameStatistics {
  const { rounds } = state.record;
  const score = state.status === 'over' ? state.result : scoreGameUnchecked(state);
  const winners = new Set(score.winners);
  const firstRound = state.record.options.position?.round ?? 1;
  const players = mapPacked(state.players, (player, i): PlayerStatistics => {
    const line = score.players[i] as (typeof score.players)[number];
    const plans = planFigures(state.plans, player.sheet, rounds, i, firstRound);
    return {
      id: player.id,
      rank: line.rank,
      winner: winners.has(player.id),
      score: line.breakdown,
      ...sheetFigures(player.sheet, line.breakdown),
      plans,
      plansClaimed: plans.filter((plan) => plan.claimed).length,
      firstClaims: plans.filter((plan) => plan.first).length,
      effects: effectFigures(rounds, i),
      season: seasonFigures(player.sheet.season, line.breakdown.season),
    };
  });
  return { rounds: rounds.length, over: state.status === 'over', ended: [...state.ended], players };
}
