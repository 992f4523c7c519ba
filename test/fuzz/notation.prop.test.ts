import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  choiceFromText,
  createGame,
  choiceToText,
  isRuleError,
  legalChoices,
  legalClaims,
  parseChoice,
  validateChoice,
  type Choice,
  type GameState,
  type PickChoice,
} from '../../src/index.js';
import { claimRichArb } from '../support/claim-rich.js';
import { EMPTY, expectRuleError, stacksFor, withSheet } from '../support/helpers.js';
import { gameParamsArb, playedGame } from '../support/random-play.js';
import { pathsOf, replaceAt } from './harness.js';
import { jsonHostileArb } from './hostile-values.js';

/*
 * The choice notation against parseChoice (issue 33, items 3 and 7): the notation
 * writes and reads exactly the choices parseChoice accepts. For any value,
 * choiceToText accepts it exactly when parseChoice does (refusing with the same code),
 * and choiceFromText reads its text back to parseChoice's choice; whatever text
 * choiceFromText accepts, parseChoice accepts as it is, and its text reads back to it.
 */

/** Advanced plan 20 (five bis copies in one street, named in its claim) beside plans 6 and 14, five bis copies in the middle street (as in the rulings' tests). */
function planTwentyGame(ruleset: 'collector' | 'original'): GameState {
  const parks = [['9 park', '10 park', '11 park'], ['12 park', '13 park', '14 park'], ['1 park', '1 park', '1 park']] as const;
  const state = createGame({ players: 2, seed: 1, ruleset, plans: [20, 6, 14], variants: { advancedPlans: true }, stacks: stacksFor(...parks) });
  return withSheet(state, 'p1', { streets: ['. . . . . . . . . .', '4 4b 4b | 5 5b 5b 5b | . . . .', EMPTY[2]], bis: 6 });
}
const FIVE_BIS = [1, 2, 4, 5, 6].map((house) => ({ street: 1 as const, house }));

type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (isRuleError(error)) return { ok: false, code: error.code };
    throw error;
  }
}

/** The promise for one value from outside: parseChoice and the notation agree on it. */
function expectNotationAgrees(input: unknown): void {
  const parsed = attempt(() => parseChoice(input));
  const written = attempt(() => choiceToText(input as Choice));
  if (!parsed.ok) {
    expect(written).toEqual({ ok: false, code: parsed.code });
    return;
  }
  expect(written.ok).toBe(true);
  const text = (written as { value: string }).value;
  const read = choiceFromText(text);
  expect(read).toStrictEqual(parsed.value);
  expect(choiceToText(read)).toBe(text);
}

/** The promise for one line of text: what choiceFromText reads is a choice as parseChoice gives it, and its text is canonical. */
function expectTextAgrees(line: string): void {
  const read = attempt(() => choiceFromText(line));
  if (!read.ok) {
    expect(read.code).toBe('notation/choice');
    return;
  }
  expect(parseChoice(read.value)).toStrictEqual(read.value);
  const text = choiceToText(read.value);
  expect(choiceFromText(text)).toStrictEqual(read.value);
  expect(choiceToText(choiceFromText(text))).toBe(text);
}

// Values a choice's fields may hold: mostly in range, now and then just out of it or odd.
const oddNumberArb = fc.constantFrom<unknown>(-0, -1, -2, 3, 10, 17, 99, 100, 150, 197, 999, 1000, 1e21, 1.5, '1', null, true);
const smallArb = (max: number) => fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max }) }, { weight: 1, arbitrary: oddNumberArb });
const streetArb = smallArb(2);
const indexArb = fc.oneof({ weight: 4, arbitrary: smallArb(12) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 120 }) });
const planArb = smallArb(2);

/** Sometimes a key no choice has, sometimes a field explicitly undefined (as a caller's spread leaves it). */
const withOddKeys = <T extends object>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc
    .tuple(arb, fc.constantFrom<'none' | 'extra' | 'undefined'>('none', 'none', 'none', 'none', 'extra', 'undefined'))
    .map(([value, odd]) => (odd === 'none' ? value : odd === 'extra' ? { ...value, extra: 1 } : { ...value, roundabout: undefined }));

const houseRefArb = withOddKeys(fc.record({ street: streetArb, house: indexArb }));
const estateRefArb = withOddKeys(
  fc.record({
    street: streetArb,
    start: indexArb,
    size: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(0, 7, 17, 98, 99, 100, 197, -0) }),
  }),
);
const claimArb = withOddKeys(
  fc.record(
    { plan: planArb, estates: fc.array(estateRefArb, { maxLength: 3 }), houses: fc.array(houseRefArb, { maxLength: 5 }) },
    { requiredKeys: ['plan'] },
  ),
);
// Duplicate claims of one plan come often: three plans, up to four claims.
const claimsArb = fc.array(claimArb, { maxLength: 4 });
const effectArb = withOddKeys(
  fc.oneof(
    fc.record({ type: fc.constantFrom('park', 'pool') }),
    fc.record({ type: fc.constant('temp'), delta: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -2, max: 2 }) }, { weight: 1, arbitrary: oddNumberArb }) }),
    fc.record({ type: fc.constant('fence'), street: streetArb, slot: indexArb }),
    fc.record({ type: fc.constant('improvement'), size: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 6 }) }, { weight: 1, arbitrary: oddNumberArb }) }),
    fc.record({ type: fc.constant('bis'), street: streetArb, house: indexArb, source: fc.constantFrom<unknown>('left', 'right', 'up') }),
  ),
);
const cardArb = smallArb(2);
const optional = { requiredKeys: [] as [] };

const buildArb = fc
  .tuple(
    fc.record({ type: fc.constant('build'), pair: smallArb(2), street: streetArb, house: indexArb }),
    fc.record(
      {
        effect: effectArb,
        roundabout: houseRefArb,
        truck: fc.constantFrom<unknown>('left', 'right', 'up'),
        claims: claimsArb,
        reshuffle: fc.constantFrom<unknown>(true, false, 1),
      },
      optional,
    ),
    // Now and then a card, which only a refusal or a pick names.
    fc.option(cardArb, { freq: 10 }),
  )
  .map(([build, rest, card]) => ({ ...build, ...rest, ...(card === null ? {} : { card }) }));
const refuseArb = fc.record(
  { type: fc.constant('refuse'), roundabout: houseRefArb, claims: claimsArb, reshuffle: fc.constantFrom<unknown>(true, false, 'yes'), card: cardArb, truck: fc.constant('left') },
  { requiredKeys: ['type'] },
);
const pickArb = fc.record({ type: fc.constant('pick'), card: cardArb });

/** Choice-shaped values, well formed or nearly: every field of every kind, with odd values and keys. */
const choiceShapedArb = withOddKeys(fc.oneof({ weight: 5, arbitrary: buildArb }, { weight: 3, arbitrary: refuseArb }, { weight: 1, arbitrary: pickArb }));

/** A choice-shaped value with one field, at any depth, replaced by a hostile JSON value. */
const tamperedArb = fc.tuple(choiceShapedArb, fc.nat(), jsonHostileArb).map(([value, at, make]) => {
  const paths = pathsOf(value);
  return replaceAt(value, paths[at % paths.length] ?? [], make());
});

// Words the notation knows, and some it does not, to edit lines it reads.
const WORDS = [
  ...['0', '1', '2', '3', '9', '11', '17', '99', '100', '150', '999', '1000', '-0', '+0', '-1', '+1', '-2', '+2', '007', '1.5'],
  ...['r', 'refuse', 'pick', 'park', 'pool', 'temp', 'fence', 'improvement', 'bis', 'left', 'right', 'truck', 'roundabout', 'ro', 'card', 'claim', 'reshuffle', 'no'],
  ...['0:1-3', '1:4', '2:0-0', '0:4-20', '0:50-160', '0:99-197', '0:0-98', '0:0-99', '1:99', '1:100', '5:1', '1:3-2', '-0:1', '0:-0', '00:01-02', '1:+1'],
];

/** A line: the text of a choice-shaped value (when it has one), with a few words replaced, inserted or removed. */
const lineArb = fc
  .tuple(
    choiceShapedArb,
    fc.array(fc.tuple(fc.constantFrom('replace', 'insert', 'remove'), fc.nat(), fc.constantFrom(...WORDS)), { maxLength: 3 }),
  )
  .map(([value, edits]) => {
    const written = attempt(() => choiceToText(value as Choice));
    const words = (written.ok ? written.value : 'r').split(' ');
    for (const [edit, at, word] of edits) {
      const i = at % (words.length + 1);
      if (edit === 'insert') words.splice(i, 0, word);
      else if (edit === 'replace') words[Math.min(i, words.length - 1)] = word;
      else words.splice(i, 1);
    }
    return words.join(' ');
  });

describe('"Either both accept a choice or both refuse it with the same code": parseChoice and the notation agree', () => {
  it.each<[string, unknown]>([
    ['two claims of one plan', { type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 1 }, { plan: 1 }] }],
    [
      'an estate of 17 houses, then its plan again',
      { type: 'build', pair: 2, street: 0, house: 5, effect: { type: 'park' }, claims: [{ plan: 2, estates: [{ street: 0, start: 4, size: 17 }] }, { plan: 2 }] },
    ],
    ['an empty claim list', { type: 'refuse', claims: [] }],
    ['a claim naming an empty list of estates', { type: 'refuse', claims: [{ plan: 0, estates: [] }] }],
    ['a claim naming an empty list of houses', { type: 'build', pair: 1, street: 2, house: 3, claims: [{ plan: 1, houses: [] }] }],
    ['a claim naming estates and houses', { type: 'refuse', claims: [{ plan: 0, houses: [{ street: 1, house: 3 }], estates: [{ street: 1, start: 3, size: 1 }] }] }],
    ['the largest estate the shape allows', { type: 'refuse', claims: [{ plan: 0, estates: [{ street: 2, start: 99, size: 99 }] }] }],
    ['a refusal asking no reshuffle', { type: 'refuse', reshuffle: false }],
    ['-0 as a street', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: -0, slot: 1 } }],
    ['a house past 99', { type: 'build', pair: 0, street: 0, house: 100 }],
    ['an estate of 100 houses', { type: 'refuse', claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 100 }] }] }],
    ['a build naming a card', { type: 'build', pair: 0, street: 0, house: 0, card: 1 }],
    ['an extra key', { type: 'refuse', extra: 1 }],
  ])('%s', (_name, input) => {
    expectNotationAgrees(input);
  });

  it("any choice-shaped value, odd ones included: choiceToText refuses it with parseChoice's code, or writes what reads back to parseChoice's choice", () => {
    fc.assert(fc.property(choiceShapedArb, (input) => expectNotationAgrees(input)), { numRuns: 2000 });
  });

  it('a choice with a hostile JSON value in any field', () => {
    fc.assert(fc.property(tamperedArb, (input) => expectNotationAgrees(input)), { numRuns: 1000 });
  });
});

describe('"Each pair reads back exactly what it writes": text the notation reads', () => {
  it.each([
    '0 0 0 fence -0 1',
    '0 0 0 temp -0',
    '+0 0 -0',
    '0 0 0 claim 1 claim 1',
    '2 0 5 park claim 2 0:4-20 claim 2',
    '150 0 0',
    'r ro 1 120',
    '0 0 0 claim 0 0:50-160',
    '0 0 0 claim 0 0:99-197',
    '0 0 0 claim 0 1:100',
    '0 0 0 bis 1 100 left',
    '0 0 0 fence 1 100',
    '0 0 0 claim 0 0:0-98 0:0-99',
    '00 01 002 claim 0 00:01-02',
  ])('%j', (line) => {
    expectTextAgrees(line);
  });

  it('"0 0 0 fence -0 1" is a fence in street 0, not -0', () => {
    const read = choiceFromText('0 0 0 fence -0 1');
    expect(read).toStrictEqual({ type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 0, slot: 1 } });
    expect(Object.is((read as { effect: { street: number } }).effect.street, 0)).toBe(true);
  });

  it('numbers past what a choice holds are refused as notation, saying the range', () => {
    expectRuleError(() => choiceFromText('150 0 0'), 'notation/choice', /0 to 99/);
    expectRuleError(() => choiceFromText('r ro 1 120'), 'notation/choice', /0 to 99/);
    expectRuleError(() => choiceFromText('0 0 0 claim 0 0:50-160'), 'notation/choice', /1 to 99 houses/);
  });

  it('a plan claimed twice is read as written, and left to the rules: claim/duplicate', () => {
    expect(choiceFromText('0 0 0 claim 1 claim 1')).toStrictEqual({ type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 1 }, { plan: 1 }] });
    const state = planTwentyGame('collector');
    const twice: Choice = { type: 'build', pair: 0, street: 2, house: 11, claims: [{ plan: 0, houses: FIVE_BIS }, { plan: 0, houses: FIVE_BIS }] };
    expect(choiceFromText(choiceToText(twice))).toStrictEqual(twice);
    expect(validateChoice(state, 'p1', { ...twice, claims: [{ plan: 0, houses: FIVE_BIS }] })).toEqual({ ok: true });
    expectRuleError(() => applyChoice(state, 'p1', twice), 'claim/duplicate', /plan 0/);
  });

  it('any line near one the notation writes: read as parseChoice accepts it, and written back canonically, or refused as notation/choice', () => {
    fc.assert(fc.property(lineArb, (line) => expectTextAgrees(line)), { numRuns: 2000 });
  });
});

/** Every choice listed at the player's turn (after each of its picks in an expert game), each with every claim set legalClaims gives it. */
function expectLegalChoicesRoundTrip(state: GameState, playerIndex: number, reshuffle: boolean): string[] {
  const id = state.players[playerIndex]?.id as string;
  const texts: string[] = [];
  const roundTrip = (choice: Choice | PickChoice) => {
    const text = choiceToText(choice);
    texts.push(text);
    expect(choiceFromText(text)).toStrictEqual(parseChoice(choice));
    expect(choiceFromText(text)).toEqual(choice);
  };
  const listChoices = (at: GameState) => {
    for (const choice of legalChoices(at, id)) {
      roundTrip(choice);
      if (choice.type === 'pick') {
        listChoices(applyChoice(at, id, choice));
        continue;
      }
      for (const claims of legalClaims(at, id, choice)) {
        const claimed: Choice = { ...choice, claims, ...(claims.length > 0 && reshuffle ? { reshuffle } : {}) };
        const text = choiceToText(claimed);
        texts.push(text);
        // An empty claim list names nothing, as no list: parseChoice leaves it out.
        expect(choiceFromText(text)).toStrictEqual(parseChoice(claimed));
        if (claims.length > 0) expect(choiceFromText(text)).toEqual(claimed);
      }
    }
  };
  listChoices(state);
  return texts;
}

describe('"the notation round-trips every choice legalChoices and legalClaims can produce"', () => {
  it('random games of both rulesets, every sheet and variant: every listed choice and claim set', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 0, max: 14 }), fc.nat(), fc.boolean(), (params, rounds, seat, reshuffle) => {
        const state = playedGame({ ...params, players: Math.min(params.players, 3) }, rounds);
        if (state.status !== 'choosing') return;
        expectLegalChoicesRoundTrip(state, seat % state.players.length, reshuffle);
      }),
      { numRuns: 8 },
    );
  });

  it('claim-rich sheets of every kind, both rulesets: estates and named houses', () => {
    fc.assert(
      fc.property(fc.constantFrom('collector' as const, 'original' as const).chain(claimRichArb), fc.boolean(), (state, reshuffle) => {
        expectLegalChoicesRoundTrip(state, 0, reshuffle);
      }),
      { numRuns: 15 },
    );
  });

  it('fixed games cover every clause: roundabout, truck end, pick, card, reshuffle, estates, named houses', () => {
    const texts: string[] = [];
    const expert = { expert: true, advancedPlans: true, roundabouts: true };
    // The truck's end on the ice cream sheet's first round; roundabouts and picks at the start; an expert refusal naming its card.
    const games: [Parameters<typeof playedGame>[0], number][] = [
      [{ ruleset: 'original', players: 2, seed: 0, bot: 0, sheet: 'ice-cream', variants: { ...expert, roundabouts: false } }, 0],
      [{ ruleset: 'original', players: 2, seed: 0, bot: 0, sheet: 'classic', variants: expert }, 0],
      [{ ruleset: 'original', players: 2, seed: 9, bot: 9, sheet: 'eggs', variants: expert }, 9],
      [{ ruleset: 'collector', players: 2, seed: 14, bot: 14, sheet: 'christmas', variants: { ...expert, roundabouts: false } }, 14],
    ];
    for (const [params, rounds] of games) texts.push(...expectLegalChoicesRoundTrip(playedGame(params, rounds), 0, true));
    // Estates and reshuffles on claim-rich sheets; named houses with plan 20.
    for (const state of fc.sample(fc.constantFrom('collector' as const, 'original' as const).chain(claimRichArb), { seed: 33, numRuns: 30 })) {
      texts.push(...expectLegalChoicesRoundTrip(state, 0, true));
    }
    for (const ruleset of ['collector', 'original'] as const) texts.push(...expectLegalChoicesRoundTrip(planTwentyGame(ruleset), 0, true));
    const seen = (pattern: RegExp) => texts.some((text) => pattern.test(text));
    expect({
      roundabout: seen(/ roundabout \d \d+/),
      truck: seen(/ truck (left|right)/),
      pick: seen(/^pick \d$/),
      card: seen(/^r .*card \d/),
      reshuffle: seen(/ reshuffle$/),
      estates: seen(/ claim \d \d:\d+-\d+/),
      houses: seen(/ claim \d( \d:\d+)+( |$)/),
    }).toEqual({ roundabout: true, truck: true, pick: true, card: true, reshuffle: true, estates: true, houses: true });
  });
});
