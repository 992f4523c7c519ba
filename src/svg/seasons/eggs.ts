// The spring eggs sheet ([rules §11.3](../../../docs/rules.md#113-spring-eggs)): one or two eggs drawn above some
// houses, filled in once collected; the eggs collected and what they are worth in the
// score area, the threshold reached ringed.
import { EGG_SPOTS, EGG_VALUES, type Season, type StreetIndex } from '../../index.js';
import { CELL, HOUSE_W, houseX } from '../geometry.js';
import { fresh, type Marks } from '../marks.js';
import type { SvgWords } from '../words.js';
import type { SeasonDrawing } from './drawing.js';
import { classes, el, text, title } from '../xml.js';

type Eggs = Extract<Season, { readonly kind: 'eggs' }>;

function eggMarks(season: Eggs, before: Eggs | undefined, s: StreetIndex, h: number, roofTop: number, marks: Marks): string {
  const spots = EGG_SPOTS[s][h] ?? 0;
  const collected = season.eggs[s][h] ?? 0;
  const was = before?.eggs[s][h] ?? 0;
  const cx = houseX(h) + HOUSE_W / 2;
  const eggs: string[] = [];
  for (let k = 0; k < spots; k++) {
    const taken = k < collected;
    eggs.push(el('ellipse', { class: classes('wt-egg', taken && 'wt-collected', taken && fresh(marks, k >= was)), cx: cx + (k - (spots - 1) / 2) * 16, cy: roofTop - 13, rx: 6.5, ry: 9 }));
  }
  return eggs.join('');
}

function block(season: Eggs, x: number, y: number, words: SvgWords, narrow: boolean): { svg: string; height: number } {
  // The narrow arrangement's words are larger: the box and the steps further apart.
  const boxX = x + (narrow ? 96 : 74);
  const stepW = narrow ? 78 : 54;
  let eggs = 0;
  let drawn = 0;
  ([0, 1, 2] as const).forEach((s) => {
    for (const count of season.eggs[s]) eggs += count ?? 0;
    for (const spots of EGG_SPOTS[s]) drawn += spots;
  });
  const reached = EGG_VALUES.filter((step) => eggs >= step.eggs).at(-1);
  const worth = reached?.points ?? 0;
  const parts = [
    text({ class: 'wt-label', x, y: y + 14, 'font-size': 14, 'font-weight': 700 }, words.springEggs),
    el(
      'g',
      { class: 'wt-egg-total', 'data-eggs': eggs, 'data-points': worth, role: 'img' },
      title(words.eggTotal(eggs, drawn, worth)),
      text({ class: 'wt-label', x, y: y + 40, 'font-size': 13 }, words.collected),
      el('rect', { class: 'wt-cell', x: boxX, y: y + 22, width: CELL + 8, height: CELL, rx: 4 }),
      text({ class: 'wt-written', x: boxX + (CELL + 8) / 2, y: y + 42, 'text-anchor': 'middle', 'font-size': 16 }, eggs),
      text({ class: 'wt-note', x: boxX + CELL + 16, y: y + 41, 'font-size': 12 }, words.ofEggs(drawn)),
    ),
  ];
  EGG_VALUES.forEach((step, i) => {
    const cx = x + (narrow ? 30 : 20) + i * stepW;
    const cy = y + 82;
    parts.push(
      el(
        'g',
        { class: classes('wt-egg-step', step === reached && 'wt-reached'), 'data-eggs': step.eggs, role: 'img' },
        title(words.eggStep(step.eggs, step.points, step === reached)),
        text({ class: 'wt-note', x: cx, y: cy - 8, 'text-anchor': 'middle', 'font-size': 12 }, words.eggCount(step.eggs)),
        el('rect', { class: 'wt-cell', x: cx - CELL / 2, y: cy, width: CELL, height: CELL, rx: 4 }),
        text({ class: 'wt-value', x: cx, y: cy + 19, 'text-anchor': 'middle', 'font-size': 14 }, step.points),
        step === reached ? el('circle', { class: 'wt-ring', cx, cy: cy + CELL / 2, r: CELL / 2 + 2 }) : '',
      ),
    );
  });
  return { svg: el('g', { class: 'wt-season', 'data-season': 'eggs' }, ...parts), height: 82 + CELL + 4 };
}

export function eggsDrawing(season: Eggs, before: Eggs | undefined, marks: Marks): SeasonDrawing {
  return {
    house(s, h, roofTop) {
      const spots = EGG_SPOTS[s][h] ?? 0;
      if (spots === 0) return { marks: '', words: '' };
      return { marks: eggMarks(season, before, s, h, roofTop, marks), words: marks.words.eggs(spots, season.eggs[s][h] ?? 0) };
    },
    street: () => ({ under: '', over: '' }),
    block: (x, y, narrow) => block(season, x, y, marks.words, narrow),
  };
}
