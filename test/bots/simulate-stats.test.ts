import { describe, expect, it } from 'vitest';
import { gameStatistics, greedyBot, randomBot, simulate, type GameRecord, type PlayerStatistics } from '../../src/index.js';

describe('simulate reports spread and where the points come from', () => {
  it('sd, the 95 % interval of the mean, and mean points by part that add up to the mean', () => {
    const report = simulate({ games: 12, seats: [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }], seed: 'stats' });
    for (const bot of report.bots) {
      expect(bot.sd).toBeGreaterThan(0);
      expect(bot.ci95).toBeCloseTo((1.96 * bot.sd) / Math.sqrt(bot.plays), 1);
      const b = bot.meanBreakdown;
      const total = b.plans + b.parks + b.pools + b.temps + b.estates + b.seasonal - b.bis - b.refusals - b.roundabouts;
      // Each part is rounded to two decimals.
      expect(Math.abs(total - bot.mean)).toBeLessThan(0.1);
    }
    expect(report.bots[0]?.meanBreakdown.estates).toBeGreaterThan(report.bots[1]?.meanBreakdown.estates ?? 0);
  });
});

describe("simulate reports the means of each player's statistics", () => {
  it("each mean is the mean over the plays of gameStatistics of the games' records, pooled by seat name; each plan's round over the plays that claimed it", () => {
    const records: GameRecord[] = [];
    const seats = [{ name: 'greedy', bot: greedyBot }, { name: 'random', bot: randomBot }, { name: 'greedy', bot: greedyBot }];
    const report = simulate({ games: 6, seats, seed: 'figures', sheet: 'ice-cream', onGame: (game) => records.push(game.record) });
    const round2 = (value: number) => Math.round(value * 100) / 100;
    for (const result of report.bots) {
      const plays = records.flatMap((record) => gameStatistics(record).players.filter((_player, seat) => seats[seat]?.name === result.bot));
      const mean = (figure: (player: PlayerStatistics) => number) => round2(plays.reduce((sum, player) => sum + figure(player), 0) / plays.length);
      const means = result.meanStatistics;
      expect(plays.length).toBe(result.plays);
      const counts: ((player: PlayerStatistics) => number)[] = [
        (p) => p.numbers,
        (p) => p.refusals,
        (p) => p.bis,
        (p) => p.temps,
        (p) => p.pools,
        (p) => p.parks,
        (p) => p.fences,
        (p) => p.completeEstates,
        (p) => p.emptyHouses,
      ];
      expect([means.numbers, means.refusals, means.bis, means.temps, means.pools, means.parks, means.fences, means.completeEstates, means.emptyHouses]).toEqual(counts.map(mean));
      expect(means.improvements).toBe(mean((p) => p.improvements.reduce((a, b) => a + b, 0)));
      expect(means.estates).toEqual([0, 1, 2, 3, 4, 5].map((size) => mean((p) => p.estates[size] ?? 0)));
      expect(means.effects).toEqual({
        fence: mean((p) => p.effects.fence),
        pool: mean((p) => p.effects.pool),
        temp: mean((p) => p.effects.temp),
        bis: mean((p) => p.effects.bis),
        park: mean((p) => p.effects.park),
        improvement: mean((p) => p.effects.improvement),
      });
      expect([means.plansClaimed, means.firstClaims]).toEqual([mean((p) => p.plansClaimed), mean((p) => p.firstClaims)]);
      means.plans.forEach((plan, k) => {
        const claims = plays.map((player) => player.plans[k]).filter((claim) => claim?.claimed === true);
        expect(plan.claimed).toBe(round2(claims.length / plays.length));
        expect(plan.first).toBe(round2(claims.filter((claim) => claim?.first).length / plays.length));
        expect(plan.round).toBe(claims.length === 0 ? null : round2(claims.reduce((sum, claim) => sum + (claim?.round ?? 0), 0) / claims.length));
      });
      const season = (player: PlayerStatistics) => (player.season.kind === 'ice-cream' ? player.season : { conesSold: 0, conesLost: 0, scoops: 0, bonusesWon: 0 });
      expect(means.season).toEqual({
        conesSold: mean((p) => season(p).conesSold),
        conesLost: mean((p) => season(p).conesLost),
        scoops: mean((p) => season(p).scoops),
        bonusesWon: mean((p) => season(p).bonusesWon),
        lights: 0,
        eggs: 0,
      });
    }
    expect(report.bots[0]?.meanStatistics.plansClaimed).toBeGreaterThan(0);
  });
});
