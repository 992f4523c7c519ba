import { describe, expect, it } from 'vitest';
import { greedyBot, legalChoices, playGame, randomBot, replay, simulate, type Bot } from '../../src/index.js';
import { expectRuleError } from '../support/helpers.js';

describe('playGame', () => {
  it('plays a whole game and returns the final state and a record that replays to it', () => {
    const { state, record } = playGame({ players: 3, seed: 'whole' }, [randomBot, greedyBot, randomBot]);
    expect(state.status).toBe('over');
    expect(state.result?.players).toHaveLength(3);
    expect(replay(record)).toEqual(state);
  });

  it('gives each bot only its own view', () => {
    const seen: string[] = [];
    const spy: Bot = (view, seed) => {
      seen.push(view.player);
      expect(JSON.stringify(view)).not.toContain('"cards"');
      return legalChoices(view, view.player)[0] ?? randomBot(view, seed);
    };
    playGame({ players: ['a', 'b'], seed: 1 }, [spy, spy]);
    expect(seen.slice(0, 4)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('needs one bot per player', () => {
    expectRuleError(() => playGame({ players: 3, seed: 1 }, [randomBot]), 'options/players', /3 players but 1 bots/);
  });
});

describe('simulate: seeded tournaments from code', () => {
  const greedy = { name: 'greedy', bot: greedyBot };
  const random = { name: 'random', bot: randomBot };

  it('gives the same results twice, pooled by seat name', () => {
    const options = { games: 6, seats: [greedy, random, greedy], ruleset: 'original' as const, seed: 'twice' };
    const once = simulate(options);
    expect(simulate(options)).toEqual(once);
    expect(once.seats).toEqual(['greedy', 'random', 'greedy']);
    expect(once.bots.map((bot) => [bot.bot, bot.plays])).toEqual([
      ['greedy', 12],
      ['random', 6],
    ]);
  });

  it("the win rate is the share of a bot's plays it won, never above 100 %", () => {
    const report = simulate({ games: 10, seats: [greedy, greedy, random], seed: 'rates' });
    for (const bot of report.bots) {
      expect(bot.winRate).toBeCloseTo(bot.wins / bot.plays, 2);
      expect(bot.winRate).toBeLessThanOrEqual(1);
    }
  });

  it('calls back after each game and plays the sheet and variants asked for', () => {
    const seen: number[] = [];
    const report = simulate({
      games: 3,
      seats: [greedy, random],
      sheet: 'eggs',
      variants: { expert: true },
      onGame: (played, index) => {
        expect(played.state.players[0]?.sheet.season.kind).toBe('eggs');
        seen.push(index);
      },
    });
    expect(seen).toEqual([0, 1, 2]);
    expect(report.games).toBe(3);
  });

  it('the greedy bot beats the random bot on average over 200 seeded games', () => {
    const report = simulate({ games: 200, seats: [greedy, random], seed: 'strength' });
    const [greedyResult, randomResult] = report.bots;
    expect(greedyResult?.bot).toBe('greedy');
    expect(greedyResult?.mean).toBeGreaterThan((randomResult?.mean ?? 0) + 10);
    expect(greedyResult?.wins).toBeGreaterThan(150);
  }, 300_000);
});
