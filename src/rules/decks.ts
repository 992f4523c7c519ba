import { EFFECTS, type Card, type Effect } from './cards.js';

/**
 * A deck as printed in [rules §3](../../docs/rules.md#3-construction-cards): for each house number 1–15, how many cards pair that
 * number with each effect, in the column order of {@link EFFECTS}
 * (fence, pool, temp, bis, park, improvement).
 */
type DeckTable = readonly (readonly [number, readonly [number, number, number, number, number, number]])[];

const ORIGINAL_TABLE = [
  [1, [1, 0, 0, 0, 1, 1]],
  [2, [1, 0, 0, 0, 1, 1]],
  [3, [1, 1, 1, 1, 0, 0]],
  [4, [0, 1, 1, 1, 1, 1]],
  [5, [2, 0, 0, 0, 2, 2]],
  [6, [2, 1, 1, 1, 1, 1]],
  [7, [1, 1, 1, 1, 2, 2]],
  [8, [2, 1, 1, 1, 2, 2]],
  [9, [1, 1, 1, 1, 2, 2]],
  [10, [2, 1, 1, 1, 1, 1]],
  [11, [2, 0, 0, 0, 2, 2]],
  [12, [0, 1, 1, 1, 1, 1]],
  [13, [1, 1, 1, 1, 0, 0]],
  [14, [1, 0, 0, 0, 1, 1]],
  [15, [1, 0, 0, 0, 1, 1]],
] as const satisfies DeckTable;

// [rules §3](../../docs/rules.md#3-construction-cards) Decision: the Collector Edition gives only the card count (63); this
// table keeps the original effect proportions (7/9) with a bell-shaped number spread.
const COLLECTOR_TABLE = [
  [1, [0, 0, 0, 0, 1, 1]],
  [2, [1, 0, 0, 0, 0, 1]],
  [3, [1, 0, 1, 1, 0, 0]],
  [4, [0, 1, 0, 1, 1, 1]],
  [5, [2, 0, 0, 0, 2, 1]],
  [6, [1, 1, 1, 1, 1, 1]],
  [7, [1, 1, 1, 0, 1, 2]],
  [8, [1, 1, 1, 1, 2, 1]],
  [9, [1, 1, 0, 1, 1, 2]],
  [10, [2, 1, 1, 1, 1, 0]],
  [11, [1, 0, 0, 0, 2, 2]],
  [12, [0, 1, 1, 0, 1, 1]],
  [13, [1, 0, 1, 1, 0, 0]],
  [14, [1, 0, 0, 0, 1, 0]],
  [15, [1, 0, 0, 0, 0, 1]],
] as const satisfies DeckTable;

function expand(table: DeckTable): readonly Card[] {
  const cards: Card[] = [];
  for (const [number, counts] of table) {
    counts.forEach((count, column) => {
      const effect: Effect = EFFECTS[column] as Effect;
      for (let i = 0; i < count; i++) cards.push(Object.freeze({ number, effect }));
    });
  }
  return Object.freeze(cards);
}

/**
 * Names of the two printed decks.
 *
 * @example
 * ```ts
 * import { DECKS, type DeckName } from 'welcome-to-engine';
 * const name: DeckName = 'original';
 * DECKS[name].length; // 81
 * ```
 *
 * @group Rules data
 */
export type DeckName = 'collector' | 'original';

/**
 * The printed construction decks of [rules §3](../../docs/rules.md#3-construction-cards), one {@link Card} per physical card,
 * ordered by number, then by effect. `original` has 81 cards, `collector` 63.
 * A custom deck is any array of the same `Card` type.
 *
 * @example
 * ```ts
 * import { DECKS } from 'welcome-to-engine';
 * DECKS.original.length; // 81
 * DECKS.collector.filter((card) => card.effect === 'bis').length; // 7
 * ```
 *
 * @group Rules data
 */
export const DECKS: Readonly<Record<DeckName, readonly Card[]>> = Object.freeze({
  original: expand(ORIGINAL_TABLE),
  collector: expand(COLLECTOR_TABLE),
});
