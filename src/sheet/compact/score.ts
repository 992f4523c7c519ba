import { fail } from '../../errors/rule-error.js';
import { mapPacked } from '../../internal/packed.js';
import { LAYOUT } from '../../rules/layout.js';
import { EGG_VALUES } from '../../rules/seasons.js';
import { TRACK_VALUES, type EstateSize } from '../../rules/tracks.js';
import type { EstateScore, ScoreBreakdown, SeasonScore } from '../score-types.js';
import type { CompactSheet } from './compact.js';
import { completeEstateCounts } from './estates.js';
import { BIS, BONUS, CHRISTMAS, coneAt, CONE_SOLD, eggsAt, EGGS, END, ICE_CREAM, IMPROVEMENTS, KIND, OFFSET, PARKS, PLANS, POOLS, REFUSALS, ROUNDABOUTS } from './layout.js';
import { longestString } from './lights.js';
import { scoopsAt } from './write.js';

/** A track's value at `marks` crossed boxes, or `RuleError` `sheet/track-out-of-range`. */
function track(name: string, values: readonly number[], marks: number): number {
  const value = values[marks];
  if (value === undefined || !Number.isInteger(marks)) return fail('sheet/track-out-of-range', { track: name, marks, max: values.length - 1 });
  return value;
}

/** How many cones of the street are sold. */
export function soldCones(c: CompactSheet, street: number): number {
  let sold = 0;
  for (let at = OFFSET[street as 0]; at < END[street as 0]; at++) if (coneAt(c, at) === CONE_SOLD) sold += 1;
  return sold;
}

/** The eggs collected on the whole sheet. */
export function eggsCollected(c: CompactSheet): number {
  let eggs = 0;
  for (let at = 0; at < END[2]; at++) eggs += eggsAt(c, at);
  return eggs;
}

/** What `eggs` collected eggs are worth ([rules §11.3](../../../docs/rules.md#113-spring-eggs)). */
export function eggPoints(eggs: number): number {
  let points = 0;
  for (const step of EGG_VALUES) if (eggs >= step.eggs) points = step.points;
  return points;
}

/**
 * The points of a seasonal sheet, part by part ([rules §11](../../../docs/rules.md#11-seasonal-sheets)): the ice cream sheet's
 * sold scoops and won street bonuses, the Christmas sheet's longest string of each
 * street (two houses or more), the eggs sheet's eggs by their value.
 */
export function scoreSeason(c: CompactSheet): { readonly score: SeasonScore; readonly points: number } {
  switch (c[KIND]) {
    case ICE_CREAM: {
      let scoops = 0;
      for (let at = 0; at < END[2]; at++) if (coneAt(c, at) === CONE_SOLD) scoops += scoopsAt(at);
      const bonuses = [0, 1, 2].map((s) => (c[BONUS + s] === 1 ? soldCones(c, s) : 0)) as [number, number, number];
      return { score: { kind: 'ice-cream', scoops, bonuses }, points: scoops + bonuses[0] + bonuses[1] + bonuses[2] };
    }
    case CHRISTMAS: {
      const lights = [0, 1, 2].map((s) => {
        const longest = longestString(c, s);
        return longest >= 2 ? longest : 0;
      }) as [number, number, number];
      return { score: { kind: 'christmas', lights }, points: lights[0] + lights[1] + lights[2] };
    }
    case EGGS: {
      const eggs = eggsCollected(c);
      const points = eggPoints(eggs);
      return { score: { kind: 'eggs', eggs, points }, points };
    }
    default:
      return { score: { kind: 'classic' }, points: 0 };
  }
}

/** The season's points alone. */
export function seasonPoints(c: CompactSheet): number {
  return c[KIND] === 0 ? 0 : scoreSeason(c).points;
}

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/** The sheet's score, component by component ([rules §7](../../../docs/rules.md#7-end-of-game-and-scoring)), with its temp award. */
export function scoreCompact(c: CompactSheet, tempAward: number): ScoreBreakdown {
  const counts = completeEstateCounts(c, false);
  let estatePoints = 0;
  let completeEstates = 0;
  const estates = mapPacked(SIZES, (size): EstateScore => {
    const count = counts[size - 1] as number;
    const value = track(`${size}-house estate`, TRACK_VALUES.estates[size - 1] as readonly number[], c[IMPROVEMENTS + size - 1] as number);
    estatePoints += count * value;
    completeEstates += count;
    return { size, count, value, points: count * value };
  });
  let plans = 0;
  for (let k = 0; k < 3; k++) if ((c[PLANS + k] as number) > 0) plans += c[PLANS + k] as number;
  const parks = [
    track('top park', LAYOUT[0].parks, c[PARKS] as number),
    track('middle park', LAYOUT[1].parks, c[PARKS + 1] as number),
    track('bottom park', LAYOUT[2].parks, c[PARKS + 2] as number),
  ] as const;
  const pools = track('pool', TRACK_VALUES.pool, c[POOLS] as number);
  const bis = track('bis', TRACK_VALUES.bis, c[BIS] as number);
  const refusals = track('refusal', TRACK_VALUES.refusal, c[REFUSALS] as number);
  const roundabouts = track('roundabout', TRACK_VALUES.roundabout, c[ROUNDABOUTS] as number);
  const { score: season, points: seasonal } = scoreSeason(c);
  const total = plans + parks[0] + parks[1] + parks[2] + pools + tempAward + estatePoints + seasonal - bis - refusals - roundabouts;
  return { plans, parks, pools, temps: tempAward, estates, completeEstates, bis, refusals, roundabouts, seasonal, season, total };
}
