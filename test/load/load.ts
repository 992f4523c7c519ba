// npm run load: how many concurrent matches one recipe server (examples/server/) on
// PostgreSQL holds on this machine. N matches of bot socket clients at once, N raised
// through LOAD_STEPS (default 1, 2, 4, 8, 16, 32, 64, …) up to LOAD_MAX, until the
// median move latency passes LOAD_LIMIT ms (100) or an error appears; then the time to
// restore a finished match from the database.
//
//   npm run load                          (builds, starts a throwaway PostgreSQL)
//   LOAD_MAX=16 LOAD_BOT=greedy npm run load
//
// Env: LOAD_MAX (default 128), LOAD_STEPS (comma-separated, overrides the doubling),
// LOAD_PLAYERS (3), LOAD_BOT (random | greedy), LOAD_LIMIT (100 ms), LOAD_RESEND
// (5000 ms), LOAD_TIMEOUT (300000 ms a step), LOAD_RESTORE_RUNS (500), LOAD_THINK (0 ms:
// a player's thinking time before each choice, each seat 0.5 to 1.5 times it; a human
// pace is a few seconds), LOAD_P99 (a limit on the 99th percentile, none by default).
//
//   LOAD_THINK=3000 LOAD_P99=250 LOAD_LIMIT=250 LOAD_STEPS=16,32,64,128 npm run load
import { availableParallelism, cpus, totalmem } from 'node:os';
import { requireDatabase, stopServer } from '../server/support.js';
import { timeRestore } from './restore.js';
import { errorLines, runLoad, table } from './run.js';

const env = (name: string, fallback: number) => {
  const given = process.env[name];
  const value = given === undefined || given === '' ? fallback : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${given}`);
  return value;
};

const max = env('LOAD_MAX', 128);
const steps = process.env.LOAD_STEPS
  ? process.env.LOAD_STEPS.split(',').map(Number)
  : Array.from({ length: 20 }, (_, i) => 2 ** i).filter((n) => n <= max);
const players = env('LOAD_PLAYERS', 3);
const bot = process.env.LOAD_BOT === 'greedy' ? 'greedy' : 'random';
const limit = env('LOAD_LIMIT', 100);
const think = process.env.LOAD_THINK ? env('LOAD_THINK', 0) : 0;
const limitP99 = process.env.LOAD_P99 ? env('LOAD_P99', 250) : undefined;

const db = requireDatabase();
console.log(`# Load: one server process (examples/server/server.mjs) on PostgreSQL, 127.0.0.1`);
console.log(
  `${players}-player matches of ${bot}Bot socket clients${think > 0 ? `, each thinking ${think / 2}–${(think * 3) / 2} ms before a choice` : ' that never pause'}; N = ${
    steps.join(', ')
  }; limit: median move latency ${limit} ms${limitP99 === undefined ? '' : `, p99 ${limitP99} ms`}. ` +
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}. ` +
    `The clients (this process), the server and PostgreSQL share these cores.`,
);
console.log('');
const started = Date.now();
const result = await runLoad(db, {
  steps,
  players,
  bot,
  limit,
  think,
  ...(limitP99 === undefined ? {} : { limitP99 }),
  resend: env('LOAD_RESEND', 5000),
  timeout: env('LOAD_TIMEOUT', 300_000),
  onStep: (step) =>
    process.stderr.write(`N = ${step.matches}: ${step.moves} moves in ${step.seconds.toFixed(1)} s, median ${step.median.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ${step.errors} errors\n`),
});
try {
  console.log(table(result.steps));
  console.log('');
  for (const line of errorLines(result.steps)) console.log(`Errors: ${line}`);
  const { held } = result;
  console.log(
    held === undefined
      ? `Summary: no step held (${result.stopped}); LOAD_LIMIT=100000 shows the curve past the limit.`
      : `Summary: held N = ${held.matches} concurrent ${players}-player matches (median ${held.median.toFixed(1)} ms, p99 ${held.p99.toFixed(1)} ms, ${
        held.perMatch.toFixed(2)
      } MB per match, every replay equal); stopped: ${result.stopped}. ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
  );
  const matchID = result.steps.flatMap((step) => step.matchIDs)[0];
  if (matchID !== undefined) {
    const restore = await timeRestore(db.url, matchID, env('LOAD_RESTORE_RUNS', 500));
    console.log('');
    console.log(
      `Restore (match ${matchID}, ${restore.rounds} rounds, ${restore.stateChars} characters of state JSON; median / p99 of ${restore.runs}, idle server): ` +
        `CheckedPostgresStore.fetch as a sync loads it (state, initialState, metadata, log; two states validated) ${restore.syncFetch.median.toFixed(2)} / ${restore.syncFetch.p99.toFixed(2)} ms; ` +
        `fetch of the state alone, as each move loads it (one validated) ${restore.stateFetch.median.toFixed(2)} / ${restore.stateFetch.p99.toFixed(2)} ms; ` +
        `validateState alone ${restore.validate.median.toFixed(3)} / ${restore.validate.p99.toFixed(3)} ms.`,
    );
  }
} finally {
  await stopServer(result.server, 'SIGTERM');
}
// A measurement: only a wrong result (a match not over, or not its record's replay) fails it.
if (result.steps.some((step) => !step.replaysEqual)) process.exitCode = 1;
