import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  canRefuse,
  eachLegalChoice,
  isPick,
  legalBuilds,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  placements,
  previewChoice,
  bisTargets,
  validateChoice,
  type Choice,
  type GameState,
  type HouseRef,
  type PlanClaim,
  SHEET_KINDS,
} from '../../src/index.js';
import { claimRichArb } from '../support/claim-rich.js';
import { canonical } from '../support/oracles.js';
import { allVariantsArb, gameParamsArb, playedGame } from '../support/random-play.js';
import { withoutPicks } from './steps.js';

/** An expert player's state after a legal pick chosen by `seed`, so that builds can be listed; the state itself otherwise. */
function afterPick(state: GameState, playerId: string, seed: number): GameState {
  const player = state.players.find((p) => p.id === playerId);
  if (!state.variants.expert || player?.pick !== null) return state;
  const picks = legalChoices(state, playerId).filter(isPick);
  return applyChoice(state, playerId, picks[Math.abs(seed) % picks.length]!);
}

/** Games early on (0–3 rounds), where roundabouts can still go anywhere, with every variant. */
const openingArb: fc.Arbitrary<[GameState, number]> = fc
  .tuple(allVariantsArb, fc.integer({ min: 0, max: 3 }), fc.integer())
  .map(([params, rounds, seed]): [GameState, number] => [playedGame(params, rounds), seed])
  .filter(([state]) => state.status === 'choosing');

/** Games of any variants, a few rounds in. */
const anyGameArb: fc.Arbitrary<[GameState, number]> = fc
  .tuple(gameParamsArb, fc.integer({ min: 0, max: 12 }), fc.integer())
  .map(([params, rounds, seed]): [GameState, number] => [playedGame(params, rounds), seed])
  .filter(([state]) => state.status === 'choosing');

const stripClaims = (choice: Choice): Choice => {
  const { claims: _claims, ...bare } = choice;
  return bare;
};

/** The choices reached by walking the step queries: roundabout, then refusal or pair, placement, build, claims. */
function walkedChoices(state: GameState, playerId: string): string[] {
  const found: string[] = [];
  const add = (choice: Choice) => {
    const sets = legalClaims(state, playerId, choice);
    if (sets.length === 0 || state.rules.claims === 'optional') found.push(canonical(choice));
    if (state.rules.claims === 'immediate') { for (const claims of sets) found.push(canonical({ ...choice, claims })); }
  };
  const card = state.variants.expert ? state.players.find((p) => p.id === playerId)?.pick : undefined;
  for (const roundabout of [undefined, ...legalRoundabouts(state, playerId)] as (HouseRef | undefined)[]) {
    if (canRefuse(state, playerId, roundabout)) {
      add({ type: 'refuse', ...(roundabout === undefined ? {} : { roundabout }), ...(card === undefined || card === null ? {} : { card }) });
    }
    for (const pair of legalPairs(state, playerId, roundabout)) {
      for (const placement of placements(state, playerId, pair, roundabout)) {
        for (const build of legalBuilds(state, playerId, pair, placement, roundabout)) add(build);
      }
    }
  }
  return found;
}

/** Checks that each listed choice carries exactly the claim sets legalClaims gives for it, and validates. */
function expectCompulsoryClaimsListed(state: GameState, player: string): void {
  const bySkeleton = new Map<string, string[]>();
  for (const choice of withoutPicks(legalChoices(state, player))) {
    const key = canonical(stripClaims(choice));
    bySkeleton.set(key, [...(bySkeleton.get(key) ?? []), canonical(choice.claims ?? [])]);
    expect(validateChoice(state, player, choice)).toEqual({ ok: true });
  }
  for (const [key, claims] of bySkeleton) {
    const skeleton = JSON.parse(key) as Choice;
    const sets = legalClaims(state, player, skeleton).map((set: readonly PlanClaim[]) => canonical(set));
    expect(claims.sort()).toEqual(sets.length === 0 ? [canonical([])] : sets.sort());
    if (sets.length > 0) expect(validateChoice(state, player, skeleton)).toMatchObject({ ok: false, code: 'claim/required' });
  }
}

describe('the enumeration, step by step and all at once', () => {
  it('eachLegalChoice yields legalChoices, in the same order', () => {
    fc.assert(
      fc.property(anyGameArb, ([state, seed]) => {
        const player = state.players[0]?.id as string;
        const ready = afterPick(state, player, seed);
        expect([...eachLegalChoice(ready, player)]).toEqual(legalChoices(ready, player));
      }),
      { numRuns: 30 },
    );
  });

  it('walking roundabout → pair → placement → build → claims reaches exactly legalChoices', () => {
    fc.assert(
      fc.property(anyGameArb, ([state, seed]) => {
        const player = state.players[0]?.id as string;
        const ready = afterPick(state, player, seed);
        const listed = withoutPicks(legalChoices(ready, player)).map(canonical).sort();
        expect(walkedChoices(ready, player).sort()).toEqual(listed);
      }),
      { numRuns: 30 },
    );
  });

  it.each(SHEET_KINDS)('on the %s sheet: every listed choice validates, and the walk reaches exactly the list', (sheet) => {
    fc.assert(
      fc.property(
        fc.tuple(gameParamsArb, fc.integer({ min: 0, max: 12 }), fc.integer()).map(([params, rounds, seed]): [GameState, number] => [playedGame({ ...params, sheet }, rounds), seed]),
        ([state, seed]) => {
          if (state.status === 'over') return;
          const player = state.players[0]?.id as string;
          const ready = afterPick(state, player, seed);
          const listed = legalChoices(ready, player);
          for (const choice of listed) expect(validateChoice(ready, player, choice)).toEqual({ ok: true });
          expect(walkedChoices(ready, player).sort()).toEqual(listed.map(canonical).sort());
        },
      ),
      { numRuns: 12 },
    );
  });

  it('with every variant on, early in the game: the walk equals the list, and a sample of it validates', () => {
    fc.assert(
      fc.property(openingArb, ([state, seed]) => {
        const player = state.players[0]?.id as string;
        const ready = afterPick(state, player, seed);
        const listed = withoutPicks(legalChoices(ready, player));
        expect(walkedChoices(ready, player).sort()).toEqual(listed.map(canonical).sort());
        expect(listed.some((choice) => choice.roundabout !== undefined)).toBe(legalRoundabouts(ready, player).length > 0);
        // Every choice would take minutes; every 97th, from a random offset, covers each roundabout.
        for (let i = Math.abs(seed) % 97; i < listed.length; i += 97) expect(validateChoice(ready, player, listed[i]!)).toEqual({ ok: true });
      }),
      { numRuns: 12 },
    );
  });

  it('under immediate claims a choice is listed once with each claim set legalClaims gives, and only then', () => {
    fc.assert(
      fc.property(
        anyGameArb.filter(([state]) => state.rules.claims === 'immediate'),
        ([state, seed]) => {
          const player = state.players[0]?.id as string;
          expectCompulsoryClaimsListed(afterPick(state, player, seed), player);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('so too on sheets where a number, a fence, a bis copy or a roundabout is about to fulfil a plan', () => {
    fc.assert(
      fc.property(claimRichArb('original'), (state) => {
        expectCompulsoryClaimsListed(state, 'p1');
      }),
      { numRuns: 60 },
    );
  });

  it('a bis pair\'s builds copy exactly into the houses bisTargets gives once its number is written (rules §5: "including the number just written")', () => {
    fc.assert(
      fc.property(anyGameArb, ([state, seed]) => {
        if (state.rules.claims !== 'optional') return;
        const player = state.players[0]?.id as string;
        const ready = afterPick(state, player, seed);
        const builds = legalChoices(ready, player).filter((choice): choice is Extract<Choice, { type: 'build' }> => choice.type === 'build');
        const key = (choice: Extract<Choice, { type: 'build' }>) => JSON.stringify([choice.pair, choice.street, choice.house, choice.roundabout, choice.truck]);
        const listed = new Map<string, unknown[]>();
        for (const choice of builds) if (choice.effect?.type === 'bis') listed.set(key(choice), [...(listed.get(key(choice)) ?? []), choice.effect]);
        for (const plain of builds.filter((choice) => choice.effect === undefined && listed.has(key(choice)))) {
          const written = previewChoice(ready, player, plain).sheet;
          const expected = bisTargets(written, ready.rules).map((target) => ({ type: 'bis', ...target }));
          expect(listed.get(key(plain))).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
