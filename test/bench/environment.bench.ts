// npm run bench:env: steps per second of the learning environment with random legal
// actions, 4 players, collector (GAMES games a round, ROUNDS rounds, medians): in the
// process on the built package, then over `welcome-to serve --stdio` (protocol 2) with and
// without observations; and BATCH games at once both ways. Performance is measured here, never asserted in tests.
import { performance } from 'node:perf_hooks';
import { StdioClient } from './stdio-client.js';
import { Stream } from './stream.js';

const dist = new URL('../../dist/index.js', import.meta.url).href;
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const { createEnvironment, createVectorEnvironment } = (await import(dist)) as typeof import('../../src/index.js');
/** How many games the vector environment steps at once. */
const BATCH = Number(process.env.BATCH ?? 16);
const GAMES = Number(process.env.GAMES ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** A small xorshift, so the bench reads no Math.random either. */
const stream = new Stream(2463534242);
const below = (n: number) => stream.below(n);
const pick = (legal: readonly number[]) => legal[below(legal.length)] as number;
const legalOf = (mask: Uint8Array) => {
  const legal: number[] = [];
  for (let a = 0; a < mask.length; a++) if (mask[a] === 1) legal.push(a);
  return legal;
};

function inProcess(): number {
  const env = createEnvironment({ players: 4 });
  let steps = 0;
  const start = performance.now();
  for (let game = 0; game < GAMES; game++) {
    let step = env.reset(game);
    while (!step.terminations[0]) {
      step = env.step(step.masks.map((mask, seat) => (step.acting[seat] ? pick(legalOf(mask)) : -1)));
      steps++;
    }
  }
  return steps / ((performance.now() - start) / 1000);
}

/** Steps a second of one game over serve --stdio (protocol 2: the arrays read from each step's bytes; test/bench/stdio-client.ts). */
function overStdio(observations: boolean): number {
  const client = new StdioClient([process.execPath, cli, 'serve', '--stdio']);
  client.create({ options: { players: 4 }, observations });
  const size = client.created.actionSpace.size;
  const { acting, masks, terminations } = client.arrays as { acting: Uint8Array; masks: Uint8Array; terminations: Uint8Array };
  let steps = 0;
  const start = performance.now();
  for (let game = 0; game < GAMES; game++) {
    client.step('reset', { seed: game });
    while (terminations[0] === 0) {
      client.step('step', { actions: [0, 1, 2, 3].map((seat) => (acting[seat] === 1 ? pick(legalOf(masks.subarray(seat * size, (seat + 1) * size))) : -1)) });
      steps++;
    }
  }
  const rate = steps / ((performance.now() - start) / 1000);
  client.close();
  return rate;
}

/** Game steps a second of BATCH games stepped together in the process: the legal actions read off the flat masks. */
function vectorInProcess(): number {
  const env = createVectorEnvironment({ players: 4 }, BATCH);
  const size = env.actionSpace.size;
  const actions = new Int32Array(BATCH * 4);
  let steps = 0;
  const start = performance.now();
  for (let round = 0; round * BATCH < GAMES; round++) {
    let step = env.reset(Array.from({ length: BATCH }, (_, g) => `${round}-${g}`));
    while (!step.terminations.every((over) => over === 1)) {
      for (let seat = 0; seat < actions.length; seat++) actions[seat] = step.acting[seat] === 1 ? pick(legalOf(step.masks.subarray(seat * size, (seat + 1) * size))) : -1;
      for (let g = 0; g < BATCH; g++) if (step.terminations[g] === 0) steps++;
      step = env.step(actions);
    }
  }
  return steps / ((performance.now() - start) / 1000);
}

/** Game steps a second of BATCH games over serve --stdio, one request a step of all of them, every observation and mask in its bytes. */
function vectorOverStdio(): number {
  const client = new StdioClient([process.execPath, cli, 'serve', '--stdio']);
  client.create({ options: { players: 4 }, games: BATCH });
  const size = client.created.actionSpace.size;
  const { acting, masks, terminations } = client.arrays as { acting: Uint8Array; masks: Uint8Array; terminations: Uint8Array };
  const actions: number[] = Array.from({ length: BATCH * 4 }, () => -1);
  let steps = 0;
  const start = performance.now();
  for (let round = 0; round * BATCH < GAMES; round++) {
    client.step('reset', { seeds: Array.from({ length: BATCH }, (_, g) => `${round}-${g}`) });
    while (!terminations.every((over) => over === 1)) {
      for (const over of terminations) if (over === 0) steps++;
      for (let seat = 0; seat < actions.length; seat++) actions[seat] = acting[seat] === 1 ? pick(legalOf(masks.subarray(seat * size, (seat + 1) * size))) : -1;
      client.step('step', { actions });
    }
  }
  const rate = steps / ((performance.now() - start) / 1000);
  client.close();
  return rate;
}

const rates = { inProcess: [] as number[], stdio: [] as number[], stdioNoObservations: [] as number[], vector: [] as number[], vectorStdio: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  rates.inProcess.push(inProcess());
  rates.stdio.push(overStdio(true));
  rates.stdioNoObservations.push(overStdio(false));
  rates.vector.push(vectorInProcess());
  rates.vectorStdio.push(vectorOverStdio());
}
console.log(`environment, 4 players, collector, random legal actions, ${GAMES} games × ${ROUNDS} rounds (median steps per second):`);
console.log(`  in the process:                  ${median(rates.inProcess).toFixed(0)}`);
console.log(`  over serve --stdio:              ${median(rates.stdio).toFixed(0)}`);
console.log(`  over serve --stdio, no observations: ${median(rates.stdioNoObservations).toFixed(0)}`);
console.log(`  ${BATCH} games at once, in the process (game steps): ${median(rates.vector).toFixed(0)}`);
console.log(`  ${BATCH} games at once over serve --stdio (game steps): ${median(rates.vectorStdio).toFixed(0)}`);
