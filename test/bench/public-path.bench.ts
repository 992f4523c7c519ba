// `npm run bench:public`: the paths a server or a front-end takes through the public
// API, each against a build of the engine before the simulation core (commit 215dcb0,
// built by `npm run bench:baseline`; BENCH_BASELINE names another build's index.js), in
// one process: rounds that run every workload on this build then on the baseline, in
// turn, and the median of each workload's ratio over the rounds. A ratio above 1 means
// this build is faster. ROUNDS (15) rounds; `--expose-gc` lets a round start after a
// garbage collection.
import { existsSync } from 'node:fs';
import type * as Engine from '../../src/index.js';
import type { Bot, Choice, GameOptions, GameState } from '../../src/index.js';
import { CORE_BASELINE, CORE_BASELINE_ENTRY, PUBLIC_BASELINE, PUBLIC_BASELINE_ENTRY } from './baseline.js';
import { median } from './stats.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const baselinePath = process.env.BENCH_BASELINE ?? (existsSync(PUBLIC_BASELINE_ENTRY) ? PUBLIC_BASELINE_ENTRY : undefined);
if (baselinePath === undefined) throw new Error('no baseline: run `npm run bench:baseline` first, or name a build with BENCH_BASELINE');
const baseline = (await import(new URL(baselinePath, `file://${process.cwd()}/`).href)) as typeof Engine;
/** The engine when the one rules core was started (5e5c672): a second baseline, timed in the same rounds. */
const corePath = process.env.BENCH_CORE_BASELINE ?? (existsSync(CORE_BASELINE_ENTRY) ? CORE_BASELINE_ENTRY : undefined);
const core = corePath === undefined ? undefined : ((await import(new URL(corePath, `file://${process.cwd()}/`).href)) as typeof Engine);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const gc = (globalThis as { gc?: () => void }).gc;

/** A game played through the public loop a server runs: a view, a bot, applyChoice for each player, then resolveRound. */
function publicLoop(api: typeof Engine, options: GameOptions, bots: readonly Bot[]): void {
  let state = api.createGame(options);
  let seed = 0;
  while (state.status === 'choosing') {
    for (let p = 0; p < state.players.length; p++) {
      const id = (state.players[p] as GameState['players'][number]).id;
      let choice = (bots[p] as Bot)(api.playerView(state, id), seed++);
      state = api.applyChoice(state, id, choice);
      if (choice.type === 'pick') {
        choice = (bots[p] as Bot)(api.playerView(state, id), seed++);
        state = api.applyChoice(state, id, choice);
      }
    }
    state = api.resolveRound(state);
  }
}

/** Positions of random 4-player games between rounds 5 and 12, by this build (both builds read the same JSON states). */
function positions(options: Omit<GameOptions, 'seed'>, games: number): GameState[] {
  const found: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = engine.createGame({ ...options, seed: `public-${g}` });
    let seed = 0;
    while (state.status === 'choosing') {
      if (state.round >= 5 && state.round <= 12) found.push(state);
      for (const player of state.players) state = engine.applyChoice(state, player.id, engine.randomBot(engine.playerView(state, player.id), seed++) as Choice);
      state = engine.resolveRound(state);
    }
  }
  return found;
}

const collector = positions({ players: 4, ruleset: 'collector' }, 20);
const original = positions({ players: 4, ruleset: 'original' }, 20);
const roundabouts = (list: GameState[]) => list.map((state) => ({ ...state, variants: { ...state.variants, roundabouts: true } }));
const withRoundaboutsC = roundabouts(collector);
const withRoundaboutsO = roundabouts(original);
/** The states of one round as a server's loop meets them, a choice after each: the view of seat k is asked for after k choices (rounds 5 to 7 of a random game). */
function roundStates(players: number): [GameState, string][] {
  const out: [GameState, string][] = [];
  let state = engine.createGame({ players, seed: `rounds-${players}` });
  let seed = 0;
  while (state.status === 'choosing' && state.round <= 7) {
    for (const player of state.players) {
      if (state.round >= 5) out.push([state, player.id]);
      state = engine.applyChoice(state, player.id, engine.randomBot(engine.playerView(state, player.id), seed++) as Choice);
    }
    state = engine.resolveRound(state);
  }
  return out;
}
const small = roundStates(4);
const crowd = roundStates(100);
const views = (list: readonly [GameState, string][], times: number) => (api: typeof Engine) => {
  for (let t = 0; t < times; t++) for (const [state, id] of list) api.playerView(state, id);
};

type Workload = (api: typeof Engine) => void;
/**
 * Each workload's name, its work, and (where 215dcb0 lacks a variant: roundabouts came
 * after it) what the baseline runs instead: the same work without that variant, so the
 * ratio says what the variant costs us against the plain game's cost then.
 */
const loopV = (roundabouts: boolean) => (api: typeof Engine) => {
  for (let g = 0; g < 5; g++)
    publicLoop(api, { players: 4, ruleset: 'original', seed: `loop-v-${g}`, variants: { expert: true, advancedPlans: true, ...(roundabouts ? { roundabouts: true } : {}) } }, [
      api.randomBot,
      api.randomBot,
      api.randomBot,
      api.randomBot,
    ]);
};
const legal = (states: readonly GameState[]) => (api: typeof Engine) => {
  for (const state of states) api.legalChoices(state, 'p1');
};
const playV = (roundabouts: boolean) => (api: typeof Engine) => {
  for (let g = 0; g < 5; g++)
    api.playGame({ players: 4, seed: `variants-${g}`, variants: { expert: true, ...(roundabouts ? { roundabouts: true } : {}) } }, [api.randomBot, api.randomBot, api.randomBot, api.randomBot]);
};
const workloads: [string, Workload, Workload?][] = [
  ['public loop, random bots, 4-player collector ×10', (api) => {
    for (let g = 0; g < 10; g++) publicLoop(api, { players: 4, seed: `loop-${g}` }, [api.randomBot, api.randomBot, api.randomBot, api.randomBot]);
  }],
  ['public loop, random bots, 4-player original, every variant ×5 (†)', loopV(true), loopV(false)],
  ['public loop, greedy bots, 2-player collector ×5', (api) => {
    for (let g = 0; g < 5; g++) publicLoop(api, { players: 2, seed: `loop-g-${g}` }, [api.greedyBot, api.greedyBot]);
  }],
  ['legalChoices, collector, mid-game', legal(collector)],
  ['legalChoices, original, mid-game', legal(original)],
  ['legalChoices, collector, roundabouts (†)', legal(withRoundaboutsC), legal(collector)],
  ['legalChoices, original, roundabouts (†)', legal(withRoundaboutsO), legal(original)],
  ['playerView, two 4-player games in turn ×20,000', (api) => {
    for (let k = 0; k < 20_000; k++) api.playerView((k & 1 ? collector[3] : original[3]) as GameState, `p${(k % 4) + 1}`);
  }],
  ['playerView, each seat after each choice, 4-player ×200 (12 views)', views(small, 200)],
  ['playerView, each seat after each choice, 100-player ×8 (300 views)', views(crowd, 8)],
  ['playGame, random bots, 4-player collector ×100 (after a collection)', (api) => {
    for (let g = 0; g < 100; g++) api.playGame({ players: 4, seed: `random-${g}` }, [api.randomBot, api.randomBot, api.randomBot, api.randomBot]);
  }],
  ['playGame, random and greedy seats, 4-player ×5', (api) => {
    for (let g = 0; g < 5; g++) api.playGame({ players: 4, seed: `mixed-${g}` }, [api.randomBot, api.greedyBot, api.randomBot, api.greedyBot]);
  }],
  ['playGame, random bots, expert and roundabouts ×5 (†)', playV(true), playV(false)],
];

const time = (work: Workload, api: typeof Engine) => {
  const start = process.hrtime.bigint();
  work(api);
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const ratios = workloads.map(() => [] as number[]);
const coreRatios = workloads.map(() => [] as number[]);
const ours = workloads.map(() => [] as number[]);
const theirs = workloads.map(() => [] as number[]);
const cores = workloads.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  workloads.forEach(([, work, instead], w) => {
    gc?.();
    const a = time(work, engine);
    gc?.();
    const b = time(instead ?? work, baseline);
    ours[w]?.push(a);
    theirs[w]?.push(b);
    ratios[w]?.push(b / a);
    if (core !== undefined) {
      gc?.();
      const c = time(work, core);
      cores[w]?.push(c);
      coreRatios[w]?.push(c / a);
    }
  });
}
console.log(
  `${ROUNDS} interleaved rounds: this build, ${PUBLIC_BASELINE} (${baselinePath}) and ${
    core === undefined ? 'no core baseline' : `${CORE_BASELINE} (${corePath})`
  }; medians, and the median ratios (a baseline's time / this build's: above 1 is faster)`,
);
console.log('(†) 215dcb0 has no roundabouts: it runs the same work without them');
console.log(`${'workload'.padEnd(64)}${'this'.padStart(12)}${PUBLIC_BASELINE.padStart(12)}${'ratio'.padStart(9)}${CORE_BASELINE.padStart(12)}${'ratio'.padStart(9)}`);
workloads.forEach(([name], w) => {
  const coreColumns = core === undefined ? '' : `${`${median(cores[w] as number[]).toFixed(2)} ms`.padStart(12)}${`${median(coreRatios[w] as number[]).toFixed(2)}×`.padStart(9)}`;
  console.log(
    `${name.padEnd(64)}${`${median(ours[w] as number[]).toFixed(2)} ms`.padStart(12)}${`${median(theirs[w] as number[]).toFixed(2)} ms`.padStart(12)}${
      `${median(ratios[w] as number[]).toFixed(2)}×`.padStart(9)
    }${coreColumns}`,
  );
});

// From a cold start: a fresh node process a run, each importing one build and playing
// COLD_GAMES (100) random 4-player games by playGame, or the same through the public
// loop, its CPU time counted from before the import (compilation and warm-up included);
// COLD_RUNS (5) processes a build and a kind, in turn.
const COLD_GAMES = Number(process.env.COLD_GAMES ?? 100);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 5);
const coldScript = `
const start = process.cpuUsage();
const api = await import(process.argv[1]);
const bots = [api.randomBot, api.randomBot, api.randomBot, api.randomBot];
if (process.argv[2] === 'play') for (let g = 0; g < ${COLD_GAMES}; g++) api.playGame({ players: 4, seed: 'cold-' + g }, bots);
else for (let g = 0; g < ${COLD_GAMES}; g++) {
  let state = api.createGame({ players: 4, seed: 'cold-loop-' + g });
  let seed = 0;
  while (state.status === 'choosing') {
    for (const p of state.players) state = api.applyChoice(state, p.id, api.randomBot(api.playerView(state, p.id), seed++));
    state = api.resolveRound(state);
  }
}
const used = process.cpuUsage(start);
process.stdout.write(String((used.user + used.system) / 1000));
`;
const { execFileSync } = await import('node:child_process');
const cold = (entry: string, kind: string) =>
  Number(execFileSync(process.execPath, ['--input-type=module', '-e', coldScript, new URL(entry, `file://${process.cwd()}/`).href, kind], { encoding: 'utf8' }));
for (const [kind, what] of [['play', 'playGame'], ['loop', 'the public loop']] as const) {
  const coldOurs: number[] = [];
  const coldTheirs: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    coldOurs.push(cold(new URL('../../dist/index.js', import.meta.url).pathname, kind));
    coldTheirs.push(cold(baselinePath, kind));
  }
  const a = median(coldOurs);
  const b = median(coldTheirs);
  console.log(
    `${`cold start, ${what}, random bots, ${COLD_GAMES} 4-player games (CPU, ${COLD_RUNS} processes)`.padEnd(64)}${`${a.toFixed(0)} ms`.padStart(12)}${`${b.toFixed(0)} ms`.padStart(12)}${
      `${(b / a).toFixed(2)}×`.padStart(9)
    }`,
  );
}
