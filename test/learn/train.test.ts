// The learner (npm run train) and the weights it ships: a small run is deterministic from
// its seed, and the shipped weights fit the engine's features and rules.
import { describe, expect, it } from 'vitest';
import { crossEntropy, meanScore, TABLES, type CemOptions } from '../../train/cem/cem.js';
import { curveSvg } from '../../scripts/learning-curve.js';
import { rulesStamp } from '../../train/rules-stamp.js';
import { FEATURES, HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { valuationFrom } from '../../src/bots/rating/learned/stamp.js';
import { LEARNED_WEIGHTS } from '../../src/bots/rating/learned/weights.js';

const SOLO = TABLES[1] as (typeof TABLES)[number];

/** A run of seconds: two generations of four candidates, each scored on three solo games. */
const small = (seed: number) => {
  const options: CemOptions = { start: HAND_VALUATION, seed, generations: 2, population: 4, elite: 2, spread: 1.5, noise: 0.5 };
  const curve: number[] = [];
  return crossEntropy(options, (valuation, generation) => meanScore(valuation, SOLO, `test-${generation}`, 0, 3), (found) => curve.push(found.best)).then((learned) => ({ learned, curve }));
};

describe("npm run train: the cross-entropy search over the rating's weights, by self-play", () => {
  it('"deterministic from its seed": the same seed learns the same weights through the same generations, another seed others', async () => {
    const [first, again, other] = await Promise.all([small(7), small(7), small(8)]);
    expect(again).toEqual(first);
    expect(other.learned).not.toEqual(first.learned);
    expect(first.learned.base).toHaveLength(FEATURES.length);
    expect(first.learned.late).toHaveLength(FEATURES.length);
    expect([...first.learned.base, ...first.learned.late].every(Number.isFinite)).toBe(true);
    expect(first.curve).toHaveLength(2);
  }, 30_000);

  it('"a generation keeps its mean among the candidates": with one candidate the search stays where it starts', async () => {
    const learned = await crossEntropy({ start: HAND_VALUATION, seed: 1, generations: 2, population: 1, elite: 1, spread: 1.5, noise: 0 }, () => 0);
    expect(learned).toEqual({ base: [...HAND_VALUATION.base], late: [...HAND_VALUATION.late] });
  });

  it('draws the learning curve: one line a table and the mean, the generations along the bottom', () => {
    const svg = curveSvg(
      [
        { generation: 0, tables: [100, 84, 94], mean: 92.7 },
        { generation: 1, tables: [103, 85, 97], mean: 95 },
      ],
      ['2-player collector', 'solo original', '4-player original'],
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(4);
    expect(svg).toContain('<title');
    expect(svg).toContain('solo original');
  });
});

describe('the shipped learned weights', () => {
  it('weigh the features the engine reads, in its order, one base and one late weight each', () => {
    expect(LEARNED_WEIGHTS.features).toEqual([...FEATURES]);
    expect(typeof valuationFrom(LEARNED_WEIGHTS)).toBe('object');
  });

  it("are stamped with the rules they were trained for: the digest of today's tracks, layout, decks, plans and rulesets (train again when it differs)", () => {
    expect(LEARNED_WEIGHTS.rules).toBe(rulesStamp());
  });

  it('a file trained for other features is refused with what differs', () => {
    expect(valuationFrom({ ...LEARNED_WEIGHTS, features: ['points'] })).toMatch(/the engine reads points, estates/);
    expect(valuationFrom({ ...LEARNED_WEIGHTS, base: [1] })).toMatch(/one a feature/);
  });
});
