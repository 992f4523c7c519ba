import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { BONUS, coneAt, CONE_OPEN, END, ICE_CREAM, KIND, OFFSET } from '../../sheet/compact/layout.js';

const OPEN = 0;
const WON = 1;
const LOST = 2;

/** Whether every cone of a street is sold or lost: its truck has circled or crossed the last one ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)). */
function streetDone(sheet: CompactSheet, street: number): boolean {
  for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) if (coneAt(sheet, at) === CONE_OPEN) return false;
  return true;
}

/**
 * The ice cream truck sheet's street bonuses once a round is written
 * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)): in a street whose bonus
 * nobody has won yet, every player who has now circled or crossed its last cone wins it
 * (several, if it happened in the same round), and every other player crosses it off.
 * The bottom street has one bonus, whichever way each player's truck drives. A race
 * between the players, so it is settled here, like plan values, and written on the
 * sheets.
 */
export function settleStreetBonuses(sheets: readonly CompactSheet[]): readonly CompactSheet[] {
  if (sheets[0]?.[KIND] !== ICE_CREAM) return sheets;
  let next: CompactSheet[] | undefined;
  for (let street = 0; street < 3; street++) {
    const now = next ?? sheets;
    if (now.some((sheet) => sheet[BONUS + street] === WON)) continue;
    const winners = now.map((sheet) => sheet[BONUS + street] === OPEN && streetDone(sheet, street));
    if (!winners.includes(true)) continue;
    // The sheets are the engine's own: each changed one is a copy.
    next = now.map((sheet, i) => {
      if (sheet[BONUS + street] !== OPEN) return sheet;
      const settled = copyCompact(sheet);
      settled[BONUS + street] = winners[i] === true ? WON : LOST;
      return settled;
    });
  }
  return next ?? sheets;
}
