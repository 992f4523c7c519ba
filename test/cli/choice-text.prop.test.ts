import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalChoices, type Choice, type PickChoice } from '../../src/index.js';
import { choiceFromText, choiceToText } from '../../src/cli/choice-text.js';
import { midGameArb } from '../support/random-play.js';

/** A choice as a person types it: claims are asked for afterwards, and a refusal's card is the one picked. */
function typed(choice: Choice | PickChoice): Choice | PickChoice {
  if (choice.type === 'pick') return choice;
  const { claims: _claims, ...rest } = choice;
  if (rest.type !== 'refuse') return rest;
  const { card: _card, ...refusal } = rest;
  return refusal;
}

describe('the one-line choice syntax of welcome-to play', () => {
  it('reads back every legal choice it writes, roundabouts and picks included', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const choice of legalChoices(state, state.players[0]?.id as string)) {
          expect(choiceFromText(choiceToText(choice))).toEqual(typed(choice));
        }
      }),
      { numRuns: 20 },
    );
  });

  it.each([
    ['pick 2', { type: 'pick', card: 2 }],
    ['r ro 1 4', { type: 'refuse', roundabout: { street: 1, house: 4 } }],
    ['0 2 5 park roundabout 2 3', { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'park' }, roundabout: { street: 2, house: 3 } }],
    ['1 0 3 fence 1 6 ro 0 9', { type: 'build', pair: 1, street: 0, house: 3, effect: { type: 'fence', street: 1, slot: 6 }, roundabout: { street: 0, house: 9 } }],
    ['2 2 4 park truck left', { type: 'build', pair: 2, street: 2, house: 4, effect: { type: 'park' }, truck: 'left' }],
    ['2 2 4 truck right ro 1 1', { type: 'build', pair: 2, street: 2, house: 4, truck: 'right', roundabout: { street: 1, house: 1 } }],
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
    ['r now', /takes nothing/],
    ['pick 3', /pick CARD, CARD 0, 1 or 2/],
    ['0 1 2 ro 1', /roundabout STREET HOUSE/],
    ['0 1 2 ro 5 1', /roundabout STREET HOUSE/],
    ['0 2 2 truck up', /truck left or truck right/],
    ['r truck left', /starts no truck/],
  ])('explains what is wrong with %j', (line, message) => {
    expect(choiceFromText(line)).toMatch(message);
  });
});
