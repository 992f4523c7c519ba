// Where things stand on the drawn sheet, in user units (one pixel at scale 1). The
// streets set the width: the bottom street's 12 houses and 13 fence slots, then its
// park track at the street's end, as on the paper sheet.
import type { SheetKind } from '../index.js';

/** Space around the drawing and between its areas. */
export const MARGIN = 14;
/** A house's width, and the fence slot's between two houses. */
export const HOUSE_W = 56;
export const SLOT_W = 10;
/** From one house to the next. */
export const STEP = HOUSE_W + SLOT_W;
/** A house's roof and body. */
export const ROOF_H = 18;
export const BODY_H = 56;
/** A box of a score track. */
export const CELL = 28;
/** The whole drawing's width: the bottom street, its park track and the margins. */
export const SHEET_W = 1024;

/**
 * The narrow arrangement's width: a street's row of six houses (a street wraps onto two
 * rows there), its seven fence slots and the margins. At 336 px wide (a 360 px phone)
 * a unit is 0.77 px: a house 46 px wide.
 */
export const NARROW_W = MARGIN + SLOT_W + 6 * STEP + MARGIN;
/** The narrow arrangement's smallest word, in units: 12.4 px at 336 px wide. */
export const NARROW_TEXT = 16;
/** How far a track box's hit area reaches past the box on the narrow arrangement: 34 units across, 26 px at 336 px wide. */
export const NARROW_HIT_PAD = 3;

/** The left edge of house `house` of any street (streets start at the left margin). */
export function houseX(house: number): number {
  return MARGIN + SLOT_W + house * STEP;
}

/** The middle of fence slot `slot`: slot 0 is the street's left end. */
export function slotX(slot: number): number {
  return MARGIN + SLOT_W / 2 + slot * STEP;
}

/** The right edge of a street of `houses` houses, its end fence included. */
export function streetEnd(houses: number): number {
  return MARGIN + houses * STEP + SLOT_W;
}

/** The heights of one street's band, top to bottom, by kind of sheet. */
export interface StreetBand {
  /** Above the roofs: cones, eggs, or room for the strings of lights. */
  readonly season: number;
  /** Under the houses: the ice cream truck's road. */
  readonly road: number;
  /** The whole band, the gap to the next street included. */
  readonly height: number;
}

export function streetBand(kind: SheetKind): StreetBand {
  const season = kind === 'ice-cream' || kind === 'eggs' ? 28 : kind === 'christmas' ? 14 : 4;
  const road = kind === 'ice-cream' ? 24 : 0;
  return { season, road, height: season + ROOF_H + BODY_H + road + 14 };
}
