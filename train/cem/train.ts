// `npm run train -- --method cem` (the default): learns the greedy bot's valuation by self-play (train/cem/cem.ts),
// on the machine's cores, deterministic from SEED. Writes:
// - src/bots/rating/learned/weights.ts: the learned weights, stamped with the features they
//   weigh and a digest of the rules they were trained for (train/rules-stamp.ts);
// - docs/learning-curve.csv and docs/pictures/learning-curve.svg: the learning curve, each
//   generation's mean valuation scored on seeds no generation trained on.
// Settings (environment): SEED (1), GENERATIONS (20), POPULATION (16), ELITE (4), GAMES
// (games a table a candidate, 150), EVAL (games a table for the curve, 300), SPREAD
// (1.5 points), NOISE (0.5), WORKERS (2), OUT (the weights file; `-` for none), TABLES
// (the tables trained on, by index in cem.ts's TABLES: all), CURVE (the folder of the
// curve's files: docs/). About 20 minutes on the 2-core machine, shared.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { crossEntropy, meanScore, TABLES, valuationOf, vectorOf, type Generation } from './cem.js';
import { FEATURES, HAND_VALUATION, type Valuation } from '../../src/bots/rating/valuation.js';
import { curveOfCsv, curveSvg } from '../../scripts/learning-curve.js';
import { rulesStamp } from '../rules-stamp.js';

interface Task {
  readonly id: number;
  readonly vector: readonly number[];
  readonly table: number;
  readonly prefix: string;
  readonly games: number;
}

if (!isMainThread) {
  parentPort?.on('message', (task: Task) => {
    const score = meanScore(valuationOf(task.vector), TABLES[task.table] as (typeof TABLES)[number], task.prefix, 0, task.games);
    parentPort?.postMessage({ id: task.id, score });
  });
} else {
  const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const settings = {
    seed: env('SEED', 1),
    generations: env('GENERATIONS', 20),
    population: env('POPULATION', 16),
    elite: env('ELITE', 4),
    games: env('GAMES', 150),
    evalGames: env('EVAL', 300),
    spread: env('SPREAD', 1.5),
    noise: env('NOISE', 0.5),
    workers: Math.max(1, env('WORKERS', Math.min(2, availableParallelism()))),
  };
  const root = new URL('../../', import.meta.url);
  // The tables trained on, by their index in TABLES (all by default).
  const playing = (process.env.TABLES ?? TABLES.map((_, k) => k).join(',')).split(',').map(Number);
  const out = process.env.OUT ?? fileURLToPath(new URL('src/bots/rating/learned/weights.ts', root));

  // The threads, each given one task at a time.
  const workers = Array.from({ length: settings.workers }, () =>
    // A thread starts on JavaScript: it registers tsx, then loads this file.
    new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`, { eval: true }));
  const waiting = new Map<number, (score: number) => void>();
  const queue: Task[] = [];
  const idle = [...workers];
  let nextId = 0;
  let done = 0;
  let planned = 0;
  const progress = (what: string) => {
    const width = 30;
    const filled = planned === 0 ? 0 : Math.round((done / planned) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${what} ${done}/${planned} runs   `);
  };
  let stage = '';
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) (idle.pop() as Worker).postMessage(queue.shift());
  };
  for (const worker of workers) {
    worker.on('message', ({ id, score }: { id: number; score: number }) => {
      done += 1;
      progress(stage);
      waiting.get(id)?.(score);
      waiting.delete(id);
      idle.push(worker);
      dispatch();
    });
  }
  const run = (vector: readonly number[], table: number, prefix: string, games: number) =>
    new Promise<number>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      planned += 1;
      queue.push({ id, vector, table, prefix, games });
      dispatch();
    });
  /** Each table's mean score, and their mean. */
  const scored = async (valuation: Valuation, prefix: string, games: number) => {
    const tables = await Promise.all(playing.map((table) => run(vectorOf(valuation), table, prefix, games)));
    return { tables, mean: tables.reduce((a, b) => a + b, 0) / tables.length };
  };

  const started = Date.now();
  const means: Generation[] = [];
  const learned = await crossEntropy(
    { start: HAND_VALUATION, seed: settings.seed, generations: settings.generations, population: settings.population, elite: settings.elite, spread: settings.spread, noise: settings.noise },
    async (valuation, generation) => {
      stage = `generation ${generation}/${settings.generations}`;
      return (await scored(valuation, `train-${settings.seed}-${generation}`, settings.games)).mean;
    },
    (found) => means.push(found),
  );
  // The curve: the start and each generation's mean, on seeds no generation played.
  stage = 'the learning curve';
  const curve = await Promise.all(
    [{ generation: 0, mean: HAND_VALUATION, best: Number.NaN, elite: Number.NaN }, ...means].map(async (found) => ({ ...found, score: await scored(found.mean, 'curve', settings.evalGames) })),
  );
  process.stderr.write('\n');
  await Promise.all(workers.map((worker) => worker.terminate()));
  const seconds = (Date.now() - started) / 1000;

  const names = playing.map((k) => TABLES[k] as (typeof TABLES)[number]).map((table) => `${table.players === 1 ? 'solo' : `${String(table.players)}-player`} ${table.ruleset}`);
  const header = ['generation', 'training best', 'training elite', ...names, 'mean'];
  const rows = curve.map(({ generation, best, elite, score }) => [generation, best, elite, ...score.tables, score.mean].map((value) => (Number.isNaN(value) ? '' : Number(value.toFixed(2)))));
  const csv = `${[header, ...rows].map((row) => row.join(',')).join('\n')}\n`;
  // The curve's CSV, and its picture as `npm run pictures` draws it (scripts/pictures.ts).
  const folder = new URL(process.env.CURVE ?? 'docs/', root);
  mkdirSync(new URL('pictures/', folder), { recursive: true });
  writeFileSync(new URL('learning-curve.csv', folder), csv);
  const { points, names: drawn } = curveOfCsv(csv);
  writeFileSync(new URL('pictures/learning-curve.svg', folder), curveSvg(points, drawn));

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const list = (values: readonly number[]) => `[${values.map((value) => Number(value.toPrecision(6))).join(', ')}]`;
  if (out !== '-') {
    writeFileSync(
      out,
      `// Written by \`npm run train\` (train/cem/train.ts); do not edit by hand.
// Settings: ${JSON.stringify(settings)}; ${seconds.toFixed(0)} s at ${commit}.
import type { LearnedWeights } from './stamp.js';

/** The greedy bot's valuation learned by self-play, stamped with what it was trained for. */
export const LEARNED_WEIGHTS: LearnedWeights = {
  features: ${JSON.stringify(FEATURES)},
  rules: ${JSON.stringify(rulesStamp())},
  base: ${list(learned.base)},
  late: ${list(learned.late)},
};
`,
    );
  }
  const last = curve[curve.length - 1];
  process.stdout.write(`${JSON.stringify({ seconds, start: curve[0]?.score, learned: last?.score, weights: out })}\n`);
}
