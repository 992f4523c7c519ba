import { CONES, EGG_SPOTS } from '../rules/seasons.js';
import type { StreetIndex } from '../rules/layout.js';
import { compactOf } from '../sheet/compact/json.js';
import { linked, longestString } from '../sheet/compact/lights.js';
import type { SeasonScore } from '../sheet/score-types.js';
import type { Sheet } from '../sheet/types.js';

/** A row of three-character cells under a street's houses, with `between(i)` after house `i`. */
function row(label: string, cells: readonly string[], between: (i: number) => string): string {
  return `${label.padEnd(6)}  ${cells.map((cell, i) => `${cell}${i < cells.length - 1 ? between(i) : ''}`).join('')}`.trimEnd();
}

/**
 * The line under a street that draws what its seasonal sheet shows, or `undefined` on
 * the Classic sheet:
 *
 * - ice cream truck: each cone's scoops, `c` open, `$` sold, `x` lost (the trucks and
 *   bonuses follow the streets, {@link seasonSummary});
 * - Christmas lights: `~` between linked houses; then the longest string;
 * - spring eggs: eggs collected of the eggs drawn on each spot.
 */
export function seasonLine(sheet: Sheet, index: StreetIndex): string | undefined {
  const season = sheet.season;
  const street = sheet.streets[index];
  switch (season.kind) {
    case 'classic':
      return undefined;
    case 'ice-cream': {
      const marks = { open: 'c', sold: '$', lost: 'x' } as const;
      const cells = season.cones[index].map((cone, house) => (cone === null ? '   ' : `${String(CONES[index][house]).padStart(2)}${marks[cone]}`));
      return row('cones', cells, () => ' ');
    }
    case 'christmas': {
      const cells = street.houses.map(() => '   ');
      const compact = compactOf(sheet);
      return `${row('lights', cells, (i) => (linked(compact, index, i) ? '~' : ' ')).padEnd(57)} longest ${longestString(compact, index)}`;
    }
    case 'eggs': {
      const cells = season.eggs[index].map((collected, house) => (collected === null ? '   ' : `${collected}/${EGG_SPOTS[index][house]}`));
      return row('eggs', cells, () => ' ');
    }
  }
}

const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

/**
 * The lines under the streets that sum up a seasonal sheet: on the ice cream truck
 * sheet, where each truck stands and each street bonus; none on the other sheets.
 */
export function seasonSummary(sheet: Sheet): string[] {
  const season = sheet.season;
  if (season.kind !== 'ice-cream') return [];
  const trucks = season.trucks.map((truck, index) => {
    const where = truck.from === null ? 'end not chosen' : truck.at === null ? `${truck.from} end` : `at ${truck.at} from ${truck.from}`;
    return `${STREET_NAMES[index]} ${where}`;
  });
  const bonuses = season.bonuses.map((bonus, index) => `${STREET_NAMES[index]} ${bonus}`);
  return [`trucks   ${trucks.join('   ')}`, `bonuses  ${bonuses.join('   ')}`];
}

/** A seasonal score in words, for the score tables; `undefined` on the Classic sheet. */
export function seasonText(score: SeasonScore): string | undefined {
  switch (score.kind) {
    case 'classic':
      return undefined;
    case 'ice-cream':
      return `scoops ${score.scoops}, bonuses ${score.bonuses.join('/')}`;
    case 'christmas':
      return `lights ${score.lights.join('/')}`;
    case 'eggs':
      return `${score.eggs} eggs`;
  }
}
