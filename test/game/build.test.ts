import { describe, expect, it } from 'vitest';
import { applyChoice, validateChoice, type Choice } from '../../src/index.js';
import { EMPTY, expectRuleError, gameWith, playRound, withSheet } from '../support/helpers.js';

const round = gameWith([['5 park', '9 pool', '2 temp']]);
const top = (line: string) => withSheet(round, 'p1', { streets: [line, EMPTY[1], EMPTY[2]] });

describe('building a number (rules §4.1)', () => {
  it('"the number is written in an empty house of any street"', () => {
    const next = playRound(round, {
      p1: { type: 'build', pair: 0, street: 1, house: 4 },
      p2: { type: 'build', pair: 0, street: 1, house: 4 },
    });
    expect(next.players[0]?.sheet.streets[1].houses[4]?.number).toBe(5);
    expect(next.players[1]?.sheet.streets[1].houses[4]?.number).toBe(5);
  });

  it('"pairs are not exclusive": both players may take the same pair', () => {
    const state = applyChoice(applyChoice(round, 'p1', { type: 'build', pair: 1, street: 0, house: 0 }), 'p2', {
      type: 'build',
      pair: 1,
      street: 0,
      house: 0,
    });
    expect(state.players.map((player) => player.pending)).toHaveLength(2);
  });

  it('"numbers must strictly increase from left to right": 5 cannot go left of a 3', () => {
    expectRuleError(() => applyChoice(top('. 3 . . . . . . . .'), 'p1', { type: 'build', pair: 0, street: 0, house: 0 }), 'choice/order', /between 0 and 2/);
  });

  it('"house 3 of street 2 must be between 5 and 9": the message names the legal range', () => {
    const state = withSheet(round, 'p1', { streets: [EMPTY[0], EMPTY[1], '. . 4 . 10 . . . . . . .'] });
    expectRuleError(
      () => applyChoice(state, 'p1', { type: 'build', pair: 2, street: 2, house: 3 }),
      'choice/order',
      /house 3 of street 2 \(bottom\) must be between 5 and 9, not 2/,
    );
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 3 })).toEqual({ ok: true });
  });

  it('"the same number may never appear twice in a street"', () => {
    expectRuleError(() => applyChoice(top('5 . . . . . . . . .'), 'p1', { type: 'build', pair: 0, street: 0, house: 1 }), 'choice/order');
    expect(validateChoice(top('5 . . . . . . . . .'), 'p1', { type: 'build', pair: 0, street: 1, house: 1 }).ok).toBe(true);
  });

  it('"empty houses may be left between them and filled later, and numbers may be skipped"', () => {
    const state = top('1 . . . 12 . . . . .');
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 2 }).ok).toBe(true);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 1, street: 0, house: 1 }).ok).toBe(true);
  });

  it('a written house is taken', () => {
    expectRuleError(() => applyChoice(top('. . 7 . . . . . . .'), 'p1', { type: 'build', pair: 0, street: 0, house: 2 }), 'choice/house-taken', /already holds 7/);
  });

  it('no house beyond the street, no pair beyond the offer', () => {
    expectRuleError(() => applyChoice(round, 'p1', { type: 'build', pair: 0, street: 0, house: 10 }), 'choice/house', /0 to 9/);
    expectRuleError(() => applyChoice(round, 'p1', { type: 'build', pair: 3, street: 0, house: 0 }), 'choice/pair', /0 to 2/);
  });

  it('a second choice before the round resolves replaces the first', () => {
    const first: Choice = { type: 'build', pair: 0, street: 0, house: 0 };
    const second: Choice = { type: 'build', pair: 1, street: 2, house: 5 };
    const state = applyChoice(applyChoice(round, 'p1', first), 'p1', second);
    expect(state.players[0]?.pending).toEqual(second);
  });

  it('sheets change only when the round resolves, and every sheet changes at once', () => {
    const chosen = applyChoice(round, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    expect(chosen.players[0]?.sheet).toEqual(round.players[0]?.sheet);
    expectRuleError(() => playRound(chosen, {}), 'round/waiting-for', /waiting for p2/);
  });

  it('an unknown player is refused with the list of players', () => {
    expectRuleError(() => applyChoice(round, 'p9', { type: 'refuse' }), 'choice/unknown-player', /p1, p2/);
  });
});
