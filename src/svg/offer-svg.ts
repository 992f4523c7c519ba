import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { EFFECTS, type Effect, type Pair, type ViewPair } from '../index.js';
import { MARGIN, NARROW_TEXT } from './geometry.js';
import { effectIcon } from './icons.js';
import { targetClasses, type Marks } from './marks.js';
import { idPrefixOf, styled, svgRoot } from './root.js';
import type { OfferSvgOptions } from './types.js';
import { wordsOf } from './locale.js';
import { classes, el, text, title } from './xml.js';

const CARD_W = 120;
const CARD_H = 194;
const GAP = 14;
const HALF = 84;
/** The narrow arrangement's card: taller, for its larger words. */
const NARROW_CARD_H = 214;

function checkedPairs(pairs: unknown): readonly ViewPair[] {
  if (!Array.isArray(pairs)) fail('argument/invalid', { name: 'pairs', expected: "an array of the offer's pairs", given: describeValue(pairs) });
  for (const pair of pairs as unknown[]) {
    const { number, effect } = (typeof pair === 'object' && pair !== null ? pair : {}) as Partial<ViewPair>;
    const effectOk = effect === null || EFFECTS.includes(effect as Effect);
    if (typeof number !== 'number' || !Number.isInteger(number) || !effectOk) fail('argument/invalid', { name: 'pairs[]', expected: 'a pair: { number, effect }', given: describeValue(pair) });
  }
  return pairs as readonly ViewPair[];
}

/** Where a card stands: its top left corner, and its height (the narrow arrangement's cards are taller, for larger words). */
interface CardPlace {
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly narrow: boolean;
}

function card(pair: ViewPair, index: number, marks: Marks, at: CardPlace): string {
  const { x, y, height, narrow } = at;
  const cx = x + CARD_W / 2;
  const effect = pair.effect;
  // Expert and solo games pair one card's number with another's effect: say which.
  const split = pair.numberCard !== pair.effectCard;
  const words = marks.words;
  const face = effect === null
    ? el('rect', { class: 'wt-back', x: x + 6, y: y + HALF + 4, width: CARD_W - 12, height: height - HALF - (narrow ? 32 : 24), rx: 6 }) +
      text({ class: 'wt-back-label', x: cx, y: y + HALF + 52, 'text-anchor': 'middle', 'font-size': 34, 'font-weight': 700 }, '?')
    : effectIcon(effect, cx, y + HALF + 31, words, narrow);
  return el(
    'g',
    {
      class: classes('wt-pair', effect === null && 'wt-hidden', targetClasses(marks, `pair:${index}`)),
      'data-pair': index,
      'data-number': pair.number,
      'data-number-card': pair.numberCard,
      'data-effect-card': pair.effectCard,
      role: 'img',
    },
    title(words.pair(index, pair.number, effect, split ? [pair.numberCard, pair.effectCard] : undefined)),
    el('rect', { class: 'wt-card', x, y, width: CARD_W, height, rx: 10 }),
    el('path', { class: 'wt-roof', d: `M${x + 22} ${y + 34}L${cx} ${y + 12}L${x + CARD_W - 22} ${y + 34}Z` }),
    text({ class: 'wt-card-number', x: cx, y: y + 76, 'text-anchor': 'middle', 'font-size': 44, 'font-weight': 700 }, pair.number),
    el('path', { class: 'wt-guide', d: `M${x + 10} ${y + HALF}H${x + CARD_W - 10}` }),
    face,
    split ? text({ class: 'wt-note', x: cx, y: y + height - 8, 'text-anchor': 'middle', 'font-size': narrow ? NARROW_TEXT : 11 }, words.cards(pair.numberCard, pair.effectCard)) : '',
    el('rect', { class: 'wt-hit', x, y, width: CARD_W, height, rx: 10 }),
  );
}

/**
 * The narrow arrangement's grid: with two or three number cards, a column each, its
 * pairs one under the other (an expert offer's six pairs in three columns of two);
 * otherwise rows of three in order. The column and row of each pair.
 */
function narrowGrid(pairs: readonly ViewPair[]): { column: number; row: number }[] {
  const cards = [...new Set(pairs.map((pair) => pair.numberCard))];
  if (cards.length < 2 || cards.length > 3) return pairs.map((_, i) => ({ column: i % 3, row: Math.floor(i / 3) }));
  const placed = new Map<number, number>();
  return pairs.map((pair) => {
    const row = placed.get(pair.numberCard) ?? 0;
    placed.set(pair.numberCard, row + 1);
    return { column: cards.indexOf(pair.numberCard), row };
  });
}

/**
 * Draws the offer: one card a pair, its house number above and its effect below, as a
 * symbol with its name (a fence, a house with an arrow up for the improvement, a tree
 * for the park, a pool, a hard hat for the temp agency, "bis"), in English or, with
 * `options.locale`, in French (géomètre, agent immobilier, paysagiste, piscine, agence
 * d'intérim, bis). A hidden effect (`null` in a view: expert card choice before the
 * pick) is drawn face down. Each pair carries `data-pair` (its index in the offer),
 * `data-number`, `data-number-card` and `data-effect-card`, and each symbol
 * `data-effect`.
 *
 * @param pairs - The offer: the state's `offer` (`Pair[]`) or a view's (`ViewPair[]`).
 * @param options - Pairs to light, the id prefix and size, the language.
 * @returns The `<svg>` element as text.
 * @throws `RuleError` `argument/invalid` when `pairs` holds no pairs or an option is of the wrong kind.
 *
 * @example
 * ```ts
 * import { createGame, legalPairs, playerView } from 'welcome-to-engine';
 * import { offerSvg } from 'welcome-to-engine/svg';
 *
 * const state = createGame({ players: 2, seed: 1 });
 * offerSvg(state.offer).includes('data-effect'); // true
 *
 * // An expert game before the pick: every effect face down.
 * const expert = createGame({ players: 2, seed: 1, variants: { expert: true } });
 * const view = playerView(expert, 'p1');
 * offerSvg(view.offer, { light: legalPairs(view, 'p1'), idPrefix: 'offer' });
 * ```
 *
 * @group Drawing
 */
export function offerSvg(pairs: readonly (Pair | ViewPair)[], options?: OfferSvgOptions): string {
  const offer = checkedPairs(pairs);
  const given = options ?? {};
  if (typeof given !== 'object' || given === null) fail('argument/invalid', { name: 'options', expected: 'an object', given: describeValue(options) });
  idPrefixOf(given);
  const words = wordsOf(given.locale);
  const light = given.light ?? [];
  if (!Array.isArray(light)) fail('argument/invalid', { name: 'options.light', expected: 'an array of pair indexes', given: describeValue(light) });
  const arrangement = given.arrangement;
  if (arrangement !== undefined && arrangement !== 'printed' && arrangement !== 'narrow')
    fail('argument/invalid', { name: 'options.arrangement', expected: "'printed' or 'narrow'", given: describeValue(arrangement) });
  const marks: Marks = { lit: new Set(light.map((index) => `pair:${index}`)), dim: given.dim === true, before: undefined, changed: new Set(), words };
  const dimmed = given.dim === true ? 'wt-dimmed' : '';
  if (arrangement === 'narrow') {
    const grid = narrowGrid(offer);
    const columns = Math.max(1, ...grid.map((at) => at.column + 1));
    const rows = Math.max(1, ...grid.map((at) => at.row + 1));
    const place = (i: number): CardPlace => {
      const at = grid[i] as { column: number; row: number };
      return { x: MARGIN + at.column * (CARD_W + GAP), y: MARGIN + at.row * (NARROW_CARD_H + GAP), height: NARROW_CARD_H, narrow: true };
    };
    const width = columns * (CARD_W + GAP) - GAP + 2 * MARGIN;
    const height = rows * (NARROW_CARD_H + GAP) - GAP + 2 * MARGIN;
    return styled(svgRoot('wt-offer', given, words.offer, width, height, el('g', {}, ...offer.map((pair, i) => card(pair, i, marks, place(i)))), dimmed), given);
  }
  const width = Math.max(1, offer.length) * (CARD_W + GAP) - GAP + 2 * MARGIN;
  const height = CARD_H + 2 * MARGIN;
  const place = (i: number): CardPlace => ({ x: MARGIN + i * (CARD_W + GAP), y: MARGIN, height: CARD_H, narrow: false });
  return styled(svgRoot('wt-offer', given, words.offer, width, height, el('g', {}, ...offer.map((pair, i) => card(pair, i, marks, place(i)))), dimmed), given);
}
