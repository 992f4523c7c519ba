import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, playGame, playerView, randomBot, replay, resolveRound, SHEET_KINDS, type Bot, type GameOptions, type GameState, type SheetKind } from '../../src/index.js';
import { decisionSeeds, playOn } from '../../src/bots/play-game.js';
import { ruleOverridesArb, variantsArb } from '../support/arbitraries.js';

// `playGame` plays the built-in bots' turns on the compact sheets, keeping each choice's
// outcome and never making a view. A bot that merely calls a built-in bot takes the
// engine's public path instead: a view for each decision, applyChoice's checks,
// resolveRound. Both must play the very same games, with one set of rules between them.
const throughThePublicPath = (bot: Bot): Bot => (view, seed) => bot(view, seed);

/** Options of every kind: both rulesets (solo included), every rule option, every variant and sheet. */
const optionsArb: fc.Arbitrary<GameOptions> = fc
  .record({
    ruleset: fc.constantFrom('collector' as const, 'original' as const),
    players: fc.integer({ min: 1, max: 6 }),
    seed: fc.integer(),
    variants: variantsArb,
    sheet: fc.constantFrom<SheetKind>(...SHEET_KINDS),
    rules: ruleOverridesArb,
  })
  .map(({ ruleset, players, seed, variants, sheet, rules }): GameOptions => ({
    ruleset,
    players: ruleset === 'collector' ? Math.max(2, players) : players,
    seed,
    variants,
    sheet,
    rules: rules,
  }));

/** Plays `start` on through the public path for `rounds` rounds at most (or to the end): each player's seed from `seeds`, in player order. */
function playOnThroughTheEngine(start: GameState, bot: Bot, seeds: () => number, rounds = Number.POSITIVE_INFINITY): GameState {
  let state = start;
  for (let round = 0; round < rounds && state.status === 'choosing'; round++) {
    for (const player of state.players) {
      const seed = seeds();
      const step = bot(playerView(state, player.id), seed);
      state = applyChoice(state, player.id, step);
      if (step.type === 'pick') state = applyChoice(state, player.id, bot(playerView(state, player.id), (seed ^ 0x5bd1e995) >>> 0));
    }
    state = resolveRound(state);
  }
  return state;
}

describe('playGame: the built-in bots played on the compact sheets', () => {
  it('random seats play the same games as the public path one choice at a time, over every rule option, variant and sheet', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const count = createGame(options).players.length;
        const fast = playGame(options, Array.from({ length: count }, () => randomBot));
        const slow = playGame(options, Array.from({ length: count }, () => throughThePublicPath(randomBot)));
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
        expect(JSON.stringify(replay(fast.record))).toBe(JSON.stringify(fast.state));
      }),
      { numRuns: 300 },
    );
  }, 300_000);

  // Greedy and random seats mixed, from every starting position too: test/game/compact-game.prop.test.ts.

  it('plays on from any round of a game in progress to the state the public path reaches', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 20 }), (options, rounds) => {
        const fresh = createGame(options);
        const bot = throughThePublicPath(randomBot);
        const state = playOnThroughTheEngine(fresh, bot, decisionSeeds(fresh.seed), rounds);
        fc.pre(state.status === 'choosing');
        const a = decisionSeeds(state.seed);
        const b = decisionSeeds(state.seed);
        const seats = state.players.map(() => randomBot);
        expect(JSON.stringify(playOn(state, seats, a))).toBe(JSON.stringify(playOnThroughTheEngine(state, bot, b)));
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
