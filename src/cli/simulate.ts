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

/** How long a run goes before its estimate is given: long enough for a fair mean of its first games. */
export const ESTIMATE_AFTER_MS = 2000;

/** How often a progress line is written where standard error is no terminal (a pipe, a file, a CI log). */
export const LINE_EVERY_MS = 10_000;

/** A duration as a person reads it: `4.2 s`, `42 s`, `27 min 40 s`, `1 h 12 min`. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 9.95) return `${seconds.toFixed(1).replace(/\.0$/, '')} s`;
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  const whole = Math.round(seconds);
  if (seconds < 600) return `${Math.floor(whole / 60)} min ${whole % 60} s`.replace(/ 0 s$/, '');
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`.replace(/ 0 min$/, '');
}

/**
 * What `simulate` says of its progress as games end: on a terminal, a bar drawn in place
 * (with the time left once there is an estimate); elsewhere one line at a time, so that a
 * log read later, or a pipe, is not silent for minutes: the estimate once the run has
 * gone {@link ESTIMATE_AFTER_MS}, a line every {@link LINE_EVERY_MS}, and the time it
 * took at the end when anything was said. The clock is the command line's.
 */
export class SimulateProgress {
  private lastLine: number;
  private estimated = false;
  private said = false;

  constructor(
    private readonly io: Io,
    private readonly total: number,
    private readonly clock: () => number,
    private readonly start = clock(),
  ) {
    this.lastLine = start;
  }

  /** The time left, guessed from the pace so far. */
  private left(done: number, elapsed: number): number {
    return (elapsed / done) * (this.total - done);
  }

  /** `done` games of the run have ended. */
  game(done: number): void {
    if (this.io.errIsTerminal) return this.bar(done);
    const now = this.clock();
    const elapsed = now - this.start;
    if (done >= this.total) {
      if (this.said) this.io.err(`${NAME}: ${done}/${this.total} games in ${durationText(elapsed)}`);
      return;
    }
    if (!this.estimated && elapsed >= ESTIMATE_AFTER_MS) {
      this.estimated = true;
      this.said = true;
      this.lastLine = now;
      this.io.err(
        `${NAME}: ${done}/${this.total} games in ${durationText(elapsed)}, ${durationText(elapsed / done)} a game: about ${durationText(elapsed + this.left(done, elapsed))} in all, ${
          durationText(this.left(done, elapsed))
        } more; a line every ${durationText(LINE_EVERY_MS)} until then`,
      );
    } else if (this.estimated && now - this.lastLine >= LINE_EVERY_MS) {
      this.lastLine = now;
      this.io.err(`${NAME}: ${done}/${this.total} games, ${durationText(elapsed)} so far, about ${durationText(this.left(done, elapsed))} more`);
    }
  }

  /** The bar on a terminal, every hundredth of the run. */
  private bar(done: number): void {
    const step = Math.max(1, Math.floor(this.total / 100));
    if (done % step !== 0 && done !== this.total) return;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    const elapsed = this.clock() - this.start;
    const left = done < this.total && elapsed >= ESTIMATE_AFTER_MS ? `, about ${durationText(this.left(done, elapsed))} more` : '';
    this.io.progress(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} games${left}`);
  }

  /** The run is over: the bar is cleared. */
  end(): void {
    this.io.progress('');
  }
}

const NAME = 'welcome-to simulate';

/** Plays many seeded bot games, saying how far it has got ({@link SimulateProgress}), and reports per bot: on this thread, or on worker threads. */
export async function simulate(options: SimulateOptions, io: Io, clock: () => number): Promise<SimulateReport> {
  const seat = (i: number) => ({ name: options.names[i % options.names.length] as string, bot: options.bots[i % options.bots.length] as Bot });
  const seats = Array.from({ length: options.players }, (_, i) => seat(i));
  const { index, count } = options.shard ?? { index: 0, count: 1 };
  // The games this run plays, counted as they end (on worker threads, out of order).
  const total = options.games > index ? Math.ceil((options.games - index) / count) : 0;
  const run = {
    games: options.games,
    ruleset: options.ruleset,
    variants: options.variants,
    sheet: options.sheet,
    seed: options.seed,
    ...(options.shard === undefined ? {} : { shard: options.shard }),
  };
  const start = clock();
  const progress = new SimulateProgress(io, total, clock, start);
  let played = 0;
  const report = options.workers === undefined
    ? simulateGames({ ...run, seats, onGame: () => progress.game(played += 1) })
    : await simulateOnWorkers({ ...run, seats: seats.map(({ name }) => ({ name, bot: name })), workers: options.workers, onGame: (_game, ended) => progress.game(ended) });
  progress.end();
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
