// `npm run bench:python`: the Python package's vector environment (`welcome_to.vector_env`,
// a Gymnasium VectorEnv over `welcome-to serve --stdio`) against the vector environment in
// the process, both stepping GAMES games (64) with autoReset and random legal actions:
// - in the process: `createVectorEnvironment(options, GAMES, { autoReset: true })`, each
//   acting seat's action `sampleAction(mask, draws++)` on a view of its mask, as the
//   learning guide's loop (docs/learning.md, "Many games at once");
// - from Python (test/bench/python_vector.py, run by PYTHON: `python/.venv/bin/python`
//   when it exists, else `python3`; with the clone's `python/` first on PYTHONPATH so the
//   wrapper measured is this one): `vector_env(GAMES, players=…)`, the actions drawn for
//   every row at once in numpy from `infos["action_mask"]`.
// Two setups: solo games (players 1, the original rules: vector_env's defaults) and
// four-player games (every seat a row). For each, after WARMUP untimed steps (20) on
// both sides, ROUNDS rounds (7) alternate: a full gc() and STEPS steps (40) in the
// process, then one round of STEPS steps in Python (the Python process runs a round
// for each line `round` it reads, and answers its figures as a JSON line). Every
// block is timed by wall time, the whole loop (drawing the actions and stepping): a
// step of 64 games is 64 game steps. It prints each side's game steps a second
// (medians of the rounds), Python's rate over the in-process one (the median of each
// round's ratio; issue item 3 asks ≥ 50 %), then where a step's time goes on each
// side. The machine should be quiet: the load average is printed before and after.
// Performance is measured here, never asserted in tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import type * as Engine from '../../src/index.js';
import { median } from './stats.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const root = new URL('../../', import.meta.url).pathname;
const GAMES = Number(process.env.GAMES ?? 64);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const STEPS = Number(process.env.STEPS ?? 40);
const WARMUP = Number(process.env.WARMUP ?? 20);
const SETUPS = (process.env.PLAYERS ?? '1,4').split(',').map(Number);
const venv = `${root}python/.venv/bin/python`;
const PYTHON = process.env.PYTHON ?? (existsSync(venv) ? venv : 'python3');
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc (as `npm run bench:python` does): every in-process block starts after a full collection');
const fullGc: () => void = gc;

interface Block {
  readonly gameSteps: number;
  /** The whole loop: drawing the actions and stepping. */
  readonly wallMs: number;
  /** Inside `step` only. */
  readonly stepMs: number;
  /** Python only: its process's CPU time, and the engine process's. */
  readonly cpuMs?: number;
  readonly serverCpuMs?: number;
}

/** The options `vector_env(GAMES, players=…)` sends: solo games are the original rules'. */
const optionsOf = (players: number) => (players === 1 ? { players: 1, ruleset: 'original' as const } : { players });

/** In the process: the guide's loop, `steps` steps a block. */
function inProcess(players: number): (steps: number) => Block {
  const env = engine.createVectorEnvironment(optionsOf(players), GAMES, { autoReset: true });
  const size = env.actionSpace.size;
  const actions = new Int32Array(GAMES * players);
  let draws = 0;
  // Seeds 1 to GAMES, as Python's reset(seed=1).
  let step = env.reset(Array.from({ length: GAMES }, (_, g) => 1 + g));
  return (steps) => {
    let inStep = 0;
    const started = performance.now();
    for (let k = 0; k < steps; k++) {
      for (let seat = 0; seat < actions.length; seat++) {
        const mask = step.masks.subarray(seat * size, (seat + 1) * size); // a view: nothing copied
        actions[seat] = step.acting[seat] === 1 ? engine.sampleAction(mask, draws++) : -1;
      }
      const before = performance.now();
      step = env.step(actions);
      inStep += performance.now() - before;
    }
    return { gameSteps: steps * GAMES, wallMs: performance.now() - started, stepMs: inStep };
  };
}

/** From Python: test/bench/python_vector.py --serve, a round for each `round` line. */
async function fromPython(players: number): Promise<{ run: (steps: number) => Promise<Block>; close: () => Promise<void>; setup: Record<string, unknown> }> {
  const script = new URL('./python_vector.py', import.meta.url).pathname;
  const args = [script, '--serve', '--players', String(players), '--games', String(GAMES), '--warmup', String(WARMUP)];
  const pythonPath = [`${root}python`, process.env.PYTHONPATH].filter(Boolean).join(':');
  const child = spawn(PYTHON, args, { cwd: root, env: { ...process.env, PYTHONPATH: pythonPath }, stdio: ['pipe', 'pipe', 'inherit'] });
  let failed = '';
  const exited = new Promise<number | null>((done) => {
    child.on('exit', (code) => done(code));
    // PYTHON not found: said when the first answer does not come.
    child.on('error', (error) => {
      failed = `: ${error.message} (set PYTHON to an interpreter with numpy and gymnasium)`;
      done(null);
    });
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<Record<string, unknown>> => {
    const line = await lines.next();
    if (line.done === true) throw new Error(`${PYTHON} ${args.join(' ')} ended (exit code ${await exited}) without answering${failed}`);
    return JSON.parse(line.value) as Record<string, unknown>;
  };
  const { ready } = (await next()) as { ready: Record<string, unknown> };
  return {
    setup: ready,
    run: async (steps) => {
      child.stdin.write(`round ${steps}\n`);
      return (await next()) as unknown as Block;
    },
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

const rate = (block: Block, ms = block.wallMs) => (block.gameSteps / ms) * 1000;
const perSecond = (x: number) => Math.round(x).toLocaleString('en-US');
const ms = (x: number) => x.toFixed(2);
const loadBefore = loadavg();
const rows: string[][] = [];
const splits: string[][] = [];

for (const players of SETUPS) {
  const name = players === 1 ? `${GAMES} solo games` : `${GAMES} games × ${players} players`;
  const python = await fromPython(players); // warmed up when it answers
  const local = inProcess(players);
  local(WARMUP);
  const seen = { local: [] as Block[], python: [] as Block[] };
  for (let round = 0; round < ROUNDS; round++) {
    fullGc();
    seen.local.push(local(STEPS));
    seen.python.push(await python.run(STEPS));
  }
  await python.close();
  const ratio = median(seen.python.map((block, r) => rate(block) / rate(seen.local[r] as Block)));
  const stepRatio = median(seen.python.map((block, r) => rate(block, block.stepMs) / rate(seen.local[r] as Block, (seen.local[r] as Block).stepMs)));
  rows.push([
    name,
    perSecond(median(seen.local.map((block) => rate(block)))),
    perSecond(median(seen.python.map((block) => rate(block)))),
    `${(ratio * 100).toFixed(0)} %`,
    `${(stepRatio * 100).toFixed(0)} %`,
  ]);
  // Per step: the whole loop, in `step`, drawing the actions (the rest); Python's CPU time and the engine's.
  const each = (blocks: Block[], pick: (block: Block) => number) => median(blocks.map((block) => (pick(block) / block.gameSteps) * GAMES));
  splits.push([
    `${name}, in the process`,
    ms(each(seen.local, (b) => b.wallMs)),
    ms(each(seen.local, (b) => b.stepMs)),
    ms(each(seen.local, (b) => b.wallMs - b.stepMs)),
    '',
    '',
  ]);
  splits.push([
    `${name}, from Python`,
    ms(each(seen.python, (b) => b.wallMs)),
    ms(each(seen.python, (b) => b.stepMs)),
    ms(each(seen.python, (b) => b.wallMs - b.stepMs)),
    ms(each(seen.python, (b) => b.cpuMs ?? Number.NaN)),
    ms(each(seen.python, (b) => b.serverCpuMs ?? Number.NaN)),
  ]);
}

const table = (header: string[], body: string[][]) => {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number))).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const row of body) console.log(line(row));
};
console.log(`vector environments, autoReset, random legal actions; ${ROUNDS} interleaved rounds of ${STEPS} steps after ${WARMUP}, medians; ${PYTHON}`);
table(['setup', 'in-process game steps/s', 'Python game steps/s', 'Python / in-process', 'the same, in step only'], rows);
console.log("\nms a step (medians): the whole loop, in step, drawing the actions; from Python, its CPU time and the engine process's");
table(['side', 'loop', 'step', 'actions', 'Python CPU', 'engine CPU'], splits);
console.log(`\nload average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores: above ~1 the machine is not quiet)`);
