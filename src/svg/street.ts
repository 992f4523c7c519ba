// One street: its houses, the fence slots between them (the street's ends are fences
// too), and its park track at the street's end.
import { SHEET_LAYOUT, type Sheet, type StreetIndex } from '../index.js';
import { BODY_H, CELL, ROOF_H, SLOT_W, type StreetBand, slotX, streetEnd } from './geometry.js';
import { drawHouse } from './house.js';
import { fresh, targetClasses, type Marks } from './marks.js';
import type { SeasonDrawing } from './seasons/drawing.js';
import { drawTrack } from './score/track.js';
import { classes, el, title } from './xml.js';

function slot(sheet: Sheet, before: Sheet | undefined, s: StreetIndex, index: number, roofTop: number, marks: Marks): string {
  const street = sheet.streets[s];
  const count = street.houses.length;
  const end = index === 0 || index === count;
  const fenced = street.fences[index] === true;
  const x = slotX(index);
  const top = roofTop + ROOF_H - 6;
  const bottom = roofTop + ROOF_H + BODY_H + 4;
  const line = fenced
    ? el('path', { class: classes('wt-fence', end && 'wt-end', fresh(marks, before?.streets[s].fences[index] !== true)), d: `M${x} ${top}V${bottom}` })
    : el('path', { class: 'wt-guide', d: `M${x} ${top + 10}V${bottom - 6}` });
  return el(
    'g',
    { class: classes('wt-slot', end && 'wt-end', targetClasses(marks, `slot:${s}:${index}`)), 'data-street': s, 'data-slot': index, role: 'img' },
    title(marks.words.slot(s, index, count, fenced)),
    line,
    el('rect', { class: 'wt-hit', x: x - SLOT_W / 2, y: top, width: SLOT_W, height: bottom - top, rx: 3 }),
  );
}

/** The street's band from `y` down: its season's drawings, houses and fences, and its park track. */
export function drawStreet(sheet: Sheet, before: Sheet | undefined, s: StreetIndex, y: number, band: StreetBand, marks: Marks, season: SeasonDrawing): string {
  const street = sheet.streets[s];
  const roofTop = y + band.season;
  const parts: string[] = [];
  street.houses.forEach((house, h) => parts.push(drawHouse(s, h, house, before?.streets[s].houses[h], roofTop, marks, season.house(s, h, roofTop))));
  for (let index = 0; index <= street.houses.length; index++) parts.push(slot(sheet, before, s, index, roofTop, marks));
  const parks = drawTrack(
    {
      track: 'park',
      data: { 'data-street': s },
      name: marks.words.parkTrack(s),
      values: SHEET_LAYOUT[s].parks,
      boxes: SHEET_LAYOUT[s].parks.length - 1,
      marks: street.parks,
      before: before?.streets[s].parks,
      x: streetEnd(street.houses.length) + 10,
      y: roofTop + ROOF_H + (BODY_H - CELL) / 2,
      direction: 'row',
      shape: 'tree',
      target: (box) => targetClasses(marks, `park:${s}:${box}`, `park:${s}:*`),
    },
    marks,
  );
  const extras = season.street(s, roofTop);
  return el('g', { class: 'wt-street', 'data-street': s, role: 'group', 'aria-label': marks.words.street(s) }, extras.under, ...parts, extras.over, parks);
}
