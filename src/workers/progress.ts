import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { SimulationShard } from '../index.js';
import { gameNumbers } from './batches.js';

/**
 * The progress of a run's games on the calling thread: each task's thread posts the
 * number of each game as it ends, and when the task's report comes back, the games
 * whose message has not come yet are counted then, so that every game is reported
 * once, and all of them before the run's report.
 */
export class Progress {
  private ended = 0;
  private failure: unknown;

  constructor(private readonly onGame: (game: number, ended: number) => void) {}

  /** A port for a task's thread, and what to call when the task is over (`played`: its games were all played). */
  follow(games: number, shard: SimulationShard): { readonly port: MessagePort; readonly done: (played: boolean) => void } {
    const { port1, port2 } = new MessageChannel();
    const heard = new Set<number>();
    port1.on('message', (game: number) => {
      heard.add(game);
      this.report(game);
    });
    return {
      port: port2,
      done: (played) => {
        port1.close();
        if (played) { for (const game of gameNumbers(games, shard)) if (!heard.has(game)) this.report(game); }
      },
    };
  }

  /** Throws what the callback threw, if it threw. */
  check(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  private report(game: number): void {
    if (this.failure !== undefined) return;
    this.ended += 1;
    try {
      this.onGame(game, this.ended);
    } catch (error) {
      // Thrown from a message handler it would go uncaught: the run throws it instead.
      this.failure = error ?? new Error('onGame threw undefined');
    }
  }
}
