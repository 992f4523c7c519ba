// The greedy rating as it was first written (the whole sheet scored with scoreOf, its
// estates listed street by street): the oracle the street-cached rateSheet must equal,
// feature by feature (src/bots/rating/valuation.ts), summed in the same order.
import { planValue } from '../../src/game/plans/plan-value.js';
import type { PlanState } from '../../src/game/state.js';
import { TRACKS } from '../../src/rules/tracks.js';
import { LAYOUT, STREET_INDEXES } from '../../src/rules/layout.js';
import { estatesOf, scoreSheet } from '../../src/index.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { sheetOf } from '../../src/sheet/compact/json.js';
import { gaps } from '../../src/bots/rating/street-rating.js';
import type { Supply } from '../../src/bots/rating/supply.js';
import { WEIGHTS } from '../../src/bots/rating/weights.js';
import { FEATURES, HAND_VALUATION, progressOf, valueOf, type Valuation } from '../../src/bots/rating/valuation.js';

function insertDescending(list: number[], value: number): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] as number) < value) at -= 1;
  list.splice(at, 0, value);
}

export function referenceRate(compact: CompactSheet, plans: readonly PlanState[], supply: Supply, valuation: Valuation = HAND_VALUATION): number {
  const features = referenceFeatures(compact, plans, supply);
  return valueOf(features, valuation.base, valuation.late, progressOf(features[FEATURES.indexOf('empty')] as number));
}

/** The features of a sheet ({@link FEATURES}), worked out on the whole JSON sheet. */
export function referenceFeatures(compact: CompactSheet, plans: readonly PlanState[], supply: Supply): number[] {
  const sheet = sheetOf(compact);
  const score = scoreSheet(sheet);
  const estatePoints = score.estates.reduce((sum, estate) => sum + estate.points, 0);
  const feature: Record<(typeof FEATURES)[number], number> = {
    points: score.total - estatePoints,
    estates: estatePoints,
    temps: Math.min(sheet.temps, WEIGHTS.tempCap),
    parks: 0,
    dead: 0,
    tight: 0,
    openEstates: 0,
    plans: 0,
    empty: 0,
    refusals: sheet.refusals,
    bis: sheet.bis,
    bias: 1,
    fences: 0,
    openPools: 0,
    longRuns: 0,
  };
  const completeUnused = [0, 0, 0, 0, 0, 0];
  // The part written of each unfinished estate of 1–6 houses, by size, most written first.
  const unfinished: number[][] = [[], [], [], [], [], []];
  for (const index of STREET_INDEXES) {
    const street = sheet.streets[index];
    // The park track's promise: its parks as equal shares of the full track, less their score now.
    const track = LAYOUT[index].parks;
    const full = track.length - 1;
    feature.parks += ((track[full] as number) / full) * street.parks - (track[street.parks] as number);
    const { dead, tight } = gaps(compact, index, supply);
    feature.dead += dead;
    feature.tight += tight;
    feature.empty += street.houses.filter((house) => house.number === null && !house.roundabout).length;
    feature.fences += street.fences.slice(1, -1).filter(Boolean).length;
    feature.openPools += street.houses.filter((house) => house.number === null && !house.roundabout && house.pool === 'printed').length;
    for (const estate of estatesOf(sheet).filter((e) => e.street === index)) {
      if (estate.size > 6) {
        feature.longRuns += estate.size;
        continue;
      }
      if (estate.complete) {
        if (!estate.used) completeUnused[estate.size - 1] = (completeUnused[estate.size - 1] as number) + 1;
        continue;
      }
      let written = 0;
      for (let house = estate.start; house < estate.start + estate.size; house++) if (street.houses[house]?.number !== null) written += 1;
      insertDescending(unfinished[estate.size - 1] as number[], written / estate.size);
      const worth = (TRACKS.estates[estate.size - 1] as readonly number[])[sheet.improvements[estate.size - 1] ?? 0] ?? 0;
      feature.openEstates += worth * (written / estate.size);
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
    feature.plans += planValue(plan) * (matched / plan.requirement.sizes.length);
  });
  return FEATURES.map((name) => feature[name]);
}
