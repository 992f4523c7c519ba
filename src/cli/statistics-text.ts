import type { MeanStatistics } from '../bots/mean-statistics.js';
import type { SheetKind } from '../rules/seasons.js';

const one = (value: number) => value.toFixed(1);

/**
 * The lines of `simulate`'s table for one seat name's mean statistics a play: what its
 * sheets held, the effects it used, the plans it claimed and when, and the seasonal
 * sheet's figures (roundabouts only with the variant, the season only on its sheet).
 */
export function statisticsLines(bot: string, means: MeanStatistics, roundabouts: boolean, sheet: SheetKind): string[] {
  const sheetFigures = [
    `numbers ${one(means.numbers)}`,
    `empty houses ${one(means.emptyHouses)}`,
    `refusals ${one(means.refusals)}`,
    `bis ${one(means.bis)}`,
    `temps ${one(means.temps)}`,
    `pools ${one(means.pools)}`,
    `parks ${one(means.parks)}`,
    `fences ${one(means.fences)}`,
    `improvements ${one(means.improvements)}`,
    ...(roundabouts ? [`roundabouts ${one(means.roundabouts)}`] : []),
  ];
  const effects = Object.entries(means.effects).map(([effect, uses]) => `${effect} ${one(uses)}`);
  const plans = means.plans.map((plan, k) => `plan ${k + 1} ${Math.round(plan.claimed * 100)}%${plan.round === null ? '' : ` in round ${one(plan.round)}`}`);
  const season = seasonLine(means.season, sheet);
  return [
    `${bot}: ${sheetFigures.join(', ')}`,
    `  complete estates ${one(means.completeEstates)}, by size 1–6: ${means.estates.map(one).join(' ')}; effects used: ${effects.join(', ')}`,
    `  plans claimed ${one(means.plansClaimed)} (first ${one(means.firstClaims)}): ${plans.join(', ')}`,
    ...(season === undefined ? [] : [`  ${season}`]),
  ];
}

function seasonLine(season: MeanStatistics['season'], sheet: SheetKind): string | undefined {
  switch (sheet) {
    case 'classic':
      return undefined;
    case 'ice-cream':
      return `ice cream: cones sold ${one(season.conesSold)}, lost ${one(season.conesLost)}, scoops ${one(season.scoops)}, bonuses won ${one(season.bonusesWon)}`;
    case 'christmas':
      return `lights: the streets' longest strings ${one(season.lights)} houses`;
    case 'eggs':
      return `eggs collected ${one(season.eggs)}`;
  }
}
