import fc from 'fast-check';
import {
  createGame,
  emptySheet,
  EFFECTS,
  EGG_SPOTS,
  EGGS_PER_NUMBER,
  PLANS,
  SHEET_KINDS,
  type Cone,
  type GameState,
  type RulesetName,
  type Season,
  type Sheet,
  type SheetKind,
} from '../../src/index.js';
import { sheetArb } from './arbitraries.js';
import { stacksFor, withSheet, type PairText } from './helpers.js';

/** A pair of the offer, as the helpers write it: any number 1–15 with any effect. */
const pairTextArb: fc.Arbitrary<PairText> = fc
  .tuple(fc.integer({ min: 1, max: 15 }), fc.constantFrom(...EFFECTS))
  .map(([number, effect]) => `${number} ${effect}` as PairText);

/**
 * Claims on sheets full of nearly complete estates (any legal-looking sheet,
 * any three plans of the right decks, roundabouts on): where a build, its effect or a
 * roundabout is about to fulfil a plan.
 */
export const claimRichArb = (ruleset: RulesetName): fc.Arbitrary<GameState> =>
  fc
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
      const state = createGame({ players: 2, ruleset, seed, plans: chosen, variants, sheet: kind, stacks: stacksFor(offer) });
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
        })
      ) as [Cone[], Cone[], Cone[]];
      return { ...empty, cones };
    }
    case 'eggs': {
      const eggs = EGG_SPOTS.map((street, s) =>
        street.map((spot, h) => {
          const number = streets[s]?.houses[h]?.number ?? null;
          return spot === 0 ? null : number === null ? 0 : Math.min(spot, EGGS_PER_NUMBER[number] ?? 0);
        })
      ) as [(number | null)[], (number | null)[], (number | null)[]];
      return { kind: 'eggs', eggs };
    }
  }
}
