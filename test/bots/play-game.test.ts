import { describe, expect, it } from 'vitest';
import { greedyBot, legalChoices, playGame, randomBot, replay, type Bot } from '../../src/index.js';
import { simulate } from '../../src/cli/simulate.js';
import { expectRuleError } from '../support/helpers.js';

const NO_VARIANTS = { advancedPlans: false, expert: false, roundabouts: false };

const quiet = { out: () => {}, err: () => {}, progress: () => {}, line: async () => undefined };

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

describe('seeded simulations', () => {
  it('give the same results twice', () => {
    const options = { games: 6, players: 3, bots: ['greedy', 'random'], ruleset: 'original' as const, variants: NO_VARIANTS, sheet: 'classic' as const, seed: 'twice', json: true };
    const once = simulate(options, quiet, () => 0);
    const twice = simulate(options, quiet, () => 0);
    expect(twice).toEqual(once);
    expect(once.bots.map((bot) => bot.plays)).toEqual([12, 6]);
  });

  it('the greedy bot beats the random bot on average over 200 seeded games', () => {
    const report = simulate({ games: 200, players: 2, bots: ['greedy', 'random'], ruleset: 'collector', variants: NO_VARIANTS, sheet: 'classic', seed: 'strength', json: true }, quiet, () => 0);
    const [greedy, random] = report.bots;
    expect(greedy?.bot).toBe('greedy');
    expect(greedy?.mean).toBeGreaterThan((random?.mean ?? 0) + 10);
    expect(greedy?.wins).toBeGreaterThan(150);
  }, 300_000);
});
