import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../src/index.js';
import { choiceFromText, choiceToText } from '../../src/cli/choice-text.js';
import { midGameArb } from '../support/random-play.js';

describe('the one-line choice syntax of welcome-to play', () => {
  it('reads back every legal choice it writes', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const choice of legalChoices(state, state.players[0]?.id as string)) {
          expect(choiceFromText(choiceToText(choice))).toEqual(choice);
        }
      }),
      { numRuns: 20 },
    );
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
  ])('explains what is wrong with %j', (line, message) => {
    expect(choiceFromText(line)).toMatch(message);
  });
});
