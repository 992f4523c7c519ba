import { writeHouseNumber } from '../edit.js';
import type { HouseRef, Sheet } from '../types.js';
import { collectEggs } from './eggs.js';
import { driveTruck } from './ice-cream.js';

/**
 * The sheet with `number` written in the empty house `at` (a bis copy when `bis`), and
 * what its season draws because of it ([rules §11](../../../docs/rules.md#11-seasonal-sheets)): the ice cream truck drives there, an
 * egg spot gives up its eggs. `truck` is where the bottom street's truck starts, needed
 * with its first number. The one place a number is written on a sheet.
 */
export function writeNumber(sheet: Sheet, at: HouseRef, number: number, bis: boolean, truck?: 'left' | 'right'): Sheet {
  const written = writeHouseNumber(sheet, at.street, at.house, number, bis);
  const season = written.season;
  switch (season.kind) {
    case 'classic':
    case 'christmas':
      return written;
    case 'ice-cream': {
      const next = driveTruck(season, at, truck);
      return next === season ? written : withSeason(written, next);
    }
    case 'eggs': {
      const next = collectEggs(season, at, number);
      return next === season ? written : withSeason(written, next);
    }
  }
}

/** The sheet with another season (a copy: the sheet is never touched). */
export function withSeason(sheet: Sheet, season: Sheet['season']): Sheet {
  return {
    streets: sheet.streets,
    pools: sheet.pools,
    temps: sheet.temps,
    bis: sheet.bis,
    refusals: sheet.refusals,
    roundabouts: sheet.roundabouts,
    improvements: sheet.improvements,
    plans: sheet.plans,
    season,
  };
}
