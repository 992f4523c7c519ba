import { describe, expect, it, vi } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { serveStdio } from '../../src/cli/serve.js';

// An engine that fails as a bug would (a TypeError, not a RuleError) on its second game.
vi.mock('../../src/index.js', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/index.js')>();
  let made = 0;
  return {
    ...engine,
    createEnvironment: (options: Parameters<typeof engine.createEnvironment>[0]) => {
      made += 1;
      if (made === 2) throw new TypeError("Cannot read properties of undefined (reading 'reduce')");
      return engine.createEnvironment(options);
    },
  };
});

describe('welcome-to serve --stdio: an error the engine did not mean', () => {
  it('is answered with the code "internal", its stack goes to standard error, and the server keeps serving', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const lines = [1, 2, 3].map((id) => JSON.stringify({ id, method: 'create', params: { protocol: 2, options: { players: 2 } } }));
    const io: Io = {
      out: (text) => void out.push(text),
      write: async () => undefined,
      err: (text) => void err.push(text),
      progress: () => undefined,
      errIsTerminal: false,
      line: async () => undefined,
      requests: async function*() {
        yield* lines;
      },
      readAll: async () => '',
      close: () => undefined,
    };
    expect(await serveStdio(io)).toBe(0);
    const answers = out.map((line) => JSON.parse(line) as { id: number; result?: unknown; error?: { code: string; message: string } });
    expect(answers.map((answer) => [answer.id, answer.error?.code ?? 'ok'])).toEqual([[1, 'ok'], [2, 'internal'], [3, 'ok']]);
    expect(answers[1]?.error?.message).toBe("an unexpected error, not the request's: Cannot read properties of undefined (reading 'reduce')");
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^welcome-to serve: an unexpected error answering request 2: TypeError: Cannot read properties/);
  });
});
