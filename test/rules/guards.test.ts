import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createGame,
  isRuleError,
  isRulesetName,
  isSheetKind,
  isStreetIndex,
  parseChoice,
  RULESETS,
  SHEET_KINDS,
  STREET_INDEXES,
  type RulesetName,
  type SheetKind,
  type StreetIndex,
} from '../../src/index.js';

/** Whether createGame starts a game with these options, or refuses them with a RuleError. */
function starts(options: Parameters<typeof createGame>[0]): boolean {
  try {
    createGame(options);
    return true;
  } catch (error) {
    if (isRuleError(error)) return false;
    throw error;
  }
}

// Values that arrive untyped (clicks, forms, JSON) and look like the real ones.
const STRANGERS: readonly unknown[] = [undefined, null, NaN, Infinity, true, false, '', {}, [], [0], { valueOf: () => 0 }, () => 0, Symbol('0'), 0n];

describe('isStreetIndex: the numbers 0, 1 and 2, and nothing else', () => {
  it('accepts each street index, and narrows to StreetIndex', () => {
    for (const street of STREET_INDEXES) expect(isStreetIndex(street)).toBe(true);
    const value: unknown = JSON.parse('1');
    if (isStreetIndex(value)) expectTypeOf(value).toEqualTypeOf<StreetIndex>();
  });

  it('refuses the strings "0", "1", "2": a click or a form gives a string, which Number reads first', () => {
    for (const text of ['0', '1', '2', ' 1']) expect(isStreetIndex(text)).toBe(false);
    expect(isStreetIndex(Number('2'))).toBe(true);
  });

  it('refuses 3, -1, 0.5, NaN, null, objects and other strangers', () => {
    for (const value of [3, -1, 0.5, 1.0000001, ...STRANGERS]) expect(isStreetIndex(value)).toBe(false);
    expect(isStreetIndex(new Number(1))).toBe(false);
  });

  it('refuses -0, as the engine does: a choice with street -0 is malformed', () => {
    expect(isStreetIndex(-0)).toBe(false);
    expect(() => parseChoice({ type: 'build', pair: 0, street: -0, house: 0 })).toThrow(/choice\.street/);
  });
});

describe('isSheetKind: the four kinds of sheet, and nothing else', () => {
  it('accepts every kind of SHEET_KINDS, and narrows to SheetKind', () => {
    for (const kind of SHEET_KINDS) expect(isSheetKind(kind)).toBe(true);
    const value: unknown = 'eggs';
    if (isSheetKind(value)) expectTypeOf(value).toEqualTypeOf<SheetKind>();
  });

  it('refuses other cases, other names, and anything not a string', () => {
    for (const value of ['Classic', 'EGGS', 'ice cream', 'icecream', ' eggs', 'easter', 'length', 'toString', '0', 0, 3, new String('eggs'), ...STRANGERS]) {
      expect(isSheetKind(value)).toBe(false);
    }
  });

  it('says yes exactly where createGame takes the kind', () => {
    for (const value of [...SHEET_KINDS, 'Eggs', 'season', 'toString']) expect(starts({ players: 2, seed: 1, sheet: value as SheetKind })).toBe(isSheetKind(value));
  });
});

describe('isRulesetName: the two rulesets, and nothing else', () => {
  it('accepts every key of RULESETS, and narrows to RulesetName', () => {
    for (const name of Object.keys(RULESETS)) expect(isRulesetName(name)).toBe(true);
    const value: unknown = 'original';
    if (isRulesetName(value)) expectTypeOf(value).toEqualTypeOf<RulesetName>();
  });

  it('refuses the names every object answers to: toString, __proto__, constructor, hasOwnProperty', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) expect(isRulesetName(name)).toBe(false);
  });

  it('refuses other cases, other names, and anything not a string', () => {
    for (const value of ['Original', 'COLLECTOR', 'classic', 'expert', '0', 0, 1, ...STRANGERS]) expect(isRulesetName(value)).toBe(false);
  });

  it('says yes exactly where createGame takes the ruleset', () => {
    for (const value of ['collector', 'original', 'Original', 'toString', '__proto__']) expect(starts({ players: 2, seed: 1, ruleset: value as RulesetName })).toBe(isRulesetName(value));
  });
});
