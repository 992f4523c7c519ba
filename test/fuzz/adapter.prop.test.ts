import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as adapter from '../../src/adapters/boardgame-io/index.js';
import { playerView } from '../../src/index.js';
import { STATES, type EntryPoint } from './entry-points.js';
import { DELETE, judge, pathsOf, replaceAt, type CallReport } from './harness.js';
import { hostileArb, SPECIALS } from './hostile-values.js';

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
  {
    name: 'whyInvalid',
    args: () => [playerView(midGame, id), id, { type: 'refuse' }, midGame.round],
    outside: [0, 1, 2, 3],
    neverThrows: false,
    call: (G, player, choice, round) => adapter.whyInvalid(G as never, player as string, choice, round),
  },
  { name: 'clientView', args: () => [playerView(midGame, id)], outside: [0], call: (G) => adapter.clientView(G) },
  { name: 'clientMoves', args: () => [{ moves: { choose: () => undefined, withdraw: () => undefined } }], outside: [0], call: (client) => adapter.clientMoves(client as never) },
  {
    name: 'choiceSender',
    args: () => [
      { moves: { choose: () => undefined, withdraw: () => undefined }, getState: () => ({ G: playerView(midGame, id), isConnected: true }), subscribe: () => () => undefined },
      { resendAfter: 1000 },
      { type: 'refuse' },
      midGame.round,
    ],
    outside: [0, 1, 2, 3],
    // A sender made, asked to send, and stopped: its timer never outlives the call.
    call: (client, options, choice, round) => {
      const sender = adapter.choiceSender(client as never, options as never);
      try {
        return sender.send(choice as never, round as never);
      } finally {
        sender.stop();
      }
    },
  },
  { name: 'enumerateMoves', args: () => [midGame, id], outside: [1], call: (state, player) => adapter.enumerateMoves(state as never, player as string) },
  // The round comes from outside (a replay's address); the state is the server's own.
  { name: 'spectatorRound', args: () => [midGame, 1], outside: [1], call: (state, round) => adapter.spectatorRound(state as never, round as never) },
  { name: 'gameover', args: () => [{ gameover: JSON.parse(JSON.stringify(over.result)) }], outside: [0], call: (ctx) => adapter.gameover(ctx as never) },
  {
    name: 'the choose move',
    args: () => [{ G: midGame, playerID: id }, { type: 'refuse' }, midGame.round],
    outside: [1, 2],
    neverThrows: true,
    call: (context, choice, round) => choose(context, choice, round),
  },
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
      })
    ).filter((report) => report.verdict !== 'ok' && report.verdict !== 'rule-error');
    expect(broken).toEqual([]);
  });

  it('whyInvalid: a G that is no client\'s G "throws RuleError argument/invalid" (or gets an answer), never another error: a view with a hostile value (or nothing) in place of any field, at any depth', () => {
    const entry = ENTRIES.find((e) => e.name === 'whyInvalid') as EntryPoint;
    const views = [playerView(midGame, id), playerView(STATES.expertGame, STATES.expertGame.players[0]?.id as string)];
    const found: CallReport[] = [];
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1),
        fc.nat(),
        fc.option(hostileArb, { freq: 8 }),
        fc.constantFrom<unknown>({ type: 'refuse' }, { type: 'build', pair: 0, street: 0, house: 3 }, { type: 'pick', card: 1 }),
        (which, at, make, choice) => {
          const view = JSON.parse(JSON.stringify(views[which])) as unknown;
          const paths = pathsOf(view, 4000);
          const path = paths[at % paths.length] ?? [];
          const G = replaceAt(view, path, make === null ? DELETE : make());
          const report = judge(entry, [G, which === 0 ? id : STATES.expertGame.players[0]?.id, choice, undefined], `G at ${path.join('.') || '(whole)'}`);
          if (report.verdict !== 'ok' && report.verdict !== 'rule-error') found.push(report);
          return found.length === 0;
        },
      ),
      { numRuns: 300 },
    );
    expect(found).toEqual([]);
  });

  it('whyInvalid of a G that holds only a player ("throws RuleError argument/invalid when G is not a client\'s G")', () => {
    expect(() => adapter.whyInvalid({ player: '0' } as never, '0', { type: 'refuse' })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});
