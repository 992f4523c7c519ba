import { readFileSync } from 'node:fs';
import { isRuleError } from '../errors/rule-error.js';
import { replay } from '../game/replay.js';
import { scoreGameUnchecked } from '../game/score-game.js';
import type { GameRecord, GameState } from '../game/state.js';
import type { Io } from './io.js';
import { drawSheet, renderScores } from './render.js';

/** Whether parsed JSON is a game state rather than a record: it has the state's fields. */
function isState(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'record' in value && 'players' in value && 'rules' in value;
}

/** The name of a record file in messages. */
export const recordName = (file: string) => (file === '-' ? 'standard input' : file);

/**
 * The game a record file (or standard input for "-") replays to, or `undefined` once
 * it has said on standard error, for `command`, why there is none.
 */
export async function loadRecord(file: string, io: Io, command: string): Promise<GameState | undefined> {
  const name = recordName(file);
  const fail = (problem: string) => {
    io.err(`welcome-to ${command}: ${problem}`);
    return undefined;
  };
  let text: string;
  try {
    text = file === '-' ? await io.readAll() : readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`cannot read ${name}: ${(error as Error).message}`);
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return fail(`${name} is not JSON: ${(error as Error).message}`);
  }
  if (isState(record)) return fail(`${name} holds a game state, not a record; its record is the state's "record" field (save that, or play --save FILE).`);
  try {
    return replay(record as GameRecord);
  } catch (error) {
    if (isRuleError(error)) return fail(`${name} is not a valid game record: ${error.message.replace('[welcome-to-engine] ', '')}`);
    throw error;
  }
}

/**
 * Checks a recorded game (a file, or standard input for "-") and prints its sheets and
 * scores: the final ones, or for a game still going the standings so far, which name
 * no winner. Returns the exit code.
 */
export async function replayFile(file: string, io: Io): Promise<number> {
  const state = await loadRecord(file, io, 'replay');
  if (state === undefined) return 1;
  const over = state.status === 'over';
  io.out(`${recordName(file)}: ${state.record.rounds.length} rounds replayed, seed ${state.seed}; the game is ${over ? 'over' : `still going (round ${state.round})`}.`);
  for (const player of state.players) {
    io.out(`${player.id}:`);
    io.out(drawSheet(player.sheet, state.variants));
  }
  io.out('');
  io.out(renderScores(state.result ?? scoreGameUnchecked(state), over));
  return 0;
}
