import fc from 'fast-check';
import type { RuleOptions } from '../../src/rules/rulesets.js';
import {
  CONES,
  EGG_SPOTS,
  PLANS,
  SHEET_LAYOUT,
  TEMP_BOXES,
  TRACKS,
  TRUCK_STARTS,
  emptySheet,
  type Cone,
  type House,
  type HouseUse,
  type Season,
  type Sheet,
  type Street,
  type StreetBonus,
  type Truck,
} from '../../src/index.js';

type Kind = 'empty' | 'written' | 'bis' | 'roundabout';

const kindArb: fc.Arbitrary<Kind> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Kind>('empty') },
  { weight: 6, arbitrary: fc.constant<Kind>('written') },
  { weight: 1, arbitrary: fc.constant<Kind>('bis') },
  { weight: 1, arbitrary: fc.constant<Kind>('roundabout') },
);

/** A street whose numbers are legal: strictly increasing per roundabout segment, bis copies beside their equal. */
function streetArb(index: 0 | 1 | 2): fc.Arbitrary<Street> {
  const template = emptySheet().streets[index];
  const size = SHEET_LAYOUT[index].houses;
  return fc
    .record({
      kinds: fc.array(kindArb, { minLength: size, maxLength: size }),
      numbers: fc.uniqueArray(fc.integer({ min: 0, max: 17 }), { minLength: 18, maxLength: 18 }),
      fences: fc.array(fc.boolean(), { minLength: size - 1, maxLength: size - 1 }),
      used: fc.array(fc.constantFrom<HouseUse>(false, 'estate', 'house'), { minLength: size, maxLength: size }),
      built: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
      parks: fc.integer({ min: 0, max: SHEET_LAYOUT[index].parks.length - 1 }),
    })
    .map(({ kinds, numbers, fences, used, built, parks }) => {
      const houses: House[] = [];
      const fenceRow = [true, ...fences, true];
      let segment: number[] = [];
      const flush = () => {
        const sorted = numbers.slice(0, segment.length).sort((a, b) => a - b);
        segment.forEach((house, i) => {
          const h = houses[house] as House;
          houses[house] = { ...h, number: sorted[i] as number };
        });
        segment = [];
      };
      kinds.forEach((kind, house) => {
        const printed = template.houses[house] as House;
        const previous = houses[house - 1];
        if (kind === 'roundabout') {
          flush();
          houses.push({ ...printed, roundabout: true });
          fenceRow[house] = true;
          fenceRow[house + 1] = true;
        } else if (kind === 'bis' && previous !== undefined && !previous.roundabout && previous.number !== null) {
          houses.push({ ...previous, bis: true, used: used[house] as HouseUse, pool: printed.pool });
        } else if (kind === 'written' || kind === 'bis') {
          segment.push(house);
          houses.push({
            ...printed,
            number: 0,
            used: used[house] as HouseUse,
            pool: printed.pool === 'printed' && built[house] ? 'built' : printed.pool,
          });
        } else {
          houses.push(printed);
        }
      });
      flush();
      // Re-copy bis numbers from their left neighbour now that every number is known.
      for (let house = 1; house < houses.length; house++) {
        const h = houses[house] as House;
        const left = houses[house - 1] as House;
        if (h.bis) houses[house] = { ...h, number: left.number };
      }
      return { houses, fences: fenceRow, parks };
    });
}

/** Points a plan box of `deck` can hold: nothing yet, or a value of one of that deck's plans. */
const planPointsArb = (deck: number) =>
  fc.oneof(
    fc.constant(null),
    fc.constantFrom(...new Set(PLANS.filter((plan) => plan.deck === deck).flatMap((plan) => [plan.first, plan.later]))),
  );

/** A sheet with legal streets and every track within its bounds. */
export const sheetArb: fc.Arbitrary<Sheet> = fc.record({
  streets: fc.tuple(streetArb(0), streetArb(1), streetArb(2)),
  pools: fc.integer({ min: 0, max: TRACKS.pool.length - 1 }),
  temps: fc.integer({ min: 0, max: TEMP_BOXES }),
  bis: fc.integer({ min: 0, max: TRACKS.bis.length - 1 }),
  refusals: fc.integer({ min: 0, max: TRACKS.refusal.length - 1 }),
  roundabouts: fc.integer({ min: 0, max: TRACKS.roundabout.length - 1 }),
  improvements: fc.tuple(...TRACKS.estates.map((values) => fc.integer({ min: 0, max: values.length - 1 }))),
  plans: fc.tuple(planPointsArb(1), planPointsArb(2), planPointsArb(3)),
  season: fc.constant<Season>({ kind: 'classic' }),
});

/** Per street, a value for each printed feature (`counts[house] > 0`) and `null` elsewhere. */
function rowsArb<T>(counts: readonly (readonly number[])[], value: (count: number) => fc.Arbitrary<T>): fc.Arbitrary<[(T | null)[], (T | null)[], (T | null)[]]> {
  const row = (street: readonly number[]) => fc.tuple(...street.map((count) => (count > 0 ? value(count) : fc.constant(null))));
  return fc.tuple(row(counts[0] ?? []), row(counts[1] ?? []), row(counts[2] ?? [])) as fc.Arbitrary<[(T | null)[], (T | null)[], (T | null)[]]>;
}

const truckArb = (street: 0 | 1 | 2, start: 'left' | 'right' | null): fc.Arbitrary<Truck> => {
  const at = fc.option(fc.integer({ min: 0, max: SHEET_LAYOUT[street].houses - 1 }), { nil: null });
  if (start !== null) return at.map((house) => ({ from: start, at: house }));
  return fc.oneof(fc.constant<Truck>({ from: null, at: null }), fc.record({ from: fc.constantFrom<'left' | 'right'>('left', 'right'), at }));
};

/** What a seasonal sheet adds, every field within what the printed sheet allows. */
export const seasonArb: fc.Arbitrary<Season> = fc.oneof(
  fc.constant<Season>({ kind: 'classic' }),
  fc.constant<Season>({ kind: 'christmas' }),
  fc.record({
    kind: fc.constant('ice-cream' as const),
    trucks: fc.tuple(truckArb(0, TRUCK_STARTS[0]), truckArb(1, TRUCK_STARTS[1]), truckArb(2, TRUCK_STARTS[2])),
    cones: rowsArb<Cone>(CONES, () => fc.constantFrom<Cone>('open', 'sold', 'lost')),
    bonuses: fc.tuple(...[0, 1, 2].map(() => fc.constantFrom<StreetBonus>('open', 'won', 'lost'))) as fc.Arbitrary<[StreetBonus, StreetBonus, StreetBonus]>,
  }),
  fc.record({ kind: fc.constant('eggs' as const), eggs: rowsArb(EGG_SPOTS, (count) => fc.integer({ min: 0, max: count })) }),
);

/** A sheet of any kind: {@link sheetArb} with a season. */
export const anySheetArb: fc.Arbitrary<Sheet> = fc.tuple(sheetArb, seasonArb).map(([sheet, season]) => ({ ...sheet, season }));

/** Rule options overridden as a game's options may override them (`GameOptions.rules`). */
export type RuleOverrides = { -readonly [K in keyof RuleOptions]?: RuleOptions[K] };

/** Any set of rule overrides, each rule option left out or given any of its values. */
export const ruleOverridesArb: fc.Arbitrary<RuleOverrides> = fc.record(
  {
    bisAcrossFence: fc.boolean(),
    claims: fc.constantFrom('optional' as const, 'immediate' as const),
    refusalTest: fc.constantFrom('printed' as const, 'playable-pairs' as const),
    stackRebuild: fc.constantFrom('separate' as const, 'together' as const),
    reshuffleOnFirstClaim: fc.boolean(),
    tieBreak: fc.constantFrom('estates' as const, 'estates-by-size' as const),
  },
  { requiredKeys: [] },
);

/** Every variant on or off. */
export const variantsArb = fc.record({ advancedPlans: fc.boolean(), roundabouts: fc.boolean(), expert: fc.boolean() });
