import type { ChoiceWords } from './choice-words.js';
import { EFFECT_WORDS_EN } from './effect-words.js';
import { changeText, houseEn, ordinal, streetName } from './english.js';

const { names } = EFFECT_WORDS_EN;

/**
 * The English words of a choice ({@link ChoiceWords}): houses and cards counted from
 * 1, effects named as on the cards ({@link EFFECT_WORDS_EN}). The default of {@link describeChoice}.
 *
 * @example
 * ```ts
 * import { CHOICE_WORDS_EN, describeChoice } from 'welcome-to-engine';
 * CHOICE_WORDS_EN.fence(2, 4); // 'fence between the 4th and 5th houses of the bottom street'
 * describeChoice({ type: 'build', pair: 0, street: 0, house: 9, effect: { type: 'pool' } }); // 'pair 1 in the top street, the 10th house; pool built'
 * ```
 *
 * @group Words
 */
export const CHOICE_WORDS_EN: ChoiceWords = Object.freeze<ChoiceWords>({
  street: (street) => `the ${streetName(street)}`,
  house: houseEn,
  pair: (pair) => `pair ${pair + 1}`,
  build(number, street, house) {
    return `${number} in ${this.street(street)}, ${this.house(house)}`;
  },
  fence(street, slot) {
    return `fence between the ${ordinal(slot)} and ${ordinal(slot + 1)} houses of ${this.street(street)}`;
  },
  improvement: (size) => `${names.improvement}: ${size}-house estates`,
  park(street) {
    return `park in ${this.street(street)}`;
  },
  pool: () => 'pool built',
  // A change of 0 (the temp agency taken for its count alone) reads as the number kept, not "± 0".
  temp: (delta, number) =>
    delta === 0
      ? number === undefined
        ? `${names.temp}, the number unchanged`
        : `${names.temp}: ${number} unchanged`
      : number === undefined
      ? `${names.temp} ${changeText(delta)}`
      : `${names.temp}: ${number} ${changeText(delta)}`,
  bis(street, house, source, number) {
    const from = source === 'left' ? house - 1 : house + 1;
    return `bis: copy of ${this.house(from)}${number === undefined ? '' : ` (${number})`} into ${this.house(house)} of ${this.street(street)}`;
  },
  roundabout(street, house) {
    return `roundabout in ${this.street(street)}, ${this.house(house)}`;
  },
  truck: (end) => `ice cream truck from the ${end}`,
  claim: (plan, label) => `claims plan ${label ?? plan + 1}`,
  reshuffle: () => 'asks for a reshuffle',
  refusal: (card) => (card === undefined ? 'refusal' : `refusal, card ${card + 1} picked`),
  pick: (card, number) => `picks card ${card + 1}${number === undefined ? '' : ` (${number})`}`,
  effect: (effect) => names[effect],
  offerPair(number, effect) {
    return effect === null ? String(number) : `${number} (${this.effect(effect)})`;
  },
  join: (parts) => parts.join('; '),
});
