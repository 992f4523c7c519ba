// What a seasonal sheet draws beyond the Classic sheet (docs/rules.md §11): marks on
// its houses, drawings along its streets, and a box of its own in the score area.
import type { Sheet, StreetIndex } from '../index.js';
import type { Marks } from './marks.js';
import { eggsDrawing } from './season-eggs.js';
import { iceCreamDrawing } from './season-ice-cream.js';
import { lightsDrawing } from './season-lights.js';

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
  /** What runs along a street: `under` its houses (the truck's road), `over` them (the lights). */
  street(street: StreetIndex, roofTop: number): { readonly under: string; readonly over: string };
  /** The season's box in the score area, its corner at (`x`, `y`): its SVG and height. */
  block(x: number, y: number, width: number): { readonly svg: string; readonly height: number };
}

const CLASSIC: SeasonDrawing = {
  house: () => ({ marks: '', words: '' }),
  street: () => ({ under: '', over: '' }),
  block: () => ({ svg: '', height: 0 }),
};

/** The drawing of `sheet`'s season; with a preview, `before` is the sheet before the choice. */
export function seasonDrawing(sheet: Sheet, before: Sheet | undefined, marks: Marks): SeasonDrawing {
  const season = sheet.season;
  switch (season.kind) {
    case 'classic':
      return CLASSIC;
    case 'ice-cream':
      return iceCreamDrawing(season, before?.season.kind === 'ice-cream' ? before.season : undefined, marks);
    case 'christmas':
      return lightsDrawing(sheet, before, marks);
    case 'eggs':
      return eggsDrawing(season, before?.season.kind === 'eggs' ? before.season : undefined, marks);
  }
}
