import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  eachLegalChoice,
  greedyBot,
  legalChoices,
  legalClaims,
  legalPairs,
  playerView,
  playGame,
  randomBot,
  replay,
  resolveRound,
  validateChoice,
  type BuildChoice,
  type Card,
  type Choice,
  type GameState,
} from '../../src/index.js';
import { streetsToText } from '../../src/notation/sheet-text.js';
import { CLAIM_34, EMPTY, expectRuleError, playRound, stacksFor, withSheet, type PairText } from '../support/helpers.js';

// The rulings an audit of the rules against the source documents found wrong, one
// scenario each, named after the seed sentence they follow.

const FULL_TOP = '0 1 2 3 4 5 6 7 8 9';
const parks = [['9 park', '10 park', '11 park'], ['12 park', '13 park', '14 park'], ['1 park', '1 park', '1 park']] as const;

describe('ruling 1 — 004: "After an estate has fulfilled a City Plan, it cannot be further subdivided with a Surveyor\'s fence"; a street plan forms no estate', () => {
  // Round 1 offers a fence pair (pair 0), round 2 another.
  const game = (): GameState =>
    createGame({
      players: 2,
      seed: 1,
      plans: [19, 6, 14],
      variants: { advancedPlans: true },
      stacks: stacksFor(['9 fence', '10 park', '11 park'], ['5 fence', '1 park', '1 park'], ['1 park', '1 park', '1 park']),
    });

  it('after plan 19 (the whole top street) a fence may still be drawn inside the top street', () => {
    let state = withSheet(game(), 'p1', { streets: [FULL_TOP, EMPTY[1], EMPTY[2]] });
    state = playRound(state, { p1: { type: 'build', pair: 1, street: 1, house: 0, claims: [{ plan: 0 }] }, p2: { type: 'build', pair: 1, street: 1, house: 0 } });
    expect(state.players[0]?.sheet.streets[0].houses.every((house) => house.used === 'house')).toBe(true);
    const fence: Choice = { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'fence', street: 0, slot: 4 } };
    expect(validateChoice(state, 'p1', fence)).toEqual({ ok: true });
    expect(playRound(state, { p1: fence, p2: fence }).players[0]?.sheet.streets[0].fences[4]).toBe(true);
  });

  it('but a fence inside an estate used for a plan is still refused', () => {
    const state = withSheet(game(), 'p1', { streets: ['0u 1u 2u | 3 4 5 6 7 8 9', EMPTY[1], EMPTY[2]] });
    expectRuleError(
      () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 1 } }),
      'choice/fence',
      /subdivide an estate used for a plan/,
    );
  });

  it('houses used by a street plan serve no other plan: an estate among them cannot be claimed', () => {
    const state = withSheet(game(), 'p1', { streets: ['0h 1h 2h | 3h 4h 5h 6h | 7h 8h 9h', EMPTY[1], EMPTY[2]] });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 1, street: 1, house: 0, claims: [CLAIM_34] }), 'claim/estate-used', /house 0 was already used/);
  });
});

describe('ruling 2 — 003: "When an estate or a house has been used for a Plan, it cannot fulfill another City Plan": plan 20 uses the five bis houses it names', () => {
  // Plan 20 (five bis in one street) with plan 6 (1, 1, 1, 6) and plan 14 (3, 4).
  const game = (streets: readonly [string, string, string]): GameState =>
    withSheet(createGame({ players: 2, seed: 1, plans: [20, 6, 14], variants: { advancedPlans: true }, stacks: stacksFor(...parks) }), 'p1', { streets, bis: 6 });
  // Five bis copies in the middle street: houses 1, 2 (of 4) and 4, 5, 6 (of 5), in a 3- and a 4-house estate.
  const BIS = ['. . . . . . . . . .', '4 4b 4b | 5 5b 5b 5b | . . . .', EMPTY[2]] as const;
  const five = [1, 2, 4, 5, 6].map((house) => ({ street: 1 as const, house }));
  const estates34 = { plan: 2, estates: [{ street: 1, start: 0, size: 3 }, { street: 1, start: 3, size: 4 }] } as const;

  it('the claim names the five bis houses, which become used, so the estates holding them serve no estate plan afterwards', () => {
    let state = game(BIS);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 11, claims: [estates34] })).toEqual({ ok: true });
    state = playRound(state, { p1: { type: 'build', pair: 0, street: 2, house: 11, claims: [{ plan: 0, houses: five }] }, p2: { type: 'build', pair: 0, street: 2, house: 0 } });
    const sheet = state.players[0]?.sheet;
    expect(sheet?.plans[0]).toBe(8);
    expect(streetsToText(sheet as never)[1]).toBe('4 4bh 4bh | 5 5bh 5bh 5bh | . . . .');
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 9, claims: [estates34] }), 'claim/estate-used', /house 1 was already used/);
  });

  it('the named houses must be five unused bis copies of one street', () => {
    const build: BuildChoice = { type: 'build', pair: 0, street: 2, house: 11 };
    const state = game(BIS);
    const claim = (houses: { street: 0 | 1 | 2; house: number }[]) => ({ ...build, claims: [{ plan: 0 as const, houses }] });
    expectRuleError(() => applyChoice(state, 'p1', claim(five.slice(0, 4))), 'claim/house', /name 5 bis houses of one street, not 4/);
    expectRuleError(() => applyChoice(state, 'p1', claim([...five.slice(0, 4), { street: 1, house: 3 }])), 'claim/house', /house 3 of street 1 is not a bis copy/);
    expectRuleError(() => applyChoice(state, 'p1', claim([...five.slice(0, 4), { street: 0, house: 3 }])), 'claim/house', /all be in one street/);
    expectRuleError(() => applyChoice(state, 'p1', claim([...five.slice(0, 4), five[0]!])), 'claim/house', /named twice/);
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [{ plan: 0 }] }), 'claim/house', /names the five bis houses/);
    // Plan 20 and plan 14 compete for the same houses: one or the other (sets listed by their plans, the first plan first).
    expect(legalClaims(state, 'p1', build)).toEqual([[{ plan: 0, houses: five }], [estates34]]);
  });
});

describe('ruling 3 — 003/004: the first players "immediately score"; 000: "you may claim any fulfilled plans" (rules §6, rule option claims)', () => {
  // Plans 3 (4, 4), 8 (3, 3, 4) and 14 (3, 4): 8 and 14 compete for the same estates.
  const game = (ruleset: 'collector' | 'original', streets: readonly [string, string, string]): GameState =>
    withSheet(createGame({ players: 2, seed: 1, ruleset, plans: [3, 8, 14], stacks: stacksFor(...parks) }), 'p1', { streets });
  const THREES_AND_FOUR = ['1 2 3 | 4 5 6 | 7 8 9 .', '1 2 3 4 | . . . . . . .', EMPTY[2]] as const;
  const build: BuildChoice = { type: 'build', pair: 0, street: 2, house: 11 };
  const threes = [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] as const;
  const four = { street: 1, start: 0, size: 4 } as const;

  it('original: a choice leaving a fulfilled plan unclaimed is refused', () => {
    expectRuleError(() => applyChoice(game('original', THREES_AND_FOUR), 'p1', build), 'claim/required', /fulfils plan 1 \(n°2\), plan 2 \(n°3\)/);
  });

  it('original: among plans competing for the same estates the player picks, and then nothing more can be claimed', () => {
    const state = game('original', THREES_AND_FOUR);
    const plan8 = { plan: 1, estates: [...threes, four] } as const;
    const plan14 = { plan: 2, estates: [threes[0], four] } as const;
    expect(validateChoice(state, 'p1', { ...build, claims: [plan8] })).toEqual({ ok: true });
    expect(validateChoice(state, 'p1', { ...build, claims: [plan14] })).toEqual({ ok: true });
    // Plan 8, or plan 14 with one of the two 3s: they are interchangeable, so one set stands for both outcomes' estates.
    expect(legalClaims(state, 'p1', build)).toEqual([[plan8], [plan14]]);
    expect(validateChoice(state, 'p1', { ...build, claims: [{ plan: 2, estates: [threes[1], four] }] })).toEqual({ ok: true });
    expect(legalChoices(state, 'p1').filter((choice) => choice.type === 'build' && choice.house === 11 && choice.street === 2 && choice.pair === 0 && choice.effect === undefined)).toHaveLength(2);
  });

  it('original: a player cannot sit on a fulfilled plan and take it later for the higher value', () => {
    // The plan is fulfilled now; without the claim the choice is refused, so p2's later claim cannot beat it.
    const state = game('original', ['1 2 3 | 4 5 6 7 | 8 9 .', EMPTY[1], EMPTY[2]]);
    expectRuleError(() => applyChoice(state, 'p1', build), 'claim/required');
  });

  it('original: a roundabout that completes estates makes its refusal claim too', () => {
    const streets = ['1 2 3 . 4 5 6 7 | 8 9', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    const state = withSheet(
      createGame({
        players: 2,
        seed: 1,
        ruleset: 'original',
        plans: [3, 8, 14],
        variants: { roundabouts: true },
        stacks: stacksFor(['15 park', '16 park', '17 park'], ['1 park', '1 park', '1 park']),
      }),
      'p1',
      { streets },
    );
    const refusal: Choice = { type: 'refuse', roundabout: { street: 0, house: 3 } };
    expectRuleError(() => applyChoice(state, 'p1', refusal), 'claim/required', /plan 2/);
    const claims = [{ plan: 2 as const, estates: [{ street: 0 as const, start: 0, size: 3 }, { street: 0 as const, start: 4, size: 4 }] }];
    expect(validateChoice(state, 'p1', { ...refusal, claims })).toEqual({ ok: true });
    expect(legalChoices(state, 'p1')).toContainEqual({ ...refusal, claims });
  });

  it('collector: claiming is optional and may wait for a later round', () => {
    let state = game('collector', THREES_AND_FOUR);
    expect(validateChoice(state, 'p1', build)).toEqual({ ok: true });
    state = playRound(state, { p1: build, p2: build });
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 9, claims: [{ plan: 2, estates: [threes[0], four] }] })).toEqual({ ok: true });
  });
});

describe('ruling 4 — 003: "you only see the 3 cards with numbers on them. choose one and you will then be presented with the actions listed on the other two cards" (rules §10.4)', () => {
  // The three drawn cards: 3 fence, 8 pool, 12 bis (one card a stack; two more wait below).
  const stacks = [3, 8, 12].map((number, k) => [
    { number, effect: (['fence', 'pool', 'bis'] as const)[k] as 'fence' | 'pool' | 'bis' },
    { number: 6, effect: 'park' as const },
    { number: 7, effect: 'park' as const },
  ]) as [Card[], Card[], Card[]];
  const game = (): GameState => createGame({ players: 2, seed: 1, variants: { expert: true }, stacks });

  it('before the pick a player sees the three numbers and no effect', () => {
    const view = playerView(game(), 'p1');
    expect(view.pick).toBeNull();
    expect(view.offer.map((pair) => pair.effect)).toEqual([null, null, null, null, null, null]);
    expect([...new Set(view.offer.map((pair) => pair.number))]).toHaveLength(3);
    // Only the deck's composition (public: the cards of the game, sorted) and the cards of
    // earlier rounds show effects; this round's drawn cards are in no pile of the view.
    expect(JSON.stringify({ ...view, deck: [], discards: [] })).not.toMatch(/"effect":"/);
    const state = game();
    expect(view.discards.map((pile) => pile.length)).toEqual(state.cards.discards.map((pile) => pile.length - 1));
  });

  it("after picking card 1 the player sees the effects of the other two cards, paired with card 1's number", () => {
    const state = applyChoice(game(), 'p1', { type: 'pick', card: 1 });
    const seen = playerView(state, 'p1').offer.filter((pair) => pair.effect !== null);
    const drawn = state.cards.discards.map((pile) => pile.at(-1));
    expect(seen.map((pair) => [pair.numberCard, pair.effectCard])).toEqual([
      [1, 0],
      [1, 2],
    ]);
    expect(seen.map((pair) => pair.effect)).toEqual([drawn[0]?.effect, drawn[2]?.effect]);
    expect(seen.every((pair) => pair.number === drawn[1]?.number)).toBe(true);
  });

  it('"a picked number card cannot be exchanged for another afterwards"', () => {
    const state = applyChoice(game(), 'p1', { type: 'pick', card: 1 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'pick', card: 2 }), 'choice/pick', /cannot be changed/);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }), 'choice/pair', /you picked card 1, so pair 0 is not yours to choose; choose pair 2, 3/);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 2, street: 0, house: 0 })).toEqual({ ok: true });
  });

  it('no build or refusal before the pick', () => {
    expectRuleError(() => applyChoice(game(), 'p1', { type: 'build', pair: 2, street: 0, house: 0 }), 'choice/pair', /pick one first/);
    expectRuleError(() => applyChoice(game(), 'p1', { type: 'refuse' }), 'choice/pick', /picks a number card before choosing/);
  });

  it('the pick is hidden from the other players', () => {
    const state = applyChoice(game(), 'p1', { type: 'pick', card: 1 });
    const other = playerView(state, 'p2');
    expect(other.pick).toBeNull();
    expect(other.offer.every((pair) => pair.effect === null)).toBe(true);
    expect(other.players.map((player) => player.chosen)).toEqual([false, false]);
    expect(JSON.stringify(other)).not.toMatch(/"pick":1/);
  });

  it("the queries see no more than the view: before the pick legalChoices lists picks only, after it only the picked card's pairs", () => {
    let state = game();
    expect(legalChoices(state, 'p1')).toEqual([0, 1, 2].map((card) => ({ type: 'pick', card })));
    expect(legalPairs(state, 'p1')).toEqual([]);
    state = applyChoice(state, 'p1', { type: 'pick', card: 2 });
    const pairs = new Set(legalChoices(playerView(state, 'p1'), 'p1').map((choice) => (choice.type === 'build' ? choice.pair : -1)));
    expect([...pairs]).toEqual([4, 5]);
  });

  it('a player must pick a number that can be written when one can: no pick of a dead card to refuse', () => {
    // 3 and 8 fit nowhere but 12 fits house 9 of the top street.
    const streets = ['0 1 2 4 5 6 7 9 10 .', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    const state = withSheet(game(), 'p1', { streets });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'pick', card: 0 }), 'choice/pick', /3 fits nowhere on your sheet while card 2 \(12\) does/);
    expect(legalChoices(state, 'p1')).toEqual([{ type: 'pick', card: 2 }]);
  });

  it('a refusal made after a pick records the card, so replay can check it', () => {
    const streets = ['0 1 2 4 5 6 7 9 10 11', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    let state = withSheet(game(), 'p1', { streets });
    state = applyChoice(state, 'p1', { type: 'pick', card: 0 });
    state = applyChoice(state, 'p1', { type: 'refuse' });
    expect(state.players[0]?.pending).toEqual({ type: 'refuse', card: 0 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse', card: 2 }), 'choice/pick', /names card 2, but you picked card 0/);
  });

  it('bots pick first, then choose, and games of them replay', () => {
    for (const bot of [randomBot, greedyBot]) {
      const view = playerView(game(), 'p1');
      expect(bot(view, 3).type).toBe('pick');
      const played = playGame({ players: 3, seed: 'expert-bots', variants: { expert: true } }, [bot, bot, bot]);
      expect(played.state.status).toBe('over');
      expect(replay(played.record)).toEqual(played.state);
    }
  });

  it('the iterator and the list agree on picks too', () => {
    expect([...eachLegalChoice(game(), 'p2')]).toEqual(legalChoices(game(), 'p2'));
  });
});

describe('ruling 5 — rules §10.2: "plan 24 needs a roundabout, so it is in the draw (and may be fixed with plans) only when the roundabouts variant is on too"', () => {
  it('advanced plans without roundabouts never deal plan 24', () => {
    for (let seed = 0; seed < 300; seed++) {
      expect(createGame({ players: 2, seed, variants: { advancedPlans: true } }).plans[1]?.id).not.toBe(24);
    }
  });

  it('with roundabouts it is dealt', () => {
    const dealt = Array.from({ length: 300 }, (_, seed) => createGame({ players: 2, seed, variants: { advancedPlans: true, roundabouts: true } }).plans[1]?.id);
    expect(dealt).toContain(24);
  });

  it('fixing it needs roundabouts', () => {
    expectRuleError(() => createGame({ players: 2, plans: [0, 24, 12], variants: { advancedPlans: true } }), 'options/plans', /needs a roundabout; turn on variants.roundabouts/);
    expect(createGame({ players: 2, plans: [0, 24, 12], variants: { advancedPlans: true, roundabouts: true } }).plans[1]?.id).toBe(24);
  });

  it('plans 18, 19 and 24 with roundabouts: "roundabouts count" for the full streets, and 24 needs one in the street', () => {
    const state = createGame({ players: 2, seed: 1, plans: [18, 24, 12], variants: { advancedPlans: true, roundabouts: true }, stacks: stacksFor(...parks) });
    const ready = withSheet(state, 'p1', { streets: ['0 1 2* R 4 5 6* 7* 8 9', EMPTY[1], '0 1 2 3 R 5 6 7 8 9 10 11'], parks: [3, 0, 0], roundabouts: 2, pools: 3 });
    const next = playRound(ready, { p1: { type: 'build', pair: 0, street: 1, house: 5, claims: [{ plan: 0 }, { plan: 1 }] }, p2: { type: 'build', pair: 0, street: 1, house: 5 } });
    const sheet = next.players[0]?.sheet;
    expect(sheet?.plans).toEqual([8, 10, null]);
    expect(sheet?.streets[2].houses.filter((house) => house.used === 'house')).toHaveLength(11);
    expect(sheet?.streets[2].houses[4]).toMatchObject({ roundabout: true, used: false });
  });
});

describe('ruling 6 — rules a house could still break, swept against the rules', () => {
  it('rules §3.1: "a player who claims a plan for its higher value may ask for a reshuffle", a refusing one too', () => {
    // Nothing fits (house 9 of the bottom street has no room), so the game goes on after the refusal.
    const streets = ['1 2 3 . 4 5 6 7 | 8 9', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 . 9 10'] as const;
    const offers: readonly (readonly [PairText, PairText, PairText])[] = [['15 park', '16 park', '17 park'], ['1 park', '1 park', '1 park']];
    const state = withSheet(createGame({ players: 2, seed: 1, ruleset: 'original', plans: [3, 8, 14], variants: { roundabouts: true }, stacks: stacksFor(...offers) }), 'p1', { streets });
    const claims = [{ plan: 2 as const, estates: [{ street: 0 as const, start: 0, size: 3 }, { street: 0 as const, start: 4, size: 4 }] }];
    const refusal: Choice = { type: 'refuse', roundabout: { street: 0, house: 3 }, claims, reshuffle: true };
    const next = resolveRound(applyChoice(applyChoice(state, 'p1', refusal), 'p2', { type: 'build', pair: 0, street: 0, house: 0 }));
    expect(next.cards.discards.map((pile) => pile.length)).toEqual([1, 1, 1]); // everything reshuffled, then one flipped
  });

  it('rules §10.2, plan 22 "first and last house of every street written": a roundabout in an end house is no number', () => {
    const state = createGame({ players: 2, seed: 1, plans: [22, 6, 12], variants: { advancedPlans: true, roundabouts: true }, stacks: stacksFor(...parks) });
    const ready = withSheet(state, 'p1', { streets: ['R 3 . . . . . . . 17', '1 . . . . . . . . . 17', '1 . . . . . . . . . . 17'], roundabouts: 1 });
    expectRuleError(() => applyChoice(ready, 'p1', { type: 'build', pair: 0, street: 1, house: 5, claims: [{ plan: 0 }] }), 'claim/not-fulfilled', /street-ends/);
    const numbered = withSheet(state, 'p1', { streets: ['2 3 . . . . . . . 17', '1 . . . . . . . . . 17', '1 . . . . . . . . . . 17'] });
    expect(validateChoice(numbered, 'p1', { type: 'build', pair: 0, street: 1, house: 5, claims: [{ plan: 0 }] })).toEqual({ ok: true });
  });
});
