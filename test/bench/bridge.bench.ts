// `npm run bench:bridge`: the vector environment over `welcome-to serve --stdio`
// (protocol 2) against the same environment in the process, 64 four-player games by
// default (GAMES, PLAYERS), random legal actions, `autoReset` on (a finished game starts
// again in the next step, which counts no game step for it).
//
// Each of ROUNDS rounds (7) runs, after a full gc(), one block of STEPS steps (40) of each:
// - in the process: CPU time inside `step` only (the actions picked before, untimed);
//   and, on the same steps, the CPU time of making each answer's pieces (the bridge's
//   stepPieces, in this process), as a share of the step's;
// - over stdio from Node (test/bench/stdio-client.ts: blocking reads on named pipes): a
//   step's request written, its answer's line read and its bytes read into the one
//   buffer the client's arrays view; wall time, and this process's CPU time plus the
//   server's (from /proc);
// - over stdio from Python with numpy (test/bench/stdio_client.py), timed the same way,
//   when `python3` imports numpy (PYTHON names another interpreter); once on a pipe of
//   the system's default size (64 kB on Linux), once with the client's end enlarged to
//   1 MB (fcntl F_SETPIPE_SZ, as examples/python/welcome_to_client.py does): fewer turns
//   between the processes for a step's megabytes.
// It prints each one's game steps a second (the median of the rounds) and the stdio
// rates over the in-process one, by wall time (what a learner waits on a quiet machine)
// and by CPU time (what both processes spend; steadier on a loaded machine). Issue 53
// asks ≥ 50 %. Performance is measured here, never asserted in tests.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import type * as Engine from '../../src/index.js';
import { stepLayout, stepPieces } from '../../src/cli/serve-frames.js';
import { StdioClient } from './stdio-client.js';
import { median } from './stats.js';
import { Stream } from './stream.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const GAMES = Number(process.env.GAMES ?? 64);
const PLAYERS = Number(process.env.PLAYERS ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const STEPS = Number(process.env.STEPS ?? 40);
const PYTHON = process.env.PYTHON ?? 'python3';
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc (as `npm run bench:bridge` does): every block starts after a full collection');
const fullGc: () => void = gc;
const server = [process.execPath, cli, 'serve', '--stdio'];

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

interface Block {
  readonly steps: number;
  /** In the process: CPU time in `step`; over stdio: wall time. */
  readonly ms: number;
  /** Over stdio: the client's CPU time plus the server's; in the process: the answers' bytes' CPU time. */
  readonly cpuMs: number;
}

/** In the process: `STEPS` steps, CPU time inside `step`, and the CPU time of the bridge's pieces for each answer. */
function inProcess(): () => Block {
  const env = engine.createVectorEnvironment({ players: PLAYERS }, GAMES, { autoReset: true });
  const size = env.actionSpace.size;
  const seats = GAMES * PLAYERS;
  const actions = new Int32Array(seats);
  const legal = new Int32Array(size);
  const stream = new Stream(53);
  const layout = stepLayout(GAMES, PLAYERS, env.observationLength, size);
  let step = env.reset();
  return () => {
    let ms = 0;
    let frames = 0;
    let steps = 0;
    for (let k = 0; k < STEPS; k++) {
      for (let seat = 0; seat < seats; seat++) {
        if (step.acting[seat] !== 1) {
          actions[seat] = -1;
          continue;
        }
        let count = 0;
        for (let a = 0, base = seat * size; a < size; a++) if (step.masks[base + a] === 1) legal[count++] = a;
        actions[seat] = legal[stream.below(count)] as number;
      }
      const start = process.cpuUsage();
      step = env.step(actions);
      ms += cpuMs(start);
      const framed = process.cpuUsage();
      stepPieces(layout, JSON.stringify({ id: k, bytes: layout.bytes, result: {} }), step);
      frames += cpuMs(framed);
      for (let g = 0; g < GAMES; g++) steps += 1 - (step.restarts[g] as number);
    }
    return { steps, ms, cpuMs: frames };
  };
}

/** Over stdio from Node: the same loop, each step a request and its answer. */
function fromNode(): { run: () => Block; close: () => void } {
  const client = new StdioClient(server);
  client.create({ options: { players: PLAYERS }, games: GAMES, autoReset: true });
  const seats = GAMES * PLAYERS;
  const actions: number[] = Array.from({ length: seats }, () => -1);
  const stream = new Stream(530);
  client.step('reset');
  const size = client.created.actionSpace.size;
  const { acting, masks, restarts } = client.arrays as { acting: Uint8Array; masks: Uint8Array; restarts: Uint8Array };
  const legal = new Int32Array(size);
  return {
    close: () => client.close(),
    run: () => {
      let wall = 0;
      let cpu = 0;
      let steps = 0;
      const serverBefore = client.serverCpuMs();
      for (let k = 0; k < STEPS; k++) {
        // A random legal action for each acting seat, from its mask (untimed).
        for (let seat = 0; seat < seats; seat++) {
          let count = 0;
          if (acting[seat] === 1) {
            const mask = masks.subarray(seat * size, (seat + 1) * size);
            for (let at = mask.indexOf(1); at >= 0; at = mask.indexOf(1, at + 1)) legal[count++] = at;
          }
          actions[seat] = count > 0 ? (legal[stream.below(count)] as number) : -1;
        }
        const started = performance.now();
        const startedCpu = process.cpuUsage();
        client.step('step', { actions });
        cpu += cpuMs(startedCpu);
        wall += performance.now() - started;
        for (let g = 0; g < GAMES; g++) steps += 1 - (restarts[g] as number);
      }
      return { steps, ms: wall, cpuMs: cpu + client.serverCpuMs() - serverBefore };
    },
  };
}

/** Over stdio from Python: the client process runs each block when asked and answers its figures. */
async function fromPython(pipeBytes: number): Promise<{ run: () => Promise<Block>; close: () => void } | undefined> {
  if (spawnSync(PYTHON, ['-c', 'import numpy'], { encoding: 'utf8' }).status !== 0) return undefined;
  const args = [new URL('./stdio_client.py', import.meta.url).pathname, String(GAMES), String(PLAYERS), String(pipeBytes), ...server];
  const child = spawn(PYTHON, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    close: () => child.stdin.end(),
    run: async () => {
      child.stdin.write(`block ${STEPS}\n`);
      const figures = JSON.parse((await lines.next()).value as string) as { steps: number; wallMs: number; clientMs: number; serverMs: number };
      return { steps: figures.steps, ms: figures.wallMs, cpuMs: figures.clientMs + figures.serverMs };
    },
  };
}

const loadBefore = loadavg();
const local = inProcess();
const node = fromNode();
const python = await fromPython(0);
const pythonBigPipe = await fromPython(1 << 20);
// Warm-up, untimed.
local();
node.run();
await python?.run();
await pythonBigPipe?.run();
const seen = { local: [] as Block[], node: [] as Block[], python: [] as Block[], pythonBigPipe: [] as Block[] };
for (let round = 0; round < ROUNDS; round++) {
  fullGc();
  seen.local.push(local());
  fullGc();
  seen.node.push(node.run());
  if (python !== undefined) {
    fullGc();
    seen.python.push(await python.run());
  }
  if (pythonBigPipe !== undefined) {
    fullGc();
    seen.pythonBigPipe.push(await pythonBigPipe.run());
  }
}
node.close();
python?.close();
pythonBigPipe?.close();

const rate = (steps: number, ms: number) => (steps / ms) * 1000;
const localRates = seen.local.map((block) => rate(block.steps, block.ms));
const localRate = median(localRates);
const encodeShare = median(seen.local.map((block) => block.cpuMs / block.ms));
const row = (name: string, blocks: readonly Block[]) => {
  // Each round's stdio rate over the same round's in-process rate, then the median.
  const wall = median(blocks.map((block, r) => rate(block.steps, block.ms) / (localRates[r] as number)));
  const cpu = median(blocks.map((block, r) => rate(block.steps, block.cpuMs) / (localRates[r] as number)));
  const perSecond = median(blocks.map((block) => rate(block.steps, block.ms)));
  console.log(
    `  ${name.padEnd(34)} ${Math.round(perSecond).toLocaleString('en-US').padStart(8)} game steps/s   ${(wall * 100).toFixed(0).padStart(4)} % by wall time, ${
      (cpu * 100).toFixed(0).padStart(4)
    } % by CPU time`,
  );
};
console.log(`the vector environment, ${GAMES} games × ${PLAYERS} players, random legal actions, autoReset; ${ROUNDS} rounds of ${STEPS} steps, medians`);
console.log(
  `  ${'in the process (CPU time in step)'.padEnd(34)} ${Math.round(localRate).toLocaleString('en-US').padStart(8)} game steps/s   the bytes of an answer: ${
    (encodeShare * 100).toFixed(1)
  } % of a step's CPU time`,
);
row('over serve --stdio, from Node', seen.node);
if (python === undefined) console.log(`  over serve --stdio, from Python: not run (${PYTHON} does not import numpy)`);
else {
  row('over serve --stdio, from Python', seen.python);
  row('  the same, a 1 MB pipe', seen.pythonBigPipe);
}
console.log(`load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores: above ~1 the machine is not quiet)`);
