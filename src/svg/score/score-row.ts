// The score boxes at the foot of the sheet ([rules §7](../../../docs/rules.md#7-end-of-game-and-scoring)): plans + parks + pools +
// temps + estates (+ the season's points) − bis − refusals (− roundabouts) = total.
// Printed empty; with a score, each part written in its box.
import type { ScoreBreakdown } from '../../index.js';
import type { ScorePart, SvgWords } from '../words.js';
import { NARROW_TEXT } from '../geometry.js';
import { classes, el, text, title } from '../xml.js';

interface Part {
  readonly name: ScorePart;
  /** `+` adds, `−` subtracts, `=` is the total. */
  readonly sign: '+' | '−' | '=';
  readonly value: (score: ScoreBreakdown) => number;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

const PARTS: readonly Part[] = [
  { name: 'plans', sign: '+', value: (score) => score.plans },
  { name: 'parks', sign: '+', value: (score) => sum(score.parks) },
  { name: 'pools', sign: '+', value: (score) => score.pools },
  { name: 'temps', sign: '+', value: (score) => score.temps },
  { name: 'estates', sign: '+', value: (score) => sum(score.estates.map((estate) => estate.points)) },
  { name: 'seasonal', sign: '+', value: (score) => score.seasonal },
  { name: 'bis', sign: '−', value: (score) => score.bis },
  { name: 'refusals', sign: '−', value: (score) => score.refusals },
  { name: 'roundabouts', sign: '−', value: (score) => score.roundabouts },
  { name: 'total', sign: '=', value: (score) => score.total },
];

const BOX_W = 64;
const BOX_H = 36;
const STEP = BOX_W + 26;
/** The row's height, its labels included. */
export const SCORE_ROW_H = BOX_H + 18;

/** The parts drawn: the season's only on a seasonal sheet, the roundabouts' only with them. */
function partsShown(seasonal: boolean, roundabouts: boolean): readonly Part[] {
  return PARTS.filter((part) => (seasonal || part.name !== 'seasonal') && (roundabouts || part.name !== 'roundabouts'));
}

/** A part's box and what is written in it, the box's corner at (`bx`, `by`). */
function partBox(part: Part, score: ScoreBreakdown | undefined, bx: number, by: number, words: SvgWords, ...around: readonly string[]): string {
  const value = score === undefined ? undefined : part.value(score);
  const total = part.sign === '=';
  return el(
    'g',
    { class: classes('wt-score', total && 'wt-total'), 'data-score': part.name, role: 'img' },
    title(words.score(part.name, part.sign === '−', value)),
    ...around,
    el('rect', { class: 'wt-cell', x: bx, y: by, width: BOX_W, height: BOX_H, rx: 5 }),
    value === undefined ? '' : text({ class: 'wt-written', x: bx + BOX_W / 2, y: by + 26, 'text-anchor': 'middle', 'font-size': total ? 24 : 20, 'font-weight': total ? 700 : 400 }, value),
  );
}

/** The row from (`x`, `y`) in `words`: the season's box only on a seasonal sheet, the roundabouts' only with them. */
export function drawScoreRow(score: ScoreBreakdown | undefined, x: number, y: number, seasonal: boolean, roundabouts: boolean, words: SvgWords): string {
  const boxes = partsShown(seasonal, roundabouts).map((part, i) => {
    const bx = x + i * STEP;
    return partBox(
      part,
      score,
      bx,
      y + 18,
      words,
      i === 0 ? '' : text({ class: 'wt-sign', x: bx - 13, y: y + 18 + BOX_H / 2 + 7, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700 }, part.sign),
      text({ class: 'wt-label', x: bx + BOX_W / 2, y: y + 12, 'text-anchor': 'middle', 'font-size': 12 }, words.scoreLabels[part.name]),
    );
  });
  return el('g', { class: 'wt-scores' }, ...boxes);
}

const NARROW_ROW = BOX_H + 8;

/**
 * The same boxes on the narrow arrangement, `width` wide from (`x`, `y`): two columns
 * read down, the points won on the left, the penalties and the total on the right, each
 * box after its sign and label. Its SVG and height.
 */
export function drawNarrowScoreRow(score: ScoreBreakdown | undefined, x: number, y: number, width: number, seasonal: boolean, roundabouts: boolean, words: SvgWords): { svg: string; height: number } {
  const parts = partsShown(seasonal, roundabouts);
  const rows = Math.ceil(parts.length / 2);
  const column = (width - 16) / 2;
  const boxes = parts.map((part, i) => {
    const cx = x + Math.floor(i / rows) * (column + 16);
    const by = y + (i % rows) * NARROW_ROW;
    const middle = by + BOX_H / 2 + 6;
    return partBox(
      part,
      score,
      cx + column - BOX_W,
      by,
      words,
      i === 0 ? '' : text({ class: 'wt-sign', x: cx + 8, y: middle + 1, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700 }, part.sign),
      text({ class: 'wt-label', x: cx + 22, y: middle, 'font-size': NARROW_TEXT }, words.scoreLabels[part.name]),
    );
  });
  return { svg: el('g', { class: 'wt-scores' }, ...boxes), height: rows * NARROW_ROW - 8 };
}
