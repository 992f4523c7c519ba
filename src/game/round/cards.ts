import { nextBelow, shuffleInPlace } from '../../internal/rng.js';
import type { Card } from '../../rules/cards.js';
import type { RuleOptions } from '../../rules/rulesets.js';
import { CARD_INDEXES } from '../indexes.js';
import type { CardState, Pair } from '../state.js';
import { mapPacked } from '../../internal/packed.js';

type Rng = [number, number, number, number];
export type Piles = Card[][];

/**
 * How cards come out ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer), [§10.3](../../../docs/rules.md#103-solo), [§10.4](../../../docs/rules.md#104-expert-card-choice)):
 * `flip` the standard game (a stack's next number with the card flipped off it),
 * `draw` expert card choice (the top card of each stack, number and effect),
 * `solo` three cards a round from one pile holding the solo card.
 */
export type CardMode = 'flip' | 'draw' | 'solo';

/**
 * A plain copy of a list. The built-in decks are frozen, and V8 copies a frozen
 * array with `slice` far more slowly than this loop.
 */
function copyOf(cards: readonly Card[]): Card[] {
  const copy: Card[] = [];
  for (let i = 0; i < cards.length; i++) copy.push(cards[i] as Card);
  return copy;
}

/** Deals `cards` (top card first) round-robin into three stacks. */
function dealThree(cards: readonly Card[]): Piles {
  const stacks: Piles = [[], [], []];
  for (let index = 0; index < cards.length; index++) (stacks[index % 3] as Card[]).push(cards[index] as Card);
  return stacks;
}

/** Shuffles the deck and lays it out for the mode: three stacks, or one solo pile with the solo card in its lower half. */
export function dealCards(deck: readonly Card[], mode: CardMode, rng: Rng): CardState {
  const shuffled = copyOf(deck);
  shuffleInPlace(shuffled, rng);
  if (mode === 'solo') {
    const upper = Math.floor(shuffled.length / 2);
    const soloCard = upper + nextBelow(rng, shuffled.length - upper + 1);
    return { deck, stacks: [shuffled], discards: [[]], soloCard };
  }
  return layOut(deck, dealThree(shuffled), mode);
}

/** Card state from fixed stacks (top card first). */
export function layOut(deck: readonly Card[], stacks: readonly (readonly Card[])[], mode: CardMode): CardState {
  return { deck, stacks: mapPacked(stacks, (stack) => stack.slice()), discards: mode === 'solo' ? [[]] : [[], [], []], soloCard: null };
}

/** Every card shuffled together and dealt into three new stacks (the `original` reshuffle after a first claim). */
export function reshuffleAll(cards: CardState, rng: Rng): CardState {
  const all = copyOf(cards.deck);
  shuffleInPlace(all, rng);
  return { deck: cards.deck, stacks: dealThree(all), discards: [[], [], []], soloCard: cards.soloCard };
}

/**
 * Rebuilds exhausted stacks ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer)). `keep` holds, per stack, how many cards at
 * the end of its discard pile stay face up this round. `separate`: each empty stack
 * becomes its own discard pile less those cards, shuffled. `together`: every card but
 * those is shuffled and dealt into three new stacks.
 */
function rebuild(stacks: Piles, discards: Piles, keep: number, rules: RuleOptions, rng: Rng): void {
  if (rules.stackRebuild === 'separate') {
    stacks.forEach((stack, k) => {
      if (stack.length > 0) return;
      const discard = discards[k] as Card[];
      const kept = discard.splice(discard.length - keep, keep);
      shuffleInPlace(discard, rng);
      stacks[k] = discard;
      discards[k] = kept;
    });
    return;
  }
  const pool: Card[] = [];
  stacks.forEach((stack) => pool.push(...stack));
  discards.forEach((discard, k) => {
    pool.push(...discard.slice(0, discard.length - keep));
    discards[k] = discard.slice(discard.length - keep);
  });
  shuffleInPlace(pool, rng);
  dealThree(pool).forEach((stack, k) => (stacks[k] = stack));
}

/** What revealing the next offer did. */
export interface Revealed {
  readonly cards: CardState;
  /** The new offer; empty when the solo pile cannot supply three cards. */
  readonly offer: readonly Pair[];
  /** The solo card came up: every plan is approved from now on. */
  readonly soloCardDrawn: boolean;
}

/** Pairs of one drawn card's number with another's effect (expert and solo). */
export function crossPairs(drawn: readonly Card[]): Pair[] {
  const offer: Pair[] = [];
  for (const numberCard of CARD_INDEXES) {
    const numberSide = drawn[numberCard];
    if (numberSide === undefined) continue;
    for (const effectCard of CARD_INDEXES) {
      const effectSide = drawn[effectCard];
      if (effectSide !== undefined && numberCard !== effectCard) offer.push({ number: numberSide.number, effect: effectSide.effect, numberCard, effectCard });
    }
  }
  return offer;
}

/**
 * The standard reveal: each stack's top card is flipped onto its discard pile, its
 * effect paired with the number now on top of the stack. Plain loops: it runs every
 * round of every game.
 */
function flip(cards: CardState, rules: RuleOptions, rng: Rng): Revealed {
  const stacks = mapPacked(cards.stacks, (stack) => stack.slice());
  const discards = mapPacked(cards.discards, (discard) => discard.slice());
  const offer = flipPiles(stacks, discards, rules, rng);
  return { cards: { deck: cards.deck, stacks, discards, soloCard: cards.soloCard }, offer, soloCardDrawn: false };
}

/**
 * The flip of [rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer) on piles of one's own, in
 * place: the top card of each stack onto its discard pile, the stacks rebuilt when one
 * runs out, and the offer they show. A game played on flat sheets keeps its piles so
 * and copies nothing; {@link revealOffer} flips copies.
 */
export function flipPiles(stacks: Piles, discards: Piles, rules: RuleOptions, rng: Rng): Pair[] {
  let exhausted = false;
  for (let k = 0; k < 3; k++) {
    const stack = stacks[k] as Card[];
    (discards[k] as Card[]).push(stack.shift() as Card);
    if (stack.length === 0) exhausted = true;
  }
  if (exhausted) rebuild(stacks, discards, 1, rules, rng);
  const offer: Pair[] = [];
  for (const k of CARD_INDEXES) {
    const discard = discards[k] as Card[];
    offer.push({ number: ((stacks[k] as Card[])[0] as Card).number, effect: (discard[discard.length - 1] as Card).effect, numberCard: k, effectCard: k });
  }
  return offer;
}

/** Reveals the next round's offer, rebuilding stacks as needed. */
export function revealOffer(cards: CardState, mode: CardMode, rules: RuleOptions, rng: Rng): Revealed {
  if (mode === 'flip') return flip(cards, rules, rng);
  const stacks = mapPacked(cards.stacks, (stack) => stack.slice());
  const discards = mapPacked(cards.discards, (discard) => discard.slice());
  switch (mode) {
    case 'draw': {
      if (stacks.some((stack) => stack.length === 0)) rebuild(stacks, discards, 0, rules, rng);
      const drawn = mapPacked(stacks, (stack, k) => {
        const card = stack.shift() as Card;
        (discards[k] as Card[]).push(card);
        return card;
      });
      return { cards: { deck: cards.deck, stacks, discards, soloCard: cards.soloCard }, offer: crossPairs(drawn), soloCardDrawn: false };
    }
    case 'solo': {
      const pile = stacks[0] as Card[];
      if (pile.length < 3) return { cards, offer: [], soloCardDrawn: false };
      let soloCard = cards.soloCard;
      let soloCardDrawn = false;
      const drawn: Card[] = [];
      while (drawn.length < 3) {
        if (soloCard === 0) {
          soloCard = null;
          soloCardDrawn = true;
          continue;
        }
        const card = pile.shift() as Card;
        drawn.push(card);
        (discards[0] as Card[]).push(card);
        if (soloCard !== null) soloCard -= 1;
      }
      return { cards: { deck: cards.deck, stacks, discards, soloCard }, offer: crossPairs(drawn), soloCardDrawn };
    }
  }
}
