// One house as printed and as written on: its roof and body, its printed pool, and
// what the player wrote there (a number, "bis", a roundabout), with the plan that used
// it shaded on its roof.
import type { House, StreetIndex } from '../index.js';
import { BODY_H, HOUSE_W, ROOF_H, houseX } from './geometry.js';
import { fresh, targetClasses, type Marks } from './marks.js';
import { classes, el, num, text, title } from './xml.js';

/** What the house looked like before a previewed choice, or `undefined` without a preview. */
type Before = House | undefined;

function roofPath(x: number, y: number): string {
  return `M${x} ${y + ROOF_H}L${x + HOUSE_W / 2} ${y}L${x + HOUSE_W} ${y + ROOF_H}Z`;
}

function pool(house: House, before: Before, x: number, y: number, marks: Marks): string {
  if (house.pool === 'none') return '';
  const px = x + 9;
  const py = y + ROOF_H + BODY_H - 15;
  const shape = el('rect', { class: 'wt-pool', x: px, y: py, width: HOUSE_W - 18, height: 10, rx: 5 });
  const wave = el('path', { class: 'wt-wave', d: `M${px + 5} ${py + 5}q4 -3 8 0t8 0t8 0t8 0` });
  if (house.pool !== 'built') return shape + wave;
  const built = el(
    'g',
    { class: classes('wt-built', fresh(marks, before?.pool !== 'built')) },
    el('rect', { class: 'wt-built-water', x: px, y: py, width: HOUSE_W - 18, height: 10, rx: 5 }),
    el('ellipse', { class: 'wt-ring', cx: x + HOUSE_W / 2, cy: py + 5, rx: HOUSE_W / 2 - 5, ry: 9 }),
  );
  return shape + built;
}

function written(house: House, before: Before, x: number, y: number, marks: Marks): string {
  const cx = x + HOUSE_W / 2;
  if (house.roundabout) {
    const cy = y + ROOF_H + 24;
    return el(
      'g',
      { class: classes('wt-roundabout', fresh(marks, before?.roundabout !== true)) },
      el('circle', { cx, cy, r: 17 }),
      el('circle', { cx, cy, r: 6 }),
      el('path', { d: `M${num(cx - 3)} ${cy - 17}l5 -4M${num(cx - 3)} ${cy - 17}l5 4M${num(cx + 3)} ${cy + 17}l-5 -4M${num(cx + 3)} ${cy + 17}l-5 4` }),
    );
  }
  if (house.number === null) return '';
  const isNew = before?.number !== house.number;
  const number = text({ class: classes('wt-number', fresh(marks, isNew)), x: cx, y: y + ROOF_H + 35, 'text-anchor': 'middle', 'font-size': 30 }, house.number);
  const bis = house.bis
    ? text({ class: classes('wt-bis', fresh(marks, isNew || before?.bis !== true)), x: x + HOUSE_W - 4, y: y + ROOF_H + 13, 'text-anchor': 'end', 'font-size': 12 }, marks.words.bis)
    : '';
  return number + bis;
}

function used(house: House, before: Before, x: number, y: number, marks: Marks): string {
  if (house.used === false) return '';
  return el('path', { class: classes('wt-used', fresh(marks, before?.used !== house.used)), 'data-used': house.used, d: roofPath(x, y) });
}

/** A house drawn with its roof's top at `y`, and `season`'s marks (cones, eggs) above it. */
export function drawHouse(street: StreetIndex, index: number, house: House, before: Before, y: number, marks: Marks, season: { readonly marks: string; readonly words: string }): string {
  const x = houseX(index);
  const key = `house:${street}:${index}`;
  return el(
    'g',
    {
      class: classes('wt-house', house.number === null && !house.roundabout && 'wt-empty', targetClasses(marks, key)),
      'data-street': street,
      'data-house': index,
      role: 'img',
    },
    title(marks.words.house(street, index, house, season.words)),
    el('path', { class: 'wt-roof', d: roofPath(x, y) }),
    used(house, before, x, y, marks),
    el('rect', { class: 'wt-body', x, y: y + ROOF_H, width: HOUSE_W, height: BODY_H, rx: 2 }),
    pool(house, before, x, y, marks),
    written(house, before, x, y, marks),
    season.marks,
    el('rect', { class: 'wt-hit', x: x - 2, y: y - 2, width: HOUSE_W + 4, height: ROOF_H + BODY_H + 4, rx: 4 }),
  );
}
