import type { ChoiceWords } from './choice-words.js';
import { EFFECT_WORDS_FR } from './effect-words.js';
import { changeFr, houseFr, housesFr, ordinalFr, streetFr } from './french.js';

const { names } = EFFECT_WORDS_FR;

/**
 * The French words of a choice ({@link ChoiceWords}), the French edition's: la rue du
 * haut, du milieu, du bas; géomètre, agent immobilier, paysagiste, piscine, agence
 * d'intérim, bis ({@link EFFECT_WORDS_FR}); rond-point, refus de permis de construire, plan de ville. Houses and
 * cards counted from 1.
 *
 * @example
 * ```ts
 * import { CHOICE_WORDS_FR, describeChoice } from 'welcome-to-engine';
 * CHOICE_WORDS_FR.fence(2, 4); // 'géomètre : clôture entre la 4e et la 5e maison de la rue du bas'
 * describeChoice({ type: 'build', pair: 0, street: 0, house: 9 }, undefined, { locale: 'fr' }); // 'paire 1 dans la rue du haut, la 10e maison'
 * ```
 *
 * @group Words
 */
export const CHOICE_WORDS_FR: ChoiceWords = Object.freeze<ChoiceWords>({
  street: streetFr,
  house: houseFr,
  pair: (pair) => `paire ${pair + 1}`,
  build(number, street, house) {
    return `${number} dans ${this.street(street)}, ${this.house(house)}`;
  },
  fence(street, slot) {
    return `${names.fence} : clôture entre la ${ordinalFr(slot)} et la ${ordinalFr(slot + 1)} maison de ${this.street(street)}`;
  },
  improvement: (size) => `${names.improvement} : lotissements de ${housesFr(size)}`,
  park(street) {
    return `${names.park} : parc dans ${this.street(street)}`;
  },
  pool: () => 'piscine construite',
  // Une modification de 0 (l'agence prise pour le décompte seul) : le numéro inchangé, pas « ± 0 ».
  temp: (delta, number) =>
    delta === 0
      ? number === undefined
        ? `${names.temp}, numéro inchangé`
        : `${names.temp} : ${number} inchangé`
      : number === undefined
      ? `${names.temp} ${changeFr(delta)}`
      : `${names.temp} : ${number} ${changeFr(delta)}`,
  bis(street, house, source, number) {
    const from = source === 'left' ? house - 1 : house + 1;
    return `bis : copie de ${this.house(from)}${number === undefined ? '' : ` (${number})`} dans ${this.house(house)} de ${this.street(street)}`;
  },
  roundabout(street, house) {
    return `rond-point dans ${this.street(street)}, ${this.house(house)}`;
  },
  truck: (end) => `camion de glaces parti de la ${end === 'left' ? 'gauche' : 'droite'}`,
  claim: (plan, label) => `réalise le plan de ville ${label ?? plan + 1}`,
  reshuffle: () => 'demande de remélanger les cartes',
  refusal: (card) => (card === undefined ? 'refus de permis de construire' : `refus de permis de construire, carte ${card + 1} choisie`),
  pick: (card, number) => `choisit la carte ${card + 1}${number === undefined ? '' : ` (${number})`}`,
  effect: (effect) => names[effect],
  offerPair(number, effect) {
    return effect === null ? String(number) : `${number} (${this.effect(effect)})`;
  },
  join: (parts) => parts.join(' ; '),
});
