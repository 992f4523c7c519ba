// A boardgame.io store on PostgreSQL (bgio-postgres) that checks every game state it
// loads with the engine's validateState before boardgame.io plays on from it: the
// engine trusts a state it returned, and a row in a database is input from outside.
import { PostgresStore } from 'bgio-postgres';
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

export class CheckedPostgresStore extends PostgresStore {
  async fetch(matchID, options) {
    const result = await super.fetch(matchID, options);
    // boardgame.io keeps the engine's state as G, beside its own ctx.
    for (const field of ['state', 'initialState']) {
      const stored = result[field];
      if (stored === undefined || stored === null) continue;
      const problems = validateState(stored.G);
      if (problems.length > 0) throw new StateRefused(matchID, field, problems);
    }
    return result;
  }
}
