import { SHEET_LAYOUT } from '../rules/layout.js';
import type { House, Sheet, Street } from './types.js';

function emptyStreet(layout: (typeof SHEET_LAYOUT)[number]): Street {
  const printed: readonly number[] = layout.pools;
  const houses: House[] = [];
  for (let house = 0; house < layout.houses; house++) {
    houses.push({
      number: null,
      bis: false,
      roundabout: false,
      pool: printed.includes(house) ? 'printed' : 'none',
      used: false,
    });
  }
  const fences = Array.from({ length: layout.houses + 1 }, (_, slot) => slot === 0 || slot === layout.houses);
  return { houses, fences, parks: 0 };
}

/**
 * The empty sheet: every house empty, only the permanent end fences, every track at 0
 * and no plan claimed. Each call returns a new value (plain, not frozen, so that every
 * sheet the engine builds has the same shape); the engine never mutates it.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet } from 'welcome-to-engine';
 * const sheet = emptySheet();
 * sheet.streets[1].houses.length; // 11
 * scoreSheet(sheet).total; // 0
 * ```
 */
export function emptySheet(): Sheet {
  return {
    streets: [emptyStreet(SHEET_LAYOUT[0]), emptyStreet(SHEET_LAYOUT[1]), emptyStreet(SHEET_LAYOUT[2])],
    pools: 0,
    temps: 0,
    bis: 0,
    refusals: 0,
    roundabouts: 0,
    improvements: [0, 0, 0, 0, 0, 0],
    plans: [null, null, null],
  };
}
