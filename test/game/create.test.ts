import { describe, expect, it } from 'vitest';
import { createGame, DECKS, PLANS, type Card, type GameOptions } from '../../src/index.js';
import { expectRuleError, ruleErrorOf, stacksFor } from '../support/helpers.js';

const count = (stacks: readonly (readonly Card[])[]) => stacks.reduce((sum, stack) => sum + stack.length, 0);

describe('createGame: setup (rules §3.1, §6)', () => {
  it('collector: "shuffle sixty-three construction cards into three equal stacks", then flips one from each', () => {
    const state = createGame({ players: 2, seed: 1 });
    expect(state.cards.stacks.map((stack) => stack.length)).toEqual([20, 20, 20]);
    expect(state.cards.discards.map((pile) => pile.length)).toEqual([1, 1, 1]);
    expect(count(state.cards.stacks) + count(state.cards.discards)).toBe(63);
  });

  it('original: "deal 3 equal stacks of 27 each"', () => {
    const state = createGame({ players: 3, ruleset: 'original', seed: 1 });
    expect(state.cards.stacks.map((stack) => stack.length)).toEqual([26, 26, 26]);
    expect(count(state.cards.stacks) + count(state.cards.discards)).toBe(81);
  });

  it('"pair k = (number now showing on top of stack k, effect of the card just flipped from stack k)"', () => {
    const state = createGame({ players: 2, seed: 1 });
    state.offer.forEach((pair, k) => {
      expect(pair.number).toBe(state.cards.stacks[k]?.[0]?.number);
      expect(pair.effect).toBe(state.cards.discards[k]?.at(-1)?.effect);
      expect([pair.numberCard, pair.effectCard]).toEqual([k, k]);
    });
  });

  it('fixed stacks reveal exactly the given cards, top card first', () => {
    const state = createGame({ players: 2, seed: 1, stacks: stacksFor(['3 fence', '8 pool', '12 bis']) });
    expect(state.offer.map(({ number, effect }) => `${number} ${effect}`)).toEqual(['3 fence', '8 pool', '12 bis']);
  });

  it('"one randomly selected plan each from A, B and C", labelled per ruleset', () => {
    const collector = createGame({ players: 2, seed: 'plans' });
    expect(collector.plans.map((plan) => [plan.deck, plan.label, plan.approved])).toEqual([
      [1, 'A', false],
      [2, 'B', false],
      [3, 'C', false],
    ]);
    for (const plan of collector.plans) expect(PLANS[plan.id ?? -1]?.advanced).toBe(false);
    const original = createGame({ players: 2, seed: 'plans', ruleset: 'original' });
    expect(original.plans.map((plan) => plan.label)).toEqual(['n°1', 'n°2', 'n°3']);
  });

  it('fixed plans are taken as given', () => {
    const state = createGame({ players: 2, seed: 1, plans: [5, 8, 17] });
    expect(state.plans.map((plan) => [plan.id, plan.first, plan.later])).toEqual([
      [5, 10, 6],
      [8, 12, 7],
      [17, 13, 7],
    ]);
  });

  it('the same seed gives the same game; another seed another deal', () => {
    expect(createGame({ players: 2, seed: 'same' })).toEqual(createGame({ players: 2, seed: 'same' }));
    expect(createGame({ players: 2, seed: 'same' }).cards).not.toEqual(createGame({ players: 2, seed: 'other' }).cards);
  });

  it('a seed is drawn only when none is given, and then recorded so the game replays', () => {
    const state = createGame({ players: 2 });
    expect(state.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(state.record.options.seed).toBe(state.seed);
    expect(createGame(state.record.options)).toEqual(state);
  });

  it('players: a count gives ids p1…pN; ids are kept in order', () => {
    expect(createGame({ players: 3, seed: 1 }).players.map((player) => player.id)).toEqual(['p1', 'p2', 'p3']);
    expect(createGame({ players: ['zoe', 'al'], seed: 1 }).players.map((player) => player.id)).toEqual(['zoe', 'al']);
  });

  it('a custom deck is shuffled and dealt', () => {
    const deck: Card[] = Array.from({ length: 30 }, (_, i) => ({ number: (i % 15) + 1, effect: 'park' }));
    const state = createGame({ players: 2, seed: 1, deck });
    expect(count(state.cards.stacks) + count(state.cards.discards)).toBe(30);
    expect(state.cards.deck).toEqual(deck);
  });

  it('rule overrides mix rulesets', () => {
    const state = createGame({ players: 2, seed: 1, rules: { bisAcrossFence: false, tieBreak: 'estates-by-size', claims: 'immediate' } });
    expect(state.rules).toEqual({ ...createGame({ players: 2, seed: 1 }).rules, bisAcrossFence: false, tieBreak: 'estates-by-size', claims: 'immediate' });
  });

  it('one player under the original rules plays the solo game (rules §10.3)', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 1 });
    expect(state.solo).toBe(true);
    expect(state.offer).toHaveLength(6);
    expect(state.cards.stacks).toHaveLength(1);
    expect(state.cards.stacks[0]?.length).toBe(78);
  });

  it('does not mutate or keep hold of its options', () => {
    const ids = ['a', 'b'];
    const options: GameOptions = Object.freeze({ players: ids, seed: 1 });
    const state = createGame(options);
    ids.push('c');
    expect(state.players.map((player) => player.id)).toEqual(['a', 'b']);
    expect(state.record.options.players).toEqual(['a', 'b']);
  });

  it('keeps its own copy of nested options (cards, rule overrides) in the record', () => {
    const deck = Array.from({ length: 6 }, (_, i) => ({ number: i + 1, effect: 'pool' as const }));
    const labels: [string, string, string] = ['x', 'y', 'z'];
    const state = createGame({ players: 2, seed: 1, deck, rules: { planLabels: labels } });
    (deck[0] as { number: number }).number = 17;
    labels[0] = 'changed';
    expect(state.record.options.deck?.[0]).toEqual({ number: 1, effect: 'pool' });
    expect(state.record.options.rules?.planLabels).toEqual(['x', 'y', 'z']);
    expect(state.plans[0]?.label).toBe('x');
    expect(JSON.parse(JSON.stringify(state.record))).toEqual(state.record);
  });
});

describe('createGame: bad options throw options/… naming the field', () => {
  it.each(
    [
      [{ players: 1 }, 'options/players', /at least 2/],
      [{ players: 0, ruleset: 'original' }, 'options/players', /at least 1/],
      [{ players: 2.5 }, 'options/players', /whole number/],
      [{ players: ['a', 'a'] }, 'options/players', /"a" twice/],
      [{ players: ['a', ''] }, 'options/players', /\[1\]/],
      [{ players: 'two' }, 'options/players', /count nor a list/],
      [{ players: 2, ruleset: 'deluxe' }, 'options/ruleset', /"deluxe"/],
      [{ players: 2, seed: Number.NaN }, 'options/seed', /finite/],
      [{ players: 2, seed: {} }, 'options/seed', /string or a finite number/],
      [{ players: 2, seed: -0 }, 'options/seed', /other than -0 \(a record cannot tell -0 from 0\)/],
      [{ players: 2, rules: { refusalTest: 'never' } }, 'options/rules', /rules\.refusalTest/],
      [{ players: 2, rules: { speed: 3 } }, 'options/rules', /rules\.speed/],
      [{ players: 2, rules: { claims: 'sometimes' } }, 'options/rules', /rules\.claims must be "optional" or "immediate"/],
      [{ players: 2, variants: { roundabouts: 1 } }, 'options/variants', /roundabouts must be true or false/],
      [{ players: 2, variants: { seasons: true } }, 'options/variants', /advancedPlans, expert, roundabouts/],
      [{ players: 2, variants: { expert: 'yes' } }, 'options/variants', /true or false/],
      [{ players: 2, plans: [0, 1] }, 'options/plans', /three plan ids/],
      [{ players: 2, plans: [6, 7, 14] }, 'options/plans', /\[0\] is plan 6 of deck 2/],
      [{ players: 2, plans: [0, 6, 99] }, 'options/plans', /\[2\] is 99/],
      [{ players: 2, plans: [18, 6, 14] }, 'options/plans', /advancedPlans/],
      [{ players: 2, stacks: [[], [], []] }, 'options/stacks', /\[0\] has 0 cards/],
      [{ players: 2, stacks: [[{ number: 3, effect: 'fence' }]] }, 'options/stacks', /three stacks/],
      [{ players: 2, stacks: [[{ number: 30, effect: 'fence' }], [], []] }, 'options/stacks', /\[0\]\[0\]\.number/],
      [{ players: 2, deck: [{ number: 3, effect: 'jump' }] }, 'options/deck', /\[0\]\.effect/],
      [{ players: 2, deck: [{ number: 3, effect: 'park' }] }, 'options/deck', /at least 6/],
      [{ players: 2, deck: [], stacks: [[], [], []] }, 'options/stacks', /both/],
      [{ players: 1, ruleset: 'original', stacks: stacksFor(['1 park', '2 park', '3 park']) }, 'options/stacks', /solo/],
      [{ players: 2, colour: 'red' }, 'options/malformed', /colour/],
    ] as const,
  )('%j throws %s', (options, code, message) => {
    expectRuleError(() => createGame(options as unknown as GameOptions), code, message);
  });
});

describe('"a one-player game is the solo game of the original rules" (rules §10.3): one player under the collector rules is told so', () => {
  it.each([[1], [['me']]] as const)('players %j: the message names the solo game and the ruleset that has it, as the CLI does', (players) => {
    const error = ruleErrorOf(() => createGame({ players } as GameOptions));
    expect(error.code).toBe('options/players');
    expect(error.message).toContain("a one-player game is the solo game of the original rules: add ruleset: 'original', or give at least 2 players");
    expect(error.details).toMatchObject({ min: 2, solo: 'original' });
    // The way out it names works.
    expect(createGame({ players, ruleset: 'original' } as GameOptions).solo).toBe(true);
  });

  it('no hint where it would not help: two players short, or the original rules with a minimum of 2 set by hand', () => {
    for (const options of [{ players: 0 }, { players: 1, ruleset: 'original', rules: { minPlayers: 2 } }] as GameOptions[]) {
      const error = ruleErrorOf(() => createGame(options));
      expect(error.message).toContain('give a count of at least');
      expect(error.details).not.toHaveProperty('solo');
    }
  });
});

describe('the printed decks are untouched by games', () => {
  it('dealing never reorders DECKS', () => {
    const before = DECKS.original.slice();
    createGame({ players: 4, ruleset: 'original', seed: 2 });
    expect(DECKS.original).toEqual(before);
  });
});
