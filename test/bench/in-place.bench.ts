// `npm run bench:place`: issue 53's targets ("a game that plays in place"), this build
// (dist/) against a build of 82ba736 (the issue's baseline, built by `npm run
// bench:baseline` into .bench/place-baseline/; BENCH_BASELINE names another build's
// index.js instead), in one process.
//
// How it measures: ROUNDS rounds (15); in each round every workload runs four timed
// blocks, this build, the baseline, the baseline, this build (each pair of blocks in
// both orders, so neither build always pays for the other's garbage or warmth), each
// after a full garbage collection (`gc()`, node --expose-gc). A block's time is CPU
// time (process.cpuUsage: user + system, every thread of the process). A round's ratio
// is the baseline's two blocks over this build's two (above 1: this build is faster;
// for rates, this build's rate over the baseline's), and the table prints the median
// of the rounds' ratios with their minimum and maximum, this build's absolute figure
// (the median over its blocks), the issue's target and whether the median meets it.
// Each workload runs once on each build before the rounds, untimed (warm-up). No block
// repeats an earlier block of its build: games get new seeds, positions are read from a
// fresh copy of their JSON, the environments go on with their stream of games; so a
// cache of either build answers only what it would in real use.
//
// One row runs this build alone: the vector environment over `welcome-to serve --stdio`
// against the same environment in the process (issue 53: ≥ 50 %), its blocks in the same
// both orders, its ratio the stdio rate over the in-process one.
//
// Options: `--json FILE` also writes every figure (and each round's blocks) as JSON;
// `--only TEXT` runs only the workloads whose name contains TEXT. ROUNDS=n sets the
// rounds. Performance is measured here, never asserted in tests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type * as Engine from '../../src/index.js';
import type { Bot, GameOptions, GameState, PlayerView } from '../../src/index.js';
import { PLACE_BASELINE, PLACE_BASELINE_ENTRY } from './baseline.js';
import { median } from './stats.js';
import { StdioClient } from './stdio-client.js';
import { Stream } from './stream.js';

type Api = typeof Engine;

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as Api;
const baselinePath = process.env.BENCH_BASELINE ?? (existsSync(PLACE_BASELINE_ENTRY) ? PLACE_BASELINE_ENTRY : undefined);
if (baselinePath === undefined) throw new Error(`no baseline: run \`npm run bench:baseline -- ${PLACE_BASELINE}\` first, or name a build with BENCH_BASELINE`);
const baselineUrl = new URL(baselinePath, `file://${process.cwd()}/`);
/**
 * The baseline must load as an ES module, as dist/ does: a build in a folder without a
 * package.json saying `"type": "module"` is not loaded as dist/ is (through tsx's loader
 * and Node's guess of the module kind), and an identical copy of dist/ in /tmp read 4×
 * slower than dist/ (1× once a package.json said `"type": "module"`).
 */
function moduleType(file: URL): string | undefined {
  for (let dir = new URL('./', file);; dir = new URL('../', dir)) {
    const manifest = new URL('package.json', dir);
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type;
    if (dir.pathname === '/') return undefined;
  }
}
if (moduleType(baselineUrl) !== 'module') throw new Error(`the baseline ${baselinePath} is not under a package.json with "type": "module": it would load as CommonJS and run slower`);
const baseline = (await import(baselineUrl.href)) as Api;
/** The baseline's name in the table: the pinned commit, unless BENCH_BASELINE names another build. */
const baselineName = process.env.BENCH_BASELINE === undefined ? PLACE_BASELINE : 'baseline';
const ROUNDS = Number(process.env.ROUNDS ?? 15);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`ROUNDS must be a whole number of rounds, at least 1 (given ${process.env.ROUNDS})`);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc (as `npm run bench:place` does): every timed block starts after a full collection');
const fullGc: () => void = gc;

const argument = (flag: string): string | undefined => {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
};
const jsonFile = argument('--json');
const only = argument('--only');

/** CPU time since `start` (a process.cpuUsage reading), in milliseconds. */
const cpuSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
/** The CPU time of `work`, in milliseconds. */
const cpu = (work: () => void): number => {
  const start = process.cpuUsage();
  work();
  return cpuSince(start);
};

/**
 * A random legal action of `mask` (one pass, the legal actions written into `legal`, a
 * buffer the caller keeps), or -1 when the mask has none. The same for both builds, and
 * always outside the timed part.
 */
function pickAction(mask: ArrayLike<number>, legal: Int32Array, stream: Stream): number {
  let count = 0;
  for (let a = 0; a < mask.length; a++) if (mask[a] === 1) legal[count++] = a;
  return count === 0 ? -1 : (legal[stream.below(count)] as number);
}

/** What a workload's block reports: its CPU time (ms) and, for rates, how many steps it timed. */
interface Block {
  readonly ms: number;
  readonly steps?: number;
}

/** What the issue asks of a workload: a speed-up of at least `ratio`, and (for the environment) an absolute rate. */
interface Target {
  readonly ratio: number;
  readonly text: string;
  readonly rate?: number;
}

interface Workload {
  readonly name: string;
  readonly target: Target;
  /** How this build's absolute figure reads: per unit of work (ms per game…) or a rate (steps a second). */
  readonly unit: { readonly kind: 'per'; readonly count: number; readonly label: string; readonly scale: number } | { readonly kind: 'rate'; readonly label: string };
  /** Makes one build's runner: anything it keeps between blocks (an environment, a stream of games) made here, untimed. */
  readonly prepare?: (api: Api) => () => Block;
  /**
   * For a row of this build alone: its two runners, `ours` the work measured and
   * `theirs` what it is measured against (the stdio row: the same environment in the
   * process), in place of the two builds'.
   */
  readonly pair?: () => { readonly ours: () => Block; readonly theirs: () => Block; readonly against: string };
}

const randomSeats = (api: Api): Bot[] => [api.randomBot, api.randomBot, api.randomBot, api.randomBot];

/**
 * `games` games played by `playGame` with these seats. Each block plays new seeds
 * (`prefix-block-game`, the block counted per build, so a build's k-th block plays the
 * same games as the other's): no build replays a game it has seen, which a cache keyed
 * by anything but the objects of one game would answer from memory.
 */
const playGames = (games: number, prefix: string, options: Omit<GameOptions, 'seed'>, seats: (api: Api) => Bot[]) => (api: Api) => {
  const bots = seats(api);
  let block = 0;
  return (): Block => {
    const k = block++;
    return {
      ms: cpu(() => {
        for (let g = 0; g < games; g++) api.playGame({ ...options, seed: `${prefix}-${k}-${g}` }, bots);
      }),
    };
  };
};

/** A game played through the public loop a server runs: a view, a bot, applyChoice for each player, then resolveRound. */
function publicLoop(api: Api, options: GameOptions, bots: readonly Bot[]): void {
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

/**
 * The JSON states of random games (random bots through the public loop) at the start of
 * each round from `first` to `last`, played by the baseline: a fixed set of positions
 * whatever this build becomes. Both builds read the same JSON (each block gets its own
 * copy, made untimed, so no build finds a cache it filled in an earlier block).
 */
function positions(options: Omit<GameOptions, 'seed'>, prefix: string, games: number, first: number, last: number): string[] {
  const found: string[] = [];
  for (let g = 0; g < games; g++) {
    let state = baseline.createGame({ ...options, seed: `${prefix}-${g}` });
    let seed = 0;
    while (state.status === 'choosing' && state.round <= last) {
      if (state.round >= first) found.push(JSON.stringify(state));
      for (const player of state.players) {
        let choice = baseline.randomBot(baseline.playerView(state, player.id), seed++);
        state = baseline.applyChoice(state, player.id, choice);
        if (choice.type === 'pick') {
          choice = baseline.randomBot(baseline.playerView(state, player.id), seed++);
          state = baseline.applyChoice(state, player.id, choice);
        }
      }
      state = baseline.resolveRound(state);
    }
  }
  return found;
}

/** Mid-game positions of 2-player games for the search: round 6 of one game, 9 of another, 12 of a third. */
const searchPositions = [6, 9, 12].map((round, g) => positions({ players: 2 }, `search-${g}`, 1, round, round)[0] as string);
/** Mid-game positions of 4-player collector games for `legalChoices` (rounds 5 to 12 of 24 games). */
const legalPositions = positions({ players: 4 }, 'legal', 24, 5, 12);
/** The decision each build's search made for each position, to say whether they agree. */
const decisions = new Map<Api, string[]>();

/**
 * `searchBot()` with its defaults deciding for the first player on each of the fixed
 * 2-player positions: the view made from the block's own copy of the JSON state (by the
 * build itself, untimed), the bot made before the block, the decision timed.
 */
const searchDecisions = (api: Api) => (): Block => {
  const bot = api.searchBot();
  const views: PlayerView[] = searchPositions.map((json) => api.playerView(JSON.parse(json) as GameState, 'p1'));
  const made: string[] = [];
  let ms = 0;
  views.forEach((view, k) => {
    const start = process.cpuUsage();
    const choice = bot(view, 1000 + k);
    ms += cpuSince(start);
    made.push(JSON.stringify(choice));
  });
  decisions.set(api, made);
  return { ms };
};

/** `legalChoices` for every seat of each mid-game position, on the block's own copies of the JSON states (made untimed). */
const legalOnPositions = (api: Api) => (): Block => {
  const states = legalPositions.map((json) => JSON.parse(json) as GameState);
  return {
    ms: cpu(() => {
      for (const state of states) for (const player of state.players) api.legalChoices(state, player.id);
    }),
  };
};

/**
 * The CPU time of an empty timed interval as the environment workloads time their
 * steps (a process.cpuUsage reading, then the time since it): subtracted once a step,
 * so the figure is the step's own. The median of 15 batches of 5,000.
 */
const TIMER_COST = (() => {
  const batches: number[] = [];
  for (let b = 0; b < 15; b++) {
    let total = 0;
    for (let k = 0; k < 5000; k++) {
      const start = process.cpuUsage();
      total += cpuSince(start);
    }
    batches.push(total / 5000);
  }
  return median(batches);
})();

/** Step CPU time less the timer's own cost, never below zero. */
const stepTime = (ms: number, steps: number) => Math.max(0, ms - steps * TIMER_COST);

/** The seat's mask of a step: an array of masks (82ba736's) or one flat array of every seat's, tolerated alike. */
function maskOf(masks: unknown, seat: number, size: number): ArrayLike<number> {
  if (Array.isArray(masks)) return masks[seat] as Uint8Array;
  return (masks as Uint8Array).subarray(seat * size, (seat + 1) * size);
}

/** How many steps a block of the environment times. */
const ENV_STEPS = Number(process.env.ENV_STEPS ?? 1000);

/**
 * The learning environment in the process: `createEnvironment({ players: 4 })`, random
 * legal actions (picked untimed from the masks by one pass), CPU time inside `step`
 * only. A game that ends (its `terminations`) is started again by `reset` with the next
 * seed, untimed; one stream of games a build, continued from block to block, so both
 * builds play the same games when their rules agree.
 */
const environmentSteps = (api: Api) => {
  const env = api.createEnvironment({ players: 4 });
  const players = env.agents.length;
  const size = env.actionSpace.size;
  const legal = new Int32Array(size);
  const stream = new Stream(53);
  let games = 0;
  let step = env.reset(`place-${games++}`);
  return (): Block => {
    let ms = 0;
    for (let k = 0; k < ENV_STEPS; k++) {
      if (step.terminations[0]) step = env.reset(`place-${games++}`);
      const actions: number[] = [];
      for (let seat = 0; seat < players; seat++) actions.push(step.acting[seat] ? pickAction(maskOf(step.masks, seat, size), legal, stream) : -1);
      const start = process.cpuUsage();
      step = env.step(actions);
      ms += cpuSince(start);
    }
    return { ms: stepTime(ms, ENV_STEPS), steps: ENV_STEPS };
  };
};

/** How many games the vector environment steps, and how many of its steps a block times. */
const VECTOR_GAMES = 64;
const VECTOR_STEPS = Number(process.env.VECTOR_STEPS ?? 20);

/**
 * The vector environment, `createVectorEnvironment({ players: 4 }, 64)`: random legal
 * actions for every acting seat (picked untimed), CPU time inside `step` only, and
 * each step counts the games it moved (every game: a finished one is started again at
 * once by `resetGame` with its next seed, untimed, so the batch stays full and mixes
 * the stages of a game as a learner's does).
 */
const vectorSteps = (api: Api) => {
  const env = api.createVectorEnvironment({ players: 4 }, VECTOR_GAMES);
  const players = env.agents.length;
  const size = env.actionSpace.size;
  const legal = new Int32Array(size);
  const actions = new Int32Array(VECTOR_GAMES * players);
  const stream = new Stream(530);
  const restarts: number[] = Array.from({ length: VECTOR_GAMES }, () => 0);
  let step = env.reset(Array.from({ length: VECTOR_GAMES }, (_, g) => `vector-${g}-0`));
  return (): Block => {
    let ms = 0;
    let moved = 0;
    for (let k = 0; k < VECTOR_STEPS; k++) {
      for (let g = 0; g < VECTOR_GAMES; g++) {
        if (step.terminations[g] !== 1) continue;
        restarts[g] = (restarts[g] as number) + 1;
        step = env.resetGame(g, `vector-${g}-${restarts[g]}`);
      }
      for (let seat = 0; seat < actions.length; seat++) actions[seat] = step.acting[seat] === 1 ? pickAction(step.masks.subarray(seat * size, (seat + 1) * size), legal, stream) : -1;
      for (let g = 0; g < VECTOR_GAMES; g++) if (step.terminations[g] === 0) moved++;
      const start = process.cpuUsage();
      step = env.step(actions);
      ms += cpuSince(start);
    }
    return { ms: stepTime(ms, VECTOR_STEPS), steps: moved };
  };
};

/** How many steps a block of the vector environment over stdio times. */
const STDIO_STEPS = Number(process.env.STDIO_STEPS ?? 20);

/**
 * The vector environment over `welcome-to serve --stdio` (dist/cli.js, protocol 2)
 * against the same environment in the process, this build only (82ba736 spoke JSON
 * lines): `createVectorEnvironment({ players: 4 }, 64, { autoReset: true })` both ways,
 * random legal actions picked untimed, game steps counted alike (a game that starts
 * again in a step counts none). In the process, CPU time inside `step`; over stdio, the
 * CPU time of both processes: the client's from a request written to the step's bytes
 * read into the buffer its arrays view (test/bench/stdio-client.ts, blocking reads on
 * named pipes), the server's over the block (from /proc). The wall time a learner waits is
 * `npm run bench:bridge`'s.
 */
function stdioPair(): { ours: () => Block; theirs: () => Block; against: string } {
  const env = engine.createVectorEnvironment({ players: 4 }, VECTOR_GAMES, { autoReset: true });
  const size = env.actionSpace.size;
  const seats = VECTOR_GAMES * 4;
  const legal = new Int32Array(size);
  const local = new Int32Array(seats);
  const localStream = new Stream(5300);
  let step = env.reset();
  const client = new StdioClient([process.execPath, new URL('../../dist/cli.js', import.meta.url).pathname, 'serve', '--stdio']);
  client.create({ options: { players: 4 }, games: VECTOR_GAMES, autoReset: true });
  client.step('reset');
  const { acting, masks, restarts } = client.arrays as { acting: Uint8Array; masks: Uint8Array; restarts: Uint8Array };
  const remote: number[] = Array.from({ length: seats }, () => -1);
  const remoteStream = new Stream(5301);
  process.once('exit', () => client.close());
  return {
    against: 'in-process',
    theirs: () => {
      let ms = 0;
      let moved = 0;
      for (let k = 0; k < STDIO_STEPS; k++) {
        for (let seat = 0; seat < seats; seat++) local[seat] = step.acting[seat] === 1 ? pickAction(step.masks.subarray(seat * size, (seat + 1) * size), legal, localStream) : -1;
        const start = process.cpuUsage();
        step = env.step(local);
        ms += cpuSince(start);
        for (let g = 0; g < VECTOR_GAMES; g++) moved += 1 - (step.restarts[g] as number);
      }
      return { ms: stepTime(ms, STDIO_STEPS), steps: moved };
    },
    ours: () => {
      let ms = 0;
      let moved = 0;
      const server = client.serverCpuMs();
      for (let k = 0; k < STDIO_STEPS; k++) {
        for (let seat = 0; seat < seats; seat++) remote[seat] = acting[seat] === 1 ? pickAction(masks.subarray(seat * size, (seat + 1) * size), legal, remoteStream) : -1;
        const start = process.cpuUsage();
        client.step('step', { actions: remote });
        ms += cpuSince(start);
        for (let g = 0; g < VECTOR_GAMES; g++) moved += 1 - (restarts[g] as number);
      }
      return { ms: stepTime(ms, STDIO_STEPS) + client.serverCpuMs() - server, steps: moved };
    },
  };
}

const ms = (count: number, label: string) => ({ kind: 'per', count, label, scale: 1 }) as const;
const micro = (count: number, label: string) => ({ kind: 'per', count, label, scale: 1000 }) as const;
const rate = (label: string) => ({ kind: 'rate', label }) as const;

// Blocks of some 50 ms or more at 82ba736's speed on the 2-core machine: shorter ones
// read CPU time too coarsely under load.
const RANDOM_GAMES = 200;
const VARIANT_GAMES = 100;
const GREEDY_GAMES = 5;
const LOOP_GAMES = 100;
const workloads: Workload[] = [
  {
    name: `playGame, random bots, 4-player collector ×${RANDOM_GAMES}`,
    target: { ratio: 2.5, text: '≥ 2.5×' },
    unit: ms(RANDOM_GAMES, 'ms/game'),
    prepare: playGames(RANDOM_GAMES, 'random', { players: 4 }, randomSeats),
  },
  {
    name: `playGame, random bots, 4-player expert, roundabouts, ice-cream ×${VARIANT_GAMES}`,
    target: { ratio: 2.5, text: '≥ 2.5×' },
    unit: ms(VARIANT_GAMES, 'ms/game'),
    prepare: playGames(VARIANT_GAMES, 'variants', { players: 4, sheet: 'ice-cream', variants: { expert: true, roundabouts: true } }, randomSeats),
  },
  {
    name: `playGame, greedy bots, 4-player collector ×${GREEDY_GAMES}`,
    target: { ratio: 2, text: '≥ 2×' },
    unit: ms(GREEDY_GAMES, 'ms/game'),
    prepare: playGames(GREEDY_GAMES, 'greedy', { players: 4 }, (api) => [api.greedyBot, api.greedyBot, api.greedyBot, api.greedyBot]),
  },
  {
    name: `searchBot() decisions, 2-player mid-game views ×${searchPositions.length}`,
    target: { ratio: 2, text: 'time ≤ 1/2 (≥ 2×)' },
    unit: ms(searchPositions.length, 'ms/decision'),
    prepare: searchDecisions,
  },
  {
    name: `environment, 4 players, random legal actions, ${ENV_STEPS} steps`,
    target: { ratio: 8, text: '≥ 8× and ≥ 45,000/s', rate: 45_000 },
    unit: rate('steps/s'),
    prepare: environmentSteps,
  },
  {
    name: `vector environment, ${VECTOR_GAMES} games, 4 players, ${VECTOR_STEPS} steps`,
    target: { ratio: 10, text: '≥ 10×' },
    unit: rate('game steps/s'),
    prepare: vectorSteps,
  },
  {
    name: `vector environment over serve --stdio (protocol 2), ${VECTOR_GAMES} games, 4 players, ${STDIO_STEPS} steps`,
    target: { ratio: 0.5, text: '≥ 50 % of in-process' },
    unit: rate('game steps/s'),
    pair: stdioPair,
  },
  {
    name: `public loop, random bots, 4-player collector ×${LOOP_GAMES}`,
    target: { ratio: 0.85, text: 'no slower (≥ 0.85×)' },
    unit: ms(LOOP_GAMES, 'ms/game'),
    prepare: (api: Api) => {
      const bots = randomSeats(api);
      let block = 0;
      return () => {
        // New seeds each block, as playGames's.
        const k = block++;
        return {
          ms: cpu(() => {
            for (let g = 0; g < LOOP_GAMES; g++) publicLoop(api, { players: 4, seed: `loop-${k}-${g}` }, bots);
          }),
        };
      };
    },
  },
  {
    name: `legalChoices, every seat, 4-player collector, mid-game ×${legalPositions.length}`,
    target: { ratio: 0.85, text: 'no slower (≥ 0.85×)' },
    unit: micro(legalPositions.length * 4, 'µs/call'),
    prepare: legalOnPositions,
  },
].filter((workload) => only === undefined || workload.name.includes(only));
if (workloads.length === 0) throw new Error(`no workload's name contains ${JSON.stringify(only)}`);

/** A build's figure for one block: its time, or for a rate, steps a second. */
const figure = (workload: Workload, block: Block): number => (workload.unit.kind === 'rate' ? ((block.steps ?? 0) / block.ms) * 1000 : (block.ms * workload.unit.scale) / workload.unit.count);

const loadBefore = loadavg();
const started = process.hrtime.bigint();
const runners = workloads.map((workload) => {
  if (workload.pair !== undefined) return workload.pair();
  const prepare = workload.prepare as (api: Api) => () => Block;
  return { ours: prepare(engine), theirs: prepare(baseline), against: baselineName };
});
// Warm-up: each workload once on each build, untimed.
for (const runner of runners) {
  runner.ours();
  runner.theirs();
}
const blocks = workloads.map(() => ({ ours: [] as Block[], theirs: [] as Block[], ratios: [] as number[] }));
const timed = (run: () => Block): Block => {
  fullGc();
  return run();
};
for (let round = 0; round < ROUNDS; round++) {
  runners.forEach((runner, w) => {
    const workload = workloads[w] as Workload;
    const seen = blocks[w] as (typeof blocks)[number];
    // Both orders: this build, the baseline, the baseline, this build.
    const a1 = timed(runner.ours);
    const b1 = timed(runner.theirs);
    const b2 = timed(runner.theirs);
    const a2 = timed(runner.ours);
    seen.ours.push(a1, a2);
    seen.theirs.push(b1, b2);
    seen.ratios.push(
      workload.unit.kind === 'rate'
        ? (((a1.steps ?? 0) + (a2.steps ?? 0)) / (a1.ms + a2.ms)) / (((b1.steps ?? 0) + (b2.steps ?? 0)) / (b1.ms + b2.ms))
        : (b1.ms + b2.ms) / (a1.ms + a2.ms),
    );
  });
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

const rows = workloads.map((workload, w) => {
  const seen = blocks[w] as (typeof blocks)[number];
  const ratio = median(seen.ratios);
  const ours = median(seen.ours.map((block) => figure(workload, block)));
  const theirs = median(seen.theirs.map((block) => figure(workload, block)));
  const met = ratio >= workload.target.ratio && (workload.target.rate === undefined || ours >= workload.target.rate);
  return {
    workload: workload.name,
    against: (runners[w] as (typeof runners)[number]).against,
    target: workload.target.text,
    ratio: { median: ratio, min: Math.min(...seen.ratios), max: Math.max(...seen.ratios) },
    unit: workload.unit.label,
    thisBuild: ours,
    baseline: theirs,
    met,
    rounds: seen.ratios,
    blocks: { thisBuild: seen.ours, baseline: seen.theirs },
  };
});

const number = (x: number) => (x >= 1000 ? Math.round(x).toLocaleString('en-US') : x >= 10 ? x.toFixed(1) : x.toFixed(3));
const cells = rows.map((row) => [
  row.workload,
  `${row.ratio.median.toFixed(2)}× (${row.ratio.min.toFixed(2)}–${row.ratio.max.toFixed(2)})`,
  `${number(row.thisBuild)} ${row.unit}`,
  `${number(row.baseline)} ${row.unit}${row.against === baselineName ? '' : ` (${row.against})`}`,
  row.target,
  row.met ? 'met' : 'NOT MET',
]);
const columns = [0, 1, 2, 3, 4, 5].map((k) => Math.max([24, 22, 24, 24, 22, 14][k] as number, ...cells.map((row) => (row[k] as string).length + 2)));
const line = (cells: string[]) => cells.map((cell, k) => (k === 0 ? cell.padEnd(columns[k] as number) : cell.padStart(columns[k] as number))).join('');
console.log(
  `issue 53's bench: this build (dist/) against ${baselineName} (${baselinePath}); ${ROUNDS} rounds, each block after a full gc(), each pair in both orders; CPU time`,
);
console.log(`ratio: the baseline's time over this build's (rates: this build's over the baseline's), median of the rounds (min–max); above 1 is faster`);
console.log(line(['workload', 'ratio (min–max)', 'this build', baselineName, 'target', 'met']));
for (const row of cells) console.log(line(row));
if (rows.some((row) => row.against !== baselineName)) {
  console.log('  (the stdio row: this build alone, over stdio against in the process; its time is the CPU time of the client and the server)');
}
const ours = decisions.get(engine);
const theirs = decisions.get(baseline);
const agree = ours === undefined || theirs === undefined ? undefined : ours.every((choice, k) => choice === theirs[k]);
if (agree !== undefined) console.log(`the search's decisions ${agree ? 'agree' : 'DIFFER'} between the builds on the ${searchPositions.length} positions`);
console.log(
  `timer cost subtracted a step: ${(TIMER_COST * 1000).toFixed(2)} µs; load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${
    loadavg().map((x) => x.toFixed(2)).join(' ')
  } (2 cores: above ~1 the machine is not quiet); ${seconds.toFixed(0)} s`,
);

if (jsonFile !== undefined) {
  writeFileSync(
    jsonFile,
    `${
      JSON.stringify(
        {
          baseline: { commit: process.env.BENCH_BASELINE === undefined ? PLACE_BASELINE : undefined, entry: baselinePath },
          rounds: ROUNDS,
          timerCostMs: TIMER_COST,
          loadAverage: { before: loadBefore, after: loadavg() },
          seconds,
          searchDecisionsAgree: agree,
          workloads: rows,
        },
        null,
        2,
      )
    }\n`,
  );
  console.log(`figures written to ${jsonFile}`);
}
