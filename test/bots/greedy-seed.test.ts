import { specOf } from '../../src/bots/bot.js';
import { PATTERN_VALUATION } from '../../src/bots/rating/patterns/tables.js';
import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  GREEDY_TEMPERATURE,
  applyChoice,
  botFor,
  createGame,
  greedyBot,
  greedyBotWith,
  greedyCandidates,
  isRuleError,
  legalChoices,
  playGame,
  playerView,
  resolveRound,
  searchBot,
  validateChoice,
  type Bot,
  type GameState,
} from '../../src/index.js';

/** A position a few rounds in, where the greedy bot's shortlist holds near-equal choices. */
function midGame(seed: string, rounds: number): GameState {
  let state = createGame({ players: 2, seed });
  for (let round = 0; round < rounds; round++) {
    for (const player of state.players) state = applyChoice(state, player.id, greedyBotWith({ temperature: 0 })(playerView(state, player.id), round));
    state = resolveRound(state);
  }
  return state;
}

const distinct = (bot: Bot, state: GameState, seeds: number) => new Set(Array.from({ length: seeds }, (_, seed) => JSON.stringify(bot(playerView(state, 'p1'), seed)))).size;

describe('greedy bots whose seed varies their play', () => {
  it('"the seed decides among near-equal choices": where the two best are within 0.02 points, 50 seeds give more than one choice, and each is one of the shortlist', () => {
    const gap = (state: GameState) => {
      const [first, second] = greedyCandidates(playerView(state, 'p1'));
      return second === undefined ? Number.POSITIVE_INFINITY : first!.value - second.value;
    };
    const states = [createGame({ players: 2, seed: 'opening' }), ...Array.from({ length: 20 }, (_, k) => midGame(`near-${k}`, 3))];
    const state = states.find((position) => gap(position) > 0.002 && gap(position) < 0.02);
    expect(state).toBeDefined();
    expect(distinct(greedyBot, state!, 50)).toBeGreaterThan(1);
    const shortlist = greedyCandidates(playerView(state!, 'p1')).map((rated) => JSON.stringify(rated.choice));
    for (let seed = 0; seed < 50; seed++) expect(shortlist).toContain(JSON.stringify(greedyBot(playerView(state!, 'p1'), seed)));
  });

  it('at temperature 0 the seed breaks exact ties only: the same choice over 50 seeds where the best is alone', () => {
    // A position whose best-rated choice stands clear of the second by more than the
    // tie-breaking noise (at most 0.002 between two choices).
    const gap = (state: GameState) => {
      const [first, second] = greedyCandidates(playerView(state, 'p1'));
      return second === undefined ? Number.POSITIVE_INFINITY : first!.value - second.value;
    };
    const state = Array.from({ length: 20 }, (_, k) => midGame(`alone-${k}`, 5)).find((position) => gap(position) > 0.01);
    expect(state).toBeDefined();
    expect(distinct(greedyBotWith({ temperature: 0 }), state!, 50)).toBe(1);
    // Where the two best are exactly tied, the seed chooses between them even at 0.
    const tied = Array.from({ length: 20 }, (_, k) => midGame(`tied-${k}`, 5)).find((position) => gap(position) === 0);
    if (tied !== undefined) expect(distinct(greedyBotWith({ temperature: 0 }), tied, 50)).toBeGreaterThan(1);
  });

  it('the same view and seed give the same choice, at every temperature', () => {
    const state = midGame('same', 4);
    for (const temperature of [0, GREEDY_TEMPERATURE, 1, 5]) {
      const bot = greedyBotWith({ temperature });
      for (let seed = 0; seed < 10; seed++) expect(bot(playerView(state, 'p1'), seed)).toEqual(bot(structuredClone(playerView(state, 'p1')), seed));
    }
  });

  it('a hotter bot strays further: at temperature 5 more distinct choices than at the default, every one legal', () => {
    const state = midGame('hot', 6);
    const hot = greedyBotWith({ temperature: 5 });
    expect(distinct(hot, state, 60)).toBeGreaterThanOrEqual(distinct(greedyBot, state, 60));
    for (let seed = 0; seed < 60; seed++) expect(validateChoice(state, 'p1', hot(playerView(state, 'p1'), seed))).toEqual({ ok: true });
  });

  it('greedy opponents end a game with the same sheet in at most 1 % of seat pairs (100 4-player games: 600 pairs)', () => {
    let same = 0;
    for (let game = 0; game < 100; game++) {
      const { state } = playGame({ players: 4, seed: `clones-${game}`, ruleset: 'original' }, [greedyBot, greedyBot, greedyBot, greedyBot]);
      const sheets = state.players.map((player) => JSON.stringify(player.sheet));
      for (let i = 0; i < sheets.length; i++) for (let j = i + 1; j < sheets.length; j++) if (sheets[i] === sheets[j]) same += 1;
    }
    expect(same).toBeLessThanOrEqual(6);
  }, 30_000);

  it('a temperature that is not a finite number, 0 or more, is refused with argument/invalid and what would do', () => {
    for (const options of [{ temperature: -1 }, { temperature: Number.NaN }, { temperature: Number.POSITIVE_INFINITY }, { temperature: '1' }, { temp: 1 }, 3, null, []]) {
      let error: unknown;
      try {
        greedyBotWith(options as never);
      } catch (caught) {
        error = caught;
      }
      expect(isRuleError(error) && error.code === 'argument/invalid', JSON.stringify(options)).toBe(true);
    }
    expect(() => greedyBotWith({ temperature: -1 })).toThrow(/a finite number, 0 or more/);
  });
});

// The levels' ordering plays 60 games a level: seconds on a loaded 2-core machine.
describe('levels for front-ends', { timeout: 60_000 }, () => {
  it('botFor gives one bot a level, the same object each time, each making legal choices', () => {
    const state = midGame('levels', 3);
    for (const level of BOT_LEVELS) {
      expect(botFor(level)).toBe(botFor(level));
      const choice = botFor(level)(playerView(state, 'p1'), 1);
      expect(legalChoices(state, 'p1').map((c) => JSON.stringify(c))).toContain(JSON.stringify(choice));
    }
    // strong is the greedy bot at its default temperature, rating by the learned pattern value.
    expect(specOf(botFor('strong'))).toEqual({ kind: 'greedy', valuation: PATTERN_VALUATION, temperature: GREEDY_TEMPERATURE });
  });

  it('expert halves its candidates alone and at 2 or 3 players, and plays them evenly at 4 or more: legal choices either way, an unreadable view refused', () => {
    const halving = searchBot({ rating: 'patterns', simulations: 64, schedule: 'halving' });
    const even = searchBot({ rating: 'patterns', simulations: 64 });
    for (const players of [1, 4]) {
      const state = createGame({ players, ruleset: 'original', seed: `expert-${players}` });
      const view = playerView(state, 'p1');
      const choice = botFor('expert')(view, 2);
      expect(validateChoice(state, 'p1', choice), `${players} players`).toEqual({ ok: true });
      expect(choice, `${players} players`).toEqual((players >= 4 ? even : halving)(view, 2));
    }
    for (const view of [null, {}, { players: 'p1' }]) expect(() => botFor('expert')(view as never, 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });

  it('an unknown level is refused, naming the levels', () => {
    expect(() => botFor('master' as never)).toThrow(/beginner, casual, strong, expert/);
  });

  it('the levels are ordered: over 60 solo games beginner < casual < strong on average', () => {
    const mean = (level: 'beginner' | 'casual' | 'strong') => {
      let total = 0;
      for (let game = 0; game < 60; game++) total += playGame({ players: 1, ruleset: 'original', seed: `order-${game}` }, [botFor(level)]).state.result!.players[0]!.breakdown.total;
      return total / 60;
    };
    const [beginner, casual, strong] = [mean('beginner'), mean('casual'), mean('strong')];
    expect(beginner).toBeLessThan(casual);
    expect(casual).toBeLessThan(strong);
  }, 30_000); // seconds of work: more on a loaded machine, beside another test file
});
