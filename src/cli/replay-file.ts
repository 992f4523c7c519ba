import { readFileSync } from 'node:fs';
import { RuleError } from '../errors/rule-error.js';
import { replay } from '../game/replay.js';
import { scoreGame } from '../game/score-game.js';
import type { GameRecord } from '../game/types.js';
import type { Io } from './io.js';
import { renderScores, renderSheet } from './render.js';

/** Checks a recorded game file and prints its final sheets and scores. Returns the exit code. */
export function replayFile(file: string, io: Io): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    io.err(`welcome-to replay: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    io.err(`welcome-to replay: ${file} is not JSON: ${(error as Error).message}`);
    return 1;
  }
  try {
    const state = replay(record as GameRecord);
    io.out(`${file}: ${state.record.rounds.length} rounds replayed, seed ${state.seed}; the game is ${state.status === 'over' ? 'over' : `still going (round ${state.round})`}.`);
    for (const player of state.players) {
      io.out(`${player.id}:`);
      io.out(renderSheet(player.sheet));
    }
    io.out('');
    io.out(renderScores(state.result ?? scoreGame(state)));
    return 0;
  } catch (error) {
    if (error instanceof RuleError) {
      io.err(`welcome-to replay: ${file} is not a valid game record: ${error.message.replace('[welcome-to-engine] ', '')}`);
      return 1;
    }
    throw error;
  }
}
