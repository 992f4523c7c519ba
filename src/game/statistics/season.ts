import type { SeasonScore } from '../../sheet/score-types.js';
import type { Season } from '../../sheet/seasons/types.js';
import type { SeasonStatistics } from './types.js';

/**
 * The seasonal sheet's figures: the cones and bonuses as the sheet marks them, the
 * scoops, lights and eggs as the score found them (the rules that count them are the
 * score's, not written again here).
 */
export function seasonFigures(season: Season, score: SeasonScore): SeasonStatistics {
  switch (score.kind) {
    case 'classic':
      return { kind: 'classic' };
    case 'ice-cream': {
      // The score's kind is the sheet's: the cones and bonuses are marked on the sheet.
      const marks = season.kind === 'ice-cream' ? season : { cones: [], bonuses: [] };
      let conesSold = 0;
      let conesLost = 0;
      for (const street of marks.cones) {
        for (const cone of street) {
          if (cone === 'sold') conesSold += 1;
          else if (cone === 'lost') conesLost += 1;
        }
      }
      const bonusesWon = marks.bonuses.filter((bonus) => bonus === 'won').length;
      return { kind: 'ice-cream', conesSold, conesLost, scoops: score.scoops, bonusesWon };
    }
    case 'christmas':
      return { kind: 'christmas', lights: [score.lights[0], score.lights[1], score.lights[2]], longestString: Math.max(...score.lights) };
    case 'eggs':
      return { kind: 'eggs', eggs: score.eggs };
  }
}
