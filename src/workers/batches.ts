import type { SimulationShard } from '../index.js';

/** The most games a task plays unless told: enough tasks a worker to share the work out evenly. */
const MAX_BATCH = 1000;
/** Tasks a worker, about, unless the batch is given. */
const TASKS_A_WORKER = 8;
/** The largest shard count `simulate` takes. */
const MAX_SHARDS = 1_000_000;

/**
 * One task for a worker thread: a shard of the run's games, which `simulate` plays as
 * it plays any shard. Its games are numbered as in the whole run, so each plays with
 * the seed it has in one thread.
 */
export interface Task {
  /** The games the task plays: every `count`-th from `index`. */
  readonly shard: SimulationShard;
  /** The task among the run's tasks, as a shard of them: what the reports merge by. */
  readonly part: SimulationShard;
}

/** How many of `games` games a shard plays. */
export function gamesIn(games: number, shard: SimulationShard): number {
  return games > shard.index ? Math.ceil((games - shard.index) / shard.count) : 0;
}

/** The numbers of the games a shard plays, in order. */
export function* gameNumbers(games: number, shard: SimulationShard): Generator<number> {
  for (let game = shard.index; game < games; game += shard.count) yield game;
}

/**
 * The tasks that play a run's shard (the whole run is shard 0 of 1): `m` tasks, task `j`
 * playing the run's games from the `j`-th on, `m` at a time. Each plays about `batch`
 * games (by default, about eight tasks a worker and at most 1000 games a task).
 */
export function tasksOf(games: number, run: SimulationShard, workers: number, batch: number | undefined): Task[] {
  const played = gamesIn(games, run);
  const size = batch ?? Math.min(MAX_BATCH, Math.max(1, Math.ceil(played / (TASKS_A_WORKER * workers))));
  const count = Math.max(1, Math.min(Math.ceil(played / size), Math.floor(MAX_SHARDS / run.count)));
  return Array.from({ length: count }, (_, j) => ({
    shard: { index: run.index + j * run.count, count: run.count * count },
    part: { index: j, count },
  }));
}
