// The greedy rating as it was first written (the whole sheet scored with scoreOf, its
// estates listed street by street): the oracle the street-cached rateSheet must equal.
import { planValue } from '../../src/game/plans/plan-value.js';
import type { PlanState } from '../../src/game/state.js';
import { TRACKS } from '../../src/rules/tracks.js';
import { LAYOUT, STREET_INDEXES } from '../../src/rules/layout.js';
import { estatesOf, scoreSheet } from '../../src/index.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { sheetOf } from '../../src/sheet/compact/json.js';
import { gaps } from '../../src/bots/street-rating.js';
import type { Supply } from '../../src/bots/supply.js';
import { WEIGHTS } from '../../src/bots/weights.js';

function insertDescending(list: number[], value: number): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] as number) < value) at -= 1;
  list.splice(at, 0, value);
}

export function referenceRate(compact: CompactSheet, plans: readonly PlanState[], supply: Supply): number {
  const sheet = sheetOf(compact);
  let value = scoreSheet(sheet).total + Math.min(sheet.temps, WEIGHTS.tempCap) * WEIGHTS.temp;
  const completeUnused = [0, 0, 0, 0, 0, 0];
  // The part written of each unfinished estate of 1–6 houses, by size, most written first.
  const unfinished: number[][] = [[], [], [], [], [], []];
  for (const index of STREET_INDEXES) {
    const street = sheet.streets[index];
    // The park track's promise: its parks as equal shares of the full track, less their score now.
    const track = LAYOUT[index].parks;
    const full = track.length - 1;
    value += WEIGHTS.parkTrack * (((track[full] as number) / full) * street.parks - (track[street.parks] as number));
    const { dead, tight } = gaps(compact, index, supply);
    value += WEIGHTS.deadHouse * dead + WEIGHTS.tightHouse * tight;
    for (const estate of estatesOf(sheet).filter((e) => e.street === index)) {
      if (estate.size > 6) continue;
      if (estate.complete) {
        if (!estate.used) completeUnused[estate.size - 1] = (completeUnused[estate.size - 1] as number) + 1;
        continue;
      }
      let written = 0;
      for (let house = estate.start; house < estate.start + estate.size; house++) if (street.houses[house]?.number !== null) written += 1;
      insertDescending(unfinished[estate.size - 1] as number[], written / estate.size);
      const worth = (TRACKS.estates[estate.size - 1] as readonly number[])[sheet.improvements[estate.size - 1] ?? 0] ?? 0;
      value += worth * WEIGHTS.openEstate * (written / estate.size);
    }
  }
  plans.forEach((plan, k) => {
    if (sheet.plans[k] !== null || plan.requirement.type !== 'estates') return;
    const available = completeUnused.slice();
    const started = [0, 0, 0, 0, 0, 0];
    let matched = 0;
    for (const size of plan.requirement.sizes) {
      if ((available[size - 1] as number) > 0) {
        available[size - 1] = (available[size - 1] as number) - 1;
        matched += 1;
      } else {
        // An estate of the size on its way: the most written one not yet counted for this plan.
        const progress = (unfinished[size - 1] as number[])[started[size - 1] as number];
        if (progress !== undefined) {
          started[size - 1] = (started[size - 1] as number) + 1;
          matched += WEIGHTS.plannedEstate * progress;
        }
      }
    }
    value += planValue(plan) * WEIGHTS.planProgress * (matched / plan.requirement.sizes.length);
  });
  return value;
}
