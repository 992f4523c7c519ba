// What the recipe's stores check, whichever database holds the matches (checked-store.mjs
// on PostgreSQL, flat-file-store.mjs in files): every game state loaded is checked with
// the engine's validateState before boardgame.io plays on from it (the engine trusts a
// state it returned; what a database holds is input from outside), and a match's
// metadata (its seats) is written as what its writer changed since it read it, so that
// no write loses another's: two players joining at once both keep their seats.
import { isDeepStrictEqual } from 'node:util';
import { validateState } from 'welcome-to-engine';

/**
 * What the store throws for a stored state that is not a game the engine played: the
 * first problem's code (`state/mismatch`, `sheet/…`, `state/malformed`…) and them all.
 */
export class StateRefused extends Error {
  constructor(matchID, field, problems) {
    const [first] = problems;
    super(`match ${matchID}: the stored ${field} is refused: ${first.code} at ${first.path || 'the state'}: ${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
    this.name = 'StateRefused';
    this.code = first.code;
    this.matchID = matchID;
    this.problems = problems;
  }
}

/**
 * What the store throws for a metadata write that another write overtook: a seat that
 * changed hands (joined, left) since the writer read it, or a match field another write
 * changed since. Nothing is written. Its `status` is the lobby's answer: 409, or 404 for
 * a match deleted since.
 */
export class MetadataConflict extends Error {
  constructor(matchID, what, status = 409) {
    super(`match ${matchID}: ${what}`);
    this.name = 'MetadataConflict';
    this.matchID = matchID;
    // Koa (boardgame.io's lobby) answers a thrown error with its status and, exposed, its message.
    this.status = status;
    this.expose = true;
  }
}

/** The fields of a match's metadata that change, beside its seats (players). */
const FIELDS = ['setupData', 'gameover', 'nextMatchID', 'unlisted'];

/**
 * Metadata `written` by someone who read `read`, applied to what the row holds `now`:
 * only what the writer changed, field by field, a seat's fields one by one.
 */
export function merge(matchID, read, written, now) {
  const merged = { ...now, players: { ...now.players } };
  for (const field of FIELDS) {
    if (isDeepStrictEqual(written[field], read[field])) continue;
    if (!isDeepStrictEqual(now[field], read[field]) && !isDeepStrictEqual(now[field], written[field])) {
      throw new MetadataConflict(matchID, `${field} changed since it was read`);
    }
    merged[field] = written[field];
  }
  for (const [id, seat] of Object.entries(written.players)) {
    const before = read.players[id] ?? {};
    const current = now.players[id] ?? {};
    const next = { ...current };
    // Whose seat it is: its credentials (a join sets them, a leave deletes them).
    const sameHolder = current.credentials === before.credentials;
    for (const key of new Set([...Object.keys(before), ...Object.keys(seat)])) {
      if (isDeepStrictEqual(seat[key], before[key])) continue;
      if (!sameHolder) {
        // A connection of the seat's former holder says nothing of its new one.
        if (key === 'isConnected') continue;
        throw new MetadataConflict(matchID, `seat ${id} ${current.credentials === undefined ? 'was left' : 'was taken'} since it was read`);
      }
      if (seat[key] === undefined) delete next[key];
      else next[key] = seat[key];
    }
    merged.players[id] = next;
  }
  return merged;
}

/**
 * The metadata each store hands out, known by its players object (boardgame.io changes
 * the metadata it fetched and passes it back to setMetadata, the same players object:
 * its lobby's join, leave and update, a move, a socket's connection), with a copy of it
 * as read.
 */
export class ReadMetadata {
  #read = new WeakMap();

  /**
   * The fetched result, its state checked (StateRefused) and its metadata remembered as
   * read; never the match's initial state. boardgame.io 0.50 sends the initial state
   * with every client's sync as it is, unfiltered: the whole deal, every card to come,
   * to every player and spectator. Nothing on the server reads it (a client's time
   * travel through the log would), so the store does not hand it out.
   */
  fetched(matchID, result) {
    delete result.initialState;
    // boardgame.io keeps the engine's state as G, beside its own ctx.
    const stored = result.state;
    if (stored !== undefined && stored !== null) {
      const problems = validateState(stored.G);
      if (problems.length > 0) throw new StateRefused(matchID, 'state', problems);
    }
    if (result.metadata !== undefined) this.#read.set(result.metadata.players, structuredClone(result.metadata));
    return result;
  }

  /** The metadata as its writer read it, or undefined for metadata the store did not hand out. */
  readOf(metadata) {
    return this.#read.get(metadata.players);
  }

  /** After a write: a second write of the same object changes what it holds now. */
  written(metadata) {
    this.#read.set(metadata.players, structuredClone(metadata));
  }
}
