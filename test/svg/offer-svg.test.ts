import { describe, expect, it } from 'vitest';
import { EFFECT_WORDS_EN, EFFECTS, applyChoice, createGame, isRuleError, playerView, type Pair } from '../../src/index.js';
import { offerSvg } from '../../src/svg/index.js';
import { classesOf, find, one, parseSvg, titleOf } from './read-svg.js';

describe('offerSvg', () => {
  it("draws one card a pair, with the pair's number and its effect's symbol", () => {
    const state = createGame({ players: 2, seed: 'offer' });
    const doc = parseSvg(offerSvg(state.offer));
    expect(find(doc, 'wt-pair')).toHaveLength(3);
    state.offer.forEach((pair, i) => {
      const card = one(doc, 'wt-pair', { pair: i });
      expect(card.getAttribute('data-number')).toBe(String(pair.number));
      expect(one(card, 'wt-card-number').textContent).toBe(String(pair.number));
      expect(one(card, 'wt-effect').getAttribute('data-effect')).toBe(pair.effect);
      expect(titleOf(card)).toBe(`${['1st', '2nd', '3rd'][i]} pair: ${pair.number} with ${EFFECT_WORDS_EN.withArticle[pair.effect]}`);
    });
  });

  it('has a symbol for each of the six effects', () => {
    const pairs: Pair[] = EFFECTS.map((effect, i) => ({ number: i + 1, effect, numberCard: 0, effectCard: 0 }));
    const doc = parseSvg(offerSvg(pairs));
    expect(find(doc, 'wt-effect').map((symbol) => symbol.getAttribute('data-effect'))).toEqual([...EFFECTS]);
    for (const symbol of find(doc, 'wt-effect')) expect(find(symbol, 'wt-icon').length + find(symbol, 'wt-icon-fill').length).toBeGreaterThan(0);
  });

  it("draws a view's hidden effects face down, and the effects once the player has picked", () => {
    const expert = createGame({ players: 2, seed: 'offer', variants: { expert: true } });
    const before = parseSvg(offerSvg(playerView(expert, 'p1').offer));
    expect(find(before, 'wt-pair wt-hidden')).toHaveLength(6);
    expect(find(before, 'wt-effect')).toHaveLength(0);
    const picked = playerView(applyChoice(expert, 'p1', { type: 'pick', card: 1 }), 'p1').offer;
    const after = parseSvg(offerSvg(picked));
    expect(find(after, 'wt-effect')).toHaveLength(picked.filter((pair) => pair.effect !== null).length);
    expect(find(after, 'wt-effect').length).toBe(2);
  });

  it("says which cards an expert pair's number and effect come from", () => {
    const expert = createGame({ players: 2, seed: 'offer', variants: { expert: true } });
    const doc = parseSvg(offerSvg(expert.offer));
    expert.offer.forEach((pair, i) => {
      const card = one(doc, 'wt-pair', { pair: i });
      expect(card.getAttribute('data-number-card')).toBe(String(pair.numberCard));
      expect(card.getAttribute('data-effect-card')).toBe(String(pair.effectCard));
      expect(titleOf(card)).toContain(`number of card ${pair.numberCard + 1}, effect of card ${pair.effectCard + 1}`);
    });
  });

  it('lights the pairs asked, and dims the others when asked', () => {
    const state = createGame({ players: 2, seed: 'offer' });
    const doc = parseSvg(offerSvg(state.offer, { light: [1], dim: true }));
    expect(find(doc, 'wt-pair').map((card) => classesOf(card).filter((name) => name === 'wt-lit' || name === 'wt-dim'))).toEqual([['wt-dim'], ['wt-lit'], ['wt-dim']]);
  });

  it('refuses what is no offer', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isRuleError(error) ? error.code : 'other';
      }
      return undefined;
    };
    expect(code(() => offerSvg('pairs' as never))).toBe('argument/invalid');
    expect(code(() => offerSvg([{ number: 3, effect: 'magic' }] as never))).toBe('argument/invalid');
    expect(code(() => offerSvg([], { idPrefix: '' }))).toBe('argument/invalid');
    expect(code(() => offerSvg([], { locale: 'es' as never }))).toBe('argument/invalid');
  });
});
