import { describeValue } from '../../internal/snapshot.js';
import { fail, isRuleError } from '../../errors/rule-error.js';
import type { Draft } from '../../internal/draft.js';
import { array, integer, oneOf, record, type Bad } from '../../internal/check.js';
import { STREETS } from '../../rules/layout.js';
import type { EstateRef, HouseRef } from '../../sheet/types.js';
import type { BuildChoice, Choice, EffectUse, PickChoice, PlanClaim, RefuseChoice } from './choice.js';
import { mapPacked } from '../../internal/packed.js';

const bad: Bad = (path, expected) => fail('choice/malformed', { path, expected });

// Shape bounds only; whether a house exists in its street is a rule, checked later.
// The choice notation reads the same bounds (notation/choice-text.ts).
export const MAX_INDEX = 99;

// Every list is built once: this runs for every choice made.
const CHOICE_KEYS = ['type', 'pair', 'street', 'house', 'effect', 'roundabout', 'truck', 'claims', 'reshuffle', 'card'] as const;
const REFUSE_KEYS = ['type', 'roundabout', 'claims', 'reshuffle', 'card'] as const;
const PICK_KEYS = ['type', 'card'] as const;
const CHOICE_TYPES = ['build', 'refuse', 'pick'] as const;
const CARDS = [0, 1, 2] as const;
const BOOLEANS = [true, false] as const;
const HOUSE_KEYS = ['street', 'house'] as const;
const ESTATE_KEYS = ['street', 'start', 'size'] as const;
const CLAIM_KEYS = ['plan', 'estates', 'houses'] as const;
const PLAN_INDEXES = [0, 1, 2] as const;
const EFFECT_TYPES = ['fence', 'improvement', 'park', 'pool', 'temp', 'bis'] as const;
const EFFECT_KEYS = { fence: ['type', 'street', 'slot'], improvement: ['type', 'size'], park: ['type'], pool: ['type'], temp: ['type', 'delta'], bis: ['type', 'street', 'house', 'source'] } as const;
const ALL_EFFECT_KEYS = ['type', 'street', 'slot', 'size', 'delta', 'house', 'source'] as const;
const SIZES = [1, 2, 3, 4, 5, 6] as const;
const DELTAS = [-2, -1, 0, 1, 2] as const;
const SOURCES = ['left', 'right'] as const;

function houseRef(value: unknown, path: string): HouseRef {
  const r = record(value, path, HOUSE_KEYS, bad);
  return { street: oneOf(r.street, path, STREETS, bad, 'street'), house: integer(r.house, path, 0, MAX_INDEX, bad, 'house') };
}

function estateRef(value: unknown, path: string): EstateRef {
  const r = record(value, path, ESTATE_KEYS, bad);
  return {
    street: oneOf(r.street, path, STREETS, bad, 'street'),
    start: integer(r.start, path, 0, MAX_INDEX, bad, 'start'),
    size: integer(r.size, path, 1, MAX_INDEX, bad, 'size'),
  };
}

function effectUse(value: unknown, path: string): EffectUse {
  const r = record(value, path, ALL_EFFECT_KEYS, bad);
  const type = oneOf(r.type, path, EFFECT_TYPES, bad, 'type');
  // Then only the fields of that type.
  record(value, path, EFFECT_KEYS[type], bad);
  switch (type) {
    case 'fence':
      return { type, street: oneOf(r.street, path, STREETS, bad, 'street'), slot: integer(r.slot, path, 0, MAX_INDEX, bad, 'slot') };
    case 'improvement':
      return { type, size: oneOf(r.size, path, SIZES, bad, 'size') };
    case 'park':
    case 'pool':
      return { type };
    case 'temp':
      return { type, delta: oneOf(r.delta, path, DELTAS, bad, 'delta') };
    case 'bis':
      return {
        type,
        street: oneOf(r.street, path, STREETS, bad, 'street'),
        house: integer(r.house, path, 0, MAX_INDEX, bad, 'house'),
        source: oneOf(r.source, path, SOURCES, bad, 'source'),
      };
  }
}

// An empty list of claims, estates or houses names nothing, as a list left out: it is
// left out, so that one choice has one form (the one the notation writes).
function claims(value: unknown, path: string): PlanClaim[] {
  return mapPacked(array(value, path, bad), (item, index) => {
    const at = `${path}[${index}]`;
    const r = record(item, at, CLAIM_KEYS, bad);
    const claim: Draft<PlanClaim> = { plan: oneOf(r.plan, at, PLAN_INDEXES, bad, 'plan') };
    if (r.estates !== undefined) {
      const estates = mapPacked(array(r.estates, at, bad, 'estates'), (estate, i) => estateRef(estate, `${at}.estates[${i}]`));
      if (estates.length > 0) claim.estates = estates;
    }
    if (r.houses !== undefined) {
      const houses = mapPacked(array(r.houses, at, bad, 'houses'), (house, i) => houseRef(house, `${at}.houses[${i}]`));
      if (houses.length > 0) claim.houses = houses;
    }
    return claim;
  });
}

/**
 * Checks that `input` (for example a choice received from a network) has the shape of
 * a {@link Choice} or a {@link PickChoice} and returns it typed, with no extra fields. Throws `RuleError`
 * `choice/malformed` naming the path of the first bad field. Whether the choice is
 * legal is for {@link validateChoice} (a plan claimed twice, an estate past its
 * street: those are rules). An empty list of claims, or a claim's empty list of
 * estates or houses, is left out: it names nothing, as a list left out does. The
 * choice notation writes and reads exactly the choices this accepts, in this form.
 *
 * @param input - Anything, typically parsed JSON.
 * @returns The same choice or pick, typed, with no field but those of its kind, and no empty list.
 * @throws `RuleError` `choice/malformed`, naming the path of the first bad field and what it must be.
 *
 * @example
 * ```ts
 * import { parseChoice, RuleError } from 'welcome-to-engine';
 * const choice = parseChoice(JSON.parse('{"type":"build","pair":0,"street":1,"house":3}'));
 * try {
 *   parseChoice({ type: 'build', pair: 0, street: 5, house: 3 });
 * } catch (error) {
 *   (error as RuleError).message; // '… choice/malformed: choice.street must be one of 0, 1, 2.'
 * }
 * ```
 *
 * @group Choosing
 */
export function parseChoice(input: unknown): Choice | PickChoice {
  // A choice is small and parsed on every move, so it is not copied first: each field
  // is read once, into a new object, and reading stops at the fixed depth of a choice.
  // A getter is read once like a value; a getter or proxy that throws is reported.
  try {
    return readChoice(input);
  } catch (error) {
    if (isRuleError(error)) throw error;
    return fail('choice/malformed', { path: 'choice', expected: `plain data: reading it threw (${describeValue(error instanceof Error ? error.message : error)})` });
  }
}

function readChoice(input: unknown): Choice | PickChoice {
  const r = record(input, 'choice', CHOICE_KEYS, bad);
  const type = oneOf(r.type, 'choice', CHOICE_TYPES, bad, 'type');
  if (type === 'pick') {
    record(input, 'choice', PICK_KEYS, bad);
    return { type, card: oneOf(r.card, 'choice', CARDS, bad, 'card') };
  }
  if (type === 'refuse') {
    record(input, 'choice', REFUSE_KEYS, bad);
    const refuse: Draft<RefuseChoice> = { type };
    if (r.roundabout !== undefined) refuse.roundabout = houseRef(r.roundabout, 'choice.roundabout');
    if (r.claims !== undefined) {
      const claimed = claims(r.claims, 'choice.claims');
      if (claimed.length > 0) refuse.claims = claimed;
    }
    if (r.reshuffle !== undefined) refuse.reshuffle = oneOf(r.reshuffle, 'choice', BOOLEANS, bad, 'reshuffle');
    if (r.card !== undefined) refuse.card = oneOf(r.card, 'choice', CARDS, bad, 'card');
    return refuse;
  }
  if (r.card !== undefined) bad('choice.card', "absent: only a pick and an expert refusal name a card; a build names the offer's pair it plays in choice.pair");
  const build: Draft<BuildChoice> = {
    type,
    pair: integer(r.pair, 'choice', 0, MAX_INDEX, bad, 'pair'),
    street: oneOf(r.street, 'choice', STREETS, bad, 'street'),
    house: integer(r.house, 'choice', 0, MAX_INDEX, bad, 'house'),
  };
  if (r.effect !== undefined) build.effect = effectUse(r.effect, 'choice.effect');
  if (r.roundabout !== undefined) build.roundabout = houseRef(r.roundabout, 'choice.roundabout');
  if (r.truck !== undefined) build.truck = oneOf(r.truck, 'choice', SOURCES, bad, 'truck');
  if (r.claims !== undefined) {
    const claimed = claims(r.claims, 'choice.claims');
    if (claimed.length > 0) build.claims = claimed;
  }
  if (r.reshuffle !== undefined) build.reshuffle = oneOf(r.reshuffle, 'choice', BOOLEANS, bad, 'reshuffle');
  return build;
}
