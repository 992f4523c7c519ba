// `npm run bench:levels`: the levels' targets, on the built package (issue 55). Each
// table of the bench (2-player collector, solo original, 4-player original) is played on
// the bench's seeds `bench-bots-0`, `bench-bots-1`… by `greedyBot` in every seat and by
// each bot asked for in every seat, and each bot's mean score a player is paired with
// greedyBot's game by game: the mean difference, its 95 % interval, and the median time
// of a decision (measured in the worker that plays it). The games are shared among worker
// threads (WORKERS, every core), in blocks, each game on its own seed, so the results do
// not depend on the threads.
// Settings (environment): GAMES (500 a bot and table), EXPERT_GAMES (100; 4-player: half),
// BOTS (comma-separated: random and every level by default; `search:{json}` for
// searchBot with those options, its `rollout` named by a rating, `greedy:{json}` for
// greedyBotWith), TABLES (indexes, all by default), FROM (the first seed, 0: another
// block of seeds for a second look).
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import type * as Engine from '../../src/index.js';
import type { Bot, GameOptions } from '../../src/index.js';
import { ci, differences, mean, median } from './stats.js';

const tables: { name: string; options: Omit<GameOptions, 'seed'>; players: number }[] = [
  { name: '2-player collector', options: { players: 2, ruleset: 'collector' }, players: 2 },
  { name: 'solo (original)', options: { players: 1, ruleset: 'original' }, players: 1 },
  { name: '4-player original', options: { players: 4, ruleset: 'original' }, players: 4 },
];

interface Job {
  readonly table: number;
  readonly bot: string;
  readonly from: number;
  readonly to: number;
}

if (!isMainThread) {
  const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
  const bots = new Map<string, Bot>();
  const botOf = (name: string): Bot => {
    const known = bots.get(name);
    if (known !== undefined) return known;
    const [kind, json] = name.split(/:(.*)/s) as [string, string | undefined];
    const options = json === undefined ? {} : (JSON.parse(json) as { rollout?: unknown });
    // A rollout named by a rating: the greedy bot at temperature 0 rating by it.
    if (typeof options.rollout === 'string') options.rollout = engine.greedyBotWith({ temperature: 0, rating: options.rollout as Engine.BotRating });
    // The engine checks the options.
    const bot = name === 'greedy'
      ? engine.greedyBot
      : name === 'random'
      ? engine.randomBot
      : kind === 'search'
      ? engine.searchBot(options as never)
      : kind === 'greedy'
      ? engine.greedyBotWith(options as never)
      : engine.botFor(name as Engine.BotLevel);
    bots.set(name, bot);
    return bot;
  };
  parentPort?.on('message', (job: Job) => {
    const { options, players } = tables[job.table] as (typeof tables)[number];
    const bot = botOf(job.bot);
    const times: number[] = [];
    const timed: Bot = (view, seed) => {
      const start = performance.now();
      const choice = bot(view, seed);
      times.push(performance.now() - start);
      return choice;
    };
    const scores: number[] = [];
    for (let g = job.from; g < job.to; g++) {
      const { state } = engine.playGame({ ...options, seed: `bench-bots-${g}` }, Array.from({ length: players }, () => timed));
      scores.push(mean(state.result.players.map((player) => player.breakdown.total)));
    }
    parentPort?.postMessage({ scores, times });
  });
} else {
  const GAMES = Number(process.env.GAMES ?? 500);
  const EXPERT_GAMES = Number(process.env.EXPERT_GAMES ?? 100);
  const WORKERS = Number(process.env.WORKERS ?? availableParallelism());
  const BOTS = (process.env.BOTS ?? 'random,beginner,casual,strong,expert').split(/,(?=[a-z])/);
  const TABLES = (process.env.TABLES ?? '0,1,2').split(',').map(Number);
  const FROM = Number(process.env.FROM ?? 0);
  // A thread starts on JavaScript: it registers tsx, then loads this file.
  const workers = Array.from(
    { length: WORKERS },
    () => new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`, { eval: true }),
  );
  const idle = [...workers];
  const waiting: (() => void)[] = [];
  /** Plays `job` on the next idle worker. */
  const run = async (job: Job): Promise<{ scores: number[]; times: number[] }> => {
    while (idle.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    const worker = idle.pop() as Worker;
    try {
      return await new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once('error', onError);
        worker.once('message', (answer: { scores: number[]; times: number[] }) => {
          worker.off('error', onError);
          resolve(answer);
        });
        worker.postMessage(job);
      });
    } finally {
      idle.push(worker);
      waiting.shift()?.();
    }
  };
  /** A bot's games on a table, in blocks shared among the workers; the scores in seed order, and every decision's time. */
  const play = async (table: number, bot: string, games: number) => {
    const block = Math.max(1, Math.ceil(games / (WORKERS * 4)));
    const jobs: Job[] = [];
    for (let from = FROM; from < FROM + games; from += block) jobs.push({ table, bot, from, to: Math.min(FROM + games, from + block) });
    const answers = await Promise.all(jobs.map(run));
    return { scores: answers.flatMap((answer) => answer.scores), times: answers.flatMap((answer) => answer.times) };
  };
  const isExpert = (bot: string) => bot === 'expert' || bot.startsWith('search');
  try {
    for (const t of TABLES) {
      const { name, players } = tables[t] as (typeof tables)[number];
      const greedy = await play(t, 'greedy', GAMES);
      console.log(`${name}: greedyBot ${mean(greedy.scores).toFixed(2)} over ${GAMES} games, decision median ${median(greedy.times).toFixed(2)} ms`);
      for (const bot of BOTS) {
        const games = isExpert(bot) ? Math.min(GAMES, players >= 4 ? Math.ceil(EXPERT_GAMES / 2) : EXPERT_GAMES) : GAMES;
        const started = performance.now();
        const { scores, times } = await play(t, bot, games);
        const gain = differences(scores, greedy.scores.slice(0, games));
        console.log(
          `  ${bot}: ${mean(scores).toFixed(2)} over ${games} games, paired with greedyBot ${mean(gain) >= 0 ? '+' : ''}${mean(gain).toFixed(2)} ± ${ci(gain).toFixed(2)} (95 %); decision median ${
            median(times).toFixed(2)
          } ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
