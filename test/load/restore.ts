// The time to restore a match from the database: the recipe's store
// (CheckedPostgresStore, examples/server/checked-store.mjs) fetching a finished match and
// checking it with validateState, against validateState alone on the same state.
import { performance } from 'node:perf_hooks';
import { validateState, type GameState } from '../../src/index.js';
import { quantile } from './run.js';

/** Medians (and p99) in ms of `runs` timed calls, after `warm` untimed ones. */
export interface RestoreTiming {
  readonly runs: number;
  /** store.fetch with everything a client's sync loads (state, initialState, metadata, log): both states validated. */
  readonly syncFetch: { readonly median: number; readonly p99: number };
  /** store.fetch of the state alone, as every move loads it: one state validated. */
  readonly stateFetch: { readonly median: number; readonly p99: number };
  /** validateState on the fetched state's G, nothing else. */
  readonly validate: { readonly median: number; readonly p99: number };
  /** The match's rounds and record size (JSON characters), to say what was restored. */
  readonly rounds: number;
  readonly stateChars: number;
}

interface Store {
  connect(): Promise<void>;
  fetch(matchID: string, options: Record<string, boolean>): Promise<{ state?: { G: GameState } }>;
  readonly sequelize: { close(): Promise<void> };
}

async function timed(runs: number, warm: number, work: () => unknown): Promise<{ median: number; p99: number }> {
  for (let i = 0; i < warm; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

/** Times restoring `matchID` from the database at `url` with the recipe's store. */
export async function timeRestore(url: string, matchID: string, runs = 500, warm = 50): Promise<RestoreTiming> {
  // A JavaScript module without types: named by a variable, imported as any.
  const path = new URL('../../examples/server/checked-store.mjs', import.meta.url).href;
  const { CheckedPostgresStore } = (await import(path)) as { CheckedPostgresStore: new(url: string, options: { logging: boolean }) => Store };
  const store = new CheckedPostgresStore(url, { logging: false });
  await store.connect();
  try {
    const { state } = await store.fetch(matchID, { state: true });
    if (state === undefined) throw new Error(`match ${matchID} has no stored state`);
    const G = state.G;
    const syncFetch = await timed(runs, warm, () => store.fetch(matchID, { state: true, metadata: true, log: true, initialState: true }));
    const stateFetch = await timed(runs, warm, () => store.fetch(matchID, { state: true }));
    const validate = await timed(runs, warm, () => {
      if (validateState(G).length > 0) throw new Error('the stored state is refused');
    });
    return { runs, syncFetch, stateFetch, validate, rounds: G.round, stateChars: JSON.stringify(state).length };
  } finally {
    await store.sequelize.close();
  }
}
