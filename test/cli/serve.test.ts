import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { serveStdio } from '../../src/cli/serve.js';

type Answer = { id: unknown; result?: unknown; error?: { code: string; message: string } };

/**
 * What the server answered to `lines`, one request a line (or to the requests `next`
 * makes from the answers so far, until it gives none): its answers parsed, what it wrote
 * on standard error, its exit code.
 */
async function served(lines: readonly string[] | ((answers: readonly Answer[]) => string | undefined)): Promise<{ answers: Answer[]; err: string[]; code: number }> {
  const out: string[] = [];
  const answers = () => out.map((line) => JSON.parse(line) as Answer);
  const err: string[] = [];
  const io: Io = {
    out: (text) => void out.push(text),
    err: (text) => void err.push(text),
    progress: () => undefined,
    errIsTerminal: false,
    line: async () => undefined,
    requests: async function*() {
      if (typeof lines !== 'function') return yield* lines;
      for (let line = lines([]); line !== undefined; line = lines(answers())) yield line;
    },
    readAll: async () => '',
    close: () => undefined,
  };
  const code = await serveStdio(io);
  return { answers: answers(), err, code };
}

const request = (id: number, method: string, params?: unknown) => JSON.stringify({ id, method, ...(params === undefined ? {} : { params }) });

describe('welcome-to serve --stdio: a request out of order or malformed is answered with an error, and the server keeps serving', () => {
  it('"a step before reset" answers environment/not-reset (it ended the server with a stack trace), then the game plays', async () => {
    const { answers, err, code } = await served([
      request(1, 'create', { options: { players: 2, seed: 'serve' }, observations: false }),
      request(2, 'step', { actions: [0, 0] }),
      request(3, 'reset'),
    ]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(answers.map((answer) => [answer.id, answer.error?.code])).toEqual([[1, undefined], [2, 'environment/not-reset'], [3, undefined]]);
    expect(answers[1]?.error?.message).toContain('call reset() (or reset(seed)) first');
    expect((answers[2]?.result as { round: number }).round).toBe(1);
  });

  it('every call out of order, of one game and of many, answers its code and the next request is served', async () => {
    const { answers, err } = await served([
      request(1, 'step', { actions: [0, 0] }),
      request(2, 'create', { options: { players: 2 }, observations: false }),
      request(3, 'reset', { seed: { not: 'a seed' } }),
      request(4, 'reset', { seed: 'x' }),
      request(5, 'close'),
      request(6, 'step', { actions: [0, 0] }),
      request(7, 'reset'),
      request(8, 'state'),
      request(9, 'close'),
      request(10, 'create', { options: { players: 2 }, games: 2, observations: false }),
      request(11, 'step', { actions: [0, 0, 0, 0] }),
      request(12, 'reset', { seeds: ['a', null] }),
      request(13, 'reset', { seeds: 'ab' }),
      request(14, 'reset', { seeds: ['a', 'b'] }),
      request(15, 'state', { game: 7 }),
      request(16, 'close'),
      request(17, 'step', { actions: [0, 0, 0, 0] }),
      request(18, 'fly'),
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
      [16, 'ok'],
      [17, 'environment/closed'],
      [18, 'argument/invalid'],
    ]);
    expect(answers[0]?.error?.message).toContain('send "create" first');
    expect(answers[2]?.error?.message).toContain('seed must be a string or a finite number');
    expect(answers[17]?.error?.message).toContain('the methods are create, reset, step, state and close');
  });

  it('a step after the end answers game/over naming reset, and reset plays another game', async () => {
    // Each acting seat takes its first legal action until the game ends; then one step more, and a reset.
    let ended = 0;
    const { answers } = await served((so) => {
      if (so.length === 0) return request(1, 'create', { options: { players: 2, seed: 'end' }, observations: false });
      if (so.length === 1) return request(2, 'reset');
      const step = so.at(-1)?.result as { legal: number[][]; acting: boolean[]; terminations: boolean[] } | undefined;
      if (ended === 0 && step?.terminations[0] === true) ended = so.length;
      if (ended === 0 && step !== undefined) return request(so.length + 1, 'step', { actions: step.legal.map((legal, seat) => (step.acting[seat] ? legal[0] : -1)) });
      if (so.length === ended) return request(so.length + 1, 'step', { actions: [0, 0] });
      if (so.length === ended + 1) return request(so.length + 1, 'reset', { seed: 'next' });
      return undefined;
    });
    expect(ended).toBeGreaterThan(10);
    expect(answers.at(-2)?.error?.code).toBe('game/over');
    expect(answers.at(-2)?.error?.message).toContain('call reset');
    expect((answers.at(-1)?.result as { round: number }).round).toBe(1);
  });

  it('lines that are no request: each answers argument/invalid with a null id, and the server goes on', async () => {
    const { answers, code } = await served([
      'not json',
      '[]',
      'null',
      '{"id":1,"method":"create","params":[]}',
      '{"id":2,"method":"create","params":{"options":7}}',
      '',
      '{"id":3,"method":"create","params":{"options":{"players":2}}}',
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
});
