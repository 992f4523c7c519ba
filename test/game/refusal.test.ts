import { describe, expect, it } from 'vitest';
import { applyChoice, legalChoices, validateChoice } from '../../src/index.js';
import { expectRuleError, gameWith, playRound, withSheet } from '../support/helpers.js';

// Only house 3 of the bottom street is free, and it takes 3 or 4: no printed number
// of the offer (5, 9, 2) fits, but the temp pair's 2 + 1 or 2 + 2 does.
const ALMOST_FULL = {
  streets: ['0 1 2 3 4 5 6 7 8 9', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 . 5 6 7 8 9 10 11 12'],
} as const;
const OFFER = [['5 park', '9 pool', '2 temp']] as const;

describe('refusals (rules §4.2: "a player must build if they can")', () => {
  it('both rulesets: a player whose number fits may not refuse, and the message lists what fits', () => {
    for (const ruleset of ['collector', 'original'] as const) {
      const state = gameWith(OFFER, { ruleset });
      expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse' }), 'choice/refusal-not-allowed', /pair 0 \(5\)/);
    }
  });

  it('collector: "only when none of the three offered numbers, as printed, fits", even if a temp-adjusted number would fit', () => {
    const state = withSheet(gameWith(OFFER), 'p1', ALMOST_FULL);
    expect(validateChoice(state, 'p1', { type: 'refuse' })).toEqual({ ok: true });
  });

  it('collector: "may instead use the temp pair to build"', () => {
    const state = withSheet(gameWith(OFFER), 'p1', ALMOST_FULL);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 2, street: 2, house: 3, effect: { type: 'temp', delta: 2 } })).toEqual({ ok: true });
    expect(legalChoices(state, 'p1')).toEqual([
      { type: 'refuse' },
      { type: 'build', pair: 2, street: 2, house: 3, effect: { type: 'temp', delta: 1 } },
      { type: 'build', pair: 2, street: 2, house: 3, effect: { type: 'temp', delta: 2 } },
    ]);
  });

  it('original: "a temp pair is playable if its number or any number within ±2 of it fits", so no refusal', () => {
    const state = withSheet(gameWith(OFFER, { ruleset: 'original' }), 'p1', ALMOST_FULL);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse' }), 'choice/refusal-not-allowed', /pair 2 \(2 with temp\)/);
  });

  it('original: a temp pair with a full temp track is not playable through temp, so the refusal is allowed', () => {
    const state = withSheet(gameWith(OFFER, { ruleset: 'original' }), 'p1', { ...ALMOST_FULL, temps: 11 });
    expect(validateChoice(state, 'p1', { type: 'refuse' })).toEqual({ ok: true });
    expect(legalChoices(state, 'p1')).toEqual([{ type: 'refuse' }]);
  });

  it('"a refusal crosses the next refusal box; the player writes no number and uses no effect"', () => {
    const state = withSheet(gameWith([['5 park', '9 pool', '2 bis'], ['1 park', '1 park', '1 park']]), 'p1', ALMOST_FULL);
    const next = playRound(state, { p1: { type: 'refuse' }, p2: { type: 'build', pair: 0, street: 0, house: 0 } });
    const before = state.players[0]?.sheet;
    const after = next.players[0]?.sheet;
    expect(after?.refusals).toBe(1);
    expect({ ...after, refusals: 0 }).toEqual(before);
  });

  it('a refusal names no pair, house or effect', () => {
    const state = withSheet(gameWith(OFFER), 'p1', ALMOST_FULL);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse', pair: 0 } as never), 'choice/malformed', /choice\.pair/);
  });
});
