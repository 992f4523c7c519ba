import fc from 'fast-check';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { compactOf, sheetOf } from '../../src/sheet/compact/json.js';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  emptySheet,
  EFFECTS,
  PLANS,
  estatesOf,
  legalChoices,
  legalClaims,
  validateChoice,
  type Choice,
  type EstateRef,
  type GameState,
  type HouseRef,
  type PlanClaim,
  type Sheet,
} from '../../src/index.js';
import { isProblem } from '../../src/errors/rule-error.js';
import { playMove } from '../../src/game/choice/play.js';
import { contextOf } from '../../src/game/choice/source.js';
import { forEachEstate } from '../../src/sheet/compact/estates.js';
import type { Estate } from '../../src/index.js';
import { claimRichArb } from '../support/claim-rich.js';
import { stacksFor, withSheet, type PairText } from '../support/helpers.js';
import { canonical } from '../support/oracles.js';
import { withoutPicks } from './steps.js';

/** Every way to pick `count` items of `items`, in order. */
function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), count - 1).map((rest) => [item, ...rest]));
}

/**
 * Every claim of each plan the sheet could make on its own, by brute force: any
 * complete unused estates of the sizes the plan shows, any five free bis houses of one
 * street, or the bare claim of a condition plan. Validity is left to `validateChoice`.
 */
function singleClaims(state: GameState, after: Sheet): PlanClaim[][] {
  // Unchecked: the claim-rich sheets are not all sheets a game reaches (three refusals and a fourth, say).
  const estates: Estate[] = [];
  const compact = compactOf(after);
  for (const street of [0, 1, 2] as const) forEachEstate(compact, street, (start, size, complete, used) => (complete && !used ? estates.push({ street, start, size, complete, used }) : undefined));
  return state.plans.map((plan, k) => {
    if (after.plans[k] !== null) return [];
    const index = k as 0 | 1 | 2;
    const { requirement } = plan;
    if (requirement.type === 'condition') {
      if (requirement.condition !== 'five-bis-in-one-street') return [{ plan: index }];
      return after.streets.flatMap((street, s) => {
        const free: HouseRef[] = street.houses.flatMap((house, h) => (house.bis && house.used === false ? [{ street: s as 0 | 1 | 2, house: h }] : []));
        return combinations(free, 5).map((houses) => ({ plan: index, houses }));
      });
    }
    const sizes = [...requirement.sizes].sort((a, b) => a - b);
    const fitting = estates.filter((estate) => sizes.includes(estate.size as never));
    return combinations(fitting, sizes.length)
      .filter((pick) => canonical(pick.map((e) => e.size).sort((a, b) => a - b)) === canonical(sizes))
      .map((pick) => ({ plan: index, estates: pick.map(({ street, start, size }): EstateRef => ({ street, start, size })) }));
  });
}

/**
 * Sheets of short complete estates (a fence in each slot by chance, houses numbered by
 * their index, a few left empty for the build, some bis copies) with any three plans of
 * the right decks: many plans fulfilled at once, competing for the same estates.
 */
const estateRichArb = (ruleset: 'original' | 'collector'): fc.Arbitrary<GameState> =>
  fc
    .record({
      fences: fc.array(fc.boolean(), { minLength: 33, maxLength: 33 }),
      empty: fc.uniqueArray(fc.integer({ min: 0, max: 32 }), { minLength: 1, maxLength: 3 }),
      bis: fc.uniqueArray(fc.integer({ min: 0, max: 32 }), { maxLength: 14 }),
      plans: fc.tuple(
        ...([1, 2, 3] as const).map((deck) => fc.constantFrom(...PLANS.filter((plan) => plan.deck === deck && plan.season === null && plan.id !== 24).map((plan) => plan.id))),
      ) as fc.Arbitrary<[number, number, number]>,
      offer: fc.tuple(...[0, 1, 2].map(() => fc.tuple(fc.integer({ min: 0, max: 11 }), fc.constantFrom(...EFFECTS)).map(([n, e]) => `${Math.max(1, n)} ${e}` as PairText))) as fc.Arbitrary<
        [PairText, PairText, PairText]
      >,
      seed: fc.integer(),
    })
    .map(({ fences, empty, bis, plans, offer, seed }) => {
      const state = createGame({ players: 2, ruleset, seed, plans, variants: { advancedPlans: true }, stacks: stacksFor(offer) });
      const blank = emptySheet();
      let i = 0;
      const streets = blank.streets.map((street) => {
        const houses = street.houses.map((house, h) => {
          const at = i++;
          return { ...house, number: empty.includes(at) ? null : h, bis: bis.includes(at) && !empty.includes(at) };
        });
        const fenced = street.fences.map((fence, slot) => fence || (fences[(i + slot) % 33] as boolean));
        return { ...street, houses, fences: fenced };
      });
      return withSheet(state, 'p1', { ...blank, streets: streets as unknown as Sheet['streets'] });
    });

/** The same game with claims optional, so that any claim set can be asked about on its own. */
const optional = (state: GameState): GameState => ({ ...state, rules: { ...state.rules, claims: 'optional' } });

/**
 * The outcomes of every legal claim set of `choice`, found by brute force and
 * `validateChoice`: the plans a set claims, and which others could still be claimed
 * after it (some claim of theirs is valid together with the set). Undefined when
 * there are too many candidates to try.
 */
function bruteOutcomes(state: GameState, choice: Choice): Map<string, readonly PlanClaim[]> | undefined {
  const after = playMove(compactOf(state.players[0]?.sheet as Sheet), choice, contextOf(state, 0));
  if (isProblem(after)) return new Map();
  const singles = singleClaims(state, sheetOf(after));
  if (singles.reduce((n, options) => n * (options.length + 1), 1) > 4000) return undefined;
  const loose = optional(state);
  const valid = (claims: readonly PlanClaim[]) => validateChoice(loose, 'p1', { ...choice, claims }).ok;
  let sets: PlanClaim[][] = [[]];
  for (const options of singles) sets = sets.flatMap((set) => [set, ...options.map((claim) => [...set, claim])]);
  const outcomes = new Map<string, readonly PlanClaim[]>();
  for (const set of sets) {
    if (set.length === 0 || !valid(set)) continue;
    const outcome = outcomeOf(state, set, singles, valid);
    if (state.rules.claims === 'immediate' && outcome.left.length > 0) continue;
    outcomes.set(outcome.key, set);
  }
  return outcomes;
}

function outcomeOf(state: GameState, set: readonly PlanClaim[], singles: PlanClaim[][], valid: (claims: readonly PlanClaim[]) => boolean) {
  const plans = set.map((claim) => claim.plan).sort();
  const left = state.plans.flatMap((_, k) => (!plans.includes(k as 0) && (singles[k] ?? []).some((claim) => valid([...set, claim])) ? [k] : []));
  return { key: `claims ${plans.join(',')}; leaves ${left.join(',')}`, left };
}

/** The distinct claim-free skeletons of the legal choices, a few of them. */
function skeletons(state: GameState, seed: number): Choice[] {
  const seen = new Map<string, Choice>();
  for (const choice of withoutPicks(legalChoices(state, 'p1'))) {
    const { claims: _claims, reshuffle: _reshuffle, ...bare } = choice;
    seen.set(canonical(bare), bare);
  }
  const all = [...seen.values()];
  return [0, 1, 2, 3].map((i) => all[(Math.abs(seed) + i * 7919) % all.length]).filter((choice): choice is Choice => choice !== undefined);
}

/** How many outcomes the brute force found, so a run can be seen to have met some. */
const tried = { outcomes: 0, several: 0 };

function expectOnePerOutcome(state: GameState, seed: number): void {
  for (const choice of skeletons(state, seed)) {
    const brute = bruteOutcomes(state, choice);
    if (brute === undefined) continue;
    const listed = legalClaims(state, 'p1', choice);
    const loose = optional(state);
    const after = playMove(compactOf(state.players[0]?.sheet as Sheet), choice, contextOf(state, 0)) as CompactSheet; // a legal choice: no problem
    const singles = singleClaims(state, sheetOf(after));
    const valid = (claims: readonly PlanClaim[]) => validateChoice(loose, 'p1', { ...choice, claims }).ok;
    const keys = listed.map((set) => {
      expect(validateChoice(state, 'p1', { ...choice, claims: set })).toEqual({ ok: true });
      return outcomeOf(state, set, singles, valid).key;
    });
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([...brute.keys()].sort());
    tried.outcomes += brute.size;
    if (brute.size > 1) tried.several += 1;
  }
}

describe('legalClaims: one claim set per distinct outcome (rules §6)', () => {
  it.each(['original', 'collector'] as const)('%s: the outcomes listed are exactly those of every legal claim set, found by brute force, each once', (ruleset) => {
    tried.outcomes = 0;
    tried.several = 0;
    fc.assert(
      fc.property(fc.oneof(claimRichArb(ruleset), estateRichArb(ruleset)), fc.integer(), (state, seed) => expectOnePerOutcome(state, seed)),
      { numRuns: 120 },
    );
    // The sheets reach choices with claims, and some with several outcomes.
    expect(tried.outcomes).toBeGreaterThan(40);
    expect(tried.several).toBeGreaterThan(3);
  });

  it('"no estate … used twice": two open plans of estates alone that need more 4-house estates than the sheet has are claimed one at a time, never together', () => {
    // Plans 3 (4, 4), 9 (3, 6) and 14 (3, 4); complete estates of 4, 4 and 3 houses: 3 and 14 are open, 9 is not.
    const base = createGame({ players: 2, seed: 1, plans: [3, 9, 14] });
    const state = withSheet(base, 'p1', { streets: ['0 1 2 3 | 4 5 6 7 | . .', '0 1 2 | . . . . . . . .', '. . . . . . . . . . . .'] });
    const choice = withoutPicks(legalChoices(state, 'p1')).find((c) => c.type === 'build' && c.effect === undefined && c.street === 2)!;
    const sets = legalClaims(state, 'p1', choice).map((set) => set.map((claim) => claim.plan));
    expect(sets).toContainEqual([0]);
    expect(sets).toContainEqual([2]);
    expect(sets.some((set) => set.length > 1)).toBe(false);
  });

  it('"no estate … used twice": with enough estates, two open plans of estates alone are claimed together, each size\'s estates dealt to the plans in order, top street first', () => {
    const base = createGame({ players: 2, seed: 1, plans: [3, 9, 14] });
    const state = withSheet(base, 'p1', { streets: ['0 1 2 3 | 4 5 6 7 | . .', '0 1 2 | 3 4 5 6 | . . . .', '. . . . . . . . . . . .'] });
    const choice = withoutPicks(legalChoices(state, 'p1')).find((c) => c.type === 'build' && c.effect === undefined && c.street === 2)!;
    const both = legalClaims(state, 'p1', choice).filter((set) => set.length === 2);
    expect(both).toEqual([
      [
        { plan: 0, estates: [{ street: 0, start: 0, size: 4 }, { street: 0, start: 4, size: 4 }] },
        { plan: 2, estates: [{ street: 1, start: 0, size: 3 }, { street: 1, start: 3, size: 4 }] },
      ],
    ]);
  });

  it('the adversarial position: 23 complete one-house estates with plans 0 (six 1s), 6 and 12 give one set, not C(23, 6) = 100,947', () => {
    // Every house of the top and middle streets but the last of the middle one, and three of the bottom, each its own estate.
    const ones = (count: number, of: number) => Array.from({ length: of }, (_, i) => (i < count ? String(i) : '.')).join(' | ');
    const base = createGame({ players: 2, seed: 1, plans: [0, 6, 12], ruleset: 'original' });
    const state = withSheet(base, 'p1', { streets: [ones(10, 10), ones(10, 11), ones(3, 12)] });
    expect(estatesOf(state.players[0]?.sheet as Sheet).filter((estate) => estate.complete && estate.size === 1)).toHaveLength(23);
    const listed = withoutPicks(legalChoices(state, 'p1'));
    const { claims: _claims, ...choice } = listed[0]!;
    const six = [0, 1, 2, 3, 4, 5].map((start) => ({ street: 0 as const, start, size: 1 }));
    expect(legalClaims(state, 'p1', choice)).toEqual([[{ plan: 0, estates: six }]]);
    // Under immediate claims every listed choice carries that one set.
    expect(listed.every((c) => canonical(c.claims) === canonical([{ plan: 0, estates: six }]))).toBe(true);
  });
});
