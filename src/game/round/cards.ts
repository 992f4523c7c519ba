import { nextBelow, shuffleInPlace } from '../../internal/rng.js';
import type { RuleOptions } from '../../rules/rulesets.js';
import { effectOfCode, numberOfCode } from '../compact/card-codes.js';
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
 * A game's cards as the compact game holds them, written in place: each pile a run of
 * card codes (`game/compact/card-codes.ts`) from its bottom, so that the stacks' top
 * card and the discard piles' face-up card are each pile's last. A solo game uses one
 * stack (pile 0) and its discard pile (pile 3).
 */
export interface Piles {
  /** Each pile's cards, bottom first: the stacks 0–2, then the discard piles 3–5; each as long as the deck. */
  readonly cards: readonly number[][];
  /** How many cards each pile holds. */
  readonly heights: number[];
  /** Solo: how many cards of the pile lie above the solo card; -1 once drawn or without one. */
  soloCard: number;
  /** The game's deck as codes, in its order: what a reshuffle deals again. */
  readonly deck: readonly number[];
  /** Room for a shuffle, as long as the deck. */
  readonly scratch: number[];
}

/** Empties every pile. */
function fillHeights(piles: Piles): void {
  for (let pile = 0; pile < 6; pile++) piles.heights[pile] = 0;
}

/** Empty piles for a game whose deck is `deck` (codes). */
export function newPiles(deck: readonly number[]): Piles {
  // Plain arrays of small integers, each as long as the deck from the start (pushed, so
  // packed), written by index: cheaper to make than typed arrays, and as fast to read.
  const cards: number[][] = [];
  for (let pile = 0; pile < 6; pile++) {
    const room: number[] = [];
    for (let i = 0; i < deck.length; i++) room.push(0);
    cards.push(room);
  }
  return { cards, heights: [0, 0, 0, 0, 0, 0], soloCard: -1, deck, scratch: deck.slice() };
}

/** Copies `from` into `to`, piles of one game's deck. */
export function copyPiles(from: Piles, to: Piles): void {
  for (let pile = 0; pile < 6; pile++) {
    const height = from.heights[pile] as number;
    const source = from.cards[pile] as number[];
    const target = to.cards[pile] as number[];
    for (let i = 0; i < height; i++) target[i] = source[i] as number;
    to.heights[pile] = height;
  }
  to.soloCard = from.soloCard;
}

/** The top card of stack `k` (a code). */
function top(piles: Piles, k: number): number {
  return (piles.cards[k] as number[])[(piles.heights[k] as number) - 1] as number;
}

/** Moves the top card of stack `k` onto its discard pile, and gives it. */
function discardTop(piles: Piles, k: number): number {
  const height = (piles.heights[k] as number) - 1;
  const card = (piles.cards[k] as number[])[height] as number;
  piles.heights[k] = height;
  const discard = DISCARD + k;
  const under = piles.heights[discard] as number;
  (piles.cards[discard] as number[])[under] = card;
  piles.heights[discard] = under + 1;
  return card;
}

/** Lays `codes` (top card first, `count` of them) on stack `k` as its only cards. */
function layStack(piles: Piles, k: number, codes: readonly number[], from: number, count: number): void {
  const stack = piles.cards[k] as number[];
  for (let i = 0; i < count; i++) stack[count - 1 - i] = codes[from + i] as number;
  piles.heights[k] = count;
}

/** Deals `count` codes of `codes` (top card first) round-robin into the three stacks, as a dealer hands out a deck. */
function dealThree(piles: Piles, codes: readonly number[], count: number): void {
  for (let k = 0; k < 3; k++) {
    const height = Math.floor((count - k + 2) / 3);
    const stack = piles.cards[k] as number[];
    // Card i of the deal goes to stack i % 3, its (i / 3)th from the top.
    for (let n = 0; n < height; n++) stack[height - 1 - n] = codes[k + 3 * n] as number;
    piles.heights[k] = height;
  }
}

/**
 * Shuffles `codes` (its first `count`, consumed) and lays them out for the mode: three
 * stacks, or one solo pile with the solo card in its lower half; the discard piles empty.
 */
export function dealCodes(piles: Piles, codes: number[], count: number, mode: CardMode, rng: Rng): void {
  shuffleInPlace(codes, rng, count);
  fillHeights(piles);
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
  const codes = piles.scratch;
  for (let i = 0; i < piles.deck.length; i++) codes[i] = piles.deck[i] as number;
  dealCodes(piles, codes, piles.deck.length, mode, rng);
}

/** Fixed stacks (top card first, as codes); the discard piles empty. */
export function layOut(piles: Piles, stacks: readonly (readonly number[])[]): void {
  fillHeights(piles);
  piles.soloCard = -1;
  stacks.forEach((stack, k) => layStack(piles, k, stack, 0, stack.length));
}

/** Every card shuffled together and dealt into three new stacks (the `original` reshuffle after a first claim); the solo card is left as it was. */
export function reshuffleAll(piles: Piles, rng: Rng): void {
  const all = piles.scratch;
  const count = piles.deck.length;
  for (let i = 0; i < count; i++) all[i] = piles.deck[i] as number;
  shuffleInPlace(all, rng, count);
  fillHeights(piles);
  dealThree(piles, all, count);
}

/**
 * Rebuilds exhausted stacks ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer)). `keep` cards at
 * the end of each discard pile stay face up this round. `separate`: each empty stack
 * becomes its own discard pile less those cards, shuffled. `together`: every card but
 * those is shuffled and dealt into three new stacks.
 */
function rebuild(piles: Piles, keep: number, rules: RuleOptions, rng: Rng): void {
  const scratch = piles.scratch;
  if (rules.stackRebuild === 'separate') {
    for (let k = 0; k < 3; k++) {
      if (piles.heights[k] !== 0) continue;
      const discard = piles.cards[DISCARD + k] as number[];
      const height = piles.heights[DISCARD + k] as number;
      const count = Math.max(0, height - keep);
      // The discard pile from its bottom, shuffled: its first card is the new stack's top.
      for (let i = 0; i < count; i++) scratch[i] = discard[i] as number;
      shuffleInPlace(scratch, rng, count);
      layStack(piles, k, scratch, 0, count);
      discard.copyWithin(0, count, height);
      piles.heights[DISCARD + k] = height - count;
    }
    return;
  }
  // Every stack's cards, top first, then every discard pile's from its bottom, less the cards kept.
  let count = 0;
  for (let k = 0; k < 3; k++) {
    const stack = piles.cards[k] as number[];
    for (let i = (piles.heights[k] as number) - 1; i >= 0; i--) scratch[count++] = stack[i] as number;
  }
  for (let k = 0; k < 3; k++) {
    const discard = piles.cards[DISCARD + k] as number[];
    const height = piles.heights[DISCARD + k] as number;
    const given = Math.max(0, height - keep);
    for (let i = 0; i < given; i++) scratch[count++] = discard[i] as number;
    discard.copyWithin(0, given, height);
    piles.heights[DISCARD + k] = height - given;
  }
  shuffleInPlace(scratch, rng, count);
  dealThree(piles, scratch, count);
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
        if (piles.heights[k] === 0) exhausted = true;
      }
      if (exhausted) rebuild(piles, 1, rules, rng);
      const offer: Pair[] = [];
      for (let k = 0; k < 3; k++) {
        const discard = piles.cards[DISCARD + k] as number[];
        offer.push(pairOf(top(piles, k), discard[(piles.heights[DISCARD + k] as number) - 1] as number, k as CardIndex, k as CardIndex));
      }
      return { offer, soloCardDrawn: false };
    }
    case 'draw': {
      if (piles.heights[0] === 0 || piles.heights[1] === 0 || piles.heights[2] === 0) rebuild(piles, 0, rules, rng);
      return { offer: crossCodes([discardTop(piles, 0), discardTop(piles, 1), discardTop(piles, 2)]), soloCardDrawn: false };
    }
    case 'solo': {
      if ((piles.heights[0] as number) < 3) return { offer: [], soloCardDrawn: false };
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
