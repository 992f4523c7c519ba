import { describe, expect, it } from 'vitest';
import { applyChoice, legalChoices, validateChoice, type Choice, type GameState } from '../../src/index.js';
import { EMPTY, expectRuleError, gameWith, playRound, withSheet, type PairText } from '../support/helpers.js';

type Offer = readonly [PairText, PairText, PairText];
const sheetAfter = (state: GameState, choice: Choice) => playRound(state, { p1: choice, p2: { type: 'build', pair: 0, street: 1, house: 10 } }).players[0]?.sheet;
const on = (offer: Offer, streets: readonly [string, string, string] = EMPTY, extra: object = {}, ruleset: 'collector' | 'original' = 'collector') =>
  withSheet(gameWith([offer, ['1 park', '1 park', '1 park']], { ruleset }), 'p1', { streets, ...extra });

describe("effects are optional and only the chosen pair's (rules §5)", () => {
  it('"using the pair\'s effect is optional": a build without it changes no track', () => {
    const sheet = sheetAfter(on(['6 park', '7 pool', '8 fence']), { type: 'build', pair: 0, street: 0, house: 0 });
    expect(sheet?.streets[0].parks).toBe(0);
    expect(sheet?.streets[0].houses[0]?.number).toBe(6);
  });

  it('"effect.type must equal the pair\'s effect"', () => {
    expectRuleError(
      () => applyChoice(on(['6 park', '7 pool', '8 fence']), 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'pool' } }),
      'choice/effect-mismatch',
      /effect is park, not pool/,
    );
  });
});

describe('fence (rules §5)', () => {
  const offer: Offer = ['8 fence', '3 park', '4 park'];

  it('"draw one fence in any empty fence slot of any street"', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'fence', street: 2, slot: 4 } });
    expect(sheet?.streets[2].fences[4]).toBe(true);
  });

  it('a slot already fenced, or an end of the street, is no empty slot', () => {
    const state = on(offer, ['. . | . . . . . . . .', EMPTY[1], EMPTY[2]]);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 2 } }), 'choice/fence', /already stands/);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 10 } }), 'choice/fence', /1 to 9/);
  });

  it('"not allowed between two houses that are both used by plans": no fence inside a used estate', () => {
    const state = on(offer, ['1u 2u 3u | . . . . . . .', EMPTY[1], EMPTY[2]]);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 1 } }), 'choice/fence', /used for a plan/);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 4 } }).ok).toBe(true);
  });

  it('original: "not allowed between two houses holding the same number"; collector allows it', () => {
    const streets = ['5 5b . . . . . . . .', EMPTY[1], EMPTY[2]] as const;
    const choice: Choice = { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'fence', street: 0, slot: 1 } };
    expectRuleError(() => applyChoice(on(offer, streets, {}, 'original'), 'p1', choice), 'choice/fence', /bis copy/);
    expect(validateChoice(on(offer, streets), 'p1', choice).ok).toBe(true);
  });
});

describe('improvement (rules §5)', () => {
  const offer: Offer = ['8 improvement', '3 park', '4 park'];

  it('"cross its next box": the 4-house track gains a box', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'improvement', size: 4 } });
    expect(sheet?.improvements).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('"whose value track is not full": size 1 is full after one box', () => {
    const state = on(offer, EMPTY, { improvements: [1, 0, 0, 0, 0, 0] });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'improvement', size: 1 } }), 'choice/track-full', /1-house estate value/);
    expect(legalChoices(state, 'p1').filter((c) => c.type === 'build' && c.effect?.type === 'improvement' && c.pair === 0 && c.street === 0 && c.house === 5)).toHaveLength(5);
  });
});

describe('park (rules §5)', () => {
  const offer: Offer = ['8 park', '3 fence', '4 fence'];

  it('"cross the next park box of the street where the number was just written"', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'park' } });
    expect(sheet?.streets.map((street) => street.parks)).toEqual([0, 0, 1]);
  });

  it('park on a full track is illegal: leave the effect out', () => {
    const state = on(offer, EMPTY, { parks: [3, 0, 0] });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'park' } }), 'choice/track-full', /park of street 0/);
    expect(validateChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 5, effect: { type: 'park' } }).ok).toBe(true);
  });
});

describe('pool (rules §5)', () => {
  const offer: Offer = ['8 pool', '3 fence', '4 fence'];

  it('"if the number was written in a house with a printed pool, the pool is built"', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 0, house: 6, effect: { type: 'pool' } });
    expect(sheet?.streets[0].houses[6]?.pool).toBe('built');
    expect(sheet?.pools).toBe(1);
  });

  it('"on a house without a printed pool … it cannot be used there"', () => {
    expectRuleError(() => applyChoice(on(offer), 'p1', { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'pool' } }), 'choice/pool', /no printed pool/);
  });

  it('a pool pair may still build on a house without a pool, without its effect', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 0, house: 5 });
    expect(sheet?.pools).toBe(0);
    expect(sheet?.streets[0].houses[5]?.number).toBe(8);
  });
});

describe('temp (rules §5)', () => {
  it('"the written number is the pair\'s number changed by −2 … +2": 1 − 1 writes 0, 15 + 2 writes 17', () => {
    const state = on(['1 temp', '15 temp', '4 fence']);
    const sheet = playRound(state, {
      p1: { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: -1 } },
      p2: { type: 'build', pair: 1, street: 0, house: 9, effect: { type: 'temp', delta: 2 } },
    }).players;
    expect(sheet[0]?.sheet.streets[0].houses[0]?.number).toBe(0);
    expect(sheet[1]?.sheet.streets[0].houses[9]?.number).toBe(17);
  });

  it('"within 0–17": 1 − 2 is no house number', () => {
    expectRuleError(() => applyChoice(on(['1 temp', '15 temp', '4 fence']), 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: -2 } }), 'choice/order', /0–17/);
  });

  it('"cross the next temp box, even for a change of 0"', () => {
    const sheet = sheetAfter(on(['6 temp', '3 fence', '4 fence']), { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: 0 } });
    expect(sheet?.temps).toBe(1);
    expect(sheet?.streets[0].houses[0]?.number).toBe(6);
  });

  it('"only while the temp track has an uncrossed box"', () => {
    const state = on(['6 temp', '3 fence', '4 fence'], EMPTY, { temps: 11 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: 1 } }), 'choice/track-full', /temp/);
  });

  it('"Temp track: 11 boxes": with 10 crossed the temp is still used, and crosses the last', () => {
    const sheet = sheetAfter(on(['6 temp', '3 fence', '4 fence'], EMPTY, { temps: 10 }), { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: 1 } });
    expect(sheet?.temps).toBe(11);
    expect(sheet?.streets[0].houses[0]?.number).toBe(7);
  });

  it('the temp-adjusted number must still keep the street ordered', () => {
    const state = on(['6 temp', '3 fence', '4 fence'], ['. 7 . . . . . . . .', EMPTY[1], EMPTY[2]]);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'temp', delta: 2 } }), 'choice/order', /between 0 and 6, not 8/);
  });
});

describe('bis (rules §5)', () => {
  const offer: Offer = ['6 bis', '3 fence', '4 fence'];

  it('"copy any already written house number … into an empty house directly left or right"', () => {
    const state = on(offer, ['. 9 . . . . . . . .', EMPTY[1], EMPTY[2]]);
    const left = sheetAfter(state, { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 0, source: 'right' } });
    expect(left?.streets[0].houses[0]).toMatchObject({ number: 9, bis: true });
    expect(left?.bis).toBe(1);
    const right = sheetAfter(state, { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 2, source: 'left' } });
    expect(right?.streets[0].houses[2]).toMatchObject({ number: 9, bis: true });
  });

  it('"including the number just written"', () => {
    const sheet = sheetAfter(on(offer), { type: 'build', pair: 0, street: 0, house: 4, effect: { type: 'bis', street: 0, house: 5, source: 'left' } });
    expect(sheet?.streets[0].houses.slice(4, 6).map((house) => [house.number, house.bis])).toEqual([
      [6, false],
      [6, true],
    ]);
  });

  it('"including the number just written": legalChoices lists its copy into either neighbour, and none into its own house', () => {
    const state = on(offer, ['. . 3 . . . 9 . . .', EMPTY[1], EMPTY[2]]);
    const bisAt = (house: number) =>
      legalChoices(state, 'p1')
        .filter((choice): choice is Extract<Choice, { type: 'build' }> =>
          choice.type === 'build' && choice.pair === 0 && choice.street === 0 && choice.house === house && choice.effect?.type === 'bis'
        )
        .map((choice) => choice.effect);
    // 6 written in house 4: its neighbours 3 and 5 may copy it; 3 and 9 may still be copied beside them.
    expect(bisAt(4)).toEqual([
      { type: 'bis', street: 0, house: 1, source: 'right' },
      { type: 'bis', street: 0, house: 3, source: 'left' },
      { type: 'bis', street: 0, house: 3, source: 'right' },
      { type: 'bis', street: 0, house: 5, source: 'left' },
      { type: 'bis', street: 0, house: 5, source: 'right' },
      { type: 'bis', street: 0, house: 7, source: 'left' },
    ]);
  });

  it('"the copy may itself be copied": a bis of a bis', () => {
    const state = on(offer, ['9 9b . . . . . . . .', EMPTY[1], EMPTY[2]]);
    const sheet = sheetAfter(state, { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 2, source: 'left' } });
    expect(sheet?.streets[0].houses.slice(0, 3).map((house) => house.number)).toEqual([9, 9, 9]);
    expect(sheet?.bis).toBe(1);
  });

  it('collector: a fence may stand between a copy and its source ("even across fences")', () => {
    const streets = ['. 9 | . . . . . . . .', EMPTY[1], EMPTY[2]] as const;
    const choice: Choice = { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 2, source: 'left' } };
    expect(validateChoice(on(offer, streets), 'p1', choice).ok).toBe(true);
  });

  it('original: no bis across a fence', () => {
    const streets = ['. 9 | . . . . . . . .', EMPTY[1], EMPTY[2]] as const;
    const choice: Choice = { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 2, source: 'left' } };
    expectRuleError(() => applyChoice(on(offer, streets, {}, 'original'), 'p1', choice), 'choice/bis', /fence stands between/);
  });

  it('original: "a fence may never later be drawn between them"', () => {
    const state = on(['6 fence', '3 fence', '4 fence'], ['9 9b . . . . . . . .', EMPTY[1], EMPTY[2]], {}, 'original');
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'fence', street: 0, slot: 1 } }), 'choice/fence', /bis copy/);
  });

  it('the target must be empty and beside a written house; the message lists possible copies', () => {
    const state = on(offer, ['. 9 . . . . . . . .', EMPTY[1], EMPTY[2]]);
    expectRuleError(
      () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 4, source: 'left' } }),
      'choice/bis',
      /no number; possible copies: street 0 house 0 from the right, street 0 house 2 from the left, street 1 house 1 from the left/,
    );
  });

  it('the bis track has 9 boxes: with 8 crossed a copy is still made, and crosses the last', () => {
    const state = on(offer, ['. 9 . . . . . . . .', EMPTY[1], EMPTY[2]], { bis: 8 });
    const sheet = sheetAfter(state, { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 0, source: 'right' } });
    expect(sheet?.bis).toBe(9);
    expect(sheet?.streets[0].houses[0]).toMatchObject({ number: 9, bis: true });
  });

  it('"only while the bis track has an uncrossed box"', () => {
    const state = on(offer, ['. 9 . . . . . . . .', EMPTY[1], EMPTY[2]], { bis: 9 });
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'bis', street: 0, house: 0, source: 'right' } }), 'choice/track-full', /bis/);
  });
});
