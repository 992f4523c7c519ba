import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceSender, clientView, gameover, welcomeToGame } from '../../src/adapters/boardgame-io/index.js';
import { applyChoice, createGame, isPick, legalChoices, playerView, randomBot, resolveRound, type Choice, type PickChoice, type PlayerView } from '../../src/index.js';
import { catchLogger, matchOver, playSeat, type BgioClient } from './support.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A stand-in for a boardgame.io client whose state the test sets: `show` delivers an
 * update to the subscribers, `moves.choose` only records what it is sent.
 */
function fakeClient(G: unknown, isConnected = true) {
  let state: { G: unknown; isConnected: boolean } | null = G === null ? null : { G, isConnected };
  const listeners: (() => void)[] = [];
  const sent: [unknown, unknown][] = [];
  return {
    moves: { choose: (choice: unknown, round: unknown) => void sent.push([choice, round]), withdraw: () => undefined },
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    show(next: unknown, connected = true) {
      state = { G: next, isConnected: connected };
      listeners.forEach((listener) => listener());
    },
    sent,
  };
}

/** Lets queued microtasks run: the sender sends once the current update is delivered. */
const delivered = () => Promise.resolve();

/** A 2-player game (players '0' and '1') and a legal choice of player 0 in its first round. */
function firstRound(options: Parameters<typeof createGame>[0] = { players: ['0', '1'], seed: 4 }) {
  const state = createGame(options);
  const choice = legalChoices(state, '0').find((step) => !isPick(step)) as Choice;
  return { state, choice, view: playerView(state, '0') };
}

/** Fake timers, {@link firstRound}, a client showing its view and a sender resending after 500 ms. */
function sendingFirstRound() {
  vi.useFakeTimers();
  const round = firstRound();
  const client = fakeClient(round.view);
  return { ...round, client, sender: choiceSender(client, { resendAfter: 500 }) };
}

describe('choiceSender', () => {
  it('sends the move once the update is delivered (not inside send), then again after resendAfter ms, twice as long each time up to 8 times, until the view shows it pending; the same move asked again sends nothing more', async () => {
    const { state, choice, client, sender } = sendingFirstRound();
    expect(sender.send(choice, 1)).toBeUndefined();
    expect(client.sent).toEqual([]);
    await delivered();
    expect(client.sent).toEqual([[choice, 1]]);
    // A subscriber that asks on every update: the move is in hand.
    expect(sender.send({ ...choice }, 1)).toBeUndefined();
    await delivered();
    // Copies after 500, 1000, 2000, then every 4000 ms: at 500, 1500, 3500, 7500, 11500.
    const copiesAt = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return client.sent.length - 1;
    };
    expect([copiesAt(499), copiesAt(1), copiesAt(999), copiesAt(1), copiesAt(2000), copiesAt(4000), copiesAt(3999), copiesAt(1)]).toEqual([0, 1, 1, 2, 3, 4, 4, 5]);
    expect(client.sent.every((sent) => JSON.stringify(sent) === JSON.stringify([choice, 1]))).toBe(true);
    expect([sender.sent, sender.resent]).toEqual([6, 5]);
    client.show(playerView(applyChoice(state, '0', choice), '0'));
    vi.advanceTimersByTime(50_000);
    expect(client.sent).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
    // Shown: asked again, nothing is sent.
    expect(sender.send(choice, 1)).toBeUndefined();
    await delivered();
    expect(client.sent).toHaveLength(6);
    sender.stop();
  });

  it('never sends for a round that has passed: send answers round/stale, and a move in hand whose round resolves is dropped unsent', async () => {
    const { state, choice, client, sender } = sendingFirstRound();
    sender.send(choice, 1);
    await delivered();
    // The round resolves (the view the client missed held the choice pending).
    const other = randomBot(playerView(state, '1'), 1) as Choice;
    const next = resolveRound(applyChoice(applyChoice(state, '0', choice), '1', other));
    client.show(playerView(next, '0'));
    vi.advanceTimersByTime(5000);
    expect(client.sent).toEqual([[choice, 1]]);
    expect(sender.send(choice, 1)).toEqual({ code: 'round/stale', message: expect.stringMatching(/made for round 1, but round 2 is being played/) });
    await delivered();
    expect(client.sent).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    sender.stop();
  });

  it("an illegal move is not sent: send answers the engine's reason, and the move in hand stays", async () => {
    const { choice, client, sender } = sendingFirstRound();
    sender.send(choice, 1);
    await delivered();
    expect(sender.send({ type: 'build', pair: 0, street: 0, house: 99 }, 1)).toMatchObject({ code: 'choice/house' });
    expect(sender.send({ type: 'build' } as never, 1)).toMatchObject({ code: 'choice/malformed' });
    vi.advanceTimersByTime(500);
    expect(client.sent).toEqual([[choice, 1], [choice, 1]]);
    sender.stop();
  });

  it('another move for the round replaces the one in hand: sent at once, and resent until the view shows it rather than the first', async () => {
    const { state, choice, client, sender } = sendingFirstRound();
    const second = legalChoices(state, '0').find((step) => !isPick(step) && JSON.stringify(step) !== JSON.stringify(choice)) as Choice;
    sender.send(choice, 1);
    await delivered();
    sender.send(second, 1);
    await delivered();
    // The first lands: not the move in hand.
    client.show(playerView(applyChoice(state, '0', choice), '0'));
    vi.advanceTimersByTime(500);
    expect(client.sent).toEqual([[choice, 1], [second, 1], [second, 1]]);
    client.show(playerView(applyChoice(state, '0', second), '0'));
    vi.advanceTimersByTime(5000);
    expect(client.sent).toHaveLength(3);
    sender.stop();
  });

  it('waits while the client is disconnected, and sends as soon as it is connected again', async () => {
    const { choice, view, client, sender } = sendingFirstRound();
    sender.send(choice, 1);
    await delivered();
    client.show(view, false);
    vi.advanceTimersByTime(5000);
    expect(client.sent).toHaveLength(1);
    client.show(view, true);
    expect(client.sent).toHaveLength(1);
    await delivered();
    expect(client.sent).toEqual([[choice, 1], [choice, 1]]);
    expect(sender.resent).toBe(1);
    // Then at the first pace again, as if to a new server.
    vi.advanceTimersByTime(500);
    expect(client.sent).toHaveLength(3);
    sender.stop();
  });

  it('a client that never says it is connected (boardgame.io without a transport) is sent to', async () => {
    vi.useFakeTimers();
    const { choice, view } = firstRound();
    const client = fakeClient(view, false);
    const sender = choiceSender(client, { resendAfter: 500 });
    sender.send(choice, 1);
    await delivered();
    vi.advanceTimersByTime(500);
    expect(client.sent).toHaveLength(2);
    sender.stop();
  });

  it('an expert round, two moves: the pick until the view shows it picked, then the build until it shows pending; a pick already made is not sent again', async () => {
    vi.useFakeTimers();
    const state = createGame({ players: ['0', '1'], seed: 4, variants: { expert: true } });
    const pick = legalChoices(state, '0').find(isPick) as PickChoice;
    const client = fakeClient(playerView(state, '0'));
    const sender = choiceSender(client, { resendAfter: 500 });
    sender.send(pick, 1);
    await delivered();
    vi.advanceTimersByTime(500);
    const picked = applyChoice(state, '0', pick);
    client.show(playerView(picked, '0'));
    vi.advanceTimersByTime(5000);
    expect(client.sent).toEqual([[pick, 1], [pick, 1]]);
    expect(sender.send(pick, 1)).toBeUndefined();
    const other = ([0, 1, 2] as const).find((card) => card !== pick.card) as 0 | 1 | 2;
    expect(sender.send({ type: 'pick', card: other }, 1)).toMatchObject({ code: 'choice/pick' });
    const build = legalChoices(picked, '0')[0] as Choice;
    sender.send(build, 1);
    await delivered();
    client.show(playerView(applyChoice(picked, '0', build), '0'));
    vi.advanceTimersByTime(5000);
    expect(client.sent).toEqual([[pick, 1], [pick, 1], [build, 1]]);
    sender.stop();
  });

  it('stop: nothing more is sent, no timer is left, and send takes nothing', async () => {
    const { choice, client, sender } = sendingFirstRound();
    sender.send(choice, 1);
    sender.stop();
    await delivered();
    vi.advanceTimersByTime(5000);
    expect(client.sent).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(sender.send(choice, 1)).toBeUndefined();
    await delivered();
    expect(client.sent).toEqual([]);
  });

  it('before a sync, or for a spectator, send says no move can be made; a G of another game throws argument/invalid', () => {
    const { choice } = firstRound();
    expect(choiceSender(fakeClient(null)).send(choice, 1)).toMatchObject({ code: 'choice/unknown-player' });
    const sender = choiceSender(fakeClient({ cells: [] }));
    expect(() => sender.send(choice, 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });

  it('refuses what is no client of the game, and a resend delay that is no whole number of milliseconds setTimeout keeps', () => {
    const client = fakeClient(firstRound().view);
    for (const given of [null, {}, { moves: client.moves }, { ...client, moves: {} }]) {
      expect(() => choiceSender(given as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    }
    for (const resendAfter of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 31, '100']) {
      expect(() => choiceSender(client, { resendAfter } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringContaining('resendAfter') }));
    }
    expect(() => choiceSender(client, null as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});

describe("choiceSender on boardgame.io's local multiplayer", () => {
  it('three players, each asking its sender on every update, play to the end: each move sent once, no error logged, the scores of playGame', async () => {
    const logged = catchLogger();
    const game = welcomeToGame({ variants: { expert: true } });
    const multiplayer = Local();
    const clients = ['0', '1', '2'].map((playerID) => Client({ game, numPlayers: 3, playerID, multiplayer }));
    const over = matchOver(clients[0] as BgioClient);
    const senders = clients.map((client, seat) => playSeat(client, randomBot, seat * 1000));
    clients.forEach((client) => client.start());
    await over;
    const score = gameover(clients[0]?.getState()?.ctx);
    const final = clientView(clients[0]?.getState()?.G) as PlayerView;
    senders.forEach((sender) => sender.stop());
    clients.forEach((client) => client.stop());
    expect(logged.errors).toEqual([]);
    expect(senders.map((sender) => sender.resent)).toEqual([0, 0, 0]);
    // Expert: a pick and a build or refusal a round (the last round's included).
    expect(senders.map((sender) => sender.sent)).toEqual([0, 1, 2].map(() => 2 * final.round));
    expect(score).toEqual(final.result);
  }, 30_000);

  it("a transport that loses each player's first move of every round: each is sent again after resendAfter, the match finishes, and no error is logged", async () => {
    const logged = catchLogger();
    const game = welcomeToGame();
    const multiplayer = Local();
    const clients = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, playerID, multiplayer }));
    const lost: number[][] = [[], []];
    clients.forEach((client, seat) => {
      const choose = client.moves.choose as (choice: Choice, round: number) => void;
      const lossy = (choice: Choice, round: number) => {
        if (lost[seat]?.includes(round) === false) lost[seat]?.push(round);
        else choose(choice, round);
      };
      // boardgame.io makes its move dispatchers again when a client's ids change; here they do not.
      Object.defineProperty(client.moves, 'choose', { value: lossy });
    });
    const over = matchOver(clients[0] as BgioClient);
    // A few ms: a lost move is all this waits for, whatever the machine's load.
    const senders = clients.map((client, seat) => playSeat(client, randomBot, seat * 1000, 5));
    clients.forEach((client) => client.start());
    await over;
    const G = clientView(clients[0]?.getState()?.G) as PlayerView;
    senders.forEach((sender) => sender.stop());
    clients.forEach((client) => client.stop());
    expect(logged.errors).toEqual([]);
    expect(lost.map((rounds) => rounds.length)).toEqual([G.round, G.round]);
    expect(senders.map((sender) => sender.resent)).toEqual([G.round, G.round]);
    expect(G.status).toBe('over');
  }, 30_000);
});
