import { describe, expect, it } from 'vitest';
import { createGame, playerView, sheetFromText } from '../../src/index.js';
import { offerSvg, sheetSvg } from '../../src/svg/index.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';
import { classesOf, elements, find, one, parseSvg, titleOf, type SvgElement } from './read-svg.js';

// The narrow arrangement (options.arrangement 'narrow'), for a phone held upright: the
// same targets as the printed sheet, laid out 434 units wide, each street on two rows,
// no word under 16 units and every target but the fence slots 34 units across or more.
// At 336 px wide (a 360 px screen) that is 12.4 px and 26 px; the browser test measures
// it on the page.

type Doc = ReturnType<typeof parseSvg>;
const NARROW_TEXT = 16;

/** What a front-end finds of each target: its classes, data attributes and name, in document order. */
function targets(doc: Doc): string[] {
  return find(doc, 'wt-target').map((target) => {
    const data = [...Array(target.attributes.length).keys()]
      .map((i) => target.attributes.item(i))
      .filter((attribute) => attribute !== null && attribute.name.startsWith('data-'))
      .map((attribute) => `${attribute?.name}=${attribute?.value}`)
      .sort();
    return `${classesOf(target).join(' ')} ${data.join(' ')} ${titleOf(target)}`;
  });
}

const sorted = (list: string[]) => [...list].sort();
const viewBox = (doc: Doc) => (doc.documentElement?.getAttribute('viewBox') ?? '').split(' ').map(Number);
const fontSizes = (doc: Doc) => elements(doc).filter((element) => element.tagName === 'text').map((element) => Number(element.getAttribute('font-size')));
const hitOf = (target: SvgElement) => elements(target).find((child) => child.parentNode === target && classesOf(child).includes('wt-hit'));

describe('the narrow arrangement of a sheet', () => {
  it.each(SHEET_POSITIONS.map((position) => [position.name, position] as const))('%s: the same targets, classes, data and names as the printed sheet, in English and French', (_, position) => {
    for (const locale of ['en', 'fr'] as const) {
      const printed = parseSvg(sheetSvg(position.sheet, { ...position.options, locale }));
      const narrow = parseSvg(sheetSvg(position.sheet, { ...position.options, locale, arrangement: 'narrow' }));
      expect(sorted(targets(narrow))).toEqual(sorted(targets(printed)));
      expect(find(narrow, 'wt-house')).toHaveLength(33);
      expect(titleOf(narrow.documentElement as SvgElement)).toBe(titleOf(printed.documentElement as SvgElement));
    }
  });

  it.each(SHEET_POSITIONS.map((position) => [position.name, position] as const))(
    '%s: 434 units wide, no word under 16 units, every house, estate column and track box 34 units across or more',
    (_, position) => {
      for (const locale of ['en', 'fr'] as const) {
        const doc = parseSvg(sheetSvg(position.sheet, { ...position.options, locale, arrangement: 'narrow' }));
        expect(viewBox(doc)[2]).toBe(434);
        expect(Math.min(...fontSizes(doc))).toBeGreaterThanOrEqual(NARROW_TEXT);
        for (const target of [...find(doc, 'wt-house'), ...find(doc, 'wt-estate'), ...find(doc, 'wt-box wt-target')]) {
          const hit = hitOf(target);
          expect(hit, titleOf(target)).toBeDefined();
          expect(Math.min(Number(hit?.getAttribute('width')), Number(hit?.getAttribute('height'))), titleOf(target)).toBeGreaterThanOrEqual(34);
        }
        // A fence slot's hit area is the gap between two houses, as printed: tall, and widened by a page where it is lit.
        for (const slot of find(doc, 'wt-slot')) expect(Number(hitOf(slot)?.getAttribute('height'))).toBeGreaterThanOrEqual(34);
      }
    },
  );

  it('wraps each street after its 5th or 6th house: the second row starts at the left, moved down, the park track under the end', () => {
    const sheet = sheetFromText('top 1 2 3 4 5 | 6 . . . .\nmiddle . . . . . . . . . . .\nbottom . . . . . . . . . . . 17\nparks 1 0 0');
    const doc = parseSvg(sheetSvg(sheet, { arrangement: 'narrow' }));
    for (const [street, first] of [[0, 5], [1, 6], [2, 6]] as const) {
      const houses = find(doc, 'wt-house', { street });
      const rows = houses.map((house) => (house.parentNode as SvgElement).getAttribute('transform') ?? '');
      expect(rows.filter((row) => row === '')).toHaveLength(first);
      expect(new Set(rows.slice(first))).toEqual(new Set([`translate(${-66 * first} 92)`]));
    }
    // The fence after the 5th house of the top street ends its first row, and is drawn again where the second row starts.
    const fence = one(doc, 'wt-slot', { street: 0, slot: 5 });
    expect(find(fence, 'wt-fence')).toHaveLength(1);
    expect((fence.parentNode as SvgElement).getAttribute('transform')).toBeNull();
    expect(find(doc, 'wt-fence').filter((line) => (line.parentNode as SvgElement).getAttribute('transform')?.startsWith('translate(-330 ') === true)).toHaveLength(1);
    expect(one(doc, 'wt-box', { track: 'park', street: 0, box: 0 }).getAttribute('class')).toContain('wt-crossed');
  });

  it('draws a string of lights across a wrapped street as two halves, each named as the link', () => {
    const sheet = sheetFromText('sheet christmas\ntop 1 2 3 4 5 6 . . . .');
    const doc = parseSvg(sheetSvg(sheet, { arrangement: 'narrow' }));
    const crossing = find(doc, 'wt-light', { street: 0, link: 4 });
    expect(crossing).toHaveLength(2);
    expect(crossing.map(titleOf)).toEqual([titleOf(crossing[0] as SvgElement), titleOf(crossing[0] as SvgElement)]);
    expect(crossing.map((link) => find(link, 'wt-bulb').length)).toEqual([2, 2]);
    expect(find(doc, 'wt-light', { street: 0, link: 3 })).toHaveLength(1);
  });

  it("part 'streets' draws the wrapped streets alone", () => {
    const doc = parseSvg(sheetSvg(sheetFromText('sheet ice-cream'), { arrangement: 'narrow', part: 'streets' }));
    expect(find(doc, 'wt-house')).toHaveLength(33);
    expect(find(doc, 'wt-truck')).toHaveLength(3);
    expect(find(doc, 'wt-road')).toHaveLength(6);
    expect(find(doc, 'wt-scores')).toHaveLength(0);
    expect(find(doc, 'wt-plans')).toHaveLength(0);
  });

  it("'printed' is the default, and an arrangement it does not know is refused", () => {
    const sheet = SHEET_POSITIONS[1]?.sheet ?? sheetFromText('sheet classic');
    expect(sheetSvg(sheet, { arrangement: 'printed' })).toBe(sheetSvg(sheet));
    expect(() => sheetSvg(sheet, { arrangement: 'phone' as never })).toThrow(/options\.arrangement/);
  });
});

describe('the narrow arrangement of an offer', () => {
  it('puts an expert offer in three columns of two, a column a number card, its words at 16 units or more', () => {
    const expert = createGame({ players: 2, seed: 'narrow', variants: { expert: true } });
    for (const locale of ['en', 'fr'] as const) {
      const doc = parseSvg(offerSvg(expert.offer, { arrangement: 'narrow', locale }));
      expect(viewBox(doc).slice(2)).toEqual([416, 2 * 214 + 14 + 28]);
      expect(Math.min(...fontSizes(doc))).toBeGreaterThanOrEqual(NARROW_TEXT);
      const cardX = (pair: number) => Number(find(one(doc, 'wt-pair', { pair }), 'wt-card')[0]?.getAttribute('x'));
      expert.offer.forEach((pair, i) => {
        const sameCard = expert.offer.findIndex((other) => other.numberCard === pair.numberCard);
        expect(cardX(i)).toBe(cardX(sameCard));
      });
      expect(new Set(expert.offer.map((_, i) => cardX(i))).size).toBe(3);
    }
  });

  it('keeps a plain offer in one row, and writes a long effect name on two lines rather than smaller', () => {
    const doc = parseSvg(offerSvg(createGame({ players: 2, seed: 'narrow' }).offer, { arrangement: 'narrow' }));
    expect(viewBox(doc).slice(2)).toEqual([416, 214 + 28]);
    const improvement = parseSvg(offerSvg([{ number: 3, effect: 'improvement', numberCard: 0, effectCard: 0 }], { arrangement: 'narrow', locale: 'fr' }));
    expect(find(improvement, 'wt-effect-name').map((name) => name.textContent)).toEqual(['agent', 'immobilier']);
  });

  it('has the same pairs, names and data as the printed offer', () => {
    for (const position of OFFER_POSITIONS) {
      const printed = parseSvg(offerSvg(position.pairs, { light: position.light as never }));
      const narrow = parseSvg(offerSvg(position.pairs, { light: position.light as never, arrangement: 'narrow' }));
      expect(targets(narrow)).toEqual(targets(printed));
    }
    expect(() => offerSvg(playerView(createGame({ players: 2, seed: 1 }), 'p1').offer, { arrangement: 'tall' as never })).toThrow(/options\.arrangement/);
  });
});
