import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHEET_LAYOUT, TEMP_BOXES, TRACKS, previewChoice, type Choice, type EstateSize, type Sheet, type StreetIndex } from '../../src/index.js';
import { sheetSvg, type SheetTarget } from '../../src/svg/index.js';
import { anySheetArb } from '../support/arbitraries.js';
import { midGameArb, randomTurn, rngOf } from '../support/random-play.js';
import { classesOf, elements, find, parseSvg, type SvgElement } from './read-svg.js';

const STREETS: readonly StreetIndex[] = [0, 1, 2];
/** Either language: what is lit and previewed does not depend on the words. */
const localeArb = fc.constantFrom('en' as const, 'fr' as const);

/** A random game's position, the sheet of its first player, and the sheet after a random legal choice of theirs. */
const previewArb = fc.tuple(midGameArb, fc.integer()).map(([state, seed]) => {
  const next = randomTurn(state, 'p1', rngOf(seed));
  const choice = next.players[0]?.pending as Choice;
  return { before: state.players[0]?.sheet as Sheet, after: previewChoice(next, 'p1', choice).sheet };
});

const previewed = (root: SvgElement | ReturnType<typeof parseSvg>, selector: string) => find(root, `${selector} wt-preview`).length;

describe('a previewed choice', () => {
  it('draws the sheet after the choice, and marks as new exactly what it adds: numbers, fences, crossed boxes, built pools, roundabouts, used houses', () => {
    fc.assert(
      fc.property(previewArb, localeArb, ({ before, after }, locale) => {
        const doc = parseSvg(sheetSvg(before, { preview: after, locale }));
        const houses = (sheet: Sheet) => sheet.streets.flatMap((street) => street.houses);
        const pairs = houses(after).map((house, i) => [houses(before)[i], house] as const);
        expect(previewed(doc, 'wt-number')).toBe(pairs.filter(([was, now]) => now.number !== null && was?.number !== now.number).length);
        expect(previewed(doc, 'wt-built')).toBe(pairs.filter(([was, now]) => now.pool === 'built' && was?.pool !== 'built').length);
        expect(previewed(doc, 'wt-roundabout')).toBe(pairs.filter(([was, now]) => now.roundabout && was?.roundabout !== true).length);
        expect(previewed(doc, 'wt-used')).toBe(pairs.filter(([was, now]) => now.used !== false && was?.used !== now.used).length);
        const fences = (sheet: Sheet) => sheet.streets.flatMap((street) => street.fences);
        expect(previewed(doc, 'wt-fence')).toBe(fences(after).filter((fenced, i) => fenced && fences(before)[i] !== true).length);
        // Every box crossed by the choice: parks, estate values and the other tracks.
        const marks = (sheet: Sheet) => [...sheet.streets.map((street) => street.parks), ...sheet.improvements, sheet.pools, sheet.temps, sheet.bis, sheet.refusals, sheet.roundabouts];
        const added = marks(after).reduce((sum, count, i) => sum + count - (marks(before)[i] ?? 0), 0);
        expect(find(doc, 'wt-box wt-crossed').filter((box) => previewed(box, 'wt-cross') === 1)).toHaveLength(added);
      }),
      { numRuns: 40 },
    );
  });

  it('dims, with it, every target but those it changes: exactly the targets holding a new mark', () => {
    fc.assert(
      fc.property(previewArb, localeArb, ({ before, after }, locale) => {
        const doc = parseSvg(sheetSvg(before, { preview: after, dim: true, locale }));
        for (const target of elements(doc).filter((element) => classesOf(element).includes('wt-target'))) {
          expect(classesOf(target).includes('wt-dim')).toBe(find(target, 'wt-preview').length === 0);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('without a preview, nothing is marked new', () => {
    fc.assert(
      fc.property(anySheetArb, (sheet) => {
        expect(find(parseSvg(sheetSvg(sheet)), 'wt-preview')).toHaveLength(0);
      }),
      { numRuns: 20 },
    );
  });
});

/** Every target a sheet drawing has, the roundabout track drawn. */
const targetArb: fc.Arbitrary<SheetTarget> = fc.oneof(
  fc.constantFrom(...STREETS).chain((street) => fc.nat({ max: SHEET_LAYOUT[street].houses - 1 }).map((house): SheetTarget => ({ kind: 'house', street, house }))),
  fc.constantFrom(...STREETS).chain((street) => fc.nat({ max: SHEET_LAYOUT[street].houses }).map((slot): SheetTarget => ({ kind: 'slot', street, slot }))),
  fc.constantFrom<EstateSize>(1, 2, 3, 4, 5, 6).map((size): SheetTarget => ({ kind: 'estate', size })),
  fc.constantFrom(...STREETS).chain((street) => fc.option(fc.nat({ max: SHEET_LAYOUT[street].parks.length - 2 }), { nil: undefined }).map((box): SheetTarget => ({ kind: 'park', street, box }))),
  fc.constantFrom('pool', 'temp', 'bis', 'refusal', 'roundabout' as const).chain((track) => {
    const boxes = track === 'temp' ? TEMP_BOXES : TRACKS[track].length - 1;
    return fc.option(fc.nat({ max: boxes - 1 }), { nil: undefined }).map((box): SheetTarget => ({ kind: 'track', track, box }));
  }),
  fc.constantFrom(0, 1, 2 as const).map((plan): SheetTarget => ({ kind: 'plan', plan })),
);

/** Whether a drawn target is one the targets name, read from its class and data attributes alone. */
function named(element: SvgElement, targets: readonly SheetTarget[]): boolean {
  const data = (name: string) => element.getAttribute(`data-${name}`);
  const names = classesOf(element);
  return targets.some((target) => {
    switch (target.kind) {
      case 'house':
        return names.includes('wt-house') && data('street') === String(target.street) && data('house') === String(target.house);
      case 'slot':
        return names.includes('wt-slot') && data('street') === String(target.street) && data('slot') === String(target.slot);
      case 'estate':
        return names.includes('wt-estate') && data('estate') === String(target.size);
      case 'park':
        return data('track') === 'park' && data('street') === String(target.street) && (target.box === undefined || data('box') === String(target.box));
      case 'track':
        return data('track') === target.track && (target.box === undefined || data('box') === String(target.box));
      case 'plan':
        return (names.includes('wt-plan') || names.includes('wt-plan-card')) && data('plan') === String(target.plan);
    }
  });
}

describe('lit targets', () => {
  it('light exactly the targets named, and dim every other target when asked', () => {
    fc.assert(
      fc.property(anySheetArb, fc.array(targetArb, { maxLength: 6 }), fc.boolean(), localeArb, (sheet, light, dim, locale) => {
        const doc = parseSvg(sheetSvg(sheet, { light, dim, roundabouts: true, locale }));
        const targets = elements(doc).filter((element) => classesOf(element).includes('wt-target'));
        expect(targets.length).toBeGreaterThan(33 + 36);
        for (const target of targets) {
          const names = classesOf(target);
          expect(names.includes('wt-lit')).toBe(named(target, light));
          expect(names.includes('wt-dim')).toBe(dim && !named(target, light));
        }
        // Each target named is drawn: a lit element for each.
        for (const target of light) expect(targets.filter((element) => named(element, [target])).length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
