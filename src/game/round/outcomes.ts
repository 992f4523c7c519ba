import type { Played } from '../choice/play.js';
import type { PlayerState } from '../state.js';

/**
 * What each pending choice does, as checked when `applyChoice` recorded it, kept
 * beside the state rather than in it: `resolveRound` writes it without checking the
 * choice twice, and as it is no part of the state, a state from outside (parsed from
 * JSON, or copied and edited) cannot bring an outcome of its own: its choices are
 * checked again. A state edited in place keeps its player objects, and so the outcomes
 * kept for them: `validateState` compares each with what its choice gives now.
 *
 * The last outcomes are kept in a ring, each with the very player object
 * `applyChoice` made, its sheet and its pending choice; an outcome holds only for that
 * object, sheet and choice. The ring holds more players than a game may have, so a
 * game played a round at a time always finds its outcomes; a server interleaving many
 * games may find fewer, and then checks those choices again: the result is the same.
 * (Not a `WeakMap`: the garbage collector's work on weak tables grows with every
 * game. Nor a hidden property on the player: a shape change per choice.)
 */
const RING = 256;
const players: (PlayerState | undefined)[] = new Array<PlayerState | undefined>(RING).fill(undefined);
const kept: (Kept | undefined)[] = new Array<Kept | undefined>(RING).fill(undefined);
let next = 0;

interface Kept {
  readonly choice: PlayerState['pending'];
  readonly pick: PlayerState['pick'];
  readonly sheet: PlayerState['sheet'];
  readonly outcome: Played;
}

/** Keeps the outcome of `player`'s pending choice; `player` is the object `applyChoice` just made. */
export function rememberOutcome(player: PlayerState, outcome: Played): void {
  players[next] = player;
  kept[next] = { choice: player.pending, pick: player.pick, sheet: player.sheet, outcome };
  next = (next + 1) % RING;
}

/** Where the last outcome recalled was kept. */
let lastFound = 0;

/** The outcome kept for `player`'s pending choice, if this very player object, sheet, pick and choice (frozen) were recorded by `applyChoice`. */
export function recallOutcome(player: PlayerState): Played | undefined {
  // A round recalls its players in the order their choices were kept: the next entry
  // after the last one found is tried first, so a round of n players costs n steps, not n².
  // (Each player object is kept once: `applyChoice` makes a new one for every choice.)
  const guess = (lastFound + 1) % RING;
  if (players[guess] === player) return recalled(guess, player);
  for (let step = 1; step <= RING; step++) {
    const at = (next - step + RING) % RING;
    if (players[at] === player) return recalled(at, player);
  }
  return undefined;
}

function recalled(at: number, player: PlayerState): Played | undefined {
  lastFound = at;
  const found = kept[at] as Kept;
  return found.choice === player.pending && found.sheet === player.sheet && found.pick === player.pick ? found.outcome : undefined;
}
