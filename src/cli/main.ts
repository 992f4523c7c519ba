// The `welcome-to` command line: the only part of the package that prints.
import { parseArgs } from 'node:util';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import type { RulesetName } from '../rules/rulesets.js';
import type { GameState } from '../game/state.js';
import { botsFromList } from '../workers/bot-names.js';
import { loadPool } from '../workers/pool.js';
import { demo } from './demo.js';
import type { Io } from './io.js';
import { DEFAULT_OPPONENTS, newGame, play, seatBots, YOU } from './play.js';
import { PLAY_LEGEND } from './render.js';
import { loadRecord, replayFile } from './replay-file.js';
import { renderFile } from './render-svg.js';
import { durationText, ESTIMATE_AFTER_MS, LINE_EVERY_MS, mergeSimulateReports, PENALTIES, renderReport, simulate } from './simulate.js';
import { readFileSync } from 'node:fs';
import { nearest } from './suggest.js';
import { serveStdio } from './serve.js';

/**
 * The package's version, read from its package.json: two levels up from this module
 * both in the sources (src/cli/) and in the build (dist/cli/). Read rather than imported
 * as JSON, which Node 20 announces as experimental on every run.
 */
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { readonly version: string };

/** One option of a command: its kind, the name of its value, what it does, its default. */
interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly value?: string;
  readonly description: string;
  readonly default?: string;
}

type Values = Readonly<Record<string, string | boolean | undefined>>;

/** A command: what it does, its arguments and options, and how it runs. */
interface Command {
  readonly summary: string;
  readonly args: string;
  /** How many arguments it takes: fewest and most. */
  readonly positionals: readonly [number, number];
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly more?: string;
  run(values: Values, positionals: readonly string[], io: Io, clock: () => number): Promise<number>;
}

/** The options that set up a game, shared by `play` and `simulate`. */
const GAME_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  ruleset: { type: 'string', value: 'collector|original', description: 'the ruleset; one player plays the solo game of original', default: 'collector' },
  sheet: { type: 'string', value: SHEET_KINDS.join('|'), description: 'the kind of sheet: the Classic one or a seasonal one', default: 'classic' },
  'advanced-plans': { type: 'boolean', description: 'draw the plans from the basic and advanced cards' },
  roundabouts: { type: 'boolean', description: 'let players write roundabouts' },
  expert: { type: 'boolean', description: 'expert card choice: pick a number card, then see the effects' },
};

type Checked<T> = { readonly ok: T } | { readonly error: string };

/** The game options `--resume` takes from its record, so that none may be given beside it. */
const RECORDED = ['players', 'seed', 'ruleset', 'sheet', 'advanced-plans', 'roundabouts', 'expert', 'save'];

/** A new game of `play` from its options, or what is wrong with them. */
function started(values: Values, bots: readonly string[]): GameState | string {
  const players = count(values.players ?? 3, 'players', 1, 6);
  if ('error' in players) return players.error;
  const setup = gameSetup(values, players.ok);
  if ('error' in setup) return setup.error;
  return newGame({ players: players.ok, bots, ...setup.ok, ...(typeof values.seed === 'string' ? { seed: values.seed } : {}) });
}

/**
 * The game `play --resume FILE` goes on with: what is wrong with the options, or the
 * exit code once it has said why the record will not do.
 */
async function resumed(values: Values, file: string, io: Io): Promise<GameState | string | number> {
  const given = RECORDED.filter((name) => values[name] !== undefined);
  if (given.length > 0) return `--resume plays on the game as ${file} recorded it, and saves to it: leave out ${given.map((name) => `--${name}`).join(', ')}`;
  // Standard input is read by the game's prompts, and cannot be saved to.
  if (file === '-') return '--resume takes the file the game was saved to, not standard input';
  const state = await loadRecord(file, io, 'play');
  if (state === undefined) return 1;
  const problem = notResumable(state, file);
  if (problem === undefined) return state;
  io.err(`welcome-to play: ${problem}`);
  return 1;
}

/** Why a recorded game cannot go on at `play`, or `undefined` when it can. */
function notResumable(state: GameState, file: string): string | undefined {
  if (state.status === 'over') return `the game in ${file} is over; "welcome-to replay ${file}" shows it`;
  if (!state.players.some((player) => player.id === YOU)) return `the game in ${file} has no seat "${YOU}": --resume goes on with a game that play --save wrote`;
  return undefined;
}

function count(value: unknown, name: string, min: number, max: number): Checked<number> {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? { ok: n } : { error: `--${name} must be a whole number from ${min} to ${max}, not "${String(value)}"` };
}

/** `--shard K/N` (K counted from 1, as the command line counts): the library's shard, from 0, or what is wrong. */
function shardOf(text: string): { index: number; count: number } | string {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const k = Number(match?.[1]);
  const n = Number(match?.[2]);
  if (match === null || n < 1 || n > 1_000_000 || k < 1 || k > n) return `--shard must be K/N with N from 1 to 1000000 and K from 1 to N (the K-th of N machines), not "${text}"`;
  return { index: k - 1, count: n };
}

/** The game options of a command line, checked, with a word on how to get a solo game. */
function gameSetup(values: Values, players: number): Checked<{ ruleset: RulesetName; sheet: SheetKind; variants: { advancedPlans: boolean; roundabouts: boolean; expert: boolean } }> {
  const ruleset = values.ruleset ?? 'collector';
  if (ruleset !== 'collector' && ruleset !== 'original') return { error: `--ruleset must be collector or original, not "${String(ruleset)}"` };
  const sheet = (values.sheet ?? 'classic') as SheetKind;
  if (!SHEET_KINDS.includes(sheet)) return { error: `--sheet must be one of ${SHEET_KINDS.join(', ')}, not "${String(values.sheet)}"` };
  if (players === 1 && ruleset === 'collector') return { error: 'a one-player game is the solo game of the original rules: add --ruleset original' };
  return { ok: { ruleset, sheet, variants: { advancedPlans: values['advanced-plans'] === true, roundabouts: values.roundabouts === true, expert: values.expert === true } } };
}

const COMMANDS: Readonly<Record<string, Command>> = {
  play: {
    summary: 'play a game against bots in the terminal',
    args: '',
    positionals: [0, 0],
    options: {
      players: { type: 'string', value: 'N', description: 'players, you included (1 to 6)', default: '3' },
      ...GAME_OPTIONS,
      seed: { type: 'string', value: 'S', description: 'the seed: the same seed and choices play the same game', default: 'a random one' },
      bots: {
        type: 'string',
        value: 'LIST',
        description:
          'the bots you play against, one a seat, cycled: greedy, random, search, or a level (beginner, casual, strong, expert); search:simulations=N:depth=N|end… sets the search bot’s options; or paths to bot modules',
        default: `${DEFAULT_OPPONENTS}, one of each level, so that no two opponents play alike`,
      },
      save: { type: 'string', value: 'FILE', description: 'write the game record to FILE as the game goes, for replay and --resume' },
      resume: { type: 'string', value: 'FILE', description: 'go on with the game saved in FILE (its players, seed, rules and sheet; its bots by their seats, unless --bots), saving to FILE' },
    },
    more: [
      'Type one choice a line ("?" lists the syntax and some legal choices); q, quit or exit (or Ctrl-D) leaves the game.',
      'Cards, pairs, streets, houses and plans count from 1.',
      PLAY_LEGEND,
    ].join('\n'),
    async run(values, _positionals, io) {
      const resume = typeof values.resume === 'string' ? values.resume : undefined;
      const saved = resume === undefined ? undefined : await resumed(values, resume, io);
      if (typeof saved === 'number') return saved;
      if (typeof saved === 'string') return usageError(io, 'play', saved);
      // A game resumed without --bots has the bots its seats are named after.
      const named = saved !== undefined && values.bots === undefined;
      const bots = await botsFromList(named ? seatBots(saved) : String(values.bots ?? DEFAULT_OPPONENTS));
      if ('error' in bots) return usageError(io, 'play', named ? `the seats of ${resume} name no bot to play them (${bots.error}): give --bots` : `--bots: ${bots.error}`);
      const game = saved ?? started(values, bots.names);
      if (typeof game === 'string') return usageError(io, 'play', game);
      return play({ state: game, bots: bots.bots, save: resume ?? (typeof values.save === 'string' ? values.save : undefined) }, io);
    },
  },
  simulate: {
    summary: 'play many seeded bot games and report how each bot did',
    args: '',
    positionals: [0, 0],
    options: {
      games: { type: 'string', value: 'N', description: 'how many games', default: '100' },
      players: { type: 'string', value: 'N', description: 'players a game (1 to 100)', default: '4' },
      bots: {
        type: 'string',
        value: 'LIST',
        description:
          'the bots, one a seat, cycled: greedy, random, search, or a level (beginner, casual, strong, expert); search:simulations=N:candidates=N:depth=N|end:margin=X sets the search bot’s options; or paths to bot modules',
        default: 'greedy,random',
      },
      ...GAME_OPTIONS,
      seed: { type: 'string', value: 'S', description: 'game g plays with seed "S/g"', default: 'simulate' },
      shard: { type: 'string', value: 'K/N', description: 'play only every N-th game from the K-th (K from 1 to N), for one of N machines; merge the reports with "merge"' },
      workers: { type: 'string', value: 'N', description: 'play on N worker threads (1 to 256), the same report; needs tinypool installed', default: 'none, this thread plays' },
      json: { type: 'boolean', description: 'print the report as JSON' },
    },
    more: [
      `The mean points of each part of the score: ${PENALTIES}.`,
      'What a seat costs: an expert or search bot thinks some 80 ms a decision on average, about 3 s of one core a game; greedy, strong, casual,',
      'beginner and random take milliseconds a game. So --bots strong,expert at 4 players (two expert seats) takes about 5.5 s a game, some 28 minutes',
      'for 300 games on one core; --workers N shares the games among N cores.',
      `Progress goes to standard error: a bar on a terminal; elsewhere (a pipe, a file) the time left once the run has gone ${durationText(ESTIMATE_AFTER_MS)}, then a line every ${
        durationText(LINE_EVERY_MS)
      }.`,
    ].join('\n'),
    async run(values, _positionals, io, clock) {
      const games = count(values.games ?? 100, 'games', 1, 10_000_000);
      if ('error' in games) return usageError(io, 'simulate', games.error);
      const players = count(values.players ?? 4, 'players', 1, 100);
      if ('error' in players) return usageError(io, 'simulate', players.error);
      const setup = gameSetup(values, players.ok);
      if ('error' in setup) return usageError(io, 'simulate', setup.error);
      const bots = await botsFromList(String(values.bots ?? 'greedy,random'));
      if ('error' in bots) return usageError(io, 'simulate', `--bots: ${bots.error}`);
      const seed = typeof values.seed === 'string' ? values.seed : 'simulate';
      const shard = values.shard === undefined ? undefined : shardOf(String(values.shard));
      if (typeof shard === 'string') return usageError(io, 'simulate', shard);
      const workers = values.workers === undefined ? undefined : count(values.workers, 'workers', 1, 256);
      if (workers !== undefined && 'error' in workers) return usageError(io, 'simulate', workers.error);
      if (workers !== undefined) {
        const pool = await loadPool();
        if (typeof pool === 'string') {
          io.err(`${NAME} simulate: --workers ${pool.replace(/^welcome-to-engine\/workers /, '')}`);
          return 1;
        }
      }
      const report = await simulate({ games: games.ok, players: players.ok, names: bots.names, bots: bots.bots, ...setup.ok, seed, shard, workers: workers?.ok }, io, clock);
      io.out(values.json === true ? JSON.stringify(report, null, 2) : renderReport(report));
      return 0;
    },
  },
  merge: {
    summary: 'merge the --json reports of simulate --shard K/N into the report of the whole run',
    args: 'FILE...',
    positionals: [1, 1_000_000],
    options: {
      json: { type: 'boolean', description: 'print the report as JSON' },
    },
    more: "Each FILE is the --json output of one shard; every shard of the run, once each. The report is the one a single run over all the games gives (the speed: the shards' speeds added up).",
    async run(values, positionals, io) {
      const reports: unknown[] = [];
      for (const file of positionals) {
        try {
          reports.push(JSON.parse(readFileSync(file, 'utf8')) as unknown);
        } catch (error) {
          io.err(`${NAME} merge: cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
          return 1;
        }
      }
      const merged = mergeSimulateReports(reports);
      if (typeof merged === 'string') {
        io.err(`${NAME} merge: ${merged}`);
        return 1;
      }
      io.out(values.json === true ? JSON.stringify(merged, null, 2) : renderReport(merged));
      return 0;
    },
  },
  serve: {
    summary: 'serve the learning environment on standard input and output (JSON lines, steps as bytes)',
    args: '',
    positionals: [0, 0],
    options: {
      stdio: { type: 'boolean', description: 'read one JSON request a line from standard input, answer each with a JSON line on standard output (and a step with its arrays as bytes after it)' },
    },
    more:
      'Protocol 2. Requests: {"id", "method", "params"}, the methods create {protocol: 2, options, games?, observations?, autoReset?}, reset {seed?} (with games: {seeds?}), resetGame {game, seed} (with games), step {actions}, state, close; answers {"id", "result"} or {"id", "error": {"code", "message"}}, also for a request out of order (a step before reset: environment/not-reset), and the server goes on. create answers the layout of a step\'s bytes ("bytes", and "arrays": each one\'s name, dtype, shape and offset); each reset, resetGame and step answers {"id", "bytes": n, "result"} followed by those n bytes: every array of the step whole, little-endian, at those offsets. See docs/learning.md in the package.',
    async run(values, _positionals, io) {
      if (values.stdio !== true) return usageError(io, 'serve', 'give --stdio: the environment is served on standard input and output');
      return serveStdio(io);
    },
  },
  replay: {
    summary: 'check a recorded game and print its final sheets and scores',
    args: 'FILE',
    positionals: [1, 1],
    options: {},
    more: 'FILE is a game record (the --save file of play, or any state.record as JSON); "-" reads it from standard input.',
    async run(_values, positionals, io) {
      return replayFile(positionals[0] as string, io);
    },
  },
  render: {
    summary: "draw a player's sheet as SVG from a saved game or record",
    args: 'FILE',
    positionals: [1, 1],
    options: {
      player: { type: 'string', value: 'ID|N', description: "whose sheet: a player's id, or their place counted from 1", default: 'the first player' },
      round: { type: 'string', value: 'N', description: 'the sheet as round N began (1 is the empty sheet)', default: 'as the record ends' },
      out: { type: 'string', value: 'FILE', description: 'write the SVG to FILE', default: 'standard output' },
      locale: { type: 'string', value: 'en|fr', description: "the sheet's words: en (English) or fr (French, as the printed French sheet)", default: 'en' },
    },
    more:
      'FILE is a game record (the --save file of play) or a game state as JSON (checked with validateState); "-" reads it from standard input. The drawing is that of welcome-to-engine/svg, with the plans, and the score once the game is over, its colours written as plain attributes (styling "attributes") so that any SVG program draws it: rsvg-convert -o sheet.png sheet.svg makes a PNG.',
    async run(values, positionals, io) {
      let round: number | undefined;
      if (values.round !== undefined) {
        const checked = count(values.round, 'round', 1, 10_000);
        if ('error' in checked) return usageError(io, 'render', checked.error);
        round = checked.ok;
      }
      const locale = values.locale ?? 'en';
      if (locale !== 'en' && locale !== 'fr') return usageError(io, 'render', `--locale ${String(locale)}: give en or fr`);
      return renderFile({
        file: positionals[0] as string,
        player: typeof values.player === 'string' ? values.player : undefined,
        round,
        out: typeof values.out === 'string' ? values.out : undefined,
        locale,
      }, io);
    },
  },
  demo: {
    summary: 'watch a seeded 4-player game between bots (what npm start shows)',
    args: '',
    positionals: [0, 0],
    options: {
      seed: { type: 'string', value: 'S', description: 'the seed', default: 'welcome' },
    },
    async run(values, _positionals, io) {
      return demo(typeof values.seed === 'string' ? values.seed : 'welcome', io);
    },
  },
};

const NAME = 'welcome-to';

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const all: [string, OptionSpec][] = [...Object.entries(options), ['help', { type: 'boolean', description: 'show this help' }]];
  const left = (name: string, spec: OptionSpec) => `--${name}${spec.value === undefined ? '' : ` ${spec.value}`}`;
  const width = Math.max(...all.map(([name, spec]) => left(name, spec).length)) + 2;
  return all.map(([name, spec]) => `  ${left(name, spec).padEnd(width)}${spec.description}${spec.default === undefined ? '' : ` (default: ${spec.default})`}`);
}

/** The help of one command. */
function commandHelp(name: string): string {
  const command = COMMANDS[name] as Command;
  const args = command.args === '' ? '' : ` ${command.args}`;
  const options = Object.keys(command.options).length === 0 ? '' : ' [options]';
  return [
    `${NAME} ${name}: ${command.summary}`,
    '',
    `Usage: ${NAME} ${name}${options}${args}`,
    '',
    'Options:',
    ...optionLines(command.options),
    ...(command.more === undefined ? [] : ['', command.more]),
  ].join('\n');
}

/** The help of the program. */
function programHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  return [
    `${NAME} ${pkg.version}: the board game Welcome To… in the terminal`,
    '',
    `Usage: ${NAME} COMMAND [options]`,
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`),
    `  ${'help'.padEnd(width)}show this help, or a command's: ${NAME} help play`,
    '',
    `Options: --help (here or after a command), --version. Run "${NAME} COMMAND --help" for a command's options.`,
  ].join('\n');
}

function usageError(io: Io, command: string | undefined, problem: string): number {
  io.err(`${NAME}${command === undefined ? '' : ` ${command}`}: ${problem}`);
  io.err(command === undefined ? `Run "${NAME} --help" for the commands.` : `Run "${NAME} ${command} --help" for its options.`);
  return 2;
}

const commandOf = (name: string) => COMMANDS[name] as Command;

/** There is no command `name`: which there are, and the one meant if it is a typo. */
function noCommand(io: Io, problem: string, name: string): number {
  const commands = Object.keys(COMMANDS);
  const meant = nearest(name, [...commands, 'help']);
  const those = `the commands are ${commands.join(', ')}`;
  return usageError(io, undefined, `${problem}; ${meant === undefined ? those : `did you mean "${meant}"? (${those})`}`);
}

/** The argument parser's errors in the words of this program. */
function parserProblem(error: unknown, command: string): string {
  const message = (error as Error).message;
  const option = /'(--?[^' ]+)/.exec(message)?.[1];
  const known = Object.keys(commandOf(command).options).map((name) => `--${name}`);
  switch ((error as { code?: string }).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const meant = option?.startsWith('--') === true ? nearest(option.slice(2), [...Object.keys(commandOf(command).options), 'help']) : undefined;
      const others = known.length === 0 ? 'it takes none' : `its options are ${known.join(', ')}`;
      return `${option ?? 'that option'} is not an option of ${command}; ${meant === undefined ? others : `did you mean --${meant}? (${others})`}`;
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('argument missing') ? `${option ?? 'an option'} needs a value` : `${option ?? 'an option'} takes no value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']+)'/.exec(message)?.[1] ?? ''}`.trim();
    default:
      return message;
  }
}

/** Runs the command line with `args` (without the node and script paths); resolves to the exit code. */
export async function main(args: readonly string[], io: Io, clock: () => number): Promise<number> {
  const [first, ...rest] = args;
  if (first === undefined) {
    io.err(programHelp());
    return 2;
  }
  if (first === '--help' || first === '-h') {
    io.out(programHelp());
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.out(pkg.version);
    return 0;
  }
  if (first === 'help') {
    const [topic, ...extra] = rest;
    if (extra.length > 0) return usageError(io, 'help', `unexpected argument ${extra[0]}`);
    if (topic === undefined) {
      io.out(programHelp());
      return 0;
    }
    if (!Object.hasOwn(COMMANDS, topic)) return noCommand(io, `no command "${topic}"`, topic);
    io.out(commandHelp(topic));
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, first)) return noCommand(io, `unknown command "${first}"`, first);
  const command = COMMANDS[first] as Command;
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  for (const [name, spec] of Object.entries(command.options)) options[name] = { type: spec.type };
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] };
  } catch (error) {
    return usageError(io, first, parserProblem(error, first));
  }
  if (parsed.values.help === true) {
    io.out(commandHelp(first));
    return 0;
  }
  const [min, max] = command.positionals;
  if (parsed.positionals.length > max) return usageError(io, first, `unexpected argument ${parsed.positionals[max]}`);
  if (parsed.positionals.length < min) return usageError(io, first, `give ${command.args}`);
  return command.run(parsed.values, parsed.positionals, io, clock);
}
