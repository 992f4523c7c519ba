// npm run bench:workers: the speed-up of greedy self-play on two worker threads, and
// the machine's own ceiling for it. GAMES games a round (2 players, greedy against
// greedy), ROUNDS rounds, the measures interleaved within each round, medians:
//
// - the program, fresh processes (start, warm-up and all): `welcome-to simulate` on one
//   thread, with `--workers 2`, and two processes at once each playing half the run
//   (`--shard 1/2`, `--shard 2/2`): what two cores give this work with nothing shared,
//   the ceiling any pool of threads can reach;
// - the library, warm: `simulate` on this thread (after a warm-up run) against a warm
//   `createSimulationPool({ workers: 2 })`, for loops that call it again and again.
//
// Performance is measured here, never asserted in tests.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { median } from './stats.js';

const GAMES = Number(process.env.GAMES ?? 4000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const dist = new URL('../../dist/', import.meta.url);
const cli = new URL('cli.js', dist).pathname;
const engine = (await import(new URL('index.js', dist).href)) as typeof import('../../src/index.js');
const workers = (await import(new URL('workers.js', dist).href)) as typeof import('../../src/workers/index.js');

/** Runs the program with these arguments to its end: its wall-clock time in ms. */
function program(extra: readonly string[]): Promise<number> {
  const args = [cli, 'simulate', '--games', String(GAMES), '--players', '2', '--bots', 'greedy,greedy', '--seed', 'bench', '--json', ...extra];
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`welcome-to ${args.slice(1).join(' ')} exited with ${code}`))));
  });
}

/** Two processes at once, each half the run: the time until both have ended. */
async function twoShards(): Promise<number> {
  const start = performance.now();
  await Promise.all([program(['--shard', '1/2']), program(['--shard', '2/2'])]);
  return performance.now() - start;
}

const seats = [{ name: 'a', bot: 'greedy' }, { name: 'b', bot: 'greedy' }];
const botSeats = [{ name: 'a', bot: engine.greedyBot }, { name: 'b', bot: engine.greedyBot }];
const timed = async (run: () => unknown): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const pool = await workers.createSimulationPool({ workers: 2 });
// Warm-up: this thread and the pool's threads compile the engine.
engine.simulate({ games: 200, seats: botSeats, seed: 'warm' });
await pool.simulate({ games: 400, seats, seed: 'warm' });

const RUNS = ['one', 'workers', 'shards', 'simulate', 'pool'] as const;
const times = { one: [] as number[], workers: [] as number[], shards: [] as number[], simulate: [] as number[], pool: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  times.one.push(await program([]));
  times.workers.push(await program(['--workers', '2']));
  times.shards.push(await twoShards());
  times.simulate.push(await timed(() => engine.simulate({ games: GAMES, seats: botSeats, seed: `bench-${round}` })));
  times.pool.push(await timed(() => pool.simulate({ games: GAMES, seats, seed: `bench-${round}` })));
  process.stderr.write(`round ${round + 1} of ${ROUNDS}\n`);
}
await pool.destroy();

const m = Object.fromEntries(RUNS.map((name) => [name, median(times[name])])) as Record<(typeof RUNS)[number], number>;
const ms = (x: number) => `${Math.round(x).toLocaleString('en')} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
console.log(`${GAMES.toLocaleString('en')} greedy games, 2 players, medians of ${ROUNDS} rounds (node ${process.version})`);
console.log('');
console.log('| run | time | speed-up |');
console.log('|---|---|---|');
console.log(`| program, one thread | ${ms(m.one)} | 1.00× |`);
console.log(`| program, --workers 2 | ${ms(m.workers)} | ${ratio(m.one, m.workers)} |`);
console.log(`| two processes, half the run each (the ceiling) | ${ms(m.shards)} | ${ratio(m.one, m.shards)} |`);
console.log(`| library, simulate, warm | ${ms(m.simulate)} | 1.00× |`);
console.log(`| library, createSimulationPool({ workers: 2 }), warm | ${ms(m.pool)} | ${ratio(m.simulate, m.pool)} |`);
console.log('');
console.log(`--workers 2 reaches ${Math.round((100 * m.shards) / m.workers)} % of the two processes' speed.`);
