import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, playGame, playerView, randomBot, replay, resolveRound, type Bot, type GameOptions, type GameState } from '../../src/index.js';
import { flatPlayable, playFlatGame } from '../../src/bots/flat/flat-game.js';
import { FlatSheet, toSheet } from '../../src/bots/flat/flat-sheet.js';
import { sheetRanges } from '../../src/sheet/placement.js';
import { midGameArb } from '../support/random-play.js';
import { decisionSeeds } from '../../src/bots/play-game.js';
import type { RuleOptions } from '../../src/rules/rulesets.js';

// The simulation core (src/bots/flat) plays games where every seat is the random bot on
// flat sheets, and builds the final state once. A bot that merely calls the random bot
// takes the engine's public path instead: a view for each decision, applyChoice's checks,
// resolveRound. Both must play the very same games.
const throughThePublicPath: Bot = (view, seed) => randomBot(view, seed);

type RuleOverrides = { -readonly [K in keyof RuleOptions]?: RuleOptions[K] };

/** Options of the games the core plays: both rulesets, every rule option, 2 to 8 players, with and without advanced plans. */
const flatOptionsArb: fc.Arbitrary<GameOptions> = fc
  .record({
    players: fc.integer({ min: 2, max: 8 }),
    ruleset: fc.constantFrom('collector' as const, 'original' as const),
    seed: fc.integer(),
    advancedPlans: fc.boolean(),
    rules: fc.record(
      {
        bisAcrossFence: fc.boolean(),
        claims: fc.constantFrom('optional' as const, 'immediate' as const),
        refusalTest: fc.constantFrom('printed' as const, 'playable-pairs' as const),
        stackRebuild: fc.constantFrom('separate' as const, 'together' as const),
        reshuffleOnFirstClaim: fc.boolean(),
        tieBreak: fc.constantFrom('estates' as const, 'estates-by-size' as const),
        deck: fc.constantFrom('collector' as const, 'original' as const),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ players, ruleset, seed, advancedPlans, rules }): GameOptions => ({ players, ruleset, seed, rules: rules as RuleOverrides, variants: { advancedPlans } }));

/** Plays `state` on with the public path to the end: each player's seed from `seeds`, in player order. */
function playOnThroughTheEngine(start: GameState, seeds: () => number): GameState {
  let state = start;
  while (state.status === 'choosing') {
    for (const player of state.players) state = applyChoice(state, player.id, throughThePublicPath(playerView(state, player.id), seeds()));
    state = resolveRound(state);
  }
  return state;
}

describe('the simulation core: games of random bots played on flat sheets', () => {
  it('plays the same games as the engine one choice at a time: states, records and scores identical, over every rule option', () => {
    fc.assert(
      fc.property(flatOptionsArb, (options) => {
        const seats = Array.from({ length: options.players as number }, () => randomBot);
        expect(flatPlayable(createGame(options))).toBe(true);
        const fast = playGame(options, seats);
        const slow = playGame(options, seats.map(() => throughThePublicPath));
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
        expect(JSON.stringify(replay(fast.record))).toBe(JSON.stringify(fast.state));
      }),
      { numRuns: 1500 },
    );
  }, 300_000);

  it('plays on from any round of a game in progress (sheets written, estates used, plans claimed and approved) to the state the engine reaches', () => {
    fc.assert(
      fc.property(flatOptionsArb, fc.integer({ min: 0, max: 25 }), (options, rounds) => {
        let state = createGame(options);
        const engineSeeds = decisionSeeds(state.seed);
        const flatSeeds = decisionSeeds(state.seed);
        for (let round = 0; round < rounds && state.status === 'choosing'; round++) {
          for (const player of state.players) {
            flatSeeds();
            state = applyChoice(state, player.id, throughThePublicPath(playerView(state, player.id), engineSeeds()));
          }
          state = resolveRound(state);
        }
        fc.pre(state.status === 'choosing' && flatPlayable(state));
        const flat = playFlatGame(state as Extract<GameState, { status: 'choosing' }>, flatSeeds);
        expect(JSON.stringify(flat)).toBe(JSON.stringify(playOnThroughTheEngine(state, engineSeeds)));
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('a flat sheet read from a sheet gives it back field for field, with the ranges the engine works out', () => {
    fc.assert(
      fc.property(midGameArb.filter(flatPlayable), (state) => {
        for (const player of state.players) {
          const flat = new FlatSheet(player.sheet, state.rules.bisAcrossFence);
          expect(JSON.stringify(toSheet(flat))).toBe(JSON.stringify(player.sheet));
          const ranges = sheetRanges(player.sheet);
          expect(flat.fits).toBe(ranges.fits);
          expect(flat.streetFits).toEqual(ranges.streetFits);
          ranges.min.forEach((min, at) => {
            if (min <= (ranges.max[at] as number)) expect([flat.min[at], flat.max[at]]).toEqual([min, ranges.max[at]]);
            else expect((flat.min[at] as number) > (flat.max[at] as number)).toBe(true);
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('takes only what flat sheets hold: no solo game, expert cards, roundabouts, seasonal sheet, or round with a choice made', () => {
    expect(flatPlayable(createGame({ players: 1, ruleset: 'original', seed: 1 }))).toBe(false);
    expect(flatPlayable(createGame({ players: 2, seed: 1, variants: { expert: true } }))).toBe(false);
    expect(flatPlayable(createGame({ players: 2, seed: 1, variants: { roundabouts: true } }))).toBe(false);
    for (const sheet of ['ice-cream', 'christmas', 'eggs'] as const) expect(flatPlayable(createGame({ players: 2, seed: 1, sheet }))).toBe(false);
    const fresh = createGame({ players: 3, seed: 1 });
    expect(flatPlayable(fresh)).toBe(true);
    const chosen = applyChoice(fresh, 'p1', randomBot(playerView(fresh, 'p1'), 1));
    expect(flatPlayable(chosen)).toBe(false);
    // A game of random bots the core does not take is played by the engine, to the same end as the public path.
    const options: GameOptions = { players: 2, seed: 'roundabouts', variants: { roundabouts: true } };
    expect(JSON.stringify(playGame(options, [randomBot, randomBot]))).toBe(JSON.stringify(playGame(options, [throughThePublicPath, throughThePublicPath])));
  });
});
