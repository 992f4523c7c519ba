import { problem, type Problem } from '../../errors/rule-error.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { fitsSheet } from '../../sheet/compact/ranges.js';
import { fitsWithRoundabout } from '../../sheet/compact/roundabouts.js';
import { CARD_INDEXES, type CardIndex } from '../indexes.js';
import type { Pair } from '../state.js';
import type { ViewPair } from '../view-types.js';
import type { ChoiceContext } from './context.js';
import { mapPacked } from '../../internal/packed.js';

/** The number of each card drawn this round, by card (`Pair.numberCard`), from the offer's pairs. */
export function cardNumbers(offer: readonly ViewPair[]): number[] {
  const numbers: number[] = [];
  for (const pair of offer) numbers[pair.numberCard] = pair.number;
  return numbers;
}

/**
 * The offer as a player of an expert game sees it ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)): every effect hidden
 * before the pick, then the pairs of the picked number card with their effects. In
 * other games, the offer itself.
 */
export function offerSeenBy(offer: readonly Pair[], expert: boolean, pick: CardIndex | null): readonly ViewPair[] {
  if (!expert) return offer;
  return mapPacked(offer, (pair) => pair.numberCard === pick ? pair : { number: pair.number, effect: null, numberCard: pair.numberCard, effectCard: pair.effectCard });
}

/**
 * Whether a number card's number can be written on the sheet: in an empty house as it
 * stands, or after a roundabout the player may still write
 * this round.
 */
function writable(sheet: CompactSheet, number: number, ctx: ChoiceContext): boolean {
  return fitsSheet(sheet, number) || (ctx.variants.roundabouts && fitsWithRoundabout(sheet, number));
}

/**
 * The rule of the pick ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)): a
 * number that cannot be written may not be picked while some number on offer fits the
 * sheet as printed.
 */
function unwritablePick(sheet: CompactSheet, number: number, numbers: readonly number[], ctx: ChoiceContext): boolean {
  if (writable(sheet, number, ctx)) return false;
  for (const n of numbers) if (n !== undefined && fitsSheet(sheet, n)) return true;
  return false;
}

/**
 * Why `card` may not be picked this round, or `undefined` when it may ([rules §10.4](../../../docs/rules.md#104-expert-card-choice),
 * expert card choice). The pick is the player's first step and cannot be changed.
 * A player must build if they can ([rules §4.2](../../../docs/rules.md#42-refusals)), and the effects are hidden when they
 * pick, so when some number on offer fits the sheet as printed, the picked number
 * must be one that can be written: as printed, or after a roundabout.
 */
export function pickProblem(sheet: CompactSheet, card: number, ctx: ChoiceContext): Problem | undefined {
  if (!ctx.variants.expert) return problem('choice/pick', { reason: 'not-expert' });
  if (ctx.pick !== null) return problem('choice/pick', { reason: 'picked', picked: ctx.pick });
  const numbers = cardNumbers(ctx.offer);
  const number = numbers[card];
  if (number === undefined) return problem('choice/pick', { reason: 'no-card', card });
  if (!unwritablePick(sheet, number, numbers, ctx)) return undefined;
  const fitting = numbers.flatMap((n, c) => (fitsSheet(sheet, n) ? [{ card: c, number: n }] : []));
  return problem('choice/pick', { reason: 'unwritable', card, number, fitting });
}

/** The cards the player may pick this round, in card order: those {@link pickProblem} allows. */
export function legalPicks(sheet: CompactSheet, ctx: ChoiceContext): CardIndex[] {
  const picks: CardIndex[] = [];
  const numbers = cardNumbers(ctx.offer);
  for (const card of CARD_INDEXES) {
    const number = numbers[card];
    if (number !== undefined && !unwritablePick(sheet, number, numbers, ctx)) picks.push(card);
  }
  return picks;
}
