// Where a solo score stands among the bots' own solo scores: the rating table of
// `npm run bench:ratings` (score-tables.json, its solo table) and the placement the end
// screen words.
// No DOM here, so that the unit tests run it in Node.
import type { BotLevel, GameOptions } from '../src/index.ts';

/** The percentiles of the table, lowest first. */
export const PERCENTILES = [25, 50, 75, 90] as const;
export type Percentile = (typeof PERCENTILES)[number];

/**
 * One level's scores over its games at one setup: the percentiles by nearest rank (see
 * test/bench/score-tables.ts), the mean a player with half its 95 % interval, and the
 * counts they are read off, which a later run adds to.
 */
export interface LevelScores {
  readonly level: BotLevel;
  /** Games played: game `g` on the setup's seed `${seed}/${g}`, from 0. */
  readonly games: number;
  /** Players' scores counted: games × players. */
  readonly plays: number;
  readonly mean: number;
  /** Half the width of the mean's 95 % interval, over games (a game's players share its cards). */
  readonly ci95: number;
  readonly p5: number;
  readonly p10: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p90: number;
  readonly p95: number;
  /** Each final score, to how many plays ended with it: the whole distribution. */
  readonly scores: Readonly<Record<string, number>>;
  /** The sum of each game's total over its seats, and of their squares: what the interval is worked out from. */
  readonly totals: { readonly sum: number; readonly squares: number };
  /** The totals of the first games, played again by a run that adds games, to check the bots still play them so. */
  readonly first: readonly number[];
  /** The commits whose builds played the games (a run adds games only when its bots play the first ones as these did). */
  readonly commits: readonly string[];
  /** Whether src/ differed from the last of them when it played. */
  readonly uncommitted: boolean;
}

/** The game options of a table's games, the seed aside. */
export interface ScoreSetup {
  readonly players: number;
  readonly ruleset: 'collector' | 'original';
  readonly sheet: 'classic';
  readonly variants: Readonly<Record<string, never>>;
}

/** One setup's table: every level's scores on the same deals. */
export interface SetupScores {
  readonly setup: ScoreSetup;
  /** Game `g` of every level was played on the seed `${seed}/${g}`. */
  readonly seed: string;
  /** Weakest first, in BOT_LEVELS order. */
  readonly levels: readonly LevelScores[];
}

/** What `npm run bench:ratings` writes (web/score-tables.json): each setup's table, and what it was measured on. */
export interface ScoreTables {
  readonly about: string;
  readonly percentiles: 'nearest-rank';
  /** The games each level is meant to reach: `expert`'s, and every other level's. */
  readonly goal: { readonly games: number; readonly expertGames: number };
  readonly version: string;
  readonly tables: readonly SetupScores[];
}

/** The table of the page's solo game: one player, the original rules, the classic sheet, no variant. */
export function soloTable(tables: ScoreTables): SetupScores {
  const table = tables.tables.find(({ setup }) => setup.players === 1 && setup.ruleset === 'original');
  if (table === undefined) throw new Error('the score tables have the solo game');
  return table;
}

/** A percentile of a level and its score. */
export interface Mark {
  readonly percentile: Percentile;
  readonly value: number;
}

/**
 * Where a score stands:
 * - `below`: under the weakest level's 25th percentile;
 * - `like`: the strongest level whose median the score reaches, and the marks of that
 *   level on either side (`lower.value` equal to the score when it is at a mark; no
 *   `upper` above its 90th percentile, where `next` is the next level's median, which
 *   the score does not reach); the weakest level too when the score is between its 25th
 *   percentile and its median;
 * - `above`: over the strongest level's 90th percentile.
 */
export type Placement =
  | { readonly kind: 'below'; readonly level: BotLevel; readonly upper: Mark }
  | { readonly kind: 'like'; readonly level: BotLevel; readonly lower: Mark; readonly upper: Mark | null; readonly next: { readonly level: BotLevel; readonly median: number } | null }
  | { readonly kind: 'above'; readonly level: BotLevel; readonly lower: Mark };

const marksOf = (row: LevelScores): Mark[] => PERCENTILES.map((percentile) => ({ percentile, value: row[`p${percentile}`] }));

/** Where `score` stands among `levels` (a rating table's, weakest first, at least one). */
export function placeScore(score: number, levels: readonly LevelScores[]): Placement {
  const weakest = levels[0];
  if (weakest === undefined) throw new Error('a rating table has at least one level');
  let index = -1;
  levels.forEach((row, k) => {
    if (row.p50 <= score) index = k;
  });
  const row = levels[index] ?? weakest;
  const marks = marksOf(row);
  // At a mark shared by several percentiles, the highest of them: each is as true.
  const lower = [...marks].reverse().find((mark) => mark.value <= score);
  const upper = marks.find((mark) => mark.value > score) ?? null;
  if (lower === undefined) return { kind: 'below', level: row.level, upper: upper ?? (marks[0] as Mark) };
  const stronger = index < 0 ? undefined : levels[index + 1];
  if (upper === null && stronger === undefined && lower.value < score) return { kind: 'above', level: row.level, lower };
  return { kind: 'like', level: row.level, lower, upper, next: upper === null && stronger !== undefined ? { level: stronger.level, median: stronger.p50 } : null };
}

/** Whether a game was set up as the table's games were: one player, the original rules, the classic sheet, no variant, nothing dealt by hand. */
export function ratedSetup(options: GameOptions): boolean {
  const players = typeof options.players === 'number' ? options.players : options.players.length;
  return (
    players === 1 &&
    options.ruleset === 'original' &&
    (options.sheet ?? 'classic') === 'classic' &&
    !Object.values(options.variants ?? {}).some((on) => on === true) &&
    [options.rules, options.plans, options.stacks, options.deck, options.position].every((field) => field === undefined)
  );
}
