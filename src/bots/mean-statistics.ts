import type { EffectCounts, SheetCounts } from '../game/statistics/types.js';
import type { SeasonCounts, StatisticsSums } from './figures.js';
import { round2 } from './tally.js';

/**
 * One plan deck's plan over a simulation's plays.
 *
 * @example
 * ```ts
 * import type { MeanPlanStatistics } from 'welcome-to-engine';
 * const plan: MeanPlanStatistics = { claimed: 0.62, first: 0.4, round: 11.3 };
 * ```
 *
 * @group Bots
 */
export interface MeanPlanStatistics {
  /** The share of the plays that claimed it (0–1). */
  readonly claimed: number;
  /** The share of the plays that claimed it for its first value (0–1). */
  readonly first: number;
  /** The mean round of its claims; `null` when no play claimed it. */
  readonly round: number | null;
}

/**
 * The seasonal sheet's figures over a simulation's plays, each a mean a play (0 on
 * the other sheets): the {@link SeasonCounts} averaged.
 *
 * @example
 * ```ts
 * import type { MeanSeasonStatistics } from 'welcome-to-engine';
 * const truck = (season: MeanSeasonStatistics) => `${season.conesSold} cones sold, ${season.scoops} scoops`;
 * ```
 *
 * @group Bots
 */
export type MeanSeasonStatistics = SeasonCounts;

/**
 * The means a play of each player's statistics ({@link PlayerStatistics}) over a
 * simulation, rounded to two decimals: what a seat name's plays did on their sheets.
 *
 * @example
 * ```ts
 * import { greedyBot, simulate, type MeanStatistics } from 'welcome-to-engine';
 * const report = simulate({ games: 4, seats: [{ name: 'a', bot: greedyBot }, { name: 'b', bot: greedyBot }] });
 * const means: MeanStatistics | undefined = report.bots[0]?.meanStatistics;
 * means?.estates; // complete estates of 1, 2, … 6 houses, on average
 * ```
 *
 * @group Bots
 */
export interface MeanStatistics extends SheetCounts {
  /** Crossed improvement boxes, every size. */
  readonly improvements: number;
  /** Complete estates, every size. */
  readonly completeEstates: number;
  /** Complete estates of each size: index 0 is size 1, index 5 size 6. */
  readonly estates: readonly number[];
  /** Rounds each effect was used. */
  readonly effects: EffectCounts;
  /** Plans claimed. */
  readonly plansClaimed: number;
  /** Plans claimed for their first value. */
  readonly firstClaims: number;
  /** Each plan deck's plan: deck 1, 2, 3. */
  readonly plans: readonly MeanPlanStatistics[];
  /** The seasonal sheet's figures. */
  readonly season: MeanSeasonStatistics;
}

/** The means of `plays` plays' sums (0 for no play), the plans' rounds over their claims. */
export function meanStatistics(sums: StatisticsSums, plays: number): MeanStatistics {
  const mean = (sum: number) => (plays === 0 ? 0 : round2(sum / plays));
  const plan = (claims: number, first: number, rounds: number): MeanPlanStatistics => ({ claimed: mean(claims), first: mean(first), round: claims === 0 ? null : round2(rounds / claims) });
  return {
    numbers: mean(sums.numbers),
    emptyHouses: mean(sums.emptyHouses),
    bis: mean(sums.bis),
    temps: mean(sums.temps),
    pools: mean(sums.pools),
    parks: mean(sums.parks),
    fences: mean(sums.fences),
    refusals: mean(sums.refusals),
    roundabouts: mean(sums.roundabouts),
    improvements: mean(sums.improvements),
    completeEstates: mean(sums.completeEstates),
    estates: [sums.estates1, sums.estates2, sums.estates3, sums.estates4, sums.estates5, sums.estates6].map(mean),
    effects: { fence: mean(sums.fenceUses), pool: mean(sums.poolUses), temp: mean(sums.tempUses), bis: mean(sums.bisUses), park: mean(sums.parkUses), improvement: mean(sums.improvementUses) },
    plansClaimed: mean(sums.plansClaimed),
    firstClaims: mean(sums.firstClaims),
    plans: [
      plan(sums.plan1Claims, sums.plan1FirstClaims, sums.plan1Rounds),
      plan(sums.plan2Claims, sums.plan2FirstClaims, sums.plan2Rounds),
      plan(sums.plan3Claims, sums.plan3FirstClaims, sums.plan3Rounds),
    ],
    season: { conesSold: mean(sums.conesSold), conesLost: mean(sums.conesLost), scoops: mean(sums.scoops), bonusesWon: mean(sums.bonusesWon), lights: mean(sums.lights), eggs: mean(sums.eggs) },
  };
}
