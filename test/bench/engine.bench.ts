// `npm run bench`: medians of the engine's hot paths, on one core, measured on the
// built package as users run it. Not a test: it asserts nothing and prints figures
// for the README's performance section.
import { existsSync } from 'node:fs';
import { Bench } from 'tinybench';
import { BASELINE_ENTRY } from './baseline.js';
import type * as Engine from '../../src/index.js';
import type { Choice, GameState, RulesetName, Sheet } from '../../src/index.js';

// The built package, loaded at run time so that typechecking never needs `dist`
// (`npm run bench` builds it first); its types are the source's. BENCH_BASELINE may name
// another build's index.js (a pinned commit): the same tasks then run on it too, in the
// same process, and the ratios are printed, which this machine's drifting clock leaves
// meaningful where lone timings are not.
const distEntry = new URL('../../dist/index.js', import.meta.url).href;
const engine = (await import(distEntry)) as typeof Engine;
const { applyChoice, createGame, legalChoices, legalClaims, playerView, playGame, randomBot, resolveRound, scoreSheet, sheetFromText } = engine;
// Without BENCH_BASELINE, the pinned baseline that `npm run bench:baseline` builds, if built.
const baselinePath = process.env.BENCH_BASELINE ?? (existsSync(BASELINE_ENTRY) ? BASELINE_ENTRY : undefined);
const baseline = baselinePath === undefined ? undefined : ((await import(new URL(baselinePath, `file://${process.cwd()}/`).href)) as typeof Engine);

const random4 = [randomBot, randomBot, randomBot, randomBot];

/** Positions met in random 4-player games: each round's start, with the choices then made. */
function positions(games: number): { state: GameState; choices: Choice[] }[] {
  const found: { state: GameState; choices: Choice[] }[] = [];
  for (let game = 0; game < games; game++) {
    let state = createGame({ players: 4, seed: `positions-${game}` });
    let seed = 0;
    while (state.status === 'choosing') {
      const start = state;
      const choices = start.players.map((player) => randomBot(playerView(start, player.id), seed++) as Choice);
      found.push({ state: start, choices });
      choices.forEach((choice, i) => (state = applyChoice(state, start.players[i]?.id as string, choice)));
      state = resolveRound(state);
    }
  }
  return found;
}

const cases = positions(50);
const midGame = cases.filter((c) => c.state.round >= 5 && c.state.round <= 12);
const sheets: Sheet[] = cases.flatMap((c) => c.state.players.map((player) => player.sheet));
// The same positions with the roundabouts variant on and both roundabouts still to write:
// the most choices the variant adds (each build again with a roundabout in each empty house).
const withRoundabouts = midGame.map((c) => ({ ...c.state, variants: { ...c.state.variants, roundabouts: true } }));
// The same positions under the original rules' claims, which legalChoices must look for.
const immediateClaims = midGame.map((c) => ({ ...c.state, rules: { ...c.state.rules, claims: 'immediate' as const } }));

const bench = new Bench({ time: 2000, warmupTime: 500 });
for (const ruleset of ['collector', 'original'] as RulesetName[]) {
  let game = 0;
  bench.add(`random 4-player game (${ruleset})`, () => {
    playGame({ players: 4, ruleset, seed: `bench-${game++}` }, random4);
  });
}
let i = 0;
bench.add('legalChoices, mid-game', () => {
  const c = midGame[i++ % midGame.length] as (typeof midGame)[number];
  legalChoices(c.state, 'p1');
});
let r = 0;
bench.add('legalChoices, mid-game, roundabouts on', () => {
  legalChoices(withRoundabouts[r++ % withRoundabouts.length] as GameState, 'p1');
});
let c2 = 0;
bench.add('legalChoices, mid-game, immediate claims', () => {
  legalChoices(immediateClaims[c2++ % immediateClaims.length] as GameState, 'p1');
});
let j = 0;
bench.add('applyChoice ×4 + resolveRound, one round', () => {
  const c = cases[j++ % cases.length] as (typeof cases)[number];
  let state = c.state;
  c.choices.forEach((choice, p) => (state = applyChoice(state, `p${p + 1}`, choice)));
  resolveRound(state);
});
// Greedy decisions: 20 seeded 2-player games a call; the time per decision is the call's
// median over the decisions those games made (a build's greedy plays its own games).
const GREEDY_SEEDS = Array.from({ length: 20 }, (_, g) => `greedy-${g}`);
const greedyDecisions = (play: typeof playGame, bot: Engine.Bot) => GREEDY_SEEDS.reduce((sum, seed) => sum + play({ players: 2, ruleset: 'collector', seed }, [bot, bot]).record.rounds.length * 2, 0);
bench.add('greedy 2-player games ×20 (collector)', () => {
  for (const seed of GREEDY_SEEDS) playGame({ players: 2, ruleset: 'collector', seed }, [engine.greedyBot, engine.greedyBot]);
});
let k = 0;
bench.add('scoreSheet', () => {
  scoreSheet(sheets[k++ % sheets.length] as Sheet);
});

// The adversarial position of the hostile-input work: 23 complete one-house estates
// under a plan of six 1s (plans 0, 6 and 12, immediate claims), where listing every
// combination of estates would be far too slow (legalClaims counts kinds of estates).
const ones = (count: number, of: number) => Array.from({ length: of }, (_, h) => (h < count ? String(h) : '.')).join(' | ');
const crowded = (() => {
  const base = createGame({ players: 2, seed: 1, plans: [0, 6, 12], ruleset: 'original' });
  const sheet = sheetFromText([`top ${ones(10, 10)}`, `middle ${ones(10, 11)}`, `bottom ${ones(3, 12)}`].join('\n'));
  return { ...base, players: base.players.map((player) => (player.id === 'p1' ? { ...player, sheet } : player)) } as GameState;
})();
const { claims: _claims, ...crowdedChoice } = legalChoices(crowded, 'p1')[0] as Choice;
bench.add('legalClaims, 23 one-house estates', () => {
  legalClaims(crowded, 'p1', crowdedChoice as Choice);
});
let rb = 0;
bench.add('randomBot decision, 23 one-house estates', () => {
  randomBot(playerView(crowded, 'p1'), rb++);
});

if (baseline !== undefined) {
  // The tasks both builds can run, on the same positions, for the ratio.
  let bi = 0;
  bench.add('baseline: legalChoices, mid-game', () => {
    const c = midGame[bi++ % midGame.length] as (typeof midGame)[number];
    baseline.legalChoices(c.state, 'p1');
  });
  bench.add('baseline: greedy 2-player games ×20 (collector)', () => {
    for (const seed of GREEDY_SEEDS) baseline.playGame({ players: 2, ruleset: 'collector', seed }, [baseline.greedyBot, baseline.greedyBot]);
  });
  let bg = 0;
  bench.add('baseline: random 4-player game (collector)', () => {
    baseline.playGame({ players: 4, ruleset: 'collector', seed: `bench-${bg++}` }, [baseline.randomBot, baseline.randomBot, baseline.randomBot, baseline.randomBot]);
  });
}

await bench.run();

const rows = bench.tasks.map((task) => {
  const result = task.result as { latency?: { p50: number } } | undefined;
  const median = result?.latency?.p50 ?? Number.NaN;
  const perSecond = median > 0 ? Math.round(1000 / median) : Number.NaN;
  const time = median >= 1 ? `${median.toFixed(2)} ms` : `${(median * 1000).toFixed(2)} µs`;
  return `${task.name.padEnd(44)}${time.padStart(12)}${`${perSecond.toLocaleString('en')}/s`.padStart(14)}`;
});
console.log(`${'median per call'.padStart(56)}${'per second'.padStart(14)}`);
for (const row of rows) console.log(row);
if (baseline !== undefined) {
  const median = (name: string) => (bench.tasks.find((task) => task.name === name)?.result as { latency?: { p50: number } } | undefined)?.latency?.p50 ?? Number.NaN;
  for (const name of ['legalChoices, mid-game', 'random 4-player game (collector)']) {
    console.log(`${name}: this build / baseline = ${(median(name) / median(`baseline: ${name}`)).toFixed(2)}`);
  }
  const name = 'greedy 2-player games ×20 (collector)';
  const now = median(name) / greedyDecisions(playGame, engine.greedyBot);
  const before = median(`baseline: ${name}`) / greedyDecisions(baseline.playGame, baseline.greedyBot);
  console.log(`greedy decision: ${(now * 1000).toFixed(0)} µs, baseline ${(before * 1000).toFixed(0)} µs: this build / baseline = ${(now / before).toFixed(2)}`);
}

// Sustained throughput: whole batches of games timed end to end, garbage collection
// included (a per-game median leaves out the games a collection lands in).
const BATCHES = 5;
const BATCH = 1_000;
for (const ruleset of ['collector', 'original'] as RulesetName[]) {
  const rates: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = performance.now();
    for (let g = 0; g < BATCH; g++) playGame({ players: 4, ruleset, seed: `batch-${b}-${g}` }, random4);
    rates.push(BATCH / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  const rate = (value: number) => Math.round(value).toLocaleString('en');
  console.log(
    `random 4-player games (${ruleset}), ${BATCHES} batches of ${BATCH.toLocaleString('en')}: median ${rate(rates[Math.floor(BATCHES / 2)] as number)}/s (slowest ${
      rate(rates[0] as number)
    }/s, fastest ${rate(rates[BATCHES - 1] as number)}/s)`,
  );
}

// Heap growth: used heap after a full collection, once warm and again 10,000 games later.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  console.log('heap growth: run with node --expose-gc to measure');
} else {
  for (let g = 0; g < 500; g++) playGame({ players: 4, seed: `warm-${g}` }, random4);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let g = 0; g < 10_000; g++) playGame({ players: 4, seed: `heap-${g}` }, random4);
  gc();
  const after = process.memoryUsage().heapUsed;
  console.log(`heap growth over 10,000 random 4-player games: ${((after - before) / 1024 / 1024).toFixed(2)} MiB (${(before / 1024 / 1024).toFixed(1)} → ${(after / 1024 / 1024).toFixed(1)} MiB)`);
}

// Cost per player and round as the table grows: random games of 2 to 100 players, the
// time of a game over its players × rounds (a flat column means no work in the square
// of the player count).
for (const players of [2, 4, 20, 100]) {
  const games = Math.max(4, Math.round(400 / players));
  let playerRounds = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const { state } = playGame({ players, seed: `scale-${g}` }, Array.from({ length: players }, () => randomBot));
    playerRounds += players * state.round;
  }
  console.log(`random ${players}-player games: ${(((performance.now() - start) * 1000) / playerRounds).toFixed(2)} µs a player-round (${games} games)`);
}

// Memory of a live game: 1,000 states of distinct 4-player games at round 10, held at once.
if (gc !== undefined) {
  gc();
  const before = process.memoryUsage().heapUsed;
  const live: GameState[] = [];
  for (let g = 0; g < 1000; g++) {
    let state = createGame({ players: 4, seed: `live-${g}` });
    let seed = 0;
    while (state.status === 'choosing' && state.round < 10) {
      const start = state;
      start.players.forEach((player) => (state = applyChoice(state, player.id, randomBot(playerView(start, player.id), seed++))));
      state = resolveRound(state);
    }
    live.push(state);
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  console.log(`a live 4-player game at round 10 holds ${((after - before) / 1024 / live.length).toFixed(1)} KiB (1,000 held at once)`);
}
