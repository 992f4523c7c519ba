import { describe, expect, it } from 'vitest';
import { checkCondition as checkCompact } from '../../src/sheet/compact/conditions.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import type { PlanCondition } from '../../src/rules/plans.js';
import type { HouseRef, Sheet } from '../../src/index.js';

/** The condition checked on a sheet's compact form, as the engine checks it. */
const checkCondition = (sheet: Sheet, condition: PlanCondition, named?: readonly HouseRef[]) => checkCompact(compactOf(sheet), condition, named);
import { sheetOf } from '../support/helpers.js';
import { applyChoice, createGame, validateChoice, type GameState } from '../../src/index.js';
import { expectRuleError, playRound, stacksFor, withSheet } from '../support/helpers.js';

const EMPTY = ['. . . . . . . . . .', '. . . . . . . . . . .', '. . . . . . . . . . . .'] as const;
const FULL_TOP = '0 1 2 3 4 5 6 7 8 9';
const FULL_BOTTOM = '0 1 2 3 4 5 R 7 8 9 10 11';

describe('advanced plan conditions (rules §10.2)', () => {
  it('18: "every house of the bottom street written (roundabouts count)", and those houses become used', () => {
    const check = checkCondition(sheetOf({ streets: [EMPTY[0], EMPTY[1], FULL_BOTTOM] }), 'bottom-street-full');
    expect(check.met).toBe(true);
    expect(check.houses).toHaveLength(11);
    expect(checkCondition(sheetOf({ streets: [EMPTY[0], EMPTY[1], '0 1 2 3 4 5 . 7 8 9 10 11'] }), 'bottom-street-full').met).toBe(false);
  });

  it('19: "every house of the top street written"; a house already used for a plan cannot count again', () => {
    expect(checkCondition(sheetOf({ streets: [FULL_TOP, EMPTY[1], EMPTY[2]] }), 'top-street-full').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: ['0u 1u 2 3 4 5 6 7 8 9', EMPTY[1], EMPTY[2]] }), 'top-street-full').met).toBe(false);
  });

  it('20: "5 bis copies in one street", not spread over two', () => {
    expect(checkCondition(sheetOf({ streets: ['1 1b 1b 1b 1b 1b . . . .', EMPTY[1], EMPTY[2]] }), 'five-bis-in-one-street').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: ['1 1b 1b . . . . . . .', '1 1b 1b . . . . . . . .', EMPTY[2]] }), 'five-bis-in-one-street').met).toBe(false);
  });

  it('21: "7 temp boxes crossed"', () => {
    expect(checkCondition(sheetOf({ streets: EMPTY, temps: 7 }), 'seven-temps').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: EMPTY, temps: 6 }), 'seven-temps').met).toBe(false);
  });

  it('22: "first and last house of every street written", six houses that become used', () => {
    const streets = ['1 . . . . . . . . 9', '1 . . . . . . . . . 9', '1 . . . . . . . . . . 9'] as const;
    const check = checkCondition(sheetOf({ streets }), 'street-ends');
    expect(check).toEqual({
      met: true,
      houses: [
        { street: 0, house: 0 },
        { street: 0, house: 9 },
        { street: 1, house: 0 },
        { street: 1, house: 10 },
        { street: 2, house: 0 },
        { street: 2, house: 11 },
      ],
    });
    expect(checkCondition(sheetOf({ streets: [streets[0], streets[1], '1 . . . . . . . . . . .'] }), 'street-ends').met).toBe(false);
  });

  it('23: "two streets with every park crossed"', () => {
    expect(checkCondition(sheetOf({ streets: EMPTY, parks: [3, 0, 5] }), 'two-streets-all-parks').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: EMPTY, parks: [3, 3, 4] }), 'two-streets-all-parks').met).toBe(false);
  });

  it('24: "one street with every park, every pool built and a roundabout"', () => {
    const street = '0 1 2* 3 4 5 6* 7* R 9';
    expect(checkCondition(sheetOf({ streets: [street, EMPTY[1], EMPTY[2]], parks: [3, 0, 0] }), 'one-street-parks-pools-roundabout').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: ['0 1 2* 3 4 5 6* 7* 8 9', EMPTY[1], EMPTY[2]], parks: [3, 0, 0] }), 'one-street-parks-pools-roundabout').met).toBe(false);
  });

  it('25: "two streets with every pool built"', () => {
    const streets = ['. . 2* . . . 6* 7* . .', '0* . . 3* . . . 7* . . .', EMPTY[2]] as const;
    expect(checkCondition(sheetOf({ streets }), 'two-streets-all-pools').met).toBe(true);
    expect(checkCondition(sheetOf({ streets: [streets[0], EMPTY[1], EMPTY[2]] }), 'two-streets-all-pools').met).toBe(false);
  });

  it('26 and 27: "every park and every pool" of the bottom, of the middle street', () => {
    const bottom = sheetOf({ streets: [EMPTY[0], EMPTY[1], '. 1* . . . . 6* . . . 10* .'], parks: [0, 0, 5] });
    expect(checkCondition(bottom, 'bottom-street-parks-pools').met).toBe(true);
    expect(checkCondition(bottom, 'middle-street-parks-pools').met).toBe(false);
    const middle = sheetOf({ streets: [EMPTY[0], '0* . . 3* . . . 7* . . .', EMPTY[2]], parks: [0, 4, 0] });
    expect(checkCondition(middle, 'middle-street-parks-pools').met).toBe(true);
  });
});

describe('claiming an advanced plan', () => {
  const offers = [['12 park', '13 park', '14 park'], ['1 park', '1 park', '1 park']] as const;
  const game = (): GameState => createGame({ players: 2, seed: 1, plans: [19, 6, 14], variants: { advancedPlans: true }, stacks: stacksFor(...offers) });

  it('a condition plan names no estates; its houses become used', () => {
    const state = withSheet(game(), 'p1', { streets: [FULL_TOP, EMPTY[1], EMPTY[2]] });
    const next = playRound(state, {
      p1: { type: 'build', pair: 0, street: 1, house: 0, claims: [{ plan: 0 }] },
      p2: { type: 'build', pair: 0, street: 1, house: 0 },
    });
    expect(next.players[0]?.sheet.plans).toEqual([6, null, null]);
    expect(next.players[0]?.sheet.streets[0].houses.every((house) => house.used)).toBe(true);
  });

  it('an unmet condition is not fulfilled', () => {
    expectRuleError(() => applyChoice(game(), 'p1', { type: 'build', pair: 0, street: 1, house: 0, claims: [{ plan: 0 }] }), 'claim/not-fulfilled', /top-street-full/);
    const state = withSheet(game(), 'p1', { streets: [FULL_TOP, EMPTY[1], EMPTY[2]] });
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 0, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 10 }] }] }).ok).toBe(false);
  });

  it('advanced plans are drawn only with the variant', () => {
    const drawn = new Set<number>();
    for (let seed = 0; seed < 40; seed++) for (const plan of createGame({ players: 2, seed, variants: { advancedPlans: true } }).plans) drawn.add(plan.id ?? -1);
    expect([...drawn].some((id) => id >= 18)).toBe(true);
    for (let seed = 0; seed < 40; seed++) for (const plan of createGame({ players: 2, seed }).plans) expect(plan.id).toBeLessThan(18);
  });
});
