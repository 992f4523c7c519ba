import { fail } from '../../errors/rule-error.js';
import { describeValue } from '../../internal/snapshot.js';
import type { WelcomeToClientState, WelcomeToMoves } from './types.js';

/**
 * The `G` a boardgame.io client holds, typed: the player's view, or a spectator's.
 * boardgame.io types a client's `G` as the master's; this says what it is instead.
 *
 * @param G - `client.getState()?.G`.
 * @returns The view, or `undefined` before the client has synced with the master.
 * @throws `RuleError` `argument/invalid` when `G` is neither (not a client of {@link welcomeToGame}).
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { clientView, welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const client = Client({ game: welcomeToGame(), numPlayers: 2, playerID: '0' });
 * client.start();
 * const view = clientView(client.getState()?.G);
 * if (view !== undefined && 'player' in view) view.sheet; // the player's own sheet
 * ```
 *
 * @group boardgame.io
 */
export function clientView(G: unknown): WelcomeToClientState | undefined {
  if (G === undefined || G === null) return undefined;
  if (isView(G)) return G as WelcomeToClientState;
  return fail('argument/invalid', { name: 'G', expected: "a welcome-to-engine client's G (a player's or a spectator's view)", given: describeValue(G) });
}

/** Whether `G` looks like a view, answered for any value (a proxy that throws is none). */
function isView(G: unknown): boolean {
  try {
    return typeof G === 'object' && G !== null && ('player' in G || 'spectator' in G);
  } catch {
    return false;
  }
}

/**
 * A boardgame.io client's moves, typed as {@link WelcomeToMoves}.
 *
 * @param client - A client of {@link welcomeToGame}.
 * @returns `choose` and `withdraw`.
 * @throws `RuleError` `argument/invalid` when the client lacks them.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { clientMoves, welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const client = Client({ game: welcomeToGame(), numPlayers: 2, playerID: '0' });
 * client.start();
 * clientMoves(client).choose({ type: 'build', pair: 0, street: 0, house: 0 });
 * ```
 *
 * @group boardgame.io
 */
export function clientMoves(client: { readonly moves: Record<string, ((...args: never[]) => void) | undefined> }): WelcomeToMoves {
  const moves = readMoves(client);
  if (moves === undefined) {
    return fail('argument/invalid', { name: 'client', expected: 'a boardgame.io client of welcomeToGame (with moves choose and withdraw)', given: describeValue(client) });
  }
  return moves;
}

/** The two moves, each read once, or `undefined` for anything else (a proxy that throws included). */
function readMoves(client: unknown): WelcomeToMoves | undefined {
  try {
    const moves: unknown = typeof client === 'object' && client !== null ? (client as { moves?: unknown }).moves : undefined;
    if (typeof moves !== 'object' || moves === null) return undefined;
    const { choose, withdraw } = moves as Record<string, unknown>;
    if (typeof choose !== 'function' || typeof withdraw !== 'function') return undefined;
    return { choose: choose as WelcomeToMoves['choose'], withdraw: withdraw as WelcomeToMoves['withdraw'] };
  } catch {
    return undefined;
  }
}
