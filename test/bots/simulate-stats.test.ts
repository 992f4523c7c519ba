import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot, simulate } from '../../src/index.js';

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
