// `npm run bench:ratings`: the rating table for players. Every level of `botFor` plays
// solo games as the page's solo game is set up (one player, the `original` rules, the
// classic sheet, no variant) on the same fixed seeds, `rating/0`, `rating/1`… (the seeds
// `simulate` gives game g of the seed `rating`), on worker threads of the built package;
// each level's scores give its 25th, 50th, 75th and 90th percentiles, by nearest rank
// (stats.ts: the smallest score that at least p % of its games score at most), and its
// mean. Writes web/rating-table.json, which the page's end screen reads, and prints the
// table in Markdown for docs/performance.md ("A rating table for players"). RATING_GAMES games a level (2000: a few
// seconds), RATING_EXPERT_GAMES for `expert` (400: some 1.4 s a game on one thread, the
// whole run 8 to 9 minutes on two shared cores), RATING_WORKERS threads (every core).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type * as Engine from '../../src/index.js';
import type * as Workers from '../../src/workers/index.js';
import { PERCENTILES, type LevelScores, type RatingTable } from '../../web/placement.js';
import { nearestRank } from './stats.js';

const root = new URL('../../', import.meta.url);
const engine = (await import(new URL('dist/index.js', root).href)) as typeof Engine;
const workers = (await import(new URL('dist/workers.js', root).href)) as typeof Workers;
const GAMES = Number(process.env.RATING_GAMES ?? 2000);
const EXPERT_GAMES = Number(process.env.RATING_EXPERT_GAMES ?? 400);
const WORKERS = Number(process.env.RATING_WORKERS ?? availableParallelism());
const SEED = 'rating';
const setup: RatingTable['setup'] = { players: 1, ruleset: 'original', sheet: 'classic', variants: {} };
const out = new URL('web/rating-table.json', root);

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--short', 'HEAD');
const uncommitted = git('status', '--porcelain', '--', 'src').length > 0;
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };

const started = performance.now();
const pool = await workers.createSimulationPool({ workers: WORKERS });
const levels: LevelScores[] = [];
try {
  for (const level of engine.BOT_LEVELS) {
    const games = level === 'expert' ? EXPERT_GAMES : GAMES;
    const start = performance.now();
    // A long level says how far it is, each tenth of its games.
    const tenth = Math.max(1, Math.ceil(games / 10));
    const onGame = (_game: number, ended: number) => {
      if (ended % tenth === 0 && performance.now() - start > 10_000) console.log(`  ${level}: ${ended} of ${games} games, ${((performance.now() - start) / 1000).toFixed(0)} s`);
    };
    const report = await pool.simulate({ games, seats: [{ name: level, bot: level }], ruleset: setup.ruleset, sheet: setup.sheet, variants: setup.variants, seed: SEED, onGame });
    const counts = report.tally.bots[0]?.scores ?? {};
    const sum = Object.entries(counts).reduce((total, [score, count]) => total + Number(score) * count, 0);
    const [p25, p50, p75, p90] = PERCENTILES.map((p) => nearestRank(counts, p)) as [number, number, number, number];
    levels.push({ level, games, mean: Math.round((sum / games) * 10) / 10, p25, p50, p75, p90 });
    console.log(`${level}: ${games} games in ${((performance.now() - start) / 1000).toFixed(1)} s; 25th ${p25}, median ${p50}, 75th ${p75}, 90th ${p90}, mean ${(sum / games).toFixed(2)}`);
  }
} finally {
  await pool.destroy();
}

const table: RatingTable = {
  about: "The bots' own solo scores, for players to compare theirs with (no people's scores are published): written by `npm run bench:ratings` (test/bench/ratings.ts).",
  seed: SEED,
  setup,
  percentiles: 'nearest-rank',
  version,
  commit,
  uncommitted,
  levels,
};
writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
const seconds = (performance.now() - started) / 1000;
console.log(`\nwrote ${out.pathname} (measured at ${commit}${uncommitted ? ', with uncommitted changes to src/' : ''}) in ${seconds.toFixed(0)} s on ${WORKERS} threads\n`);
console.log('| level | games | 25th percentile | median | 75th percentile | 90th percentile | mean |');
console.log('|---|---|---|---|---|---|---|');
for (const row of levels) console.log(`| \`${row.level}\` | ${row.games.toLocaleString('en')} | ${row.p25} | ${row.p50} | ${row.p75} | ${row.p90} | ${row.mean.toFixed(1)} |`);
