import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceFromText, choiceToText, legalChoices, legalClaims, type Choice, type PickChoice } from '../../src/index.js';
import { midGameArb } from '../support/random-play.js';
import { expectRuleError } from '../support/helpers.js';

describe('the choice notation reads back what it writes', () => {
  it('every legal choice of random games, roundabouts, trucks and picks included', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const choice of legalChoices(state, state.players[0]?.id as string)) {
          expect(choiceFromText(choiceToText(choice))).toEqual(choice);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('every legal claim set, estates and houses, with or without a reshuffle', () => {
    fc.assert(
      fc.property(midGameArb, fc.boolean(), (state, reshuffle) => {
        const id = state.players[0]?.id as string;
        for (const choice of legalChoices(state, id)) {
          if (choice.type === 'pick') continue;
          for (const claims of legalClaims(state, id, choice)) {
            const claimed: Choice = claims.length === 0 ? choice : { ...choice, claims, reshuffle };
            expect(choiceFromText(choiceToText(claimed))).toEqual(claimed);
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('reading the notation', () => {
  it.each<[string, Choice | PickChoice]>([
    ['pick 2', { type: 'pick', card: 2 }],
    ['r', { type: 'refuse' }],
    ['refuse card 1', { type: 'refuse', card: 1 }],
    ['r ro 1 4', { type: 'refuse', roundabout: { street: 1, house: 4 } }],
    ['0 2 5 park roundabout 2 3', { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'park' }, roundabout: { street: 2, house: 3 } }],
    ['1 0 3 fence 1 6 ro 0 9', { type: 'build', pair: 1, street: 0, house: 3, effect: { type: 'fence', street: 1, slot: 6 }, roundabout: { street: 0, house: 9 } }],
    ['2 2 4 park truck left', { type: 'build', pair: 2, street: 2, house: 4, effect: { type: 'park' }, truck: 'left' }],
    ['2 2 4 truck right ro 1 1', { type: 'build', pair: 2, street: 2, house: 4, truck: 'right', roundabout: { street: 1, house: 1 } }],
    ['  0   1 2 temp +2  ', { type: 'build', pair: 0, street: 1, house: 2, effect: { type: 'temp', delta: 2 } }],
    ['0 1 2 bis 1 3 left', { type: 'build', pair: 0, street: 1, house: 2, effect: { type: 'bis', street: 1, house: 3, source: 'left' } }],
    ['0 1 2 improvement 6', { type: 'build', pair: 0, street: 1, house: 2, effect: { type: 'improvement', size: 6 } }],
    [
      '1 0 9 claim 2 0:0-2 0:3-5 reshuffle',
      { type: 'build', pair: 1, street: 0, house: 9, claims: [{ plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] }], reshuffle: true },
    ],
    [
      'r claim 1 2:1 2:3 2:5 2:7 2:9 claim 0',
      { type: 'refuse', claims: [{ plan: 1, houses: [1, 3, 5, 7, 9].map((house) => ({ street: 2 as const, house })) }, { plan: 0 }] },
    ],
    ['0 0 0 claim 0 1:4-4', { type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 0, estates: [{ street: 1, start: 4, size: 1 }] }] }],
    // A plan claimed twice is the rules' to refuse (claim/duplicate), as parseChoice leaves it to them.
    ['0 1 2 claim 0 claim 0', { type: 'build', pair: 0, street: 1, house: 2, claims: [{ plan: 0 }, { plan: 0 }] }],
    ['0 0 0 fence -0 1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 0, slot: 1 } }],
  ])('reads %j', (line, choice) => {
    expect(choiceFromText(line)).toEqual(choice);
  });

  it.each([
    ['', /PAIR STREET HOUSE/],
    ['0 3 1', /STREET is 0/],
    ['0 1 2 jump', /unknown effect "jump"/],
    ['0 1 2 temp 3', /DELTA from -2 to 2/],
    ['0 1 2 fence 1', /fence STREET SLOT/],
    ['0 1 2 bis 0 3 up', /left\|right/],
    ['0 1 2 improvement 7', /SIZE from 1 to 6/],
    ['r now', /"now" is not understood here/],
    ['pick 3', /pick CARD, CARD 0, 1 or 2/],
    ['pick 1 2', /pick CARD/],
    ['0 1 2 ro 1', /roundabout STREET HOUSE/],
    ['0 1 2 ro 5 1', /roundabout STREET HOUSE/],
    ['0 1 2 ro 1 1 ro 1 2', /"roundabout" is given twice/],
    ['0 2 2 truck up', /truck left or truck right/],
    ['r truck left', /starts no truck/],
    ['0 1 2 card 1', /only a refusal names the card/],
    ['0 1 2 claim 3', /claim PLAN, PLAN 0, 1 or 2/],
    ['0 1 2 claim 0 1:5-3', /"1:5-3" is neither an estate/],
    ['150 0 0', /PAIR and HOUSE are whole numbers from 0 to 99/],
    ['0 0 0 claim 0 0:50-160', /an estate of 1 to 99 houses/],
  ])('explains what is wrong with %j, as RuleError notation/choice', (line, message) => {
    expectRuleError(() => choiceFromText(line), 'notation/choice', message);
  });
});
