import { describe, expect, it } from 'vitest';
import * as adapter from '../../src/adapters/boardgame-io/index.js';
import { playerView } from '../../src/index.js';
import { STATES, type EntryPoint } from './entry-points.js';
import { judge } from './harness.js';
import { SPECIALS } from './hostile-values.js';

/*
 * The boardgame.io entry under hostile input: what a client sends (a choice, a player
 * id) and what a caller passes (match options, a client, a G) gives a result, a
 * RuleError, or for a move boardgame.io's INVALID_MOVE; never another throw.
 */
const { midGame, over } = STATES;
const id = midGame.players[0]?.id as string;
const game = adapter.welcomeToGame();
type Move = { move: (context: unknown, ...args: unknown[]) => unknown };
const choose = (game.moves.choose as Move).move;
const withdraw = (game.moves.withdraw as Move).move;

const ENTRIES: readonly EntryPoint[] = [
  { name: 'welcomeToGame', args: () => [{ ruleset: 'original', variants: { roundabouts: true } }], outside: [0], call: (options) => adapter.welcomeToGame(options as never) },
  { name: 'whyInvalid', args: () => [playerView(midGame, id), id, { type: 'refuse' }, midGame.round], outside: [0, 1, 2, 3], neverThrows: false, call: (G, player, choice, round) => adapter.whyInvalid(G as never, player as string, choice, round) },
  { name: 'clientView', args: () => [playerView(midGame, id)], outside: [0], call: (G) => adapter.clientView(G) },
  { name: 'clientMoves', args: () => [{ moves: { choose: () => undefined, withdraw: () => undefined } }], outside: [0], call: (client) => adapter.clientMoves(client as never) },
  { name: 'enumerateMoves', args: () => [midGame, id], outside: [1], call: (state, player) => adapter.enumerateMoves(state as never, player as string) },
  { name: 'gameover', args: () => [{ gameover: JSON.parse(JSON.stringify(over.result)) }], outside: [0], call: (ctx) => adapter.gameover(ctx as never) },
  { name: 'the choose move', args: () => [{ G: midGame, playerID: id }, { type: 'refuse' }, midGame.round], outside: [1, 2], neverThrows: true, call: (context, choice, round) => choose(context, choice, round) },
  { name: 'the withdraw move', args: () => [{ G: midGame, playerID: id }, midGame.round], outside: [1], neverThrows: true, call: (context, round) => withdraw(context, round) },
];

describe('welcome-to-engine/boardgame.io under hostile input', () => {
  it('every exported function of the entry is tried', () => {
    const functions = Object.entries(adapter).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    const tried = new Set(ENTRIES.map((entry) => entry.name));
    expect(functions.filter((name) => !tried.has(name) && name !== 'spectatorView')).toEqual([]);
  });

  it.each(ENTRIES.map((entry) => [entry.name, entry] as const))('%s: each hostile value in each outside argument', (_name, entry) => {
    const broken = entry.outside.flatMap((index) =>
      SPECIALS.map((make, k) => {
        const args = entry.args();
        args[index] = make();
        return judge(entry, args, `argument ${index} = special ${k}`);
      }),
    ).filter((report) => report.verdict !== 'ok' && report.verdict !== 'rule-error');
    expect(broken).toEqual([]);
  });
});
