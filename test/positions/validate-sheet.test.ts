import { describe, expect, it } from 'vitest';
import { emptySheet, PLANS, sheetFromText, validateSheet, type PositionProblem, type Sheet } from '../../src/index.js';

const codes = (found: readonly PositionProblem[]) => found.map((problem) => problem.code);
const text = (...lines: string[]) => sheetFromText(lines.join('\n'));

describe('validateSheet: a sheet the rules can reach passes', () => {
  it('an empty sheet of every kind, and a played one', () => {
    for (const kind of ['classic', 'ice-cream', 'christmas', 'eggs'] as const) expect(validateSheet(emptySheet(kind), { kind })).toEqual([]);
    expect(validateSheet(text('top 1 2 | 3* 4 5 | 6 6b . . .', 'middle 0 R 2 3 . . . . . . .', 'parks 2 0 0', 'temps 1'), { variants: { roundabouts: true } })).toEqual([]);
  });
});

describe('validateSheet: shape (what the Sheet type says)', () => {
  const sheet = emptySheet();
  const withHouse = (house: unknown): unknown => ({ ...sheet, streets: [{ ...sheet.streets[0], houses: [house, ...sheet.streets[0].houses.slice(1)] }, sheet.streets[1], sheet.streets[2]] });
  it.each([
    ['a number past 17', withHouse({ number: 40, bis: false, roundabout: false, pool: 'none', used: false }), 'streets[0].houses[0].number'],
    ['a negative number', withHouse({ number: -3, bis: false, roundabout: false, pool: 'none', used: false }), 'streets[0].houses[0].number'],
    ['a fraction', withHouse({ number: 5.5, bis: false, roundabout: false, pool: 'none', used: false }), 'streets[0].houses[0].number'],
    ['a number as a string', withHouse({ number: '7', bis: false, roundabout: false, pool: 'none', used: false }), 'streets[0].houses[0].number'],
    ['-0', withHouse({ number: -0, bis: false, roundabout: false, pool: 'none', used: false }), 'streets[0].houses[0].number'],
    ['a field the type does not have', withHouse({ number: 1, bis: false, roundabout: false, pool: 'none', used: false, colour: 'red' }), 'streets[0].houses[0]'],
    ['a field set to undefined, which JSON drops', withHouse({ number: 5, bis: false, roundabout: false, pool: 'none', used: false, extra: undefined }), 'streets[0].houses[0].extra'],
    ['a known field set to undefined', { ...sheet, temps: undefined }, 'temps'],
    ['a prototype key', withHouse(JSON.parse('{"number":1,"bis":false,"roundabout":false,"pool":"none","used":false,"__proto__":{"x":1}}')), 'streets[0].houses[0]'],
    ['a street missing', { ...sheet, streets: [sheet.streets[0], sheet.streets[1]] }, 'streets'],
    ['a hole in a list', { ...sheet, improvements: [0, 0, , 0, 0, 0] }, 'improvements[2]'],
    ['not an object at all', 5, ''],
  ])('"the JSON is what the types say": %s is sheet/malformed', (_name, value, path) => {
    const found = validateSheet(value);
    expect(found.some((problem) => problem.code === 'sheet/malformed' && problem.path === path)).toBe(true);
  });

  it('"more temp marks than boxes" is sheet/track-out-of-range, the code scoreSheet gives it', () => {
    expect(validateSheet({ ...sheet, temps: 12 })).toEqual([{ code: 'sheet/track-out-of-range', path: 'temps', message: 'has 12 crossed boxes; the track has room for 0 to 11' }]);
  });

  it('"a built pool on a house without one" is sheet/pool', () => {
    expect(codes(validateSheet(withHouse({ number: 1, bis: false, roundabout: false, pool: 'built', used: false })))).toContain('sheet/pool');
  });
});

describe('validateSheet: the rules a sheet shows', () => {
  it('"numbers must strictly increase from left to right" (rules §4.1): two plain 2s, or a smaller number right of a larger', () => {
    expect(validateSheet(text('top 2 2 . . . . . . . .'))).toMatchObject([{ code: 'sheet/order', path: 'streets[0].houses[0]' }]);
    expect(validateSheet(text('top 2 . 2 . . . . . . .'))).toMatchObject([{ code: 'sheet/order', path: 'streets[0].houses[2].number' }]);
    expect(validateSheet(text('top 7 3 . . . . . . . .'))).toMatchObject([{ code: 'sheet/order', path: 'streets[0].houses[1].number' }]);
  });

  it('"each side of a roundabout is ordered on its own" (rules §10.1)', () => {
    expect(validateSheet(text('top 9 12 R 3 . . . . . .'))).toEqual([]);
    expect(validateSheet(text('top 9 12 R 3 1 . . . . .'))).toMatchObject([{ code: 'sheet/order' }]);
  });

  it('"a bis copy sits next to its equal" (rules §5): a bis with no equal neighbour, a run of copies with no source', () => {
    expect(codes(validateSheet(text('top 2 . 5b . . . . . . .')))).toEqual(['sheet/bis']);
    expect(codes(validateSheet(text('top 2 5b 5b . . . . . . .')))).toContain('sheet/bis');
  });

  it('"original: no fence between a copy and its source" (rules §5)', () => {
    const sheet = text('top 1 2 | 2b . . . . . . .');
    expect(validateSheet(sheet, { rules: { bisAcrossFence: true } })).toEqual([]);
    expect(validateSheet(sheet, { rules: { bisAcrossFence: false } })).toMatchObject([{ code: 'sheet/fence', path: 'streets[0].fences[2]' }]);
  });

  it('"a pool is built where the number was written" (rules §5): not on an empty house', () => {
    const sheet: Sheet = { ...emptySheet(), pools: 1 };
    const top = sheet.streets[0];
    const built = {
      ...sheet,
      streets: [{ ...top, houses: top.houses.map((house, h) => (h === 2 ? { ...house, pool: 'built' as const } : house)) }, sheet.streets[1], sheet.streets[2]] as Sheet['streets'],
    };
    expect(validateSheet(built)).toContainEqual(expect.objectContaining({ code: 'sheet/pool', path: 'streets[0].houses[2].pool' }));
  });

  it('"a roundabout is fenced on both sides" (rules §10.1), and only with the variant', () => {
    const sheet = text('top 1 R 3 . . . . . . .');
    const top = sheet.streets[0];
    const unfenced = { ...sheet, streets: [{ ...top, fences: top.fences.map((fence, slot) => (slot === 2 ? false : fence)) }, sheet.streets[1], sheet.streets[2]] as Sheet['streets'] };
    expect(validateSheet(unfenced)).toMatchObject([{ code: 'sheet/roundabout', path: 'streets[0].houses[1]' }]);
    expect(validateSheet(sheet, { variants: { roundabouts: false } })).toMatchObject([{ code: 'sheet/roundabout' }]);
  });

  it('"the street ends are fenced" (rules §2)', () => {
    const sheet = emptySheet();
    const open = { ...sheet, streets: [sheet.streets[0], { ...sheet.streets[1], fences: [false, ...sheet.streets[1].fences.slice(1)] }, sheet.streets[2]] };
    expect(validateSheet(open)).toMatchObject([{ code: 'sheet/fence', path: 'streets[1].fences' }]);
  });

  it('each track agrees with the houses: pools, bis copies, roundabouts; parks with the numbers built in the street', () => {
    expect(validateSheet(text('top 1 . 2* . . . . . . .', 'pools 0'))).toMatchObject([{ code: 'sheet/track', path: 'pools' }]);
    expect(validateSheet(text('top 1 1b 3 . . . . . . .', 'bis 2'))).toContainEqual(expect.objectContaining({ code: 'sheet/track', path: 'bis' }));
    expect(validateSheet(text('top 1 2 . . . . . . . .', 'parks 3 0 0'))).toContainEqual(expect.objectContaining({ code: 'sheet/track', path: 'streets[0].parks' }));
  });

  it('"a build uses at most one effect" (rules §5): no more effects than numbers built', () => {
    expect(validateSheet(text('top 1 2 . . . . . . . .', 'temps 2'))).toEqual([]);
    expect(validateSheet(text('top 1 2 . . . . . . . .', 'temps 2', 'improvements 1 0 0 0 0 0'))).toMatchObject([{ code: 'sheet/track', path: 'streets' }]);
  });

  it('"a plan uses whole complete estates" (rules §6), and used marks need a claimed plan', () => {
    expect(validateSheet(text('top 1u 2u 3 | . . . . . . .', 'plans 8 - -'))).toMatchObject([{ code: 'sheet/used', path: 'streets[0].houses[0]' }]);
    expect(validateSheet(text('top 1u 2u | 3 . . . . . . .'))).toMatchObject([{ code: 'sheet/used', path: 'plans' }]);
  });

  it('the plan boxes and used marks agree with the plans', () => {
    const plans = [PLANS[3], PLANS[6], PLANS[12]].map((plan) => ({ ...plan!, approved: true }));
    // Plan 3 (deck 1) asks for two estates of 4: worth 6, then 3.
    const claimed = text('top 1u 2u 3u 4u | 5u 6u 7u 8u | . .', 'plans 6 - -', 'temps 2');
    expect(validateSheet(claimed, { plans })).toEqual([]);
    expect(validateSheet(text('top 1u 2u 3u 4u | 5u 6u 7u 8u | . .', 'plans 7 - -', 'temps 2'), { plans })).toMatchObject([{ code: 'sheet/plan', path: 'plans[0]' }]);
    expect(validateSheet(text('top 1u 2u 3u 4u | 5 6 7 8 | . .', 'plans 6 - -', 'temps 2'), { plans })).toMatchObject([{ code: 'sheet/used', path: 'plans' }]);
    expect(validateSheet(text('top 1 2 3 4 | 5 6 7 8 9h | .', 'plans 6 - -', 'temps 2'), { plans })).toMatchObject([{ code: 'sheet/used' }, { code: 'sheet/used' }]);
    expect(validateSheet(claimed, { plans: plans.map((plan) => ({ ...plan, approved: false })) })).toMatchObject([{ code: 'sheet/plan', message: expect.stringContaining('not approved') }]);
  });

  it('the seasonal drawings: the truck at the furthest number, cones past it sold or lost, eggs as the numbers collect them', () => {
    expect(validateSheet(text('sheet ice-cream', 'top . . . . . 3$ . 5x . 9$', 'trucks right@5 left -'))).toEqual([]);
    expect(validateSheet(text('sheet ice-cream', 'top . . . . . 3 . 5x . 9$', 'trucks right@5 left -'))).toMatchObject([{ code: 'sheet/season', path: 'season.cones[0][5]' }]);
    expect(validateSheet(text('sheet ice-cream', 'top . . . . . 3$ . 5x . 9$', 'trucks right@9 left -'))).toContainEqual(
      expect.objectContaining({ code: 'sheet/season', path: 'season.trucks[0].at' }),
    );
    expect(validateSheet(text('sheet ice-cream', 'bottom 1 . . . . . . . . . . .', 'trucks right left -'))).toMatchObject([{ code: 'sheet/season', path: 'season.trucks[2].from' }]);
    expect(validateSheet(text('sheet eggs', 'top . . 7e1 . . . . . . .'))).toMatchObject([{ code: 'sheet/season', path: 'season.eggs[0][2]' }]);
    expect(validateSheet(emptySheet('eggs'), { kind: 'classic' })).toMatchObject([{ code: 'sheet/season', path: 'season.kind' }]);
  });

  it('reports every problem, not the first only', () => {
    expect(codes(validateSheet(text('top 7 3 . . . 5b . . . .', 'pools 2')))).toEqual(['sheet/order', 'sheet/bis', 'sheet/track', 'sheet/track']);
  });
});
