import { describe, expect, it } from 'vitest';
import { createGame, isRuleError } from '../../src/index.js';
import { offerSvg, sheetSvg, type SheetSvgOptions } from '../../src/svg/index.js';
import { elements, find, parseSvg, type SvgElement } from './read-svg.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';

// `styling: 'attributes'`: the drawing for renderers outside browsers (rsvg,
// ImageMagick, e-mail clients), which read no custom property and draw the default
// stylesheet's colours black. The same look, written on each element. What a renderer
// makes of it is test/svg/renderers.renderer.test.ts's: there, each drawing below is
// also shown to match the stylesheet's pixel for pixel in Chromium.

const both = [
  ...SHEET_POSITIONS.flatMap((position) => [
    { name: position.name, draw: (o: SheetSvgOptions) => sheetSvg(position.sheet, { ...position.options, ...o }) },
    { name: `${position.name} narrow, French`, draw: (o: SheetSvgOptions) => sheetSvg(position.sheet, { ...position.options, arrangement: 'narrow', locale: 'fr', ...o }) },
    { name: `${position.name} decorative`, draw: (o: SheetSvgOptions) => sheetSvg(position.sheet, { ...position.options, decorative: true, ...o }) },
  ]),
  ...OFFER_POSITIONS.map((position) => ({
    name: position.name,
    draw: (o: SheetSvgOptions) => offerSvg(position.pairs, { light: position.light, dim: position.light !== undefined, ...(o.styling === undefined ? {} : { styling: o.styling }) }),
  })),
];

/** The drawing's elements but its stylesheet, in order. */
const drawn = (svg: string): SvgElement[] => elements(parseSvg(svg)).filter((element) => element.tagName !== 'style');

/** Every element as its name, its attributes but the look's and the class, and its text. */
function skeleton(svg: string): string[] {
  const look = new Set(['class', 'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'opacity', 'font-family', 'font-weight']);
  return drawn(svg).map((element) => {
    const kept = Array.from({ length: element.attributes.length }, (_, i) => element.attributes.item(i)).filter((attr) => attr !== null && !look.has(attr.name));
    const words = element.tagName === 'text' || element.tagName === 'title' ? ` "${element.textContent}"` : '';
    return `${element.tagName} ${kept.map((attr) => `${attr?.name}=${attr?.value}`).join(' ')}${words}`;
  });
}

describe("styling: 'attributes'", () => {
  it.each(both)('$name: no stylesheet, no custom property, no class; the same elements, data, names and text', ({ draw }) => {
    const styled = draw({});
    const plain = draw({ styling: 'attributes' });
    expect(plain).not.toMatch(/<style|var\(|--wt-| class="/);
    expect(styled).toMatch(/<style>.*var\(--wt-/);
    expect(skeleton(plain)).toEqual(skeleton(styled));
  });

  /** The first element a class and data find in a position's drawing (or one under it), read in its attributes' drawing at the same place. */
  function twin(name: string, selector: string, data: Readonly<Record<string, string | number>> = {}, under?: string): SvgElement {
    const position = SHEET_POSITIONS.find((p) => p.name === name);
    if (position === undefined) throw new Error(`no position ${name}`);
    const doc = parseSvg(sheetSvg(position.sheet, position.options));
    const outer = find(doc, selector, data)[0];
    const found = under === undefined ? outer : outer === undefined ? undefined : find(outer, under)[0];
    if (found === undefined) throw new Error(`nothing matches ${selector} ${under ?? ''} in ${name}`);
    const at = elements(doc).filter((element) => element.tagName !== 'style').indexOf(found);
    return drawn(sheetSvg(position.sheet, { ...position.options, styling: 'attributes' }))[at] as SvgElement;
  }

  /** An element's element children. */
  const children = (element: SvgElement): SvgElement[] =>
    Array.from({ length: element.childNodes.length }, (_, i) => element.childNodes.item(i)).filter((node): node is SvgElement => node?.nodeType === 1);

  it("writes the default look's colours: the paper, a house, a park, a pool, the pen", () => {
    const doc = parseSvg(sheetSvg(createGame({ players: 2, seed: 'plain' }).players[0]!.sheet, { styling: 'attributes' }));
    const paper = elements(doc).find((element) => element.tagName === 'rect');
    expect(paper?.getAttribute('fill')).toBe('#fbf8ef');
    expect(doc.documentElement?.getAttribute('font-family')).toBe("'Trebuchet MS','Segoe UI',system-ui,sans-serif");
    const [roof, body] = children(twin('classic-played', 'wt-house', { street: 0, house: 8 })).filter((element) => element.tagName !== 'title');
    expect([roof?.getAttribute('fill'), roof?.getAttribute('stroke'), body?.getAttribute('fill')]).toEqual(['#ecdcc4', '#34495e', '#fff']);
    expect(twin('classic-played', 'wt-tree').getAttribute('fill')).toBe('#ddf0da');
    expect(twin('classic-played', 'wt-tree').getAttribute('stroke')).toBe('#3c9a4f');
    expect(twin('classic-played', 'wt-pool').getAttribute('fill')).toBe('#d5ebfa');
    expect(twin('classic-played', 'wt-built-water').getAttribute('fill')).toBe('#2f8fd0');
    const number = twin('classic-played', 'wt-number');
    expect([number.getAttribute('fill'), number.getAttribute('font-weight')]).toEqual(['#1d4ed8', '700']);
    expect(number.getAttribute('font-family')).toContain('cursive');
  });

  it('follows the custom properties down the tree: a preview in its colour, lit and dimmed targets, each effect in its own', () => {
    // The preview: its new number in the preview's colour (--wt-pen set to --wt-preview on the mark).
    expect(twin('preview', 'wt-number wt-preview').getAttribute('fill')).toBe('#d6338f');
    expect(twin('preview', 'wt-hit').getAttribute('fill')).toBe('transparent');
    const litHit = twin('classic-lit', 'wt-lit', {}, 'wt-hit');
    expect([litHit.getAttribute('fill'), litHit.getAttribute('fill-opacity')]).toEqual(['#ff8a00', '.22']);
    expect(twin('classic-lit', 'wt-dim').getAttribute('opacity')).toBe('.3');

    const offer = OFFER_POSITIONS.find((p) => p.name === 'offer-effects');
    const effects = parseSvg(offerSvg(offer?.pairs ?? [], { styling: 'attributes' }));
    const colours = elements(effects)
      .filter((element) => element.getAttribute('data-effect') !== '' && element.getAttribute('data-effect') !== null)
      .map((symbol) => [symbol.getAttribute('data-effect'), elements(symbol).filter((element) => element.tagName === 'text').at(-1)?.getAttribute('fill')]);
    expect(Object.fromEntries(colours)).toEqual({ fence: '#8d5a2b', pool: '#2f8fd0', temp: '#e07b14', bis: '#c0392b', park: '#3c9a4f', improvement: '#7b4fb3' });
  });

  it('is refused as anything but stylesheet or attributes, with RuleError argument/invalid', () => {
    const sheet = createGame({ players: 2, seed: 'plain' }).players[0]!.sheet;
    for (const draw of [() => sheetSvg(sheet, { styling: 'plain' as never }), () => offerSvg(createGame({ players: 2, seed: 'plain' }).offer, { styling: true as never })]) {
      let caught: unknown;
      try {
        draw();
      } catch (error) {
        caught = error;
      }
      expect(isRuleError(caught) && caught.code === 'argument/invalid' && caught.details.name === 'options.styling').toBe(true);
    }
    expect(sheetSvg(sheet, { styling: 'stylesheet' })).toBe(sheetSvg(sheet));
  });
});
