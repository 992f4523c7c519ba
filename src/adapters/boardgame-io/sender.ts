import { fail, isRuleError } from '../../errors/rule-error.js';
import { describeValue } from '../../internal/snapshot.js';
import type { Choice, PickChoice, PlayerView } from '../../index.js';
import { clientMoves, clientView } from './client.js';
import { parsedChoice, sameChoice } from './duplicates.js';
import { whyInvalid } from './game.js';
import type { InvalidReason, WelcomeToClientState } from './types.js';

/**
 * How a {@link choiceSender} sends.
 *
 * @example
 * ```ts
 * import type { ChoiceSenderOptions } from 'welcome-to-engine/boardgame.io';
 * const patient: ChoiceSenderOptions = { resendAfter: 5000 };
 * ```
 *
 * @group boardgame.io
 */
export interface ChoiceSenderOptions {
  /**
   * How long to wait for a state that shows a move before sending it again, in
   * milliseconds: a whole number from 1 to 2147483647 (`setTimeout`'s longest), 2000
   * by default. A move answered shows within a round trip; a move lost (sent to a
   * server that died, or that failed to store it) is sent again after this long, then
   * after twice as long each time, up to 8 times as long (16 s by default): a server
   * slower than this, answering late, is sent a few copies rather than a flood.
   */
  readonly resendAfter?: number | undefined;
}

/**
 * What {@link choiceSender} returns: the move of a round, sent and sent again until a
 * state shows it.
 *
 * @example
 * ```ts
 * import type { ChoiceSender } from 'welcome-to-engine/boardgame.io';
 * const report = (sender: ChoiceSender) => `${sender.sent} moves sent, ${sender.resent} of them again`;
 * ```
 *
 * @group boardgame.io
 */
export interface ChoiceSender {
  /**
   * Takes `choice` (a build, a refusal or an expert pick) as the player's move of
   * `round`, the round of the view it was made from, and sends it (after the current
   * update is delivered, never inside it), then again after `resendAfter` ms (twice as
   * long each time, up to 8 times) until the client's view shows it: the choice pending (or the card picked), or another round,
   * or the end. While the client is disconnected it waits, and sends as soon as it is
   * connected again. The same move for the same round, asked again (as a subscriber
   * that asks on every update does), changes nothing; another move replaces it.
   *
   * @param choice - The move, as `choose` takes it.
   * @param round - The round it is made for: `view.round`.
   * @returns `undefined` when the sender has the move (sent now, being sent, or already
   * shown by the view, when nothing is sent), or after {@link ChoiceSender.stop}; the
   * reason it would be refused otherwise (as {@link whyInvalid} gives it: `round/stale`
   * for a round that has passed), when nothing is sent and the move in hand is kept.
   * @throws `RuleError` `argument/invalid` when the client's `G` is not a view of {@link welcomeToGame}.
   */
  send(choice: Choice | PickChoice, round: number): InvalidReason | undefined;
  /**
   * Sends nothing more: the move in hand is dropped and its timer cleared. The client
   * goes on; stop it with its own `stop()`.
   */
  stop(): void;
  /** How many `choose` moves it has sent, again included. */
  readonly sent: number;
  /** How many of them were a move sent again. */
  readonly resent: number;
}

/** The longest delay `setTimeout` keeps: a longer one fires at once. */
const LONGEST = 2_147_483_647;
const DEFAULT_RESEND_AFTER = 2000;

/** What the sender reads of the client's state: the player's view, and whether it is connected. */
interface Seen {
  readonly G: unknown;
  readonly view: PlayerView | undefined;
  readonly connected: boolean;
}

/** The move in hand: a choice as `parseChoice` copies it, its round, how often it went out, and how long to wait before the next copy. */
interface InHand {
  readonly choice: Choice | PickChoice;
  readonly round: number;
  times: number;
  wait: number;
}

/** How many times `resendAfter` the wait between copies of one move grows to at most. */
const LONGEST_WAIT = 8;

/**
 * Sends a boardgame.io client's move of each round, and sends it again until a state
 * shows it: what a client needs to survive a server that dies mid-round (the move in
 * flight is lost, and the client waits for an answer that never comes) or a move that
 * fails on the database. Each `send(choice, round)` sends the move once the current
 * update is delivered, then again after `resendAfter` ms (2000 by default; then twice
 * as long each time, up to 8 times) until the client's view shows it taken (the choice pending, the card picked) or the round
 * over; it never sends for a round that has passed, waits while the client is
 * disconnected and sends as soon as it is back. The master takes a copy of a move
 * already taken as done ({@link welcomeToGame}), so a copy that crosses its answer
 * is no error. An expert round is two moves: the pick, then, once the view shows it,
 * the build or refusal.
 *
 * Its only timer is the resend's, cleared by {@link ChoiceSender.stop} (and whenever the
 * view shows the move). It reads no clock and draws nothing at random.
 *
 * @param client - A boardgame.io client of {@link welcomeToGame} with a player id: `Client({ game, playerID, multiplayer })`.
 * @param options - The resend delay.
 * @returns The sender: `send`, `stop`, and the counts of moves `sent` and `resent`.
 * @throws `RuleError` `argument/invalid` when the client lacks `getState`, `subscribe` or the game's moves, or for a bad option.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { randomBot } from 'welcome-to-engine';
 * import { choiceSender, clientView, welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const client = Client({ game: welcomeToGame(), numPlayers: 2, playerID: '0' });
 * const sender = choiceSender(client, { resendAfter: 3000 });
 * client.subscribe((state) => {
 *   const view = clientView(state?.G);
 *   // Asked on every update: the same move for the same round is sent once.
 *   if (view !== undefined && 'player' in view && view.status === 'choosing' && view.pending === null) sender.send(randomBot(view, view.round), view.round);
 * });
 * client.start();
 * sender.stop();
 * client.stop();
 * ```
 *
 * @group boardgame.io
 */
export function choiceSender(
  client: { readonly moves: Record<string, ((...args: never[]) => void) | undefined>; getState(): unknown; subscribe(listener: () => void): unknown },
  options: ChoiceSenderOptions = {},
): ChoiceSender {
  const resendAfter = resendDelay(options);
  const read = readClient(client);
  if (read === undefined) return fail('argument/invalid', { name: 'client', expected: 'a boardgame.io client (with getState and subscribe)', given: describeValue(client) });
  clientMoves(client);
  const { getState, subscribe } = read;

  const seen = (): Seen => seenIn(getState);
  let move: InHand | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connected = seen().connected;
  // A client without a transport (boardgame.io's single-client mode) never says it is
  // connected: the sender waits out a disconnection only once it has seen a connection.
  let everConnected = connected;
  let sent = 0;
  let resent = 0;

  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  /** Drops the move in hand once the view settles it; whether it did. */
  const settle = (now: Seen): boolean => {
    if (move === undefined || !settled(now.view, move)) return false;
    move = undefined;
    disarm();
    return true;
  };
  /** Sends `hand` if it is still the move in hand and the view has not settled it. */
  const emit = (hand: InHand) => {
    if (stopped || move !== hand) return;
    const now = seen();
    if (settle(now) || (everConnected && !now.connected)) return;
    sent += 1;
    if (hand.times > 0) resent += 1;
    hand.times += 1;
    clientMoves(client).choose(hand.choice, hand.round);
  };
  // boardgame.io's Local master plays a move inside the call that sends it, before the
  // update being delivered is stored: a move is sent once that update is done.
  const emitSoon = (hand: InHand) => queueMicrotask(() => emit(hand));
  const arm = (hand: InHand) => {
    disarm();
    timer = setTimeout(() => {
      timer = undefined;
      emit(hand);
      // Twice as long before the next copy: a server slower than resendAfter, whose
      // queue holds the copies, is not sent more the slower it gets.
      hand.wait = Math.min(hand.wait * 2, resendAfter * LONGEST_WAIT);
      if (!stopped && move === hand) arm(hand);
    }, hand.wait);
  };

  // Never unsubscribed: boardgame.io 0.50 numbers a subscription by the count of those
  // left, so removing one can make the next replace another. Stopped, it does nothing.
  subscribe(() => {
    if (stopped) return;
    const now = seen();
    const back = now.connected && !connected && everConnected;
    connected = now.connected;
    everConnected ||= now.connected;
    if (settle(now) || move === undefined || !back) return;
    // Connected again, perhaps to a new process: the move at once, then at the first pace.
    move.wait = resendAfter;
    emitSoon(move);
    arm(move);
  });

  return {
    send(choice, round) {
      if (stopped) return undefined;
      const given = parsedChoice(choice);
      if (given !== undefined && move !== undefined && move.round === round && sameChoice(move.choice, given)) return undefined;
      const now = seen();
      if (given !== undefined && now.view !== undefined && now.view.round === round && shows(now.view, given)) return undefined;
      const why = whyInvalid(now.G as WelcomeToClientState, now.view?.player ?? '', choice, round);
      if (why !== undefined || given === undefined) return why;
      const hand: InHand = { choice: given, round, times: 0, wait: resendAfter };
      move = hand;
      emitSoon(hand);
      arm(hand);
      return undefined;
    },
    stop() {
      stopped = true;
      move = undefined;
      disarm();
    },
    get sent() {
      return sent;
    },
    get resent() {
      return resent;
    },
  };
}

/** `options.resendAfter`, checked, or the default. */
function resendDelay(options: unknown): number {
  if (typeof options !== 'object' || options === null) return fail('argument/invalid', { name: 'options', expected: 'an object ({ resendAfter })', given: describeValue(options) });
  let given: unknown;
  try {
    given = (options as ChoiceSenderOptions).resendAfter;
  } catch {
    return fail('argument/invalid', { name: 'options', expected: 'plain data ({ resendAfter })', given: 'an object whose resendAfter cannot be read' });
  }
  if (given === undefined) return DEFAULT_RESEND_AFTER;
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 1 || given > LONGEST) {
    return fail('argument/invalid', { name: 'options.resendAfter', expected: `a whole number of milliseconds from 1 to ${LONGEST}`, given: describeValue(given) });
  }
  return given;
}

/** The client's `getState` and `subscribe`, each read once, or `undefined` (a proxy that throws included). */
function readClient(client: unknown): { readonly getState: () => unknown; readonly subscribe: (listener: () => void) => unknown } | undefined {
  try {
    if (typeof client !== 'object' || client === null) return undefined;
    const { getState, subscribe } = client as Record<string, unknown>;
    if (typeof getState !== 'function' || typeof subscribe !== 'function') return undefined;
    return { getState: () => getState.call(client) as unknown, subscribe: (listener) => subscribe.call(client, listener) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The client's state as the sender reads it: `G`, the player's view (`undefined` before
 * a sync, for a spectator, or for anything that is not a view), and whether it is
 * connected. A client that fails to answer shows nothing: the sender runs in
 * boardgame.io's callbacks and timers, where a throw would stop other subscribers.
 */
function seenIn(getState: () => unknown): Seen {
  try {
    const state = getState();
    if (typeof state !== 'object' || state === null) return { G: undefined, view: undefined, connected: false };
    const { G, isConnected } = state as { G?: unknown; isConnected?: unknown };
    return { G, view: playerViewOf(G), connected: isConnected === true };
  } catch {
    return { G: undefined, view: undefined, connected: false };
  }
}

/** `G` as a player's view, or `undefined`. */
function playerViewOf(G: unknown): PlayerView | undefined {
  try {
    const view = clientView(G);
    return view !== undefined && 'player' in view ? view : undefined;
  } catch (error) {
    if (isRuleError(error)) return undefined;
    throw error;
  }
}

/** Whether `view` of the move's own round shows `choice` taken: the card picked, or the choice pending. */
function shows(view: PlayerView, choice: Choice | PickChoice): boolean {
  if (choice.type === 'pick') return view.pick === choice.card;
  return view.pending !== null && sameChoice(view.pending, choice);
}

/**
 * Whether the view leaves nothing to send for `move`: the game is over, another round
 * is played, or the move's step is done (a pick made, whichever card: no other pick can
 * land; the choice pending). A view not there yet (not synced) settles nothing.
 */
function settled(view: PlayerView | undefined, move: InHand): boolean {
  if (view === undefined) return false;
  if (view.status === 'over' || view.round !== move.round) return true;
  if (move.choice.type === 'pick') return view.pick !== null;
  return shows(view, move.choice);
}
