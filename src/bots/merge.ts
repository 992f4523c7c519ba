import { fail } from '../errors/rule-error.js';
import { array, integer, isRecord, type Bad } from '../internal/check.js';
import { snapshot } from '../internal/snapshot.js';
import { reportOf, type SimulationReport } from './simulate.js';
import { noParts, PARTS, sortedKeys, type Part, type SeatTally, type SimulationTally } from './tally.js';
import { FIGURES, noFigures } from './figures.js';

/**
 * The report of one run over all the games, from the reports of its shards: for runs
 * spread over many machines, each playing `simulate({ …, shard: { index, count } })`
 * (`welcome-to simulate --shard K/N --json`), then one merge. The result is exactly
 * the report one `simulate` call over every game gives, field for field. Reports are
 * read as data from outside (files, JSON) and checked.
 *
 * @param reports - One report for each shard of one run: the same seed, games, setup and seats, every shard index once.
 * @returns The report of the whole run.
 * @throws `RuleError` `argument/invalid` for a value that is not a report, reports of different runs, or a shard missing or given twice.
 *
 * @example
 * ```ts
 * import { mergeReports, randomBot, simulate } from 'welcome-to-engine';
 * const seats = [{ name: 'a', bot: randomBot }, { name: 'b', bot: randomBot }];
 * const shards = [0, 1, 2].map((index) => simulate({ games: 9, seats, shard: { index, count: 3 } }));
 * mergeReports(shards).games; // 9: the same report as simulate({ games: 9, seats })
 * ```
 *
 * @group Bots
 */
export function mergeReports(reports: readonly SimulationReport[]): SimulationReport {
  const copy = snapshot(reports, 'reports');
  if (!copy.ok) return wrong(copy.problem.path, `plain data: it ${copy.problem.problem}`);
  const bad: Bad = (path, expected) => wrong(path, expected);
  const list = array(copy.value, 'reports', bad);
  if (list.length === 0) return wrong('reports', 'at least one report');
  const tallies = list.map((report, k) => readTally(isRecord(report) ? report.tally : undefined, `reports[${k}].tally`));
  const first = tallies[0] as SimulationTally;
  const run = (tally: SimulationTally) => JSON.stringify([tally.seed, tally.of, tally.shard.count, tally.setup, tally.seats]);
  tallies.forEach((tally, k) => {
    if (run(tally) !== run(first)) wrong(`reports[${k}]`, `a shard of the same run as reports[0] (seed, games, shard count, setup and seats: ${run(first)})`);
  });
  const count = first.shard.count;
  const seen = new Set<number>();
  tallies.forEach((tally, k) => {
    if (seen.has(tally.shard.index)) wrong(`reports[${k}].tally.shard.index`, `a shard not given before (index ${tally.shard.index}, shard ${tally.shard.index + 1} of ${count}, is given twice)`);
    seen.add(tally.shard.index);
  });
  const missing = Array.from({ length: count }, (_, index) => index).filter((index) => !seen.has(index));
  const nth = (index: number) => `index ${index} (shard ${index + 1} of ${count})`;
  if (missing.length > 0) wrong('reports', `every shard of the run, once each: ${missing.slice(0, 3).map(nth).join(', ')}${missing.length > 3 ? ', …' : ''} missing`);
  // The shards in index order, so that every sum runs in one order whatever order they came in.
  const ordered = [...tallies].sort((a, b) => a.shard.index - b.shard.index);
  const endings: Record<string, number> = {};
  for (const tally of ordered) for (const [reason, times] of Object.entries(tally.endings)) endings[reason] = (endings[reason] ?? 0) + times;
  const bots: SeatTally[] = first.bots.map((seat) => {
    const scores: Record<string, number> = {};
    const parts = noParts();
    const statistics = noFigures();
    let wins = 0;
    for (const tally of ordered) {
      const other = tally.bots.find((b) => b.bot === seat.bot) as SeatTally;
      for (const [score, times] of Object.entries(other.scores)) scores[score] = (scores[score] ?? 0) + times;
      for (const part of PARTS) parts[part] += other.parts[part];
      for (const figure of FIGURES) statistics[figure] += other.statistics[figure];
      wins += other.wins;
    }
    return { bot: seat.bot, scores: sortedKeys(scores), parts, wins, statistics };
  });
  const merged: SimulationTally = {
    seed: first.seed,
    of: first.of,
    shard: { index: 0, count: 1 },
    setup: first.setup,
    seats: first.seats,
    games: ordered.reduce((sum, tally) => sum + tally.games, 0),
    rounds: ordered.reduce((sum, tally) => sum + tally.rounds, 0),
    endings: sortedKeys(endings),
    bots,
  };
  return reportOf(merged);
}

function wrong(path: string, expected: string): never {
  return fail('argument/invalid', { name: path, expected, given: 'something else' });
}

const WHOLE = Number.MAX_SAFE_INTEGER;

/** A tally read from outside, every field checked. */
function readTally(value: unknown, path: string): SimulationTally {
  const bad: Bad = (at, expected) => wrong(at, expected);
  if (!isRecord(value)) return wrong(path, 'the tally of a report simulate made');
  const { seed, of, shard, setup, seats, games, rounds, endings, bots } = value;
  if (typeof seed !== 'string') wrong(`${path}.seed`, 'a string');
  integer(of, `${path}.of`, 0, WHOLE, bad);
  if (!isRecord(shard)) return wrong(`${path}.shard`, '{ index, count }');
  const count = integer(shard.count, `${path}.shard.count`, 1, 1_000_000, bad);
  integer(shard.index, `${path}.shard.index`, 0, count - 1, bad);
  if (!isRecord(setup)) return wrong(`${path}.setup`, '{ ruleset, variants, sheet }');
  for (const key of ['ruleset', 'sheet'] as const) if (setup[key] !== null && typeof setup[key] !== 'string') wrong(`${path}.setup.${key}`, 'a name, or null');
  if (setup.variants !== null && !(isRecord(setup.variants) && Object.values(setup.variants).every((on) => typeof on === 'boolean'))) wrong(`${path}.setup.variants`, 'flags, or null');
  const seatNames = array(seats, `${path}.seats`, bad).map((name, k) => (typeof name === 'string' ? name : wrong(`${path}.seats[${k}]`, 'a seat name')));
  integer(games, `${path}.games`, 0, WHOLE, bad);
  integer(rounds, `${path}.rounds`, 0, WHOLE, bad);
  if (!isRecord(endings)) return wrong(`${path}.endings`, 'counts by reason');
  for (const [reason, times] of Object.entries(endings)) integer(times, `${path}.endings.${reason}`, 0, WHOLE, bad);
  const names = [...new Set(seatNames)];
  const seatTallies = array(bots, `${path}.bots`, bad);
  if (seatTallies.length !== names.length) wrong(`${path}.bots`, `one tally for each seat name (${names.join(', ')})`);
  seatTallies.forEach((seat, k) => {
    const at = `${path}.bots[${k}]`;
    if (!isRecord(seat)) return wrong(at, 'a seat tally');
    if (seat.bot !== names[k]) wrong(`${at}.bot`, `the seat name ${JSON.stringify(names[k])}`);
    if (!isRecord(seat.scores)) return wrong(`${at}.scores`, 'counts by score');
    for (const [score, times] of Object.entries(seat.scores)) {
      if (!/^-?\d+$/.test(score)) wrong(`${at}.scores`, `whole-number scores as keys (not ${JSON.stringify(score)})`);
      integer(times, `${at}.scores.${score}`, 1, WHOLE, bad);
    }
    if (!isRecord(seat.parts)) return wrong(`${at}.parts`, 'a sum for each part of the score');
    for (const part of PARTS) integer(seat.parts[part as Part], `${at}.parts.${part}`, -WHOLE, WHOLE, bad);
    integer(seat.wins, `${at}.wins`, 0, WHOLE, bad);
    if (!isRecord(seat.statistics)) return wrong(`${at}.statistics`, 'a sum for each statistic (a report of this version of simulate)');
    for (const figure of FIGURES) integer(seat.statistics[figure], `${at}.statistics.${figure}`, 0, WHOLE, bad);
  });
  return value as unknown as SimulationTally;
}
