import { describe, expect, it } from 'vitest';
import {
  CHOICE_WORDS_EN,
  CHOICE_WORDS_FR,
  EFFECT_WORDS_EN,
  EFFECT_WORDS_FR,
  EFFECTS,
  RULESETS,
  createGame,
  emptySheet,
  playerView,
  sheetFromText,
  type Pair,
  type PlanState,
} from '../../src/index.js';
import { offerSvg, sheetSvg, type SheetSvgOptions } from '../../src/svg/index.js';
import { wrap } from '../../src/svg/plan-words.js';
import { SVG_WORDS_EN } from '../../src/svg/words-en.js';
import { SVG_WORDS_FR } from '../../src/svg/words-fr.js';
import { find, one, parseSvg, titleOf, type SvgElement } from './read-svg.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';
import { escaped, said, shown, vocabulary, wordsIn } from './vocabulary.js';

/** The entries French writes as English does: the game's name, and words both languages have. */
const SHARED = new Set(['heading', 'bis', 'trackLabels.bis', 'scoreLabels.plans', 'scoreLabels.bis', 'scoreLabels.total', 'effects.bis']);

describe('the French words of the drawing', () => {
  const en = said(SVG_WORDS_EN);
  const fr = said(SVG_WORDS_FR);

  it('say every entry the English table says, each in other words but those both languages share', () => {
    expect(Object.keys(fr)).toEqual(Object.keys(en));
    const same = Object.keys(en).filter((key) => en[key] === fr[key]);
    expect(same).toEqual([...SHARED]);
  });

  it('fit where they are written: a condition in three lines of a plan card, what each estate needs in one', () => {
    for (const words of [SVG_WORDS_EN, SVG_WORDS_FR]) {
      for (const condition of Object.values(words.conditions)) expect(wrap(condition, 30).length, condition).toBeLessThanOrEqual(3);
      for (const each of Object.values(words.each)) expect(each.length, each).toBeLessThanOrEqual(30);
    }
  });

  it('count houses, boxes and pairs from 1 with French ordinals, and take the plural from 2', () => {
    expect(SVG_WORDS_FR.house(0, 0, { number: 7, bis: true, roundabout: false, pool: 'built', used: false }, '')).toBe('rue du haut, 1re maison : 7 bis, piscine construite');
    expect(SVG_WORDS_FR.slot(2, 4, 12, false)).toBe('rue du bas, entre la 4e et la 5e maison : pas de clôture');
    expect(SVG_WORDS_FR.box('piste des piscines', 1, 6, true)).toBe('piste des piscines, 2e case (6 points) : cochée');
    expect(SVG_WORDS_FR.track('piste des piscines', 1, 9, 0)).toBe('piste des piscines : 1 case cochée sur 9, 0 point');
    expect(SVG_WORDS_FR.pair(2, 8, 'pool', undefined)).toBe('3e paire : 8 avec la piscine');
    expect(SVG_WORDS_FR.estate(1, 1, 0, 1)).toBe("lotissements de 1 maison : 1 point chacun, 0 case cochée sur 1 par l'agent immobilier");
  });
});

/** An ice cream sheet with a bonus won, one lost, one open, and the bottom truck's end not chosen. */
const iceCream = sheetFromText(`
  sheet ice-cream
  top    . . . . . . . 8$ | 9 10$
  middle 1$ .x 4 5$ | . . . . . . .
  bottom . . . . . . . . . . . .
  trucks right@7 left@3 -
  bonuses won lost open
`);

const french = (options: SheetSvgOptions): SheetSvgOptions => ({ ...options, locale: 'fr' });
const plansOf = (kind: 'ice-cream' | 'eggs'): readonly PlanState[] => createGame({ players: 2, seed: 'words', sheet: kind, variants: { advancedPlans: true } }).plans;

/** Every golden position (every kind of sheet, roundabouts, a scored end, a preview), and the rest of what the drawing words. */
const drawings: readonly { name: string; draw: (options: { locale?: 'en' | 'fr' }) => string }[] = [
  ...SHEET_POSITIONS.map((position) => ({ name: position.name, draw: (o: { locale?: 'en' | 'fr' }) => sheetSvg(position.sheet, { ...position.options, ...o }) })),
  ...OFFER_POSITIONS.map((position) => ({ name: position.name, draw: (o: { locale?: 'en' | 'fr' }) => offerSvg(position.pairs, { light: position.light, ...o }) })),
  { name: 'ice cream bonuses', draw: (o) => sheetSvg(iceCream, { plans: plansOf('ice-cream'), ...o }) },
  { name: 'eggs plans', draw: (o) => sheetSvg(emptySheet('eggs'), { plans: plansOf('eggs'), roundabouts: true, ...o }) },
  { name: 'streets alone', draw: (o) => sheetSvg(iceCream, { part: 'streets', ...o }) },
  { name: 'hidden offer', draw: (o) => offerSvg(playerView(createGame({ players: 2, seed: 'words', variants: { expert: true } }), 'p1').offer, o) },
];

describe('a French drawing', () => {
  const english = new Set([...vocabulary(SVG_WORDS_EN), ...drawings.flatMap(({ draw }) => shown(draw({})).flatMap(wordsIn))]);
  // The plan labels (A, B, C; n°1, n°2, n°3) are the game's, in both languages.
  const labels = [...RULESETS.collector.planLabels, ...RULESETS.original.planLabels].flatMap(wordsIn);
  const frenchWords = new Set([...vocabulary(SVG_WORDS_FR), ...labels]);

  it.each(drawings)('$name: shows no English word the French table has not', ({ draw }) => {
    const svg = draw({ locale: 'fr' });
    expect(escaped(svg, english, frenchWords)).toEqual([]);
    // And the test can fail: the English drawing shows words French has not.
    expect(escaped(draw({}), english, frenchWords).length).toBeGreaterThan(0);
  });

  it('is the same drawing in other words: the same elements, classes and data attributes', () => {
    for (const { draw } of drawings) {
      // Words aside: a condition may wrap into more lines in French, a long name be written smaller.
      const skeleton = (svg: string) => svg.replaceAll(/<text[^>]*>[^<]*<\/text>/g, '').replaceAll(/<title[^>]*>[^<]*<\/title>/g, '').replaceAll(/ aria-label="[^"]*"/g, '');
      expect(skeleton(draw({ locale: 'fr' }))).toBe(skeleton(draw({})));
    }
  });

  it('names its targets in French, and itself by default', () => {
    const doc = parseSvg(sheetSvg(iceCream, french({})));
    expect(doc.documentElement?.getElementsByTagName('title').item(0)?.textContent).toBe('Feuille de Welcome To…');
    expect(titleOf(one(doc, 'wt-house', { street: 1, house: 1 }))).toBe('rue du milieu, 2e maison : vide, cornet de 1 boule, perdu');
    expect(titleOf(one(doc, 'wt-truck', { street: 2 }))).toBe('camion de glaces de la rue du bas : extrémité de départ pas encore choisie');
    expect(titleOf(one(doc, 'wt-bonus', { street: 0 }))).toBe('bonus de la rue du haut : gagné, 2 points');
    expect(titleOf(one(doc, 'wt-box', { track: 'park', street: 0, box: 0 }))).toBe('piste des parcs de la rue du haut, 1re case (2 points) : vide');
    const offer = parseSvg(offerSvg([{ number: 7, effect: 'improvement', numberCard: 0, effectCard: 0 }], { locale: 'fr' }));
    expect(titleOf(one(offer, 'wt-pair', { pair: 0 }))).toBe("1re paire : 7 avec l'agent immobilier");
    expect(find(offer, 'wt-effect-name').map((line) => line.textContent)).toEqual(['agent', 'immobilier']);
  });

  it("writes the effects' names as the French log words them (describeChoice, describeRound)", () => {
    const pairs = EFFECTS.map((effect, i): Pair => ({ number: i, effect, numberCard: 0, effectCard: 0 }));
    const doc = parseSvg(offerSvg(pairs, { locale: 'fr' }));
    // The bis symbol writes "bis" inside it too: the name is the symbol's last line or two.
    const names = find(doc, 'wt-effect').map((symbol) => nameOf(symbol));
    expect(names).toEqual(EFFECTS.map((effect) => CHOICE_WORDS_FR.effect(effect)));
  });
});

/** An effect symbol's name as it reads, its lines joined (the bis symbol's "bis" inside it left out). */
function nameOf(symbol: SvgElement): string {
  const lines = find(symbol, 'wt-effect-name').filter((line) => line.getAttribute('font-weight') === null);
  return lines.map((line) => line.textContent).join(' ');
}

describe('one name for each effect, in English as in French', () => {
  it("is the rulebook's for the two whose codes are not a player's words: the improvement is the real estate agent, the temp the temp agency", () => {
    expect(EFFECT_WORDS_EN.names).toEqual({ fence: 'fence', improvement: 'real estate agent', park: 'park', pool: 'pool', temp: 'temp agency', bis: 'bis' });
    expect(EFFECT_WORDS_FR.names).toEqual({ fence: 'géomètre', improvement: 'agent immobilier', park: 'paysagiste', pool: 'piscine', temp: "agence d'intérim", bis: 'bis' });
  });

  it.each([['en', EFFECT_WORDS_EN, CHOICE_WORDS_EN], ['fr', EFFECT_WORDS_FR, CHOICE_WORDS_FR]] as const)(
    "%s: the cards, the log's phrases and the pairs' names say it alike",
    (locale, words, choiceWords) => {
      const pairs = EFFECTS.map((effect, i): Pair => ({ number: i, effect, numberCard: 0, effectCard: 0 }));
      const doc = parseSvg(offerSvg(pairs, { locale }));
      expect(find(doc, 'wt-effect').map((symbol) => nameOf(symbol))).toEqual(EFFECTS.map((effect) => words.names[effect]));
      expect(EFFECTS.map((effect) => choiceWords.effect(effect))).toEqual(EFFECTS.map((effect) => words.names[effect]));
      EFFECTS.forEach((effect, i) => expect(titleOf(one(doc, 'wt-pair', { pair: i }))).toContain(words.withArticle[effect]));
      expect(choiceWords.improvement(3)).toContain(words.names.improvement);
      expect(choiceWords.temp(1, 7)).toContain(words.names.temp);
      expect(choiceWords.offerPair(7, 'improvement')).toBe(`7 (${words.names.improvement})`);
    },
  );

  it('fits every card at 15 units (16 on a phone), a long name on two lines rather than smaller', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const arrangement of ['printed', 'narrow'] as const) {
        const pairs = EFFECTS.map((effect, i): Pair => ({ number: i, effect, numberCard: 0, effectCard: 1 }));
        const doc = parseSvg(offerSvg(pairs, { locale, arrangement }));
        for (const symbol of find(doc, 'wt-effect')) {
          const lines = find(symbol, 'wt-effect-name').filter((line) => line.getAttribute('font-weight') === null);
          expect(lines.length).toBeLessThanOrEqual(2);
          for (const line of lines) {
            const size = Number(line.getAttribute('font-size'));
            expect(size).toBeGreaterThanOrEqual(arrangement === 'narrow' ? 16 : 15);
            // A card is 120 units wide: at 0.6 em a character (wider than the sans-serif's mean) with 6 units either side.
            expect((line.textContent ?? '').length * 0.6 * size, line.textContent ?? '').toBeLessThanOrEqual(108);
          }
        }
      }
    }
  });
});
