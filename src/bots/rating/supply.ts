import { DECKS } from '../../rules/decks.js';
import { MAX_HOUSE_NUMBER, type Card } from '../../rules/cards.js';

/**
 * How easily each house number 0–17 comes out, as running totals (`supply[n]` is the
 * sum for the numbers below `n`): each number's share of the game's cards, 1 for a
 * number as common as the average; 0, 16 and 17, which no card shows (a temp agency
 * makes them), count 0.
 */
export type Supply = readonly number[];

/** The supply of a deck: see {@link Supply}. */
export function supplyOfDeck(deck: readonly Card[]): Supply {
  const counts = new Array<number>(MAX_HOUSE_NUMBER + 1).fill(0);
  for (const card of deck) counts[card.number] = (counts[card.number] as number) + 1;
  const shown = counts.filter((count) => count > 0).length;
  const mean = deck.length / Math.max(1, shown);
  const running = [0];
  counts.forEach((count, n) => running.push((running[n] as number) + count / mean));
  return running;
}

/** The printed deck of the original game, whose spread of numbers the collector's follows. */
export const ORIGINAL_SUPPLY: Supply = Object.freeze(supplyOfDeck(DECKS.original));
