import { checkedOneOf } from '../internal/arguments.js';
import { LAYOUT } from '../rules/layout.js';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { emptySeason } from './seasons/empty.js';
import type { House, Sheet, Street } from './types.js';

function emptyStreet(layout: (typeof LAYOUT)[number]): Street {
  // Plain loops: four sheets are made for every game a bot plays.
  const houses: House[] = [];
  for (let house = 0; house < layout.houses; house++) {
    houses.push({ number: null, bis: false, roundabout: false, pool: 'none', used: false });
  }
  for (const house of layout.pools) houses[house] = { number: null, bis: false, roundabout: false, pool: 'printed', used: false };
  const fences: boolean[] = [true];
  for (let slot = 1; slot < layout.houses; slot++) fences.push(false);
  fences.push(true);
  return { houses, fences, parks: 0 };
}

/**
 * The empty sheet of a kind (the Classic sheet by default): every house empty, only the
 * permanent end fences, every track at 0 and no plan claimed; on a seasonal sheet the
 * trucks at their ends with every cone open, or no egg collected. Each call returns a
 * new value (plain, not frozen, so that every sheet the engine builds has the same
 * shape); the engine never mutates it.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet } from 'welcome-to-engine';
 * const sheet = emptySheet();
 * sheet.streets[1].houses.length; // 11
 * scoreSheet(sheet).total; // 0
 * emptySheet('eggs').season.kind; // 'eggs'
 * ```
 *
 * @group Sheet
 */
export function emptySheet(kind: SheetKind = 'classic'): Sheet {
  if (!SHEET_KINDS.includes(kind) || typeof kind !== 'string') checkedOneOf(kind, 'kind', SHEET_KINDS);
  return {
    streets: [emptyStreet(LAYOUT[0]), emptyStreet(LAYOUT[1]), emptyStreet(LAYOUT[2])],
    pools: 0,
    temps: 0,
    bis: 0,
    refusals: 0,
    roundabouts: 0,
    improvements: [0, 0, 0, 0, 0, 0],
    plans: [null, null, null],
    season: emptySeason(kind),
  };
}
