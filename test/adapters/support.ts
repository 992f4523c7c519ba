import type { Client } from 'boardgame.io/client';
import { vi } from 'vitest';
import { choiceSender, clientView, type ChoiceSender } from '../../src/adapters/boardgame-io/index.js';
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
 * Plays `client`'s seat as docs/boardgame-io.md's local example does: on each update
 * whose view shows a round (or, expert, a pick) without its choice, it asks `bot` and
 * hands the choice with its round to a `choiceSender`, which sends it once (and again
 * after `resendAfter` ms while no update shows it). The client's `stop` stops the
 * sender too. Returns the sender.
 */
export function playSeat(client: BgioClient, bot: Bot, seed: number, resendAfter?: number): ChoiceSender {
  const sender = choiceSender(client, resendAfter === undefined ? {} : { resendAfter });
  client.subscribe((state) => {
    const view = clientView(state?.G);
    if (view !== undefined && 'player' in view && view.status === 'choosing' && view.pending === null) sender.send(bot(view, seed + view.round), view.round);
  });
  const stopClient = client.stop.bind(client);
  client.stop = () => {
    sender.stop();
    stopClient();
  };
  return sender;
}

/** Resolves once `client`'s state says the match is over. */
export function matchOver(client: BgioClient): Promise<void> {
  return new Promise((resolve) => client.subscribe((state) => state?.ctx.gameover !== undefined && resolve()));
}

/** Lets boardgame.io deliver what it has queued. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
