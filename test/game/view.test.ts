import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, DECKS, playerView, randomBot, validateChoice, type Card, type GameOptions, type PlayerView } from '../../src/index.js';

/** The cards sorted by number, then effect: the order a view shows, worked out here apart from the engine. */
const sorted = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => a.number - b.number || (a.effect < b.effect ? -1 : a.effect > b.effect ? 1 : 0));

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("a player's view of the deck: its cards in a fixed order that says nothing of the shuffle", () => {
  const decks: [string, GameOptions][] = [
    ['the original deck', { players: 2, seed: 1, ruleset: 'original' }],
    ['the collector deck', { players: 3, seed: 2 }],
    ['the solo game', { players: 1, seed: 3, ruleset: 'original' }],
    ['stacks given', { players: 2, seed: 4, stacks: [plain(DECKS.original.slice(0, 20)), plain(DECKS.original.slice(20, 40)), plain(DECKS.original.slice(40))] }],
    ['a custom deck', { players: 2, seed: 5, deck: Array.from({ length: 30 }, (_, i): Card => ({ number: 15 - (i % 15), effect: i % 2 === 0 ? 'park' : 'bis' })) }],
    // The original deck's cards in printed order but one: read as the custom deck it is, not as the printed one.
    ['the original deck with one card changed', { players: 2, seed: 6, deck: [...plain(DECKS.original.slice(0, 80)), { number: 17, effect: 'fence' }] }],
  ];

  it.each(decks)('%s: every card of the game, by number then effect', (_, options) => {
    const state = createGame(options);
    const view = playerView(state, state.players[0]?.id as string);
    expect(view.deck).toEqual(sorted(state.cards.deck));
    expect(playerView(plain(state), state.players[0]?.id as string).deck).toEqual(view.deck);
  });

  it('a printed deck: one frozen sorted deck shared by the views of every game on it, which no holder can write', () => {
    const state = createGame({ players: 2, seed: 7 });
    const mine = playerView(state, 'p1');
    expect(Object.isFrozen(mine.deck)).toBe(true);
    expect(mine.deck.every((card) => Object.isFrozen(card))).toBe(true);
    expect(() => (mine.deck as Card[]).reverse()).toThrow(TypeError);
    expect(() => ((mine.deck[0] as { number: number }).number = 9)).toThrow(TypeError);
    expect(playerView(createGame({ players: 3, seed: 8 }), 'p3').deck).toBe(mine.deck);
    expect(playerView(state, 'p2').deck).toEqual(sorted(state.cards.deck));
  });

  it("any other deck: a new array of the game's own cards each view, so one written by its holder changes no other view", () => {
    const state = createGame(decks[4]?.[1] as GameOptions);
    const mine = playerView(state, 'p1');
    for (const card of mine.deck) expect(state.cards.deck).toContain(card);
    (mine.deck as Card[]).reverse();
    expect(playerView(state, 'p2').deck).toEqual(sorted(state.cards.deck));
  });
});

describe('the views the engine made are read as they are; a copy of one is checked like any other value', () => {
  const state = createGame({ players: 2, seed: 8 });

  it('a view playerView returned is played from as it is', () => {
    const view = playerView(state, 'p1');
    const choice = randomBot(view, 1);
    expect(() => applyChoice(state, 'p1', choice)).not.toThrow();
  });

  it('a spread copy of a view the engine made, with a number where a pair is, is argument/invalid naming source.offer[0]', () => {
    const view = playerView(state, 'p1');
    const copy = { ...view, offer: [5, 6, 7] } as unknown as PlayerView;
    const result = validateChoice(copy, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    expect(result).toMatchObject({ ok: false, code: 'argument/invalid' });
    if (!result.ok) expect(result.message).toContain('source.offer[0]');
    expect(() => randomBot(copy, 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });

  it('an object with a view as its prototype, or a proxy of one answering every read alike, is checked: argument/invalid', () => {
    const view = playerView(state, 'p1');
    expect(() => randomBot(Object.create(view) as PlayerView, 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => randomBot(new Proxy(view, { get: () => 5 }), 1)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });

  it('a view is plain data: its keys, its JSON and its fields are those of a plain copy', () => {
    const view = playerView(state, 'p1');
    expect(Object.keys(view)).toEqual([
      'player',
      'rules',
      'variants',
      'solo',
      'round',
      'status',
      'offer',
      'plans',
      'sheet',
      'pending',
      'pick',
      'players',
      'stacks',
      'discards',
      'deck',
      'ended',
      'result',
    ]);
    expect(Object.getPrototypeOf(view)).toBe(Object.prototype);
    expect(view).toStrictEqual(plain(view));
    expect(JSON.stringify(view)).toBe(JSON.stringify(plain(view)));
  });

  it('a well-formed copy is checked and answered as the view itself', () => {
    const view = playerView(state, 'p1');
    const choice = { type: 'build', pair: 0, street: 0, house: 0 } as const;
    expect(validateChoice({ ...view }, 'p1', choice)).toEqual(validateChoice(view, 'p1', choice));
    expect(randomBot({ ...view }, 3)).toEqual(randomBot(view, 3));
  });
});
