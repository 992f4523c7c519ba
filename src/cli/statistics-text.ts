import type { MeanStatistics } from '../bots/mean-statistics.js';
import { EFFECTS } from '../rules/cards.js';
import type { SheetKind } from '../rules/seasons.js';
import { EFFECT_WORDS_EN } from '../words/effect-words.js';

const one = (value: number) => value.toFixed(1);

/**
 * Complete estates by size, spelled out: `4.0 of 1 house, 0.3 of 2 houses, 1.0 of 5,
 * 0.8 of 6` (the houses said until a plural has been said), the sizes that round to
 * none left out; `none` when every one does.
 */
export function estatesBySize(counts: readonly number[]): string {
  let plural = false;
  const parts = counts.flatMap((count, index) => {
    if (one(count) === one(0)) return [];
    const size = index + 1;
    const unit = plural ? '' : size === 1 ? ' house' : ' houses';
    plural ||= size > 1;
    return [`${one(count)} of ${size}${unit}`];
  });
  return parts.length === 0 ? 'none' : parts.join(', ');
}

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
    `${EFFECT_WORDS_EN.names.temp} boxes ${one(means.temps)}`,
    `pools ${one(means.pools)}`,
    `parks ${one(means.parks)}`,
    `fences ${one(means.fences)}`,
    `estate value boxes ${one(means.improvements)}`,
    ...(roundabouts ? [`roundabouts ${one(means.roundabouts)}`] : []),
  ];
  const effects = EFFECTS.map((effect) => `${EFFECT_WORDS_EN.names[effect]} ${one(means.effects[effect])}`);
  const plans = means.plans.map((plan, k) => `plan ${k + 1} ${Math.round(plan.claimed * 100)}%${plan.round === null ? '' : ` in round ${one(plan.round)}`}`);
  const season = seasonLine(means.season, sheet);
  return [
    `${bot}: ${sheetFigures.join(', ')}`,
    `  complete estates ${one(means.completeEstates)}: ${estatesBySize(means.estates)}; effects used: ${effects.join(', ')}`,
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
