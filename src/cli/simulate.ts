import { playGame } from '../bots/play-game.js';
import type { Bot } from '../bots/bot.js';
import type { Variants } from '../game/types.js';
import type { RulesetName } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import { variantsText } from './render.js';
import { BOTS } from './bots.js';
import type { Io } from './io.js';

/** Options of `welcome-to simulate`. */
export interface SimulateOptions {
  readonly games: number;
  readonly players: number;
  /** Bot names, one per seat (cycled when shorter than the table). */
  readonly bots: readonly string[];
  readonly ruleset: RulesetName;
  readonly variants: Required<Variants>;
  readonly sheet: SheetKind;
  readonly seed: string;
  readonly json: boolean;
}

/** What `simulate` reports for one bot, over every seat it played. */
export interface BotResult {
  readonly bot: string;
  /** Seats played: games × seats this bot held. */
  readonly plays: number;
  readonly mean: number;
  /** Mean seasonal points (0 on the Classic sheet). */
  readonly meanSeasonal: number;
  readonly median: number;
  readonly best: number;
  /** Games won, shared victories included. */
  readonly wins: number;
  readonly winRate: number;
}

/** The whole report of `simulate`, as `--json` prints it. */
export interface SimulateReport {
  readonly games: number;
  readonly players: number;
  readonly ruleset: RulesetName;
  readonly variants: Required<Variants>;
  readonly sheet: SheetKind;
  readonly seed: string;
  readonly seats: readonly string[];
  readonly bots: readonly BotResult[];
  readonly meanRounds: number;
  /** How many games ended for each reason (a game can end for several). */
  readonly endings: Readonly<Record<string, number>>;
  readonly gamesPerSecond: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Plays many seeded bot games and reports per bot. */
export function simulate(options: SimulateOptions, io: Io, clock: () => number): SimulateReport {
  const seats = Array.from({ length: options.players }, (_, i) => options.bots[i % options.bots.length] as string);
  const ids = seats.map((name, i) => `${name}${i + 1}`);
  const bots = seats.map((name) => BOTS[name] as Bot);
  const scores = new Map<string, number[]>(seats.map((name) => [name, []]));
  const seasonal = new Map<string, number[]>(seats.map((name) => [name, []]));
  const wins = new Map<string, number>(seats.map((name) => [name, 0]));
  const endings: Record<string, number> = {};
  let rounds = 0;
  const start = clock();
  const step = Math.max(1, Math.floor(options.games / 100));
  for (let game = 0; game < options.games; game++) {
    const { state } = playGame({ players: ids, ruleset: options.ruleset, variants: options.variants, sheet: options.sheet, seed: `${options.seed}/${game}` }, bots);
    rounds += state.round;
    for (const reason of new Set(state.ended.map((end) => end.reason))) endings[reason] = (endings[reason] ?? 0) + 1;
    const winners = new Set(state.result?.winners ?? []);
    state.result?.players.forEach((player, seat) => {
      const name = seats[seat] as string;
      scores.get(name)?.push(player.breakdown.total);
      seasonal.get(name)?.push(player.breakdown.seasonal);
      if (winners.has(player.id)) wins.set(name, (wins.get(name) ?? 0) + 1);
    });
    if (game % step === 0 || game === options.games - 1) {
      const done = game + 1;
      const width = 30;
      const filled = Math.round((done / options.games) * width);
      io.progress(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${options.games} games`);
    }
  }
  io.progress('');
  const seconds = Math.max(clock() - start, 1) / 1000;
  const results: BotResult[] = [...scores.entries()].map(([bot, values]) => ({
    bot,
    plays: values.length,
    mean: round2(values.reduce((a, b) => a + b, 0) / values.length),
    meanSeasonal: round2((seasonal.get(bot) ?? []).reduce((a, b) => a + b, 0) / values.length),
    median: median(values),
    best: Math.max(...values),
    wins: wins.get(bot) ?? 0,
    winRate: round2((wins.get(bot) ?? 0) / options.games),
  }));
  return {
    games: options.games,
    players: options.players,
    ruleset: options.ruleset,
    variants: options.variants,
    sheet: options.sheet,
    seed: options.seed,
    seats,
    bots: results,
    meanRounds: round2(rounds / options.games),
    endings,
    gamesPerSecond: round2(options.games / seconds),
  };
}

/** The report as a table for the terminal. */
export function renderReport(report: SimulateReport): string {
  const seasonal = report.sheet !== 'classic';
  const header = `${'bot'.padEnd(10)}${'seats'.padStart(7)}${'mean'.padStart(8)}${seasonal ? 'season'.padStart(8) : ''}${'median'.padStart(8)}${'best'.padStart(6)}${'wins'.padStart(6)}${'win rate'.padStart(10)}`;
  const rows = report.bots.map(
    (b) =>
      `${b.bot.padEnd(10)}${String(b.plays).padStart(7)}${b.mean.toFixed(1).padStart(8)}${seasonal ? b.meanSeasonal.toFixed(1).padStart(8) : ''}${String(b.median).padStart(8)}${String(b.best).padStart(6)}${String(b.wins).padStart(6)}${`${(b.winRate * 100).toFixed(0)}%`.padStart(10)}`,
  );
  const endings = Object.entries(report.endings)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  return [
    `${report.games} games, ${report.players} players (${report.seats.join(', ')}), ${report.ruleset} rules${variantsText(report.variants, report.sheet)}, seed "${report.seed}"`,
    header,
    ...rows,
    `mean rounds ${report.meanRounds}; games ended by: ${endings}; ${report.gamesPerSecond} games/s`,
  ].join('\n');
}
