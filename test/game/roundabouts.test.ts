import { describe, expect, it } from 'vitest';
import { applyChoice, canRefuse, estatesOf, legalChoices, legalPairs, legalRoundabouts, parseChoice, scoreSheet, validateChoice, type Choice, type GameState, type HouseRef } from '../../src/index.js';
import { streetsToText } from '../../src/notation/sheet-text.js';
import { EMPTY, expectRuleError, gameWith, playRound, withSheet, type PairText } from '../support/helpers.js';

const ROUNDABOUTS = { variants: { roundabouts: true } } as const;
type Offer = readonly [PairText, PairText, PairText];
const game = (offer: Offer, streets: readonly [string, string, string] = EMPTY, extra: object = {}, ruleset: 'collector' | 'original' = 'collector'): GameState =>
  withSheet(gameWith([offer, ['1 park', '1 park', '1 park']], { ...ROUNDABOUTS, ruleset }), 'p1', { streets, ...extra });
const at = (street: 0 | 1 | 2, house: number): HouseRef => ({ street, house });
/** p1's sheet after the round, p2 writing somewhere harmless. */
const sheetAfter = (state: GameState, choice: Choice) => playRound(state, { p1: choice, p2: { type: 'build', pair: 0, street: 1, house: 10 } }).players[0]?.sheet;

describe('roundabouts (rules §10.1)', () => {
  it('"once per round, in addition to their choice, a player may write a roundabout in an empty house": fences on both of its sides, a box crossed', () => {
    const sheet = sheetAfter(game(['8 park', '3 park', '4 park']), { type: 'build', pair: 0, street: 0, house: 7, roundabout: at(0, 4) });
    expect(sheet?.streets[0].houses[4]).toMatchObject({ number: null, roundabout: true });
    expect(sheet?.streets[0].fences.slice(3, 7)).toEqual([false, true, true, false]);
    expect(sheet?.roundabouts).toBe(1);
    expect(streetsToText(sheet as never)[0]).toBe('. . . . R . . 8 . .');
  });

  it('a choice names one roundabout at most: its shape has room for one', () => {
    expectRuleError(() => parseChoice({ type: 'refuse', roundabout: [at(0, 1), at(0, 2)] }), 'choice/malformed', /choice.roundabout must be an object/);
  });

  it('"at most two per sheet"', () => {
    const state = game(['8 park', '3 park', '4 park'], ['. R . . . . . . . .', '. . . R . . . . . . .', EMPTY[2]], { roundabouts: 2 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(2, 2) }), 'choice/roundabout', /at most two/);
    expect(legalRoundabouts(state, 'p1')).toEqual([]);
  });

  it('"in an empty house": not on a number, not on another roundabout, and not where the number goes', () => {
    const state = game(['8 park', '3 park', '4 park'], ['2 R . . . . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(0, 0) }), 'choice/roundabout', /already holds 2/);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(0, 1) }), 'choice/roundabout', /already holds a roundabout/);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(2, 5) }), 'choice/house-taken', /holds a roundabout/);
  });

  it('"it may not stand inside a used estate": an empty house marked used (a sheet loaded from elsewhere) takes none', () => {
    const state = game(['8 park', '3 park', '4 park']);
    const loaded: GameState = {
      ...state,
      players: state.players.map((player) =>
        player.id !== 'p1'
          ? player
          : {
            ...player,
            sheet: {
              ...player.sheet,
              streets: [
                { ...player.sheet.streets[0], houses: player.sheet.streets[0].houses.map((house, i) => (i === 3 ? { ...house, used: 'estate' as const } : house)) },
                player.sheet.streets[1],
                player.sheet.streets[2],
              ],
            },
          }
      ),
    };
    expectRuleError(() => applyChoice(loaded, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(0, 3) }), 'choice/roundabout', /used for a plan/);
  });

  it('only with the roundabouts variant', () => {
    const state = gameWith([['8 park', '3 park', '4 park'], ['1 park', '1 park', '1 park']]);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 5, roundabout: at(0, 3) }), 'choice/roundabout', /variant is not on/);
    expect(legalRoundabouts(state, 'p1')).toEqual([]);
    expect(legalChoices(state, 'p1').some((choice) => choice.type !== 'pick' && choice.roundabout !== undefined)).toBe(false);
  });

  it('"applied before the round\'s number, so it can make a number fit"', () => {
    // 12 cannot go between 9 and 10; a roundabout in house 3 starts a new side after it.
    const streets = ['1 9 . . 10 . . . . .', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    const state = game(['12 park', '12 pool', '12 fence'], streets);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 2 }), 'choice/order', /leave no room for 12/);
    const sheet = sheetAfter(state, { type: 'build', pair: 0, street: 0, house: 2, roundabout: at(0, 3), effect: { type: 'park' } });
    expect(streetsToText(sheet as never)[0]).toBe('1 9 12 R 10 . . . . .');
  });

  it('"the street is ordered independently on each side of it; 0–17 may be used on each"', () => {
    const streets = ['17 . . R 0 . . . . .', EMPTY[1], EMPTY[2]] as const;
    const state = game(['8 park', '3 park', '4 park'], streets, { roundabouts: 1 });
    // 8 fits on either side of the roundabout: after the 0, and before the 17 is too late on the left.
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 5 }).ok).toBe(true);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 1 }), 'choice/order', /leave no room for 8/);
    // The same number on both sides: 8 left and 8 right of the roundabout.
    const both = game(['8 park', '3 park', '4 park'], ['. . 8 R . . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    expect(validateChoice(both, 'p1', { type: 'build', pair: 0, street: 0, house: 6 }).ok).toBe(true);
    expectRuleError(() => applyChoice(both, 'p1', { type: 'build', pair: 0, street: 0, house: 1 }), 'choice/order');
  });

  it('"0–17 again" on the right side: a temp writes 0 after a 17 on the left', () => {
    const state = game(['1 temp', '3 park', '4 park'], ['. 17 R . . . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    const sheet = sheetAfter(state, { type: 'build', pair: 0, street: 0, house: 3, effect: { type: 'temp', delta: -1 } });
    expect(streetsToText(sheet as never)[0]).toBe('. 17 R 0 . . . . . .');
  });

  it('"penalty track 0, 3, 8 (the first costs 3, the second 5 more)"', () => {
    const sheet = game(['8 park', '3 park', '4 park']).players[0]?.sheet;
    expect([0, 1, 2].map((roundabouts) => scoreSheet({ ...sheet!, roundabouts }).roundabouts)).toEqual([0, 3, 8]);
    expect(scoreSheet({ ...sheet!, roundabouts: 2 }).total).toBe(-8);
  });

  it('"it places fences on both of its sides" (no fence effect needed), so the fence effect cannot go there again', () => {
    const state = game(['8 fence', '3 park', '4 park'], ['. . R . . . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 3 } }), 'choice/fence', /already stands/);
    // Nor in the same choice: the roundabout comes first.
    expectRuleError(
      () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, roundabout: at(1, 2), effect: { type: 'fence', street: 1, slot: 2 } }),
      'choice/fence',
      /already stands/,
    );
  });

  it('"a roundabout is never part of an estate": the houses beside it form estates of their own', () => {
    const state = game(['8 park', '3 park', '4 park'], ['1 2 R 3 4 | . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    const estates = estatesOf(state.players[0]!.sheet).filter((estate) => estate.street === 0);
    expect(estates.map(({ start, size, complete }) => [start, size, complete])).toEqual([
      [0, 2, true],
      [3, 2, true],
      [5, 5, false],
    ]);
    expect(scoreSheet({ ...state.players[0]!.sheet }).estates[1]?.count).toBe(2);
  });

  it('"cannot be copied by a bis, and no bis may be copied across it": a bis neither copies a roundabout nor goes into one', () => {
    const state = game(['8 bis', '3 park', '4 park'], ['. . 5 R . . . . . .', EMPTY[1], EMPTY[2]], { roundabouts: 1 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'bis', street: 0, house: 4, source: 'left' } }), 'choice/bis', /holds no number/);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'bis', street: 0, house: 3, source: 'left' } }), 'choice/bis', /not empty/);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'bis', street: 0, house: 1, source: 'right' } }).ok).toBe(true);
  });

  it('"the refusal test (4.2) looks at the sheet with the roundabout": a roundabout that makes room forbids the refusal', () => {
    // Nothing fits as printed: 12 has no room between 9 and 10 in the top street, the other streets are full.
    const streets = ['1 9 . . 10 11 12 13 14 15', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    const state = game(['12 park', '12 pool', '12 fence'], streets);
    expect(validateChoice(state, 'p1', { type: 'refuse' })).toEqual({ ok: true });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse', roundabout: at(0, 3) }), 'choice/refusal-not-allowed', /pair 0 \(12\)/);
    expect(canRefuse(state, 'p1', at(0, 3))).toBe(false);
    expect(legalPairs(state, 'p1', at(0, 3))).toEqual([0, 1, 2]);
    // A roundabout in the other empty house leaves no room either: refusing with it is allowed.
    expect(validateChoice(state, 'p1', { type: 'refuse', roundabout: at(0, 2) })).toEqual({ ok: true });
  });

  it('"it counts as filled for the end of game": a roundabout in the last empty house ends the game, even with a refusal', () => {
    const streets = ['0 1 2 3 4 5 . 8 9 10', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11'] as const;
    const state = game(['7 park', '6 park', '7 pool'], streets);
    // 7 fits house 6, so a plain refusal is refused; with a roundabout there, nothing fits and the refusal stands.
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse' }), 'choice/refusal-not-allowed');
    const next = playRound(state, { p1: { type: 'refuse', roundabout: at(0, 6) }, p2: { type: 'build', pair: 0, street: 1, house: 10 } });
    expect(next.status).toBe('over');
    expect(next.ended).toEqual([{ reason: 'full', player: 'p1' }]);
    expect(next.players[0]?.sheet.refusals).toBe(1);
  });

  it('legalChoices lists builds and refusals with each roundabout', () => {
    const state = game(['8 park', '3 park', '4 park'], ['1 2 3 4 5 6 7 . 9 10', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 11']);
    expect(legalChoices(state, 'p1')).toEqual([
      { type: 'build', pair: 0, street: 0, house: 7 },
      { type: 'build', pair: 0, street: 0, house: 7, effect: { type: 'park' } },
      // With the roundabout in the only empty house, nothing fits: a refusal.
      { type: 'refuse', roundabout: at(0, 7) },
    ]);
  });
});
