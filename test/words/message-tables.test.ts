import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_EN, ERROR_MESSAGES_FR, type ErrorMessages, type RuleErrorCode, type RuleErrorDetails } from '../../src/index.js';

/** The codes whose details tell their cases apart by `reason`. */
type ReasonCode = { [C in RuleErrorCode]: 'reason' extends keyof RuleErrorDetails<C> ? C : never }[RuleErrorCode];
/** The details of code `C` with reason `R`. */
type WithReason<C extends ReasonCode, R> = RuleErrorDetails<C> extends infer D
  ? (D extends { readonly reason: unknown } ? (R extends D['reason'] ? Omit<D, 'reason'> & { readonly reason: R } : never) : never)
  : never;

/**
 * A sample of every case of every code with reasons: the mapped type asks for one
 * sample per reason, so a reason added to the details without a sample here fails the
 * type check.
 */
const BY_REASON: { readonly [C in ReasonCode]: { readonly [R in RuleErrorDetails<C>['reason']]: WithReason<C, R> } } = {
  'choice/fence': {
    'no-slot': { street: 0, slot: 10, slots: 9, reason: 'no-slot' },
    fenced: { street: 0, slot: 3, slots: 9, reason: 'fenced' },
    'used-estate': { street: 1, slot: 3, slots: 10, reason: 'used-estate' },
    'bis-copy': { street: 2, slot: 3, slots: 11, reason: 'bis-copy' },
  },
  'choice/bis': {
    'no-house': { street: 0, house: 10, source: 'left', houses: 10, reason: 'no-house', targets: [] },
    'not-empty': { street: 0, house: 1, source: 'left', houses: 10, reason: 'not-empty', targets: [{ street: 0, house: 2, source: 'left' }] },
    'no-neighbour': { street: 0, house: 0, source: 'left', houses: 10, reason: 'no-neighbour', targets: [] },
    'neighbour-empty': { street: 1, house: 4, source: 'right', houses: 11, reason: 'neighbour-empty', targets: [] },
    fenced: { street: 2, house: 4, source: 'right', houses: 12, reason: 'fenced', targets: [] },
  },
  'choice/roundabout': {
    'variant-off': { reason: 'variant-off' },
    full: { reason: 'full' },
    'no-house': { reason: 'no-house', street: 0, house: 10, houses: 10 },
    roundabout: { reason: 'roundabout', street: 0, house: 3 },
    used: { reason: 'used', street: 0, house: 3 },
    number: { reason: 'number', street: 0, house: 3, number: 7 },
  },
  'choice/reshuffle': { 'no-reshuffle': { reason: 'no-reshuffle' }, 'not-first-claim': { reason: 'not-first-claim' } },
  'choice/pick': {
    'not-expert': { reason: 'not-expert' },
    'refusal-card': { reason: 'refusal-card' },
    'pick-first': { reason: 'pick-first' },
    picked: { reason: 'picked', picked: 1 },
    'no-card': { reason: 'no-card', card: 3 },
    'other-card': { reason: 'other-card', card: 0, picked: 2 },
    unwritable: { reason: 'unwritable', card: 0, number: 15, fitting: [{ card: 1, number: 4 }] },
  },
  'choice/truck': { missing: { reason: 'missing' }, 'not-first': { reason: 'not-first' } },
  'claim/duplicate': { plan: { reason: 'plan', plan: 1 }, estate: { reason: 'estate', street: 1, start: 3 } },
  'claim/estate': {
    unfenced: { street: 0, start: 0, size: 2, reason: 'unfenced' },
    size: { street: 0, start: 0, size: 7, reason: 'size' },
    roundabout: { street: 0, start: 0, size: 2, reason: 'roundabout' },
    'past-end': { street: 0, start: 8, size: 3, reason: 'past-end', houses: 10 },
    split: { street: 0, start: 0, size: 3, reason: 'split', slot: 2 },
    incomplete: { street: 0, start: 0, size: 3, reason: 'incomplete', house: 1 },
    shows: { street: 2, start: 0, size: 3, reason: 'shows', plan: 2, condition: 'three-eggs' },
  },
  'claim/house': {
    'estate-plan': { plan: 0, reason: 'estate-plan' },
    'houses-missing': { plan: 0, reason: 'houses-missing' },
    'not-house-plan': { plan: 1, reason: 'not-house-plan' },
    'one-street': { plan: 0, reason: 'one-street' },
    count: { plan: 0, reason: 'count', count: 4 },
    twice: { plan: 0, reason: 'twice', house: 3 },
    'no-house': { plan: 0, reason: 'no-house', street: 0, house: 12 },
    'not-bis': { plan: 0, reason: 'not-bis', street: 0, house: 3 },
    used: { plan: 0, reason: 'used', street: 0, house: 3 },
  },
  'claim/not-fulfilled': {
    sizes: { reason: 'sizes', plan: 0, need: [3, 4], have: [3] },
    'no-estates': { reason: 'no-estates', plan: 0, condition: 'seven-temps', have: [2] },
    condition: { reason: 'condition', plan: 0, condition: 'street-cones-sold' },
  },
};

const positions = { problems: [{ code: 'sheet/order' as const, path: 'streets[0].houses[3].number', message: 'is 4, right of 6 in house 1' }] };

/** A sample of every case of every other code. */
const OTHERS: { readonly [C in Exclude<RuleErrorCode, ReasonCode>]: readonly RuleErrorDetails<C>[] } = {
  'options/malformed': [{ path: '.rules', expected: 'an object' }],
  'options/players': [{ problem: 'is 0, not a whole number from 2 to 100', min: 2 }, { problem: 'is 1, not a whole number from 2 to 100', min: 2, solo: 'original' }, { players: 3, bots: 2 }],
  'options/seed': [{ problem: 'must be a string or a finite number' }],
  'options/ruleset': [{ given: '"classic"' }],
  'options/rules': [{ field: 'deck', expected: '"collector" or "original"' }],
  'options/variants': [{ field: 'expert', expected: 'must be true or false' }],
  'options/plans': [{ problem: 'plan 24 needs the roundabouts variant' }],
  'options/stacks': [{ problem: 'give three stacks' }],
  'options/deck': [{ problem: 'a card of number 18' }],
  'options/position': [{ problems: [{ path: 'position.round', message: 'must be a whole number' }] }, { problems: [] }],
  'choice/malformed': [{ path: 'choice.pair', expected: 'a whole number from 0 to 99' }],
  'choice/unknown-player': [{ player: '"bob"', players: ['p1', 'p2'] }],
  'choice/pair': [{ pair: 3, pairs: 3 }, { pair: 0, pick: null, pairs: [] }, { pair: 0, pick: 1, pairs: [2, 3] }],
  'choice/house': [{ street: 0, house: 10, houses: 10 }],
  'choice/house-taken': [{ street: 1, house: 2, holds: 7 }, { street: 1, house: 2, holds: 'roundabout' }],
  'choice/order': [{ street: 0, house: 3, number: 2, min: 5, max: 9 }, { street: 0, house: 3, number: 2, min: 6, max: 5 }, { number: 1, delta: -2 }],
  'choice/effect-mismatch': [{ given: 'pool', paired: 'fence' }],
  'choice/pool': [{ street: 0, house: 0 }],
  'choice/track-full': [{ track: 'improvement', size: 3 }, { track: 'park', street: 2 }, { track: 'pool' }, { track: 'bis' }, { track: 'temp' }],
  'choice/refusal-not-allowed': [{ playable: [{ pair: 0, number: 5, temp: false }] }, { playable: [{ pair: 0, number: 5, temp: false }, { pair: 2, number: 8, temp: true }] }],
  'claim/plan': [{ plan: 3 }],
  'claim/already-claimed': [{ plan: 0 }],
  'claim/estate-used': [{ street: 0, start: 0, size: 2, house: 1 }],
  'claim/required': [{ plans: [{ plan: 0, label: 'n°1' }] }, { plans: [{ plan: 0, label: 'n°1' }, { plan: 2, label: 'n°3' }] }],
  'round/waiting-for': [{ players: ['p2'] }],
  'round/stale': [{ given: 3, current: 4 }],
  'game/over': [{}],
  'environment/not-reset': [{ call: 'step' }, { call: 'resetGame' }],
  'environment/closed': [{ call: 'step' }, { call: 'state' }],
  'sheet/invalid': [{ path: 'temps[2]', problem: 'is -1' }],
  'sheet/track-out-of-range': [{ track: 'refusals', marks: 7, max: 3 }, positions],
  'record/invalid': [{ path: 'record.rounds[3]', problem: 'comes after the end of the game' }],
  'sheet/malformed': [positions, { problems: [] }],
  'sheet/order': [positions],
  'sheet/bis': [positions],
  'sheet/pool': [positions],
  'sheet/fence': [positions],
  'sheet/roundabout': [positions],
  'sheet/track': [positions],
  'sheet/plan': [positions],
  'sheet/used': [positions],
  'sheet/season': [positions],
  'state/malformed': [positions],
  'state/record': [positions],
  'state/mismatch': [positions],
  'state/pending': [positions],
  'argument/invalid': [{ name: 'pair', expected: 'a whole number', given: '"x"' }],
  'notation/choice': [{ text: '0 1 x', problem: 'write PAIR STREET HOUSE' }],
  'notation/sheet': [{ line: 3, problem: 'a street has 10, 11 or 12 houses' }],
};

const SAMPLES = [
  ...Object.entries(BY_REASON).flatMap(([code, cases]) => Object.values(cases).map((details) => [code, details] as const)),
  ...Object.entries(OTHERS).flatMap(([code, cases]) => cases.map((details) => [code, details] as const)),
] as readonly (readonly [RuleErrorCode, unknown])[];

const TABLES: readonly (readonly [string, ErrorMessages])[] = [
  ['English', ERROR_MESSAGES_EN],
  ['French', ERROR_MESSAGES_FR],
];

describe('the player message tables are complete', () => {
  it('every code has a sample of each of its cases', () => {
    const codes = new Set(SAMPLES.map(([code]) => code));
    expect([...codes].sort()).toEqual(Object.keys(ERROR_MESSAGES_EN).sort());
    expect(Object.keys(ERROR_MESSAGES_FR).sort()).toEqual(Object.keys(ERROR_MESSAGES_EN).sort());
  });

  it.each(TABLES)('%s: every case of every code reads as a sentence, with no code and no prefix', (_language, messages) => {
    for (const [code, details] of SAMPLES) {
      const text = (messages[code] as (details: unknown) => string)(details);
      expect(text, code).toMatch(/^[A-Z«"ÀÉ0-9].*[.!]$/su);
      expect(text, code).not.toContain('[welcome-to-engine]');
      expect(text, code).not.toContain(code);
      expect(text, code).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('French and English say different things: the French table is translated, not copied', () => {
    const same = SAMPLES.filter(([code, details]) => (ERROR_MESSAGES_EN[code] as (d: unknown) => string)(details) === (ERROR_MESSAGES_FR[code] as (d: unknown) => string)(details));
    expect(same).toEqual([]);
  });
});
