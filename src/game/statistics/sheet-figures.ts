import type { ScoreBreakdown } from '../../sheet/score-types.js';
import type { Sheet } from '../../sheet/types.js';
import type { PlayerStatistics } from './types.js';

/** The figures of {@link PlayerStatistics} that the last sheet shows. */
export type SheetFigures = Pick<
  PlayerStatistics,
  'numbers' | 'emptyHouses' | 'bis' | 'temps' | 'pools' | 'parks' | 'parksByStreet' | 'fences' | 'refusals' | 'roundabouts' | 'improvements' | 'estates' | 'completeEstates'
>;

/**
 * What a sheet holds, counted from its marks; the complete estates from the score's
 * breakdown, where the engine found them (no second reading of what an estate is).
 */
export function sheetFigures(sheet: Sheet, score: ScoreBreakdown): SheetFigures {
  let numbers = 0;
  let emptyHouses = 0;
  let fences = 0;
  for (const street of sheet.streets) {
    for (const house of street.houses) {
      if (house.number === null) {
        if (!house.roundabout) emptyHouses += 1;
      } else if (!house.bis) numbers += 1;
    }
    // Slots 1 … houses − 1: the two ends are the street's own, never drawn.
    for (let slot = 1; slot < street.houses.length; slot++) if (street.fences[slot] === true) fences += 1;
  }
  const parksByStreet = [sheet.streets[0].parks, sheet.streets[1].parks, sheet.streets[2].parks] as const;
  return {
    numbers,
    emptyHouses,
    bis: sheet.bis,
    temps: sheet.temps,
    pools: sheet.pools,
    parks: parksByStreet[0] + parksByStreet[1] + parksByStreet[2],
    parksByStreet,
    fences,
    refusals: sheet.refusals,
    roundabouts: sheet.roundabouts,
    improvements: [...sheet.improvements],
    estates: score.estates.map((estate) => estate.count),
    completeEstates: score.completeEstates,
  };
}
