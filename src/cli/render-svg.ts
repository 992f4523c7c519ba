import { readFileSync, writeFileSync } from 'node:fs';
import { isRuleError, replay, stateAtRound, validateState, type GameRecord, type GameState, type Locale } from '../index.js';
import { sheetSvg } from '../svg/index.js';
import type { Io } from './io.js';
import { recordName } from './replay-file.js';
import { scoreGameUnchecked } from '../game/score-game.js';

/** What `welcome-to render` draws: whose sheet, as of which round, and where it goes. */
export interface RenderRequest {
  readonly file: string;
  /** A player's id, or their place counted from 1; the first player when left out. */
  readonly player: string | undefined;
  /** The sheet as this round began (1 = the empty sheet); the game's last state when left out. */
  readonly round: number | undefined;
  /** A file to write; standard output when left out. */
  readonly out: string | undefined;
  /** The sheet's words and the title's language: English when left out. */
  readonly locale?: Locale | undefined;
}

/** The drawing's title, in the language asked for. */
function titleOf(id: string, state: GameState, locale: Locale): string {
  if (locale === 'fr') return `Feuille de ${id}, ${state.status === 'over' ? 'partie terminée' : `manche ${state.round}`}`;
  return `${id}'s sheet, ${state.status === 'over' ? 'game over' : `round ${state.round}`}`;
}

type Loaded = { readonly record: GameRecord } | { readonly problem: string };

/**
 * The record a file holds: a game record as `play --save` writes it, or a whole game
 * state (checked by `validateState` first, as anything loaded from outside must be),
 * whose record is its own.
 */
function readGame(text: string, name: string): Loaded {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `${name} is not JSON: ${(error as Error).message}` };
  }
  if (typeof value === 'object' && value !== null && 'players' in value && 'record' in value) {
    const problems = validateState(value);
    if (problems.length > 0) return { problem: `${name} holds a game state that does not check: ${problems.slice(0, 3).map((problem) => `${problem.path} ${problem.message}`).join('; ')}` };
    return { record: (value as GameState).record };
  }
  return { record: value as GameRecord };
}

/** The player a `--player` value names: an id, or a place counted from 1. */
function playerOf(state: GameState, player: string | undefined): number | string {
  if (player === undefined) return 0;
  const byId = state.players.findIndex((candidate) => candidate.id === player);
  if (byId >= 0) return byId;
  const place = Number(player);
  if (Number.isInteger(place) && place >= 1 && place <= state.players.length) return place - 1;
  return `--player ${player} names no player of this game: give an id (${state.players.map((candidate) => candidate.id).join(', ')}) or a place from 1 to ${state.players.length}`;
}

/**
 * Writes the SVG of one player's sheet (`welcome-to-engine/svg`) from a saved game or
 * record: with the game's plans, and with the score in the sheet's scoring area once
 * the game is over; its look in plain presentation attributes (`styling:
 * 'attributes'`), which rsvg, ImageMagick and e-mail clients draw as browsers do.
 * Returns the exit code.
 */
export async function renderFile(request: RenderRequest, io: Io): Promise<number> {
  const name = recordName(request.file);
  const fail = (problem: string) => {
    io.err(`welcome-to render: ${problem}`);
    return 1;
  };
  let text: string;
  try {
    text = request.file === '-' ? await io.readAll() : readFileSync(request.file, 'utf8');
  } catch (error) {
    return fail(`cannot read ${name}: ${(error as Error).message}`);
  }
  const loaded = readGame(text, name);
  if ('problem' in loaded) return fail(loaded.problem);
  let whole: GameState;
  try {
    // The whole record checked, whichever round is drawn.
    whole = replay(loaded.record);
  } catch (error) {
    if (isRuleError(error)) return fail(`${name} is not a valid game record: ${error.message.replace('[welcome-to-engine] ', '')}`);
    throw error;
  }
  let state = whole;
  if (request.round !== undefined) {
    try {
      state = stateAtRound(whole.record, request.round);
    } catch (error) {
      // The one round it refuses: one the record does not reach.
      if (!isRuleError(error) || error.code !== 'argument/invalid') throw error;
      const rounds = whole.record.rounds.length;
      return fail(`--round ${request.round}: ${name} holds ${rounds} rounds, so the sheet can be drawn as rounds 1 to ${rounds + 1} began`);
    }
  }
  const index = playerOf(state, request.player);
  if (typeof index === 'string') return fail(index);
  const player = state.players[index] as GameState['players'][number];
  const score = state.status === 'over' ? (state.result.players[index]?.breakdown ?? scoreGameUnchecked(state).players[index]?.breakdown) : undefined;
  const svg = sheetSvg(player.sheet, {
    plans: state.plans,
    roundabouts: state.variants.roundabouts,
    title: titleOf(player.id, state, request.locale ?? 'en'),
    locale: request.locale ?? 'en',
    // A file is drawn by any program, not only a browser: plain colours, no custom property.
    styling: 'attributes',
    ...(score === undefined ? {} : { score }),
  });
  if (request.out === undefined) io.out(svg);
  else writeFileSync(request.out, `${svg}\n`);
  return 0;
}
