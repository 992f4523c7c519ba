import { createEnvironment, isRuleError, type Environment, type EnvironmentStep, type GameOptions } from '../index.js';
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

/** The indexes of a mask's ones. */
function legalOf(mask: Uint8Array): number[] {
  const legal: number[] = [];
  for (let action = 0; action < mask.length; action++) if (mask[action] === 1) legal.push(action);
  return legal;
}

/** A step as JSON: masks as lists of legal actions, observations as number lists (or left out). */
function stepJson(step: EnvironmentStep, observations: boolean): unknown {
  return {
    ...(observations ? { observations: step.observations.map((observation) => Array.from(observation)) } : {}),
    legal: step.masks.map(legalOf),
    acting: step.acting,
    prefixes: step.prefixes,
    rewards: step.rewards,
    scores: step.scores,
    terminations: step.terminations,
    round: step.round,
  };
}

/** The object `value` is, or the request's error naming `name`. */
function objectOf(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError('argument/invalid', `${name} must be an object`);
  return value as Record<string, unknown>;
}

/** Serves requests from standard input until it ends; exit code 0. */
export async function serveStdio(io: Io): Promise<number> {
  let env: Environment | undefined;
  let observations = true;
  const handle = (method: unknown, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'create': {
        const options = objectOf(params.options, 'params.options') as unknown as GameOptions;
        if (params.observations !== undefined && typeof params.observations !== 'boolean') throw new RequestError('argument/invalid', 'params.observations must be true or false');
        env = createEnvironment(options);
        observations = params.observations !== false;
        return { agents: env.agents, actionSpace: env.actionSpace, observationLength: env.observationLength };
      }
      case 'reset':
      case 'step':
      case 'state': {
        if (env === undefined) throw new RequestError('argument/invalid', `"${method}" needs an environment: send "create" first`);
        if (method === 'state') return env.state;
        if (method === 'reset') {
          const seed = params.seed;
          if (seed !== undefined && typeof seed !== 'string' && typeof seed !== 'number') throw new RequestError('argument/invalid', 'params.seed must be a string or a number');
          return stepJson(env.reset(seed), observations);
        }
        return stepJson(env.step(params.actions as number[]), observations);
      }
      default:
        throw new RequestError('argument/invalid', `unknown method ${JSON.stringify(method)}: the methods are create, reset, step and state`);
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
      else throw error;
    }
  }
  return 0;
}
