import { fail } from '../errors/rule-error.js';
import { array, integer, oneOf, record, type Bad } from '../internal/check.js';
import { STREET_INDEXES } from '../rules/layout.js';
import type { EstateRef, HouseRef } from '../sheet/types.js';
import type { BuildChoice, Choice, EffectUse, PlanClaim, RefuseChoice } from './choice.js';

const bad: Bad = (path, expected) => fail('choiceMalformed', { path, expected });

// Shape bounds only; whether a house exists in its street is a rule, checked later.
const MAX_INDEX = 99;

function houseRef(value: unknown, path: string): HouseRef {
  const r = record(value, path, ['street', 'house'], bad);
  return { street: oneOf(r.street, `${path}.street`, STREET_INDEXES, bad), house: integer(r.house, `${path}.house`, 0, MAX_INDEX, bad) };
}

function estateRef(value: unknown, path: string): EstateRef {
  const r = record(value, path, ['street', 'start', 'size'], bad);
  return {
    street: oneOf(r.street, `${path}.street`, STREET_INDEXES, bad),
    start: integer(r.start, `${path}.start`, 0, MAX_INDEX, bad),
    size: integer(r.size, `${path}.size`, 1, MAX_INDEX, bad),
  };
}

function effectUse(value: unknown, path: string): EffectUse {
  const r = record(value, path, ['type', 'street', 'slot', 'size', 'delta', 'house', 'source'], bad);
  const type = oneOf(r.type, `${path}.type`, ['fence', 'improvement', 'park', 'pool', 'temp', 'bis'] as const, bad);
  const only = (keys: readonly string[]) => record(value, path, ['type', ...keys], bad);
  switch (type) {
    case 'fence':
      only(['street', 'slot']);
      return { type, street: oneOf(r.street, `${path}.street`, STREET_INDEXES, bad), slot: integer(r.slot, `${path}.slot`, 0, MAX_INDEX, bad) };
    case 'improvement':
      only(['size']);
      return { type, size: oneOf(r.size, `${path}.size`, [1, 2, 3, 4, 5, 6] as const, bad) };
    case 'park':
    case 'pool':
      only([]);
      return { type };
    case 'temp':
      only(['delta']);
      return { type, delta: oneOf(r.delta, `${path}.delta`, [-2, -1, 0, 1, 2] as const, bad) };
    case 'bis':
      only(['street', 'house', 'source']);
      return {
        type,
        street: oneOf(r.street, `${path}.street`, STREET_INDEXES, bad),
        house: integer(r.house, `${path}.house`, 0, MAX_INDEX, bad),
        source: oneOf(r.source, `${path}.source`, ['left', 'right'] as const, bad),
      };
  }
}

function claims(value: unknown, path: string): PlanClaim[] {
  return array(value, path, bad).map((item, index) => {
    const at = `${path}[${index}]`;
    const r = record(item, at, ['plan', 'estates'], bad);
    const plan = oneOf(r.plan, `${at}.plan`, [0, 1, 2] as const, bad);
    if (r.estates === undefined) return { plan };
    const estates = array(r.estates, `${at}.estates`, bad).map((estate, i) => estateRef(estate, `${at}.estates[${i}]`));
    return { plan, estates };
  });
}

/**
 * Checks that `input` (for example a choice received from a network) has the shape of
 * a {@link Choice} and returns it typed, with no extra fields. Throws `RuleError`
 * `choice/malformed` naming the path of the first bad field. Whether the choice is
 * legal is for {@link validateChoice}.
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
 */
export function parseChoice(input: unknown): Choice {
  const r = record(input, 'choice', ['type', 'pair', 'street', 'house', 'effect', 'roundabout', 'claims', 'reshuffle'], bad);
  const type = oneOf(r.type, 'choice.type', ['build', 'refuse'] as const, bad);
  if (type === 'refuse') {
    record(input, 'choice', ['type', 'roundabout', 'claims'], bad);
    const refuse: { -readonly [K in keyof RefuseChoice]: RefuseChoice[K] } = { type };
    if (r.roundabout !== undefined) refuse.roundabout = houseRef(r.roundabout, 'choice.roundabout');
    if (r.claims !== undefined) refuse.claims = claims(r.claims, 'choice.claims');
    return refuse;
  }
  const build: { -readonly [K in keyof BuildChoice]: BuildChoice[K] } = {
    type,
    pair: integer(r.pair, 'choice.pair', 0, MAX_INDEX, bad),
    street: oneOf(r.street, 'choice.street', STREET_INDEXES, bad),
    house: integer(r.house, 'choice.house', 0, MAX_INDEX, bad),
  };
  if (r.effect !== undefined) build.effect = effectUse(r.effect, 'choice.effect');
  if (r.roundabout !== undefined) build.roundabout = houseRef(r.roundabout, 'choice.roundabout');
  if (r.claims !== undefined) build.claims = claims(r.claims, 'choice.claims');
  if (r.reshuffle !== undefined) build.reshuffle = oneOf(r.reshuffle, 'choice.reshuffle', [true, false] as const, bad);
  return build;
}
