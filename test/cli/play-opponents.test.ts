import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

/**
 * `welcome-to play` with `args`, a person answering every prompt as a script would: at
 * a choice, "?" and then the first legal choice the help lists; no optional claim, the
 * first compulsory one, no reshuffle. What it printed, line by line.
 */
async function played(args: readonly string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  let asked = false;
  const io: Io = {
    out: (text) => void out.push(text),
    write: async () => undefined,
    err: (text) => void out.push(text),
    progress: () => undefined,
    errIsTerminal: false,
    line: async (prompt) => {
      if (prompt.startsWith('Your choice')) {
        asked = !asked;
        if (asked) return '?';
        const hints = out.filter((line) => line.startsWith('Some legal choices: ')).at(-1) ?? '';
        return hints.slice('Some legal choices: '.length).split(' | ')[0];
      }
      if (prompt.startsWith('Claim')) return prompt.includes('blank') ? '' : '1';
      if (prompt.startsWith('Ask for a reshuffle')) return 'n';
      return 'q';
    },
    requests: async function*() {},
    readAll: async () => '',
    close: () => undefined,
  };
  return { code: await main(args, io, () => 0), out };
}

/** Each round's moves, by seat, from the lines "Played: you: …, strong2: … · casual3: …". */
function movesByRound(out: readonly string[]): Map<string, string>[] {
  return out
    .filter((line) => line.startsWith('Played: '))
    .map((line) => new Map(line.slice('Played: '.length).split(' · ').map((part) => [part.slice(0, part.indexOf(': ')), part.slice(part.indexOf(': ') + 2)] as [string, string])));
}

describe('"greedy seats mirror each other" (issue 52): the default opponents are of different levels', () => {
  it('play --players 3 --seed friday: two opponents of two levels, who make the same move in few rounds and never in two rounds running', async () => {
    const { code, out } = await played(['play', '--players', '3', '--seed', 'friday']);
    expect(code).toBe(0);
    expect(out[0]).toContain('You play against strong2, casual3.');
    const rounds = movesByRound(out);
    expect(rounds.length).toBeGreaterThanOrEqual(10);
    expect(out.some((line) => line.startsWith('── Game over'))).toBe(true);
    const same = rounds.map((moves) => moves.get('strong2') === moves.get('casual3'));
    // In the game, the two greedy opponents made the same moves in rounds 1 and 3.
    expect(same.slice(0, 3)).toEqual([false, false, false]);
    expect(same.filter(Boolean).length).toBeLessThanOrEqual(rounds.length / 5);
    expect(same.some((mirrored, round) => mirrored && same[round + 1] === true)).toBe(false);
  });

  it('at 4 players and more the levels are cycled, strongest first: each of the first three opponents is of its own level', async () => {
    const { out } = await played(['play', '--players', '5', '--seed', 'table', '--ruleset', 'original']);
    expect(out[0]).toContain('You play against strong2, casual3, beginner4, strong5.');
  });

  it('--help says the default and why', async () => {
    const { out } = await played(['play', '--help']);
    expect(out.join('\n')).toContain('(default: strong,casual,beginner, one of each level, so that no two opponents play alike)');
  });
});
