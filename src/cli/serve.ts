import { closeSync, ftruncateSync, openSync, writevSync } from 'node:fs';
import { createEnvironment, createVectorEnvironment, isRuleError, type Environment, type EnvironmentStep, type GameOptions, type VectorEnvironment } from '../index.js';
import type { Io } from './io.js';
import { type FlatStep, PROTOCOL, stepLayout, type StepLayout, stepPieces } from './serve-frames.js';

/**
 * `welcome-to serve --stdio`: the learning environment for a learner in another language
 * (docs/learning.md, "From another language"), protocol 2. Each line of standard input is
 * one request, `{ "id": …, "method": …, "params": … }`; each gets one JSON line of
 * standard output, `{ "id": …, "result": … }` or `{ "id": …, "error": { "code",
 * "message" } }` with the engine's RuleError code (`argument/invalid` for a request that
 * is not one). An answer line with `"bytes": n` is followed by n bytes: a step's arrays,
 * whole, at the offsets `create` answered (serve-frames.ts).
 *
 * - `create` `{ "protocol": 2, "options": GameOptions, "games"?: number, "observations"?:
 *   boolean, "autoReset"?: boolean, "file"?: string }`: a new environment (replacing any),
 *   one game or `games` at once: its agents, action space, observation length, and the
 *   bytes of a step and the arrays in them. With `file`, each step's bytes are written to
 *   that file instead, from its start, before the answer's line (which then says
 *   `"written": n` where it would say `"bytes": n`, and nothing follows it): a client on
 *   the same machine reads them from memory (a file in /dev/shm) instead of a pipe.
 * - `reset` `{ "seed"? }` (many games: `{ "seeds"? }`), `resetGame` `{ "game", "seed" }`
 *   (many games), `step` `{ "actions": number[] }`: a step.
 * - `state` (many games: `{ "game" }`): the game's state as JSON (its `record` replays it).
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

/** The object `value` is, or the request's error naming `name`. */
function objectOf(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError('argument/invalid', `${name} must be an object`);
  return value as Record<string, unknown>;
}

/** `params[name]` when it is a boolean or missing (then `fallback`), or the request's error. */
function booleanOf(params: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = params[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new RequestError('argument/invalid', `params.${name} must be true or false`);
  return value;
}

/** What a step of one game reads into: the flat arrays of a vector step of one game, copied from an `EnvironmentStep`. */
class OneGameStep implements FlatStep {
  readonly observations: Float32Array;
  readonly masks: Uint8Array;
  readonly acting: Uint8Array;
  readonly rewards: Float32Array;
  readonly scores: Float32Array;
  readonly terminations = new Uint8Array(1);
  readonly rounds = new Int32Array(1);
  readonly restarts = new Uint8Array(1);

  constructor(
    private readonly players: number,
    private readonly length: number,
    private readonly size: number,
  ) {
    this.observations = new Float32Array(players * length);
    this.masks = new Uint8Array(players * size);
    this.acting = new Uint8Array(players);
    this.rewards = new Float32Array(players);
    this.scores = new Float32Array(players);
  }

  /** Copies `step` in (the observations only when it has room for them). */
  read(step: EnvironmentStep): this {
    for (let seat = 0; seat < this.players; seat++) {
      if (this.length > 0) this.observations.set(step.observations[seat] as Float32Array, seat * this.length);
      this.masks.set(step.masks[seat] as Uint8Array, seat * this.size);
      this.acting[seat] = step.acting[seat] === true ? 1 : 0;
      this.rewards[seat] = step.rewards[seat] as number;
      this.scores[seat] = step.scores[seat] as number;
    }
    this.terminations[0] = step.terminations[0] === true ? 1 : 0;
    this.rounds[0] = step.round;
    this.restarts[0] = step.restarted ? 1 : 0;
    return this;
  }
}

/** The environment being served: one game or many, and the layout of its steps' bytes. */
type Made =
  | { readonly kind: 'one'; readonly env: Environment; readonly layout: StepLayout; readonly flat: OneGameStep }
  | { readonly kind: 'many'; readonly env: VectorEnvironment; readonly layout: StepLayout };
type Served = Made & {
  /** The file the steps' bytes are written to (`create`'s `file`), open: its descriptor. */
  readonly file: number | undefined;
};

/** A method's answer: a JSON result, or a step's pieces (its JSON line, then its arrays' bytes). */
type Answer = { readonly result: unknown; readonly written?: number } | { readonly pieces: readonly Uint8Array[] };

const METHODS = 'create, reset, resetGame, step, state and close';

/** Serves requests from standard input until it ends; exit code 0. */
export async function serveStdio(io: Io): Promise<number> {
  let served: Served | undefined;

  /** The answer line of a step and its arrays, for request `id`; or, with a file, its arrays written there and the line that says so. */
  const stepFrame = (id: unknown, step: FlatStep, result: Record<string, unknown> = {}): Answer => {
    const { layout, file } = served as Served;
    if (file === undefined) return { pieces: stepPieces(layout, JSON.stringify({ id, bytes: layout.bytes, result }), step) };
    // Written whole, from the file's start, before the line that tells the client to read them.
    writevSync(file, stepPieces(layout, undefined, step), 0);
    return { result, written: layout.bytes };
  };
  /** Lets go of the file of the environment served, if it has one. */
  const closeFile = () => {
    if (served?.file !== undefined) closeSync(served.file);
  };
  /** The descriptor of `create`'s file, open for writing and `bytes` long, or the request's error. */
  const openFile = (path: unknown, bytes: number): number => {
    if (typeof path !== 'string' || path === '') throw new RequestError('argument/invalid', "params.file must be the path of a file to write the steps' bytes to");
    let fd: number | undefined;
    try {
      fd = openSync(path, 'w');
      ftruncateSync(fd, bytes);
      return fd;
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      throw new RequestError('argument/invalid', `params.file ${JSON.stringify(path)} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const oneStep = (id: unknown, one: Extract<Served, { kind: 'one' }>, step: EnvironmentStep): Answer => stepFrame(id, one.flat.read(step), { seed: step.seed, prefixes: step.prefixes });

  const create = (params: Record<string, unknown>): unknown => {
    if (params.protocol !== PROTOCOL) {
      throw new RequestError(
        'argument/invalid',
        `params.protocol must be ${PROTOCOL}: this server speaks protocol ${PROTOCOL} (each step answered by a JSON line and the bytes of its arrays; docs/learning.md, "From another language")`,
      );
    }
    const options = objectOf(params.options, 'params.options') as unknown as GameOptions;
    const games = params.games;
    if (games !== undefined && typeof games !== 'number') throw new RequestError('argument/invalid', 'params.games must be a number of games');
    const observations = booleanOf(params, 'observations', true);
    const settings = { autoReset: booleanOf(params, 'autoReset', false) };
    let made: Made;
    if (games !== undefined) {
      const env = createVectorEnvironment(options, games, settings);
      made = { kind: 'many', env, layout: stepLayout(games, env.agents.length, observations ? env.observationLength : 0, env.actionSpace.size) };
    } else {
      const env = createEnvironment(options, settings);
      const players = env.agents.length;
      made = {
        kind: 'one',
        env,
        layout: stepLayout(1, players, observations ? env.observationLength : 0, env.actionSpace.size),
        flat: new OneGameStep(players, observations ? env.observationLength : 0, env.actionSpace.size),
      };
    }
    const file = params.file === undefined ? undefined : openFile(params.file, made.layout.bytes);
    closeFile();
    served = { ...made, file };
    const { env, layout } = served;
    return {
      protocol: PROTOCOL,
      agents: env.agents,
      games: served.kind === 'many' ? served.env.games : 1,
      actionSpace: env.actionSpace,
      observationLength: env.observationLength,
      bytes: layout.bytes,
      arrays: layout.arrays,
      ...(file === undefined ? {} : { file: params.file }),
    };
  };

  const handle = (id: unknown, method: unknown, params: Record<string, unknown>): Answer => {
    switch (method) {
      case 'create':
        return { result: create(params) };
      case 'reset':
      case 'resetGame':
      case 'step':
      case 'state': {
        if (served === undefined) throw new RequestError('argument/invalid', `"${method}" needs an environment: send "create" first`);
        // The environments check what they are given, and refuse a call out of order.
        if (served.kind === 'many') {
          const { env } = served;
          if (method === 'state') return { result: env.state(params.game as number) };
          // The step's arrays are the environment's own, written out as they are: not copied, and not written again before they are out (see below).
          if (method === 'reset') return stepFrame(id, env.reset(params.seeds as (string | number)[] | undefined));
          if (method === 'resetGame') return stepFrame(id, env.resetGame(params.game as number, params.seed as string | number));
          // A string is array-like too: the actions must be a JSON array.
          if (!Array.isArray(params.actions)) throw new RequestError('argument/invalid', 'params.actions must be an array of actions, one a seat of every game');
          return stepFrame(id, env.step(params.actions as number[]));
        }
        const { env } = served;
        if (method === 'state') return { result: env.state };
        if (method === 'reset') return oneStep(id, served, env.reset(params.seed as string | number | undefined));
        if (method === 'resetGame') throw new RequestError('argument/invalid', '"resetGame" starts one of many games again: create the environment with "games", or send "reset"');
        return oneStep(id, served, env.step(params.actions as number[]));
      }
      case 'close': {
        if (served === undefined) throw new RequestError('argument/invalid', '"close" needs an environment: send "create" first');
        served.env.close();
        closeFile();
        served = { ...served, file: undefined };
        return { result: null };
      }
      default:
        throw new RequestError('argument/invalid', `unknown method ${JSON.stringify(method)}: the methods are ${METHODS}`);
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
      const answer = handle(id, fields.method, objectOf(fields.params, 'params'));
      if ('pieces' in answer) {
        // The environment's arrays are written again by its next step: the next request waits until these bytes are out.
        let out: Promise<void> = Promise.resolve();
        for (const piece of answer.pieces) out = io.write(piece);
        await out;
      } else io.out(JSON.stringify(answer.written === undefined ? { id, result: answer.result } : { id, written: answer.written, result: answer.result }));
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
