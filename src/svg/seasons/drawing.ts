// What a seasonal sheet's drawing provides, part by part: each season draws its own
// (season-ice-cream.ts, season-lights.ts, season-eggs.ts), season.ts picks one.
import type { StreetIndex } from '../../index.js';

/** A house's seasonal marks and the words they add to its accessible name. */
export interface HouseSeason {
  /** SVG drawn above the house's roof. */
  readonly marks: string;
  /** ", cone of 2 scoops, sold" */
  readonly words: string;
}

/** A seasonal sheet's drawing, part by part. */
export interface SeasonDrawing {
  /** The marks on house `house` of street `street`, whose roof's top is at `roofTop`. */
  house(street: StreetIndex, house: number, roofTop: number): HouseSeason;
  /**
   * What runs along a street's houses `from` to `to` − 1 (the whole street, or one row
   * of a wrapped one): `under` them (the truck's road), `over` them (the lights).
   */
  street(street: StreetIndex, roofTop: number, from: number, to: number): { readonly under: string; readonly over: string };
  /** The season's box in the score area, its corner at (`x`, `y`): its SVG and height; `narrow`, spaced for the narrow arrangement's larger words. */
  block(x: number, y: number, narrow: boolean): { readonly svg: string; readonly height: number };
}
