// What a seasonal sheet draws beyond the Classic sheet ([rules §11](../../../docs/rules.md#11-seasonal-sheets)): marks on
// its houses, drawings along its streets, and a box of its own in the score area.
import type { Sheet } from '../../index.js';
import type { Marks } from '../marks.js';
import type { SeasonDrawing } from './drawing.js';
import { eggsDrawing } from './eggs.js';
import { iceCreamDrawing } from './ice-cream.js';
import { lightsDrawing } from './lights.js';

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
