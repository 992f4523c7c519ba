import { nextBelow, shuffleInPlace } from '../../internal/rng.js';
import type { RuleOptions } from '../../rules/rulesets.js';
import type { Card } from '../../rules/cards.js';
import { codesOf, effectOfCode, numberOfCode } from '../compact/card-codes.js';
import type { CardIndex } from '../indexes.js';
import type { Pair } from '../state.js';

type Rng = [number, number, number, number];

/**
 * How cards come out ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer), [§10.3](../../../docs/rules.md#103-solo), [§10.4](../../../docs/rules.md#104-expert-card-choice)):
 * `flip` the standard game (a stack's next number with the card flipped off it),
 * `draw` expert card choice (the top card of each stack, number and effect),
 * `solo` three cards a round from one pile holding the solo card.
 */
export type CardMode = 'flip' | 'draw' | 'solo';

/** The first discard pile in {@link Piles.cards}: piles 0–2 are the stacks, 3–5 their discard piles. */
export const DISCARD = 3;

/**
 * A game's cards as the compact game holds them, written in place: each pile a plain
 * array of card codes (`game/compact/card-codes.ts`) from its bottom, exactly as long as
 * the pile, so that the stacks' top card and the discard piles' face-up card are each
 * pile's last, drawn by `pop` and discarded by `push`. A solo game uses one stack (pile
 * 0) and its discard pile (pile 3).
 */
export interface Piles {
  /** Each pile's cards, bottom first: the stacks 0–2, then the discard piles 3–5. */
  readonly cards: number[][];
  /** Solo: how many cards of the pile lie above the solo card; -1 once drawn or without one. */
  soloCard: number;
  /** The game's deck, in its order: what a deal or a reshuffle shuffles. */
  readonly deck: readonly Card[];
  /** The deck as codes, read when first dealt from ({@link deckCodes}). */
  codes: readonly number[] | undefined;
}

/** Empty piles for a game whose deck is `deck`. */
export function newPiles(deck: readonly Card[]): Piles {
  return { cards: [[], [], [], [], [], []], soloCard: -1, deck, codes: undefined };
}

/** The game's deck as codes, in its order. */
export function deckCodes(piles: Piles): readonly number[] {
  return (piles.codes ??= codesOf(piles.deck));
}

/** Copies `from` into `to`, piles of one game's deck. */
export function copyPiles(from: Piles, to: Piles): void {
  for (let pile = 0; pile < 6; pile++) to.cards[pile] = (from.cards[pile] as number[]).slice();
  to.soloCard = from.soloCard;
}

/** Empties every pile. */
function empty(piles: Piles): void {
  for (let pile = 0; pile < 6; pile++) piles.cards[pile] = [];
}

/** The top card of stack `k` (a code). */
function top(piles: Piles, k: number): number {
  const stack = piles.cards[k] as number[];
  return stack[stack.length - 1] as number;
}

/** Moves the top card of stack `k` onto its discard pile, and gives it. */
function discardTop(piles: Piles, k: number): number {
  const card = (piles.cards[k] as number[]).pop() as number;
  (piles.cards[DISCARD + k] as number[]).push(card);
  return card;
}

/** Stack `k` as `count` codes of `codes` from `from` (top card first), its only cards. */
function layStack(piles: Piles, k: number, codes: readonly number[], from: number, count: number): void {
  const stack: number[] = [];
  for (let i = count - 1; i >= 0; i--) stack.push(codes[from + i] as number);
  piles.cards[k] = stack;
}

/** Deals `count` codes of `codes` (top card first) round-robin into the three stacks, as a dealer hands out a deck. */
function dealThree(piles: Piles, codes: readonly number[], count: number): void {
  for (let k = 0; k < 3; k++) {
    // Card i of the deal goes to stack i % 3, its (i / 3)th from the top: the stack from its bottom.
    const stack: number[] = [];
    for (let i = k + 3 * Math.floor((count - 1 - k) / 3); i >= k; i -= 3) stack.push(codes[i] as number);
    piles.cards[k] = stack;
  }
}

/**
 * Shuffles `codes` (its first `count`, consumed) and lays them out for the mode: three
 * stacks, or one solo pile with the solo card in its lower half; the discard piles empty.
 */
export function dealCodes(piles: Piles, codes: number[], count: number, mode: CardMode, rng: Rng): void {
  shuffleInPlace(codes, rng, count);
  empty(piles);
  if (mode === 'solo') {
    const upper = Math.floor(count / 2);
    piles.soloCard = upper + nextBelow(rng, count - upper + 1);
    layStack(piles, 0, codes, 0, count);
    return;
  }
  piles.soloCard = -1;
  dealThree(piles, codes, count);
}

/** Shuffles the game's whole deck and lays it out for the mode ({@link dealCodes}). */
export function dealDeck(piles: Piles, mode: CardMode, rng: Rng): void {
  const codes = deckCodes(piles).slice();
  dealCodes(piles, codes, codes.length, mode, rng);
}

/** Fixed stacks (top card first, as codes); the discard piles empty. */
export function layOut(piles: Piles, stacks: readonly (readonly number[])[]): void {
  empty(piles);
  piles.soloCard = -1;
  stacks.forEach((stack, k) => layStack(piles, k, stack, 0, stack.length));
}

/** Every card shuffled together and dealt into three new stacks (the `original` reshuffle after a first claim); the solo card is left as it was. */
export function reshuffleAll(piles: Piles, rng: Rng): void {
  const all = deckCodes(piles).slice();
  const count = all.length;
  shuffleInPlace(all, rng, count);
  empty(piles);
  dealThree(piles, all, count);
}

/**
 * Rebuilds exhausted stacks ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer)). `keep` cards at
 * the end of each discard pile stay face up this round. `separate`: each empty stack
 * becomes its own discard pile less those cards, shuffled. `together`: every card but
 * those is shuffled and dealt into three new stacks.
 */
function rebuild(piles: Piles, keep: number, rules: RuleOptions, rng: Rng): void {
  if (rules.stackRebuild === 'separate') {
    for (let k = 0; k < 3; k++) {
      if ((piles.cards[k] as number[]).length !== 0) continue;
      const discard = piles.cards[DISCARD + k] as number[];
      const count = Math.max(0, discard.length - keep);
      // The discard pile from its bottom, shuffled: its first card is the new stack's top.
      const cards = discard.slice(0, count);
      shuffleInPlace(cards, rng, count);
      layStack(piles, k, cards, 0, count);
      piles.cards[DISCARD + k] = discard.slice(count);
    }
    return;
  }
  // Every stack's cards, top first, then every discard pile's from its bottom, less the cards kept.
  const pool: number[] = [];
  for (let k = 0; k < 3; k++) {
    const stack = piles.cards[k] as number[];
    for (let i = stack.length - 1; i >= 0; i--) pool.push(stack[i] as number);
  }
  for (let k = 0; k < 3; k++) {
    const discard = piles.cards[DISCARD + k] as number[];
    const given = Math.max(0, discard.length - keep);
    for (let i = 0; i < given; i++) pool.push(discard[i] as number);
    piles.cards[DISCARD + k] = discard.slice(given);
  }
  shuffleInPlace(pool, rng, pool.length);
  dealThree(piles, pool, pool.length);
}

/** One pair of the offer: card `numberCard`'s number with card `effectCard`'s effect. */
function pairOf(numberCode: number, effectCode: number, numberCard: CardIndex, effectCard: CardIndex): Pair {
  return { number: numberOfCode(numberCode), effect: effectOfCode(effectCode), numberCard, effectCard };
}

/** Pairs of one drawn card's number with another's effect (expert and solo), the drawn cards as codes. */
export function crossCodes(drawn: readonly number[]): Pair[] {
  const offer: Pair[] = [];
  for (let numberCard = 0; numberCard < drawn.length; numberCard++) {
    for (let effectCard = 0; effectCard < drawn.length; effectCard++) {
      if (numberCard !== effectCard) offer.push(pairOf(drawn[numberCard] as number, drawn[effectCard] as number, numberCard as CardIndex, effectCard as CardIndex));
    }
  }
  return offer;
}

/** What revealing the next offer did. */
export interface Revealed {
  /** The new offer; empty when the solo pile cannot supply three cards. */
  readonly offer: readonly Pair[];
  /** The solo card came up: every plan is approved from now on. */
  readonly soloCardDrawn: boolean;
}

/**
 * Reveals the next round's offer on the piles, in place, rebuilding stacks as needed
 * ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer)): in the standard game each stack's
 * top card is flipped onto its discard pile, its effect paired with the number now on
 * top of the stack; in an expert game the top card of each stack is drawn, its number
 * paired with each other card's effect ([§10.4](../../../docs/rules.md#104-expert-card-choice)); in a
 * solo game three cards are drawn from the pile, the solo card set aside when it comes
 * ([§10.3](../../../docs/rules.md#103-solo)).
 */
export function revealOffer(piles: Piles, mode: CardMode, rules: RuleOptions, rng: Rng): Revealed {
  switch (mode) {
    case 'flip': {
      let exhausted = false;
      for (let k = 0; k < 3; k++) {
        discardTop(piles, k);
        if ((piles.cards[k] as number[]).length === 0) exhausted = true;
      }
      if (exhausted) rebuild(piles, 1, rules, rng);
      const offer: Pair[] = [];
      for (let k = 0; k < 3; k++) {
        const discard = piles.cards[DISCARD + k] as number[];
        offer.push(pairOf(top(piles, k), discard[discard.length - 1] as number, k as CardIndex, k as CardIndex));
      }
      return { offer, soloCardDrawn: false };
    }
    case 'draw': {
      if ((piles.cards[0] as number[]).length === 0 || (piles.cards[1] as number[]).length === 0 || (piles.cards[2] as number[]).length === 0) rebuild(piles, 0, rules, rng);
      return { offer: crossCodes([discardTop(piles, 0), discardTop(piles, 1), discardTop(piles, 2)]), soloCardDrawn: false };
    }
    case 'solo': {
      if ((piles.cards[0] as number[]).length < 3) return { offer: [], soloCardDrawn: false };
      let soloCardDrawn = false;
      const drawn: number[] = [];
      while (drawn.length < 3) {
        if (piles.soloCard === 0) {
          piles.soloCard = -1;
          soloCardDrawn = true;
          continue;
        }
        drawn.push(discardTop(piles, 0));
        if (piles.soloCard > 0) piles.soloCard -= 1;
      }
      return { offer: crossCodes(drawn), soloCardDrawn };
    }
  }
}
