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
 * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)), on the players' sheets in place: in a
 * street whose bonus nobody has won yet, every player who has now circled or crossed its
 * last cone wins it (several, if it happened in the same round), and every other player
 * crosses it off. The bottom street has one bonus, whichever way each player's truck
 * drives. A race between the players, so it is settled here, like plan values, and
 * written on the sheets: each one changed replaced in `sheets` by a new copy.
 */
export function settleStreetBonuses(sheets: CompactSheet[]): void {
  if (sheets[0]?.[KIND] !== ICE_CREAM) return;
  for (let street = 0; street < 3; street++) {
    let won = false;
    let done = false;
    for (const sheet of sheets) {
      if (sheet[BONUS + street] === WON) won = true;
      else if (sheet[BONUS + street] === OPEN && streetDone(sheet, street)) done = true;
    }
    if (won || !done) continue;
    // Whether each sheet wins is read before any is written: the sheets are settled together.
    const winners = sheets.map((sheet) => sheet[BONUS + street] === OPEN && streetDone(sheet, street));
    // Each sheet settled is a new copy in the list: sheets are values, never written once held.
    sheets.forEach((sheet, i) => {
      if (sheet[BONUS + street] !== OPEN) return;
      const settled = copyCompact(sheet);
      settled[BONUS + street] = winners[i] === true ? WON : LOST;
      sheets[i] = settled;
    });
  }
}
