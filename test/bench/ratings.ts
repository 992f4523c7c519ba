// `npm run bench:ratings`: the score tables, each level of `botFor` over many seeded games
// at each setup (solo original; 2 and 4 players, collector and original; the classic
// sheet, no variant), written to web/score-tables.json, which the page's end screen reads
// (its solo table) and docs/performance.md prints ("The score tables"). Every seat of a
// game is played by the level; game `g` of a setup is played on its seed `${seed}/${g}`
// for every level, so the levels meet the same deals. The figures: each player's final
// score counted (the whole distribution), the mean with its 95 % interval over games, and
// percentiles by nearest rank (score-tables.ts).
//
// A run adds games to what the file holds, up to the goal (RATING_GAMES, 100,000 a level;
// RATING_EXPERT_GAMES for `expert`, 2,000), breadth first (every table to 2,000 games, 100
// for `expert`, then to 10,000 and 400, then to the goal), and saves as it goes: stopped,
// or out of its time (RATING_MINUTES), it resumes where it was. Before adding to a level it plays its
// first games again and compares their totals with the file's: when the bots play them
// otherwise (a level changed), the level starts over. RATING_SETUPS (`1p-original,…`)
// and RATING_LEVELS pick what to play, RATING_WORKERS the threads (every core).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import type * as Engine from '../../src/index.js';
import type { BotLevel } from '../../src/index.js';
import type { LevelScores, ScoreSetup, ScoreTables, SetupScores } from '../../web/placement.js';
import { addGames, figuresOf, NO_COUNTS, seedOf, type LevelCounts } from './score-tables.js';

/** A block of one level's games at one setup, played by a worker: each game's players' scores. */
interface Job {
  readonly setup: ScoreSetup;
  readonly level: BotLevel;
  readonly seed: string;
  readonly from: number;
  readonly to: number;
}

const root = new URL('../../', import.meta.url);

if (!isMainThread) {
  const engine = (await import(new URL('dist/index.js', root).href)) as typeof Engine;
  parentPort?.on('message', (job: Job) => {
    const bot = engine.botFor(job.level);
    const games: number[][] = [];
    for (let g = job.from; g < job.to; g++) {
      const { state } = engine.playGame({ ...job.setup, seed: `${job.seed}/${g}` }, Array.from({ length: job.setup.players }, () => bot));
      games.push(state.result.players.map((player) => player.breakdown.total));
    }
    parentPort?.postMessage(games);
  });
} else {
  const engine = (await import(new URL('dist/index.js', root).href)) as typeof Engine;
  const GOAL = Number(process.env.RATING_GAMES ?? 100_000);
  const EXPERT_GOAL = Number(process.env.RATING_EXPERT_GAMES ?? 2_000);
  const MINUTES = Number(process.env.RATING_MINUTES ?? Number.POSITIVE_INFINITY);
  const WORKERS = Number(process.env.RATING_WORKERS ?? availableParallelism());
  const SETUPS: readonly ScoreSetup[] = (
    [
      [1, 'original'],
      [2, 'collector'],
      [2, 'original'],
      [4, 'collector'],
      [4, 'original'],
    ] as const
  ).map(([players, ruleset]) => ({ players, ruleset, sheet: 'classic', variants: {} }));
  const keyOf = (setup: ScoreSetup) => `${setup.players}p-${setup.ruleset}`;
  const chosenSetups = process.env.RATING_SETUPS?.split(',');
  const chosenLevels = process.env.RATING_LEVELS?.split(',');
  /** The games every level reaches before any goes further: a table whole on few games first. */
  const STAGES = [
    { games: 2_000, expertGames: 100 },
    { games: 10_000, expertGames: 400 },
    { games: GOAL, expertGames: EXPERT_GOAL },
  ];
  /** The first games of a level, played again before a run adds to it. */
  const CHECKED = { expert: 2, other: 20 };
  const out = new URL('web/score-tables.json', root);

  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const uncommitted = git('status', '--porcelain', '--', 'src').length > 0;
  const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
  const saved = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as ScoreTables) : undefined;

  // The tables as they stand, every setup and level in order, the ones not played yet empty.
  const tables: SetupScores[] = SETUPS.map((setup) => {
    const before = saved?.tables.find((table) => keyOf(table.setup) === keyOf(setup));
    return { setup, seed: seedOf(setup), levels: engine.BOT_LEVELS.map((level) => before?.levels.find((row) => row.level === level)).filter((row) => row !== undefined) };
  });
  const write = () => {
    const file: ScoreTables = {
      about:
        'Each level of botFor over seeded games at each setup, every seat played by the level: the bots\' own scores (no people\'s are published). Written by `npm run bench:ratings` (test/bench/ratings.ts); docs/performance.md, "The score tables", says how to read it.',
      percentiles: 'nearest-rank',
      goal: { games: GOAL, expertGames: EXPERT_GOAL },
      version,
      tables,
    };
    writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  };

  // A thread starts on JavaScript: it registers tsx, then loads this file.
  const workers = Array.from(
    { length: WORKERS },
    () => new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`, { eval: true }),
  );
  const play = (worker: Worker, job: Job) =>
    new Promise<number[][]>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (games: number[][]) => {
        worker.off('error', reject);
        resolve(games);
      });
      worker.postMessage(job);
    });
  /** Games `from` to `to` of a level, shared among the workers in blocks of `block`, in seed order. */
  const playRange = async (setup: ScoreSetup, level: BotLevel, from: number, to: number, block: number): Promise<number[][]> => {
    const jobs: Job[] = [];
    for (let g = from; g < to; g += block) jobs.push({ setup, level, seed: seedOf(setup), from: g, to: Math.min(to, g + block) });
    const answers: number[][][] = new Array(jobs.length);
    let next = 0;
    await Promise.all(workers.map(async (worker) => {
      while (next < jobs.length) {
        const k = next++;
        answers[k] = await play(worker, jobs[k] as Job);
      }
    }));
    return answers.flat();
  };

  const started = performance.now();
  const late = () => performance.now() - started > MINUTES * 60_000;
  /** The levels whose first games this run has played again: each once. */
  const checked = new Set<string>();
  /**
   * Brings `level` of `table` to `target` games (or as far as the run's time goes),
   * after checking once that its bot still plays its first games as the file says.
   */
  const grow = async (table: SetupScores, level: BotLevel, target: number): Promise<void> => {
    const { setup } = table;
    const levels = table.levels as LevelScores[];
    let at = levels.findIndex((row) => row.level === level);
    let row = levels[at];
    const name = `${keyOf(setup)} ${level}`;
    if (row !== undefined && row.games > 0 && !checked.has(name)) {
      checked.add(name);
      // Do the bots still play the games as they did? Their first games again.
      const again = await playRange(setup, level, 0, row.first.length, 1);
      const totals = again.map((game) => game.reduce((a, b) => a + b, 0));
      if (JSON.stringify(totals) !== JSON.stringify(row.first)) {
        console.log(`${name}: the first games now end ${totals.join(' ')}, not ${row.first.join(' ')}: the level plays otherwise, and starts over`);
        row = undefined;
      }
    }
    checked.add(name);
    if (row !== undefined && row.games >= target) return;
    let counts: LevelCounts = row ?? NO_COUNTS;
    let first = row?.first ?? [];
    let commits = row?.commits ?? [];
    const dirty = (row?.uncommitted ?? false) || uncommitted;
    const levelStart = performance.now();
    const fromGames = counts.games;
    // Blocks of about a second or two of a worker's time; saved about every half minute.
    const block = level === 'expert' ? 1 : Math.max(10, Math.round(400 / setup.players));
    const round = block * WORKERS * (level === 'expert' ? 2 : 15);
    let savedAt = performance.now();
    while (counts.games < target && !late()) {
      const games = await playRange(setup, level, counts.games, Math.min(target, counts.games + round), block);
      if (first.length === 0) first = games.slice(0, level === 'expert' ? CHECKED.expert : CHECKED.other).map((game) => game.reduce((a, b) => a + b, 0));
      counts = addGames(counts, games);
      if (!commits.includes(commit)) commits = [...commits, commit];
      row = { level, games: counts.games, ...figuresOf(counts, setup.players), scores: counts.scores, totals: counts.totals, first, commits, uncommitted: dirty };
      if (at < 0) {
        // In BOT_LEVELS order.
        levels.push(row);
        levels.sort((a, b) => engine.BOT_LEVELS.indexOf(a.level) - engine.BOT_LEVELS.indexOf(b.level));
        at = levels.indexOf(row);
      } else levels[at] = row;
      if (performance.now() - savedAt > 30_000 || counts.games >= target) {
        write();
        savedAt = performance.now();
        const seconds = (performance.now() - levelStart) / 1000;
        console.log(`${name}: ${counts.games} of ${target} games (${(((counts.games - fromGames) / seconds) || 0).toFixed(1)} a second), mean ${row.mean} ± ${row.ci95}`);
      }
    }
    write();
  };

  try {
    // Breadth first: every setup and level to the first stage, then to the next, so that
    // a run stopped early leaves every table whole, if on fewer games.
    for (const stage of STAGES) {
      for (const table of tables) {
        if (chosenSetups !== undefined && !chosenSetups.includes(keyOf(table.setup))) continue;
        for (const level of engine.BOT_LEVELS) {
          if (chosenLevels !== undefined && !chosenLevels.includes(level)) continue;
          if (!late()) await grow(table, level, level === 'expert' ? Math.min(stage.expertGames, EXPERT_GOAL) : Math.min(stage.games, GOAL));
        }
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  write();
  console.log(`\nwrote ${out.pathname} (at ${commit}${uncommitted ? ', with uncommitted changes to src/' : ''}) in ${((performance.now() - started) / 60_000).toFixed(1)} min on ${WORKERS} threads\n`);
  // The guide's tables, in Markdown.
  for (const table of tables) {
    console.log(`**${table.setup.players === 1 ? 'Solo' : `${table.setup.players} players`}, ${table.setup.ruleset}** (seed \`${table.seed}\`)\n`);
    console.log('| level | games | mean (95 %) | 5th | 10th | 25th | median | 75th | 90th | 95th |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of table.levels) {
      console.log(
        `| \`${row.level}\` | ${row.games.toLocaleString('en')} | ${row.mean.toFixed(1)} ± ${row.ci95.toFixed(2)} | ${[row.p5, row.p10, row.p25, row.p50, row.p75, row.p90, row.p95].join(' | ')} |`,
      );
    }
    console.log('');
  }
}
