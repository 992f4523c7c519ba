import { describe, expect, it } from 'vitest';
import { createEnvironment, createVectorEnvironment, type GameOptions } from '../../src/index.js';
import { type BridgeAnswer, BridgeMirror, type Created, readArrays, served } from '../support/bridge-client.js';

const request = (id: number, method: string, params?: unknown) => JSON.stringify({ id, method, ...(params === undefined ? {} : { params }) });
/** A `create` request of protocol 2. */
const create = (id: number, params: Record<string, unknown>) => request(id, 'create', { protocol: 2, ...params });

/** A step answer's arrays, read by the layout `created` gave. */
const arraysOf = (created: BridgeAnswer | undefined, answer: BridgeAnswer | undefined) =>
  readArrays((answer as BridgeAnswer).body, ((created as BridgeAnswer).result as Created).arrays, (answer as BridgeAnswer).result as Record<string, unknown>);

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
        // Each seat's first legal action: the lists are seat after seat, `legalCounts` long.
        const counts = arrays.legalCounts as Uint32Array;
        const legal = arrays.legalActions as Uint16Array;
        return request(so.length + 1, 'step', { actions: [0, 1].map((seat) => (arrays.acting?.[seat] === 1 ? legal[seat === 0 ? 0 : (counts[0] as number)] : -1)) });
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
 * process side by side, the same random legal actions (drawn from the copy the answers
 * build), and checks after every answer that the client's observations and masks are the
 * environment's, bit for bit, and so is every other array (until every game is over,
 * without autoReset). Returns the answers and how many were checked.
 */
async function playedAlongside(params: { options: GameOptions; games?: number; autoReset?: boolean }, steps: number): Promise<{ answers: BridgeAnswer[]; checked: number }> {
  const games = params.games ?? 1;
  const vector = params.games === undefined ? undefined : createVectorEnvironment(params.options, games, { autoReset: params.autoReset ?? false });
  const one = params.games === undefined ? createEnvironment(params.options, { autoReset: params.autoReset ?? false }) : undefined;
  const draw = stream(2463534242);
  let mirror: BridgeMirror | undefined;
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
    const mine = (mirror as BridgeMirror).apply(answer);
    const theirs = local(step);
    // Bit for bit: the floats' words compared, so a -0 for a 0 would show.
    expect(firstDifference(new Int32Array(mine.observations.buffer), new Int32Array(theirs.observations.buffer, theirs.observations.byteOffset, theirs.observations.length))).toBe(-1);
    expect(firstDifference(mine.masks, theirs.masks)).toBe(-1);
    for (const name of ['acting', 'rewards', 'scores', 'terminations', 'rounds', 'restarts'] as const) expect(Array.from(mine.last[name] as ArrayLike<number>), name).toEqual(Array.from(theirs[name]));
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
      mirror = new BridgeMirror(so[0]?.result as Created);
      return request(2, 'reset');
    }
    const last = so.at(-1) as BridgeAnswer;
    expect(last.error).toBeUndefined();
    compare(last, so.length === 2 ? (vector?.reset() ?? (one as NonNullable<typeof one>).reset()) : (vector?.step(actions) ?? (one as NonNullable<typeof one>).step(actions)));
    // Without autoReset, the games that all ended end the play.
    const over = (mirror as BridgeMirror).last.terminations as Uint8Array;
    if (so.length - 2 >= steps || (params.autoReset !== true && over.every((o) => o === 1))) return undefined;
    // Random legal actions from the client's masks (all -1 for a finished game: with autoReset the next step starts it again).
    const size = (mirror as BridgeMirror).created.actionSpace.size;
    const masks = (mirror as BridgeMirror).masks;
    actions = Array.from({ length: masks.length / size }, (_, seat) => {
      const legal: number[] = [];
      for (let a = 0; a < size; a++) if (masks[seat * size + a] === 1) legal.push(a);
      return legal.length === 0 ? -1 : (legal[draw(legal.length)] as number);
    });
    return request(so.length + 1, 'step', { actions });
  });
  return { answers, checked };
}

describe("welcome-to serve --stdio, protocol 2: the client's copy built from the answers is the environment's, bit for bit, at every step", () => {
  it('many games at once, with autoReset: observations from their changes, masks from the legal actions, the rest in full, through games that end and start again', async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 1, ruleset: 'original', seed: 'mirror' }, games: 3, autoReset: true }, 120);
    expect(checked).toBe(121);
    // Solo games end within 120 steps and start again: the step that starts one says so.
    const restarts = answers.slice(2).filter((answer) => answer.body.length > 0).map((answer) => arraysOf(answers[0], answer).restarts as Uint8Array);
    expect(restarts.some((r) => r.includes(1))).toBe(true);
    // Most floats are unchanged from one step to the next: an answer lists a small share of them.
    const changes = answers.slice(3).map((answer) => (answer.result as { changes: number }).changes);
    expect(Math.max(...changes)).toBeLessThan(3 * 3557);
    expect(changes.filter((n) => n < 400).length).toBeGreaterThan(changes.length / 2);
  });

  it("one game (createEnvironment), three players, with roundabouts: the same arrays, its seed and each seat's decision so far in the answer's line", async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 3, seed: 7, variants: { roundabouts: true } } }, 40);
    expect(checked).toBeGreaterThan(20);
    const first = answers[1]?.result as { seed: unknown; prefixes: unknown };
    expect(first.seed).toBe(7);
    expect(first.prefixes).toEqual([[], [], []]);
    // A decision of several actions shows its prefix in the answers' lines (checked against the environment's at every step).
    expect(answers.some((answer) => ((answer.result as { prefixes?: number[][] } | undefined)?.prefixes ?? []).some((prefix) => prefix.length > 0))).toBe(true);
  });

  it('one game with autoReset: the step after the end starts the next game (restarts 1, rewards 0) on the seed moved on', async () => {
    const { answers, checked } = await playedAlongside({ options: { players: 1, ruleset: 'original', seed: 40 }, autoReset: true }, 90);
    expect(checked).toBe(91);
    const restarted = answers.findIndex((answer, k) => k > 1 && answer.body.length > 0 && (arraysOf(answers[0], answer).restarts as Uint8Array)[0] === 1);
    expect(restarted).toBeGreaterThan(2);
    expect((answers[restarted]?.result as { seed: unknown }).seed).toBe(41);
  });
});

describe('welcome-to serve --stdio, protocol 2: the bytes of a step, as docs/learning.md lays them out', () => {
  it("a solo game's reset, read at the documented offsets: rewards 0, scores 4, rounds 8, legalCounts 12, acting 16, terminations 20, restarts 24, then the changes and the legal actions", async () => {
    const { answers } = await served([create(1, { options: { players: 1, ruleset: 'original', seed: 'bytes' } }), request(2, 'reset')]);
    const created = answers[0]?.result as Created;
    expect(created.arrays).toEqual([
      ['rewards', '<f4', 1],
      ['scores', '<f4', 1],
      ['rounds', '<i4', 1],
      ['legalCounts', '<u4', 1],
      ['acting', '|u1', 1],
      ['terminations', '|u1', 1],
      ['restarts', '|u1', 1],
      ['changeIndices', '<u4', 'changes'],
      ['changeValues', '<f4', 'changes'],
      ['legalActions', '<u2', 'legal'],
    ]);
    const answer = answers[1] as BridgeAnswer;
    const { changes, legal } = answer.result as { changes: number; legal: number };
    expect(answer.bytes).toBe(28 + 8 * changes + 2 * legal);
    const bytes = new DataView(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
    const env = createEnvironment({ players: 1, ruleset: 'original', seed: 'bytes' });
    const step = env.reset();
    expect(bytes.getFloat32(0, true)).toBe(0);
    expect(bytes.getFloat32(4, true)).toBe(step.scores[0]);
    expect(bytes.getInt32(8, true)).toBe(1);
    expect(bytes.getUint32(12, true)).toBe(legal);
    expect([bytes.getUint8(16), bytes.getUint8(20), bytes.getUint8(24)]).toEqual([1, 0, 0]);
    // Padding bytes are 0.
    expect([17, 18, 19, 21, 22, 23, 25, 26, 27].map((at) => bytes.getUint8(at))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The first answer lists every float that is not 0 (the client's copy starts at 0), in order.
    const nonZero = Array.from(step.observations[0] as Float32Array).flatMap((value, i) => (value === 0 ? [] : [[i, value]]));
    expect(changes).toBe(nonZero.length);
    expect(Array.from({ length: changes }, (_, k) => [bytes.getUint32(28 + 4 * k, true), bytes.getFloat32(28 + 4 * changes + 4 * k, true)])).toEqual(nonZero);
    const mask = step.masks[0] as Uint8Array;
    const listed = Array.from({ length: legal }, (_, k) => bytes.getUint16(28 + 8 * changes + 2 * k, true));
    expect(listed).toEqual(Array.from(mask.keys()).filter((a) => mask[a] === 1));
  });

  it('"observations": false sends no floats, and the rest as before', async () => {
    const { answers } = await served([create(1, { options: { players: 2, seed: 'none' }, games: 2, observations: false }), request(2, 'reset')]);
    expect((answers[1]?.result as { changes: number }).changes).toBe(0);
    const arrays = arraysOf(answers[0], answers[1]);
    const env = createVectorEnvironment({ players: 2, seed: 'none' }, 2);
    expect(Array.from(arrays.scores as Float32Array)).toEqual(Array.from(env.reset().scores));
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
    expect(arraysOf(answers[0], answers[2]).rounds).toEqual(Int32Array.of(1, 1));
  });
});
