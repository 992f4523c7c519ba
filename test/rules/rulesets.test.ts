import { describe, expect, it } from 'vitest';
import { DEFAULT_RULESET, HOUSE_COUNT, RULESETS, SHEET_LAYOUT, TRACKS } from '../../src/index.js';

describe('rule options of each ruleset (rules §9)', () => {
  it('"collector" is the default', () => {
    expect(DEFAULT_RULESET).toBe('collector');
  });

  it('collector: 63 cards, ≥ 2 players, printed-number refusals, separate rebuild, no reshuffle, bis across fences, estates tie-break, plans A/B/C', () => {
    expect(RULESETS.collector).toEqual({
      deck: 'collector',
      minPlayers: 2,
      refusalTest: 'printed',
      stackRebuild: 'separate',
      claims: 'optional',
      reshuffleOnFirstClaim: false,
      bisAcrossFence: true,
      tieBreak: 'estates',
      planLabels: ['A', 'B', 'C'],
    });
  });

  it('original: 81 cards, ≥ 1 player, playable-pair refusals, rebuild together, reshuffle on request, no bis across fences, estates-by-size tie-break, plans 1/2/3', () => {
    expect(RULESETS.original).toEqual({
      deck: 'original',
      minPlayers: 1,
      refusalTest: 'playable-pairs',
      stackRebuild: 'together',
      claims: 'immediate',
      reshuffleOnFirstClaim: true,
      bisAcrossFence: false,
      tieBreak: 'estates-by-size',
      planLabels: ['n°1', 'n°2', 'n°3'],
    });
  });
});

describe('the sheet (rules §2)', () => {
  it('"three streets, top to bottom, with 10, 11 and 12 houses"', () => {
    expect(SHEET_LAYOUT.map((street) => street.houses)).toEqual([10, 11, 12]);
    expect(HOUSE_COUNT).toBe(33);
  });

  it('"printed pools: top 2, 6, 7 · middle 0, 3, 7 · bottom 1, 6, 10"', () => {
    expect(SHEET_LAYOUT.map((street) => street.pools)).toEqual([
      [2, 6, 7],
      [0, 3, 7],
      [1, 6, 10],
    ]);
  });

  it('has the score tracks of the rules table', () => {
    expect(SHEET_LAYOUT.map((street) => street.parks)).toEqual([
      [0, 2, 4, 10],
      [0, 2, 4, 6, 14],
      [0, 2, 4, 6, 8, 18],
    ]);
    expect(TRACKS).toEqual({
      pool: [0, 3, 6, 9, 13, 17, 21, 26, 31, 36],
      bis: [0, 1, 3, 6, 9, 12, 16, 20, 24, 28],
      refusal: [0, 0, 3, 5],
      roundabout: [0, 3, 8],
      estates: [
        [1, 3],
        [2, 3, 4],
        [3, 4, 5, 6],
        [4, 5, 6, 7, 8],
        [5, 6, 7, 8, 10],
        [6, 7, 8, 10, 12],
      ],
    });
  });
});
