import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, legalClaims, validateChoice, type BuildChoice, type Choice, type GameState } from '../../src/index.js';
import { CLAIM_34, EMPTY, expectRuleError, gameWith, playRound, stacksFor, THREE_AND_FOUR, withSheet } from '../support/helpers.js';

// Plans of gameWith: 0 = six 1-house estates (8/4), 6 = 1,1,1,6 (11/6), 14 = 3,4 (7/3).
const offer = [['9 park', '10 park', '11 park'], ['12 park', '13 park', '14 park'], ['1 park', '1 park', '1 park']] as const;
const build: BuildChoice = { type: 'build', pair: 0, street: 2, house: 11 };
const buildAt = (house: number): BuildChoice => ({ type: 'build', pair: 0, street: 1, house });

function table(players: number, sheets: Record<string, readonly [string, string, string]>, ruleset: 'collector' | 'original' = 'collector'): GameState {
  let state = gameWith(offer, { players, ruleset });
  for (const [id, streets] of Object.entries(sheets)) state = withSheet(state, id, { streets });
  return state;
}

describe('claiming plans (rules §6)', () => {
  it('"an estate plan is fulfilled by distinct complete estates … whose sizes match the plan exactly"', () => {
    const next = playRound(table(2, { p1: THREE_AND_FOUR }), { p1: { ...build, claims: [CLAIM_34] }, p2: build });
    const sheet = next.players[0]?.sheet;
    expect(sheet?.plans).toEqual([null, null, 7]);
    expect(sheet?.streets[0].houses.slice(0, 7).every((house) => house.used)).toBe(true);
    expect(next.plans[2]?.approved).toBe(true);
  });

  it('"every player who claims a plan in the first round … gets the higher value", later claims the lower', () => {
    let state = table(3, { p1: THREE_AND_FOUR, p2: THREE_AND_FOUR, p3: THREE_AND_FOUR });
    state = playRound(state, { p1: { ...build, claims: [CLAIM_34] }, p2: { ...build, claims: [CLAIM_34] }, p3: build });
    expect(state.players.map((player) => player.sheet.plans[2])).toEqual([7, 7, null]);
    state = playRound(state, { p1: buildAt(10), p2: buildAt(10), p3: { ...buildAt(10), claims: [CLAIM_34] } });
    expect(state.players.map((player) => player.sheet.plans[2])).toEqual([7, 7, 3]);
  });

  it('"a fulfilled plan may be claimed in a later round", and the estates can come from this round\'s fence', () => {
    const state = withSheet(gameWith([['9 fence', '10 park', '11 park'], ['1 park', '1 park', '1 park']]), 'p1', {
      streets: ['1 2 3 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]],
    });
    const choice: Choice = { type: 'build', pair: 0, street: 2, house: 11, effect: { type: 'fence', street: 0, slot: 3 }, claims: [CLAIM_34] };
    expect(validateChoice(state, 'p1', choice)).toEqual({ ok: true });
  });

  it('"estates anywhere on the sheet": one estate per street', () => {
    const state = table(2, { p1: ['1 2 3 | . . . . . . .', '1 2 3 4 | . . . . . . .', EMPTY[2]] });
    const claim = { plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 1, start: 0, size: 4 }] } as const;
    expect(validateChoice(state, 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
  });

  it('wrong sizes do not fulfil a plan', () => {
    const state = table(2, { p1: ['1 2 3 | 4 5 6 | . . . .', EMPTY[1], EMPTY[2]] });
    const claim = { plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] } as const;
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [claim] }), 'claim/not-fulfilled', /needs estates of 3, 4; the claim gives estates of 3, 3/);
  });

  it('an incomplete estate does not count', () => {
    const state = table(2, { p1: ['1 2 3 | 4 . 6 7 | . . .', EMPTY[1], EMPTY[2]] });
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [CLAIM_34] }), 'claim/estate', /house 4 is empty/);
  });

  it('a run that is not between two fences is no estate', () => {
    const state = table(2, { p1: ['1 2 3 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]] });
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [CLAIM_34] }), 'claim/estate', /fences at both ends/);
  });

  it('a used estate "can never be used for another plan"', () => {
    const state = table(2, { p1: ['1u 2u 3u | 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]] });
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [CLAIM_34] }), 'claim/estate-used', /houses 0–2 of street 0/);
  });

  it('the same estate cannot serve twice in one choice', () => {
    const state = table(2, { p1: ['1 | 2 | 3 | . . . . . . .', EMPTY[1], EMPTY[2]] });
    const claim = { plan: 0, estates: [0, 0, 1, 2, 1, 2].map((start) => ({ street: 0 as const, start, size: 1 })) } as const;
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [claim] }), 'claim/duplicate', /estate at house 0/);
  });

  it('"each player claims each plan at most once"', () => {
    const state = withSheet(table(2, {}), 'p1', { streets: THREE_AND_FOUR, plans: [null, null, 7] });
    expectRuleError(() => applyChoice(state, 'p1', { ...build, claims: [CLAIM_34] }), 'claim/already-claimed');
    expectRuleError(() => applyChoice(table(2, { p1: THREE_AND_FOUR }), 'p1', { ...build, claims: [CLAIM_34, CLAIM_34] }), 'claim/duplicate', /plan 2/);
  });

  it('"plan claims are still allowed" with a refusal', () => {
    const full = ['1 2 3 | 4 5 6 7 | 8 15 16', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 15 16 17'] as const;
    const next = playRound(table(2, { p1: full }), { p1: { type: 'refuse', claims: [CLAIM_34] }, p2: build });
    expect(next.players[0]?.sheet.refusals).toBe(1);
    expect(next.players[0]?.sheet.plans[2]).toBe(7);
  });

  it('legalClaims lists one claim set per outcome, each valid: estates of one size are interchangeable, and the others are valid too', () => {
    const state = table(2, { p1: ['1 2 3 | 4 5 6 7 | 8 | 9 10', '1 2 3 | . . . . . . . .', EMPTY[2]] });
    const sets = legalClaims(state, 'p1', build);
    // The 4 with either 3: the first 3 (top street first, left to right) is listed.
    expect(sets).toEqual([[CLAIM_34]]);
    for (const claims of sets) expect(validateChoice(state, 'p1', { ...build, claims })).toEqual({ ok: true });
    const other = [{ plan: 2 as const, estates: [{ street: 1 as const, start: 0, size: 3 }, { street: 0 as const, start: 3, size: 4 }] }];
    expect(validateChoice(state, 'p1', { ...build, claims: other })).toEqual({ ok: true });
  });
});

describe('the reshuffle (rules §3.1, original)', () => {
  const original = () => table(2, { p1: THREE_AND_FOUR }, 'original');

  it('"a player who claims a plan for its higher value may ask for a reshuffle": every card into three new stacks', () => {
    const ready = original();
    const choice: Choice = { ...build, claims: [CLAIM_34], reshuffle: true };
    const next = playRound(ready, { p1: choice, p2: build });
    // 12 fixed cards: reshuffled into stacks of 4, then the next round flips one from each.
    expect(next.cards.stacks.map((stack) => stack.length)).toEqual([3, 3, 3]);
    expect(next.cards.discards.map((pile) => pile.length)).toEqual([1, 1, 1]);
    const without = playRound(ready, { p1: { ...choice, reshuffle: false }, p2: build });
    expect(without.cards.stacks.map((stack) => stack.length)).toEqual([2, 2, 2]);
    expect(without.cards.discards.map((pile) => pile.length)).toEqual([2, 2, 2]);
  });

  it('needs a first claim in the same choice', () => {
    // p2's empty sheet fulfils nothing, so the build needs no claim but cannot ask for a reshuffle.
    expectRuleError(() => applyChoice(original(), 'p2', { ...build, reshuffle: true }), 'choice/reshuffle', /higher value/);
  });

  it('is not in the collector rules', () => {
    expectRuleError(() => applyChoice(table(2, { p1: THREE_AND_FOUR }), 'p1', { ...build, claims: [CLAIM_34], reshuffle: true }), 'choice/reshuffle', /no reshuffle/);
  });

  it('a claim of an approved plan cannot ask for it', () => {
    // p2 completes the same 3 and 4 a round after p1 claimed the plan.
    let state = table(3, { p1: THREE_AND_FOUR, p2: ['1 2 3 | 4 5 6 . | . . .', EMPTY[1], EMPTY[2]] }, 'original');
    state = playRound(state, { p1: { ...build, claims: [CLAIM_34] }, p2: build, p3: build });
    const complete: BuildChoice = { type: 'build', pair: 0, street: 0, house: 6 };
    expectRuleError(() => applyChoice(state, 'p2', { ...complete, claims: [CLAIM_34], reshuffle: true }), 'choice/reshuffle', /higher value/);
    expect(validateChoice(state, 'p2', { ...complete, claims: [CLAIM_34] })).toEqual({ ok: true });
  });
});

describe('fixed stacks through several rounds', () => {
  it('reveal their offers in order', () => {
    const state = createGame({ players: 2, seed: 1, stacks: stacksFor(...offer) });
    const next = playRound(state, { p1: build, p2: build });
    expect(next.offer.map((pair) => pair.number)).toEqual([12, 13, 14]);
  });
});
