// The Christmas lights sheet ([rules §11.2](../../../docs/rules.md#112-christmas-lights)): a string of lights hangs between
// every two linked neighbours, from roof to roof; in each street only the longest
// string scores, a point a house, and it is drawn brighter.
import { lightStrings, type LightString, type Sheet, type StreetIndex } from '../../index.js';
import { CELL, HOUSE_W, houseX } from '../geometry.js';
import { fresh, type Marks } from '../marks.js';
import type { SvgWords } from '../words.js';
import type { SeasonDrawing } from './drawing.js';
import { classes, el, num, text, title } from '../xml.js';

/** The first of the longest strings, or `undefined` without one. */
function longest(strings: readonly LightString[]): LightString | undefined {
  let best: LightString | undefined;
  for (const string of strings) if (best === undefined || string.size > best.size) best = string;
  return best;
}

/** The left houses of every linked pair of a street's strings. */
function links(strings: readonly LightString[]): Set<number> {
  const left = new Set<number>();
  for (const { start, size } of strings) for (let h = start; h < start + size - 1; h++) left.add(h);
  return left;
}

/** Which of a link to draw: all of it, or the half from its left house or to its right one (a link across a wrapped street's rows). */
type LinkPart = 'whole' | 'left' | 'right';

function link(s: StreetIndex, h: number, roofTop: number, inLongest: boolean, isNew: boolean, marks: Marks, part: LinkPart = 'whole'): string {
  const x1 = houseX(h) + HOUSE_W / 2;
  const x2 = x1 + (houseX(h + 1) - houseX(h));
  // Hung from roof top to roof top, sagging over the gap between the roofs.
  const top = roofTop - 4;
  const sag = roofTop + 8;
  const mid = (x1 + x2) / 2;
  const steps = part === 'whole' ? [0.2, 0.4, 0.6, 0.8] : part === 'left' ? [0.2, 0.4] : [0.6, 0.8];
  const bulbs = steps.map((t) => {
    // The point at t of the quadratic curve from (x1, top) through (mid, sag) to (x2, top).
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mid + t ** 2 * x2;
    const y = (1 - t) ** 2 * top + 2 * (1 - t) * t * sag + t ** 2 * top;
    return el('circle', { class: 'wt-bulb', cx: x, cy: y + 3, r: 3 });
  });
  // A half is the curve split at its middle, (mid, (top + sag) / 2): each half a quadratic of its own.
  const low = (top + sag) / 2;
  const d = part === 'whole'
    ? `M${num(x1)} ${top}Q${num(mid)} ${sag} ${num(x2)} ${top}`
    : part === 'left'
    ? `M${num(x1)} ${top}Q${num((x1 + mid) / 2)} ${num(low)} ${num(mid)} ${num(low)}`
    : `M${num(mid)} ${num(low)}Q${num((mid + x2) / 2)} ${num(low)} ${num(x2)} ${top}`;
  return el(
    'g',
    { class: classes('wt-light', inLongest && 'wt-longest', fresh(marks, isNew)), 'data-street': s, 'data-link': h, role: 'img' },
    title(marks.words.link(s, h)),
    el('path', { class: 'wt-wire', d }),
    ...bulbs,
  );
}

function block(sheet: Sheet, x: number, y: number, words: SvgWords): { svg: string; height: number } {
  const rows: string[] = [text({ class: 'wt-label', x, y: y + 14, 'font-size': 14, 'font-weight': 700 }, words.lights)];
  ([0, 1, 2] as const).forEach((s) => {
    const size = longest(lightStrings(sheet.streets[s]))?.size ?? 0;
    const score = size >= 2 ? size : 0;
    const by = y + 24 + s * (CELL + 4);
    const bx = x + 74;
    rows.push(
      text({ class: 'wt-label', x, y: by + 19, 'font-size': 13 }, words.streetShort(s)),
      el(
        'g',
        { class: 'wt-string-score', 'data-street': s, 'data-points': score, role: 'img' },
        title(words.longest(s, size, score)),
        el('rect', { class: 'wt-cell', x: bx, y: by, width: CELL, height: CELL, rx: 4 }),
        text({ class: 'wt-written', x: bx + CELL / 2, y: by + 20, 'text-anchor': 'middle', 'font-size': 16 }, score),
      ),
      text({ class: 'wt-note', x: bx + CELL + 8, y: by + 19, 'font-size': 12 }, size >= 2 ? words.houses(size) : words.noString),
    );
  });
  return { svg: el('g', { class: 'wt-season', 'data-season': 'christmas' }, ...rows), height: 24 + 3 * (CELL + 4) };
}

export function lightsDrawing(sheet: Sheet, before: Sheet | undefined, marks: Marks): SeasonDrawing {
  return {
    house: () => ({ marks: '', words: '' }),
    street(s, roofTop, from, to) {
      const strings = lightStrings(sheet.streets[s]);
      const best = longest(strings);
      const old = before === undefined ? undefined : links(lightStrings(before.streets[s]));
      // A link from house to - 1 leaves the row (its left half drawn here); one from house from - 1 arrives (its right half).
      const drawn = [...links(strings)].flatMap((h) => {
        const part: LinkPart | null = h >= from && h < to - 1 ? 'whole' : h === to - 1 ? 'left' : h === from - 1 ? 'right' : null;
        if (part === null) return [];
        const inLongest = best !== undefined && h >= best.start && h < best.start + best.size - 1;
        return [link(s, h, roofTop, inLongest, old !== undefined && !old.has(h), marks, part)];
      });
      return { under: '', over: drawn.join('') };
    },
    block: (x, y) => block(sheet, x, y, marks.words),
  };
}
