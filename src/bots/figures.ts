import type { PlayerStatistics, SheetCounts } from '../game/statistics/types.js';

/**
 * The seasonal sheets' figures as numbers to add up over games: 0 on the other sheets.
 * {@link StatisticsSums} holds their sums, {@link MeanSeasonStatistics} their means.
 *
 * @example
 * ```ts
 * import type { SeasonCounts } from 'welcome-to-engine';
 * const christmas: SeasonCounts = { conesSold: 0, conesLost: 0, scoops: 0, bonusesWon: 0, lights: 9, eggs: 0 };
 * ```
 *
 * @group Bots
 */
export interface SeasonCounts {
  /** Ice cream cones sold. */
  readonly conesSold: number;
  /** Ice cream cones lost. */
  readonly conesLost: number;
  /** Scoops of the cones sold. */
  readonly scoops: number;
  /** Ice cream street bonuses won. */
  readonly bonusesWon: number;
  /** Each street's longest string of lights, the three added. */
  readonly lights: number;
  /** Eggs collected. */
  readonly eggs: number;
}

/**
 * The sums over a simulation's plays of each player's statistics ({@link PlayerStatistics}),
 * as whole numbers, so that the sums of separate runs add up to exactly the sums of one
 * run over all their games ({@link mergeReports}). Seasonal figures are 0 on the other
 * sheets.
 *
 * @example
 * ```ts
 * import { randomBot, simulate, type StatisticsSums } from 'welcome-to-engine';
 * const sums: StatisticsSums | undefined = simulate({ games: 4, seats: [{ name: 'r', bot: randomBot }, { name: 's', bot: randomBot }] }).tally.bots[0]?.statistics;
 * sums?.refusals; // refusals of every play of seat 'r' together
 * ```
 *
 * @group Bots
 */
export interface StatisticsSums extends SheetCounts, SeasonCounts {
  /** Crossed improvement boxes, every size. */
  readonly improvements: number;
  /** Complete estates, every size. */
  readonly completeEstates: number;
  /** Complete 1-house estates. */
  readonly estates1: number;
  /** Complete 2-house estates. */
  readonly estates2: number;
  /** Complete 3-house estates. */
  readonly estates3: number;
  /** Complete 4-house estates. */
  readonly estates4: number;
  /** Complete 5-house estates. */
  readonly estates5: number;
  /** Complete 6-house estates. */
  readonly estates6: number;
  /** Rounds the fence effect was used. */
  readonly fenceUses: number;
  /** Rounds the pool effect was used. */
  readonly poolUses: number;
  /** Rounds the temp effect was used. */
  readonly tempUses: number;
  /** Rounds the bis effect was used. */
  readonly bisUses: number;
  /** Rounds the park effect was used. */
  readonly parkUses: number;
  /** Rounds the improvement effect was used. */
  readonly improvementUses: number;
  /** Plans claimed. */
  readonly plansClaimed: number;
  /** Plans claimed for their first value. */
  readonly firstClaims: number;
  /** Claims of plan deck 1's plan. */
  readonly plan1Claims: number;
  /** Claims of plan deck 1's plan for its first value. */
  readonly plan1FirstClaims: number;
  /** The rounds of the claims of plan deck 1's plan, added up. */
  readonly plan1Rounds: number;
  /** Claims of plan deck 2's plan. */
  readonly plan2Claims: number;
  /** Claims of plan deck 2's plan for its first value. */
  readonly plan2FirstClaims: number;
  /** The rounds of the claims of plan deck 2's plan, added up. */
  readonly plan2Rounds: number;
  /** Claims of plan deck 3's plan. */
  readonly plan3Claims: number;
  /** Claims of plan deck 3's plan for its first value. */
  readonly plan3FirstClaims: number;
  /** The rounds of the claims of plan deck 3's plan, added up. */
  readonly plan3Rounds: number;
}

/** The figures of a {@link StatisticsSums}, in its order: what a tally adds and a merge checks. */
export const FIGURES = [
  'numbers',
  'emptyHouses',
  'bis',
  'temps',
  'pools',
  'parks',
  'fences',
  'refusals',
  'roundabouts',
  'improvements',
  'completeEstates',
  'estates1',
  'estates2',
  'estates3',
  'estates4',
  'estates5',
  'estates6',
  'fenceUses',
  'poolUses',
  'tempUses',
  'bisUses',
  'parkUses',
  'improvementUses',
  'plansClaimed',
  'firstClaims',
  'plan1Claims',
  'plan1FirstClaims',
  'plan1Rounds',
  'plan2Claims',
  'plan2FirstClaims',
  'plan2Rounds',
  'plan3Claims',
  'plan3FirstClaims',
  'plan3Rounds',
  'conesSold',
  'conesLost',
  'scoops',
  'bonusesWon',
  'lights',
  'eggs',
] as const satisfies readonly (keyof StatisticsSums)[];

/** One figure of a {@link StatisticsSums}. */
export type Figure = (typeof FIGURES)[number];

/** Nothing counted yet: every figure 0 (a tally's sums are typed {@link StatisticsSums}, so a field missing from {@link FIGURES} does not compile). */
export function noFigures(): Record<Figure, number> {
  const sums = {} as Record<Figure, number>;
  for (const figure of FIGURES) sums[figure] = 0;
  return sums;
}

/** Adds one play's statistics to `sums`. */
export function addFigures(sums: Record<Figure, number>, player: PlayerStatistics): void {
  sums.numbers += player.numbers;
  sums.emptyHouses += player.emptyHouses;
  sums.bis += player.bis;
  sums.temps += player.temps;
  sums.pools += player.pools;
  sums.parks += player.parks;
  sums.fences += player.fences;
  sums.refusals += player.refusals;
  sums.roundabouts += player.roundabouts;
  for (const marks of player.improvements) sums.improvements += marks;
  sums.completeEstates += player.completeEstates;
  sums.estates1 += player.estates[0] ?? 0;
  sums.estates2 += player.estates[1] ?? 0;
  sums.estates3 += player.estates[2] ?? 0;
  sums.estates4 += player.estates[3] ?? 0;
  sums.estates5 += player.estates[4] ?? 0;
  sums.estates6 += player.estates[5] ?? 0;
  sums.fenceUses += player.effects.fence;
  sums.poolUses += player.effects.pool;
  sums.tempUses += player.effects.temp;
  sums.bisUses += player.effects.bis;
  sums.parkUses += player.effects.park;
  sums.improvementUses += player.effects.improvement;
  sums.plansClaimed += player.plansClaimed;
  sums.firstClaims += player.firstClaims;
  for (const plan of player.plans) {
    if (!plan.claimed) continue;
    const deck = `plan${plan.plan + 1}` as 'plan1' | 'plan2' | 'plan3';
    sums[`${deck}Claims`] += 1;
    if (plan.first) sums[`${deck}FirstClaims`] += 1;
    sums[`${deck}Rounds`] += plan.round ?? 0;
  }
  const season = player.season;
  switch (season.kind) {
    case 'classic':
      break;
    case 'ice-cream':
      sums.conesSold += season.conesSold;
      sums.conesLost += season.conesLost;
      sums.scoops += season.scoops;
      sums.bonusesWon += season.bonusesWon;
      break;
    case 'christmas':
      sums.lights += season.lights[0] + season.lights[1] + season.lights[2];
      break;
    case 'eggs':
      sums.eggs += season.eggs;
      break;
  }
}
