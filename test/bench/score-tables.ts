// The score tables' arithmetic (`npm run bench:ratings`, web/score-tables.json): a level's
// games added to what was measured before, and the figures read off them (the mean with
// its 95 % interval, the percentiles). Pure, so that a test checks the committed file
// against it.
import type { LevelScores, ScoreSetup } from '../../web/placement.js';
import { nearestRank } from './stats.js';

/** The percentiles a table gives, by nearest rank. */
export const TABLE_PERCENTILES = [5, 10, 25, 50, 75, 90, 95] as const;

/** What a level's games leave, before the figures are read off them. */
export interface LevelCounts {
  readonly games: number;
  /** Each player's final score, to how many plays ended with it. */
  readonly scores: Readonly<Record<string, number>>;
  /** The sum of each game's total over its seats, and the sum of their squares. */
  readonly totals: { readonly sum: number; readonly squares: number };
}

/** No game yet. */
export const NO_COUNTS: LevelCounts = { games: 0, scores: {}, totals: { sum: 0, squares: 0 } };

/** `counts` with the games of `seatScores` added: each game's players' final scores, in seat order. */
export function addGames(counts: LevelCounts, seatScores: readonly (readonly number[])[]): LevelCounts {
  const scores: Record<string, number> = { ...counts.scores };
  let { sum, squares } = counts.totals;
  for (const game of seatScores) {
    let total = 0;
    for (const score of game) {
      scores[score] = (scores[score] ?? 0) + 1;
      total += score;
    }
    sum += total;
    squares += total * total;
  }
  const sorted = Object.fromEntries(Object.entries(scores).sort((a, b) => Number(a[0]) - Number(b[0])));
  return { games: counts.games + seatScores.length, scores: sorted, totals: { sum, squares } };
}

/** Rounded to one decimal (two for an interval), as the table prints. */
const tenths = (x: number) => Math.round(x * 10) / 10;
const hundredths = (x: number) => Math.round(x * 100) / 100;

/**
 * The figures of a level's games at a table of `players`: the mean score a player, and
 * half the width of its 95 % interval. The interval is over games, not over players: the
 * players of one game share its cards, so each game's mean over its seats is one
 * observation (1.96 standard errors of the mean of those means).
 */
export function figuresOf(counts: LevelCounts, players: number): Pick<LevelScores, 'plays' | 'mean' | 'ci95' | 'p5' | 'p10' | 'p25' | 'p50' | 'p75' | 'p90' | 'p95'> {
  const { games, totals } = counts;
  const mean = totals.sum / games / players;
  // The spread of the games' means: (Σ m² − n·mean²) / (n − 1), with m = total / players.
  const variance = games < 2 ? 0 : Math.max(0, (totals.squares / (players * players) - games * mean * mean) / (games - 1));
  const [p5, p10, p25, p50, p75, p90, p95] = TABLE_PERCENTILES.map((p) => nearestRank(counts.scores, p)) as [number, number, number, number, number, number, number];
  return { plays: games * players, mean: tenths(mean), ci95: hundredths(1.96 * Math.sqrt(variance / games)), p5, p10, p25, p50, p75, p90, p95 };
}

/** The seed of a setup's games: game `g` of every level is played on `${seed}/${g}`, so the levels meet the same deals. */
export function seedOf(setup: ScoreSetup): string {
  return `scores-${setup.players}p-${setup.ruleset}`;
}
