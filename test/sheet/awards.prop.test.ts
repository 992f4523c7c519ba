import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, rankStandings, tempAwards, type Standing, type TieBreak } from '../../src/index.js';

const countsArb = fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 2, maxLength: 8 });

describe('tempAwards properties (rules §7)', () => {
  it('is invariant under permutation of the players', () => {
    fc.assert(
      fc.property(countsArb.chain((counts) => fc.tuple(fc.constant(counts), fc.shuffledSubarray(counts.map((_, i) => i), { minLength: counts.length }))), ([counts, order]) => {
        const awards = tempAwards(counts);
        expect(tempAwards(order.map((i) => counts[i] as number))).toEqual(order.map((i) => awards[i]));
      }),
    );
  });

  it('tied counts get equal awards', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const awards = tempAwards(counts);
        counts.forEach((a, i) => counts.forEach((b, j) => a === b && expect(awards[i]).toBe(awards[j])));
      }),
    );
  });

  it('the highest positive count gets 7 and a count of zero gets 0', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const awards = tempAwards(counts);
        const highest = Math.max(...counts);
        counts.forEach((count, i) => {
          if (count === 0) expect(awards[i]).toBe(0);
          else if (count === highest) expect(awards[i]).toBe(7);
        });
      }),
    );
  });

  it('gives at most three distinct positive awards, from 7, 4 and 1, a higher count never less', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const awards = tempAwards(counts);
        const positive = new Set(awards.filter((award) => award > 0));
        expect(positive.size).toBeLessThanOrEqual(3);
        for (const award of positive) expect([7, 4, 1]).toContain(award);
        counts.forEach((a, i) => counts.forEach((b, j) => a > b && expect(awards[i]).toBeGreaterThanOrEqual(awards[j] as number)));
      }),
    );
  });
});

const standingArb: fc.Arbitrary<Standing> = fc
  .record({
    total: fc.integer({ min: -10, max: 12 }),
    counts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ total, counts }) => ({
    total,
    completeEstates: counts.reduce((a, b) => a + b, 0),
    estates: counts.map((count, index) => ({ size: (index + 1) as 1, count, value: index + 1, points: count * (index + 1) })),
  }));

const tieBreakArb = fc.constantFrom<TieBreak>('estates', 'estates-by-size');
const sign = (n: number) => Math.sign(n);

describe('final standings properties (rules §7)', () => {
  it('the tie-break ordering is a total order: reflexive, antisymmetric, transitive', () => {
    fc.assert(
      fc.property(standingArb, standingArb, standingArb, tieBreakArb, (a, b, c, tieBreak) => {
        const cmp = (x: Standing, y: Standing) => sign(compareStandings(x, y, tieBreak));
        expect(cmp(a, a)).toBe(0);
        expect(cmp(a, b) + cmp(b, a)).toBe(0);
        if (cmp(a, b) <= 0 && cmp(b, c) <= 0) expect(cmp(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('more points always rank ahead, in both rulesets', () => {
    fc.assert(
      fc.property(standingArb, standingArb, tieBreakArb, (a, b, tieBreak) => {
        if (a.total > b.total) expect(compareStandings(a, b, tieBreak)).toBeLessThan(0);
      }),
    );
  });

  it('collector shares the place on equal points and estates; original shares it only on identical estate counts', () => {
    fc.assert(
      fc.property(standingArb, standingArb, (a, b) => {
        const sameEstates = a.completeEstates === b.completeEstates;
        const sameCounts = a.estates.every((estate, i) => estate.count === b.estates[i]?.count);
        if (a.total === b.total) {
          expect(compareStandings(a, b, 'estates') === 0).toBe(sameEstates);
          expect(compareStandings(a, b, 'estates-by-size') === 0).toBe(sameCounts);
        }
      }),
    );
  });

  it('a rank is one more than the number of standings strictly ahead, and the best rank is 1', () => {
    fc.assert(
      fc.property(fc.array(standingArb, { minLength: 1, maxLength: 7 }), tieBreakArb, (standings, tieBreak) => {
        const ranks = rankStandings(standings, tieBreak);
        expect(Math.min(...ranks)).toBe(1);
        standings.forEach((s, i) => {
          const ahead = standings.filter((other) => compareStandings(other, s, tieBreak) < 0).length;
          expect(ranks[i]).toBe(ahead + 1);
        });
      }),
    );
  });
});
