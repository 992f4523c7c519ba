// The estate values table ([rules §2.2](../../../docs/rules.md#22-score-tracks)): a column for each estate size, 1 to 6,
// headed by a little house with its size, then its value track top to bottom, crossed
// by improvements, the value in force ringed; at its foot, with a score, what the
// complete estates of that size are worth.
import { TRACKS, type EstateSize, type ScoreBreakdown, type Sheet } from '../../index.js';
import { CELL } from '../geometry.js';
import { targetClasses, type Marks } from '../marks.js';
import { drawTrack, trackLength } from './track.js';
import { classes, el, text, title } from '../xml.js';

/** A column's width, and the step from one column to the next. */
export const ESTATE_COLUMN = 42;
const ESTATE_STEP = ESTATE_COLUMN + 4;
/** The table's width. */
export const ESTATES_W = 6 * ESTATE_STEP - 4;

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];
const HEAD = 34;
const LONGEST = Math.max(...TRACKS.estates.map((values) => trackLength({ values, boxes: values.length - 1 })));

function column(sheet: Sheet, before: Sheet | undefined, size: EstateSize, x: number, y: number, score: ScoreBreakdown | undefined, marks: Marks): { svg: string; height: number } {
  const values = TRACKS.estates[size - 1] as readonly number[];
  const crossed = sheet.improvements[size - 1] ?? 0;
  const cx = x + ESTATE_COLUMN / 2;
  const words = marks.words;
  const head = [
    el('path', { class: 'wt-estate-head', d: `M${x + 4} ${y + 12}L${cx} ${y}L${x + ESTATE_COLUMN - 4} ${y + 12}V${y + HEAD - 4}H${x + 4}Z` }),
    text({ class: 'wt-label', x: cx, y: y + 27, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700 }, size),
  ];
  const track = drawTrack(
    {
      track: 'estate',
      data: { 'data-estate': size },
      name: words.estateTrack(size),
      values,
      boxes: values.length - 1,
      marks: crossed,
      before: before?.improvements[size - 1],
      x: x + (ESTATE_COLUMN - CELL) / 2,
      y: y + HEAD + 4,
      direction: 'column',
      shape: 'box',
      target: undefined,
    },
    marks,
  );
  // The columns are as tall as the longest track (sizes 4, 5 and 6), so the foot boxes line up.
  const foot = y + HEAD + 4 + LONGEST + 8;
  const entry = score?.estates[size - 1];
  const footBox = entry === undefined
    ? ''
    : el(
      'g',
      { class: 'wt-score', 'data-score': `estates-${size}`, role: 'img' },
      title(words.estateScore(size, entry.count, entry.value, entry.points)),
      el('rect', { class: 'wt-cell', x: x + 2, y: foot, width: ESTATE_COLUMN - 4, height: CELL, rx: 4 }),
      text({ class: 'wt-written', x: cx, y: foot + 20, 'text-anchor': 'middle', 'font-size': 16 }, entry.points),
    );
  const value = values[crossed] ?? 0;
  const svg = el(
    'g',
    { class: classes('wt-estate', targetClasses(marks, `estate:${size}`)), 'data-estate': size, role: 'img' },
    title(words.estate(size, value, crossed, values.length - 1)),
    ...head,
    track,
    footBox,
    el('rect', { class: 'wt-hit', x, y, width: ESTATE_COLUMN, height: foot - y - 4, rx: 4 }),
  );
  return { svg, height: foot + CELL - y };
}

/** The table with its top left corner at (`x`, `y`): its SVG and height. */
export function drawEstates(sheet: Sheet, before: Sheet | undefined, x: number, y: number, score: ScoreBreakdown | undefined, marks: Marks): { svg: string; height: number } {
  const columns = SIZES.map((size, i) => column(sheet, before, size, x + i * ESTATE_STEP, y + 20, score, marks));
  const label = text({ class: 'wt-label', x, y: y + 14, 'font-size': 14, 'font-weight': 700 }, marks.words.estateValues);
  return { svg: el('g', { class: 'wt-estates' }, label, ...columns.map((c) => c.svg)), height: 20 + Math.max(...columns.map((c) => c.height)) };
}
