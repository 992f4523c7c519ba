import type { Client } from 'boardgame.io/client';
import { vi } from 'vitest';
import { clientMoves, clientView } from '../../src/adapters/boardgame-io/index.js';
import type { Bot } from '../../src/index.js';

/** A boardgame.io client, as `Client` makes it. */
export type BgioClient = ReturnType<typeof Client>;

/**
 * What boardgame.io's logger prints (`ERROR: …` on stderr, `INFO: …` on stdout), caught
 * instead of printed: a passing run stays quiet, and each test asserts what it expects
 * the logger to say (most: nothing). Anything else printed goes through untouched.
 * Undone by `vi.restoreAllMocks()`.
 */
export function catchLogger(): { readonly errors: string[]; readonly infos: string[] } {
  const caught = { errors: [] as string[], infos: [] as string[] };
  const catcher = (into: string[], prefix: string, original: (...args: unknown[]) => void) => (...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.startsWith(prefix)) into.push(line);
    else original(...args);
  };
  const { error, log } = console;
  vi.spyOn(console, 'error').mockImplementation(catcher(caught.errors, 'ERROR:', error));
  vi.spyOn(console, 'log').mockImplementation(catcher(caught.infos, 'INFO:', log));
  return caught;
}

/**
 * Plays `client`'s seat as docs/boardgame-io.md's local example does: on each update,
 * once its view shows a round (or, expert, a pick) it has sent no move for, it asks
 * `bot` and sends the choice with its round; until then it waits for the round. Sent
 * after the update is done, as `Local()`'s master runs a move inside the call that
 * sends it, before it has stored the update being delivered.
 */
export function playSeat(client: BgioClient, bot: Bot, seed: number): void {
  let sentFor: string | undefined;
  client.subscribe((state) => {
    const view = clientView(state?.G);
    if (view === undefined || !('player' in view) || view.status !== 'choosing' || view.pending !== null) return;
    const step = `${view.round}/${view.pick}`;
    if (step === sentFor) return;
    sentFor = step;
    const choice = bot(view, seed + view.round);
    queueMicrotask(() => clientMoves(client).choose(choice, view.round));
  });
}

/** Resolves once `client`'s state says the match is over. */
export function matchOver(client: BgioClient): Promise<void> {
  return new Promise((resolve) => client.subscribe((state) => state?.ctx.gameover !== undefined && resolve()));
}

/** Lets boardgame.io deliver what it has queued. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
