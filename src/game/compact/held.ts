import { objectMark } from '../../internal/returning.js';
import type { GameState } from '../state.js';
import type { CompactGame } from './game.js';

/**
 * The compact game each state the public functions return stands for, held by the
 * state object itself ([architecture](../../../docs/architecture.md#the-compact-game)):
 * `createGame`, `applyChoice` and `resolveRound` write a state from a compact game and
 * leave that game on it, never to be written again, so that the next call on the state
 * plays on a copy of it instead of reading the state's sheets and piles into a new one
 * and playing its pending choices again. A mark on the object, not a table of the
 * states made: nothing is kept between calls, and the game goes with its state to the
 * garbage collector. No copy of a state carries it (a spread, `Object.assign`, JSON,
 * `structuredClone`, an immer draft), so a state from outside is read as it is.
 *
 * The engine trusts its own states, as it trusts their sheets' compact forms; a state
 * edited in place is a state from outside, and `validateState` (the gate for those)
 * takes the game off it. The game is also refused when the state's round, status or a
 * player's sheet, pending choice or pick is no longer the object it was written with.
 */
const HELD = Object.freeze(objectMark<CompactGame>());

/**
 * Leaves `game` on `state`, the state just written from it ({@link stateOfGame}):
 * the caller hands the game over and never writes it again. Returns `state`.
 */
export function holdGame(state: GameState, game: CompactGame): GameState {
  HELD.mark(state, game);
  return state;
}

/**
 * The compact game `state` stands for, when a public function wrote it and it still
 * holds what it was written with; `undefined` otherwise (read the state with
 * `gameOfState`). Never write the game: play on a copy (`cloneGame`).
 */
export function heldGame(state: GameState): CompactGame | undefined {
  const game = HELD.of(state);
  if (game === undefined || game.written !== state || state.round !== game.round || state.status !== (game.ended.length > 0 ? 'over' : 'choosing')) return undefined;
  const players = state.players;
  if (players.length !== game.ids.length) return undefined;
  for (let seat = 0; seat < players.length; seat++) {
    const player = players[seat] as GameState['players'][number];
    if (player.sheet !== game.json[seat] || player.pending !== game.chosen[seat] || player.pick !== game.picks[seat]) return undefined;
  }
  return game;
}

/** Takes the compact game off `state` (a value from outside: any object), if it holds one: `validateState`'s gate. */
export function dropHeldGame(state: object): void {
  HELD.replace(state, undefined);
}
