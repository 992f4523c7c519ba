import { createEnvironment, createVectorEnvironment, isRuleError, legalActions, type Environment, type EnvironmentStep, type GameOptions, type VectorEnvironment, type VectorStep } from '../index.js';
import type { Io } from './io.js';

/**
 * `welcome-to serve --stdio`: the learning environment over JSON lines, for a learner
 * in another language (docs/learning.md, "From another language"). Each line of
 * standard input is one request, `{ "id": …, "method": …, "params": … }`; each gets
 * one line of standard output, `{ "id": …, "result": … }` or `{ "id": …, "error":
 * { "code", "message" } }` with the engine's RuleError code (`argument/invalid` for a
 * request that is not one).
 *
 * - `create` `{ "options": GameOptions, "observations"?: boolean }`: a new environment
 *   (replacing any): its agents, action space and observation length.
 * - `reset` `{ "seed"?: string | number }`, `step` `{ "actions": number[] }`: a step,
 *   with each mask as the list of its legal actions (`legal`), the observations as
 *   number lists unless `observations` was false.
 * - `state`: the game's state as JSON (its `record` replays it).
 * - `close`: ends the environment (later calls answer `environment/closed` until a new `create`).
 *
 * A request out of order (a `step` before `reset`, after the end, after `close`) is
 * answered with the environment's own error, and the server goes on reading; so is a
 * request that is not one. An error the engine did not mean (a bug) is answered with the
 * code `internal`, its stack written to standard error, and the server goes on too.
 */

/** A request's failure, as the engine's error codes say it. */
class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A step as JSON: masks as lists of legal actions, observations as number lists (or left out). */
function stepJson(step: EnvironmentStep, observations: boolean): unknown {
  return {
    ...(observations ? { observations: step.observations.map((observation) => Array.from(observation)) } : {}),
    legal: step.masks.map((mask) => legalActions(mask)),
    acting: step.acting,
    prefixes: step.prefixes,
    rewards: step.rewards,
    scores: step.scores,
    terminations: step.terminations,
    round: step.round,
  };
}

/** The object `value` is, or the request's error naming `name`. */
/**
 * A vector step as one JSON answer: the observations of every seat of every game as one
 * base64 string of little-endian 32-bit floats (game by game, seat by seat: what
 * `numpy.frombuffer(base64.b64decode(s), '<f4')` reads), each seat's legal actions as a
 * list (a mask of thousands of zeros would be most of the message), and the rest as
 * plain lists, game by game.
 */
function vectorJson(step: VectorStep, env: VectorEnvironment, observations: Observations): unknown {
  const size = env.actionSpace.size;
  const seats = step.acting.length;
  const legal: number[][] = [];
  for (let seat = 0; seat < seats; seat++) legal.push(legalActions(step.masks.subarray(seat * size, (seat + 1) * size)));
  return {
    ...(observations === 'dense' ? { observations: base64Of(step.observations) } : observations === 'sparse' ? { observations: sparseOf(step.observations) } : {}),
    legal,
    acting: Array.from(step.acting),
    rewards: Array.from(step.rewards),
    scores: Array.from(step.scores),
    terminations: Array.from(step.terminations),
    rounds: Array.from(step.rounds),
  };
}

/** Which observations an answer carries: every float, only the non-zero ones, or none. */
type Observations = 'dense' | 'sparse' | 'none';

/** A typed array's bytes as base64 (little-endian on every machine Node runs on). */
function base64Of(values: Float32Array | Uint32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

/**
 * The non-zero observations only (about one float in thirty is): their places in the
 * flat array as 32-bit unsigned integers and their values as 32-bit floats, each base64,
 * and the array's length, from which a client rebuilds it.
 */
function sparseOf(values: Float32Array): { length: number; indices: string; values: string } {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (values[i] !== 0) count++;
  const indices = new Uint32Array(count);
  const kept = new Float32Array(count);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] === 0) continue;
    indices[k] = i;
    kept[k++] = values[i] as number;
  }
  return { length: values.length, indices: base64Of(indices), values: base64Of(kept) };
}

function objectOf(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError('argument/invalid', `${name} must be an object`);
  return value as Record<string, unknown>;
}

/** Serves requests from standard input until it ends; exit code 0. */
export async function serveStdio(io: Io): Promise<number> {
  let env: Environment | undefined;
  let vector: VectorEnvironment | undefined;
  let observations = true;
  let vectorObservations: Observations = 'dense';
  const handle = (method: unknown, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'create': {
        const options = objectOf(params.options, 'params.options') as unknown as GameOptions;
        if (params.observations !== undefined && typeof params.observations !== 'boolean' && !(params.observations === 'sparse' && params.games !== undefined))
          throw new RequestError('argument/invalid', "params.observations must be true or false (or, with games, 'sparse')");
        if (params.games !== undefined && typeof params.games !== 'number') throw new RequestError('argument/invalid', 'params.games must be a number of games');
        observations = params.observations !== false;
        vectorObservations = params.observations === false ? 'none' : params.observations === 'sparse' ? 'sparse' : 'dense';
        if (params.games !== undefined) {
          // Many games, stepped in one request each: `reset` takes `seeds`, `step` every seat's action, game by game.
          vector = createVectorEnvironment(options, params.games);
          env = undefined;
          return { agents: vector.agents, games: vector.games, actionSpace: vector.actionSpace, observationLength: vector.observationLength };
        }
        env = createEnvironment(options);
        vector = undefined;
        return { agents: env.agents, actionSpace: env.actionSpace, observationLength: env.observationLength };
      }
      case 'reset':
      case 'step':
      case 'state': {
        // The environments check what they are given, and refuse a call out of order.
        if (vector !== undefined) {
          if (method === 'state') return vector.state(params.game as number);
          if (method === 'reset') return vectorJson(vector.reset(params.seeds as (string | number)[] | undefined), vector, vectorObservations);
          // A string is array-like too: the actions must be a JSON array.
          if (!Array.isArray(params.actions)) throw new RequestError('argument/invalid', 'params.actions must be an array of actions, one a seat of every game');
          return vectorJson(vector.step(params.actions as number[]), vector, vectorObservations);
        }
        if (env === undefined) throw new RequestError('argument/invalid', `"${method}" needs an environment: send "create" first`);
        if (method === 'state') return env.state;
        if (method === 'reset') return stepJson(env.reset(params.seed as string | number | undefined), observations);
        return stepJson(env.step(params.actions as number[]), observations);
      }
      case 'close': {
        if (env === undefined && vector === undefined) throw new RequestError('argument/invalid', '"close" needs an environment: send "create" first');
        env?.close();
        vector?.close();
        return null;
      }
      default:
        throw new RequestError('argument/invalid', `unknown method ${JSON.stringify(method)}: the methods are create, reset, step, state and close`);
    }
  };
  for await (const line of io.requests()) {
    if (line.trim() === '') continue;
    let id: unknown = null;
    try {
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        throw new RequestError('argument/invalid', 'a request is one line of JSON: { "id", "method", "params" }');
      }
      const fields = objectOf(request, 'a request');
      id = fields.id ?? null;
      io.out(JSON.stringify({ id, result: handle(fields.method, objectOf(fields.params, 'params')) }));
    } catch (error) {
      if (error instanceof RequestError || isRuleError(error)) io.out(JSON.stringify({ id, error: { code: error.code, message: error.message } }));
      else {
        // Not the request's fault: said on the protocol, so that the client is not left waiting, and on standard error with its stack.
        const message = error instanceof Error ? error.message : String(error);
        io.err(`welcome-to serve: an unexpected error answering request ${JSON.stringify(id)}: ${error instanceof Error ? (error.stack ?? message) : message}`);
        io.out(JSON.stringify({ id, error: { code: 'internal', message: `an unexpected error, not the request's: ${message}` } }));
      }
    }
  }
  return 0;
}
