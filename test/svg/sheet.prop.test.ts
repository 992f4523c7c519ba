import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONES, EGG_SPOTS, RULESETS, SHEET_LAYOUT, TEMP_BOXES, TRACKS, scoreSheet, type Sheet, type StreetIndex } from '../../src/index.js';
import { SVG_CLASSES, sheetSvg, type SheetSvgOptions } from '../../src/svg/index.js';
import { anySheetArb } from '../support/arbitraries.js';
import { midGameArb } from '../support/random-play.js';
import { SVG_WORDS_EN } from '../../src/svg/words-en.js';
import { SVG_WORDS_FR } from '../../src/svg/words-fr.js';
import { classesOf, elements, find, one, parseSvg } from './read-svg.js';
import { escaped, shown, vocabulary, wordsIn } from './vocabulary.js';

const STREETS: readonly StreetIndex[] = [0, 1, 2];

const localeArb = fc.constantFrom('en' as const, 'fr' as const);

/** Random sheets of every kind: written freely (every mark anywhere the printed sheet has room), and met in random games; drawn in either language. */
const sheetsArb: fc.Arbitrary<{ sheet: Sheet; options: SheetSvgOptions }> = fc.oneof(
  fc.record({ sheet: anySheetArb, roundabouts: fc.boolean(), scored: fc.boolean(), locale: localeArb }).map(({ sheet, roundabouts, scored, locale }) => ({
    sheet,
    options: { roundabouts, locale, ...(scored ? { score: scoreSheet(sheet) } : {}) },
  })),
  fc.tuple(midGameArb, fc.nat(), localeArb).map(([state, pick, locale]) => {
    const player = state.players[pick % state.players.length] as (typeof state.players)[number];
    return { sheet: player.sheet, options: { plans: state.plans, roundabouts: state.variants.roundabouts, score: scoreSheet(player.sheet), locale } };
  }),
);

const text = (element: { textContent: string | null }): string => element.textContent ?? '';

/** The left houses of the linked neighbours of a street (rules §11.2): both numbers, the right one equal or one more. */
function linkedPairs(sheet: Sheet, s: StreetIndex): number[] {
  const houses = sheet.streets[s].houses;
  const links: number[] = [];
  for (let h = 0; h + 1 < houses.length; h++) {
    const left = houses[h]?.number;
    const right = houses[h + 1]?.number;
    if (left != null && right != null && (right === left || right === left + 1)) links.push(h);
  }
  return links;
}

/** Each track of the sheet: its name and data attributes, its boxes and crossed boxes. */
function tracksOf(sheet: Sheet, roundaboutTrack: boolean): { data: Record<string, string | number>; boxes: number; crossed: number }[] {
  return [
    ...STREETS.map((s) => ({ data: { track: 'park', street: s }, boxes: SHEET_LAYOUT[s].parks.length - 1, crossed: sheet.streets[s].parks })),
    ...TRACKS.estates.map((values, i) => ({ data: { track: 'estate', estate: i + 1 }, boxes: values.length - 1, crossed: sheet.improvements[i] ?? 0 })),
    { data: { track: 'pool' }, boxes: TRACKS.pool.length - 1, crossed: sheet.pools },
    { data: { track: 'temp' }, boxes: TEMP_BOXES, crossed: sheet.temps },
    { data: { track: 'bis' }, boxes: TRACKS.bis.length - 1, crossed: sheet.bis },
    { data: { track: 'refusal' }, boxes: TRACKS.refusal.length - 1, crossed: sheet.refusals },
    ...(roundaboutTrack ? [{ data: { track: 'roundabout' }, boxes: TRACKS.roundabout.length - 1, crossed: sheet.roundabouts }] : []),
  ];
}

const hasRoundabout = (sheet: Sheet) => sheet.roundabouts > 0 || sheet.streets.some((street) => street.houses.some((house) => house.roundabout));

describe('sheetSvg on random sheets of every kind', () => {
  it('is well-formed XML, every class it uses is documented in SVG_CLASSES, and no id is used twice', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        const all = elements(doc);
        expect(all[0]?.tagName).toBe('svg');
        const undocumented = new Set(all.flatMap(classesOf).filter((name) => !SVG_CLASSES.includes(name)));
        expect([...undocumented]).toEqual([]);
        const ids = all.map((element) => element.getAttribute('id')).filter((id) => id !== null && id !== '');
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 60 },
    );
  });

  it('draws each of the 33 houses once, with exactly its number and marks: bis, pool printed or built, roundabout, used', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        expect(find(doc, 'wt-house')).toHaveLength(33);
        for (const s of STREETS) {
          sheet.streets[s].houses.forEach((house, h) => {
            const drawn = one(doc, 'wt-house', { street: s, house: h });
            expect(find(drawn, 'wt-number').map(text)).toEqual(house.number === null ? [] : [String(house.number)]);
            expect(find(drawn, 'wt-bis')).toHaveLength(house.bis ? 1 : 0);
            expect(find(drawn, 'wt-pool')).toHaveLength(house.pool === 'none' ? 0 : 1);
            expect(find(drawn, 'wt-built')).toHaveLength(house.pool === 'built' ? 1 : 0);
            expect(find(drawn, 'wt-roundabout')).toHaveLength(house.roundabout ? 1 : 0);
            expect(find(drawn, 'wt-used').map((used) => used.getAttribute('data-used'))).toEqual(house.used === false ? [] : [house.used]);
            expect(classesOf(drawn).includes('wt-empty')).toBe(house.number === null && !house.roundabout);
          });
        }
        // Nothing written anywhere else.
        expect(find(doc, 'wt-number')).toHaveLength(sheet.streets.flatMap((street) => street.houses).filter((house) => house.number !== null).length);
      }),
      { numRuns: 60 },
    );
  });

  it('draws every fence slot, a fence exactly where the sheet has one (the ends included)', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        for (const s of STREETS) {
          const fences = sheet.streets[s].fences;
          expect(find(doc, 'wt-slot', { street: s })).toHaveLength(fences.length);
          fences.forEach((fenced, slot) => expect(find(one(doc, 'wt-slot', { street: s, slot }), 'wt-fence')).toHaveLength(fenced ? 1 : 0));
        }
        expect(find(doc, 'wt-fence')).toHaveLength(sheet.streets.flatMap((street) => street.fences).filter(Boolean).length);
      }),
      { numRuns: 60 },
    );
  });

  it('draws every box of every track, crossed exactly as many as the sheet says, the roundabout track with the variant or a roundabout', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        const roundaboutTrack = options.roundabouts === true || hasRoundabout(sheet);
        expect(find(doc, 'wt-track', { track: 'roundabout' })).toHaveLength(roundaboutTrack ? 1 : 0);
        let crossed = 0;
        for (const track of tracksOf(sheet, roundaboutTrack)) {
          expect(find(doc, 'wt-box', track.data), JSON.stringify(track.data)).toHaveLength(track.boxes);
          const crossedBoxes = find(doc, 'wt-box wt-crossed', track.data).map((box) => Number(box.getAttribute('data-box')));
          expect(crossedBoxes, JSON.stringify(track.data)).toEqual(Array.from({ length: track.crossed }, (_, b) => b));
          crossed += track.crossed;
        }
        expect(find(doc, 'wt-box wt-crossed')).toHaveLength(crossed);
        // Every pen cross is a crossed box's, a lost cone's or a lost bonus's.
        const season = sheet.season;
        const lost = season.kind === 'ice-cream' ? [...season.cones.flat(), ...season.bonuses].filter((state) => state === 'lost').length : 0;
        expect(find(doc, 'wt-cross')).toHaveLength(crossed + lost);
      }),
      { numRuns: 60 },
    );
  });

  it('draws the plan boxes with exactly the points written in them, and the plan cards with what this sheet claimed', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        sheet.plans.forEach((points, i) => {
          const box = one(doc, 'wt-plan', { plan: i });
          expect(find(box, 'wt-written').map(text)).toEqual(points === null ? [] : [String(points)]);
        });
        const plans = options.plans ?? [];
        expect(find(doc, 'wt-plan-card')).toHaveLength(plans.length);
        plans.forEach((plan, i) => {
          const card = one(doc, 'wt-plan-card', { plan: i });
          expect(classesOf(card).includes('wt-claimed')).toBe(sheet.plans[plan.deck - 1] !== null);
          expect(classesOf(card).includes('wt-approved')).toBe(plan.approved);
          expect(find(card, 'wt-current')).toHaveLength(1);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('writes each part of a given score in its box, and leaves the boxes empty without one', () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        const total = one(doc, 'wt-score', { score: 'total' });
        expect(find(total, 'wt-written').map(text)).toEqual(options.score === undefined ? [] : [String(options.score.total)]);
        if (options.score !== undefined) {
          expect(text(one(one(doc, 'wt-score', { score: 'pools' }), 'wt-written'))).toBe(String(options.score.pools));
          expect(text(one(one(doc, 'wt-score', { score: 'bis' }), 'wt-written'))).toBe(String(options.score.bis));
          options.score.estates.forEach((estate) => expect(text(one(one(doc, 'wt-score', { score: `estates-${estate.size}` }), 'wt-written'))).toBe(String(estate.points)));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("draws a seasonal sheet's cones, trucks and bonuses, strings of lights or eggs exactly as the sheet has them, and none on other kinds", () => {
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const doc = parseSvg(sheetSvg(sheet, options));
        const season = sheet.season;
        expect(find(doc, 'wt-cone').length > 0).toBe(season.kind === 'ice-cream');
        expect(find(doc, 'wt-egg').length > 0).toBe(season.kind === 'eggs');
        if (season.kind !== 'christmas') expect(find(doc, 'wt-light')).toHaveLength(0);
        for (const s of STREETS) {
          const houses = sheet.streets[s].houses;
          if (season.kind === 'ice-cream') {
            houses.forEach((_, h) => {
              const scoops = CONES[s][h] ?? 0;
              const cones = find(one(doc, 'wt-house', { street: s, house: h }), 'wt-cone');
              expect(cones.map((cone) => cone.getAttribute('data-cone'))).toEqual(scoops === 0 ? [] : [season.cones[s][h]]);
              if (cones[0] !== undefined) expect(find(cones[0], 'wt-scoop')).toHaveLength(scoops);
            });
            const truck = season.trucks[s];
            expect(one(doc, 'wt-truck', { street: s }).getAttribute('data-at')).toBe(String(truck.at ?? truck.from ?? 'unset'));
            expect(one(doc, 'wt-bonus', { street: s }).getAttribute('data-bonus')).toBe(season.bonuses[s]);
          }
          if (season.kind === 'eggs') {
            houses.forEach((_, h) => {
              const house = one(doc, 'wt-house', { street: s, house: h });
              expect(find(house, 'wt-egg')).toHaveLength(EGG_SPOTS[s][h] ?? 0);
              expect(find(house, 'wt-egg wt-collected')).toHaveLength(season.eggs[s][h] ?? 0);
            });
          }
          if (season.kind === 'christmas') {
            const links = linkedPairs(sheet, s);
            expect(find(doc, 'wt-light', { street: s }).map((light) => Number(light.getAttribute('data-link')))).toEqual(links);
            // The longest run of links scores its houses; a lone house no string.
            let longest = 0;
            let run = 0;
            for (let h = 0; h + 1 < houses.length; h++) {
              run = links.includes(h) ? run + 1 : 0;
              longest = Math.max(longest, run);
            }
            expect(find(doc, 'wt-light wt-longest', { street: s })).toHaveLength(longest);
            expect(one(doc, 'wt-string-score', { street: s }).getAttribute('data-points')).toBe(String(longest === 0 ? 0 : longest + 1));
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('in French, shows no word of the English drawing of the same sheet that the French table has not: no string escapes the tables', () => {
    const frenchWords = new Set([...vocabulary(SVG_WORDS_FR), ...[...RULESETS.collector.planLabels, ...RULESETS.original.planLabels].flatMap(wordsIn)]);
    const englishWords = vocabulary(SVG_WORDS_EN);
    fc.assert(
      fc.property(sheetsArb, ({ sheet, options }) => {
        const english = new Set([...englishWords, ...shown(sheetSvg(sheet, { ...options, locale: 'en' })).flatMap(wordsIn)]);
        expect(escaped(sheetSvg(sheet, { ...options, locale: 'fr' }), english, frenchWords)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
