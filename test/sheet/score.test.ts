import { describe, expect, it } from 'vitest';
import { emptySheet, RuleError, scoreSheet, type Sheet } from '../../src/index.js';
import { sheetOf } from '../support/helpers.js';

const EMPTY_STREETS = [
  '. . . . . . . . . .',
  '. . . . . . . . . . .',
  '. . . . . . . . . . . .',
] as const;

function withTracks(tracks: Partial<Omit<Sheet, 'streets'>>): Sheet {
  return { ...emptySheet(), ...tracks };
}

function estatePoints(sheet: Sheet): number {
  return scoreSheet(sheet).estates.reduce((sum, estate) => sum + estate.points, 0);
}

describe('scoring the tracks (rules §2: "a track\'s value is values[marks]")', () => {
  it('an empty sheet scores 0 on every component', () => {
    expect(scoreSheet(emptySheet())).toEqual({
      plans: 0,
      parks: [0, 0, 0],
      pools: 0,
      temps: 0,
      estates: [1, 2, 3, 4, 5, 6].map((size) => ({ size, count: 0, value: size, points: 0 })),
      completeEstates: 0,
      bis: 0,
      refusals: 0,
      roundabouts: 0,
      seasonal: 0,
      season: { kind: 'classic' },
      total: 0,
    });
  });

  it.each([
    { street: 0, marks: 0, points: 0 },
    { street: 0, marks: 2, points: 4 },
    { street: 0, marks: 3, points: 10 },
    { street: 1, marks: 3, points: 6 },
    { street: 1, marks: 4, points: 14 },
    { street: 2, marks: 1, points: 2 },
    { street: 2, marks: 4, points: 8 },
    { street: 2, marks: 5, points: 18 },
  ])('parks: street $street with $marks boxes scores $points', ({ street, marks, points }) => {
    const parks: [number, number, number] = [0, 0, 0];
    parks[street] = marks;
    const breakdown = scoreSheet(sheetOf({ streets: EMPTY_STREETS, parks }));
    expect(breakdown.parks[street]).toBe(points);
    expect(breakdown.total).toBe(points);
  });

  it('parks: every street full scores 10 + 14 + 18 = 42', () => {
    expect(scoreSheet(sheetOf({ streets: EMPTY_STREETS, parks: [3, 4, 5] })).total).toBe(42);
  });

  it.each([
    { marks: 0, points: 0 },
    { marks: 4, points: 13 },
    { marks: 9, points: 36 },
  ])('pools: $marks boxes score $points', ({ marks, points }) => {
    expect(scoreSheet(withTracks({ pools: marks })).pools).toBe(points);
  });

  it.each(
    [
      { track: 'bis', marks: 0, penalty: 0 },
      { track: 'bis', marks: 1, penalty: 1 },
      { track: 'bis', marks: 5, penalty: 12 },
      { track: 'bis', marks: 9, penalty: 28 },
      { track: 'refusals', marks: 0, penalty: 0 },
      { track: 'refusals', marks: 1, penalty: 0 },
      { track: 'refusals', marks: 2, penalty: 3 },
      { track: 'refusals', marks: 3, penalty: 5 },
      { track: 'roundabouts', marks: 0, penalty: 0 },
      { track: 'roundabouts', marks: 1, penalty: 3 },
      { track: 'roundabouts', marks: 2, penalty: 8 },
    ] as const,
  )('penalties: $marks $track boxes subtract $penalty (the first refusal is free)', ({ track, marks, penalty }) => {
    const breakdown = scoreSheet(withTracks({ [track]: marks }));
    expect(breakdown[track]).toBe(penalty);
    expect(breakdown.total).toBe(0 - penalty);
  });

  it('plans: the points written in the plan boxes add up, unclaimed boxes add nothing', () => {
    const breakdown = scoreSheet(withTracks({ plans: [8, null, 7] }));
    expect(breakdown.plans).toBe(15);
    expect(breakdown.total).toBe(15);
  });

  it('temps: the award comes from the context, and a lone sheet gets none', () => {
    const sheet = withTracks({ temps: 5 });
    expect(scoreSheet(sheet).temps).toBe(0);
    expect(scoreSheet(sheet, { tempAward: 4 }).temps).toBe(4);
    expect(scoreSheet(sheet, { tempAward: 4 }).total).toBe(4);
  });

  it('penalties subtract: 8 (plan) + 9 (3 pools) − 3 (2 bis) − 3 (2 refusals) − 3 (1 roundabout) = 8', () => {
    const breakdown = scoreSheet(withTracks({ plans: [8, null, null], pools: 3, bis: 2, refusals: 2, roundabouts: 1 }));
    expect(breakdown.total).toBe(8 + 9 - 3 - 3 - 3);
  });

  it('a track with more boxes crossed than it has throws sheet/track-out-of-range', () => {
    for (const sheet of [withTracks({ refusals: 4 }), withTracks({ pools: 10 }), withTracks({ improvements: [2, 0, 0, 0, 0, 0] })]) {
      expect(() => scoreSheet(sheet)).toThrow(RuleError);
    }
    try {
      scoreSheet(withTracks({ bis: -1 }));
    } catch (error) {
      expect((error as RuleError).code).toBe('sheet/track-out-of-range');
      expect((error as RuleError).message).toContain('0 to 9');
    }
  });
});

describe('scoring estates (rules §6, §7: "Σ complete estates × value(size)")', () => {
  it("a complete estate scores its size's base value: 1 2 3 | … (3-house) scores 3", () => {
    const sheet = sheetOf({
      streets: ['1 2 3 | . . . . . . .', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    expect(scoreSheet(sheet).estates[2]).toEqual({ size: 3, count: 1, value: 3, points: 3 });
    expect(scoreSheet(sheet).total).toBe(3);
  });

  it('a whole street of 10 written houses with no fence is no estate and scores nothing', () => {
    const sheet = sheetOf({
      streets: ['1 2 3 4 5 6 7 8 9 10', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    expect(scoreSheet(sheet).completeEstates).toBe(0);
    expect(scoreSheet(sheet).total).toBe(0);
  });

  it('"Larger runs are not estates and never score": an estate of 7 scores nothing, the 3 beside it scores 3', () => {
    const sheet = sheetOf({
      streets: ['1 2 3 4 5 6 7 | 8 9 10', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    const breakdown = scoreSheet(sheet);
    expect(breakdown.completeEstates).toBe(1);
    expect(breakdown.estates[2]?.count).toBe(1);
    expect(breakdown.total).toBe(3);
  });

  it('a run of 6 written houses is the largest estate that scores: 6 points', () => {
    const sheet = sheetOf({
      streets: ['1 2 3 4 5 6 | . . . .', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    expect(scoreSheet(sheet).estates[5]).toEqual({ size: 6, count: 1, value: 6, points: 6 });
  });

  it('"complete when every house in it is written": an estate with an empty house scores nothing', () => {
    const sheet = sheetOf({
      streets: ['1 . 3 | 4 | . . . . . .', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    const breakdown = scoreSheet(sheet);
    expect(breakdown.estates[2]?.count).toBe(0);
    expect(breakdown.estates[0]?.count).toBe(1); // the lone 4 between two fences
    expect(breakdown.total).toBe(1);
  });

  it('"An estate used for a plan still scores": two used 2-estates and a 1-estate score 2 + 2 + 1 = 5', () => {
    const sheet = sheetOf({
      streets: ['1u 2u | 3u 4u | 5 | . . . . .', EMPTY_STREETS[1], EMPTY_STREETS[2]],
    });
    expect(estatePoints(sheet)).toBe(5);
  });

  it('estates count anywhere on the sheet, one street or several', () => {
    const sheet = sheetOf({
      streets: ['1 | . . . . . . . . .', '. . . . . . . . . 15 | 16', '0 1 | . . . . . . . . . .'],
    });
    const breakdown = scoreSheet(sheet);
    expect(breakdown.estates.map((estate) => estate.count)).toEqual([2, 1, 0, 0, 0, 0]);
    expect(breakdown.total).toBe(1 + 1 + 2);
  });

  it('"Every estate of that size scores the new value": 2 improvements on size 3 raise both 3-estates from 3 to 5', () => {
    const streets = ['1 2 3 | 4 5 6 | . . . .', '1 2 | . . . . . . . . .', EMPTY_STREETS[2]] as const;
    const before = scoreSheet(sheetOf({ streets }));
    const after = scoreSheet(sheetOf({ streets, improvements: [0, 0, 2, 0, 0, 0] }));
    expect(before.total).toBe(3 + 3 + 2);
    expect(after.estates[2]).toEqual({ size: 3, count: 2, value: 5, points: 10 });
    expect(after.total).toBe(5 + 5 + 2); // the 2-estate is untouched
  });

  it.each([
    { size: 1, marks: 1, value: 3 },
    { size: 2, marks: 2, value: 4 },
    { size: 3, marks: 3, value: 6 },
    { size: 4, marks: 1, value: 5 },
    { size: 4, marks: 4, value: 8 },
    { size: 5, marks: 4, value: 10 },
    { size: 6, marks: 3, value: 10 },
    { size: 6, marks: 4, value: 12 },
  ])('improvements: size $size with $marks boxes is worth $value', ({ size, marks, value }) => {
    const improvements = [0, 0, 0, 0, 0, 0];
    improvements[size - 1] = marks;
    expect(scoreSheet(withTracks({ improvements })).estates[size - 1]?.value).toBe(value);
  });

  it('a roundabout is never part of an estate: 1 2 R 3 scores a 2-estate and a 1-estate', () => {
    const sheet = sheetOf({
      streets: ['1 2 R 3 | . . . . . .', EMPTY_STREETS[1], EMPTY_STREETS[2]],
      roundabouts: 1,
    });
    const breakdown = scoreSheet(sheet);
    expect(breakdown.estates.map((estate) => estate.count)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(breakdown.total).toBe(1 + 2 - 3);
  });
});

describe('a whole sheet, added up by hand', () => {
  it('scores 8 + (4 + 0 + 2) + 13 + 4 + (2×3 + 3×3 + 1×4) − 1 − 0 = 49', () => {
    const sheet = sheetOf({
      streets: [
        '1 2 3* | 4 5 6 | 7* | . . .',
        '0* | 2 3 4* | 9 10 11 12 | . . .',
        '. . . . . . . . . . . .',
      ],
      parks: [2, 0, 1],
      improvements: [1, 0, 0, 0, 0, 0],
      plans: [8, null, null],
      bis: 1,
      refusals: 1,
      temps: 3,
    });
    const breakdown = scoreSheet(sheet, { tempAward: 4 });
    expect(breakdown.pools).toBe(13); // four built pools
    expect(breakdown.parks).toEqual([4, 0, 2]);
    expect(breakdown.estates.map((estate) => estate.count)).toEqual([2, 0, 3, 1, 0, 0]);
    expect(breakdown.estates.map((estate) => estate.points)).toEqual([6, 0, 9, 4, 0, 0]);
    expect(breakdown.total).toBe(8 + (4 + 0 + 2) + 13 + 4 + (2 * 3 + 3 * 3 + 1 * 4) - 1 - 0);
  });
});
