// One score track: a row (or column) of boxes crossed from the first. As on the paper
// sheet, box b shows the value the track reaches when it is crossed, values[b + 1];
// before the first box stands the track's start value, values[0]. The track is worth
// the lowest value not crossed past: the last crossed box's, or the start value, and
// that one is ringed. The temp track has boxes and no values.
import { CELL } from '../geometry.js';
import { fresh, type Marks } from '../marks.js';
import { classes, el, num, text, title, type Attrs } from '../xml.js';

/** What a track is and where it is drawn. */
export interface TrackSpec {
  /** Its `data-track`. */
  readonly track: string;
  /** More data attributes of the track and its boxes (`data-street`, `data-estate`). */
  readonly data: Attrs;
  /** Its name in titles: "pool track". */
  readonly name: string;
  /** Its values, or `null` for boxes without values (temps). */
  readonly values: readonly number[] | null;
  /** How many boxes it has. */
  readonly boxes: number;
  /** How many are crossed. */
  readonly marks: number;
  /** With a preview, how many were crossed before the choice. */
  readonly before: number | undefined;
  /** The top left corner of its start value (or first box). */
  readonly x: number;
  readonly y: number;
  /** Boxes left to right, or top to bottom. */
  readonly direction: 'row' | 'column';
  /** Square boxes, or trees (parks). */
  readonly shape: 'box' | 'tree';
  /** The classes of box `b` as a target, or `undefined` where boxes are no targets. */
  readonly target: ((box: number) => string) | undefined;
  /** How far a target box's hit area reaches past the box: 1 unit unless said. */
  readonly hitPad?: number | undefined;
}

const GAP = 3;

/** The position of cell `index` (0 is the start value) of a track. */
function cellAt(spec: TrackSpec, index: number): { readonly x: number; readonly y: number } {
  const offset = index * (CELL + GAP);
  return spec.direction === 'row' ? { x: spec.x + offset, y: spec.y } : { x: spec.x, y: spec.y + offset };
}

/** How far a track reaches from its corner along its direction. */
export function trackLength(spec: Pick<TrackSpec, 'values' | 'boxes'>): number {
  const cells = spec.boxes + (spec.values === null ? 0 : 1);
  return cells * (CELL + GAP) - GAP;
}

/** The two strokes of a pen's cross over a cell. */
export function crossPath(x: number, y: number, size: number, marks: Marks, isNew: boolean): string {
  const a = 7;
  const d = `M${num(x + a)} ${num(y + a)}L${num(x + size - a)} ${num(y + size - a)}M${num(x + size - a)} ${num(y + a)}L${num(x + a)} ${num(y + size - a)}`;
  return el('path', { class: classes('wt-cross', fresh(marks, isNew)), d });
}

function box(spec: TrackSpec, b: number, marks: Marks): string {
  const first = spec.values === null ? 0 : 1;
  const { x, y } = cellAt(spec, b + first);
  const value = spec.values?.[b + 1];
  const crossed = b < spec.marks;
  const name = marks.words.box(spec.name, b, value, crossed);
  const target = spec.target?.(b);
  const half = CELL / 2;
  const pad = spec.hitPad ?? 1;
  const cell = spec.shape === 'tree'
    ? el('circle', { class: 'wt-cell wt-tree', cx: x + half, cy: y + half, r: half - 1 })
    : el('rect', { class: 'wt-cell', x, y, width: CELL, height: CELL, rx: 4 });
  return el(
    'g',
    { class: classes('wt-box', crossed && 'wt-crossed', target), ...spec.data, 'data-track': spec.track, 'data-box': b, role: target === undefined ? undefined : 'img' },
    title(name),
    cell,
    value === undefined ? '' : text({ class: 'wt-value', x: x + half, y: y + half + 5, 'text-anchor': 'middle', 'font-size': 14 }, value),
    crossed ? crossPath(x, y, CELL, marks, spec.before === undefined || b >= spec.before) : '',
    target === undefined ? '' : el('rect', { class: 'wt-hit', x: x - pad, y: y - pad, width: CELL + 2 * pad, height: CELL + 2 * pad, rx: 4 + pad }),
  );
}

/** The track's group: its start value, its boxes, and the ring on the value in force. */
export function drawTrack(spec: TrackSpec, marks: Marks): string {
  const parts: string[] = [];
  const values = spec.values;
  if (values !== null) {
    const { x, y } = cellAt(spec, 0);
    parts.push(text({ class: classes('wt-start', spec.marks > 0 && 'wt-passed'), x: x + CELL / 2, y: y + CELL / 2 + 5, 'text-anchor': 'middle', 'font-size': 14 }, values[0] ?? 0));
  }
  for (let b = 0; b < spec.boxes; b++) parts.push(box(spec, b, marks));
  const value = values === null ? undefined : (values[spec.marks] ?? 0);
  // The value in force is marked once it says something: not a track's printed 0.
  if (value !== undefined) {
    const { x, y } = cellAt(spec, spec.marks);
    if (spec.marks > 0 || value !== 0)
      parts.push(el('rect', { class: classes('wt-current', fresh(marks, spec.before !== spec.marks)), x: x - 2.5, y: y - 2.5, width: CELL + 5, height: CELL + 5, rx: 6 }));
  }
  return el('g', { class: 'wt-track', ...spec.data, 'data-track': spec.track }, title(marks.words.track(spec.name, spec.marks, spec.boxes, value)), ...parts);
}
