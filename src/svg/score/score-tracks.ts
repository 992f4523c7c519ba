// The score tracks below the streets, one a row: pools, temps, and the penalties (bis,
// refusals and, with roundabouts, roundabouts), each with its name and a sign for
// what it does to the score.
import { TEMP_BOXES, TRACKS, type Sheet } from '../../index.js';
import { CELL, NARROW_HIT_PAD, NARROW_TEXT } from '../geometry.js';
import { targetClasses, type Marks } from '../marks.js';
import { drawTrack, trackLength } from './track.js';
import type { ScoreTrack } from '../types.js';
import { el, text } from '../xml.js';

interface Row {
  readonly track: ScoreTrack;
  readonly values: readonly number[] | null;
  readonly boxes: number;
  readonly marks: (sheet: Sheet) => number;
}

const ROWS: readonly Row[] = [
  { track: 'pool', values: TRACKS.pool, boxes: TRACKS.pool.length - 1, marks: (sheet) => sheet.pools },
  { track: 'temp', values: null, boxes: TEMP_BOXES, marks: (sheet) => sheet.temps },
  { track: 'bis', values: TRACKS.bis, boxes: TRACKS.bis.length - 1, marks: (sheet) => sheet.bis },
  { track: 'refusal', values: TRACKS.refusal, boxes: TRACKS.refusal.length - 1, marks: (sheet) => sheet.refusals },
  { track: 'roundabout', values: TRACKS.roundabout, boxes: TRACKS.roundabout.length - 1, marks: (sheet) => sheet.roundabouts },
];

const LABEL_W = 104;
const ROW_H = CELL + 8;

/** The rows' width: the widest track and its label. */
export const TRACKS_W = LABEL_W + Math.max(...ROWS.map((row) => trackLength(row)));

/** One track's boxes from (`x`, `y`), each a target of the effect or claim that crosses it. */
function trackBoxes(row: Row, sheet: Sheet, before: Sheet | undefined, x: number, y: number, marks: Marks, hitPad?: number): string {
  return drawTrack(
    {
      track: row.track,
      data: {},
      name: marks.words.tracks[row.track],
      values: row.values,
      boxes: row.boxes,
      marks: row.marks(sheet),
      before: before === undefined ? undefined : row.marks(before),
      x,
      y,
      direction: 'row',
      shape: 'box',
      target: (box) => targetClasses(marks, `track:${row.track}:${box}`, `track:${row.track}:*`),
      ...(hitPad === undefined ? {} : { hitPad }),
    },
    marks,
  );
}

/** The rows from (`x`, `y`), the roundabout track only when `roundabouts`: their SVG and height. */
export function drawScoreTracks(sheet: Sheet, before: Sheet | undefined, x: number, y: number, roundabouts: boolean, marks: Marks): { svg: string; height: number } {
  const rows = ROWS.filter((row) => roundabouts || row.track !== 'roundabout');
  const parts = rows.map((row, i) => {
    const ry = y + i * ROW_H;
    return text({ class: 'wt-label', x, y: ry + 19, 'font-size': 14 }, marks.words.trackLabels[row.track]) + trackBoxes(row, sheet, before, x + LABEL_W, ry, marks);
  });
  return { svg: el('g', { class: 'wt-tracks' }, ...parts), height: rows.length * ROW_H - 8 };
}

/** A row of the narrow arrangement's tracks: the label over the boxes. */
const NARROW_ROW_H = 22 + CELL + 12;

/**
 * The same tracks on the narrow arrangement from (`x`, `y`), each label over its boxes
 * (the words are larger there): pools, temps and bis a row each, refusals and
 * roundabouts side by side. Their SVG and height.
 */
export function drawNarrowScoreTracks(sheet: Sheet, before: Sheet | undefined, x: number, y: number, roundabouts: boolean, marks: Marks): { svg: string; height: number } {
  const rows = ROWS.filter((row) => roundabouts || row.track !== 'roundabout');
  let ry = y;
  let rx = x;
  const parts = rows.map((row) => {
    // Refusals and roundabouts are short: the roundabouts go beside the refusals.
    if (row.track === 'roundabout') rx = x + trackLength(ROWS[3] as Row) + 40;
    else if (row.track !== 'pool') ry += NARROW_ROW_H;
    return text({ class: 'wt-label', x: rx, y: ry + 16, 'font-size': NARROW_TEXT }, marks.words.trackLabels[row.track]) + trackBoxes(row, sheet, before, rx, ry + 22, marks, NARROW_HIT_PAD);
  });
  return { svg: el('g', { class: 'wt-tracks' }, ...parts), height: ry + NARROW_ROW_H - 12 - y };
}
