// The ice cream truck sheet ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)): a cone of one to three scoops on
// some houses, sold (circled), lost (crossed) or still open; each street's truck on
// the road where it stands; and the street bonuses in the score area.
import { CONES, SHEET_LAYOUT, type Season, type StreetIndex } from '../../index.js';
import { BODY_H, CELL, HOUSE_W, ROOF_H, SLOT_W, houseX, slotX } from '../geometry.js';
import { fresh, type Marks } from '../marks.js';
import type { SeasonDrawing } from './drawing.js';
import { crossPath } from '../score/track.js';
import { classes, el, num, text, title } from '../xml.js';

type IceCream = Extract<Season, { readonly kind: 'ice-cream' }>;

function cone(season: IceCream, before: IceCream | undefined, s: StreetIndex, h: number, roofTop: number, marks: Marks): string {
  const scoops = CONES[s][h] ?? 0;
  const state = season.cones[s][h] ?? 'open';
  const cx = houseX(h) + HOUSE_W / 2;
  const tip = roofTop - 2;
  const parts = [el('path', { class: 'wt-wafer', d: `M${cx - 6} ${tip - 12}L${cx} ${tip}L${cx + 6} ${tip - 12}Z` })];
  for (let k = 0; k < scoops; k++) parts.push(el('circle', { class: 'wt-scoop', cx: cx + (k - (scoops - 1) / 2) * 8, cy: tip - 17, r: 5 }));
  const isNew = before?.cones[s][h] !== state;
  if (state === 'sold') parts.push(el('ellipse', { class: classes('wt-ring', fresh(marks, isNew)), cx, cy: tip - 12, rx: 15, ry: 13 }));
  if (state === 'lost') parts.push(crossPath(cx - 14, tip - 26, 28, marks, isNew));
  return el('g', { class: 'wt-cone', 'data-cone': state, 'data-scoops': scoops }, ...parts);
}

/** The truck of street `s`, on the row of houses `first` to `last` − 1 (before its end is chosen, in the row's middle). */
function truck(season: IceCream, before: IceCream | undefined, s: StreetIndex, roofTop: number, marks: Marks, first: number, last: number): string {
  const { from, at } = season.trucks[s];
  const cx = at !== null ? houseX(at) + HOUSE_W / 2 : from === 'left' ? slotX(first) + 6 : from === 'right' ? slotX(last) - 6 : (slotX(first) + slotX(last)) / 2;
  const y = roofTop + ROOF_H + BODY_H + 6;
  // The cab leads: on the right of a truck driving right.
  const cabX = from === 'right' ? cx - 16 : cx + 8;
  const previous = before?.trucks[s];
  const isNew = previous !== undefined && (previous.at !== at || previous.from !== from);
  return el(
    'g',
    { class: classes('wt-truck', from === null && 'wt-unset', fresh(marks, isNew)), 'data-street': s, 'data-at': at ?? from ?? 'unset', role: 'img' },
    title(marks.words.truck(s, at, from)),
    el('rect', { class: 'wt-truck-body', x: cx - 12, y, width: 20, height: 12, rx: 2 }),
    from === null ? '' : el('rect', { class: 'wt-truck-cab', x: cabX, y: y + 3, width: 8, height: 9, rx: 2 }),
    el('circle', { class: 'wt-wheel', cx: cx - 7, cy: y + 13, r: 3 }),
    el('circle', { class: 'wt-wheel', cx: cx + 5, cy: y + 13, r: 3 }),
  );
}

/** Whether a street's truck stands on the row of its houses `from` to `to` − 1: at one of them, or at the row's end it starts from (the first row before it is chosen). */
function truckInRow(season: IceCream, s: StreetIndex, from: number, to: number): boolean {
  const { from: end, at } = season.trucks[s];
  if (at !== null) return at >= from && at < to;
  return end === 'right' ? to === SHEET_LAYOUT[s].houses : from === 0;
}

function soldCones(season: IceCream, s: StreetIndex): number {
  return season.cones[s].filter((state) => state === 'sold').length;
}

function block(season: IceCream, before: IceCream | undefined, x: number, y: number, marks: Marks): { svg: string; height: number } {
  const words = marks.words;
  const rows: string[] = [text({ class: 'wt-label', x, y: y + 14, 'font-size': 14, 'font-weight': 700 }, words.iceCream)];
  let scoops = 0;
  ([0, 1, 2] as const).forEach((s) => {
    season.cones[s].forEach((state, h) => (scoops += state === 'sold' ? (CONES[s][h] ?? 0) : 0));
    const bonus = season.bonuses[s];
    const sold = soldCones(season, s);
    const by = y + 24 + s * (CELL + 4);
    const bx = x + 74;
    const isNew = before?.bonuses[s] !== bonus;
    rows.push(
      text({ class: 'wt-label', x, y: by + 19, 'font-size': 13 }, words.streetShort(s)),
      el(
        'g',
        { class: 'wt-bonus', 'data-street': s, 'data-bonus': bonus, role: 'img' },
        title(words.bonus(s, bonus, sold)),
        el('rect', { class: 'wt-cell', x: bx, y: by, width: CELL, height: CELL, rx: 4 }),
        bonus === 'won' ? text({ class: classes('wt-written', fresh(marks, isNew)), x: bx + CELL / 2, y: by + 20, 'text-anchor': 'middle', 'font-size': 16 }, sold) : '',
        bonus === 'won' ? el('circle', { class: classes('wt-ring', fresh(marks, isNew)), cx: bx + CELL / 2, cy: by + CELL / 2, r: CELL / 2 + 1 }) : '',
        bonus === 'lost' ? crossPath(bx, by, CELL, marks, isNew) : '',
      ),
      text({ class: 'wt-note', x: bx + CELL + 8, y: by + 19, 'font-size': 12 }, words.sold(sold)),
    );
  });
  const end = y + 24 + 3 * (CELL + 4);
  rows.push(text({ class: 'wt-label', x, y: end + 16, 'font-size': 13 }, words.scoops(scoops)));
  return { svg: el('g', { class: 'wt-season', 'data-season': 'ice-cream' }, ...rows), height: end + 22 - y };
}

export function iceCreamDrawing(season: IceCream, before: IceCream | undefined, marks: Marks): SeasonDrawing {
  return {
    house(s, h, roofTop) {
      const scoops = CONES[s][h] ?? 0;
      if (scoops === 0) return { marks: '', words: '' };
      return { marks: cone(season, before, s, h, roofTop, marks), words: marks.words.cone(scoops, season.cones[s][h] ?? 'open') };
    },
    street(s, roofTop, from, to) {
      const y = roofTop + ROOF_H + BODY_H + 2;
      const left = slotX(from) - SLOT_W / 2;
      const road = el('rect', { class: 'wt-road', x: left, y, width: num(slotX(to) + SLOT_W / 2 - left), height: 20, rx: 4 });
      return { under: road + (truckInRow(season, s, from, to) ? truck(season, before, s, roofTop, marks, from, to) : ''), over: '' };
    },
    block: (x, y) => block(season, before, x, y, marks),
  };
}
