import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  gameStatistics,
  greedyBot,
  legalClaims,
  playerView,
  playGame,
  randomBot,
  replay,
  simulate as simulateHere,
  type Bot,
  type CardIndex,
  type Choice,
  type GameRecord,
  type GameState,
  type MeanStatistics,
  type PlayerStatistics,
} from '../../src/index.js';
import { personChoiceText } from '../../src/cli/person-text.js';
import { choosablePairs } from '../../src/cli/render.js';

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
      // Rounded to two decimals: within half a hundredth (25/40 = 0.625 prints as 0.63).
      expect(Math.abs(bot.winRate - bot.wins / bot.plays)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    expect(Object.values(report.endings).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
    expect(report.meanRounds).toBeGreaterThan(5);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
  });

  it('--json gives each bot the mean statistics a play of gameStatistics, the rounds each plan was claimed in among them', () => {
    const args = ['simulate', '--games', '8', '--players', '2', '--bots', 'greedy,random', '--seed', 'figures', '--json'];
    const report = JSON.parse(run(args).stdout) as { bots: { bot: string; plays: number; meanStatistics: MeanStatistics }[] };
    const greedy = report.bots[0]?.meanStatistics as MeanStatistics;
    expect(greedy.numbers).toBeGreaterThan(10);
    expect(greedy.estates).toHaveLength(6);
    expect(greedy.plans).toHaveLength(3);
    expect(greedy.plansClaimed).toBeCloseTo(greedy.plans.reduce((sum, plan) => sum + plan.claimed, 0), 1);
    for (const plan of greedy.plans) if (plan.claimed > 0) expect(plan.round).toBeGreaterThan(1);
    // The same games played here: the program's means are the library's, field for field and in its order.
    const records: GameRecord[] = [];
    const here = simulateHere({ games: 8, seats: [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }], seed: 'figures', onGame: (game) => records.push(game.record) });
    expect(Object.keys(greedy)).toEqual(Object.keys(here.bots[0]?.meanStatistics ?? {}));
    expect(report.bots.map((bot) => bot.meanStatistics)).toEqual(here.bots.map((bot) => bot.meanStatistics));
    const played = records.map((record) => gameStatistics(record).players[0] as PlayerStatistics);
    expect(greedy.refusals).toBe(Math.round((played.reduce((sum, player) => sum + player.refusals, 0) / played.length) * 100) / 100);
  });

  it('prints a table without --json, and the same seed gives the same table', () => {
    const args = ['simulate', '--games', '5', '--players', '2', '--bots', 'random', '--seed', 'table'];
    const first = run(args).stdout.split('\n');
    const second = run(args).stdout.split('\n');
    expect(first[1]).toMatch(/bot\s+plays\s+mean\s+±95%\s+sd\s+median\s+best\s+wins\s+win rate/);
    expect(first).toContain('mean points by part of the score (bis, refusals and roundabouts subtracted):');
    expect(first.find((line) => line.startsWith('  random: '))).toMatch(/plans [\d.]+, .*estates [\d.]+/);
    const statistics = first.indexOf('mean statistics a play (plans: the share of plays that claimed each, and the mean round of the claims):');
    expect(statistics).toBeGreaterThan(0);
    expect(first[statistics + 1]).toMatch(
      /^  random: numbers [\d.]+, empty houses [\d.]+, refusals [\d.]+, bis [\d.]+, temp agency boxes [\d.]+, pools [\d.]+, parks [\d.]+, fences [\d.]+, estate value boxes [\d.]+$/,
    );
    expect(first[statistics + 2]).toMatch(
      /^    complete estates [\d.]+: (none|[\d.]+ of 1 house(, [\d.]+ of [2-6]( houses)?)*|[\d.]+ of [2-6] houses(, [\d.]+ of [3-6])*); effects used: fence [\d.]+, pool [\d.]+, temp agency [\d.]+, bis [\d.]+, park [\d.]+, real estate agent [\d.]+$/,
    );
    expect(first[statistics + 3]).toMatch(/^    plans claimed [\d.]+ \(first [\d.]+\): plan 1 \d+%.*, plan 2 \d+%.*, plan 3 \d+%/);
    expect(first.slice(0, 3)).toEqual(second.slice(0, 3));
  });

  it('explains a bad option and exits with 2', () => {
    const result = run(['simulate', '--bots', 'greedy,clever']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown bot "clever"');
  });
});

/**
 * The lines a person types for a recorded choice: its notation counted from 1, claims
 * included; a choice claiming nothing answers the claims list, when one is offered,
 * with a blank.
 */
function typed(state: GameState, choice: Choice): string[] {
  const sets = legalClaims(state, 'you', choice);
  return [personChoiceText(choice, choosablePairs(playerView(state, 'you').offer)), ...((choice.claims ?? []).length === 0 && sets.length > 0 ? [''] : [])];
}

/** What the person types for the rounds `from` to `to` of a record whose first seat is theirs (a game without expert picks). */
function roundsTyped(record: GameRecord, from = 0, to = record.rounds.length): string[] {
  return record.rounds.slice(from, to).flatMap((round, r) => typed(replay({ options: record.options, rounds: record.rounds.slice(0, from + r) }), round[0] as Choice));
}

describe('welcome-to play', () => {
  // The person plays the greedy bot's choices against two greedy bots: the bots get the
  // same seeds as in playGame, so the game must end exactly as the library plays it.
  const seed = 'scripted';
  const options = { players: ['you', 'greedy2', 'greedy3'], seed };
  const { state: expected, record } = playGame(options, [greedyBot, greedyBot, greedyBot]);

  // Rejected on the way: a line that is no choice, a pair that is not offered, and a
  // refusal while a number fits.
  const script = () => `${['hello', '9 1 1', 'r', ...roundsTyped(record)].join('\n')}\n`;

  it('finishes a game from scripted input, explaining rejected input on the way', () => {
    const result = run(['play', '--players', '3', '--seed', seed, '--bots', 'greedy'], script());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Not understood: write PAIR STREET HOUSE');
    expect(result.stdout).toContain('Not understood: PAIR is 1, 2 or 3: a pair listed under your sheet.');
    // The pairs that fit, counted from 1 as the offer lists them.
    expect(result.stdout).toMatch(/Not allowed: You must build if you can: pair 1 \(\d+\), pair 2 \(\d+\) and pair 3 \(\d+\) fit\./);
    expect(result.stdout).toContain('Game over');
    const winners = expected.result?.winners.join(', ') ?? '';
    expect(result.stdout).toMatch(new RegExp(`winners?: ${winners}`));
    for (const player of expected.result?.players ?? []) {
      expect(result.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    }
  });

  it('--save writes a record that replay accepts', () => {
    const file = join(scratch, 'saved.json');
    expect(run(['play', '--players', '3', '--seed', seed, '--bots', 'greedy', '--save', file], script()).status).toBe(0);
    const replayed = run(['replay', file]);
    expect(replayed.status).toBe(0);
    for (const player of expected.result?.players ?? []) {
      expect(replayed.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    }
  });

  it('exits with 1 when the input ends before the game', () => {
    const result = run(['play', '--seed', seed], '1 1 1\n');
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
      const card = (mine.type === 'build' ? before.offer[mine.pair]?.numberCard : mine.card) as CardIndex;
      lines.push(`pick ${card + 1}`);
      // The choice without its claims: the claims are picked from the numbered list.
      const { claims: _claims, reshuffle: _reshuffle, ...bare } = mine;
      const picked = applyChoice(before, 'you', { type: 'pick', card });
      lines.push(personChoiceText(bare as Choice, choosablePairs(playerView(picked, 'you').offer)));
      const sets = legalClaims(picked, 'you', mine);
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
    const args = ['play', '--players', '3', '--seed', 'variants', '--ruleset', 'original', '--bots', 'random', '--expert', '--roundabouts', '--advanced-plans', '--sheet', 'ice-cream'];
    const result = run(args, script());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('original rules on the ice cream truck sheet with advanced plans, roundabouts, expert card choice');
    expect(result.stdout).toMatch(/^cones +\d[c$x]/m);
    expect(result.stdout).toMatch(/^trucks +top (right end|at \d+ from right) +middle /m);
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
    expect(table.stdout).toMatch(/bot\s+plays\s+mean\s+±95%\s+sd\s+season/);
    expect(table.stdout).toMatch(/^ {4}lights: the streets' longest strings [\d.]+ houses$/m);
    expect(table.stdout).not.toMatch(/roundabouts [\d.]+\n/);
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

  it('an unknown command says which there are and exits with 2', () => {
    const result = run(['dance']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "dance"; the commands are play, simulate, merge, serve, replay, render, demo');
  });
});

describe('welcome-to, like a well-behaved command line', () => {
  it('--help, help and --version', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Commands:\n  play .*\n  simulate .*\n  merge .*\n  serve .*\n  replay .*\n  render .*\n  demo /);
    expect(run(['help']).stdout).toBe(help.stdout);
    const version = run(['--version']);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(['play', 'simulate', 'replay', 'render', 'demo'])('%s --help lists its own options with descriptions and defaults', (command) => {
    const result = run([command, '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Usage: welcome-to ${command}`);
    expect(result.stdout).toContain('--help');
    expect(run(['help', command]).stdout).toBe(result.stdout);
  });

  it('play --help explains the symbols of the sheet and gives each default', () => {
    const result = run(['play', '--help']);
    expect(result.stdout).toMatch(/--players N\s+players, you included \(1 to 6\) \(default: 3\)/);
    expect(result.stdout).toContain('° a pool to build');
  });

  it.each([
    [['replay', 'game.json', '--json'], /--json is not an option of replay; it takes none/],
    [['demo', '--players', '9'], /--players is not an option of demo; its options are --seed/],
    [['demo', 'extra'], /unexpected argument extra/],
    [['simulate', '--games'], /--games needs a value/],
    [['simulate', '--json=yes'], /--json takes no value/],
    [['replay'], /give FILE/],
  ])('%j is refused in plain words', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('a one-player game under the default rules says how to get the solo game', () => {
    for (const command of ['play', 'simulate']) {
      const result = run([command, '--players', '1']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('a one-player game is the solo game of the original rules: add --ruleset original');
    }
    const solo = run(['simulate', '--players', '1', '--ruleset', 'original', '--games', '2', '--bots', 'greedy']);
    expect(solo.status).toBe(0);
    expect(solo.stdout).toContain('2 games, 1 player (greedy)');
  });

  it('bot names are looked up as own names only: toString and constructor are no bots', () => {
    expect(run(['simulate', '--bots', 'toString']).stderr).toContain('unknown bot "toString"');
    expect(run(['play', '--bots', 'constructor']).stderr).toContain('unknown bot "constructor"');
  });

  it('the search bot plays by name, its options after colons; a bad option is refused with what would be legal', () => {
    const result = run(['simulate', '--games', '2', '--players', '2', '--bots', 'search:simulations=4:candidates=2:depth=0,greedy', '--json']);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as { bots: { bot: string; plays: number }[] };
    expect(report.bots.map((bot) => [bot.bot, bot.plays])).toEqual([
      ['search:simulations=4:candidates=2:depth=0', 2],
      ['greedy', 2],
    ]);
    const bad = run(['simulate', '--bots', 'search:budget=9']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('the keys being simulations, candidates, depth, margin');
    expect(run(['simulate', '--bots', 'search:depth=-1']).stderr).toContain('options.depth must be a whole number from 0');
  });

  it('a bot module path plays, as the bot guide says', () => {
    const file = join(scratch, 'my-bot.mjs');
    writeFileSync(file, `import { randomBot } from ${JSON.stringify(new URL('../../dist/index.js', import.meta.url).href)};\nexport default (view, seed) => randomBot(view, seed);\n`);
    const result = run(['simulate', '--games', '3', '--players', '2', '--bots', `${file},greedy`, '--json']);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as { bots: { bot: string; plays: number }[] };
    expect(report.bots.map((bot) => [bot.bot, bot.plays])).toEqual([
      [file, 3],
      ['greedy', 3],
    ]);
    const empty = join(scratch, 'no-bot.mjs');
    writeFileSync(empty, 'export const x = 1;\n');
    expect(run(['simulate', '--bots', empty]).stderr).toContain('exports no bot');
  });

  it('stops quietly when its reader closes the pipe (| head)', () => {
    const result = spawnSync('sh', ['-c', `"${process.execPath}" "${cli}" demo | head -n 1`], { encoding: 'utf8' });
    expect(result.stdout.split('\n')[0]).toMatch(/^Welcome To/);
    expect(result.stderr).toBe('');
  });

  it('replay - reads standard input, and a game state is not taken for a record', () => {
    const { state } = playGame({ players: 2, seed: 'stdin' }, [greedyBot, greedyBot]);
    const fromStdin = run(['replay', '-'], JSON.stringify(state.record));
    expect(fromStdin.status).toBe(0);
    expect(fromStdin.stdout).toContain('standard input: ');
    const stateFile = join(scratch, 'state.json');
    writeFileSync(stateFile, JSON.stringify(state));
    const refused = run(['replay', stateFile]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('holds a game state, not a record');
  });

  it('play --save with a path it cannot write stops before the game', () => {
    const result = run(['play', '--seed', 's', '--save', join(scratch, 'no-such-dir', 'game.json')], '1 1 1\n');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('cannot write the record to');
    expect(result.stdout).not.toContain('Round 1');
  });

  it('play --save keeps the rounds played when the input ends early, and replay takes them', () => {
    const file = join(scratch, 'partial.json');
    // Two rounds of the greedy bot's choices in the person's seat, then the input ends.
    const options = { players: ['you', 'greedy2', 'greedy3'], seed: 'partial' };
    const { record } = playGame(options, [greedyBot, greedyBot, greedyBot]);
    const result = run(['play', '--players', '3', '--seed', 'partial', '--bots', 'greedy', '--save', file], `${roundsTyped(record, 0, 2).join('\n')}\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The input ended before the game did. Its record is in ${file}: "welcome-to play --resume ${file}" goes on from round 3`);
    const replayed = run(['replay', file]);
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toContain('2 rounds replayed');
    expect(replayed.stdout).toContain('still going (round 3)');
  });

  it('play exits after the game even while its standard input stays open', async () => {
    const { record } = playGame({ players: ['you', 'greedy2'], seed: 'open' }, [greedyBot, greedyBot]);
    const lines = roundsTyped(record);
    const child = spawn(process.execPath, [cli, 'play', '--players', '2', '--seed', 'open', '--bots', 'greedy'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stdin.write(`${lines.join('\n')}\n`); // and never end it
    const code = await new Promise<number | null>((done) => {
      const timer = setTimeout(() => {
        child.kill();
        done(null);
      }, 20_000);
      child.on('exit', (exit) => {
        clearTimeout(timer);
        done(exit);
      });
    });
    expect(code).toBe(0);
  });
});

describe('play and simulate name their bots with one option, --bots', () => {
  it('play --bots names the opponents, one a seat, cycled, and plays them as the library does', () => {
    // The person plays the greedy bot's choices against a random and a greedy bot.
    const options = { players: ['you', 'random2', 'greedy3'], seed: 'seats' };
    const { state: expected, record } = playGame(options, [greedyBot, randomBot, greedyBot]);
    const result = run(['play', '--players', '3', '--seed', 'seats', '--bots', 'random,greedy'], `${roundsTyped(record).join('\n')}\n`);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('You play against random2, greedy3.');
    for (const player of expected.result?.players ?? []) expect(result.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
  });

  it('the help shows --bots alone, and the old --bot is pointed to it', () => {
    const help = run(['play', '--help']).stdout;
    expect(help).toMatch(/--bots LIST\s+the bots you play against, one a seat, cycled/);
    expect(help).not.toMatch(/--bot /);
    const old = run(['play', '--bot', 'greedy']);
    expect(old.status).toBe(2);
    expect(old.stderr).toContain('--bot is not an option of play; did you mean --bots?');
  });
});

describe('play: leaving a game, and going on with it', () => {
  const options = { players: ['you', 'greedy2'], seed: 'leave' };
  const { state: expected, record } = playGame(options, [greedyBot, greedyBot]);

  it.each(['q', 'quit', 'exit', ' QUIT '])('%j at the prompt leaves the game with exit code 0', (word) => {
    const result = run(['play', '--players', '2', '--seed', 'leave', '--bots', 'greedy'], `${roundsTyped(record, 0, 1).join('\n')}\n${word}\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain('Not understood');
    expect(result.stdout).toContain('You left the game in round 2. It was not saved: play --save FILE keeps a game to go on with later.');
  });

  it('a quit word leaves from the claims list too', () => {
    // The first round in which the person's choice fulfils a plan: typed without its claim, the list comes up.
    const round = record.rounds.findIndex((choices) => (choices[0]?.claims?.length ?? 0) > 0);
    expect(round).toBeGreaterThan(0);
    const before = replay({ options: record.options, rounds: record.rounds.slice(0, round) });
    const { claims: _claims, ...bare } = record.rounds[round]?.[0] as Choice;
    expect(legalClaims(before, 'you', bare as Choice).length).toBeGreaterThan(0);
    const line = personChoiceText(bare as Choice, choosablePairs(playerView(before, 'you').offer));
    const result = run(['play', '--players', '2', '--seed', 'leave', '--bots', 'greedy'], `${[...roundsTyped(record, 0, round), line, 'q'].join('\n')}\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`You may claim:\\n.*\\nClaim \\(1-\\d, or blank for none\\): q\\nYou left the game in round ${round + 1}\\.`));
  });

  it('other words are no quit words: "end" and "quitter" are not understood', () => {
    const result = run(['play', '--players', '2', '--seed', 'leave'], 'end\nquitter\nq\n');
    expect(result.stdout.match(/Not understood/g)).toHaveLength(2);
    expect(result.stdout).toContain('You left the game in round 1.');
  });

  it('? names the quit words and Ctrl-D', () => {
    const result = run(['play', '--players', '2', '--seed', 'leave'], '?\nq\n');
    expect(result.stdout).toContain('q, quit or exit leaves the game, as does Ctrl-D (the end of the input)');
    expect(run(['play', '--help']).stdout).toContain('q, quit or exit (or Ctrl-D) leaves the game');
  });

  it('with --save, leaving says how to go on, and --resume plays on to the end the whole game reaches', () => {
    const file = join(scratch, 'left.json');
    const left = run(['play', '--players', '2', '--seed', 'leave', '--bots', 'greedy', '--save', file], `${roundsTyped(record, 0, 3).join('\n')}\nquit\n`);
    expect(left.status).toBe(0);
    expect(left.stdout).toContain(`You left the game in round 4. Its record is in ${file}: "welcome-to play --resume ${file}" goes on from round 4, "welcome-to replay ${file}" shows it.`);
    const resumed = run(['play', '--resume', file], `${roundsTyped(record, 3).join('\n')}\n`);
    expect(resumed.stderr).toBe('');
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('── Round 4 ──');
    expect(resumed.stdout).not.toContain('── Round 3 ──');
    for (const player of expected.result?.players ?? []) expect(resumed.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    expect((JSON.parse(readFileSync(file, 'utf8')) as GameRecord).rounds).toEqual(JSON.parse(JSON.stringify(record.rounds)));
  });

  it('--resume without --bots seats the bots the seats are named after', () => {
    const seats = { players: ['you', 'random2'], seed: 'seated' };
    const { state: whole, record: played } = playGame(seats, [greedyBot, randomBot]);
    const file = join(scratch, 'seated.json');
    writeFileSync(file, JSON.stringify({ options: played.options, rounds: played.rounds.slice(0, 5) }));
    const resumed = run(['play', '--resume', file], `${roundsTyped(played, 5).join('\n')}\n`);
    expect(resumed.stderr).toBe('');
    expect(resumed.stdout).toContain('You play against random2. Going on from round 6.');
    for (const player of whole.result?.players ?? []) expect(resumed.stdout).toMatch(new RegExp(`${player.id}\\s.*\\s${player.breakdown.total}\\n`));
    // A seat a bot module played names no bot: --bots must say.
    const module = join(scratch, 'module-seat.json');
    writeFileSync(module, JSON.stringify({ options: { ...played.options, players: ['you', 'bot2'] }, rounds: [] }));
    const unnamed = run(['play', '--resume', module]);
    expect(unnamed.status).toBe(2);
    expect(unnamed.stderr).toContain(`the seats of ${module} name no bot to play them (unknown bot "bot"`);
  });

  it('--resume takes the game as recorded: no setup beside it, and no game that is over', () => {
    const file = join(scratch, 'over.json');
    writeFileSync(file, JSON.stringify(record));
    const mixed = run(['play', '--resume', file, '--seed', 'other', '--players', '3']);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('leave out --players, --seed');
    expect(run(['play', '--resume', '-']).stderr).toContain('--resume takes the file the game was saved to, not standard input');
    const over = run(['play', '--resume', file]);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain(`the game in ${file} is over; "welcome-to replay ${file}" shows it`);
  });
});

describe('replay of a game still going names no winner', () => {
  it('prints the standings so far, labelled, and no winner', () => {
    const { record } = playGame({ players: 2, seed: 'unfinished' }, [greedyBot, greedyBot]);
    const file = join(scratch, 'unfinished.json');
    writeFileSync(file, JSON.stringify({ options: record.options, rounds: record.rounds.slice(0, 4) }));
    const result = run(['replay', file]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('the game is still going (round 5)');
    expect(result.stdout).toContain('Standings so far (the game is not over, so no one has won yet):');
    expect(result.stdout).not.toMatch(/winners?:/);
  });
});

describe('play counts cards, pairs, streets, houses and plans from 1, as the web page counts cards', () => {
  const expert = ['play', '--players', '2', '--seed', 'count', '--expert'];

  it('the three cards are 1 to 3, and the pairs of the picked card 1 and 2', () => {
    const result = run(expert, 'pick 3\n?\nq\n');
    expect(result.stdout).toMatch(/^card 1: .*\ncard 2: .*\ncard 3: /m);
    expect(result.stdout).toMatch(/^pair 1: .*\npair 2: .*\nYour choice/m);
    expect(result.stdout).not.toMatch(/^pair [03-9]:/m);
    expect(result.stdout).toMatch(/Some legal choices: [12] [123] \d+/);
    expect(run(expert, 'pick 0\nq\n').stdout).toContain('Not understood: CARD is 1, 2 or 3.');
  });

  it('the plans, the ruler and where a number fits count from 1', () => {
    const result = run(['play', '--players', '2', '--seed', 'count'], 'q\n');
    expect(result.stdout).toMatch(/^plan 1 \(A\): .*\nplan 2 \(B\): .*\nplan 3 \(C\): /m);
    expect(result.stdout).toMatch(/^ {9}1 {3}2 {3}3 .* 12$/m);
    expect(result.stdout).toMatch(/fits: top 1-10; middle 1-11; bottom 1-12/);
    expect(result.stdout).toContain('Reading the sheet: streets 1 top, 2 middle, 3 bottom; houses numbered from 1 at the left');
  });

  it("a house the person names is the house under that number of the ruler, and the engine's refusals count from 1", () => {
    const result = run(['play', '--players', '2', '--seed', 'count'], '1 1 11\n1 1 10\nq\n');
    expect(result.stdout).toContain('Not allowed: The top street has no house 11: its houses are 1 to 10.');
    // The number of pair 1 written in the last house of the top street, the tenth.
    expect(result.stdout).toMatch(/^Played: you: 1 1 10 /m);
    const number = /^pair 1: +(\d+)/m.exec(result.stdout)?.[1];
    expect(result.stdout).toMatch(new RegExp(`^top {4}\\|( [ .][ °] ){9}\\s?${number} \\|`, 'm'));
  });
});

describe("simulate's penalties have one sign, in the table as in --json", () => {
  it('the table gives bis, refusals and roundabouts as positive points, as the JSON does, and says they are subtracted', () => {
    const args = ['simulate', '--games', '30', '--players', '2', '--bots', 'random', '--seed', 'signs', '--roundabouts'];
    const table = run(args).stdout;
    const json = JSON.parse(run([...args, '--json']).stdout) as { bots: { meanBreakdown: Record<string, number> }[] };
    const breakdown = json.bots[0]?.meanBreakdown ?? {};
    expect(breakdown.bis).toBeGreaterThan(0);
    for (const part of ['bis', 'refusals', 'roundabouts']) {
      if ((breakdown[part] ?? 0) !== 0) expect(table).toContain(`${part} ${(breakdown[part] ?? 0).toFixed(1)}`);
    }
    expect(table).not.toContain('−');
    expect(table).toContain('mean points by part of the score (bis, refusals and roundabouts subtracted):');
    expect(table).toContain('bis, refusals and roundabouts are penalty points, given positive (as in --json) and subtracted from the total.');
    expect(run(['simulate', '--help']).stdout).toContain('bis, refusals and roundabouts are penalty points, given positive (as in --json) and subtracted from the total');
  });
});

describe('simulate --help says what a seat costs, and where its progress goes (issue 52)', () => {
  it('the expert seat, measured: some 80 ms a decision, about 3 s of one core a game; the time left through a pipe', () => {
    const help = run(['simulate', '--help']).stdout;
    expect(help).toContain('an expert or search bot thinks some 80 ms a decision on average, about 3 s of one core a game');
    expect(help).toContain('--bots strong,expert at 4 players (two expert seats) takes about 5.5 s a game');
    expect(help).toContain('elsewhere (a pipe, a file) the time left once the run has gone 2 s, then a line every 10 s');
  });

  it('through a pipe, a run over in under 2 s writes nothing but its report', () => {
    const result = run(['simulate', '--games', '3', '--players', '2', '--bots', 'random']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});

describe('the roundabouts track is drawn only in a game with roundabouts', () => {
  it.each([
    [[], false],
    [['--roundabouts'], true],
  ])('play %j draws it: %s', (flags, drawn) => {
    const result = run(['play', '--players', '2', '--seed', 'track', ...flags], 'q\n');
    expect(result.stdout.includes('roundabouts ..')).toBe(drawn);
    expect(result.stdout).toMatch(/^refusals \.\.\. /m);
  });
});

describe('a mistyped command or option: did you mean', () => {
  it.each([
    [['plya'], 'unknown command "plya"; did you mean "play"? (the commands are play, simulate, merge, serve, replay, render, demo)'],
    [['simulat', '--games', '3'], 'unknown command "simulat"; did you mean "simulate"?'],
    [['help', 'rpelay'], 'no command "rpelay"; did you mean "replay"?'],
    [['simulate', '--gamez', '5'], '--gamez is not an option of simulate; did you mean --games? (its options are --games,'],
    [['simulate', '--gamez=5'], '--gamez is not an option of simulate; did you mean --games?'],
    [['play', '--sed', 'x'], '--sed is not an option of play; did you mean --seed?'],
    [['demo', '--hepl'], '--hepl is not an option of demo; did you mean --help?'],
  ])('%j suggests the nearest, with exit code 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('suggests nothing far from every command or option', () => {
    expect(run(['dance']).stderr).not.toContain('did you mean');
    expect(run(['simulate', '--colour']).stderr).not.toContain('did you mean');
  });
});
