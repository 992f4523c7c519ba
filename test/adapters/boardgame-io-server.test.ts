import { createServer, type AddressInfo } from 'node:net';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Origins, Server } from 'boardgame.io/server';
import { describe, expect, it } from 'vitest';
import { clientMoves, clientView, welcomeToGame } from '../../src/adapters/boardgame-io/index.js';
import { playGame, randomBot, type Bot, type Choice, type GameState, type PlayerView } from '../../src/index.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port free on 127.0.0.1 just now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('welcome-to-engine/boardgame.io on boardgame.io\'s own server', () => {
  it('two socket clients over 127.0.0.1 play a match to the end; the stored state is the engine\'s game, with its scores', async () => {
    const game = welcomeToGame({ ruleset: 'original' });
    const server = Server({ games: [game], origins: [Origins.LOCALHOST] });
    // The lobby API on its own port: served beside the game on one port, boardgame.io 0.50
    // answers its routes 404 with the koa and socket.io versions it installs today.
    const [port, apiPort] = [await freePort(), await freePort()];
    const running = await server.run({ port, lobbyConfig: { apiPort } });
    try {
      const url = `http://127.0.0.1:${port}`;
      const lobby = new LobbyClient({ server: `http://127.0.0.1:${apiPort}` });
      const { matchID } = await lobby.createMatch('welcome-to', { numPlayers: 2 });
      const seats = await Promise.all(['0', '1'].map((playerID, i) => lobby.joinMatch('welcome-to', matchID, { playerID, playerName: `player ${i}` })));
      const clients = seats.map((seat, i) => Client({ game, matchID, playerID: String(i), credentials: seat.playerCredentials, multiplayer: SocketIO({ server: url }) }));
      clients.forEach((client) => client.start());
      let seed = 0;
      for (let step = 0; step < 4000 && clients[0]?.getState()?.ctx.gameover === undefined; step++) {
        for (const client of clients) {
          const state = client.getState();
          const view = clientView(state?.G);
          if (state === null || state === undefined || view === undefined || !('player' in view) || view.pending !== null || state.ctx.gameover !== undefined) continue;
          clientMoves(client).choose(randomBot(view, seed++));
        }
        await tick(2);
      }
      const over = clients[0]?.getState()?.ctx.gameover;
      expect(over).toBeDefined();
      const stored = await server.db.fetch(matchID, { state: true });
      const G = stored.state?.G as GameState;
      expect(G.status).toBe('over');
      expect(over).toEqual(G.result);
      // The same choices through the engine alone.
      const bots: Bot[] = [0, 1].map((seat) => (view: PlayerView) => (G.record.rounds[view.round - 1] as readonly Choice[])[seat] as Choice);
      expect(playGame(G.record.options, bots).state.result).toEqual(G.result);
      clients.forEach((client) => client.stop());
    } finally {
      server.kill(running);
    }
  }, 60_000);

  it('boardgame.io\'s MCTS and random bots play a game through ai.enumerate, each player asked in turn', async () => {
    const game = welcomeToGame();
    const client = Client({ game, numPlayers: 2 });
    client.start();
    // Sized for two cores: a few iterations and a short playout each decision.
    const bots = {
      '0': new MCTSBot({ game, enumerate: game.ai.enumerate, seed: 'mcts', iterations: 6, playoutDepth: 2 }),
      '1': new RandomBot({ enumerate: game.ai.enumerate, seed: 'random' }),
    };
    let decisions = 0;
    for (let step = 0; step < 400 && client.store.getState().ctx.gameover === undefined; step++) {
      // Everyone chooses at once: each player who has not chosen is asked (boardgame.io's own
      // runners ask the first active player only, who stays active to withdraw).
      for (const playerID of ['0', '1'] as const) {
        const state = client.store.getState();
        const G = state.G as GameState;
        if (state.ctx.gameover !== undefined || G.players[Number(playerID)]?.pending !== null) continue;
        const { action } = await bots[playerID].play(state, playerID);
        expect(action).toBeDefined();
        if (action !== undefined) client.store.dispatch(action);
        decisions += 1;
      }
    }
    const final = client.store.getState();
    expect(final.ctx.gameover).toMatchObject({ winners: expect.any(Array) });
    expect((final.G as GameState).status).toBe('over');
    expect(decisions).toBeGreaterThan(20);
    client.stop();
  }, 120_000);
});
