import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SVG_CLASSES, offerSvg, sheetSvg } from '../../src/svg/index.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';
import { classesOf, elements, lineByTag, parseSvg } from './read-svg.js';

// The drawings of fixed positions, compared as text with the files in golden/, one tag
// a line so that a change reads element by element in the diff. A change in the
// drawing is meant when the diff says so: `npm run golden:svg` (UPDATE_GOLDEN=1) writes
// them anew, and the diff is reviewed, the PNGs of test/svg/look.ts beside it.
const folder = new URL('golden/', import.meta.url);
const update = process.env.UPDATE_GOLDEN === '1';

/** Drawn in French too: a sheet of each kind (roundabouts is a Classic one), a scored end, and an expert offer. */
const IN_FRENCH = new Set(['roundabouts', 'ice-cream', 'christmas', 'eggs', 'scored-sheet', 'offer-expert']);

/** Drawn in the narrow arrangement too: lit targets, lights across a wrapped street, a seasonal sheet in French, a scored end, an expert offer in French. */
const NARROW = new Set(['classic-lit', 'christmas', 'scored-sheet']);
const NARROW_FR = new Set(['ice-cream', 'offer-expert']);

const drawings = [
  ...SHEET_POSITIONS.map((position) => ({ name: position.name, svg: sheetSvg(position.sheet, position.options) })),
  ...OFFER_POSITIONS.map((position) => ({ name: position.name, svg: offerSvg(position.pairs, { light: position.light, dim: position.light !== undefined }) })),
  ...SHEET_POSITIONS.filter((position) => IN_FRENCH.has(position.name)).map((position) => ({ name: `${position.name}-fr`, svg: sheetSvg(position.sheet, { ...position.options, locale: 'fr' }) })),
  ...OFFER_POSITIONS.filter((position) => IN_FRENCH.has(position.name)).map((position) => ({
    name: `${position.name}-fr`,
    svg: offerSvg(position.pairs, { light: position.light, dim: position.light !== undefined, locale: 'fr' }),
  })),
  ...SHEET_POSITIONS.filter((position) => NARROW.has(position.name)).map((position) => ({
    name: `${position.name}-narrow`,
    svg: sheetSvg(position.sheet, { ...position.options, arrangement: 'narrow' }),
  })),
  ...SHEET_POSITIONS.filter((position) => NARROW_FR.has(position.name)).map((position) => ({
    name: `${position.name}-narrow-fr`,
    svg: sheetSvg(position.sheet, { ...position.options, arrangement: 'narrow', locale: 'fr' }),
  })),
  ...OFFER_POSITIONS.filter((position) => NARROW_FR.has(position.name)).map((position) => ({
    name: `${position.name}-narrow-fr`,
    svg: offerSvg(position.pairs, { light: position.light, arrangement: 'narrow', locale: 'fr' }),
  })),
];

describe('golden drawings', () => {
  it('cover every kind of sheet and the variants drawn differently, each kind in French, and the narrow arrangement', () => {
    expect(drawings.map((drawing) => drawing.name)).toEqual([
      'classic-empty',
      'classic-played',
      'classic-lit',
      'roundabouts',
      'ice-cream',
      'christmas',
      'eggs',
      'finished-game',
      'scored-sheet',
      'preview',
      'offer',
      'offer-expert-hidden',
      'offer-expert',
      'offer-effects',
      'roundabouts-fr',
      'ice-cream-fr',
      'christmas-fr',
      'eggs-fr',
      'scored-sheet-fr',
      'offer-expert-fr',
      'classic-lit-narrow',
      'christmas-narrow',
      'scored-sheet-narrow',
      'ice-cream-narrow-fr',
      'offer-expert-narrow-fr',
    ]);
  });

  it('use every class SVG_CLASSES documents, so that none is a name without a use', () => {
    const used = new Set(drawings.flatMap(({ svg }) => elements(parseSvg(svg)).flatMap(classesOf)));
    expect(SVG_CLASSES.filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(drawings)('$name is drawn as its golden file', ({ name, svg }) => {
    const file = new URL(`${name}.svg`, folder);
    const text = lineByTag(svg);
    parseSvg(text);
    if (update) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file), `${name}.svg: run npm run golden:svg`).toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
