import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  canRefuse,
  eachLegalChoice,
  legalBuilds,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  placements,
  validateChoice,
  type Choice,
  type GameState,
  type HouseRef,
  type PickChoice,
  type PlanClaim,
  type Sheet,
  type Cone,
  type Season,
  type SheetKind,
  createGame,
  emptySheet,
  EGG_SPOTS,
  EGGS_PER_NUMBER,
  SHEET_KINDS,
  EFFECTS,
  PLANS,
} from '../../src/index.js';
import { sheetArb } from '../support/arbitraries.js';
import { stacksFor, withSheet, type PairText } from '../support/helpers.js';
import { canonical } from '../support/oracles.js';
import { allVariantsArb, gameParamsArb, playedGame } from '../support/random-play.js';

/** An expert player's state after a legal pick chosen by `seed`, so that builds can be listed; the state itself otherwise. */
function afterPick(state: GameState, playerId: string, seed: number): GameState {
  const player = state.players.find((p) => p.id === playerId);
  if (!state.variants.expert || player?.pick !== null) return state;
  const picks = legalChoices(state, playerId) as PickChoice[];
  return applyChoice(state, playerId, picks[Math.abs(seed) % picks.length] as PickChoice);
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
    if (state.rules.claims === 'immediate') for (const claims of sets) found.push(canonical({ ...choice, claims }));
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

/** A pair of the offer, as the helpers write it: any number 1–15 with any effect. */
const pairTextArb: fc.Arbitrary<PairText> = fc
  .tuple(fc.integer({ min: 1, max: 15 }), fc.constantFrom(...EFFECTS))
  .map(([number, effect]) => `${number} ${effect}` as PairText);

/**
 * Immediate claims on sheets full of nearly complete estates (any legal-looking sheet,
 * any three plans of the right decks, roundabouts on): where a build, its effect or a
 * roundabout is about to fulfil a plan.
 */
const claimRichArb: fc.Arbitrary<GameState> = fc
  .record({
    sheet: sheetArb,
    plans: fc.tuple(...([1, 2, 3] as const).map((deck) => fc.constantFrom(...PLANS.filter((plan) => plan.deck === deck && plan.season === null).map((plan) => plan.id)))),
    seed: fc.integer(),
    offer: fc.tuple(pairTextArb, pairTextArb, pairTextArb),
    roundabouts: fc.boolean(),
    kind: fc.constantFrom(...SHEET_KINDS),
    season: fc.nat(),
    cones: fc.array(fc.constantFrom<Cone>('open', 'sold', 'lost'), { minLength: 33, maxLength: 33 }),
  })
  .map(({ sheet, plans, seed, offer, roundabouts, kind, season, cones }) => {
    // On a seasonal sheet, plan deck 3 is one of the sheet's own (rules §11).
    const own = PLANS.filter((plan) => plan.deck === 3 && plan.season === kind).map((plan) => plan.id);
    const chosen = [plans[0], plans[1], kind === 'classic' ? plans[2] : (own[season % 3] as number)] as [number, number, number];
    // Plan 24 needs a roundabout, so it comes with the roundabouts variant (rules §10.2).
    const variants = { advancedPlans: true, roundabouts: roundabouts || chosen.includes(24) };
    const state = createGame({ players: 2, ruleset: 'original', seed, plans: chosen, variants, sheet: kind, stacks: stacksFor(offer) });
    // No used marks and no claimed plan: every complete estate is free, so plans are often one house from fulfilled.
    const streets = sheet.streets.map((street) => ({ ...street, houses: street.houses.map((house) => ({ ...house, used: false as const })) }));
    return withSheet(state, 'p1', { ...sheet, streets: streets as unknown as Sheet['streets'], plans: [null, null, null], season: seasonFor(kind, streets, cones) });
  });

/** A season for a claim-rich sheet: random cones (sold only on written houses), or the eggs its numbers collect. */
function seasonFor(kind: SheetKind, streets: readonly { houses: readonly { number: number | null }[] }[], marks: readonly Cone[]): Season {
  const empty = emptySheet(kind).season;
  let i = 0;
  switch (empty.kind) {
    case 'classic':
    case 'christmas':
      return empty;
    case 'ice-cream': {
      const cones = empty.cones.map((street, s) =>
        street.map((cone, h) => {
          const mark = marks[i++ % marks.length] as Cone;
          return cone === null ? null : mark === 'sold' && streets[s]?.houses[h]?.number === null ? 'open' : mark;
        }),
      ) as [Cone[], Cone[], Cone[]];
      return { ...empty, cones };
    }
    case 'eggs': {
      const eggs = EGG_SPOTS.map((street, s) =>
        street.map((spot, h) => {
          const number = streets[s]?.houses[h]?.number ?? null;
          return spot === 0 ? null : number === null ? 0 : Math.min(spot, EGGS_PER_NUMBER[number] ?? 0);
        }),
      ) as [(number | null)[], (number | null)[], (number | null)[]];
      return { kind: 'eggs', eggs };
    }
  }
}

/** Checks that each listed choice carries exactly the claim sets legalClaims gives for it, and validates. */
function expectCompulsoryClaimsListed(state: GameState, player: string): void {
  const bySkeleton = new Map<string, string[]>();
  for (const choice of legalChoices(state, player) as Choice[]) {
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
        const listed = (legalChoices(ready, player) as Choice[]).map(canonical).sort();
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
          const listed = legalChoices(ready, player) as Choice[];
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
        const listed = legalChoices(ready, player) as Choice[];
        expect(walkedChoices(ready, player).sort()).toEqual(listed.map(canonical).sort());
        expect(listed.some((choice) => choice.roundabout !== undefined)).toBe(legalRoundabouts(ready, player).length > 0);
        // Every choice would take minutes; every 97th, from a random offset, covers each roundabout.
        for (let i = Math.abs(seed) % 97; i < listed.length; i += 97) expect(validateChoice(ready, player, listed[i] as Choice)).toEqual({ ok: true });
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
      fc.property(claimRichArb, (state) => {
        expectCompulsoryClaimsListed(state, 'p1');
      }),
      { numRuns: 60 },
    );
  });
});
