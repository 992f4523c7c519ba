import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, legalChoices, observationShape, observe, playerView, randomBot, sampleState, type GameState, type ObservationShape } from '../../src/index.js';
import { gameParamsArb, optionsOf, playedGame, randomTurn, rngOf, type GameParams } from '../support/random-play.js';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** A random game some rounds in (up to 40: past stack rebuilds, often over), some players having chosen or, in an expert game, picked this round. */
const tableArb = fc
  .tuple(gameParamsArb, fc.integer({ min: 0, max: 40 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), fc.integer())
  .map(([params, rounds, chosen, bot]): [GameParams, GameState] => {
    let state = playedGame(params, rounds);
    const rng = rngOf(bot);
    state.players.forEach((player, i) => {
      if (state.status === 'over') return;
      if (chosen[i] === true) state = randomTurn(state, player.id, rng);
      else if (state.variants.expert && i % 2 === 1) {
        const pick = legalChoices(state, player.id).find((step) => step.type === 'pick');
        if (pick !== undefined) state = applyChoice(state, player.id, pick);
      }
    });
    return [params, state];
  });

/** Seat block `seat` (0: the player's own, then the next seats) of an observation. */
function seatBlock(shape: ObservationShape, observation: Float32Array, seat: number): Float32Array {
  const start = seat === 0 ? (shape.sections.find((s) => s.name === 'self')?.offset as number) : (shape.sections.find((s) => s.name === 'others')?.offset as number) + (seat - 1) * shape.seatLength;
  return observation.subarray(start, start + shape.seatLength);
}

describe('observe on random games: every ruleset, player count, variant and sheet', () => {
  it("an observation has the length observationShape gives for the game's options, every float finite and from 0 to 1", () => {
    fc.assert(
      fc.property(tableArb, ([params, state]) => {
        const shape = observationShape(optionsOf(params));
        for (const player of state.players) {
          const observation = observe(playerView(state, player.id));
          expect(observation.length).toBe(shape.length);
          expect(observation.filter((value) => !(value >= 0 && value <= 1))).toEqual(new Float32Array(0));
        }
      }),
      { numRuns: 80 },
    );
  });

  it("each player's others are the table from their left: the k-th other block is what that seat observes of its own sheet", () => {
    fc.assert(
      fc.property(tableArb, ([params, state]) => {
        const shape = observationShape(optionsOf(params));
        const count = state.players.length;
        const observations = state.players.map((player) => observe(playerView(state, player.id)));
        observations.forEach((observation, i) => {
          for (let seat = 1; seat < count; seat++) expect(seatBlock(shape, observation, seat)).toEqual(seatBlock(shape, observations[(i + seat) % count] as Float32Array, 0));
        });
      }),
      { numRuns: 60 },
    );
  });

  it('the same view gives the same observation: a copy of the view, and states sampled from it (another deal, other hidden choices)', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), ([, state], seed) => {
        for (const player of state.players) {
          const view = playerView(state, player.id);
          const observation = observe(view);
          expect(observe(plain(view) as typeof view)).toEqual(observation);
          if (state.status === 'over') continue;
          const sample = sampleState(view, seed, { others: randomBot });
          expect(plain(playerView(sample, player.id))).toEqual(plain(view));
          expect(observe(playerView(sample, player.id))).toEqual(observation);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a round played changes what every player observes, their own seat block included: each wrote a number or crossed a refusal', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 0, max: 10 }), (params, rounds) => {
        const before = playedGame(params, rounds);
        const after = playedGame(params, rounds + 1);
        if (before.status === 'over') return;
        const shape = observationShape(optionsOf(params));
        before.players.forEach((player, i) => {
          const [a, b] = [observe(playerView(before, player.id)), observe(playerView(after, player.id))];
          expect(plain(before.players[i]?.sheet)).not.toEqual(plain(after.players[i]?.sheet));
          expect(seatBlock(shape, a, 0)).not.toEqual(seatBlock(shape, b, 0));
        });
      }),
      { numRuns: 40 },
    );
  });
});
