import { describe, expect, it } from 'vitest';
import { gameStatistics, type Choice, type GameOptions, type GameRecord } from '../../src/index.js';
import { deepFreeze } from '../support/oracles.js';
import { CLAIM_34, EMPTY, expectRuleError, sheetOf, stacksFor, THREE_AND_FOUR, type PairText } from '../support/helpers.js';

// Hand-made games: a position's sheets, fixed stacks, and the rounds' choices; every
// figure expected is worked out from the scenario by hand.

type Offer = readonly [PairText, PairText, PairText];

function recordOf(offers: readonly Offer[], sheets: readonly (readonly [string, string, string])[], rounds: readonly (readonly Choice[])[], extra: Partial<GameOptions> = {}): GameRecord {
  const options: GameOptions = {
    players: sheets.length,
    seed: 'statistics',
    plans: [0, 6, 14],
    stacks: stacksFor(...offers),
    position: { sheets: sheets.map((streets) => sheetOf({ streets })) },
    ...extra,
  };
  return { options, rounds };
}

// Plan 14 (deck 3, label C): estates of 3 and 4, 7 points first, 3 later; THREE_AND_FOUR fulfils it, CLAIM_34 claims it.

const claims = {
  offers: [
    ['9 bis', '10 park', '11 temp'],
    ['12 pool', '13 improvement', '14 fence'],
    ['1 park', '2 park', '3 park'],
  ] as const satisfies readonly Offer[],
  rounds: [
    [
      { type: 'build', pair: 0, street: 0, house: 7, effect: { type: 'bis', street: 0, house: 8, source: 'left' } },
      { type: 'build', pair: 1, street: 1, house: 5, effect: { type: 'park' } },
    ],
    [
      { type: 'build', pair: 2, street: 2, house: 11, effect: { type: 'fence', street: 2, slot: 5 }, claims: [CLAIM_34] },
      { type: 'build', pair: 0, street: 1, house: 7, effect: { type: 'pool' } },
    ],
    [
      { type: 'build', pair: 2, street: 1, house: 0, effect: { type: 'park' } },
      { type: 'build', pair: 1, street: 2, house: 0, effect: { type: 'park' }, claims: [CLAIM_34] },
    ],
  ] as const satisfies readonly (readonly Choice[])[],
};

describe('gameStatistics: plans claimed and the round of each claim (rules §6)', () => {
  const record = recordOf(claims.offers, [THREE_AND_FOUR, THREE_AND_FOUR], claims.rounds);
  const [p1, p2] = gameStatistics(record).players;

  it('"every player who claims a plan in the first round in which anyone claims it gets the higher value": p1 claims C in round 2 for 7, first', () => {
    expect(p1?.plans[2]).toEqual({ plan: 2, label: 'C', claimed: true, round: 2, first: true, points: 7 });
    expect(p1?.plansClaimed).toBe(1);
    expect(p1?.firstClaims).toBe(1);
  });

  it('"the plan is then approved, and later claims get the lower value": p2 claims C in round 3 for 3, not first', () => {
    expect(p2?.plans[2]).toEqual({ plan: 2, label: 'C', claimed: true, round: 3, first: false, points: 3 });
    expect(p2?.firstClaims).toBe(0);
  });

  it('plans not claimed have no round and no points', () => {
    expect(p1?.plans.slice(0, 2)).toEqual([
      { plan: 0, label: 'A', claimed: false, round: null, first: false, points: null },
      { plan: 1, label: 'B', claimed: false, round: null, first: false, points: null },
    ]);
  });

  it('a game started at round 5 of a position counts its claims from round 5', () => {
    const from5 = { ...record, options: { ...record.options, position: { ...record.options.position, round: 5 } } };
    const statistics = gameStatistics(from5);
    expect(statistics.players.map((player) => player.plans[2]?.round)).toEqual([6, 7]);
    expect(statistics.rounds).toBe(3);
  });

  it('"using the pair\'s effect is optional": each effect used counts once by kind, the bis copy and the fence on the sheet', () => {
    expect(p1?.effects).toEqual({ fence: 1, pool: 0, temp: 0, bis: 1, park: 1, improvement: 0 });
    expect(p2?.effects).toEqual({ fence: 0, pool: 1, temp: 0, bis: 0, park: 2, improvement: 0 });
    // p1: the position's 7 numbers, then 9 (and its bis copy), 14 and 3.
    expect([p1?.numbers, p1?.bis, p1?.fences, p1?.parks, p1?.parksByStreet]).toEqual([10, 1, 3, 1, [0, 1, 0]]);
    expect([p2?.numbers, p2?.bis, p2?.pools, p2?.parks, p2?.parksByStreet]).toEqual([10, 0, 1, 2, [0, 1, 1]]);
    expect(p1?.score.bis).toBe(1);
    expect(p2?.score.pools).toBe(3);
  });

  it('the game goes on after the record: not over, no ending, ranks as the sheets stand', () => {
    const statistics = gameStatistics(record);
    expect(statistics.over).toBe(false);
    expect(statistics.ended).toEqual([]);
    expect(statistics.rounds).toBe(3);
    // p1: plan 7, estates of 3 and 4 (3 + 4), a middle park 2, bis −1; p2: plan 3, the same estates 7, parks 2 + 2, a pool 3.
    expect([p1?.score.total, p2?.score.total]).toEqual([15, 17]);
    expect([p1?.rank, p1?.winner, p2?.rank, p2?.winner]).toEqual([2, false, 1, true]);
  });
});

describe('gameStatistics: refusals (rules §4.2) and the end of the game (rules §7)', () => {
  // p1's streets each start with 15: no printed number 1–3 fits anywhere, so p1 must refuse.
  const blocked = ['15 . . . . . . . . .', '15 . . . . . . . . . .', '15 . . . . . . . . . . .'] as const;
  const low: Offer = ['1 park', '2 park', '3 park'];
  const refuse: Choice = { type: 'refuse' };
  const record = recordOf([low, low, low], [blocked, EMPTY], [
    [refuse, { type: 'build', pair: 0, street: 0, house: 0 }],
    [refuse, { type: 'build', pair: 1, street: 0, house: 1 }],
    [refuse, { type: 'build', pair: 2, street: 0, house: 2 }],
  ]);

  it('"a refusal crosses the next refusal box": three refusals, the third ends the game', () => {
    const statistics = gameStatistics(record);
    const [p1, p2] = statistics.players;
    expect(p1?.refusals).toBe(3);
    expect(p1?.score.refusals).toBe(5);
    expect(p1?.score.total).toBe(-5);
    expect(p1?.effects).toEqual({ fence: 0, pool: 0, temp: 0, bis: 0, park: 0, improvement: 0 });
    expect([p1?.numbers, p1?.emptyHouses]).toEqual([3, 30]);
    expect([p2?.refusals, p2?.numbers, p2?.emptyHouses]).toEqual([0, 3, 30]);
    expect(statistics.over).toBe(true);
    expect(statistics.ended).toEqual([{ reason: 'refusals', player: 'p1' }]);
    expect(statistics.rounds).toBe(3);
    expect([p1?.rank, p2?.rank, p2?.winner]).toEqual([2, 1, true]);
  });
});

describe('gameStatistics: estates by size (rules §6) and improvements (rules §5)', () => {
  // Top: estates of 1, 2, 3 and 4 houses; middle: 5 and 6.
  const estates = ['1 | 2 3 | 4 5 6 | 7 8 9 10', '0 1 2 3 4 | 5 6 7 8 9 10', EMPTY[2]] as const;
  const record = recordOf([['5 improvement', '6 temp', '7 pool']], [estates, EMPTY], [
    [
      { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'improvement', size: 3 } },
      { type: 'build', pair: 1, street: 0, house: 0, effect: { type: 'temp', delta: 2 } },
    ],
  ]);
  const [p1, p2] = gameStatistics(record).players;

  it('"an estate is complete when every house in it is written and it has 1–6 houses": one of each size', () => {
    expect(p1?.estates).toEqual([1, 1, 1, 1, 1, 1]);
    expect(p1?.completeEstates).toBe(6);
    expect(p1?.fences).toBe(4);
    expect(p2?.estates).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('"improvement: cross its next box; every estate of that size scores the new value"', () => {
    expect(p1?.improvements).toEqual([0, 0, 1, 0, 0, 0]);
    expect(p1?.score.estates[2]).toEqual({ size: 3, count: 1, value: 4, points: 4 });
    expect(p1?.effects.improvement).toBe(1);
  });

  it('"temp: cross the next temp box": the temp box and the number written two above the card', () => {
    expect([p2?.temps, p2?.effects.temp, p2?.numbers]).toEqual([1, 1, 1]);
  });
});

describe('gameStatistics: roundabouts (rules §10.1)', () => {
  it('"it places fences on both of its sides automatically": one roundabout, two fences, its penalty', () => {
    const record = recordOf([['5 park', '6 temp', '7 pool']], [EMPTY, EMPTY], [
      [
        { type: 'build', pair: 0, street: 0, house: 0, roundabout: { street: 0, house: 5 } },
        { type: 'build', pair: 1, street: 0, house: 0 },
      ],
    ], { variants: { roundabouts: true } });
    const [p1, p2] = gameStatistics(record).players;
    expect([p1?.roundabouts, p1?.fences, p1?.score.roundabouts, p1?.emptyHouses, p1?.numbers]).toEqual([1, 2, 3, 31, 1]);
    expect([p2?.roundabouts, p2?.fences]).toEqual([0, 0]);
  });
});

describe('gameStatistics: the seasonal sheets (rules §11)', () => {
  it('on the Classic sheet the season is just its kind', () => {
    const record = recordOf([['5 park', '6 temp', '7 pool']], [EMPTY, EMPTY], [
      [
        { type: 'build', pair: 0, street: 0, house: 0 },
        { type: 'build', pair: 1, street: 0, house: 0 },
      ],
    ]);
    expect(gameStatistics(record).players[0]?.season).toEqual({ kind: 'classic' });
  });

  it('"writing 0, 8 or 10 on a spot collects up to 2 eggs": an 8 on the middle street\'s first spot collects 2', () => {
    const record = recordOf([['8 park', '6 temp', '7 pool']], [EMPTY, EMPTY], [
      [
        { type: 'build', pair: 0, street: 1, house: 0 },
        { type: 'build', pair: 1, street: 0, house: 0 },
      ],
    ], { sheet: 'eggs', plans: undefined, position: undefined });
    const [p1, p2] = gameStatistics(record).players;
    expect(p1?.season).toEqual({ kind: 'eggs', eggs: 2 });
    expect(p2?.season).toEqual({ kind: 'eggs', eggs: 0 });
  });

  it('"a string of one house scores 0": 5 6 7 in the top street is a string of three', () => {
    const offers: readonly Offer[] = [
      ['5 park', '6 temp', '7 pool'],
      ['5 park', '6 temp', '7 pool'],
      ['5 park', '6 temp', '7 pool'],
    ];
    const at = (pair: number, house: number): Choice => ({ type: 'build', pair, street: 0, house });
    const record = recordOf(offers, [EMPTY, EMPTY], [
      [at(0, 0), at(0, 0)],
      [at(1, 1), at(2, 5)],
      [at(2, 2), at(1, 3)],
    ], { sheet: 'christmas', plans: undefined, position: undefined });
    const [p1, p2] = gameStatistics(record).players;
    expect(p1?.season).toEqual({ kind: 'christmas', lights: [3, 0, 0], longestString: 3 });
    expect(p2?.season).toEqual({ kind: 'christmas', lights: [0, 0, 0], longestString: 0 });
  });

  it('"a cone on that house is circled (sold), cones it passed are crossed (lost)": the top truck drives from the right to house 4', () => {
    const record = recordOf([['5 park', '6 temp', '7 pool']], [EMPTY, EMPTY], [
      [
        { type: 'build', pair: 0, street: 0, house: 4 },
        { type: 'build', pair: 1, street: 0, house: 0 },
      ],
    ], { sheet: 'ice-cream', plans: undefined, position: undefined });
    const [p1] = gameStatistics(record).players;
    // Top cones (house: scoops) 0:1, 2:2, 4:3, 5:1, 7:2, 9:1: 4 sold (3 scoops), 9, 7 and 5 lost.
    expect(p1?.season).toEqual({ kind: 'ice-cream', conesSold: 1, conesLost: 3, scoops: 3, bonusesWon: 0 });
  });
});

describe('gameStatistics checks its record as replay does', () => {
  const good = recordOf(claims.offers, [THREE_AND_FOUR, THREE_AND_FOUR], claims.rounds);

  it.each([
    ['not an object', 7],
    ['no options', { rounds: [] }],
    ['no seed', { options: { players: 2 }, rounds: [] }],
    ['rounds not a list', { options: { players: 2, seed: 1 }, rounds: 'all' }],
    ['a round with one choice for two players', { ...good, rounds: [[good.rounds[0]?.[0]]] }],
  ])('a record with %s is RuleError record/invalid', (_name, record) => {
    expectRuleError(() => gameStatistics(record as unknown as GameRecord), 'record/invalid');
  });

  it("a recorded choice the rules refuse is its rule's RuleError, with its round; the record is left as it was", () => {
    const bad = deepFreeze({ ...good, rounds: [good.rounds[0], [good.rounds[1]?.[0], { type: 'build', pair: 0, street: 0, house: 0 }]] });
    const text = JSON.stringify(bad);
    expectRuleError(() => gameStatistics(bad as unknown as GameRecord), 'choice/house-taken', /round 2/);
    expect(JSON.stringify(bad)).toBe(text);
  });

  it('a good record is read, not written: the same figures twice from a frozen record', () => {
    const frozen = deepFreeze(structuredClone(good));
    expect(gameStatistics(frozen)).toEqual(gameStatistics(good));
  });
});
