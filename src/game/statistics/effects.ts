import type { Choice } from '../choice/choice.js';
import type { EffectCounts } from './types.js';

/** How many of the record's rounds the player used each effect in: the effect a build's choice names. */
export function effectFigures(rounds: readonly (readonly Choice[])[], player: number): EffectCounts {
  const counts = { fence: 0, pool: 0, temp: 0, bis: 0, park: 0, improvement: 0 };
  for (const choices of rounds) {
    const choice = choices[player];
    if (choice?.type === 'build' && choice.effect !== undefined) counts[choice.effect.type] += 1;
  }
  return counts;
}
