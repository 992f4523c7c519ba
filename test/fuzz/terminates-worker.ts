import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { pathsOf } from './harness.js';
import { oneOf, pickPath, READ_BUDGET, rngFrom, TAMPERS, tampered, valueAt, type Path, type ReadCounter, type Tamper } from './tamper.js';
import { ADAPTERS, callExample, EXAMPLES, exampleArgs, exampleName, inputOf, playedPositions, type Adapter, type Position } from './terminates-table.js';

/*
 * The thread that makes the calls of the termination property (terminates.prop.test.ts
 * watches it). Getters cannot cross between threads, so the tampered inputs are made
 * here, each from the seed and the call's number alone. Before each call the thread
 * writes which call it is about to make into memory shared with the test, and counts
 * it started; after, it counts it finished. A call that never finishes leaves its
 * description there for the test to read once it has stopped the thread.
 *
 * Run alone, it makes one call in the open, to time or profile it:
 *   node --import tsx test/fuzz/terminates-worker.ts --seed 1 --call 1234
 *   node --import tsx test/fuzz/terminates-worker.ts --example 0
 */

/** What the thread is asked to do: the property's calls from one on, or the examples from one on. */
export type Plan = { readonly kind: 'sweep'; readonly seed: string; readonly random: number; readonly from: number } | { readonly kind: 'examples'; readonly from: number };

/** The shared memory: three counters (calls started, calls finished, bytes of description), then the description. */
export const STARTED = 0;
export const FINISHED = 1;
export const LENGTH = 2;
export const HEADER_BYTES = 16;
export const SHARED_BYTES = HEADER_BYTES + 4096;

/** What one call did. */
export interface Call {
  readonly index: number;
  readonly description: string;
  readonly ms: number;
  readonly reads: number;
  readonly outcome: 'returned' | 'threw';
}

/** The thread's last word: how many calls it made, how they answered, the slowest and the greediest readers. */
export interface Summary {
  readonly kind: 'done';
  readonly calls: number;
  readonly returned: number;
  readonly threw: number;
  readonly slowest: readonly Call[];
  readonly mostReads: readonly Call[];
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** One call of the property: an entry point, a position, and what is tampered with how. */
interface Planned {
  readonly at: Position;
  readonly adapter: Adapter;
  readonly path: Path;
  readonly tamper: Tamper;
  /** How to make it again. */
  readonly again: string;
}

/** The tampers of the walk: a number read as something else, never equal to a house's index, or past counting. */
const WALK_TAMPERS = TAMPERS.filter((tamper) => ['x + 0.5', 'String(x)', '[x]', '2**53'].includes(tamper.name));
const adapterFor = (name: string, takes: Adapter['takes']) => ADAPTERS.find((a) => a.entry.name === name && a.takes === takes) as Adapter;
/** The two calls that run every rule of a turn: listing the choices, and resolving the round. */
const WALK_ADAPTERS = [adapterFor('legalChoices', 'state'), adapterFor('resolveRound (a finished game)', 'ready')];

/**
 * The walk, first: every number of the acting player's sheet outside its houses (the
 * tracks, the parks, the season's trucks and eggs), each made fractional, a string, an
 * array and 2^53, through the two calls that run every rule of a turn. A loop along a
 * street or a track takes its bounds from these.
 */
function walk(positions: readonly Position[]): Planned[] {
  return positions.flatMap((at) =>
    pathsOf(at.sheet, 100_000)
      .filter((path) => !path.includes('houses') && typeof valueAt(at.sheet, path) === 'number')
      .flatMap((leaf) => WALK_TAMPERS.flatMap((tamper) => WALK_ADAPTERS.map((adapter) => ({ at, adapter, path: ['players', at.actor, 'sheet', ...leaf], tamper, again: 'the walk' }))))
  );
}

/**
 * Then `random` calls, each made from the seed and its number alone: the entry points
 * in turn, each on every position in turn, with a random tamper at a random place.
 */
function randomCall(seed: string, index: number, positions: readonly Position[]): Planned {
  const at = positions[index % positions.length] as Position;
  const adapter = ADAPTERS[Math.floor(index / positions.length) % ADAPTERS.length] as Adapter;
  const rng = rngFrom(`terminates ${seed} ${index}`);
  const path = pickPath(inputOf(adapter.takes, at), rng, at.actor);
  return { at, adapter, path, tamper: oneOf(rng, TAMPERS), again: `seed ${seed}` };
}

/** Every call of a run of the property: the walk, then `random` random ones. */
export function planCalls(seed: string, random: number, positions: readonly Position[]): { count: number; call: (index: number) => { description: string; run: (counter: ReadCounter) => unknown } } {
  const walked = walk(positions);
  return {
    count: walked.length + random,
    call: (index) => {
      const { at, adapter, path, tamper, again } = walked[index] ?? randomCall(seed, index - walked.length, positions);
      const input = inputOf(adapter.takes, at);
      const description = `${adapter.entry.name}, its ${adapter.takes} tampered, on ${at.name}: ${path.join('.')} (${show(valueAt(input, path))}) made ${tamper.name} [${again}, call ${index}]`;
      return {
        description,
        run: (counter) => adapter.entry.call(...adapter.args(tampered(input, path, tamper, counter), at, adapter.entry.args)),
      };
    },
  };
}

/** Runs `call`, timed, with its reads counted; a throw is an answer too. */
function timed(index: number, description: string, call: (counter: ReadCounter) => unknown): Call {
  const counter: ReadCounter = { reads: 0 };
  const start = performance.now();
  let outcome: Call['outcome'] = 'returned';
  try {
    call(counter);
  } catch {
    outcome = 'threw';
  }
  return { index, description, ms: performance.now() - start, reads: counter.reads, outcome };
}

const top = (calls: readonly Call[], by: (call: Call) => number, n: number) => [...calls].sort((a, b) => by(b) - by(a)).slice(0, n);

function summary(calls: readonly Call[]): Summary {
  return {
    kind: 'done',
    calls: calls.length,
    returned: calls.filter((c) => c.outcome === 'returned').length,
    threw: calls.filter((c) => c.outcome === 'threw').length,
    slowest: top(calls, (c) => c.ms, 8),
    mostReads: top(calls, (c) => c.reads, 3),
  };
}

/** Runs a plan, announcing each call in `shared` before making it. */
function run(plan: Plan, shared: SharedArrayBuffer): Summary {
  const counters = new Int32Array(shared, 0, 3);
  const bytes = new Uint8Array(shared, HEADER_BYTES);
  const encoder = new TextEncoder();
  const each = (index: number, description: string, call: (counter: ReadCounter) => unknown): Call => {
    const { written } = encoder.encodeInto(description, bytes);
    Atomics.store(counters, LENGTH, written);
    Atomics.store(counters, STARTED, index + 1);
    const done = timed(index, description, call);
    Atomics.store(counters, FINISHED, index + 1);
    // Told at once, so that it is not lost if a later call hangs.
    if (done.reads > READ_BUDGET) parentPort?.postMessage({ kind: 'over', call: done });
    return done;
  };
  if (plan.kind === 'examples') {
    const done = EXAMPLES.slice(plan.from).map((example, i) => {
      const args = exampleArgs(example);
      return each(plan.from + i, exampleName(example), () => callExample(example, args));
    });
    return summary(done);
  }
  const positions = playedPositions();
  const planned = planCalls(plan.seed, plan.random, positions);
  const calls: Call[] = [];
  for (let index = plan.from; index < planned.count; index++) {
    const { description, run: call } = planned.call(index);
    calls.push(each(index, description, call));
  }
  return summary(calls);
}

const given = workerData as { plan?: Plan; shared?: SharedArrayBuffer } | null;
if (!isMainThread && given?.plan !== undefined && given.shared !== undefined) {
  // On the test's thread.
  parentPort?.postMessage(run(given.plan, given.shared));
} else if (process.argv[1]?.endsWith('terminates-worker.ts')) {
  // Alone: one call, in the open.
  const { values } = parseArgs({ options: { seed: { type: 'string', default: '1' }, call: { type: 'string' }, example: { type: 'string' } } });
  let description: string;
  let call: (counter: ReadCounter) => unknown;
  if (values.example !== undefined) {
    const example = EXAMPLES[Number(values.example)];
    if (example === undefined) throw new Error(`there are ${EXAMPLES.length} examples`);
    const args = exampleArgs(example);
    description = exampleName(example);
    call = () => callExample(example, args);
  } else {
    const index = Number(values.call ?? 0);
    ({ description, run: call } = planCalls(values.seed, index + 1, playedPositions()).call(index));
  }
  console.log(description);
  const counter: ReadCounter = { reads: 0 };
  const start = performance.now();
  try {
    console.log('returned', show(call(counter)));
  } catch (error) {
    console.log('threw', error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error));
  }
  console.log(`${(performance.now() - start).toFixed(1)} ms, ${counter.reads} reads of a tampered getter`);
}
