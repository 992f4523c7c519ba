import type { Effect } from '../rules/cards.js';
import type { StreetIndex } from '../rules/layout.js';
import type { EstateSize } from '../rules/tracks.js';
import type { CardIndex, PairIndex, PlanIndex } from '../game/indexes.js';

/**
 * The languages the library words choices and errors in: English (the default) and
 * French, the game's own.
 *
 * @example
 * ```ts
 * import { describeChoice, type Locale } from 'welcome-to-engine';
 * const locale: Locale = 'fr';
 * describeChoice({ type: 'refuse' }, undefined, { locale }); // 'refus de permis de construire'
 * ```
 *
 * @group Words
 */
export type Locale = 'en' | 'fr';

/**
 * The words {@link describeChoice} and {@link describeRound} put a choice in: one
 * phrase for each part of a choice, and the words they share (a street, a house).
 * {@link CHOICE_WORDS_EN} and {@link CHOICE_WORDS_FR} are the library's; a front-end
 * replaces some phrases by passing them as `words` (they are spread over the locale's
 * table), or all of them for another language.
 *
 * Each phrase is called as a method of the whole table, so the default phrases name a
 * street or a house through `this.street` and `this.house`: replacing those two changes
 * every phrase that uses them. Every phrase takes the engine's values, 0-based (street
 * 0 is the top street, house 0 the leftmost); the table counts them from 1 for people.
 *
 * @example
 * ```ts
 * import { CHOICE_WORDS_EN, describeChoice, type ChoiceWords } from 'welcome-to-engine';
 * const words: Partial<ChoiceWords> = { street: (street) => ['the high street', 'the mall', 'the docks'][street] ?? '' };
 * describeChoice({ type: 'build', pair: 0, street: 2, house: 0 }, undefined, { words });
 * // 'pair 1 in the docks, the 1st house'
 * CHOICE_WORDS_EN.house(9); // 'the 10th house'
 * ```
 *
 * @group Words
 */
export interface ChoiceWords {
  /** A street: `the top street`. */
  street(this: ChoiceWords, street: StreetIndex): string;
  /** A house of a street, from its 0-based index: `the 10th house`. */
  house(this: ChoiceWords, house: number): string;
  /** A pair whose number is not known (no source given): `pair 1`. */
  pair(this: ChoiceWords, pair: PairIndex): string;
  /** Writing `number` (the written number, or the {@link ChoiceWords.pair} phrase) in a house: `9 in the top street, the 10th house`. */
  build(this: ChoiceWords, number: string, street: StreetIndex, house: number): string;
  /** A fence in `slot` of `street` (slot `s` lies between houses `s − 1` and `s`): `fence between the 4th and 5th houses of the bottom street`. */
  fence(this: ChoiceWords, street: StreetIndex, slot: number): string;
  /** The improvement of estates of `size`: `real estate agent: 3-house estates`. */
  improvement(this: ChoiceWords, size: EstateSize): string;
  /** The park of the street built in: `park in the top street`. */
  park(this: ChoiceWords, street: StreetIndex): string;
  /** The pool of the house built: `pool built`. */
  pool(this: ChoiceWords): string;
  /** The temp change `delta`, of the pair's `number` when known: `temp agency: 7 + 2`. */
  temp(this: ChoiceWords, delta: number, number: number | undefined): string;
  /** A bis copy into `house` of `street` from its `source` neighbour, holding `number` when known. */
  bis(this: ChoiceWords, street: StreetIndex, house: number, source: 'left' | 'right', number: number | undefined): string;
  /** A roundabout: `roundabout in the middle street, the 3rd house`. */
  roundabout(this: ChoiceWords, street: StreetIndex, house: number): string;
  /** Where the bottom street's ice cream truck starts: `ice cream truck from the left`. */
  truck(this: ChoiceWords, end: 'left' | 'right'): string;
  /** A plan claimed, by its deck's label when known (`A`, `n°1`): `claims plan A`; without, by its index: `claims plan 1`. */
  claim(this: ChoiceWords, plan: PlanIndex, label: string | undefined): string;
  /** Asking for a reshuffle. */
  reshuffle(this: ChoiceWords): string;
  /** The refusal, with the card picked first in an expert game. */
  refusal(this: ChoiceWords, card: CardIndex | undefined): string;
  /** The pick of a number card (expert card choice), with its number when known: `picks card 2 (7)`. */
  pick(this: ChoiceWords, card: CardIndex, number: number | undefined): string;
  /** An effect by the name the cards use: `temp agency`. */
  effect(this: ChoiceWords, effect: Effect): string;
  /** A pair of an offer, its effect `null` where hidden: `7 (fence)`. */
  offerPair(this: ChoiceWords, number: number, effect: Effect | null): string;
  /** The parts of one choice, in order, as one line: joined with `; `. */
  join(this: ChoiceWords, parts: readonly string[]): string;
}

/** The phrases of {@link ChoiceWords}, for checking a table a caller gives. */
export const CHOICE_PHRASES: readonly (keyof ChoiceWords)[] = [
  'street',
  'house',
  'pair',
  'build',
  'fence',
  'improvement',
  'park',
  'pool',
  'temp',
  'bis',
  'roundabout',
  'truck',
  'claim',
  'reshuffle',
  'refusal',
  'pick',
  'effect',
  'offerPair',
  'join',
];
