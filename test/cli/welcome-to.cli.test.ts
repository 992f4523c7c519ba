import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyChoice, greedyBot, legalClaims, playGame, randomBot, replay, type Bot, type Choice } from '../../src/index.js';
import { choiceToText } from '../../src/cli/choice-text.js';

// These tests run the built program, as a user would: `npm run build` comes first.
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const run = (args: string[], input = '') => spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
const scratch = mkdtempSync(join(tmpdir(), 'welcome-to-'));

describe('welcome-to simulate', () => {
  it('--json parses and adds up', () => {
    const result = run(['simulate', '--games', '20', '--players', '3', '--bots', 'greedy,random', '--seed', 'cli', '--json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as {
      games: number;
      seats: string[];
      bots: { bot: string; plays: number; wins: number; mean: number; median: number; best: number; winRate: number }[];
      endings: Record<string, number>;
      meanRounds: number;
      gamesPerSecond: number;
    };
    expect(report.games).toBe(20);
    expect(report.seats).toEqual(['greedy', 'random', 'greedy']);
    expect(report.bots.map((bot) => [bot.bot, bot.plays])).toEqual([
      ['greedy', 40],
      ['random', 20],
    ]);
    const wins = report.bots.reduce((sum, bot) => sum + bot.wins, 0);
    expect(wins).toBeGreaterThanOrEqual(20); // every game has a winner, some share
    for (const bot of report.bots) {
      expect(bot.best).toBeGreaterThanOrEqual(bot.median);
      expect(bot.winRate).toBeCloseTo(bot.wins / 20, 2);
    }
    expect(Object.values(report.endings).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
    expect(report.meanRounds).toBeGreaterThan(5);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
  });

  it('prints a table without --json, and the same seed gives the same table', () => {
    const args = ['simulate', '--games', '5', '--players', '2', '--bots', 'random', '--seed', 'table'];
    const first = run(args).stdout.split('\n');
    const second = run(args).stdout.split('\n');
    expect(first[1]).toMatch(/bot\s+seats\s+mean\s+median\s+best\s+wins\s+win rate/);
    expect(first.slice(0, 3)).toEqual(second.slice(0, 3));
  });

  it('explains a bad option and exits with 2', () => {
    const result = run(['simulate', '--bots', 'greedy,clever']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown bot "clever"');
  });
});

describe('welcome-to play', () => {
  // The person plays the greedy bot's choices: the bots get the same seeds as in
  // playGame, so the game must end exactly as the library plays it.
  const seed = 'scripted';
  const options = { players: ['you', 'greedy2', 'greedy3'], seed };
  const { state: expected, record } = playGame(options, [greedyBot, greedyBot, greedyBot]);

  function script(): string {
    const lines: string[] = ['hello', '9 0 0'];
    record.rounds.forEach((round, r) => {
      const state = replay({ options: record.options, rounds: record.rounds.slice(0, r) });
      const mine = round[0] as Choice;
      lines.push(choiceToText(mine));
      const sets = legalClaims(state, 'you', mine);
      if (sets.length > 0) {
        const index = sets.findIndex((set) => JSON.stringify(set) === JSON.stringify(mine.claims ?? []));
        lines.push(index < 0 ? '' : String(index + 1));
      }
    });
    return `${lines.join('\n')}\n`;
  }

  it('finishes a game from scripted input, explaining rejected input on the way', () => {
    const result = run(['play', '--players', '3', '--seed', seed], script());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Not understood');
    expect(result.stdout).toContain('Not allowed');
    expect(result.stdout).toContain('Game over');
    const winners = expected.result?.winners.join(', ') ?? '';
    expect(result.stdout).toMatch(new RegExp(`winners?: ${winners}`));
    for (const player of expected.result?.players ?? []) {
      expect(result.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    }
  });

  it('--save writes a record that replay accepts', () => {
    const file = join(scratch, 'saved.json');
    expect(run(['play', '--players', '3', '--seed', seed, '--save', file], script()).status).toBe(0);
    const replayed = run(['replay', file]);
    expect(replayed.status).toBe(0);
    for (const player of expected.result?.players ?? []) {
      expect(replayed.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    }
  });

  it('exits with 1 when the input ends before the game', () => {
    const result = run(['play', '--seed', seed], '0 0 0\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('input ended');
  });
});

describe('welcome-to play with every variant, on the ice cream truck sheet', () => {
  // The person types what the random bot would in their seat: an expert pick, then a
  // build or refusal, roundabouts, the bottom truck's start and compulsory claims
  // (original rules) included.
  const options = {
    players: ['you', 'random2', 'random3'],
    seed: 'variants',
    ruleset: 'original' as const,
    variants: { expert: true, roundabouts: true, advancedPlans: true },
    sheet: 'ice-cream' as const,
  };
  const { state: expected, record } = playGame(options, [randomBot, randomBot, randomBot]);

  function script(): string {
    const lines: string[] = [];
    record.rounds.forEach((round, r) => {
      const before = replay({ options: record.options, rounds: record.rounds.slice(0, r) });
      const mine = round[0] as Choice;
      const card = mine.type === 'build' ? before.offer[mine.pair]?.numberCard : mine.card;
      lines.push(`pick ${card}`);
      lines.push(choiceToText(mine));
      const sets = legalClaims(applyChoice(before, 'you', { type: 'pick', card: card as number }), 'you', mine);
      if (sets.length > 0) lines.push(String(sets.findIndex((set) => JSON.stringify(set) === JSON.stringify(mine.claims ?? [])) + 1));
      if ((mine.claims ?? []).some((claim) => before.plans[claim.plan]?.approved === false)) lines.push(mine.reshuffle === true ? 'y' : 'n');
    });
    return `${lines.join('\n')}\n`;
  }

  it('the record has roundabouts, picks, refusals and a truck start to type', () => {
    const choices = record.rounds.map((round) => round[0] as Choice);
    expect(choices.some((choice) => choice.roundabout !== undefined)).toBe(true);
    expect(choices.some((choice) => choice.type === 'refuse')).toBe(true);
    expect(choices.some((choice) => choice.type === 'build' && choice.truck !== undefined)).toBe(true);
  });

  it('plays the game to the same end as the library', () => {
    const args = ['play', '--players', '3', '--seed', 'variants', '--ruleset', 'original', '--bot', 'random', '--expert', '--roundabouts', '--advanced-plans', '--sheet', 'ice-cream'];
    const result = run(args, script());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('original rules on the ice cream truck sheet with advanced plans, roundabouts, expert card choice');
    expect(result.stdout).toMatch(/cones .*truck at/);
    expect(result.stdout).toContain('(effect hidden until you pick)');
    expect(result.stdout).toMatch(/\(\)/); // a roundabout drawn on a sheet
    for (const player of expected.result?.players ?? []) {
      expect(result.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    }
  });
});

describe('welcome-to simulate with variant flags', () => {
  it('plays every variant and says so', () => {
    const result = run(['simulate', '--games', '4', '--players', '3', '--bots', 'greedy,random', '--seed', 'flags', '--roundabouts', '--advanced-plans', '--expert', '--json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { games: number; variants: object };
    expect(report.variants).toEqual({ advancedPlans: true, roundabouts: true, expert: true });
    expect(report.games).toBe(4);
    const table = run(['simulate', '--games', '2', '--players', '2', '--bots', 'random', '--roundabouts']);
    expect(table.stdout).toContain('collector rules with roundabouts');
  });

  it('--sheet plays a seasonal sheet and reports its points', () => {
    const result = run(['simulate', '--games', '6', '--players', '3', '--bots', 'greedy,random', '--seed', 'eggs', '--sheet', 'eggs', '--json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { sheet: string; bots: { meanSeasonal: number }[] };
    expect(report.sheet).toBe('eggs');
    expect(report.bots.some((bot) => bot.meanSeasonal > 0)).toBe(true);
    const table = run(['simulate', '--games', '2', '--players', '2', '--bots', 'random', '--sheet', 'christmas']);
    expect(table.stdout).toContain('collector rules on the Christmas lights sheet');
    expect(table.stdout).toMatch(/bot\s+seats\s+mean\s+season/);
    expect(run(['simulate', '--sheet', 'summer']).stderr).toContain('--sheet must be one of classic, ice-cream, christmas, eggs');
  });
});

describe('welcome-to replay', () => {
  const bot: Bot = greedyBot;
  const { state, record } = playGame({ players: 2, seed: 'file', ruleset: 'original' }, [bot, bot]);
  const good = join(scratch, 'good.json');
  writeFileSync(good, JSON.stringify(record));

  it('accepts a recorded game and prints its final sheets and scores', () => {
    const result = run(['replay', good]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('the game is over');
    for (const player of state.result?.players ?? []) expect(result.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
  });

  it('rejects a corrupted record with a clear error and exit code 1', () => {
    const corrupted = join(scratch, 'corrupted.json');
    const rounds = record.rounds.map((round, r) => (r === 3 ? [{ type: 'build', pair: 0, street: 0, house: 99 }, round[1]] : round));
    writeFileSync(corrupted, JSON.stringify({ ...record, rounds }));
    const result = run(['replay', corrupted]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not a valid game record: .*round 4/);
  });

  it('rejects a file that is not JSON, or missing', () => {
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, '{"options":');
    expect(run(['replay', broken]).status).toBe(1);
    expect(run(['replay', broken]).stderr).toContain('is not JSON');
    expect(run(['replay', join(scratch, 'missing.json')]).stderr).toContain('cannot read');
  });
});

describe('welcome-to', () => {
  it('demo plays a seeded 4-player bot game round by round', () => {
    const result = run(['demo']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Round 1');
    expect(result.stdout).toMatch(/winners?: /);
  });

  it('an unknown command prints the usage and exits with 2', () => {
    const result = run(['dance']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });
});
