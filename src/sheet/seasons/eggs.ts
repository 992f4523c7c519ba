import { EGG_SPOTS, EGG_VALUES, EGGS_PER_NUMBER } from '../../rules/seasons.js';
import type { HouseRef } from '../types.js';
import type { SeasonOf } from './types.js';

type Eggs = SeasonOf<'eggs'>;

/**
 * The season once `number` is written in `at` ([rules §11.3](../../../docs/rules.md#113-spring-eggs)): on an egg spot, 0, 8 and 10
 * collect up to two of its eggs, 6, 9 and 16 one.
 */
export function collectEggs(season: Eggs, at: HouseRef, number: number): Eggs {
  const spot = (EGG_SPOTS[at.street] as readonly number[])[at.house] ?? 0;
  const collected = Math.min(spot, EGGS_PER_NUMBER[number] ?? 0);
  if (collected === 0) return season;
  const eggs = [season.eggs[0], season.eggs[1], season.eggs[2]] as [readonly (number | null)[], readonly (number | null)[], readonly (number | null)[]];
  const street = eggs[at.street].slice();
  street[at.house] = collected;
  eggs[at.street] = street;
  return { kind: 'eggs', eggs };
}

/** Every egg collected on the sheet. */
export function eggsCollected(season: Eggs): number {
  let eggs = 0;
  for (const street of season.eggs) for (const count of street) eggs += count ?? 0;
  return eggs;
}

/** What `eggs` collected eggs are worth: the points of the highest threshold reached ([rules §11.3](../../../docs/rules.md#113-spring-eggs)). */
export function eggPoints(eggs: number): number {
  let points = 0;
  for (const step of EGG_VALUES) if (eggs >= step.eggs) points = step.points;
  return points;
}
