import type { Bot } from '../bots/bot.js';
import { simulate as simulateGames, type SimulationReport } from '../bots/simulate.js';
import { mergeReports } from '../bots/merge.js';
import { isRuleError } from '../errors/rule-error.js';
import type { VariantFlags } from '../rules/variants.js';
import type { RulesetName } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import { simulateOnWorkers } from '../workers/simulate-on-workers.js';
import type { Io } from './io.js';
import { variantsText } from './render.js';
import { statisticsLines } from './statistics-text.js';

/** Options of `welcome-to simulate`. */
export interface SimulateOptions {
  readonly games: number;
  readonly players: number;
  /** Bot names, one per seat (cycled when shorter than the table), and the bots they name. */
  readonly names: readonly string[];
  readonly bots: readonly Bot[];
  readonly ruleset: RulesetName;
  readonly variants: VariantFlags;
  readonly sheet: SheetKind;
  readonly seed: string;
  /** Play only this shard of the games (`index` from 0): `--shard K/N`. */
  readonly shard?: { readonly index: number; readonly count: number } | undefined;
  /** Play on this many worker threads (`--workers N`), the bots by their names; on this thread when absent. */
  readonly workers?: number | undefined;
}

/** The whole report of `simulate`, as `--json` prints it: the library's report, the setup and the speed. */
export interface SimulateReport extends SimulationReport {
  readonly players: number;
  readonly ruleset: RulesetName;
  readonly variants: VariantFlags;
  readonly sheet: SheetKind;
  readonly seed: string;
  readonly gamesPerSecond: number;
}

/** Plays many seeded bot games with a progress bar and reports per bot: on this thread, or on worker threads. */
export async function simulate(options: SimulateOptions, io: Io, clock: () => number): Promise<SimulateReport> {
  const seat = (i: number) => ({ name: options.names[i % options.names.length] as string, bot: options.bots[i % options.bots.length] as Bot });
  const seats = Array.from({ length: options.players }, (_, i) => seat(i));
  const { index, count } = options.shard ?? { index: 0, count: 1 };
  // The games this run plays, counted as they end (on worker threads, out of order).
  const total = options.games > index ? Math.ceil((options.games - index) / count) : 0;
  const step = Math.max(1, Math.floor(total / 100));
  const progress = (done: number) => {
    if (done % step !== 0 && done !== total) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    io.progress(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`);
  };
  const run = {
    games: options.games,
    ruleset: options.ruleset,
    variants: options.variants,
    sheet: options.sheet,
    seed: options.seed,
    ...(options.shard === undefined ? {} : { shard: options.shard }),
  };
  const start = clock();
  let played = 0;
  const report = options.workers === undefined
    ? simulateGames({ ...run, seats, onGame: () => progress(played += 1) })
    : await simulateOnWorkers({ ...run, seats: seats.map(({ name }) => ({ name, bot: name })), workers: options.workers, onGame: (_game, ended) => progress(ended) });
  io.progress('');
  const seconds = Math.max(clock() - start, 1) / 1000;
  return {
    ...report,
    players: options.players,
    ruleset: options.ruleset,
    variants: options.variants,
    sheet: options.sheet,
    seed: options.seed,
    gamesPerSecond: Math.round((report.games / seconds) * 100) / 100,
  };
}

/**
 * The shards' reports (`simulate --shard K/N --json`, read from their files) as one: the
 * library's merge, with the setup of the first and, for the speed, the shards' speeds
 * added up (they ran side by side). `undefined` with a message for reports that do not
 * merge.
 */
export function mergeSimulateReports(reports: readonly unknown[]): SimulateReport | string {
  let merged: SimulationReport;
  try {
    merged = mergeReports(reports as SimulationReport[]);
  } catch (error) {
    if (isRuleError(error)) return error.message.replace(/^\[welcome-to-engine\] /, '');
    throw error;
  }
  // mergeReports checked every report's tally; the CLI's own fields are read with care.
  const first = reports[0] as Partial<SimulateReport>;
  const speeds = reports.map((report) => (report as Partial<SimulateReport>).gamesPerSecond);
  return {
    ...merged,
    players: typeof first.players === 'number' ? first.players : merged.seats.length,
    ruleset: (merged.tally.setup.ruleset ?? 'collector') as RulesetName,
    variants: (typeof first.variants === 'object' && first.variants !== null ? first.variants : { advancedPlans: false, roundabouts: false, expert: false }) as VariantFlags,
    sheet: (merged.tally.setup.sheet ?? 'classic') as SheetKind,
    seed: merged.tally.seed,
    gamesPerSecond: Math.round(speeds.reduce<number>((sum, speed) => sum + (typeof speed === 'number' && Number.isFinite(speed) ? speed : 0), 0) * 100) / 100,
  };
}

/**
 * The sign of the penalties, in the table as in --json: the library's report gives
 * them positive (its ScoreBreakdown does), and the table keeps its sign.
 */
export const PENALTIES = 'bis, refusals and roundabouts are penalty points, given positive (as in --json) and subtracted from the total';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The report as a table for the terminal. */
export function renderReport(report: SimulateReport): string {
  const seasonal = report.sheet !== 'classic';
  // The bot column as wide as its longest name (a search bot's options make long ones).
  const width = Math.max(10, ...report.bots.map((b) => b.bot.length + 1));
  const header = `${'bot'.padEnd(width)}${'plays'.padStart(7)}${'mean'.padStart(8)}${'±95%'.padStart(7)}${'sd'.padStart(6)}${seasonal ? 'season'.padStart(8) : ''}${'median'.padStart(8)}${
    'best'.padStart(6)
  }${'wins'.padStart(6)}${'win rate'.padStart(10)}`;
  const rows = report.bots.map(
    (b) =>
      `${b.bot.padEnd(width)}${String(b.plays).padStart(7)}${b.mean.toFixed(1).padStart(8)}${b.ci95.toFixed(1).padStart(7)}${b.sd.toFixed(1).padStart(6)}${
        seasonal ? b.meanSeasonal.toFixed(1).padStart(8) : ''
      }${String(b.median).padStart(8)}${String(b.best).padStart(6)}${String(b.wins).padStart(6)}${`${(b.winRate * 100).toFixed(0)}%`.padStart(10)}`,
  );
  const parts = report.bots.map(
    (b) =>
      `${b.bot}: ${
        Object.entries(b.meanBreakdown)
          .filter(([part, points]) => points !== 0 || part === 'plans')
          .map(([part, points]) => `${part} ${points.toFixed(1)}`)
          .join(', ')
      }`,
  );
  const endings = Object.entries(report.endings)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  return [
    `${plural(report.games, 'game')}, ${plural(report.players, 'player')} (${report.seats.join(', ')}), ${report.ruleset} rules${variantsText(report.variants, report.sheet)}, seed "${report.seed}"`,
    header,
    ...rows,
    'mean points by part of the score (bis, refusals and roundabouts subtracted):',
    ...parts.map((line) => `  ${line}`),
    'mean statistics a play (plans: the share of plays that claimed each, and the mean round of the claims):',
    ...report.bots.flatMap((b) => statisticsLines(b.bot, b.meanStatistics, report.variants.roundabouts, report.sheet)).map((line) => `  ${line}`),
    `mean rounds ${report.meanRounds}; games ended by: ${endings}; ${report.gamesPerSecond} games/s`,
    'plays: games × seats for the bot; ±95%: half the 95 % confidence interval of the mean; win rate: the share of its plays it won (shared victories count);',
    `${PENALTIES}.`,
  ].join('\n');
}
