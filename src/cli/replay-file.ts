import { readFileSync } from 'node:fs';
import { isRuleError } from '../errors/rule-error.js';
import { replay } from '../game/replay.js';
import { scoreGame } from '../game/score-game.js';
import type { GameRecord } from '../game/state.js';
import type { Io } from './io.js';
import { renderSheet } from '../notation/render-sheet.js';
import { renderScores } from './render.js';

/** Whether parsed JSON is a game state rather than a record: it has the state's fields. */
function isState(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'record' in value && 'players' in value && 'rules' in value;
}

/** Checks a recorded game (a file, or standard input for "-") and prints its final sheets and scores. Returns the exit code. */
export async function replayFile(file: string, io: Io): Promise<number> {
  const name = file === '-' ? 'standard input' : file;
  let text: string;
  try {
    text = file === '-' ? await io.readAll() : readFileSync(file, 'utf8');
  } catch (error) {
    io.err(`welcome-to replay: cannot read ${name}: ${(error as Error).message}`);
    return 1;
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    io.err(`welcome-to replay: ${name} is not JSON: ${(error as Error).message}`);
    return 1;
  }
  if (isState(record)) {
    io.err(`welcome-to replay: ${name} holds a game state, not a record; its record is the state's "record" field (save that, or play --save FILE).`);
    return 1;
  }
  try {
    const state = replay(record as GameRecord);
    io.out(`${name}: ${state.record.rounds.length} rounds replayed, seed ${state.seed}; the game is ${state.status === 'over' ? 'over' : `still going (round ${state.round})`}.`);
    for (const player of state.players) {
      io.out(`${player.id}:`);
      io.out(renderSheet(player.sheet));
    }
    io.out('');
    io.out(renderScores(state.result ?? scoreGame(state)));
    return 0;
  } catch (error) {
    if (isRuleError(error)) {
      io.err(`welcome-to replay: ${name} is not a valid game record: ${error.message.replace('[welcome-to-engine] ', '')}`);
      return 1;
    }
    throw error;
  }
}
