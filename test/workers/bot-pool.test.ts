import { afterAll, describe, expect, it } from 'vitest';
import { applyChoice, botFor, createGame, decisionSeed, greedyBot, isPick, isRuleError, playerView, resolveRound, type GameState } from '../../src/index.js';
import { createBotPool, type BotPool } from '../../src/workers/index.js';
import { errorOf } from './support.js';

// The threads run the sources through tsx, which costs each a second or so to start.
const SLOW = 60_000;

const codeOf = async (run: () => Promise<unknown>) => {
  const error = await errorOf(run);
  return isRuleError(error) ? error.code : error;
};

/** Some states of a game a few rounds in, each with every player still to choose. */
function statesOf(options: Parameters<typeof createGame>[0], rounds: number): GameState[] {
  let state = createGame(options);
  const states = [state];
  for (let round = 0; round < rounds && state.status === 'choosing'; round++) {
    for (const { id } of state.players) {
      let choice = greedyBot(playerView(state, id), decisionSeed(state, id));
      if (isPick(choice)) {
        state = applyChoice(state, id, choice);
        choice = greedyBot(playerView(state, id), decisionSeed(state, id));
      }
      state = applyChoice(state, id, choice as never);
    }
    state = resolveRound(state);
    states.push(state);
  }
  return states;
}

// A server's stand-ins decide on these threads, off its event loop (issue 56, item 5).
describe('createBotPool: a bot deciding on worker threads', { timeout: 60_000 }, () => {
  let pool: BotPool | undefined;
  afterAll(() => pool?.destroy());

  it("decides what the bot decides on the calling thread, for every seat's view and seed, decisions overlapping", async () => {
    pool = await createBotPool({ bot: 'strong', workers: 2 });
    expect([pool.bot, pool.workers]).toEqual(['strong', 2]);
    const strong = botFor('strong');
    const states = [...statesOf({ players: 3, seed: 'pooled' }, 4), ...statesOf({ players: 2, seed: 'pooled-expert', ruleset: 'original', variants: { expert: true } }, 3)];
    const asked = states.flatMap((state) => state.players.map(({ id }) => ({ view: playerView(state, id), seed: decisionSeed(state, id) })));
    const pooled = await Promise.all(asked.map(({ view, seed }) => (pool as BotPool).decide(view, seed)));
    expect(pooled).toEqual(asked.map(({ view, seed }) => strong(view, seed)));
    expect(pooled.some(isPick)).toBe(true);
  }, SLOW);

  it("decides at another level when a decision names one (a match's own bots), what that level decides on the calling thread; a level that is none is refused", async () => {
    pool ??= await createBotPool({ bot: 'strong', workers: 2 });
    const states = statesOf({ players: 2, seed: 'levels' }, 3);
    const asked = states.flatMap((state) => state.players.map(({ id }) => ({ view: playerView(state, id), seed: decisionSeed(state, id) })));
    for (const level of ['beginner', 'casual'] as const) {
      const pooled = await Promise.all(asked.map(({ view, seed }) => (pool as BotPool).decide(view, seed, level)));
      expect(pooled).toEqual(asked.map(({ view, seed }) => botFor(level)(view, seed)));
    }
    // The levels choose differently somewhere, so the level named is the one that decided.
    const beginner = asked.map(({ view, seed }) => botFor('beginner')(view, seed));
    expect(beginner).not.toEqual(asked.map(({ view, seed }) => botFor('strong')(view, seed)));
    const { view, seed } = asked[0] as (typeof asked)[number];
    expect(await codeOf(() => (pool as BotPool).decide(view, seed, './my-bot.mjs' as never))).toBe('argument/invalid');
    expect(await codeOf(() => (pool as BotPool).decide(view, seed, 'greedy' as never))).toBe('argument/invalid');
  }, SLOW);

  it('refuses what it cannot decide on with RuleError, the pool going on: a view of no plain data, a bad seed, a view the bot cannot read', async () => {
    pool ??= await createBotPool({ bot: 'strong', workers: 2 });
    const state = createGame({ players: 2, seed: 'refused' });
    const view = playerView(state, 'p1');
    expect(await codeOf(() => (pool as BotPool).decide({ ...view, offer: [() => 1] } as never, 1))).toBe('argument/invalid');
    expect(await codeOf(() => (pool as BotPool).decide(view, 1.5))).toBe('argument/invalid');
    expect(await codeOf(() => (pool as BotPool).decide({ ...view, players: 'none' } as never, 1))).toBe('argument/invalid');
    expect(await pool.decide(view, 7)).toEqual(botFor('strong')(view, 7));
  }, SLOW);

  it('refuses an unknown bot and threads out of range before starting any, and decides nothing once destroyed', async () => {
    expect(await codeOf(() => createBotPool({ bot: 'grandmaster' }))).toBe('argument/invalid');
    expect(await errorOf(() => createBotPool({ bot: 'grandmaster' }))).toMatchObject({ message: expect.stringMatching(/unknown bot "grandmaster": the bots are greedy, random/) });
    expect(await codeOf(() => createBotPool({ bot: 'greedy', workers: 0 }))).toBe('argument/invalid');
    expect(await codeOf(() => createBotPool(null as never))).toBe('argument/invalid');
    const short = await createBotPool({ bot: 'greedy', workers: 1 });
    await short.destroy();
    const state = createGame({ players: 2, seed: 'gone' });
    expect(await codeOf(() => short.decide(playerView(state, 'p1'), 1))).toBe('argument/invalid');
  }, SLOW);
});
