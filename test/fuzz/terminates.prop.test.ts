import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINTS } from './entry-points.js';
import { READ_BUDGET } from './tamper.js';
import { ADAPTERS, EXAMPLES, exampleName, holdsHouses } from './terminates-table.js';
import { FINISHED, HEADER_BYTES, LENGTH, SHARED_BYTES, STARTED, type Call, type Plan, type Summary } from './terminates-worker.js';

/*
 * Every call ends (issue 41). A state, a view or a sheet may come back from storage or
 * a client changed: a number made fractional, negative or huge, written as a string,
 * wrapped in an array or an object, removed, or, from a JavaScript caller, a getter
 * that counts its reads, answers a new number each time or throws. Whatever the engine
 * makes of it (a result, a RuleError, even a TypeError where the argument is one it
 * trusts), it must answer: no loop may run forever on a value it did not expect.
 *
 * A call that loops would freeze the test, so the calls run on a worker thread and this
 * thread watches it: a call with no answer after WATCHDOG_MS fails the test with the
 * entry point, the position, the tampered place and value, and the seed and number that
 * make the same call again (`node --import tsx test/fuzz/terminates-worker.ts --seed S
 * --call N` makes it in the open, to profile). A getter read more than READ_BUDGET times
 * in one call fails it too: a step budget, met long before the time runs out.
 *
 * TERMINATES_RUNS=20000 TERMINATES_SEED=7 run it longer or otherwise; REPORT=1 writes the
 * slowest calls to stderr as a JSON line.
 */

/** A legitimate call takes well under 100 ms; on a loaded two-core machine, give it fifty times that. */
const WATCHDOG_MS = 5_000;
/** An example is a single call on a small game: a millisecond. */
const EXAMPLE_WATCHDOG_MS = 2_000;
/** Starting the thread (tsx, the engine, the positions) and the work between calls: anything longer is the harness stuck. */
const START_MS = 30_000;
/** After this many hangs of the property, stop looking for more: each costs a watchdog's wait. */
const MAX_HANGS = 3;
/** Random calls after the walk's 1,400 or so: about three for each entry point on each position. */
const RANDOM_CALLS = Number(process.env.TERMINATES_RUNS ?? 2_000);
const SEED = process.env.TERMINATES_SEED ?? '1';

/** The thread's module: Node 20 runs no TypeScript and a worker does not inherit tsx, so it registers tsx first (as src/workers/pool.ts does). */
const THREAD = (() => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(new URL('./terminates-worker.ts', import.meta.url).href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
})();

/** A call that did not answer (or a thread that died in one): its number and what it was. */
interface Stuck {
  readonly index: number;
  readonly inCall: boolean;
  readonly description: string;
  readonly why: string;
}

type Outcome = { readonly summary: Summary; readonly over: readonly Call[] } | { readonly stuck: Stuck; readonly over: readonly Call[] };

/** Runs `plan` on a thread, watched: its summary, or the call that did not answer within `watchdogMs`. */
function watched(plan: Plan, watchdogMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const shared = new SharedArrayBuffer(SHARED_BYTES);
    const counters = new Int32Array(shared, 0, 3);
    const worker = new Worker(THREAD, { workerData: { plan, shared }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    const over: Call[] = [];
    let seen = [0, 0];
    let since = performance.now();
    let settled = false;
    const stuck = (why: string): Stuck => {
      const started = Atomics.load(counters, STARTED);
      const finished = Atomics.load(counters, FINISHED);
      const inCall = started > finished;
      const text = new TextDecoder().decode(new Uint8Array(shared, HEADER_BYTES, Atomics.load(counters, LENGTH)).slice());
      return { index: inCall ? started - 1 : finished, inCall, description: inCall ? text : `after: ${text || 'nothing yet'}`, why };
    };
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setInterval(() => {
      const now = [Atomics.load(counters, STARTED), Atomics.load(counters, FINISHED)];
      if (now[0] !== seen[0] || now[1] !== seen[1]) {
        seen = now;
        since = performance.now();
        return;
      }
      const quiet = performance.now() - since;
      const inCall = (now[0] as number) > (now[1] as number);
      if (inCall && quiet > watchdogMs) settle({ stuck: stuck(`no answer within ${watchdogMs} ms`), over });
      else if (!inCall && quiet > START_MS) settle({ stuck: stuck(`the thread did nothing for ${START_MS} ms`), over });
    }, 50);
    worker.on('message', (message: Summary | { kind: 'over'; call: Call }) => {
      if (message.kind === 'over') over.push(message.call);
      else settle({ summary: message, over });
    });
    worker.on('error', (error) => settle({ stuck: stuck(`the thread died: ${error.message}`), over }));
    worker.on('exit', (code) => settle({ stuck: stuck(`the thread exited (code ${code}) before its summary`), over }));
  });
}

/**
 * Runs a plan from its first call, and after a call that did not answer goes on from
 * the next one on a fresh thread, up to `maxHangs`: every hang of a run is reported,
 * not only the first. The summary is the last thread's (the calls after the last hang).
 */
async function runAll(plan: (from: number) => Plan, watchdogMs: number, maxHangs: number): Promise<{ hangs: Stuck[]; over: Call[]; summary?: Summary }> {
  const hangs: Stuck[] = [];
  const over: Call[] = [];
  let from = 0;
  for (;;) {
    const outcome = await watched(plan(from), watchdogMs);
    over.push(...outcome.over);
    if ('summary' in outcome) return { hangs, over, summary: outcome.summary };
    hangs.push(outcome.stuck);
    if (!outcome.stuck.inCall || hangs.length >= maxHangs) return { hangs, over };
    from = outcome.stuck.index + 1;
  }
}

const said = (stuck: Stuck) => `${stuck.why}: ${stuck.description}`;

describe('every call that takes a state, a view or a sheet ends, whatever was tampered with', () => {
  it('the property calls every entry point of the fuzz table that takes one', () => {
    const taking = ENTRY_POINTS.filter((entry) => entry.args().some((arg) => holdsHouses(arg))).map((entry) => entry.name);
    const called = new Set(ADAPTERS.map((adapter) => adapter.entry.name));
    expect(taking.filter((name) => !called.has(name))).toEqual([]);
  });

  it(
    `the walk and ${RANDOM_CALLS} random calls, on positions of every sheet kind, ruleset and variant, answer within ${WATCHDOG_MS} ms, reading no getter more than ${READ_BUDGET} times`,
    async () => {
      const started = performance.now();
      const { hangs, over, summary } = await runAll((from) => ({ kind: 'sweep', seed: SEED, random: RANDOM_CALLS, from }), WATCHDOG_MS, MAX_HANGS);
      if (process.env.REPORT === '1') {
        const brief = (call: Call) => ({ ms: Math.round(call.ms * 10) / 10, reads: call.reads, call: call.description });
        const figures = {
          seconds: Math.round(performance.now() - started) / 1000,
          seed: SEED,
          hangs: hangs.map(said),
          overBudget: over.map(brief),
          // The figures of the calls after the last hang, on the last thread.
          calls: summary?.calls,
          returned: summary?.returned,
          threw: summary?.threw,
          slowest: summary?.slowest.map(brief),
          mostReads: summary?.mostReads.map(brief),
        };
        process.stderr.write(`${JSON.stringify(figures)}\n`);
      }
      expect(hangs.map(said)).toEqual([]);
      expect(over.map((call) => `${call.reads} reads: ${call.description}`)).toEqual([]);
      expect(summary?.kind).toBe('done');
    },
    (MAX_HANGS + 1) * (WATCHDOG_MS + START_MS),
  );
});

/** The examples run one after another: one that did not hang answered if the run reached its end. */
function verdict(answers: { hangs: readonly Stuck[]; summary?: Summary }, index: number): string {
  const hang = answers.hangs.find((stuck) => stuck.index === index);
  if (hang !== undefined) return said(hang);
  const last = answers.hangs.at(-1);
  if (answers.summary === undefined) return `not reached: ${last === undefined ? 'no thread ran' : said(last)}`;
  return 'answered';
}

describe('the known hang, as examples: an ice cream truck between houses, or at one written as a string or an array, under the original rules', () => {
  let answers: { hangs: Stuck[]; summary?: Summary } = { hangs: [] };
  beforeAll(async () => {
    answers = await runAll((from) => ({ kind: 'examples', from }), EXAMPLE_WATCHDOG_MS, EXAMPLES.length);
  }, (EXAMPLES.length + 1) * (EXAMPLE_WATCHDOG_MS + START_MS));

  it.each(EXAMPLES.map((example, index) => [exampleName(example), index] as const))('%s answers (returns or throws) at once', (_name, index) => {
    expect(verdict(answers, index)).toBe('answered');
  });
});
