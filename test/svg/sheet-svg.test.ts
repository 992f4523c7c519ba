import { describe, expect, it } from 'vitest';
import { RULESETS, createGame, emptySheet, isRuleError, scoreSheet, sheetFromText, type Sheet } from '../../src/index.js';
import { sheetSvg } from '../../src/svg/index.js';
import { elements, find, one, parseSvg, titleOf } from './read-svg.js';

const played = sheetFromText(`
  top    1 2 7* 7b | . . . . . .
  middle . . . . . . . . . . .
  bottom . . . . . . . . . . 14 15u
`);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isRuleError(error) ? error.code : 'not a RuleError';
  }
  return undefined;
}

describe('accessible names, counted as a player counts', () => {
  const doc = parseSvg(sheetSvg(played));

  it('name each house by street and place, then what it holds', () => {
    expect(titleOf(one(doc, 'wt-house', { street: 0, house: 2 }))).toBe('top street, 3rd house: 7, pool built');
    expect(titleOf(one(doc, 'wt-house', { street: 0, house: 3 }))).toBe('top street, 4th house: 7 bis');
    expect(titleOf(one(doc, 'wt-house', { street: 1, house: 0 }))).toBe('middle street, 1st house: empty, pool to build');
    expect(titleOf(one(doc, 'wt-house', { street: 2, house: 10 }))).toBe('bottom street, 11th house: 14, pool to build');
    expect(titleOf(one(doc, 'wt-house', { street: 2, house: 11 }))).toBe('bottom street, 12th house: 15, used for a plan (estate)');
  });

  it('name each fence slot by the houses it parts, and the street ends as ends', () => {
    expect(titleOf(one(doc, 'wt-slot', { street: 0, slot: 4 }))).toBe('top street, fence between the 4th and 5th houses: fence');
    expect(titleOf(one(doc, 'wt-slot', { street: 1, slot: 1 }))).toBe('middle street, fence between the 1st and 2nd houses: no fence');
    expect(titleOf(one(doc, 'wt-slot', { street: 2, slot: 0 }))).toBe('bottom street, left end fence: fence');
    expect(titleOf(one(doc, 'wt-slot', { street: 2, slot: 12 }))).toBe('bottom street, right end fence: fence');
  });

  it('name each box by its track, its place and its value, and each estate column by its value in force', () => {
    const improved = parseSvg(sheetSvg({ ...emptySheet(), improvements: [1, 0, 0, 0, 0, 0], pools: 2 }));
    expect(titleOf(one(improved, 'wt-box', { track: 'park', street: 0, box: 2 }))).toBe('top street park track, 3rd box (10 points): empty');
    expect(titleOf(one(improved, 'wt-box', { track: 'pool', box: 1 }))).toBe('pool track, 2nd box (6 points): crossed');
    expect(titleOf(one(improved, 'wt-box', { track: 'temp', box: 10 }))).toBe('temp agency track, 11th box: empty');
    expect(titleOf(one(improved, 'wt-estate', { estate: 1 }))).toBe('estates of 1 house: 3 points each, 1 of 1 boxes crossed by the real estate agent');
    expect(titleOf(one(improved, 'wt-estate', { estate: 6 }))).toBe('estates of 6 houses: 6 points each, 0 of 4 boxes crossed by the real estate agent');
  });

  it('name the drawing itself, as given, through its title', () => {
    const named = parseSvg(sheetSvg(played, { title: 'Ann & Bob <sheet>', idPrefix: 'ann' }));
    const root = elements(named)[0];
    expect(root?.getAttribute('aria-labelledby')).toBe('ann-title');
    expect(elements(named).find((element) => element.getAttribute('id') === 'ann-title')?.textContent).toBe('Ann & Bob <sheet>');
  });
});

describe('what the sheet shows besides its streets', () => {
  it('the roundabout track only with the variant, a roundabout written or a roundabout box crossed', () => {
    const tracks = (sheet: Sheet, roundabouts?: boolean) => find(parseSvg(sheetSvg(sheet, { roundabouts })), 'wt-track', { track: 'roundabout' }).length;
    expect(tracks(emptySheet())).toBe(0);
    expect(tracks(emptySheet(), true)).toBe(1);
    expect(tracks(sheetFromText('top 1 2 R . . . . . . .'))).toBe(1);
    expect(find(parseSvg(sheetSvg(emptySheet())), 'wt-score', { score: 'roundabouts' })).toHaveLength(0);
  });

  it("the season's score box only on a seasonal sheet", () => {
    expect(find(parseSvg(sheetSvg(emptySheet())), 'wt-score', { score: 'seasonal' })).toHaveLength(0);
    expect(find(parseSvg(sheetSvg(emptySheet('eggs'))), 'wt-score', { score: 'seasonal' })).toHaveLength(1);
  });

  it("the plan boxes labelled A, B, C, or by the given labels, or by the game's plans", () => {
    const labels = (svg: string) => find(parseSvg(svg), 'wt-plan').map((box) => titleOf(box).split(' ')[1]);
    expect(labels(sheetSvg(emptySheet()))).toEqual(['A', 'B', 'C']);
    expect(labels(sheetSvg(emptySheet(), { planLabels: RULESETS.original.planLabels }))).toEqual(['n°1', 'n°2', 'n°3']);
    const original = createGame({ players: 2, seed: 1, ruleset: 'original' });
    expect(labels(sheetSvg(emptySheet(), { plans: original.plans }))).toEqual(['n°1', 'n°2', 'n°3']);
  });

  it('a plan card in words: what it needs, its values and whether this sheet claimed it', () => {
    const game = createGame({ players: 2, seed: 1, plans: [21, 9, 15], variants: { advancedPlans: true } });
    const doc = parseSvg(sheetSvg(emptySheet(), { plans: game.plans }));
    expect(titleOf(one(doc, 'wt-plan-card', { plan: 0 }))).toBe('plan A: seven temp agency boxes crossed; 6 points first, 3 later, not approved; not claimed');
    expect(titleOf(one(doc, 'wt-plan-card', { plan: 1 }))).toBe('plan B: estates of 3 and 6 houses; 8 points first, 4 later, not approved; not claimed');
    expect(find(one(doc, 'wt-plan-card', { plan: 1 }), 'wt-mini-house')).toHaveLength(9);
  });

  it("a finished sheet's score, each part in its box", () => {
    const sheet = { ...emptySheet(), pools: 3, bis: 2, plans: [8, null, null] };
    const doc = parseSvg(sheetSvg(sheet, { score: scoreSheet(sheet, { tempAward: 7 }) }));
    const written = (part: string) => one(one(doc, 'wt-score', { score: part }), 'wt-written').textContent;
    expect([written('plans'), written('pools'), written('temps'), written('bis'), written('total')]).toEqual(['8', '9', '7', '3', '21']);
  });
});

describe('size and ids', () => {
  it('draws at its own size, or at the width asked with the height in proportion', () => {
    const root = (svg: string) => elements(parseSvg(svg))[0];
    const natural = root(sheetSvg(emptySheet()));
    const phone = root(sheetSvg(emptySheet(), { width: 375 }));
    const [, , w, h] = (natural?.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(natural?.getAttribute('width')).toBe(String(w));
    expect(phone?.getAttribute('viewBox')).toBe(natural?.getAttribute('viewBox'));
    expect(phone?.getAttribute('width')).toBe('375');
    expect(Number(phone?.getAttribute('height'))).toBeCloseTo(((h ?? 0) * 375) / (w ?? 1), 1);
  });

  it('gives every id the prefix asked, so that two drawings on a page share none', () => {
    const ids = (prefix: string) => elements(parseSvg(sheetSvg(played, { idPrefix: prefix }))).flatMap((element) => element.getAttribute('id') ?? []);
    expect(ids('ann').every((id) => id.startsWith('ann'))).toBe(true);
    expect(ids('ann').filter((id) => ids('bob').includes(id))).toEqual([]);
  });

  it('draws the same text for the same sheet', () => {
    expect(sheetSvg(played)).toBe(sheetSvg(played));
  });
});

describe('what it refuses', () => {
  it('a malformed sheet or preview, as the engine does', () => {
    expect(codeOf(() => sheetSvg({ ...emptySheet(), streets: [] } as unknown as Sheet))).toBe('sheet/malformed');
    expect(codeOf(() => sheetSvg({ ...emptySheet(), refusals: 7 }))).toBe('sheet/track-out-of-range');
    expect(codeOf(() => sheetSvg(emptySheet(), { preview: {} as Sheet }))).toBe('sheet/malformed');
  });

  it('options of the wrong kind', () => {
    expect(codeOf(() => sheetSvg(emptySheet(), { idPrefix: '1 bad"' }))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), { width: -1 }))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), { light: 'all' as never }))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), { light: [null as never] }))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), 3 as never))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), { locale: 'de' as never }))).toBe('argument/invalid');
    expect(() => sheetSvg(emptySheet(), { locale: 'FR' as never })).toThrow(/options\.locale must be 'en' or 'fr', not "FR"/);
  });

  it('plans whose estates are no estate sizes (the drawing counts a little house for each)', () => {
    const plans = createGame({ players: 2, seed: 2 }).plans;
    const withSizes = (sizes: unknown) => plans.map((plan, k) => (k === 0 ? { ...plan, requirement: { type: 'estates', sizes } } : plan)) as never;
    for (const sizes of [[1e308], [2.5], ['3'], [], [1, 2, 3, 4, 5, 6, 1], 'x']) expect(codeOf(() => sheetSvg(emptySheet(), { plans: withSizes(sizes) }))).toBe('argument/invalid');
    expect(codeOf(() => sheetSvg(emptySheet(), { plans: [null] as never }))).toBe('argument/invalid');
    expect(sheetSvg(emptySheet(), { plans: withSizes([6, 6]) })).toContain('<svg');
  });

  it("a locale left out or 'en' draws the same English text", () => {
    expect(sheetSvg(played, { locale: 'en' })).toBe(sheetSvg(played));
    expect(sheetSvg(played, { locale: undefined })).toBe(sheetSvg(played));
  });
});

describe('parts and pictures', () => {
  const sheet = sheetFromText('sheet eggs\ntop 1 2 3 | 4 5 6 | . . . .\nmiddle 0e2 . . . . . . . . . .\ntemps 2');
  const house = (doc: ReturnType<typeof parseSvg>) => elements(doc).filter((element) => (element.getAttribute('class') ?? '').split(' ').includes('wt-house'));

  it("part 'streets' draws the three streets alone: 33 houses with their marks, no score area, no plan boxes", () => {
    const doc = parseSvg(sheetSvg(sheet, { part: 'streets' }));
    expect(house(doc)).toHaveLength(33);
    expect(find(doc, 'wt-house', { street: 0, house: 2 })[0]?.textContent).toContain('3');
    expect(find(doc, 'wt-scores')).toHaveLength(0);
    expect(find(doc, 'wt-plans')).toHaveLength(0);
    expect(find(doc, 'wt-estates')).toHaveLength(0);
  });

  it('a decorative drawing is the same picture without the click hooks: no target names, no data but what the style reads, no hit areas', () => {
    const full = sheetSvg(sheet, { title: 'Eggs' });
    const picture = sheetSvg(sheet, { title: 'Eggs', decorative: true });
    const doc = parseSvg(picture);
    expect(picture.length).toBeLessThan(full.length * 0.75);
    expect(house(doc)).toHaveLength(33);
    expect(elements(doc).filter((element) => element.tagName === 'title').map((element) => element.textContent)).toEqual(['Eggs']);
    expect(elements(doc).filter((element) => [...Array(element.attributes.length).keys()].some((i) => /^data-(?!track$|used$)/.test(element.attributes.item(i)?.name ?? '')))).toEqual([]);
    expect(find(doc, 'wt-hit')).toHaveLength(0);
    expect(doc.documentElement?.getAttribute('role')).toBe('img');
    // What the eye sees is kept: every drawn mark outside the hooks is in both.
    const marks = (svg: string) => (svg.match(/<(?:path|circle|ellipse|text)\b/g) ?? []).length;
    expect(marks(picture)).toBe(marks(full));
  });

  it('refuses a part it does not know and a decorative that is not true or false', () => {
    expect(() => sheetSvg(sheet, { part: 'plans' as never })).toThrow(/options\.part/);
    expect(() => sheetSvg(sheet, { decorative: 'yes' as never })).toThrow(/options\.decorative/);
  });
});
