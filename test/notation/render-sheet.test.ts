import { describe, expect, it } from 'vitest';
import { emptySheet, renderSheet, RuleError, sheetFromText } from '../../src/index.js';

// A sheet with a roundabout, drawn as renderSheet drew it before it took options.
const WITH_ROUNDABOUT = sheetFromText('top 1 2 | 3* 4 5 R 6 7 8 9\nmiddle . . 4b 4 . . . . . . .\ntemps 2\nplans 8 - -');
const DRAWN_BEFORE = [
  '         0   1   2   3   4   5   6   7   8   9  10  11',
  'top    | 1   2 | 3*  4   5 | ()| 6°  7°  8   9 |          parks ...',
  'middle | .°  .   4b  4°  .   .   .   .°  .   .   . |      parks ....',
  'bottom | .   .°  .   .   .   .   .°  .   .   .   .°  . |  parks .....',
  'pools x........   temps xx.........   bis x........',
  'refusals ...   roundabouts x.   plans 8 - -',
  'estate values 1:. 2:.. 3:... 4:.... 5:.... 6:....',
].join('\n');

describe('renderSheet draws the roundabouts track only where roundabouts are played', () => {
  it('no roundabout and no roundabouts variant: no track that could never be crossed', () => {
    expect(renderSheet(emptySheet())).not.toContain('roundabouts');
    expect(renderSheet(emptySheet(), { roundabouts: false }).split('\n')[5]).toBe('refusals ...   plans - - -');
  });

  it('the roundabouts variant draws the track before the first roundabout', () => {
    expect(renderSheet(emptySheet(), { roundabouts: true }).split('\n')[5]).toBe('refusals ...   roundabouts ..   plans - - -');
  });

  it('a sheet with a roundabout is drawn as before, whatever the option says', () => {
    expect(renderSheet(WITH_ROUNDABOUT)).toBe(DRAWN_BEFORE);
    expect(renderSheet(WITH_ROUNDABOUT, { roundabouts: false })).toBe(DRAWN_BEFORE);
    expect(renderSheet(WITH_ROUNDABOUT, { roundabouts: true })).toBe(DRAWN_BEFORE);
  });
});

describe("renderSheet's ruler", () => {
  it('counts the houses from 0 as the notations do, or from 1 as a person does', () => {
    expect(renderSheet(emptySheet()).split('\n')[0]).toBe('         0   1   2   3   4   5   6   7   8   9  10  11');
    expect(renderSheet(emptySheet(), { firstHouse: 1 }).split('\n')[0]).toBe('         1   2   3   4   5   6   7   8   9  10  11  12');
    // Only the ruler changes.
    expect(renderSheet(WITH_ROUNDABOUT, { firstHouse: 1 }).split('\n').slice(1)).toEqual(DRAWN_BEFORE.split('\n').slice(1));
  });

  it('refuses options it does not know, or values it cannot draw, as argument/invalid', () => {
    expect(() => renderSheet(emptySheet(), { firstHouse: 2 as 1 })).toThrow(RuleError);
    expect(() => renderSheet(emptySheet(), { roundabout: true } as unknown as { roundabouts: boolean })).toThrow(/options\.roundabout/);
  });
});
