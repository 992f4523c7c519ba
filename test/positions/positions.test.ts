import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  emptySheet,
  legalClaims,
  playGame,
  randomBot,
  replay,
  resolveRound,
  sheetFromText,
  validateState,
  type Card,
  type CustomPlan,
  type GameOptions,
} from '../../src/index.js';
import { expectRuleError } from '../support/helpers.js';

const text = (...lines: string[]) => sheetFromText(lines.join('\n'));
const offer: [Card, Card, Card] = [
  { number: 6, effect: 'pool' },
  { number: 9, effect: 'bis' },
  { number: 14, effect: 'fence' },
];

describe('createGame from a position', () => {
  it('starts at the given round with the given sheets and offer, and replays from its record', () => {
    const sheets = [text('top 1 2 | 3 4 5 | . . . . .'), text('middle 0 1 2 3 . . . . . . .', 'temps 1')];
    const state = createGame({ players: ['ann', 'bob'], seed: 'paper', position: { round: 9, sheets, offer } });
    expect(state.round).toBe(9);
    expect(state.players.map((player) => player.sheet)).toEqual(sheets);
    expect(state.offer.map((pair) => [pair.number, pair.effect])).toEqual([
      [6, 'pool'],
      [9, 'bis'],
      [14, 'fence'],
    ]);
    expect(replay(JSON.parse(JSON.stringify(state.record)))).toEqual(state);
    expect(validateState(state)).toEqual([]);
  });

  it('in an expert game and in the solo game the offer is the three cards drawn', () => {
    const expert = createGame({ players: 2, seed: 'e', variants: { expert: true }, position: { offer } });
    expect(expert.offer).toHaveLength(6);
    expect(new Set(expert.offer.map((pair) => pair.number))).toEqual(new Set([6, 9, 14]));
    const solo = createGame({ players: 1, ruleset: 'original', seed: 's', position: { offer } });
    expect(new Set(solo.offer.map((pair) => `${pair.number} ${pair.effect}`))).toEqual(new Set(['6 bis', '6 fence', '9 pool', '9 fence', '14 pool', '14 bis']));
  });

  it('"a claim approves the plan": plans claimed on a sheet start approved, the others not', () => {
    const claimed = text('top 1u 2u 3u 4u 5u 6u | . . . .', 'middle 0u 1u 2u 3u 4u 5u | . . . . .', 'plans 10 - -', 'temps 5');
    const state = createGame({ players: 2, seed: 'p', plans: [5, 6, 12], position: { sheets: [claimed, emptySheet()] } });
    expect(state.plans.map((plan) => plan.approved)).toEqual([true, false, false]);
    expectRuleError(
      () => createGame({ players: 2, seed: 'p', plans: [5, 6, 12], position: { sheets: [claimed, emptySheet()], approved: [false, false, false] } }),
      'options/position',
      /a claim approves the plan/,
    );
    expectRuleError(() => createGame({ players: 2, seed: 'p', plans: [5, 6, 12], position: { approved: [false, true, false] } }), 'options/position', /only a claim approves a plan/);
  });

  it('"the solo card approves every plan": a solo position with an unclaimed approved plan has drawn it', () => {
    const state = createGame({ players: 1, ruleset: 'original', seed: 'solo', position: { approved: [true, true, true] } });
    expect(state.plans.every((plan) => plan.approved)).toBe(true);
    expect(state.cards.soloCard).toBeNull();
    expectRuleError(() => createGame({ players: 1, ruleset: 'original', seed: 'solo', position: { approved: [true, false, false] } }), 'options/position', /approves all three/);
  });

  it('a fixed pile for the solo game', () => {
    const pile: Card[] = Array.from({ length: 12 }, (_, i) => ({ number: i, effect: 'park' }));
    const state = createGame({ players: 1, ruleset: 'original', seed: 'pile', stacks: [pile] });
    expect(state.offer.map((pair) => pair.number).sort((a, b) => a - b)).toEqual([0, 0, 1, 1, 2, 2]);
    expectRuleError(() => createGame({ players: 1, ruleset: 'original', seed: 'pile', stacks: [pile, pile, pile] }), 'options/stacks', /one pile in a solo game/);
  });

  it.each<[string, GameOptions['position'], RegExp]>([
    ['a sheet breaking the rules', { sheets: [text('top 5 2 . . . . . . . .'), emptySheet()] }, /position\.sheets\[0\]\.streets\[0\]\.houses\[1\]\.number: is 2, right of 5/],
    ['a sheet of another kind', { sheets: [emptySheet('eggs'), emptySheet()] }, /position\.sheets\[0\]\.season\.kind/],
    ['plan points the plans do not give', { sheets: [text('top 1u 2u 3u 4u 5u 6u | . . . .', 'plans 7 - -', 'temps 5'), emptySheet()] }, /worth 10 to its first claimants/],
    ['a finished position', { sheets: [text('refusals 3'), emptySheet()] }, /end the game already/],
    ['two sheets for three players', { sheets: [emptySheet(), emptySheet()] }, /3 sheets/],
    ['round 0', { round: 0 }, /round: must be a whole number from 1/],
    ['an unknown field', { score: 3 } as never, /position\.score: is not part of a position/],
    ['an offer card the deck lacks', { offer: [{ number: 0, effect: 'pool' }, { number: 0, effect: 'pool' }, { number: 0, effect: 'pool' }] }, /needs a card numbered 0/],
  ])('refuses %s with options/position', (_name, position, message) => {
    const players = _name === 'two sheets for three players' ? 3 : 2;
    expectRuleError(() => createGame({ players, seed: 'bad', plans: [5, 6, 12], position }), 'options/position', message);
  });

  it('refuses an offer with fixed stacks, whose top cards make the offer', () => {
    const stack: Card[] = Array.from({ length: 5 }, (_, i) => ({ number: i, effect: 'park' }));
    expectRuleError(() => createGame({ players: 2, seed: 'x', stacks: [stack, stack, stack], position: { offer } }), 'options/position', /cannot be given with options.stacks/);
  });
});

describe('custom plans', () => {
  const pairOfThrees: CustomPlan = { requirement: { type: 'estates', sizes: [3, 3] }, first: 9, later: 4 };

  it('is dealt in its place with no id, claimed and scored like a printed plan', () => {
    const sheet = text('top 1 2 3 | 4 5 6 | . . . .', 'temps 2');
    let state = createGame({ players: 2, seed: 'custom', plans: [pairOfThrees, 6, 12], position: { sheets: [sheet, emptySheet()] } });
    expect(state.plans[0]).toMatchObject({ id: null, deck: 1, label: 'A', first: 9, later: 4, approved: false });
    const build = { type: 'build', pair: 0, street: 2, house: 0 } as const;
    const sets = legalClaims(state, 'p1', build);
    expect(sets).toEqual([[{ plan: 0, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] }]]);
    state = resolveRound(applyChoice(applyChoice(state, 'p1', { ...build, claims: sets[0] }), 'p2', { type: 'build', pair: 0, street: 0, house: 0 }));
    expect(state.players[0]?.sheet.plans[0]).toBe(9);
    expect(state.plans[0]?.approved).toBe(true);
  });

  it('plays whole games, and replays', () => {
    const played = playGame({ players: 3, seed: 'customs', plans: [pairOfThrees, { requirement: { type: 'condition', condition: 'seven-temps' }, first: 5, later: 2 }, 14] }, [
      randomBot,
      randomBot,
      randomBot,
    ]);
    expect(replay(JSON.parse(JSON.stringify(played.record)))).toEqual(played.state);
  });

  it.each<[string, unknown, RegExp]>([
    ['no sizes', { requirement: { type: 'estates', sizes: [] }, first: 5, later: 2 }, /1 to 6 estate sizes/],
    ['an estate of 7', { requirement: { type: 'estates', sizes: [7] }, first: 5, later: 2 }, /sizes\[0\] must be one of 1, 2, 3, 4, 5, 6/],
    ['a later value above the first', { requirement: { type: 'estates', sizes: [2] }, first: 5, later: 6 }, /later must be a whole number from 0 to 5/],
    ['an unknown condition', { requirement: { type: 'condition', condition: 'all-sevens' }, first: 5, later: 2 }, /condition must be one of/],
    ['a roundabout plan without roundabouts', { requirement: { type: 'condition', condition: 'one-street-parks-pools-roundabout' }, first: 5, later: 2 }, /needs a roundabout/],
    ['a seasonal condition on the Classic sheet', { requirement: { type: 'estates', sizes: [3], each: 'linked' }, first: 5, later: 2 }, /only the christmas sheet shows/],
    ['an unknown field', { requirement: { type: 'estates', sizes: [2] }, first: 5, later: 2, bonus: 1 }, /bonus must be absent/],
  ])('refuses %s with options/plans', (_name, plan, message) => {
    expectRuleError(() => createGame({ players: 2, seed: 'c', plans: [plan as CustomPlan, 6, 12] }), 'options/plans', message);
  });
});

describe('validateState', () => {
  const state = createGame({ players: ['ann', 'bob'], seed: 'state' });

  it('finds nothing on a state the engine made, through JSON and back', () => {
    expect(
      validateState(
        JSON.parse(JSON.stringify(resolveRound(applyChoice(applyChoice(state, 'ann', { type: 'build', pair: 0, street: 0, house: 0 }), 'bob', { type: 'build', pair: 1, street: 1, house: 0 })))),
      ),
    ).toEqual([]);
  });

  it('names a state that is not a state', () => {
    expect(validateState(null)).toMatchObject([{ code: 'state/malformed', path: '' }]);
    expect(validateState({ ...state, players: 'ann' })).toContainEqual(expect.objectContaining({ code: 'state/malformed', path: 'players' }));
  });

  it('names every field its record does not lead to, with both values', () => {
    const forged = { ...state, round: 4, plans: state.plans.map((plan, k) => (k === 1 ? { ...plan, first: 20 } : plan)) };
    expect(validateState(forged)).toEqual([
      { code: 'state/mismatch', path: 'round', message: 'is 4, but its record gives 1' },
      { code: 'state/mismatch', path: 'plans[1].first', message: `is 20, but its record gives ${state.plans[1]?.first}` },
    ]);
  });

  it("names a sheet edited against the rules in the rules' words", () => {
    const edited = { ...state, players: [{ ...state.players[0]!, sheet: text('top 5 2 . . . . . . . .') }, state.players[1]!] };
    const found = validateState(edited);
    expect(found[0]).toMatchObject({ code: 'sheet/order', path: 'players[0].sheet.streets[0].houses[1].number' });
    expect(found.some((problem) => problem.code === 'state/mismatch')).toBe(true);
  });

  it('"the pending outcome must not be a way to write anything onto a sheet": it is no part of the state', () => {
    const pending = applyChoice(state, 'ann', { type: 'build', pair: 0, street: 0, house: 0 });
    const ann = pending.players[0]!;
    expect(Object.keys(ann)).toEqual(['id', 'sheet', 'pending', 'pick']);
    // An outcome smuggled in is a field no state has, and a forged pending choice is played again.
    expect(validateState({ ...pending, players: [{ ...ann, outcome: { sheet: { ...ann.sheet, temps: 7 }, claimed: [], reshuffle: false } }, pending.players[1]!] })).toContainEqual(
      expect.objectContaining({ code: 'state/malformed', path: 'players[0]' }),
    );
    const forged = { ...pending, players: [{ ...ann, pending: { type: 'build', pair: 0, street: 0, house: 40 } }, pending.players[1]!] } as typeof pending;
    expect(validateState(forged)).toContainEqual(expect.objectContaining({ code: 'state/pending', path: 'players[0].pending' }));
    // And resolveRound checks a choice it did not record: a copy of the state through JSON plays the same.
    const viaJson = JSON.parse(JSON.stringify(applyChoice(pending, 'bob', { type: 'build', pair: 1, street: 1, house: 0 })));
    expect(resolveRound(viaJson)).toEqual(resolveRound(applyChoice(pending, 'bob', { type: 'build', pair: 1, street: 1, house: 0 })));
  });

  it('a record without its seed replays to another game each time, so it is named', () => {
    const { seed: _seed, ...options } = state.record.options;
    expect(validateState({ ...state, record: { ...state.record, options } })).toContainEqual(expect.objectContaining({ code: 'state/record', path: 'record.options.seed' }));
  });
});
