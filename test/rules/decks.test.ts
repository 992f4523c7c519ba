import { describe, expect, it } from 'vitest';
import { DECKS, EFFECTS, type Card } from '../../src/index.js';

// The tables of rules §3, copied by hand: rows are numbers 1–15, columns are
// fence, pool, temp, bis, park, improvement.
const ORIGINAL = [
  [1, 0, 0, 0, 1, 1],
  [1, 0, 0, 0, 1, 1],
  [1, 1, 1, 1, 0, 0],
  [0, 1, 1, 1, 1, 1],
  [2, 0, 0, 0, 2, 2],
  [2, 1, 1, 1, 1, 1],
  [1, 1, 1, 1, 2, 2],
  [2, 1, 1, 1, 2, 2],
  [1, 1, 1, 1, 2, 2],
  [2, 1, 1, 1, 1, 1],
  [2, 0, 0, 0, 2, 2],
  [0, 1, 1, 1, 1, 1],
  [1, 1, 1, 1, 0, 0],
  [1, 0, 0, 0, 1, 1],
  [1, 0, 0, 0, 1, 1],
];
const COLLECTOR = [
  [0, 0, 0, 0, 1, 1],
  [1, 0, 0, 0, 0, 1],
  [1, 0, 1, 1, 0, 0],
  [0, 1, 0, 1, 1, 1],
  [2, 0, 0, 0, 2, 1],
  [1, 1, 1, 1, 1, 1],
  [1, 1, 1, 0, 1, 2],
  [1, 1, 1, 1, 2, 1],
  [1, 1, 0, 1, 1, 2],
  [2, 1, 1, 1, 1, 0],
  [1, 0, 0, 0, 2, 2],
  [0, 1, 1, 0, 1, 1],
  [1, 0, 1, 1, 0, 0],
  [1, 0, 0, 0, 1, 0],
  [1, 0, 0, 0, 0, 1],
];

function histogram(cards: readonly Card[], key: (card: Card) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const card of cards) counts[key(card)] = (counts[key(card)] ?? 0) + 1;
  return counts;
}

describe.each(
  [
    {
      name: 'original',
      table: ORIGINAL,
      size: 81,
      // "3x 1,2,14,15 · 4x 3,13 · 5x 4,12 · 6x 5,11 · 7x 6,10 · 8x 7,9 · 9x 8"
      perNumber: [3, 3, 4, 5, 6, 7, 8, 9, 8, 7, 6, 5, 4, 3, 3],
      // "9x pool, 9x temp, 9x bis, 18x park, 18x real estate, 18x surveyor"
      perEffect: { fence: 18, pool: 9, temp: 9, bis: 9, park: 18, improvement: 18 },
    },
    {
      name: 'collector',
      table: COLLECTOR,
      size: 63,
      perNumber: [2, 2, 3, 4, 5, 6, 6, 7, 6, 6, 5, 4, 3, 2, 2],
      perEffect: { fence: 14, pool: 7, temp: 7, bis: 7, park: 14, improvement: 14 },
    },
  ] as const,
)('the $name deck (rules §3)', ({ name, table, size, perNumber, perEffect }) => {
  const deck = DECKS[name];

  it(`has ${size} cards`, () => {
    expect(deck).toHaveLength(size);
  });

  it('has the number histogram of the rules table', () => {
    const expected = Object.fromEntries(perNumber.map((count, index) => [String(index + 1), count]));
    expect(histogram(deck, (card) => String(card.number))).toEqual(expected);
  });

  it('has the effect histogram of the rules table', () => {
    expect(histogram(deck, (card) => card.effect)).toEqual(perEffect);
  });

  it('pairs each number with each effect as often as the rules table says', () => {
    const expected: Record<string, number> = {};
    table.forEach((row, index) => {
      row.forEach((count, column) => {
        if (count > 0) expected[`${index + 1}/${EFFECTS[column]}`] = count;
      });
    });
    expect(histogram(deck, (card) => `${card.number}/${card.effect}`)).toEqual(expected);
  });

  it('is frozen so no game can alter it', () => {
    expect(Object.isFrozen(deck)).toBe(true);
    expect(deck.every((card) => Object.isFrozen(card))).toBe(true);
  });
});

describe('the collector deck keeps the original proportions (rules §3 Decision)', () => {
  it('has 7/9 of each original effect count', () => {
    const original = histogram(DECKS.original, (card) => card.effect);
    const collector = histogram(DECKS.collector, (card) => card.effect);
    for (const effect of EFFECTS) expect(collector[effect]).toBe(((original[effect] ?? 0) * 7) / 9);
  });

  it('deals into three equal stacks of 21, as the original deals 27', () => {
    expect(DECKS.collector.length % 3).toBe(0);
    expect(DECKS.original.length / 3).toBe(27);
  });
});
