import { EFFECTS, MIN_HOUSE_NUMBER, type Card, type Effect } from '../../rules/cards.js';

/*
 * A card of the compact game as one small integer, its code: `number × 6 + effect`,
 * the effect by its place in `EFFECTS`. Cards of one number and effect are alike, so a
 * pile of codes stands for a pile of cards.
 */

/** The code of each effect: its place in `EFFECTS`. */
export function effectCode(effect: Effect): number {
  switch (effect) {
    case 'fence':
      return 0;
    case 'pool':
      return 1;
    case 'temp':
      return 2;
    case 'bis':
      return 3;
    case 'park':
      return 4;
    case 'improvement':
      return 5;
  }
}

/** The code of a card. */
export function cardCode(card: Card): number {
  return (card.number - MIN_HOUSE_NUMBER) * EFFECTS.length + effectCode(card.effect);
}

/** The number on the card of `code`. */
export function numberOfCode(code: number): number {
  return MIN_HOUSE_NUMBER + ((code / EFFECTS.length) | 0);
}

/** The effect on the card of `code`. */
export function effectOfCode(code: number): Effect {
  return EFFECTS[code % EFFECTS.length] as Effect;
}

/** The codes of `cards`, in order. */
export function codesOf(cards: readonly Card[]): number[] {
  const codes: number[] = [];
  for (let i = 0; i < cards.length; i++) codes.push(cardCode(cards[i] as Card));
  return codes;
}
