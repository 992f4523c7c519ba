/**
 * welcome-to-engine/workers: many bot games on every core, on worker threads. The pool
 * is tinypool, an optional peer dependency of this entry: `npm install tinypool`.
 *
 * @module welcome-to-engine/workers
 */

export type { WorkerSeat, WorkerSimulationOptions } from './options.js';
export { createBotPool, type BotPool, type BotPoolOptions } from './bot-pool.js';
export { simulateOnWorkers } from './simulate-on-workers.js';
export { createSimulationPool, type PoolSimulationOptions, type SimulationPool, type SimulationPoolOptions } from './simulation-pool.js';
