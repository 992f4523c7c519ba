import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONES, gameStatistics, greedyBot, lightStrings, playGame, randomBot, replay, scoreGame, type BuildChoice, type Choice, type GameRecord, type GameState, type Sheet } from '../../src/index.js';
import { statisticsOf } from '../../src/game/statistics/game-statistics.js';
import { canonical, deepFreeze } from '../support/oracles.js';
import { gameParamsArb, optionsOf, playedGame } from '../support/random-play.js';

// Random games (every ruleset, variant and sheet, finished or not), their statistics
// checked against the game counted another way: from the record's choices, from the
// sheet's houses walked here, and by replaying the record round by round.

/** The complete estates of a sheet by size, walked from its fences and houses (rules §6): runs between two fences, every house written, 1–6 houses; a roundabout is no estate. */
function estatesBySize(sheet: Sheet): number[] {
  const sizes = [0, 0, 0, 0, 0, 0];
  for (const street of sheet.streets) {
    let run: number[] = [];
    street.houses.forEach((_house, h) => {
      run.push(h);
      if (street.fences[h + 1] !== true) return;
      const houses = run.map((k) => street.houses[k]);
      const complete = houses.every((house) => house !== undefined && house.number !== null && !house.roundabout);
      if (complete && run.length <= 6) sizes[run.length - 1] = (sizes[run.length - 1] ?? 0) + 1;
      run = [];
    });
  }
  return sizes;
}

const choicesOf = (record: GameRecord, player: number): Choice[] => record.rounds.map((round) => round[player] as Choice);
const builds = (choices: readonly Choice[]): BuildChoice[] => choices.filter((choice): choice is BuildChoice => choice.type === 'build');
const usesOf = (choices: readonly Choice[], effect: string) => builds(choices).filter((choice) => choice.effect?.type === effect).length;
const houses = (sheet: Sheet) => sheet.streets.flatMap((street) => street.houses);

/** The state after the first `rounds` rounds of a record. */
const after = (record: GameRecord, rounds: number): GameState => replay({ options: record.options, rounds: record.rounds.slice(0, rounds) });

function expectAgrees(state: GameState): void {
  const record = state.record;
  const statistics = gameStatistics(record);
  const score = scoreGame(state);
  expect(statistics.rounds).toBe(record.rounds.length);
  expect(statistics.over).toBe(state.status === 'over');
  expect(statistics.ended).toEqual(state.ended);
  state.players.forEach((player, i) => {
    const figures = statistics.players[i];
    const choices = choicesOf(record, i);
    const sheet = player.sheet;
    expect(figures?.id).toBe(player.id);
    expect(figures?.score).toEqual(score.players[i]?.breakdown);
    expect(figures?.rank).toBe(score.players[i]?.rank);
    expect(figures?.winner).toBe(score.winners.includes(player.id));
    // Every game here starts from empty sheets at round 1: the sheet is the record's doing.
    expect(figures?.numbers).toBe(builds(choices).length);
    expect(figures?.refusals).toBe(choices.filter((choice) => choice.type === 'refuse').length);
    expect(figures?.roundabouts).toBe(choices.filter((choice) => choice.roundabout !== undefined).length);
    expect(figures?.emptyHouses).toBe(33 - builds(choices).length - houses(sheet).filter((house) => house.bis).length - (figures?.roundabouts ?? 0));
    expect(figures?.bis).toBe(houses(sheet).filter((house) => house.bis).length);
    expect(figures?.bis).toBe(usesOf(choices, 'bis'));
    expect(figures?.temps).toBe(usesOf(choices, 'temp'));
    expect(figures?.pools).toBe(houses(sheet).filter((house) => house.pool === 'built').length);
    expect(figures?.parks).toBe(usesOf(choices, 'park'));
    expect(figures?.parksByStreet).toEqual([0, 1, 2].map((s) => builds(choices).filter((choice) => choice.street === s && choice.effect?.type === 'park').length));
    expect(figures?.improvements).toEqual([1, 2, 3, 4, 5, 6].map((size) => builds(choices).filter((choice) => choice.effect?.type === 'improvement' && choice.effect.size === size).length));
    // A roundabout draws a fence on each side where none stood.
    const fences = usesOf(choices, 'fence');
    if (figures?.roundabouts === 0) expect(figures.fences).toBe(fences);
    expect(figures?.fences).toBeGreaterThanOrEqual(fences);
    expect(figures?.fences).toBeLessThanOrEqual(fences + 2 * (figures?.roundabouts ?? 0));
    expect(figures?.estates).toEqual(estatesBySize(sheet));
    expect(figures?.completeEstates).toBe(estatesBySize(sheet).reduce((a, b) => a + b, 0));
    expect(Object.values(figures?.effects ?? {}).reduce((a, b) => a + b, 0)).toBe(builds(choices).filter((choice) => choice.effect !== undefined).length);
    figures?.plans.forEach((plan, k) => {
      expect(plan.points).toBe(sheet.plans[k]);
      expect(plan.label).toBe(state.plans[k]?.label);
      if (!plan.claimed) return expect([plan.round, plan.first]).toEqual([null, false]);
      // The round of the claim: the box empty before it, written after it; first when the plan was not yet approved.
      const round = plan.round as number;
      const before = after(record, round - 1);
      expect(before.players[i]?.sheet.plans[k]).toBeNull();
      expect(after(record, round).players[i]?.sheet.plans[k]).toBe(plan.points);
      expect(plan.first).toBe(!before.plans[k]?.approved);
    });
    expect(figures?.plansClaimed).toBe(sheet.plans.filter((points) => points !== null).length);
    expect(figures?.firstClaims).toBe(figures?.plans.filter((plan) => plan.first).length);
    const season = figures?.season;
    switch (sheet.season.kind) {
      case 'classic':
        expect(season).toEqual({ kind: 'classic' });
        break;
      case 'ice-cream': {
        const sold = sheet.season.cones.flatMap((street, s) => street.flatMap((cone, h) => (cone === 'sold' ? [CONES[s]?.[h] ?? 0] : [])));
        const lost = sheet.season.cones.flat().filter((cone) => cone === 'lost').length;
        expect(season).toEqual({
          kind: 'ice-cream',
          conesSold: sold.length,
          conesLost: lost,
          scoops: sold.reduce((a, b) => a + b, 0),
          bonusesWon: sheet.season.bonuses.filter((bonus) => bonus === 'won').length,
        });
        break;
      }
      case 'christmas': {
        const lights = sheet.streets.map((street) => Math.max(0, ...lightStrings(street).map((string) => string.size)));
        expect(season).toEqual({ kind: 'christmas', lights, longestString: Math.max(...lights) });
        break;
      }
      case 'eggs':
        expect(season).toEqual({ kind: 'eggs', eggs: sheet.season.eggs.flat().reduce<number>((sum, eggs) => sum + (eggs ?? 0), 0) });
        break;
    }
  });
}

describe('gameStatistics of random games', () => {
  it("agrees with the game counted another way: the score is scoreGame's, every count the record's or the sheet's, each claim in the round its box was written", () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 0, max: 40 }), (params, rounds) => expectAgrees(playedGame(params, rounds))),
      { numRuns: 20 },
    );
  });

  it('agrees with the game counted another way in games the greedy bot plays, which claim plans, first and later', () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        // Greedy in every seat, up to three: they race for the plans.
        const players = Math.min(params.players, 3);
        const options = { ...optionsOf(params), players, variants: { ...params.variants, expert: false } };
        expectAgrees(playGame(options, Array.from({ length: players }, () => greedyBot)).state);
      }),
      { numRuns: 3 },
    );
  });

  it('is deterministic, leaves its record as it was, and its result is plain JSON', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 0, max: 30 }), (params, rounds) => {
        const record = playedGame(params, rounds).record;
        const frozen = deepFreeze(structuredClone(record));
        const text = canonical(frozen);
        const first = gameStatistics(frozen);
        expect(gameStatistics(frozen)).toEqual(first);
        expect(canonical(frozen)).toBe(text);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
      { numRuns: 10 },
    );
  });

  it('of a game the built-in bots played, read from its final state without a replay (what simulate counts), equals the statistics of its record', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.boolean(), (params, greedy) => {
        const options = { ...optionsOf(params), variants: { ...params.variants, expert: false } };
        const bots = Array.from({ length: params.players }, (_, i) => (greedy && i === 0 ? greedyBot : randomBot));
        const { state, record } = playGame(options, bots);
        expect(statisticsOf(state)).toEqual(gameStatistics(record));
      }),
      { numRuns: 10 },
    );
  });
});
