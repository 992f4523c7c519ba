// `npm run bench:tune`: tunes the greedy bot's weights (src/bots/rating/weights.ts) by self-play.
// A coordinate search: each step moves one weight up or down by its step and keeps the
// move when the greedy bot, every seat, scores more on the same seeds (2-player collector,
// GAMES games, 800 by default) by more than KEEP points (0.4); PASSES passes (3) or
// until a pass keeps nothing. Then a check on other seeds: START's weights against the
// found ones in 2-player collector, solo (original) and 4-player original games (CHECK
// games, 300), paired differences with their 95 % intervals. Every weight set is scored in child processes of its own
// (the rating keeps street ratings between calls), two at a time for the machine's two
// cores. START (JSON) overrides weights to start from, STEPS (JSON) the steps.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ci, differences, mean } from './stats.js';

type Weights = Record<string, number>;

const script = fileURLToPath(import.meta.url);

if (process.argv[2] === '--score') {
  // A child: the total of every player of `games` greedy self-play games from seed `from`.
  const { WEIGHTS } = await import('../../src/bots/rating/weights.js');
  Object.assign(WEIGHTS as unknown as Weights, JSON.parse(process.argv[3] ?? '{}') as Weights);
  const { applyChoice, createGame, greedyBot, playerView, resolveRound } = await import('../../src/index.js');
  const [games, from, players] = [4, 5, 6].map((k) => Number(process.argv[k]));
  const ruleset = process.argv[7] === 'original' ? 'original' : 'collector';
  const scores: number[] = [];
  for (let g = from as number; g < (from as number) + (games as number); g++) {
    let state = createGame({ players: players as number, ruleset, seed: `tune-${g}` });
    let k = 0;
    while (state.status === 'choosing') {
      for (const player of state.players) state = applyChoice(state, player.id, greedyBot(playerView(state, player.id), g * 7 + k++));
      state = resolveRound(state);
    }
    for (const player of state.result.players) scores.push(player.breakdown.total);
  }
  process.stdout.write(JSON.stringify(scores));
} else {
  const run = promisify(execFile);
  const { WEIGHTS } = await import('../../src/bots/rating/weights.js');
  const GAMES = Number(process.env.GAMES ?? 800);
  const CHECK = Number(process.env.CHECK ?? 300);
  const KEEP = Number(process.env.KEEP ?? 0.4);
  const PASSES = Number(process.env.PASSES ?? 3);
  const start: Weights = { ...(WEIGHTS as unknown as Weights), ...(JSON.parse(process.env.START ?? '{}') as Weights) };
  const steps: Weights = JSON.parse(process.env.STEPS ?? '{"temp":0.3,"tempCap":2,"deadHouse":1,"tightHouse":1,"openEstate":0.25,"planProgress":0.3,"plannedEstate":0.25}') as Weights;

  /** Every player's total in `games` games from seed `from`, in two children. */
  const scores = async (weights: Weights, games: number, from: number, players = 2, ruleset = 'collector'): Promise<number[]> => {
    const half = Math.ceil(games / 2);
    const parts = await Promise.all(
      [0, 1].map((k) =>
        run(process.execPath, ['--import', 'tsx', script, '--score', JSON.stringify(weights), String(k === 0 ? half : games - half), String(from + k * half), String(players), ruleset], {
          maxBuffer: 1 << 26,
        })
      ),
    );
    return parts.flatMap((part) => JSON.parse(part.stdout) as number[]);
  };
  const paired = (after: readonly number[], before: readonly number[]) => {
    const diffs = differences(after, before);
    return { mean: mean(diffs), ci: ci(diffs) };
  };
  const show = (weights: Weights) => JSON.stringify(weights);

  let weights = start;
  let base = await scores(weights, GAMES, 0);
  console.log(`start ${show(weights)}: ${mean(base).toFixed(2)} a player over ${GAMES} 2-player collector games`);
  for (let pass = 0; pass < PASSES; pass++) {
    let moved = false;
    for (const [name, step] of Object.entries(steps)) {
      for (const sign of [1, -1]) {
        const trial = { ...weights, [name]: Number(((weights[name] as number) + sign * step).toFixed(3)) };
        const tried = await scores(trial, GAMES, 0);
        const { mean: gain, ci } = paired(tried, base);
        console.log(`pass ${pass + 1}: ${name} ${trial[name]}: ${gain >= 0 ? '+' : ''}${gain.toFixed(2)} ± ${ci.toFixed(2)}${gain > KEEP ? ' (kept)' : ''}`);
        if (gain > KEEP) {
          weights = trial;
          base = tried;
          moved = true;
          break;
        }
      }
    }
    if (!moved) break;
  }
  console.log(`found ${show(weights)}`);
  for (const [players, ruleset, name] of [[2, 'collector', '2-player collector'], [1, 'original', 'solo (original)'], [4, 'original', '4-player original']] as const) {
    const before = await scores(start, CHECK, 100_000, players, ruleset);
    const after = await scores(weights, CHECK, 100_000, players, ruleset);
    const { mean: gain, ci } = paired(after, before);
    console.log(`check, ${name}, ${CHECK} games on other seeds: ${mean(before).toFixed(2)} → ${mean(after).toFixed(2)}, ${gain >= 0 ? '+' : ''}${gain.toFixed(2)} ± ${ci.toFixed(2)} (95 %)`);
  }
}
