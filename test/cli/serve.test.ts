import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEnvironment, createVectorEnvironment, type GameOptions } from '../../src/index.js';
import { type BridgeAnswer, type Created, readArrays, served } from '../support/bridge-client.js';

const request = (id: number, method: string, params?: unknown) => JSON.stringify({ id, method, ...(params === undefined ? {} : { params }) });
/** A `create` request of protocol 2. */
const create = (id: number, params: Record<string, unknown>) => request(id, 'create', { protocol: 2, ...params });

/** A step answer's arrays, read by the layout `created` gave. */
const arraysOf = (created: BridgeAnswer | undefined, answer: BridgeAnswer | undefined) => readArrays((answer as BridgeAnswer).body, (created as BridgeAnswer).result as Created);

/** The first place where `a` and `b` differ, or -1 (-2 when their lengths do). */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return -2;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** A small xorshift: the tests' random legal actions, the same on every run. */
function stream(seed: number): (n: number) => number {
  let word = seed;
  return (n) => {
    word ^= word << 13;
    word ^= word >>> 17;
    word ^= word << 5;
    return (word >>> 0) % n;
  };
}

describe('welcome-to serve --stdio: a request out of order or malformed is answered with an error, and the server keeps serving', () => {
  it('"a step before reset" answers environment/not-reset (it ended the server with a stack trace), then the game plays', async () => {
    const { answers, err, code } = await served([
      create(1, { options: { players: 2, seed: 'serve' }, observations: false }),
      request(2, 'step', { actions: [0, 0] }),
      request(3, 'reset'),
    ]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(answers.map((answer) => [answer.id, answer.error?.code])).toEqual([[1, undefined], [2, 'environment/not-reset'], [3, undefined]]);
    expect(answers[1]?.error?.message).toContain('call reset() (or reset(seed)) first');
    expect(Array.from(arraysOf(answers[0], answers[2]).rounds as Int32Array)).toEqual([1]);
  });

  it('every call out of order, of one game and of many, answers its code and the next request is served', async () => {
    const { answers, err } = await served([
      request(1, 'step', { actions: [0, 0] }),
      create(2, { options: { players: 2 }, observations: false }),
      request(3, 'reset', { seed: { not: 'a seed' } }),
      request(4, 'reset', { seed: 'x' }),
      request(5, 'close'),
      request(6, 'step', { actions: [0, 0] }),
      request(7, 'reset'),
      request(8, 'state'),
      request(9, 'close'),
      create(10, { options: { players: 2 }, games: 2, observations: false }),
      request(11, 'step', { actions: [0, 0, 0, 0] }),
      request(12, 'reset', { seeds: ['a', null] }),
      request(13, 'reset', { seeds: 'ab' }),
      request(14, 'reset', { seeds: ['a', 'b'] }),
      request(15, 'state', { game: 7 }),
      request(16, 'resetGame', { game: 2, seed: 'c' }),
      request(17, 'close'),
      request(18, 'step', { actions: [0, 0, 0, 0] }),
      request(19, 'fly'),
      create(20, { options: { players: 2 } }),
      request(21, 'resetGame', { game: 0, seed: 'c' }),
    ]);
    expect(err).toEqual([]);
    expect(answers.map((answer) => [answer.id, answer.error?.code ?? 'ok'])).toEqual([
      [1, 'argument/invalid'],
      [2, 'ok'],
      [3, 'argument/invalid'],
      [4, 'ok'],
      [5, 'ok'],
      [6, 'environment/closed'],
      [7, 'environment/closed'],
      [8, 'environment/closed'],
      [9, 'ok'],
      [10, 'ok'],
      [11, 'environment/not-reset'],
      [12, 'argument/invalid'],
      [13, 'argument/invalid'],
      [14, 'ok'],
      [15, 'argument/invalid'],
      [16, 'argument/invalid'],
      [17, 'ok'],
      [18, 'environment/closed'],
      [19, 'argument/invalid'],
      [20, 'ok'],
      [21, 'argument/invalid'],
    ]);
    expect(answers[0]?.error?.message).toContain('send "create" first');
    expect(answers[2]?.error?.message).toContain('seed must be a string or a finite number');
    expect(answers[15]?.error?.message).toContain('a game from 0 to 1');
    expect(answers[18]?.error?.message).toContain('the methods are create, reset, resetGame, step, state and close');
    expect(answers[20]?.error?.message).toContain('create the environment with "games"');
  });

  it('a step after the end answers game/over naming reset, and reset plays another game', async () => {
    // Each acting seat takes its first legal action until the game ends; then one step more, and a reset.
    let ended = 0;
    const { answers } = await served((so) => {
      if (so.length === 0) return create(1, { options: { players: 2, seed: 'end' }, observations: false });
      if (so.length === 1) return request(2, 'reset');
      const arrays = so.at(-1)?.error === undefined && so.length > 1 ? arraysOf(so[0], so.at(-1)) : undefined;
      if (ended === 0 && arrays?.terminations?.[0] === 1) ended = so.length;
      if (ended === 0 && arrays !== undefined) {
        // Each acting seat's first legal action: the first 1 of its mask (the masks seat after seat).
        const masks = arrays.masks as Uint8Array;
        const size = masks.length / 2;
        return request(so.length + 1, 'step', { actions: [0, 1].map((seat) => (arrays.acting?.[seat] === 1 ? masks.subarray(seat * size, (seat + 1) * size).indexOf(1) : -1)) });
      }
      if (so.length === ended) return request(so.length + 1, 'step', { actions: [0, 0] });
      if (so.length === ended + 1) return request(so.length + 1, 'reset', { seed: 'next' });
      return undefined;
    });
    expect(ended).toBeGreaterThan(10);
    expect(answers.at(-2)?.error?.code).toBe('game/over');
    expect(answers.at(-2)?.error?.message).toContain('call reset');
    expect(Array.from(arraysOf(answers[0], answers.at(-1)).rounds as Int32Array)).toEqual([1]);
  });

  it('lines that are no request: each answers argument/invalid with a null id, and the server goes on', async () => {
    const { answers, code } = await served([
      'not json',
      '[]',
      'null',
      '{"id":1,"method":"create","params":[]}',
      '{"id":2,"method":"create","params":{"protocol":2,"options":7}}',
      '',
      '{"id":3,"method":"create","params":{"protocol":2,"options":{"players":2}}}',
    ]);
    expect(code).toBe(0);
    expect(answers.map((answer) => [answer.id, answer.error?.code ?? 'ok'])).toEqual([
      [null, 'argument/invalid'],
      [null, 'argument/invalid'],
      [null, 'argument/invalid'],
      [1, 'argument/invalid'],
      [2, 'argument/invalid'],
      [3, 'ok'],
    ]);
  });

  it('"the protocol must be versioned": a create that does not ask for protocol 2 is refused, saying which the server speaks, and the server goes on', async () => {
    const { answers } = await served([
      request(1, 'create', { options: { players: 2 } }),
      request(2, 'create', { protocol: 1, options: { players: 2 } }),
      create(3, { options: { players: 2 }, observations: 'sparse' }),
      create(4, { options: { players: 2 }, autoReset: 1 }),
      create(5, { options: { players: 2 }, games: '4' }),
      create(6, { options: { players: 2 } }),
    ]);
    expect(answers.map((answer) => [answer.id, answer.error?.code ?? 'ok'])).toEqual([
      [1, 'argument/invalid'],
      [2, 'argument/invalid'],
      [3, 'argument/invalid'],
      [4, 'argument/invalid'],
      [5, 'argument/invalid'],
      [6, 'ok'],
    ]);
    expect(answers[0]?.error?.message).toContain('params.protocol must be 2: this server speaks protocol 2');
    expect(answers[2]?.error?.message).toBe('params.observations must be true or false');
    expect((answers[5]?.result as Created).protocol).toBe(2);
  });
});

/**
 * Plays `steps` steps of the environment `params` describes over the server and in the
 * process side by side, the same random legal actions (drawn from the answers' masks),
 * and checks after every answer that its arrays are the environment's, bit for bit
 * (until every game is over, without autoReset). Returns the answers and how many were
 * checked.
 */
async function playedAlongside(params: { options: GameOptions; games?: number; autoReset?: boolean; file?: string }, steps: number): Promise<{ answers: BridgeAnswer[]; checked: number }> {
  const games = params.games ?? 1;
  const vector = params.games === undefined ? undefined : createVectorEnvironment(params.options, games, { autoReset: params.autoReset ?? false });
  const one = params.games === undefined ? createEnvironment(params.options, { autoReset: params.autoReset ?? false }) : undefined;
  const draw = stream(2463534242);
  let created: Created | undefined;
  let arrays: ReturnType<typeof readArrays> = {};
  let checked = 0;
  /** The in-process step's arrays, flat, as the bridge sends them. */
  const local = (step: ReturnType<NonNullable<typeof one>['reset']> | ReturnType<NonNullable<typeof vector>['reset']>) => {
    if (!('restarted' in step)) return step;
    return {
      observations: Float32Array.from(step.observations.flatMap((o) => Array.from(o))),
      masks: Uint8Array.from(step.masks.flatMap((m) => Array.from(m))),
      acting: Uint8Array.from(step.acting, (a) => (a ? 1 : 0)),
      rewards: Float32Array.from(step.rewards),
      scores: Float32Array.from(step.scores),
      terminations: Uint8Array.of(step.terminations[0] ? 1 : 0),
      rounds: Int32Array.of(step.round),
      restarts: Uint8Array.of(step.restarted ? 1 : 0),
    };
  };
  const compare = (answer: BridgeAnswer, step: Parameters<typeof local>[0]) => {
    // With a file, create's answer names it, and each step's line says the bytes were written there, none following it.
    if (params.file !== undefined) {
      expect((created as Created & { file?: string }).file).toBe(params.file);
      expect([answer.bytes, (answer as { written?: number }).written, answer.body.length]).toEqual([undefined, (created as Created).bytes, 0]);
    }
    arrays = readArrays(params.file === undefined ? answer.body : new Uint8Array(readFileSync(params.file)), created as Created);
    const theirs = local(step);
    // Bit for bit: the floats' words compared, so a -0 for a 0 would show.
    const mine = arrays.observations as Float32Array;
    expect(firstDifference(new Int32Array(mine.buffer, mine.byteOffset, mine.length), new Int32Array(theirs.observations.buffer, theirs.observations.byteOffset, theirs.observations.length))).toBe(-1);
    expect(firstDifference(arrays.masks as Uint8Array, theirs.masks)).toBe(-1);
    for (const name of ['acting', 'rewards', 'scores', 'terminations', 'rounds', 'restarts'] as const) expect(Array.from(arrays[name] as ArrayLike<number>), name).toEqual(Array.from(theirs[name]));
    if ('restarted' in step) {
      const line = answer.result as { seed: unknown; prefixes: unknown };
      expect([line.seed, line.prefixes]).toEqual([step.seed, step.prefixes]);
    }
    checked++;
  };
  let actions: number[] = [];
  const { answers } = await served((so) => {
    if (so.length === 0) return create(1, params);
    if (so.length === 1) {
      created = so[0]?.result as Created;
      return request(2, 'reset');
    }
    const last = so.at(-1) as BridgeAnswer;
    expect(last.error).toBeUndefined();
    compare(last, so.length === 2 ? (vector?.reset() ?? (one as NonNullable<typeof one>).reset()) : (vector?.step(actions) ?? (one as NonNullable<typeof one>).step(actions)));
    // Without autoReset, the games that all ended end the play.
    const over = arrays.terminations as Uint8Array;
    if (so.length - 2 >= steps || (params.autoReset !== true && over.every((o) => o === 1))) return undefined;
    // Random legal actions from the answer's masks (-1 for a seat with none: with autoReset a finished game's next step starts it again).
    const size = (created as Created).actionSpace.size;
    const masks = arrays.masks as Uint8Array;
    actions = Array.from({ length: masks.length / size }, (_, seat) => {
      const legal: number[] = [];
      for (let a = 0; a < size; a++) if (masks[seat * size + a] === 1) legal.push(a);
      return legal.length === 0 ? -1 : (legal[draw(legal.length)] as number);
    });
    return request(so.length + 1, 'step', { actions });
  });
  return { answers, checked };
}

describe("welcome-to serve --stdio, protocol 2: each step's arrays are the environment's, bit for bit", () => {
  it('"file": each step\'s bytes written to the file before its line, which says "written" and carries no bytes: many games, through restarts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'serve-file-'));
    try {
      const file = join(folder, 'steps');
      const { checked } = await playedAlongside({ options: { players: 2, seed: 'shared' }, games: 3, autoReset: true, file }, 150);
      expect(checked).toBe(151);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('"file" of one game: the same arrays, its seed and prefixes in the line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'serve-file-'));
    try {
      // Random play ends this game within its first 20 steps: every answer to the end is checked.
      const { answers, checked } = await playedAlongside({ options: { players: 3, seed: 5 }, file: join(folder, 'steps') }, 60);
      expect(checked).toBeGreaterThan(10);
      expect(answers[1]?.result).toEqual({ seed: 5, prefixes: [[], [], []] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('many games at once, with autoReset: every array, through games that end and start again', async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 1, ruleset: 'original', seed: 'mirror' }, games: 3, autoReset: true }, 120);
    expect(checked).toBe(121);
    // Solo games end within 120 steps and start again: the step that starts one says so.
    expect(answers.slice(2).some((answer) => (arraysOf(answers[0], answer).restarts as Uint8Array).includes(1))).toBe(true);
  });

  it("one game (createEnvironment), three players, with roundabouts: the same arrays, its seed and each seat's decision so far in the answer's line", async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 3, seed: 7, variants: { roundabouts: true } } }, 40);
    expect(checked).toBeGreaterThan(20);
    expect(answers[1]?.result).toEqual({ seed: 7, prefixes: [[], [], []] });
    // A decision of several actions shows its prefix in the answers' lines (checked against the environment's at every step).
    expect(answers.some((answer) => ((answer.result as { prefixes?: number[][] } | undefined)?.prefixes ?? []).some((prefix) => prefix.length > 0))).toBe(true);
  });

  it('one game with autoReset: the step after the end starts the next game (restarts 1, rewards 0) on the seed moved on', async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 1, ruleset: 'original', seed: 40 }, autoReset: true }, 90);
    expect(checked).toBe(91);
    const restarted = answers.findIndex((answer, k) => k > 1 && (arraysOf(answers[0], answer).restarts as Uint8Array)[0] === 1);
    expect(restarted).toBeGreaterThan(2);
    expect((answers[restarted]?.result as { seed: unknown }).seed).toBe(41);
  });
});

describe('welcome-to serve --stdio, protocol 2: the bytes of a step, as docs/learning.md lays them out', () => {
  it("a 2-player game's reset, read at the documented offsets: rewards 0, scores 8, rounds 16, acting 20, terminations 24, restarts 28, observations 32, masks after them", async () => {
    const { answers } = await served([create(1, { options: { players: 2, seed: 'bytes' } }), request(2, 'reset')]);
    const created = answers[0]?.result as Created;
    const length = created.observationLength;
    const size = created.actionSpace.size;
    expect(created.arrays).toEqual([
      { name: 'rewards', dtype: '<f4', shape: [1, 2], offset: 0 },
      { name: 'scores', dtype: '<f4', shape: [1, 2], offset: 8 },
      { name: 'rounds', dtype: '<i4', shape: [1], offset: 16 },
      { name: 'acting', dtype: '|u1', shape: [1, 2], offset: 20 },
      { name: 'terminations', dtype: '|u1', shape: [1], offset: 24 },
      { name: 'restarts', dtype: '|u1', shape: [1], offset: 28 },
      { name: 'observations', dtype: '<f4', shape: [1, 2, length], offset: 32 },
      { name: 'masks', dtype: '|u1', shape: [1, 2, size], offset: 32 + 8 * length },
    ]);
    expect(created.bytes).toBe(32 + 8 * length + 2 * size);
    const answer = answers[1] as BridgeAnswer;
    expect(answer.bytes).toBe(created.bytes);
    expect(answer.result).toEqual({ seed: 'bytes', prefixes: [[], []] });
    const bytes = new DataView(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
    const step = createEnvironment({ players: 2, seed: 'bytes' }).reset();
    expect([bytes.getFloat32(0, true), bytes.getFloat32(4, true)]).toEqual([0, 0]);
    expect([bytes.getFloat32(8, true), bytes.getFloat32(12, true)]).toEqual(step.scores);
    expect(bytes.getInt32(16, true)).toBe(1);
    expect([bytes.getUint8(20), bytes.getUint8(21), bytes.getUint8(24), bytes.getUint8(28)]).toEqual([1, 1, 0, 0]);
    // Padding bytes are 0.
    expect([22, 23, 25, 26, 27, 29, 30, 31].map((at) => bytes.getUint8(at))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    for (const seat of [0, 1]) {
      const observation = step.observations[seat] as Float32Array;
      expect(Array.from({ length }, (_, i) => bytes.getFloat32(32 + 4 * (seat * length + i), true))).toEqual(Array.from(observation));
      const mask = step.masks[seat] as Uint8Array;
      expect(Array.from(answer.body.subarray(32 + 8 * length + seat * size, 32 + 8 * length + (seat + 1) * size))).toEqual(Array.from(mask));
    }
  });

  it('"observations": false leaves the observations out of the bytes, the masks right after the rest', async () => {
    const { answers } = await served([create(1, { options: { players: 2, seed: 'none' }, games: 2, observations: false }), request(2, 'reset')]);
    const created = answers[0]?.result as Created;
    expect(created.arrays.map((array) => array.name)).toEqual(['rewards', 'scores', 'rounds', 'acting', 'terminations', 'restarts', 'masks']);
    // rewards 0, scores 16, rounds 32, acting 40, terminations 44, restarts 48, masks 52.
    expect(created.arrays.map((array) => array.offset)).toEqual([0, 16, 32, 40, 44, 48, 52]);
    expect(created.bytes).toBe(52 + 4 * created.actionSpace.size);
    const arrays = arraysOf(answers[0], answers[1]);
    const step = createVectorEnvironment({ players: 2, seed: 'none' }, 2).reset();
    expect(Array.from(arrays.scores as Float32Array)).toEqual(Array.from(step.scores));
    expect(Array.from(arrays.masks as Uint8Array)).toEqual(Array.from(step.masks));
  });

  it('a "file" that cannot be written is refused, saying so, and the environment served before goes on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'serve-file-'));
    try {
      const blocker = join(folder, 'a-file');
      writeFileSync(blocker, '');
      const { answers } = await served([
        create(1, { options: { players: 2, seed: 1 } }),
        create(2, { options: { players: 2, seed: 1 }, file: join(blocker, 'below-a-file') }),
        create(3, { options: { players: 2, seed: 1 }, file: 7 }),
        request(4, 'reset'),
      ]);
      expect(answers.map((answer) => answer.error?.code ?? 'ok')).toEqual(['ok', 'argument/invalid', 'argument/invalid', 'ok']);
      expect(answers[1]?.error?.message).toContain(`params.file ${JSON.stringify(join(blocker, 'below-a-file'))} cannot be written`);
      expect(answers[2]?.error?.message).toBe("params.file must be the path of a file to write the steps' bytes to");
      expect(answers[3]?.bytes).toBe((answers[0]?.result as Created).bytes);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('resetGame starts one game again with its seed; the answer carries every game', async () => {
    const { answers } = await served([
      create(1, { options: { players: 1, ruleset: 'original', seed: 'one' }, games: 2 }),
      request(2, 'reset'),
      request(3, 'resetGame', { game: 1, seed: 'again' }),
      request(4, 'state', { game: 1 }),
    ]);
    expect(answers.map((answer) => answer.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect((answers[3]?.result as { record: { options: { seed: unknown } } }).record.options.seed).toBe('again');
    expect(answers[2]?.result).toEqual({});
    expect(arraysOf(answers[0], answers[2]).rounds).toEqual(Int32Array.of(1, 1));
  });
});
