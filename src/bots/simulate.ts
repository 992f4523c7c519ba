import { fail, isRuleError } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { RulesetName } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import type { GameOptions } from '../game/options.js';
import type { Variants } from '../rules/variants.js';
import type { Bot } from './bot.js';
import { playGame, type PlayedGame } from './play-game.js';
import { MAX_PLAYERS } from '../game/setup/read-options.js';
import { noParts, PARTS, partsOf, round2, seatStatistics, sortedKeys, type Part, type MeanBreakdown, type SimulationShard, type SimulationTally } from './tally.js';
import { statisticsOf } from '../game/statistics/game-statistics.js';
import { addFigures, noFigures, type Figure } from './figures.js';
import { meanStatistics, type MeanStatistics } from './mean-statistics.js';

/**
 * A seat of a simulation: a bot and the name its results are reported under (seats with
 * the same name are pooled).
 *
 * @example
 * ```ts
 * import { greedyBot, type Seat } from 'welcome-to-engine';
 * const seat: Seat = { name: 'greedy', bot: greedyBot };
 * ```
 *
 * @group Bots
 */
export interface Seat {
  /** The name results are pooled under. */
  readonly name: string;
  /** The bot playing the seat. */
  readonly bot: Bot;
}

/**
 * What {@link simulate} plays.
 *
 * @example
 * ```ts
 * import { greedyBot, randomBot, type SimulationOptions } from 'welcome-to-engine';
 * const options: SimulationOptions = {
 *   games: 100,
 *   seats: [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }],
 *   ruleset: 'original',
 * };
 * ```
 *
 * @group Bots
 */
export interface SimulationOptions {
  /** How many games. */
  readonly games: number;
  /** One entry per player, in seat order. */
  readonly seats: readonly Seat[];
  /** The ruleset (`collector` by default). */
  readonly ruleset?: RulesetName | undefined;
  /** The variants in force. */
  readonly variants?: Variants | undefined;
  /** The kind of sheet (`classic` by default). */
  readonly sheet?: SheetKind | undefined;
  /** Game `g` is played with seed `${seed}/${g}` (`simulate` by default), so a simulation replays exactly. */
  readonly seed?: string | undefined;
  /** Called after each game, for progress. */
  readonly onGame?: ((game: PlayedGame, index: number) => void) | undefined;
  /**
   * Play only a shard of the games, for runs spread over many machines: those whose
   * number `g` has `g % count === index` (`index` from 0). Each shard's report merges
   * with the others' into exactly the report of one run ({@link mergeReports}).
   */
  readonly shard?: SimulationShard | undefined;
}

export type { MeanBreakdown } from './tally.js';

/**
 * How one name's seats did over a simulation.
 *
 * @example
 * ```ts
 * import type { BotResult } from 'welcome-to-engine';
 * const line = (result: BotResult) => `${result.bot}: ${result.mean} on average, ${Math.round(result.winRate * 100)}% of its plays won`;
 * ```
 *
 * @group Bots
 */
export interface BotResult {
  /** The seat name. */
  readonly bot: string;
  /** Seats played: games × seats with this name. */
  readonly plays: number;
  /** Mean final score. */
  readonly mean: number;
  /** Mean seasonal points (0 on the Classic sheet). */
  readonly meanSeasonal: number;
  /** Standard deviation of the final scores (0 for a single play). */
  readonly sd: number;
  /** Half the width of the 95 % confidence interval of the mean: `1.96 × sd / √plays`. */
  readonly ci95: number;
  /** Mean points of each part of the score, penalties as positive numbers. */
  readonly meanBreakdown: MeanBreakdown;
  /** Median final score. */
  readonly median: number;
  /** Best final score. */
  readonly best: number;
  /** Plays won, shared victories included. */
  readonly wins: number;
  /** `wins / plays`: the share of its plays it won. */
  readonly winRate: number;
  /** The means a play of each player's statistics ({@link gameStatistics}): numbers, refusals, pools, estates by size, plans and their rounds, effects used… */
  readonly meanStatistics: MeanStatistics;
}

/**
 * What {@link simulate} reports.
 *
 * @example
 * ```ts
 * import type { SimulationReport } from 'welcome-to-engine';
 * const summary = (report: SimulationReport) => `${report.games} games, ${report.meanRounds} rounds each on average`;
 * ```
 *
 * @group Bots
 */
export interface SimulationReport {
  /** Games played. */
  readonly games: number;
  /** The seat names, in seat order. */
  readonly seats: readonly string[];
  /** One result per seat name, in order of first seat. */
  readonly bots: readonly BotResult[];
  /** Mean rounds per game. */
  readonly meanRounds: number;
  /** How many games ended for each reason (a game can end for several). */
  readonly endings: Readonly<Record<string, number>>;
  /** The counts the report is worked out from: what {@link mergeReports} adds up. */
  readonly tally: SimulationTally;
}

/**
 * Plays many seeded games between bots and reports how each did, for bot authors'
 * tournaments: the same options play the same games. Results are pooled by seat name;
 * a shared victory counts as a win for every winner.
 *
 * @param options - The games, the seats and the rules to play under.
 * @returns Each seat name's results, the mean rounds and how the games ended.
 * @throws `RuleError` for options `createGame` refuses, or a bot's illegal choice.
 *
 * @example
 * ```ts
 * import { greedyBot, randomBot, simulate } from 'welcome-to-engine';
 * const report = simulate({ games: 20, seats: [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }] });
 * report.bots.map((result) => `${result.bot} ${result.mean}`); // greedy well ahead
 * ```
 *
 * @group Bots
 */
export function simulate(options: SimulationOptions): SimulationReport {
  return runSimulation(checkedSimulation(options));
}

/** The most games one call plays: a bound, so that a typo cannot hang a process. */
const MAX_GAMES = 10_000_000;

/** The options of {@link simulate} from a caller, checked; the game options are checked by `createGame`. */
function checkedSimulation(options: unknown): SimulationOptions {
  const wrong = (name: string, expected: string, given: unknown): never => fail('argument/invalid', { name, expected, given: describeValue(given) });
  let fields: Record<string, unknown>;
  try {
    if (typeof options !== 'object' || options === null) return wrong('options', 'an object of games, seats and game options', options);
    fields = { ...(options as Record<string, unknown>) };
  } catch {
    return wrong('options', 'a readable object', options);
  }
  const { games, seats, seed, onGame, shard } = fields;
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 0 || games > MAX_GAMES) wrong('options.games', `a whole number from 0 to ${MAX_GAMES}`, games);
  const checkedSeats = readSeats(seats, wrong);
  if (seed !== undefined && typeof seed !== 'string') wrong('options.seed', 'a string', seed);
  if (onGame !== undefined && typeof onGame !== 'function') wrong('options.onGame', 'a function', onGame);
  const checkedShard = shard === undefined ? undefined : readShard(shard, wrong);
  return { ...(fields as unknown as SimulationOptions), seats: checkedSeats, shard: checkedShard };
}

/** A shard `{ index, count }`: `count` from 1 to 10⁶, `index` below it. */
function readShard(shard: unknown, wrong: (name: string, expected: string, given: unknown) => never): { index: number; count: number } {
  const expected = '{ index, count }: whole numbers, count from 1 to 1000000, index from 0 to count − 1';
  let index: unknown;
  let count: unknown;
  try {
    if (typeof shard !== 'object' || shard === null || Array.isArray(shard)) return wrong('options.shard', expected, shard);
    ({ index, count } = shard as Record<string, unknown>);
  } catch {
    return wrong('options.shard', expected, shard);
  }
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1_000_000) return wrong('options.shard.count', expected, count);
  if (typeof index !== 'number' || !Number.isInteger(index) || Object.is(index, -0) || index < 0 || index >= count) return wrong('options.shard.index', expected, index);
  return { index, count };
}

/** The seats, each field read once, or `wrong` for the first that is not `{ name, bot }`. */
function readSeats(seats: unknown, wrong: (name: string, expected: string, given: unknown) => never): Seat[] {
  let out: Seat[];
  try {
    if (!Array.isArray(seats) || seats.length === 0 || seats.length > MAX_PLAYERS) return wrong('options.seats', `an array of 1 to ${MAX_PLAYERS} { name, bot }`, seats);
    out = [];
    for (let i = 0; i < seats.length; i++) {
      const seat: unknown = seats[i];
      const { name, bot } = (typeof seat === 'object' && seat !== null ? seat : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || typeof bot !== 'function') return wrong(`options.seats[${i}]`, '{ name: a string, bot: a function }', seat);
      out.push({ name, bot: bot as Bot });
    }
  } catch (error) {
    if (isRuleError(error)) throw error;
    // A getter or a proxy that throws.
    return wrong('options.seats', 'readable plain data', seats);
  }
  return out;
}

function runSimulation(options: SimulationOptions): SimulationReport {
  const seats = options.seats.map((seat) => seat.name);
  const ids = seats.map((name, i) => `${name}${i + 1}`);
  const bots = options.seats.map((seat) => seat.bot);
  const names = [...new Set(seats)];
  const scores = new Map<string, Record<string, number>>(names.map((name) => [name, {}]));
  const wins = new Map<string, number>(names.map((name) => [name, 0]));
  const parts = new Map<string, Record<Part, number>>(names.map((name) => [name, noParts()]));
  const figures = new Map<string, Record<Figure, number>>(names.map((name) => [name, noFigures()]));
  const endings: Record<string, number> = {};
  let rounds = 0;
  let played = 0;
  const seed = options.seed ?? 'simulate';
  const { index, count } = options.shard ?? { index: 0, count: 1 };
  for (let game = index; game < options.games; game += count) {
    const setup: GameOptions = {
      players: ids,
      seed: `${seed}/${game}`,
      ...(options.ruleset === undefined ? {} : { ruleset: options.ruleset }),
      ...(options.variants === undefined ? {} : { variants: options.variants }),
      ...(options.sheet === undefined ? {} : { sheet: options.sheet }),
    };
    const result = playGame(setup, bots);
    const { state } = result;
    played += 1;
    rounds += state.round;
    for (const reason of new Set(state.ended.map((end) => end.reason))) endings[reason] = (endings[reason] ?? 0) + 1;
    const winners = new Set(state.result.winners);
    const statistics = statisticsOf(state).players;
    state.result.players.forEach((player, seat) => {
      const name = seats[seat] as string;
      const counts = scores.get(name) as Record<string, number>;
      const total = String(player.breakdown.total);
      counts[total] = (counts[total] ?? 0) + 1;
      const sums = parts.get(name) as Record<Part, number>;
      const these = partsOf(player.breakdown);
      for (const part of PARTS) sums[part] += these[part];
      addFigures(figures.get(name) as Record<Figure, number>, statistics[seat] as (typeof statistics)[number]);
      if (winners.has(player.id)) wins.set(name, (wins.get(name) ?? 0) + 1);
    });
    options.onGame?.(result, game);
  }
  const variants = options.variants === undefined ? null : (Object.fromEntries(Object.entries(options.variants).filter(([, on]) => on !== undefined)) as Record<string, boolean>);
  const tally: SimulationTally = {
    seed,
    of: options.games,
    shard: { index, count },
    setup: { ruleset: options.ruleset ?? null, variants, sheet: options.sheet ?? null },
    seats,
    games: played,
    rounds,
    endings: sortedKeys(endings),
    bots: names.map((bot) => ({
      bot,
      scores: sortedKeys(scores.get(bot) as Record<string, number>),
      parts: parts.get(bot) as Record<Part, number>,
      wins: wins.get(bot) ?? 0,
      statistics: figures.get(bot) as Record<Figure, number>,
    })),
  };
  return reportOf(tally);
}

/** The report a tally gives: the one place a simulation's figures are worked out, for one run and for merged shards alike. */
export function reportOf(tally: SimulationTally): SimulationReport {
  const results: BotResult[] = tally.bots.map((seat) => {
    const { plays, mean, sd, median, best } = seatStatistics(seat);
    return {
      bot: seat.bot,
      plays,
      mean: round2(mean),
      meanSeasonal: round2(seat.parts.seasonal / plays),
      sd: round2(sd),
      ci95: round2((1.96 * sd) / Math.sqrt(plays)),
      meanBreakdown: Object.fromEntries(PARTS.map((part) => [part, round2(seat.parts[part] / plays)])) as unknown as MeanBreakdown,
      median,
      best,
      wins: seat.wins,
      winRate: round2(seat.wins / plays),
      meanStatistics: meanStatistics(seat.statistics, plays),
    };
  });
  return { games: tally.games, seats: [...tally.seats], bots: results, meanRounds: round2(tally.rounds / tally.games), endings: { ...tally.endings }, tally };
}
