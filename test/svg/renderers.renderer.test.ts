import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { renderFile } from '../../src/cli/render-svg.js';
import type { Io } from '../../src/cli/io.js';
import { greedyBot, playGame, replay } from '../../src/index.js';
import { offerSvg, sheetSvg, type SheetSvgOptions } from '../../src/svg/index.js';
import { readPng, type Picture } from '../support/png.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';
import { find, parseSvg, type SvgElement } from './read-svg.js';

// The drawing outside browsers: `styling: 'attributes'` (and every file `welcome-to
// render` writes) converted to PNG by programs that read no CSS custom property, Debian's
// rsvg-convert (librsvg2-bin) and ImageMagick, and the colours of the paper, a house, a
// park, a pool and a fence read back from the pixels. The stylesheet's drawing comes out
// black there. And in Chromium, both stylings draw every golden position pixel for pixel
// alike. `npm run test:renderers`; .ci/run installs the programs from Debian.

const scratch = mkdtempSync(join(tmpdir(), 'welcome-to-renderers-'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The program, or a failure that says how to install it: CI must run these tests, never skip them. */
function program(command: string, args: readonly string[], debian: string): void {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) throw new Error(`${command} is missing: apt-get install -y ${debian} (.ci/run installs it)`);
}

/** `svg` converted to a PNG by a command line (`{in}` and `{out}` its files), read back; `undefined` when the program fails. */
function convertedOrNot(svg: string, name: string, command: readonly string[]): { picture: Picture | undefined; problem: string } {
  const input = join(scratch, `${name}.svg`);
  const output = join(scratch, `${name}.png`);
  writeFileSync(input, svg);
  const [tool = '', ...args] = command.map((part) => part.replace('{in}', input).replace('{out}', output));
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  return { picture: run.status === 0 ? readPng(readFileSync(output)) : undefined, problem: `${tool}: ${run.stderr}` };
}

/** The same, where the program must succeed, and quietly. */
function converted(svg: string, name: string, command: readonly string[]): Picture {
  const { picture, problem } = convertedOrNot(svg, name, command);
  expect(picture, problem).toBeDefined();
  return picture as Picture;
}

const RENDERERS = [
  { name: 'rsvg-convert', probe: ['rsvg-convert', '--version'], debian: 'librsvg2-bin', command: ['rsvg-convert', '-o', '{out}', '{in}'] },
  // PNG32: 8-bit RGBA, whatever colours the picture holds. ImageMagick's own SVG renderer.
  { name: 'ImageMagick', probe: ['convert', '-version'], debian: 'imagemagick', command: ['convert', '{in}', 'PNG32:{out}'] },
] as const;

/** Where to look, read off the stylesheet's drawing of the same sheet (its classes name the parts). */
interface Spot {
  readonly what: string;
  readonly x: number;
  readonly y: number;
  readonly colour: string;
}

const num = (element: SvgElement | undefined, name: string): number => Number(element?.getAttribute(name));
const hasClass = (element: SvgElement, name: string) => (element.getAttribute('class') ?? '').split(' ').includes(name);

/** The spots of a house, a park, a pool, a fence and the paper, inside each shape, clear of its outline and of any word. */
function spots(svg: string): Spot[] {
  const doc = parseSvg(svg);
  const height = num(doc.documentElement as SvgElement, 'height');
  const houses = find(doc, 'wt-house');
  const empty = houses.find((house) => hasClass(house, 'wt-empty'));
  const body = empty === undefined ? undefined : find(empty, 'wt-body')[0];
  const unused = houses.find((house) => find(house, 'wt-used').length === 0);
  const roof = unused === undefined ? undefined : find(unused, 'wt-roof')[0];
  const corners = [...(roof?.getAttribute('d') ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  const tree = find(doc, 'wt-box', { track: 'park' }).filter((box) => !hasClass(box, 'wt-crossed')).map((box) => find(box, 'wt-tree')[0])[0];
  const printed = houses.filter((house) => find(house, 'wt-built').length === 0).flatMap((house) => find(house, 'wt-pool'))[0];
  const built = find(doc, 'wt-built-water')[0];
  const fence = find(doc, 'wt-fence').find((line) => !hasClass(line, 'wt-end'));
  // A fence is a vertical line, M x y1 V y2.
  const [fx, fy1, fy2] = /^M(-?[\d.]+) (-?[\d.]+)V(-?[\d.]+)$/.exec(fence?.getAttribute('d') ?? '')?.slice(1).map(Number) ?? [];
  const list: Spot[] = [
    { what: 'the paper', x: 6, y: height / 2, colour: '#fbf8ef' },
    { what: "an empty house's body", x: num(body, 'x') + 8, y: num(body, 'y') + 8, colour: '#ffffff' },
    { what: "a house's roof", x: corners.reduce((sum, [x]) => sum + x, 0) / 3, y: corners.reduce((sum, [, y]) => sum + y, 0) / 3 + 2, colour: '#ecdcc4' },
    { what: 'a park box not crossed', x: num(tree, 'cx'), y: num(tree, 'cy') - 9, colour: '#ddf0da' },
    // Under its wave, which runs along its middle.
    { what: 'a pool to build', x: num(printed, 'x') + num(printed, 'width') / 2, y: num(printed, 'y') + num(printed, 'height') - 1.75, colour: '#d5ebfa' },
    { what: 'a built pool', x: num(built, 'x') + 3.5, y: num(built, 'y') + num(built, 'height') / 2, colour: '#2f8fd0' },
    { what: 'a fence', x: fx ?? Number.NaN, y: ((fy1 ?? Number.NaN) + (fy2 ?? Number.NaN)) / 2, colour: '#1d4ed8' },
  ];
  for (const spot of list) if (!Number.isFinite(spot.x) || !Number.isFinite(spot.y)) throw new Error(`no spot for ${spot.what}`);
  return list;
}

const hex = ([r, g, b]: readonly number[]): string => `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
const near = (got: readonly number[], wanted: string, tolerance: number) => [1, 3, 5].every((at, i) => Math.abs((got[i] ?? 0) - Number.parseInt(wanted.slice(at, at + 2), 16)) <= tolerance);

/** Each spot's colour in `picture`, as `what: #rrggbb`, beside what it should be. */
function colours(picture: Picture, list: readonly Spot[]): { got: string[]; wanted: string[] } {
  const got = list.map((spot) => {
    const pixel = picture.pixel(spot.x, spot.y);
    return `${spot.what}: ${near(pixel, spot.colour, 3) ? spot.colour : hex(pixel)}`;
  });
  return { got, wanted: list.map((spot) => `${spot.what}: ${spot.colour}`) };
}

/** A played sheet with every part the spots need: used and unused houses, built and printed pools, fences, crossed and empty park boxes. */
const played = SHEET_POSITIONS.find((position) => position.name === 'classic-played');
if (played === undefined) throw new Error('no classic-played position');

describe.each(RENDERERS)('$name, which reads no custom property', ({ name, probe, debian, command }) => {
  it('is installed (Debian: the package this test names)', () => {
    program(probe[0], probe.slice(1), debian);
  });

  it("draws styling 'attributes' in the default look: the paper, a house, a park, a pool and a fence in their colours", () => {
    const options: SheetSvgOptions = played.options;
    const list = spots(sheetSvg(played.sheet, options));
    const { got, wanted } = colours(converted(sheetSvg(played.sheet, { ...options, styling: 'attributes' }), `${name}-attributes`, command), list);
    expect(got).toEqual(wanted);
  });

  it('fails to draw the stylesheet drawing: its colours are custom properties, which it reads as black, or it gives up', () => {
    const list = spots(sheetSvg(played.sheet, played.options));
    const { picture } = convertedOrNot(sheetSvg(played.sheet, played.options), `${name}-stylesheet`, command);
    if (picture !== undefined) {
      const { got, wanted } = colours(picture, list);
      expect(got.filter((spot, i) => spot === wanted[i]).length).toBeLessThan(wanted.length);
    }
  });
});

describe('the files `welcome-to render` writes', () => {
  it('rsvg-convert draws them in the default look, the paper, houses, parks, pools and fences in their colours', async () => {
    program('rsvg-convert', ['--version'], 'librsvg2-bin');
    const { state } = playGame({ players: 2, seed: 'renderers' }, [greedyBot, greedyBot]);
    const record = join(scratch, 'record.json');
    const out = join(scratch, 'render.svg');
    writeFileSync(record, JSON.stringify(state.record));
    const lines: string[] = [];
    const io = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text) } as unknown as Io;
    // As round 12 began: houses written and houses still empty, pools built and to build.
    expect(await renderFile({ file: record, player: '1', round: 12, out, locale: 'en' }, io), lines.join('\n')).toBe(0);
    const file = readFileSync(out, 'utf8');
    expect(file).not.toMatch(/<style|var\(--/);
    // The spots, read off the same sheet drawn with the stylesheet (the file carries no classes).
    const twelfth = replay({ options: state.record.options, rounds: state.record.rounds.slice(0, 11) });
    const list = spots(sheetSvg(twelfth.players[0]!.sheet, { plans: twelfth.plans }));
    const picture = converted(file, 'render', ['rsvg-convert', '-o', '{out}', '{in}']);
    const { got, wanted } = colours(picture, list);
    expect(got).toEqual(wanted);
  });
});

describe('in Chromium', () => {
  const browser = existsSync(chromiumPath)
    ? chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
    : Promise.reject(new Error(`no Chromium at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`));
  browser.catch(() => undefined);
  afterAll(async () => {
    await (await browser.catch(() => undefined))?.close();
  });

  const drawings = [
    ...SHEET_POSITIONS.flatMap((position) => [
      { name: position.name, draw: (o: SheetSvgOptions) => sheetSvg(position.sheet, { ...position.options, ...o }) },
      { name: `${position.name}, narrow, in French`, draw: (o: SheetSvgOptions) => sheetSvg(position.sheet, { ...position.options, arrangement: 'narrow', locale: 'fr', ...o }) },
    ]),
    ...OFFER_POSITIONS.map((position) => ({
      name: position.name,
      draw: (o: SheetSvgOptions) => offerSvg(position.pairs, { light: position.light, dim: position.light !== undefined, ...(o.styling === undefined ? {} : { styling: o.styling }) }),
    })),
  ];

  it.each(drawings)("$name: styling 'attributes' is drawn pixel for pixel as the stylesheet's", async ({ draw }) => {
    const page = await (await browser).newPage({ viewport: { width: 1100, height: 800 } });
    try {
      const shots: Buffer[] = [];
      for (const styling of ['stylesheet', 'attributes'] as const) {
        await page.setContent(`<!doctype html><html><body style="margin:0">${draw({ styling })}</body></html>`);
        shots.push(await page.locator('svg').first().screenshot());
      }
      expect(shots[1]?.equals(shots[0] as Buffer)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
