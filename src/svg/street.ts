// One street: its houses, the fence slots between them (the street's ends are fences
// too), and its park track at the street's end; on one row as printed, or wrapped onto
// two for a narrow screen (the narrow arrangement), its park track then under its end.
import { SHEET_LAYOUT, type House, type Sheet, type StreetIndex } from '../index.js';
import { BODY_H, CELL, NARROW_HIT_PAD, ROOF_H, SLOT_W, type StreetBand, slotX, streetEnd } from './geometry.js';
import { drawHouse } from './house.js';
import { fresh, targetClasses, type Marks } from './marks.js';
import type { SeasonDrawing } from './seasons/drawing.js';
import { drawTrack, trackLength } from './score/track.js';
import { classes, el, title } from './xml.js';

/** The line in slot `index`: a fence, or the faint guide of an empty slot. */
function slotLine(sheet: Sheet, before: Sheet | undefined, s: StreetIndex, index: number, roofTop: number, marks: Marks): string {
  const street = sheet.streets[s];
  const end = index === 0 || index === street.houses.length;
  const x = slotX(index);
  const top = roofTop + ROOF_H - 6;
  const bottom = roofTop + ROOF_H + BODY_H + 4;
  return street.fences[index] === true
    ? el('path', { class: classes('wt-fence', end && 'wt-end', fresh(marks, before?.streets[s].fences[index] !== true)), d: `M${x} ${top}V${bottom}` })
    : el('path', { class: 'wt-guide', d: `M${x} ${top + 10}V${bottom - 6}` });
}

function slot(sheet: Sheet, before: Sheet | undefined, s: StreetIndex, index: number, roofTop: number, marks: Marks): string {
  const street = sheet.streets[s];
  const count = street.houses.length;
  const end = index === 0 || index === count;
  const fenced = street.fences[index] === true;
  const x = slotX(index);
  const top = roofTop + ROOF_H - 6;
  const bottom = roofTop + ROOF_H + BODY_H + 4;
  const line = slotLine(sheet, before, s, index, roofTop, marks);
  return el(
    'g',
    { class: classes('wt-slot', end && 'wt-end', targetClasses(marks, `slot:${s}:${index}`)), 'data-street': s, 'data-slot': index, role: 'img' },
    title(marks.words.slot(s, index, count, fenced)),
    line,
    el('rect', { class: 'wt-hit', x: x - SLOT_W / 2, y: top, width: SLOT_W, height: bottom - top, rx: 3 }),
  );
}

/**
 * A street wrapped onto two rows, as the narrow arrangement draws it: the houses from
 * `at` on (and the fence slots after it) on a second row `rowStep` below the first,
 * moved back to the street's left end; slot `at` ends the first row, and its fence
 * (or guide) is drawn again, as a mark only, where the second row starts.
 */
export interface StreetWrap {
  /** The first house of the second row. */
  readonly at: number;
  /** From the first row's top to the second's. */
  readonly rowStep: number;
}

/** The height of a wrapped street's band: its two rows, then its park track under them. */
export function wrappedStreetHeight(band: StreetBand): number {
  return 2 * band.height + CELL + 18;
}

/**
 * The street's band from `y` down: its season's drawings, houses and fences, and its
 * park track; on one row, or with `wrap` on two, the park track then under the second
 * row's end.
 */
export function drawStreet(sheet: Sheet, before: Sheet | undefined, s: StreetIndex, y: number, band: StreetBand, marks: Marks, season: SeasonDrawing, wrap?: StreetWrap): string {
  const street = sheet.streets[s];
  const count = street.houses.length;
  const roofTop = y + band.season;
  const at = wrap?.at ?? count;
  /** Houses `from` to `to` − 1, the slots between and around them, and what runs along them. */
  const row = (from: number, to: number): string[] => {
    const parts: string[] = [];
    for (let h = from; h < to; h++) parts.push(drawHouse(s, h, street.houses[h] as House, before?.streets[s].houses[h], roofTop, marks, season.house(s, h, roofTop)));
    if (from > 0) parts.push(slotLine(sheet, before, s, from, roofTop, marks));
    for (let index = from === 0 ? 0 : from + 1; index <= to; index++) parts.push(slot(sheet, before, s, index, roofTop, marks));
    const extras = season.street(s, roofTop, from, to);
    return [extras.under, ...parts, extras.over];
  };
  const first = row(0, at);
  const second = wrap === undefined || at >= count ? '' : el('g', { transform: `translate(${slotX(0) - slotX(at)} ${wrap.rowStep})` }, ...row(at, count));
  const spec = {
    values: SHEET_LAYOUT[s].parks,
    boxes: SHEET_LAYOUT[s].parks.length - 1,
  };
  const parksAt = wrap === undefined
    ? { x: streetEnd(count) + 10, y: roofTop + ROOF_H + (BODY_H - CELL) / 2, hitPad: undefined }
    // Under the second row's end: where the street ends, as the printed track stands beside it.
    : { x: slotX(count - at) + SLOT_W / 2 - trackLength(spec), y: roofTop + wrap.rowStep + ROOF_H + BODY_H + band.road + 10, hitPad: NARROW_HIT_PAD };
  const parks = drawTrack(
    {
      track: 'park',
      data: { 'data-street': s },
      name: marks.words.parkTrack(s),
      ...spec,
      marks: street.parks,
      before: before?.streets[s].parks,
      x: parksAt.x,
      y: parksAt.y,
      direction: 'row',
      shape: 'tree',
      target: (box) => targetClasses(marks, `park:${s}:${box}`, `park:${s}:*`),
      hitPad: parksAt.hitPad,
    },
    marks,
  );
  return el('g', { class: 'wt-street', 'data-street': s, role: 'group', 'aria-label': marks.words.street(s) }, ...first, second, parks);
}
