import { botFor, greedyBot, randomBot, type Bot, type SimulationOptions } from '../../src/index.js';
import type { WorkerSimulationOptions } from '../../src/workers/index.js';

/** The bots the worker tests name, as the threads load them. */
const BOTS: Readonly<Record<string, Bot>> = { greedy: greedyBot, random: randomBot, casual: botFor('casual') };

/** The one-thread run of the same options: the seats' bots by their names. */
export const oneThread = (options: Omit<WorkerSimulationOptions, 'workers'> & { readonly workers?: number | undefined }): SimulationOptions => {
  const { workers: _workers, batch: _batch, onGame: _onGame, ...rest } = options;
  return { ...rest, seats: options.seats.map((seat) => ({ name: seat.name, bot: BOTS[seat.bot] as Bot })) };
};

/** A bot module by its path, whose every choice is illegal: a run it plays in throws simulate's RuleError. */
export const BAD_BOT_FILE = new URL('./bad-bot.fixture.mjs', import.meta.url).pathname;

/** The bad bot module's seat and a random one, by name, as the threads load them. */
export const BAD_SEATS = [{ name: 'bad', bot: BAD_BOT_FILE }, { name: 'random', bot: 'random' }];

/** What `run` throws (or rejects with), or undefined. */
export const errorOf = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error;
  }
};
