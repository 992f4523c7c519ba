import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { Game, LongFormMove } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { clientMoves, clientView, enumerateMoves, MAX_ENUMERATED, welcomeToGame, whyInvalid, type WelcomeToMatchOptions } from '../../src/adapters/boardgame-io/index.js';
import { createGame, playerView, playGame, randomBot, type Bot, type Choice, type GameRecord, type GameState, type PickChoice, type PlayerView } from '../../src/index.js';

/** The adapter's game, with the master's latest full state kept for the test to compare. */
function watched(options: WelcomeToMatchOptions = {}): { game: Game<GameState>; master: { state?: GameState } } {
  const game = welcomeToGame(options);
  const master: { state?: GameState } = {};
  const choose = game.moves?.choose as LongFormMove<GameState>;
  return {
    master,
    game: {
      ...game,
      setup: (context, data) => (master.state = (game.setup as NonNullable<Game<GameState>['setup']>)(context, data)),
      moves: {
        ...game.moves,
        choose: {
          ...choose,
          move: (context, ...args) => {
            const next = choose.move(context, ...args);
            if (typeof next === 'object') master.state = next as GameState;
            return next;
          },
        },
      },
    },
  };
}

/** Bots that make again the choices of a record, round by round. */
function scripted(record: GameRecord): Bot[] {
  return record.options.players === undefined
    ? []
    : (Array.isArray(record.options.players) ? record.options.players : []).map((_, seat) => (view: PlayerView) => {
        const round = record.rounds[view.round - 1] as readonly (Choice | PickChoice)[];
        return round[seat] as Choice;
      });
}


describe('welcome-to-engine/boardgame.io', () => {
  it('three players through boardgame.io local multiplayer to the end, with the scores playGame gives for the same choices', async () => {
    const { game, master } = watched();
    const ids = ['0', '1', '2'];
    const clients = ids.map((playerID) => Client({ game, numPlayers: 3, playerID, multiplayer: Local() }));
    clients.forEach((client) => client.start());
    let seed = 0;
    for (let step = 0; step < 500 && clients[0]?.getState()?.ctx.gameover === undefined; step++) {
      for (const client of clients) {
        const state = client.getState();
        const view = clientView(state?.G);
        if (state === null || view === undefined || !('player' in view) || view.pending !== null || state.ctx.gameover !== undefined) continue;
        // No client sees the deck or another player's choice before the round resolves.
        expect(view).not.toHaveProperty('cards');
        expect(view.players.every((p) => !('pending' in p))).toBe(true);
        clientMoves(client).choose(randomBot(view, seed++));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    const final = clients[0]?.getState();
    expect(final?.ctx.gameover).toBeDefined();
    const state = master.state as GameState;
    expect(state.status).toBe('over');
    expect(final?.ctx.gameover).toEqual(state.result);
    const again = playGame(state.record.options, scripted(state.record));
    expect(again.state.result).toEqual(final?.ctx.gameover);
    clients.forEach((client) => client.stop());
  });

  it('an illegal move is refused with INVALID_MOVE and changes nothing; whyInvalid gives the engine\'s code and message first', async () => {
    const { game, master } = watched();
    const client = Client({ game, numPlayers: 2, playerID: '0', multiplayer: Local() });
    client.start();
    const before = client.getState()?._stateID;
    const view = clientView(client.getState()?.G);
    if (view === undefined) throw new Error('not synced');
    const bad: Choice = { type: 'build', pair: 0, street: 0, house: 99 };
    expect(whyInvalid(view, '0', bad)).toMatchObject({ code: 'choice/house', message: expect.stringContaining('house') });
    clientMoves(client).choose(bad);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getState()?._stateID).toBe(before);
    expect(master.state?.players[0]?.pending).toBeNull();
    client.stop();
  });

  it('match options are checked when the game is made, as createGame checks them; players, seed and position are boardgame.io\'s', () => {
    expect(() => welcomeToGame({ ruleset: 'house' as never })).toThrow(expect.objectContaining({ code: 'options/ruleset' }));
    for (const key of ['players', 'seed', 'position']) {
      expect(() => welcomeToGame({ [key]: 2 } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringContaining(`options.${key}`) }));
    }
    expect(welcomeToGame({ sheet: 'eggs', variants: { expert: true } }).minPlayers).toBe(2);
    expect(welcomeToGame({ ruleset: 'original' }).minPlayers).toBe(1);
  });

  it('ai.enumerate is bounded and reaches every kind of choice', () => {
    const state = createGame({ players: ['0', '1'], seed: 3, variants: { roundabouts: true } });
    const moves = enumerateMoves(state, '0');
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.length).toBeLessThanOrEqual(MAX_ENUMERATED);
    const choices = moves.map((m) => m.args[0] as Choice);
    expect(choices.some((c) => c.type === 'build' && c.roundabout !== undefined)).toBe(true);
    expect(choices.some((c) => c.type === 'build' && c.effect !== undefined)).toBe(true);
    expect(choices.some((c) => c.type === 'build' && c.effect === undefined)).toBe(true);
    expect(enumerateMoves(playerView(state, '0'), '0')).toEqual(moves);
  });
});
