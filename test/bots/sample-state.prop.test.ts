import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, greedyBot, legalChoices, playerView, randomBot, resolveRound, RuleError, sampleState, type Card, type GameState, type PlayerView } from '../../src/index.js';
import { botTurn } from '../../src/bots/play-game.js';
import { canonical } from '../support/oracles.js';
import { gameParamsArb, playedGame, randomTurn, rngOf } from '../support/random-play.js';

/** `playerId` picks the first number card they may (an expert pick, their choice still to make). */
function pickFirstLegal(state: GameState, playerId: string): GameState {
  const pick = legalChoices(state, playerId).find((step) => step.type === 'pick');
  return pick === undefined ? state : applyChoice(state, playerId, pick);
}

/** A game some rounds in (up to 40: past the first stack rebuilds), with some players' choices (or expert picks) already made this round. */
const tableArb = fc
  .tuple(gameParamsArb, fc.integer({ min: 0, max: 40 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), fc.integer())
  .map(([params, rounds, chosen, bot]) => {
    let state = playedGame(params, rounds);
    if (state.status === 'over') return state;
    const rng = rngOf(bot);
    state.players.forEach((player, i) => {
      if (state.status === 'over') return;
      if (chosen[i] === true) state = randomTurn(state, player.id, rng);
      else if (state.variants.expert && i % 2 === 1) state = pickFirstLegal(state, player.id);
    });
    return state;
  })
  .filter((state) => state.status === 'choosing');

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const cardsOf = (piles: readonly (readonly Card[])[]) => piles.flat().map(canonical).sort();

/** The rest of the round by `bot`, then whole rounds to the end: the sampled state plays on. */
function playOut(state: GameState): GameState {
  let next = state;
  for (let round = 0; next.status === 'choosing' && round < 200; round++) {
    for (const player of next.players) if (player.pending === null) next = botTurn(next, player.id, randomBot, round * 7 + player.id.length);
    next = resolveRound(next);
  }
  return next;
}

describe('sampleState: a full state the player cannot tell from the real one', () => {
  it('its view is the view it was sampled from, for every player, every variant and sheet, some choices and picks made', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (state, seed) => {
        for (const player of state.players) {
          const view = playerView(state, player.id);
          const sample = sampleState(view, seed, { others: randomBot });
          expect(plain(playerView(sample, player.id))).toEqual(plain(view));
          // Every card of the deck is somewhere, once: the hidden order is a real deal.
          expect(cardsOf([...sample.cards.stacks, ...sample.cards.discards])).toEqual(view.deck.map(canonical).sort());
          expect(sample.offer.every((pair) => pair.effect !== null)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a sample plays on to the end by the rules (rebuilds, approvals, the solo card), and the same seed gives the same sample', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (state, seed) => {
        const view = playerView(state, state.players[0]?.id as string);
        const sample = sampleState(view, seed, { others: randomBot });
        expect(plain(sampleState(view, seed, { others: randomBot }))).toEqual(plain(sample));
        expect(playOut(sample).status).toBe('over');
      }),
      { numRuns: 25 },
    );
  });
});

describe('sampleState: what the view hides is drawn, what it shows is kept', () => {
  it.each(
    [
      ['collector', 2, false],
      ['original', 3, false],
      ['collector', 2, true],
      ['original', 2, true],
    ] as const,
  )('after the stacks were rebuilt (%s, %i players, expert %s, greedy players to round 30): the view is kept and the game plays on', (ruleset, players, expert) => {
    // The first seed whose greedy game is still on at round 30 (the stacks ran out at round 27 or 28).
    let state: GameState = createGame({ players, seed: 0 });
    for (let attempt = 0; attempt < 20 && !(state.status === 'choosing' && state.round === 30); attempt++) {
      state = createGame({ players, ruleset, seed: `rebuilt-${ruleset}-${attempt}`, variants: { expert } });
      while (state.status === 'choosing' && state.round < 30) {
        for (const player of state.players) state = botTurn(state, player.id, greedyBot, state.round);
        state = resolveRound(state);
      }
    }
    expect(state.status === 'choosing' && state.round === 30).toBe(true);
    for (const player of state.players) {
      const view = playerView(state, player.id);
      for (const seed of [1, 2, 3]) {
        const sample = sampleState(view, seed);
        expect(plain(playerView(sample, player.id))).toEqual(plain(view));
        expect(playOut(sample).status).toBe('over');
      }
    }
  });

  it('the hidden order differs from seed to seed, the stacks hold the real unseen cards, and the flipped cards are the real ones', () => {
    const state = createGame({ players: 3, seed: 'hidden' });
    const view = playerView(state, 'p2');
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(sampleState(view, seed).cards.stacks)));
    expect(orders.size).toBe(5);
    const sample = sampleState(view, 9);
    expect(cardsOf(sample.cards.stacks)).toEqual(cardsOf(state.cards.stacks));
    expect(sample.cards.discards).toEqual(state.cards.discards);
  });

  it("expert card choice: before the pick the drawn cards' effects are sampled, after it only the picked card's", () => {
    const state = createGame({ players: 2, seed: 'expert', variants: { expert: true } });
    const before = playerView(state, 'p1');
    const effects = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => sampleState(before, seed).offer.map((pair) => pair.effect).join()));
    expect(effects.size).toBeGreaterThan(1);
    const picked = applyChoice(state, 'p1', { type: 'pick', card: 0 });
    const after = playerView(picked, 'p1');
    for (const seed of [1, 2, 3, 4, 5]) {
      const sample = sampleState(after, seed);
      // Cards 1 and 2 show their effects to p1 once p1 holds card 0's number.
      for (const pair of sample.offer.filter((pair) => pair.effectCard !== 0)) expect(pair.effect).toBe(state.offer.find((real) => real.effectCard === pair.effectCard)?.effect);
      expect(sample.players[0]?.pick).toBe(0);
    }
  });

  it('the other players who have chosen get a legal choice from `others` (the greedy bot by default); those who have not stay to choose', () => {
    let state = createGame({ players: 3, seed: 'others' });
    state = botTurn(state, 'p3', greedyBot, 5);
    const sample = sampleState(playerView(state, 'p1'), 11);
    expect(sample.players.map((player) => player.pending === null)).toEqual([true, true, false]);
    const guessed = botTurn(sample, 'p3', greedyBot, 0);
    expect(guessed.players[2]?.pending).toBeDefined();
  });

  it('solo: the solo card lies in the pile where the deal could have put it (its lower half, below the cards drawn), and is out once a plan is approved without a claim', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 'solo' });
    const view = playerView(state, 'p1');
    const places = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => sampleState(view, seed).cards.soloCard as number);
    const pile = view.stacks[0] as number;
    const half = Math.floor(view.deck.length / 2) - (view.deck.length - pile);
    for (const place of places) expect(place).toBeGreaterThanOrEqual(half), expect(place).toBeLessThanOrEqual(pile);
    expect(new Set(places).size).toBeGreaterThan(1);
    const out: PlayerView = { ...view, plans: view.plans.map((plan) => ({ ...plan, approved: true })) };
    expect(sampleState(out, 1).cards.soloCard).toBeNull();
  });

  it('its record sets up the same position (round, sheets, plans) with another deal', () => {
    const state = playedGame({ ruleset: 'original', players: 2, seed: 3, bot: 3, variants: { expert: false, advancedPlans: true, roundabouts: true }, sheet: 'christmas' }, 12);
    const sample = sampleState(playerView(state, 'p1'), 4);
    const again = createGame(sample.record.options);
    expect(again.round).toBe(state.round);
    expect(plain(again.players.map((player) => player.sheet))).toEqual(plain(state.players.map((player) => player.sheet)));
    expect(plain(again.plans)).toEqual(plain(state.plans));
  });

  it('a finished game, a bad seed or a view no game could show is refused with a RuleError', () => {
    const state = createGame({ players: 2, seed: 'bad' });
    const view = playerView(state, 'p1');
    const over = playerView(playOut(state), 'p1');
    expect(() => sampleState(over, 1)).toThrow(expect.objectContaining({ code: 'game/over' }));
    expect(() => sampleState(view, Number.NaN)).toThrow(RuleError);
    const extra: PlayerView = { ...view, discards: [[{ number: 99, effect: 'pool' }], [], []] };
    expect(() => sampleState(extra, 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    const short: PlayerView = { ...view, stacks: [1, 1, 1] };
    expect(() => sampleState(short, 1)).toThrow(/stacks hold 3 cards/);
  });
});
