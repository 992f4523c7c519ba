import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  isPick,
  legalBuilds,
  legalChoices,
  legalPairs,
  legalRoundabouts,
  placements,
  targetsAt,
  type BuildChoice,
  type BuildTargets,
  type GameState,
} from '../../src/index.js';
import { midGameArb } from '../support/random-play.js';

/** Every choice of a set of targets, in no particular order. */
function choicesOf(targets: BuildTargets): BuildChoice[] {
  return [
    ...(targets.none === undefined ? [] : [targets.none]),
    ...targets.fences.map((target) => target.choice),
    ...targets.bis.map((target) => target.choice),
    ...targets.temps.map((target) => target.choice),
    ...targets.improvements.map((target) => target.choice),
    ...(targets.park === undefined ? [] : [targets.park]),
    ...(targets.pool === undefined ? [] : [targets.pool]),
  ];
}

/** The game with the first player's pick made, in an expert game before it: the targets come after the pick. */
function picked(state: GameState, player: string): GameState {
  const [pick] = legalChoices(state, player).filter(isPick);
  return pick === undefined ? state : applyChoice(state, player, pick);
}

const key = (choice: BuildChoice) => JSON.stringify(choice);

describe('targetsAt: a click on the sheet maps to one legal build', () => {
  it('the targets at every house, over the truck ends they list, are exactly the legalBuilds of its placements, each once (every variant and sheet, with and without a roundabout)', () => {
    const seen = { builds: 0, trucks: 0, roundabouts: 0, temps: 0 };
    fc.assert(
      fc.property(midGameArb, fc.nat(), (game, spotPick) => {
        const player = game.players[0]?.id as string;
        const state = picked(game, player);
        const spots = legalRoundabouts(state, player);
        const roundabout = spots.length > 0 && spotPick % 2 === 0 ? spots[spotPick % spots.length] : undefined;
        for (const pair of legalPairs(state, player, roundabout)) {
          const all = placements(state, player, pair, roundabout);
          const houses = new Map(all.map((placement) => [`${placement.street}:${placement.house}`, placement]));
          for (const [here, house] of houses) {
            const builds = all.filter((placement) => `${placement.street}:${placement.house}` === here).flatMap((placement) => legalBuilds(state, player, pair, placement, roundabout));
            const first = targetsAt(state, player, pair, { street: house.street, house: house.house }, { roundabout });
            const byEnd = first.trucks.length === 0 ? [first] : first.trucks.map((truck) => targetsAt(state, player, pair, house, { roundabout, truck }));
            const found = byEnd.flatMap(choicesOf).map(key);
            expect(new Set(found).size).toBe(found.length);
            expect([...found].sort()).toEqual(builds.map(key).sort());
            // Where the truck's end is still to choose, no target stands for it.
            if (first.trucks.length > 0) expect(choicesOf(first)).toEqual([]);
            seen.builds += builds.length;
            if (first.trucks.length > 0) seen.trucks += 1;
            if (roundabout !== undefined) seen.roundabouts += 1;
            if (byEnd.some((targets) => targets.temps.length > 0)) seen.temps += 1;
          }
        }
      }),
      // Besides the random games, one that has each way for sure: an ice cream sheet whose bottom truck has not started (its end to choose).
      { numRuns: 40, examples: [[createGame({ players: 2, sheet: 'ice-cream', seed: 'truck-end', variants: { roundabouts: true } }), 0]] },
    );
    // The runs reach each way of combining: a truck's end to choose, a roundabout first, temp changes.
    expect(seen.builds).toBeGreaterThan(1000);
    expect(seen.trucks).toBeGreaterThan(0);
    expect(seen.roundabouts).toBeGreaterThan(0);
    expect(seen.temps).toBeGreaterThan(0);
  });

  it('a house where the pair fits nowhere has no targets', () => {
    fc.assert(
      fc.property(midGameArb, fc.nat(32), (game, at) => {
        const player = game.players[0]?.id as string;
        const state = picked(game, player);
        const street = at < 10 ? 0 : at < 21 ? 1 : 2;
        const house = at - [0, 10, 21][street]!;
        for (const pair of legalPairs(state, player)) {
          if (placements(state, player, pair).some((placement) => placement.street === street && placement.house === house)) continue;
          const targets = targetsAt(state, player, pair, { street, house });
          expect(choicesOf(targets)).toEqual([]);
          expect(targets.trucks).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
