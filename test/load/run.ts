// The load test's machinery: one recipe server (examples/server/server.mjs) on
// PostgreSQL, and steps of N matches played at once to the end by bot socket clients in
// this process, each step measured: move latency, errors, the server's resident memory,
// and every finished match checked against `replay` of its record.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { clientMoves, clientView } from '../../src/adapters/boardgame-io/index.js';
import { greedyBot, randomBot, replay, type Bot, type GameState } from '../../src/index.js';
import { freePort, newMatch, seatClient, startServer, stopServer, storedState, until, type Database, type RunningServer, type SeatOptions } from '../server/support.js';

/** What a load run is told. */
export interface LoadOptions {
  /** Matches played at once, one step each, in order. */
  readonly steps: readonly number[];
  /** Players a match (2 to 6). */
  readonly players: number;
  /** The bots' kind: `random` (cheap for the client process) or `greedy`. */
  readonly bot: 'random' | 'greedy';
  /** A move not shown after this many ms is sent again, and counted as an error. */
  readonly resend: number;
  /** A step whose matches are not all over after this many ms is an error (a timeout). */
  readonly timeout: number;
  /** Stop raising N once the median move latency passes this many ms. */
  readonly limit: number;
  /** Stop raising N once the 99th percentile passes this many ms (no such limit when left out). */
  readonly limitP99?: number;
  /**
   * A player's thinking time, in ms: each seat waits from 0.5 to 1.5 times this (drawn
   * from its seed and the round, the same each run) before it sends a choice; 0 for bots
   * that never pause (the stress figure).
   */
  readonly think?: number;
  /** Called with each step's result as it ends. */
  readonly onStep?: (step: StepResult) => void;
}

/** One step: N matches at once. */
export interface StepResult {
  readonly matches: number;
  readonly moves: number;
  readonly median: number;
  readonly p99: number;
  readonly max: number;
  readonly seconds: number;
  /** Errors of every kind, summed. */
  readonly errors: number;
  /** The errors, by kind, with the first few messages. */
  readonly errorDetail: {
    readonly serverEvents: number;
    readonly serverStderr: number;
    readonly clientConsole: number;
    readonly resends: number;
    readonly timeouts: number;
    readonly notOver: number;
    readonly replayDiffers: number;
    readonly samples: readonly string[];
  };
  /** The server process's resident memory (VmRSS) before the step's matches are created, and its peak until they are over (sampled every 50 ms), in MB. */
  readonly rssIdle: number;
  readonly rssPeak: number;
  /** (peak − idle) / N, in MB. */
  readonly perMatch: number;
  /** Every match over, stored, and equal to `replay` of its stored record. */
  readonly replaysEqual: boolean;
  /** The finished matches' ids. */
  readonly matchIDs: readonly string[];
}

/** A whole run. */
export interface LoadResult {
  readonly steps: readonly StepResult[];
  /** The last step under the limit with no error, if any. */
  readonly held: StepResult | undefined;
  /** Why the run stopped raising N. */
  readonly stopped: string;
  readonly server: RunningServer;
}

/** The resident memory of a process, in MB, from /proc (Linux). */
export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kB === undefined ? Number.NaN : Number(kB) / 1024;
}

/** The q-quantile (0…1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * A socket client playing a seat with a bot, timing its moves: from sending a choice to
 * receiving the master's update that shows it (its view's `pending` set, or the round,
 * pick or status moved on: the last choice of a round resolves it). The moves are
 * `client: false`, so only the master's updates change the view. It waits for `go`.
 */
function timedClient(options: SeatOptions & { readonly resend: number; readonly think: number; readonly go: () => boolean; readonly latencies: number[]; readonly resent: () => void }) {
  const { bot, seed, resend, think, go, latencies, resent } = options;
  const client = seatClient(options);
  let timer: ReturnType<typeof setInterval> | undefined;
  let sentFor: string | undefined;
  let sentAt: number | undefined;
  let synced = false;
  let stopped = false;
  let thinking: ReturnType<typeof setTimeout> | undefined;
  const stopSending = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const act = () => {
    const view = clientView(client.getState()?.G);
    if (view === undefined || !('player' in view)) return;
    synced = true;
    const step = `${view.round}/${view.pick}`;
    if (sentAt !== undefined && (view.status !== 'choosing' || step !== sentFor || view.pending !== null)) {
      latencies.push(performance.now() - sentAt);
      sentAt = undefined;
      stopSending();
    }
    if (view.status !== 'choosing' || view.pending !== null || step === sentFor || !go()) return;
    sentFor = step;
    const choice = bot(view, seed + view.round);
    const send = () => clientMoves(client).choose(choice, view.round);
    const sendTimed = () => {
      if (stopped) return;
      sentAt = performance.now();
      send();
      timer = setInterval(() => {
        resent();
        send();
      }, resend);
    };
    // A person thinks first: 0.5 to 1.5 times `think`, fixed by the seat's seed and the round.
    if (think > 0) thinking = setTimeout(sendTimed, think * (0.5 + (((seed * 2654435761 + view.round * 40503) >>> 0) % 1000) / 1000));
    else sendTimed();
  };
  client.subscribe(() => act());
  const over = new Promise<void>((resolve) =>
    client.subscribe((state) => {
      if (state?.ctx.gameover !== undefined) {
        stopSending();
        resolve();
      }
    })
  );
  client.start();
  const stop = () => {
    stopped = true;
    clearTimeout(thinking);
    stopSending();
    client.stop();
  };
  return { client, over, synced: () => synced, wake: act, stop };
}

/** JSON forms compared: the stored G came through PostgreSQL's jsonb (undefined fields dropped, keys reordered). */
function sameAsStored(stored: GameState): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(replay(stored.record))) as unknown, stored);
}

/** Plays one step on a running server: `n` matches created, all clients synced, then all released at once. */
async function runStep(db: Database, server: RunningServer, n: number, options: LoadOptions, stepIndex: number): Promise<StepResult> {
  const bot: Bot = options.bot === 'greedy' ? greedyBot : randomBot;
  const samples: string[] = [];
  const note = (text: string) => {
    if (samples.length < 5) samples.push(text);
  };
  const eventsBefore = server.events.length;
  let serverStderr = 0;
  const onStderr = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '' || line.startsWith('{')) continue;
      serverStderr += 1;
      note(`server stderr: ${line.slice(0, 200)}`);
    }
  };
  server.child.stderr?.on('data', onStderr);
  let clientConsole = 0;
  const { error: consoleError, warn: consoleWarn } = console;
  console.error = console.warn = (...args: unknown[]) => {
    clientConsole += 1;
    note(`client console: ${args.map(String).join(' ').slice(0, 200)}`);
  };
  let resends = 0;
  let timeouts = 0;
  const latencies: number[] = [];
  const pid = server.child.pid as number;
  const matches: { matchID: string; clients: ReturnType<typeof timedClient>[] }[] = [];
  let started = false;
  let rssIdle = Number.NaN;
  let rssPeak = Number.NaN;
  let sampler: ReturnType<typeof setInterval> | undefined;
  let seconds = 0;
  try {
    // Idle: before the step's matches exist (their sockets and lobby calls count to the step).
    rssIdle = rssPeak = rssMB(pid);
    sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMB(pid));
    }, 50);
    for (let m = 0; m < n; m++) {
      const { matchID, credentials } = await newMatch(server.apiPort, options.players);
      const clients = credentials.map((credentials, seat) =>
        timedClient({
          port: server.port,
          matchID,
          seat,
          credentials,
          bot,
          seed: 1_000_000 * stepIndex + 1000 * m + seat,
          resend: options.resend,
          think: options.think ?? 0,
          go: () => started,
          latencies,
          resent: () => (resends += 1),
        })
      );
      matches.push({ matchID, clients });
    }
    await until(() => matches.every(({ clients }) => clients.every((client) => client.synced())), 'every client to sync', 60_000);
    const start = performance.now();
    started = true;
    for (const { clients } of matches) for (const client of clients) client.wake();
    const allOver = Promise.all(matches.flatMap(({ clients }) => clients.map(({ over }) => over)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = await Promise.race([allOver.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), options.timeout)))]);
    clearTimeout(timer);
    seconds = (performance.now() - start) / 1000;
    if (timedOut) {
      timeouts = matches.filter(({ clients }) => clients.some((client) => client.synced())).length;
      note(`timeout: not every match over after ${options.timeout} ms`);
    }
  } finally {
    if (sampler !== undefined) clearInterval(sampler);
    for (const { clients } of matches) for (const client of clients) client.stop();
    console.error = consoleError;
    console.warn = consoleWarn;
  }
  // The master sends the last update before its write to the database ends.
  let notOver = 0;
  let replayDiffers = 0;
  for (const { matchID } of matches) {
    let stored: Awaited<ReturnType<typeof storedState>>;
    try {
      await until(async () => (stored = await storedState(db, matchID))?.ctx.gameover !== undefined, `match ${matchID} stored over`, timeouts > 0 ? 1000 : 10_000);
    } catch {
      /* counted below */
    }
    const G = stored?.G;
    if (G === undefined || G.status !== 'over' || stored?.ctx.gameover === undefined) {
      notOver += 1;
      note(`match ${matchID}: not stored over (status ${G?.status})`);
    } else if (!sameAsStored(G)) {
      replayDiffers += 1;
      note(`match ${matchID}: stored G differs from replay(G.record)`);
    }
  }
  server.child.stderr?.off('data', onStderr);
  const serverEvents = server.events.slice(eventsBefore);
  for (const event of serverEvents) note(`server event: ${JSON.stringify(event).slice(0, 200)}`);
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = serverEvents.length + serverStderr + clientConsole + resends + timeouts + notOver + replayDiffers;
  return {
    matches: n,
    moves: sorted.length,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    seconds,
    errors,
    errorDetail: { serverEvents: serverEvents.length, serverStderr, clientConsole, resends, timeouts, notOver, replayDiffers, samples },
    rssIdle,
    rssPeak,
    perMatch: (rssPeak - rssIdle) / n,
    replaysEqual: notOver === 0 && replayDiffers === 0,
    matchIDs: matches.map(({ matchID }) => matchID),
  };
}

/** Starts one server and steps N up until the median passes the limit or an error appears. The caller stops the server. */
export async function runLoad(db: Database, options: LoadOptions): Promise<LoadResult> {
  const server = await startServer(db, await freePort(), await freePort());
  const steps: StepResult[] = [];
  let held: StepResult | undefined;
  let stopped = `the schedule ended (N = ${options.steps.join(', ')})`;
  try {
    for (const [index, n] of options.steps.entries()) {
      const step = await runStep(db, server, n, options, index);
      steps.push(step);
      options.onStep?.(step);
      if (step.errors > 0) {
        stopped = `errors at N = ${n}`;
        break;
      }
      if (step.median > options.limit) {
        stopped = `the median passed ${options.limit} ms at N = ${n}`;
        break;
      }
      if (options.limitP99 !== undefined && step.p99 > options.limitP99) {
        stopped = `the 99th percentile passed ${options.limitP99} ms at N = ${n}`;
        break;
      }
      held = step;
    }
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { steps, held, stopped, server };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** The markdown table of a run. */
export function table(steps: readonly StepResult[]): string {
  const lines = [
    '| N | matches | moves | seconds | median ms | p99 ms | max ms | errors | RSS idle → peak MB | MB per match | all replays equal |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---|',
  ];
  for (const step of steps) {
    lines.push(
      `| ${step.matches} | ${step.matchIDs.length} | ${step.moves} | ${fixed(step.seconds, 1)} | ${fixed(step.median, 1)} | ${fixed(step.p99, 1)} | ${fixed(step.max, 1)} | ${step.errors} | ${
        fixed(step.rssIdle, 0)
      } → ${fixed(step.rssPeak, 0)} | ${fixed(step.perMatch, 2)} | ${step.replaysEqual ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

/** The error kinds of a step that had any, and their first messages. */
export function errorLines(steps: readonly StepResult[]): string[] {
  return steps
    .filter((step) => step.errors > 0)
    .map((step) => {
      const { samples, ...counts } = step.errorDetail;
      const kinds = Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      return `N = ${step.matches}: ${kinds}${samples.length > 0 ? `\n  ${samples.join('\n  ')}` : ''}`;
    });
}
