import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySheet, renderSheet, scoreSheet, SHEET_KINDS, sheetFromText, sheetToText, type Sheet } from '../../src/index.js';
import { anySheetArb } from '../support/arbitraries.js';
import { expectRuleError } from '../support/helpers.js';
import { allVariantsArb, playedGame } from '../support/random-play.js';

describe('the sheet notation reads back what it writes', () => {
  it('any sheet of any kind, every field of it', () => {
    fc.assert(
      fc.property(anySheetArb, (sheet) => {
        expect(sheetFromText(sheetToText(sheet))).toEqual(sheet);
      }),
    );
  });

  it('the sheets of finished random games, seasonal ones included', () => {
    fc.assert(
      fc.property(allVariantsArb, (params) => {
        const state = playedGame(params, 60);
        for (const player of state.players) expect(sheetFromText(sheetToText(player.sheet))).toEqual(player.sheet);
      }),
      { numRuns: 10 },
    );
  });

  it.each(SHEET_KINDS)('an empty %s sheet', (kind) => {
    expect(sheetFromText(sheetToText(emptySheet(kind)))).toEqual(emptySheet(kind));
  });
});

describe('reading the notation', () => {
  it('an example: estates, a built pool, a bis copy, fences, tracks and a plan', () => {
    const sheet = sheetFromText(
      ['top 1 2 | 3* 4 5 | . . . . .', 'middle 0 0b | . . . . . . . . .', 'parks 2 0 0', 'temps 3', 'improvements 1 0 0 0 0 0', 'plans 8 - -'].join('\n'),
    );
    expect(sheet.streets[0].houses.slice(0, 5).map((house) => house.number)).toEqual([1, 2, 3, 4, 5]);
    expect(sheet.streets[0].fences.slice(0, 6)).toEqual([true, false, true, false, false, true]);
    expect(sheet.streets[0].houses[2]?.pool).toBe('built');
    expect(sheet.streets[1].houses[1]).toMatchObject({ number: 0, bis: true });
    expect(sheet.streets[0].parks).toBe(2);
    expect(sheet).toMatchObject({ pools: 1, temps: 3, bis: 1, refusals: 0, roundabouts: 0, improvements: [1, 0, 0, 0, 0, 0], plans: [8, null, null] });
    expect(scoreSheet(sheet).plans).toBe(8);
  });

  it('lines in any order, blank lines skipped; left out, a line keeps the empty sheet, the pool, bis and roundabout tracks count the streets', () => {
    const sheet = sheetFromText('\n  temps 2\n\ntop 1 R 4 4b . . . . . .\n');
    expect(sheet).toMatchObject({ temps: 2, pools: 0, bis: 1, roundabouts: 1, refusals: 0, plans: [null, null, null] });
    expect(sheet.streets[0].fences.slice(0, 4)).toEqual([true, true, true, false]);
    expect(sheet.streets[1]).toEqual(emptySheet().streets[1]);
  });

  it('seasonal marks: sold and lost cones, trucks and bonuses; collected eggs', () => {
    const iceCream = sheetFromText(['sheet ice-cream', 'top . . . . . 3$ . 5 . 9$', 'trucks right@9 left -', 'bonuses open lost open'].join('\n'));
    expect(iceCream.season).toMatchObject({ kind: 'ice-cream', trucks: [{ from: 'right', at: 9 }, { from: 'left', at: null }, { from: null, at: null }], bonuses: ['open', 'lost', 'open'] });
    if (iceCream.season.kind === 'ice-cream') expect(iceCream.season.cones[0]).toEqual(['open', null, 'open', null, 'open', 'sold', null, 'open', null, 'sold']);
    const eggs = sheetFromText(['sheet eggs', 'top . . 0e1 8e2 . . . . . .'].join('\n'));
    if (eggs.season.kind === 'eggs') expect(eggs.season.eggs[0]).toEqual([null, null, 1, 2, 0, null, 0, null, null, 0]);
    expect(eggs.season.kind).toBe('eggs');
  });

  it.each([
    ['top 1 2 3', /line 1: the top street has 10 houses; 3 are given/],
    ['\ntop 1 2 3 4 5 6 7 8 9 10 11', /line 2: the top street has 10 houses; more are given/],
    ['top | 1 . . . . . . . . .', /a fence "\|" stands between two houses/],
    ['top 1 | | 2 . . . . . . . .', /a fence "\|" stands between two houses, once/],
    ['top 18 . . . . . . . . .', /18 is no house number/],
    ['top 1x . . . . . . . . .', /house 0 of the top street has no cone/],
    ['top 1* . . . . . . . . .', /house 0 of the top street has no printed pool/],
    ['top .b . . . . . . . . .', /marks an empty house as bis/],
    ['top 1uh . . . . . . . . .', /used as an estate \(u\) and as a house \(h\)/],
    ['top 7q . . . . . . . . .', /cannot read "7q"/],
    ['sheet eggs\ntop . . . 8e3 . . . . . .', /house 3 of the top street has 2 eggs drawn/],
    ['top . . 0e1 . . . . . . .', /has no egg/],
    ['sheet summer', /the kind of sheet is one of classic, ice-cream, christmas, eggs/],
    ['temps 12', /the temps track is "12"; write a whole number from 0 to 11/],
    ['refusals 4', /from 0 to 3/],
    ['parks 4 0 0', /the top park track is "4"/],
    ['improvements 2 0 0 0 0 0', /the value track of estates of 1/],
    ['improvements 0 0', /write 6 estate value counts/],
    ['plans 8 -', /write 3 plan boxes, not 2/],
    ['trucks right left -', /only the ice cream truck sheet has trucks/],
    ['sheet ice-cream\ntrucks left left -', /the top truck starts at the right end, always/],
    ['sheet ice-cream\ntrucks right left -@3', /cannot stand at a house before its end is chosen/],
    ['sheet ice-cream\nbonuses open won maybe', /open, won or lost, not "maybe"/],
    ['temps 1\ntemps 2', /line 2: the temps line is given twice/],
    ['score 12', /"score" begins no line of a sheet/],
  ])('explains what is wrong with %j, as RuleError notation/sheet', (text, message) => {
    expectRuleError(() => sheetFromText(text), 'notation/sheet', message);
  });
});

describe('the sheet drawn for people', () => {
  it('renderSheet draws every street, track and plan box, at most 80 characters wide', () => {
    fc.assert(
      fc.property(anySheetArb, (sheet: Sheet) => {
        const lines = renderSheet(sheet).split('\n');
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
        expect(lines.filter((line) => /^(top|middle|bottom) /.test(line))).toHaveLength(3);
        expect(lines.join('\n')).toContain(`plans ${sheet.plans.map((points) => points ?? '-').join(' ')}`);
      }),
      { numRuns: 50 },
    );
  });
});
