// `npm run train -- --method td` (issue 55): the pattern value (`rating: 'patterns'`,
// src/bots/rating/patterns/) learned by TD(λ) from self-play on the compact game, on
// worker threads, deterministic from its seed, resumable. Each batch, every worker plays
// BATCH games with a copy of the weights (seeds `td/<seed>/<batch>/<worker>/<game>`, a
// softmax over the value at TEMPERATURE points for exploration) and sends back each
// seat's afterstates (its sheet after each round) and final score; the main thread learns
// from them in a fixed order: each afterstate towards its λ-return (the values of the
// afterstates after it, the last towards the final score). Every EVAL_EVERY games it
// measures the value, played greedily, against the greedy bot's hand valuation on EVAL
// unseen seeds, seats swapped (paired), and in self-play, and writes a line of the curve
// (train/td/curve-<tag>.csv). The weights and the games played are saved after every
// batch (train/td/checkpoint-<tag>.json): run again to go on. `--init <checkpoint>`
// starts from another run's weights (a second run at a lower rate), `--name` tags it.
// train/td/export.ts writes the shipped weights from the checkpoints.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { supplyOfDeck } from '../../src/bots/rating/supply.js';
import { startGame } from '../../src/game/compact/start.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import type { PlanState } from '../../src/game/state.js';
import type { GameOptions } from '../../src/game/options.js';
import { PATTERN_WEIGHTS } from '../../src/bots/rating/patterns/patterns.js';
import { rivalTemps } from '../../src/bots/rating/patterns/value.js';
import { playSelf, type Decider } from './selfplay.js';
import { learn, newValue, valueOf, VERSION } from './value.js';

interface Settings {
  readonly seed: number;
  readonly games: number;
  readonly batch: number;
  readonly workers: number;
  readonly rate: number;
  /** TD(λ): each afterstate learns towards the λ-return of its game's rest (0 the next value, 1 the final score). */
  readonly lambda: number;
  readonly temperature: number;
  readonly players: number;
  readonly ruleset: 'collector' | 'original';
  readonly evalEvery: number;
  readonly evalGames: number;
  /** A checkpoint whose weights the run starts from (a second run at a lower rate, say), or '' for none. */
  readonly init: string;
  /** The tag of the run's files after the players and ruleset ('' for none): another run of the same table. */
  readonly name: string;
}

interface Played {
  readonly sheets: CompactSheet[][];
  /** The plans as each round settled (shared by the seats). */
  readonly plans: (readonly PlanState[])[];
  readonly scores: number[];
}

const optionsOf = (settings: Settings, seed: string): GameOptions => ({ players: settings.players, ruleset: settings.ruleset, seed });

if (!isMainThread) {
  const settings = workerData as Settings;
  // The spread of the setup's numbers, which the hand rating under the value reads (one deck a ruleset).
  const supply = supplyOfDeck(startGame(optionsOf(settings, 'supply')).deck);
  parentPort?.on('message', ({ weights, prefix, games, evaluate }: { weights: Float32Array; prefix: string; games: number; evaluate: boolean }) => {
    const value = newValue(new Float32Array(weights), supply);
    if (evaluate) {
      // The value greedy (temperature 0) against the hand valuation, each seed played twice, seats swapped.
      const td: Decider = { kind: 'td', value, temperature: 0 };
      const hand: Decider = { kind: 'valuation', valuation: HAND_VALUATION, temperature: 0 };
      const differences: number[] = [];
      const own: number[] = [];
      const self: number[] = [];
      for (let g = 0; g < games; g++) {
        // Self-play too, the value in every seat: the measure of the CEM learner's curve (docs/learning-curve.csv).
        self.push(...playSelf(optionsOf(settings, `${prefix}/self/${g}`), Array.from({ length: settings.players }, () => td), g));
        if (settings.players === 1) {
          // Alone: the value and the hand valuation each play the seed.
          const a = playSelf(optionsOf(settings, `${prefix}/${g}`), [td], g)[0] as number;
          const b = playSelf(optionsOf(settings, `${prefix}/${g}`), [hand], g)[0] as number;
          differences.push(a - b);
          own.push(a);
          continue;
        }
        const seats = Array.from({ length: settings.players }, (_, s) => (s === 0 ? td : hand));
        const a = playSelf(optionsOf(settings, `${prefix}/${g}`), seats, g);
        const b = playSelf(optionsOf(settings, `${prefix}/${g}`), [...seats.slice(1), td], g);
        differences.push((a[0] as number) - (a[1] as number), (b[settings.players - 1] as number) - (b[0] as number));
        own.push(a[0] as number, b[settings.players - 1] as number);
      }
      parentPort?.postMessage({ differences, own, self });
      return;
    }
    const played: Played[] = [];
    const decider: Decider = { kind: 'td', value, temperature: settings.temperature };
    for (let g = 0; g < games; g++) {
      const sheets: CompactSheet[][] = Array.from({ length: settings.players }, () => []);
      const plans: (readonly PlanState[])[] = [];
      const scores = playSelf(optionsOf(settings, `${prefix}/${g}`), Array.from({ length: settings.players }, () => decider), g, (after, now) => {
        after.forEach((sheet, seat) => (sheets[seat] as CompactSheet[]).push(sheet));
        plans.push(now);
      });
      played.push({ sheets, plans, scores });
    }
    parentPort?.postMessage({ played });
  });
} else {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? (process.argv[at + 1] as string) : (process.env[name.toUpperCase().replace(/-/g, '_')] ?? fallback);
  };
  const settings: Settings = {
    seed: Number(arg('seed', '1')),
    games: Number(arg('games', '20000')),
    batch: Number(arg('batch', '25')),
    workers: Number(arg('workers', '2')),
    rate: Number(arg('rate', '0.02')),
    lambda: Number(arg('lambda', '0')),
    temperature: Number(arg('temperature', '1')),
    players: Number(arg('players', '2')),
    ruleset: arg('ruleset', 'collector') as Settings['ruleset'],
    evalEvery: Number(arg('eval-every', '2000')),
    evalGames: Number(arg('eval', '200')),
    init: arg('init', ''),
    name: arg('name', ''),
  };
  const folder = new URL('./', import.meta.url);
  mkdirSync(folder, { recursive: true });
  const tag = `${VERSION}-${settings.players}p-${settings.ruleset}${settings.name === '' ? '' : `-${settings.name}`}`;
  const checkpoint = new URL(`checkpoint-${tag}.json`, folder);
  const curve = new URL(`curve-${tag}.csv`, folder);
  let weights = new Float32Array(PATTERN_WEIGHTS);
  let played = 0;
  if (existsSync(checkpoint)) {
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8')) as { settings: Settings; played: number; weights: number[] };
    // The same run goes on: every setting as it was but how many games it goes to.
    if (JSON.stringify({ ...settings, ...saved.settings, games: 0 }) !== JSON.stringify({ ...settings, games: 0 })) {
      throw new Error(`the checkpoint ${checkpoint.pathname} was made with other settings: ${JSON.stringify(saved.settings)}`);
    }
    weights = Float32Array.from(saved.weights);
    played = saved.played;
    process.stderr.write(`resuming after ${played} games\n`);
  } else {
    // Started from another run's weights, it counts that run's games as its own first ones.
    if (settings.init !== '') {
      const start = JSON.parse(readFileSync(settings.init, 'utf8')) as { played: number; weights: number[] };
      weights = Float32Array.from(start.weights);
      played = start.played;
    }
    writeFileSync(curve, 'games,seconds,mean difference against greedy,its 95% half-interval,mean score against greedy,mean score in self-play\n');
  }
  const value = newValue(weights, supplyOfDeck(startGame(optionsOf(settings, 'supply')).deck));
  const workers = Array.from(
    { length: settings.workers },
    () => new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`, { eval: true, workerData: settings }),
  );
  const ask = <T>(worker: Worker, message: object) =>
    new Promise<T>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (answer) => {
        worker.off('error', reject);
        resolve(answer as T);
      });
      worker.postMessage(message);
    });
  const started = performance.now();
  const playedBefore = played;
  const evaluate = async () => {
    const per = Math.ceil(settings.evalGames / settings.workers);
    const answers = await Promise.all(
      workers.map((worker, w) => ask<{ differences: number[]; own: number[]; self: number[] }>(worker, { weights: value.patterns.weights, prefix: `td-eval/${w}`, games: per, evaluate: true })),
    );
    const differences = answers.flatMap((answer) => answer.differences);
    const own = answers.flatMap((answer) => answer.own);
    const self = answers.flatMap((answer) => answer.self);
    const selfMean = self.reduce((a, b) => a + b, 0) / self.length;
    const mean = differences.reduce((a, b) => a + b, 0) / differences.length;
    const sd = Math.sqrt(differences.reduce((a, b) => a + (b - mean) ** 2, 0) / (differences.length - 1));
    const half = (1.96 * sd) / Math.sqrt(differences.length);
    const score = own.reduce((a, b) => a + b, 0) / own.length;
    const seconds = (performance.now() - started) / 1000;
    writeFileSync(curve, `${played},${seconds.toFixed(0)},${mean.toFixed(2)},${half.toFixed(2)},${score.toFixed(2)},${selfMean.toFixed(2)}\n`, { flag: 'a' });
    process.stderr.write(
      `\n${played} games: ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} ± ${half.toFixed(2)} against the greedy bot, mean score ${score.toFixed(1)}, in self-play ${selfMean.toFixed(1)}\n`,
    );
  };
  if (played === 0) await evaluate();
  let errors = 0;
  let count = 0;
  while (played < settings.games) {
    const batch = played / (settings.batch * settings.workers);
    const answers = await Promise.all(
      workers.map((worker, w) => ask<{ played: Played[] }>(worker, { weights: value.patterns.weights, prefix: `td/${settings.seed}/${batch}/${w}`, games: settings.batch, evaluate: false })),
    );
    for (const answer of answers) {
      for (const game of answer.played) {
        game.sheets.forEach((sheets, seat) => {
          // The λ-returns, from the last afterstate back (its return the final score), by the values before this game's updates.
          const targets = new Array<number>(sheets.length);
          let after = game.scores[seat] as number;
          const rivals = (t: number) => rivalTemps(game.sheets.map((seats) => seats[t] as CompactSheet), seat);
          for (let t = sheets.length - 1; t >= 0; t--) {
            targets[t] = after;
            if (t > 0) after = (1 - settings.lambda) * valueOf(value, sheets[t] as CompactSheet, game.plans[t] as readonly PlanState[], rivals(t)) + settings.lambda * after;
          }
          for (let t = 0; t < sheets.length; t++) {
            const error = learn(value, sheets[t] as CompactSheet, game.plans[t] as readonly PlanState[], rivals(t), targets[t] as number, settings.rate);
            errors += error * error;
            count += 1;
          }
        });
      }
    }
    played += settings.batch * settings.workers;
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`\r${played}/${settings.games} games, ${((played - playedBefore) / seconds).toFixed(0)} a second, TD error ${Math.sqrt(errors / count).toFixed(2)}   `);
    errors = 0;
    count = 0;
    writeFileSync(checkpoint, JSON.stringify({ settings, played, weights: Array.from(value.patterns.weights) }));
    if (played % settings.evalEvery === 0) await evaluate();
  }
  await Promise.all(workers.map((worker) => worker.terminate()));
}
