import { STREETS } from '../../rules/layout.js';
import type { Sheet } from '../types.js';
import type { SeasonScore } from '../score-types.js';
import { eggPoints, eggsCollected } from './eggs.js';
import { soldCones, soldScoops } from './ice-cream.js';
import { longestString } from './lights.js';


/** A sheet's seasonal score and its total. */
export function scoreSeason(sheet: Sheet): { readonly score: SeasonScore; readonly points: number } {
  const season = sheet.season;
  switch (season.kind) {
    case 'classic':
      return { score: season, points: 0 };
    case 'ice-cream': {
      const scoops = soldScoops(season);
      const bonuses = STREETS.map((s) => (season.bonuses[s] === 'won' ? soldCones(season, s) : 0)) as [number, number, number];
      return { score: { kind: 'ice-cream', scoops, bonuses }, points: scoops + bonuses[0] + bonuses[1] + bonuses[2] };
    }
    case 'christmas': {
      const lights = sheet.streets.map((street) => {
        const longest = longestString(street);
        return longest >= 2 ? longest : 0;
      }) as [number, number, number];
      return { score: { kind: 'christmas', lights }, points: lights[0] + lights[1] + lights[2] };
    }
    case 'eggs': {
      const eggs = eggsCollected(season);
      const points = eggPoints(eggs);
      return { score: { kind: 'eggs', eggs, points }, points };
    }
  }
}

/**
 * {@link scoreSeason}'s points alone, built with no object: what a bot's rating adds up
 * for every sheet it rates (test/sheet/seasons.prop.test.ts holds the two equal).
 */
export function seasonPoints(sheet: Sheet): number {
  const season = sheet.season;
  switch (season.kind) {
    case 'classic':
      return 0;
    case 'ice-cream': {
      let points = soldScoops(season);
      for (const street of STREETS) if (season.bonuses[street] === 'won') points += soldCones(season, street);
      return points;
    }
    case 'christmas': {
      let points = 0;
      for (const street of sheet.streets) {
        const longest = longestString(street);
        if (longest >= 2) points += longest;
      }
      return points;
    }
    case 'eggs':
      return eggPoints(eggsCollected(season));
  }
}
