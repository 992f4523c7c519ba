import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { replay, scoreGame, type GameRecord } from '../../src/index.js';
import { allAnswers } from '../support/bridge-client.js';

// The built program, driven from Python as a learner in another language drives it: `npm run build` comes first.
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const client = new URL('../../examples/python/random_games.py', import.meta.url).pathname;

interface Played {
  readonly agents: readonly string[];
  readonly actionSpace: number;
  readonly games: readonly { readonly seed: number; readonly steps: number; readonly rounds: number; readonly scores: readonly number[] }[];
  readonly record: GameRecord;
  readonly error: string | null;
}

describe('welcome-to serve --stdio, from a Python script using the standard library only', () => {
  it('plays whole games: every game ends, the rewards add up to the final scores, and the last game replays to them', () => {
    const result = spawnSync('python3', [client, '3', process.execPath, cli, 'serve', '--stdio'], { encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const played = JSON.parse(result.stdout) as Played;
    expect(played.agents).toEqual(['p1', 'p2', 'p3']);
    expect(played.actionSpace).toBe(6704);
    expect(played.games).toHaveLength(3);
    for (const game of played.games) expect(game.rounds).toBeGreaterThan(5);
    // The script checked the sums; the record it fetched replays to the last game's scores.
    const last = played.games.at(-1);
    expect(scoreGame(replay(played.record)).players.map((player) => player.breakdown.total)).toEqual(last?.scores);
    // "errors as RuleError codes": an action out of the mask.
    expect(played.error).toBe('argument/invalid');
  });

  it("many games at once: one request steps every game, its arrays as bytes after the answer's line, each seat's rewards add up to its score", () => {
    const vectorClient = new URL('../../examples/python/vector_games.py', import.meta.url).pathname;
    const result = spawnSync('python3', [vectorClient, '4', process.execPath, cli, 'serve', '--stdio'], { encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const played = JSON.parse(result.stdout) as { games: number; steps: number; bytes: number; scores: number[]; rounds: number[]; record: GameRecord };
    expect(played.games).toBe(4);
    expect(played.scores).toHaveLength(8);
    expect(played.steps).toBeGreaterThan(5);
    // Each step's bytes: rewards and scores (8 floats each), rounds (4 integers), acting (8 bytes), terminations and restarts (4 each), then 8 observations of 1,933 floats and 8 masks of 6,671 actions.
    expect(played.bytes).toBe(4 * 2 * (4 + 4) + 4 * 4 + 8 + 4 + 4 + 8 * 1933 * 4 + 8 * 6671);
    // Game 0's record replays to its seats' final scores.
    expect(scoreGame(replay(played.record)).players.map((player) => player.breakdown.total)).toEqual(played.scores.slice(0, 2));
  });

  it.skipIf(spawnSync('python3', ['-c', 'import numpy']).status !== 0)(
    "with numpy: the arrays made once over the buffer every step is read into, games starting again by themselves, each finished game's rewards adding up to its scores",
    () => {
      const numpyClient = new URL('../../examples/python/numpy_games.py', import.meta.url).pathname;
      const result = spawnSync('python3', [numpyClient, '3', '60', process.execPath, cli, 'serve', '--stdio'], { encoding: 'utf8', timeout: 120_000 });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const played = JSON.parse(result.stdout) as { games: number; steps: number; bytes: number; gameSteps: number; finished: number };
      expect([played.games, played.steps]).toEqual([3, 60]);
      // 3 four-player games: rewards and scores (12 floats each), rounds (3 integers), acting (12 bytes), terminations and restarts (3 bytes, padded to 4), then 12 observations of 3,557 floats and 12 masks of 6,671 actions.
      expect(played.bytes).toBe(48 + 48 + 12 + 12 + 4 + 4 + 12 * 3557 * 4 + 12 * 6671);
      // A game lasts some twenty steps: each of the three ended at least twice in sixty.
      expect(played.finished).toBeGreaterThanOrEqual(6);
      // The step after a game's end starts it again and counts no game step: one for each end but those of the last step.
      expect(played.gameSteps).toBeGreaterThanOrEqual(3 * 60 - played.finished);
      expect(played.gameSteps).toBeLessThanOrEqual(3 * 60 - played.finished + 3);
    },
  );

  it('answers a line that is not a request, or a request out of order, with its error and goes on; a missing --stdio is a usage error', () => {
    const lines = [
      'not json',
      '{"id":1,"method":"step","params":{"actions":[0]}}',
      '{"id":2,"method":"create","params":{"protocol":2,"options":{"players":0}}}',
      '{"id":3,"method":"fly"}',
      // A step before reset ended the server with a stack trace (issue 52).
      '{"id":4,"method":"create","params":{"protocol":2,"options":{"players":2},"observations":false}}',
      '{"id":5,"method":"step","params":{"actions":[0,0]}}',
      '{"id":6,"method":"reset"}',
      '{"id":7,"method":"close"}',
      '{"id":8,"method":"reset"}',
    ];
    const result = spawnSync(process.execPath, [cli, 'serve', '--stdio'], { input: `${lines.join('\n')}\n` });
    expect(result.status).toBe(0);
    expect(result.stderr.toString()).toBe('');
    // The reset's answer is a line and the bytes of its arrays.
    const answers = allAnswers(result.stdout);
    expect(answers[6]?.body.length).toBe(answers[6]?.bytes);
    expect(answers.map((answer) => [answer.id, answer.error?.code])).toEqual([
      [null, 'argument/invalid'],
      [1, 'argument/invalid'],
      [2, 'options/players'],
      [3, 'argument/invalid'],
      [4, undefined],
      [5, 'environment/not-reset'],
      [6, undefined],
      [7, undefined],
      [8, 'environment/closed'],
    ]);
    expect(spawnSync(process.execPath, [cli, 'serve'], { encoding: 'utf8' }).status).toBe(2);
  });
});
