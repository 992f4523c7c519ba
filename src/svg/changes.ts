// What a previewed choice changes, target by target: those targets stay undimmed, so
// that a preview drawn with `dim` shows what the choice does wherever it does it.
import type { Sheet } from '../index.js';

/** The target keys (as marks.ts writes them) of the boxes `from` to `to` of a track, crossed by the choice. */
function crossed(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => `${prefix}:${from + i}`);
}

/** The targets whose drawing differs between `before` and `after`. */
export function changedTargets(before: Sheet, after: Sheet): Set<string> {
  const keys: string[] = [];
  after.streets.forEach((street, s) => {
    const was = before.streets[s];
    street.houses.forEach((house, h) => {
      const old = was?.houses[h];
      const season = after.season;
      const seasonal = (season.kind === 'ice-cream' && before.season.kind === 'ice-cream' && season.cones[s as 0][h] !== before.season.cones[s as 0][h]) ||
        (season.kind === 'eggs' && before.season.kind === 'eggs' && season.eggs[s as 0][h] !== before.season.eggs[s as 0][h]);
      if (seasonal || JSON.stringify(house) !== JSON.stringify(old)) keys.push(`house:${s}:${h}`);
    });
    street.fences.forEach((fenced, slot) => {
      if (fenced !== was?.fences[slot]) keys.push(`slot:${s}:${slot}`);
    });
    keys.push(...crossed(`park:${s}`, was?.parks ?? 0, street.parks));
  });
  after.improvements.forEach((count, i) => {
    if (count !== before.improvements[i]) keys.push(`estate:${i + 1}`);
  });
  keys.push(...crossed('track:pool', before.pools, after.pools), ...crossed('track:temp', before.temps, after.temps));
  keys.push(...crossed('track:bis', before.bis, after.bis), ...crossed('track:refusal', before.refusals, after.refusals));
  keys.push(...crossed('track:roundabout', before.roundabouts, after.roundabouts));
  after.plans.forEach((points, i) => {
    if (points !== before.plans[i]) keys.push(`plan:${i}`);
  });
  return new Set(keys);
}
