// The `welcome-to` command line: the only part of the package that prints.
import { parseArgs } from 'node:util';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { BOTS, botsFromList } from './bots.js';
import { demo } from './demo.js';
import type { Io } from './io.js';
import { play } from './play.js';
import { replayFile } from './replay-file.js';
import { renderReport, simulate } from './simulate.js';

const USAGE = `Usage:
  welcome-to play [--players N] [--ruleset collector|original] [VARIANTS] [--seed S] [--bot greedy|random] [--save FILE]
  welcome-to simulate --games N --players P --bots greedy,random,... [--ruleset R] [VARIANTS] [--seed S] [--json]
  welcome-to replay FILE
  welcome-to demo [--seed S]
VARIANTS (any of them): --advanced-plans  --roundabouts  --expert (expert card choice)
          --sheet classic|ice-cream|christmas|eggs (a seasonal sheet)`;

type Parsed = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;

const OPTIONS = {
  players: { type: 'string' },
  ruleset: { type: 'string' },
  seed: { type: 'string' },
  bot: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  save: { type: 'string' },
  json: { type: 'boolean' },
  'advanced-plans': { type: 'boolean' },
  roundabouts: { type: 'boolean' },
  expert: { type: 'boolean' },
  sheet: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function count(value: string | undefined, name: string, fallback: number, min: number, max: number): number | string {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name} must be a whole number from ${min} to ${max}, not "${value}"`;
}

function ruleset(value: string | undefined): 'collector' | 'original' | string {
  if (value === undefined || value === 'collector' || value === 'original') return value ?? 'collector';
  return `--ruleset must be collector or original, not "${value}"`;
}

/** Runs the command line with `args` (without the node and script paths); resolves to the exit code. */
export async function main(args: readonly string[], io: Io, clock: () => number): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`welcome-to: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const usage = (problem: string) => {
    io.err(`welcome-to ${command ?? ''}: ${problem}\n${USAGE}`);
    return 2;
  };
  if (values.help === true || command === undefined) {
    (command === undefined && values.help !== true ? io.err : io.out)(USAGE);
    return command === undefined && values.help !== true ? 2 : 0;
  }
  const rules = ruleset(values.ruleset);
  if (rules !== 'collector' && rules !== 'original') return usage(rules);
  const variants = { advancedPlans: values['advanced-plans'] === true, roundabouts: values.roundabouts === true, expert: values.expert === true };
  const sheet = (values.sheet ?? 'classic') as SheetKind;
  if (!SHEET_KINDS.includes(sheet)) return usage(`--sheet must be one of ${SHEET_KINDS.join(', ')}, not "${values.sheet}"`);
  switch (command) {
    case 'play': {
      const players = count(values.players, 'players', 3, 1, 6);
      if (typeof players === 'string') return usage(players);
      const botName = values.bot ?? 'greedy';
      const bot = BOTS[botName];
      if (bot === undefined) return usage(`--bot must be one of ${Object.keys(BOTS).join(', ')}, not "${botName}"`);
      return play({ players, ruleset: rules, variants, sheet, seed: values.seed, bot, botName, save: values.save }, io);
    }
    case 'simulate': {
      const games = count(values.games, 'games', 100, 1, 10_000_000);
      const players = count(values.players, 'players', 4, 1, 100);
      if (typeof games === 'string') return usage(games);
      if (typeof players === 'string') return usage(players);
      const bots = botsFromList(values.bots ?? 'greedy,random');
      if ('error' in bots) return usage(`--bots: ${bots.error}`);
      const report = simulate({ games, players, bots: bots.names, ruleset: rules, variants, sheet, seed: values.seed ?? 'simulate', json: values.json === true }, io, clock);
      io.out(values.json === true ? JSON.stringify(report, null, 2) : renderReport(report));
      return 0;
    }
    case 'replay': {
      const [file] = rest;
      if (file === undefined || rest.length > 1) return usage('give one recorded game file');
      return replayFile(file, io);
    }
    case 'demo':
      return demo(values.seed ?? 'welcome', io);
    default:
      return usage(`unknown command "${command}"`);
  }
}
