import type { RuleErrorCode } from '../../errors/messages.js';
import { LAYOUT, STREETS, type StreetIndex } from '../../rules/layout.js';
import type { PlanCondition, PlanRequirement } from '../../rules/plans.js';
import { EGG_SPOTS, EGGS_PER_NUMBER, TRUCK_STARTS } from '../../rules/seasons.js';
import { BIS_PLAN_HOUSES, checkCondition } from '../compact/conditions.js';
import { forEachEstate } from '../compact/estates.js';
import { readCompact } from '../compact/json.js';
import type { CompactSheet } from '../compact/compact.js';
import type { SeasonOf } from '../seasons/types.js';
import type { House, Sheet, Street } from '../types.js';
import { field, item, type Findings } from './findings.js';
import { housePath } from './read-sheet.js';

/**
 * A plan as {@link validateSheet} needs it: what it requires, its values, and whether
 * it is approved when known. A game's {@link PlanState}s and {@link PLANS} entries are
 * such plans.
 *
 * @example
 * ```ts
 * import { PLANS, type PlanLike } from 'welcome-to-engine';
 * const plans: PlanLike[] = [PLANS[0]!, PLANS[6]!, PLANS[12]!];
 * ```
 *
 * @group Positions
 */
export interface PlanLike {
  /** What it asks for. */
  readonly requirement: PlanRequirement;
  /** Its value for its first claimants. */
  readonly first: number;
  /** Its value once approved. */
  readonly later: number;
  /** Whether it is approved; left out, not checked. */
  readonly approved?: boolean | undefined;
}

/** What the game around a sheet tells the checks; each part left out is not checked. */
export interface SheetRulesContext {
  /** Whether a bis copy may stand across a fence from its source (`collector`). */
  readonly bisAcrossFence?: boolean | undefined;
  /** Whether the roundabouts variant is on. */
  readonly roundabouts?: boolean | undefined;
  /** The game's three plans. */
  readonly plans?: readonly PlanLike[] | undefined;
}

type Report = (code: RuleErrorCode, path: string, message: string) => void;

const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

/** Houses written as part of a build (not a bis copy, not a roundabout): one each round a player builds. */
const built = (house: House) => house.number !== null && !house.bis && !house.roundabout;

function checkFencesAndRoundabouts(street: Street, s: StreetIndex, path: string, ctx: SheetRulesContext, report: Report): void {
  const streetPath = item(field(path, 'streets'), s);
  const last = street.houses.length;
  if (!street.fences[0] || !street.fences[last]) {
    report('sheet/fence', field(streetPath, 'fences'), `must be true at both ends (slots 0 and ${last}): the street's ends are fenced`);
  }
  street.houses.forEach((house, h) => {
    if (!house.roundabout) return;
    const at = housePath(path, s, h);
    if (ctx.roundabouts === false) report('sheet/roundabout', at, 'is a roundabout, but the roundabouts variant is off');
    if (house.number !== null || house.bis || house.used !== false || house.pool === 'built') {
      report('sheet/roundabout', at, 'is a roundabout, which holds no number, bis, built pool or used mark');
    }
    if (!street.fences[h] || !street.fences[h + 1]) report('sheet/roundabout', at, `is a roundabout, which has fences on both sides (slots ${h} and ${h + 1})`);
  });
}

/**
 * Numbers increase from left to right on each side of a roundabout; a run of equal
 * numbers next to each other is one number and its bis copies
 * ([rules §4.1](../../../docs/rules.md#41-building-a-number), [§5](../../../docs/rules.md#5-effects)).
 */
function checkOrder(street: Street, s: StreetIndex, path: string, ctx: SheetRulesContext, report: Report): void {
  let previous: { number: number; house: number } | undefined;
  let runStart = -1;
  const closeRun = (end: number) => {
    if (runStart < 0) return;
    const run = street.houses.slice(runStart, end + 1).filter((house) => house.number === street.houses[runStart]?.number);
    const sources = run.filter((house) => !house.bis).length;
    if (sources === 0) report('sheet/bis', housePath(path, s, runStart), `starts a run of bis copies of ${run[0]?.number} with no house they copy`);
    if (sources > 1)
      report('sheet/order', housePath(path, s, runStart), `starts a run holding ${run[0]?.number} ${sources} times without bis: a number is written once a street, and copied only by bis`);
    runStart = -1;
  };
  street.houses.forEach((house, h) => {
    if (house.roundabout) {
      closeRun(h - 1);
      previous = undefined;
      return;
    }
    if (house.number === null) return;
    const at = field(housePath(path, s, h), 'number');
    if (previous !== undefined && house.number === previous.number && previous.house === h - 1) {
      if (runStart < 0) runStart = h - 1;
      if (ctx.bisAcrossFence === false && street.fences[h])
        report(
          'sheet/fence',
          item(field(item(field(path, 'streets'), s), 'fences'), h),
          `stands between two houses holding ${house.number}: in this ruleset no fence parts a bis copy from its source`,
        );
    } else {
      closeRun(h - 1);
      if (previous !== undefined && house.number <= previous.number) {
        report(
          'sheet/order',
          at,
          `is ${house.number}, right of ${previous.number} in house ${previous.house}: numbers must increase from left to right${
            house.number === previous.number ? ', and only a bis copy next to its source repeats one' : ''
          }`,
        );
      }
    }
    previous = { number: house.number, house: h };
  });
  closeRun(street.houses.length - 1);
  street.houses.forEach((house, h) => {
    if (!house.bis) return;
    const at = housePath(path, s, h);
    if (house.number === null) return report('sheet/bis', at, 'is marked bis but holds no number');
    const twin = (n: number) => {
      const other = street.houses[n];
      return other !== undefined && !other.roundabout && other.number === house.number;
    };
    if (!twin(h - 1) && !twin(h + 1)) report('sheet/bis', at, `is a bis copy of ${house.number}, but neither neighbour holds ${house.number}`);
  });
}

function checkHouses(street: Street, s: StreetIndex, path: string, report: Report): void {
  street.houses.forEach((house, h) => {
    const at = housePath(path, s, h);
    if (house.pool === 'built' && !built(house)) report('sheet/pool', field(at, 'pool'), 'is built, but only the house a number was built in builds its pool (no empty house, bis copy or roundabout)');
    if (house.used !== false && (house.number === null || house.roundabout)) report('sheet/used', field(at, 'used'), 'marks a house without a number as used for a plan');
  });
  const builds = street.houses.filter(built).length;
  if (street.parks > builds) {
    report(
      'sheet/track',
      field(item(field(path, 'streets'), s), 'parks'),
      `has ${street.parks} parks crossed, but only ${builds} numbers were built in the ${STREET_NAMES[s]} street: a park is crossed by a build there`,
    );
  }
}

/** Each track counts what the streets show: built pools, bis copies, roundabouts; and no more effects than builds. */
function checkTracks(sheet: Sheet, path: string, report: Report): void {
  const houses = sheet.streets.flatMap((street) => street.houses);
  const count = (test: (house: House) => boolean) => houses.filter(test).length;
  const shown: readonly ['pools' | 'bis' | 'roundabouts', number, string][] = [
    ['pools', count((house) => house.pool === 'built'), 'built pools'],
    ['bis', count((house) => house.bis), 'bis copies'],
    ['roundabouts', count((house) => house.roundabout), 'roundabouts'],
  ];
  for (const [track, streets, what] of shown) {
    if (sheet[track] !== streets) report('sheet/track', field(path, track), `has ${sheet[track]} boxes crossed, but the streets show ${streets} ${what}`);
  }
  let fences = 0;
  for (const street of sheet.streets) {
    for (let slot = 1; slot < street.houses.length; slot++) {
      if (street.fences[slot] && !street.houses[slot - 1]?.roundabout && !street.houses[slot]?.roundabout) fences += 1;
    }
  }
  const parks = sheet.streets.reduce((sum, street) => sum + street.parks, 0);
  const improvements = sheet.improvements.reduce((sum, marks) => sum + marks, 0);
  const effects = parks + sheet.pools + sheet.temps + improvements + sheet.bis + fences;
  const builds = count(built);
  if (effects > builds) {
    report(
      'sheet/track',
      path === '' ? 'streets' : field(path, 'streets'),
      `show ${builds} numbers built, but ${effects} effects used (${fences} fences, ${parks} parks, ${sheet.pools} pools, ${sheet.temps} temps, ${improvements} improvements, ${sheet.bis} bis): a build uses at most one effect`,
    );
  }
}

/** Used marks: whole complete estates (`'estate'`), and only when a plan was claimed. */
function checkUsedEstates(sheet: Sheet, path: string, report: Report): number[] {
  const usedSizes: number[] = [];
  const compact = compactOfRead(sheet);
  sheet.streets.forEach((street, s) => {
    forEachEstate(compact, s, (start, size, complete) => {
      const houses = street.houses.slice(start, start + size);
      const estate = houses.filter((house) => house.used === 'estate').length;
      if (estate === 0) return;
      const at = housePath(path, s, start);
      if (estate < size || !complete) report('sheet/used', at, `starts an estate of ${size} houses, ${estate} of them used as an estate: a plan uses a whole complete estate of 1 to 6 houses`);
      else if (houses.some((house) => house.used === 'house')) report('sheet/used', at, 'starts an estate used both as an estate and as houses');
      else usedSizes.push(size);
    });
  });
  const anyUsed = sheet.streets.some((street) => street.houses.some((house) => house.used !== false));
  if (anyUsed && sheet.plans.every((points) => points === null)) report('sheet/used', field(path, 'plans'), 'are all unclaimed, but houses are marked used for a plan');
  return usedSizes;
}

/** The houses a claimed condition plan marks used, when they follow from the sheet (plans 18, 19 and 22). */
function fixedHouses(sheet: Sheet, condition: PlanCondition): { street: StreetIndex; house: number }[] | undefined {
  const whole = (s: StreetIndex) => sheet.streets[s].houses.flatMap((house, h) => (house.roundabout ? [] : [{ street: s, house: h }]));
  switch (condition) {
    case 'top-street-full':
      return whole(0);
    case 'bottom-street-full':
      return whole(2);
    case 'street-ends':
      return STREETS.flatMap((s) => [
        { street: s, house: 0 },
        { street: s, house: LAYOUT[s].houses - 1 },
      ]);
    default:
      return undefined;
  }
}

/** Whether a claimed condition holds on the sheet, its used houses counting as they did when claimed. */
function conditionHolds(sheet: Sheet, condition: PlanCondition): boolean {
  const fixed = fixedHouses(sheet, condition);
  if (fixed !== undefined) {
    if (condition === 'street-ends') return fixed.every((ref) => sheet.streets[ref.street].houses[ref.house]?.number !== null);
    return sheet.streets[fixed[0]?.street ?? 0].houses.every((house) => house.number !== null || house.roundabout);
  }
  if (condition === 'five-bis-in-one-street') return true; // checked with the used houses
  return checkCondition(compactOfRead(sheet), condition).met;
}

const sorted = (sizes: readonly number[]) => [...sizes].sort((a, b) => a - b).join(', ');

function checkPlans(sheet: Sheet, path: string, plans: readonly PlanLike[], usedSizes: readonly number[], report: Report): void {
  const claimedSizes: number[] = [];
  const expectedHouses = new Set<string>();
  let bisPlan = false;
  sheet.plans.forEach((points, k) => {
    const plan = plans[k];
    if (points === null || plan === undefined) return;
    const at = item(field(path, 'plans'), k);
    if (points !== plan.first && points !== plan.later) report('sheet/plan', at, `holds ${points}, but plan ${k} is worth ${plan.first} to its first claimants and ${plan.later} later`);
    if (plan.approved === false) report('sheet/plan', at, `holds points, but plan ${k} is not approved: a claim approves it`);
    const requirement = plan.requirement;
    if (requirement.type === 'estates') {
      claimedSizes.push(...requirement.sizes);
      return;
    }
    if (!conditionHolds(sheet, requirement.condition)) report('sheet/plan', at, `holds points, but the sheet does not meet plan ${k}'s condition (${requirement.condition})`);
    if (requirement.condition === 'five-bis-in-one-street') bisPlan = true;
    for (const ref of fixedHouses(sheet, requirement.condition) ?? []) {
      const key = `${ref.street}:${ref.house}`;
      if (expectedHouses.has(key)) report('sheet/used', at, `is claimed, but its houses were already used by another claimed plan (house ${ref.house} of the ${STREET_NAMES[ref.street]} street)`);
      expectedHouses.add(key);
    }
  });
  if (sorted(claimedSizes) !== sorted(usedSizes)) {
    report('sheet/used', field(path, 'plans'), `claim estates of ${sorted(claimedSizes) || 'no size'}, but the estates marked used are of ${sorted(usedSizes) || 'no size'}`);
  }
  const houseUsed: { street: StreetIndex; house: number; bis: boolean }[] = [];
  sheet.streets.forEach((street, s) => street.houses.forEach((house, h) => house.used === 'house' && houseUsed.push({ street: s as StreetIndex, house: h, bis: house.bis })));
  for (const key of expectedHouses) {
    const [s, h] = key.split(':').map(Number) as [StreetIndex, number];
    if (sheet.streets[s].houses[h]?.used !== 'house') report('sheet/used', field(housePath(path, s, h), 'used'), `must be "house": a claimed plan uses this house`);
  }
  const rest = houseUsed.filter((ref) => !expectedHouses.has(`${ref.street}:${ref.house}`));
  const bisOk = rest.length === BIS_PLAN_HOUSES && rest.every((ref) => ref.bis && ref.street === rest[0]?.street);
  if (bisPlan ? !bisOk : rest.length > 0) {
    const first = rest[0] ?? { street: 0 as StreetIndex, house: 0 };
    report(
      'sheet/used',
      field(housePath(path, first.street, first.house), 'used'),
      bisPlan
        ? `is one of ${rest.length} houses used as houses beyond the claimed plans' own; plan 20 uses exactly ${BIS_PLAN_HOUSES} bis copies of one street`
        : 'is used as a house, but no claimed plan uses it',
    );
  }
}

function checkIceCream(sheet: Sheet, season: SeasonOf<'ice-cream'>, path: string, report: Report): void {
  STREETS.forEach((s) => {
    const street = sheet.streets[s];
    const truck = season.trucks[s];
    const truckPath = item(field(field(path, 'season'), 'trucks'), s);
    const written = street.houses.flatMap((house, h) => (house.number !== null && !house.roundabout ? [h] : []));
    const fixed = TRUCK_STARTS[s];
    if (fixed !== null && truck.from !== fixed) return report('sheet/season', field(truckPath, 'from'), `must be "${fixed}": the ${STREET_NAMES[s]} truck always starts there`);
    if (truck.from === null && (written.length > 0 || truck.at !== null)) {
      report('sheet/season', field(truckPath, 'from'), 'is null, but the bottom street holds numbers: its first number chose where its truck starts');
    }
    const at = written.length === 0 || truck.from === null ? null : truck.from === 'right' ? Math.min(...written) : Math.max(...written);
    if (truck.from !== null && truck.at !== at)
      report('sheet/season', field(truckPath, 'at'), `is ${truck.at}, but a truck from the ${truck.from} stands at the furthest house written, ${at === null ? 'none yet (null)' : at}`);
    const reached = (h: number) => at !== null && (truck.from === 'right' ? h >= at : h <= at);
    season.cones[s].forEach((cone, h) => {
      if (cone === null) return;
      const conePath = item(item(field(field(path, 'season'), 'cones'), s), h);
      const house = street.houses[h] as House;
      if (!reached(h) && cone !== 'open') report('sheet/season', conePath, `is ${cone}, but the truck has not reached house ${h}: the cone is open`);
      if (h === at && cone !== 'sold') report('sheet/season', conePath, `is ${cone}, but the truck stopped at house ${h}: its cone is sold`);
      if (reached(h) && h !== at && cone === 'open') report('sheet/season', conePath, 'is open, but the truck has passed it: it is sold or lost');
      if (cone === 'sold' && (house.number === null || house.roundabout)) report('sheet/season', conePath, 'is sold, but its house holds no number: the truck stops only where a number is written');
    });
    const done = season.cones[s].every((cone) => cone !== 'open');
    const bonus = season.bonuses[s];
    const bonusPath = item(field(field(path, 'season'), 'bonuses'), s);
    if (bonus === 'won' && !done) report('sheet/season', bonusPath, 'is won, but the street has open cones: the bonus goes to who sells or loses the last one');
    if (bonus === 'open' && done) report('sheet/season', bonusPath, 'is open, but every cone of the street is sold or lost: the bonus was won or crossed off');
  });
}

function checkEggs(sheet: Sheet, season: SeasonOf<'eggs'>, path: string, report: Report): void {
  STREETS.forEach((s) => {
    season.eggs[s].forEach((eggs, h) => {
      if (eggs === null) return;
      const house = sheet.streets[s].houses[h] as House;
      const spots = EGG_SPOTS[s][h] ?? 0;
      const expected = house.number === null || house.roundabout ? 0 : Math.min(spots, EGGS_PER_NUMBER[house.number] ?? 0);
      if (eggs !== expected) {
        report(
          'sheet/season',
          item(item(field(field(path, 'season'), 'eggs'), s), h),
          `is ${eggs}, but ${house.number === null ? 'an empty house' : `${house.number} on a spot of ${spots}`} collects ${expected}`,
        );
      }
    });
  });
}

/** The compact form of a sheet the reader accepted (every field of its shape and in its range). */
function compactOfRead(sheet: Sheet): CompactSheet {
  return readCompact(sheet) as CompactSheet;
}

/** Every rule a well-shaped sheet can break, each reported with its path under `path`. */
export function checkSheetRules(sheet: Sheet, path: string, ctx: SheetRulesContext, findings: Findings): void {
  const report: Report = (code, at, message) => findings.add(code, at, message);
  STREETS.forEach((s) => {
    const street = sheet.streets[s];
    checkFencesAndRoundabouts(street, s, path, ctx, report);
    checkOrder(street, s, path, ctx, report);
    checkHouses(street, s, path, report);
  });
  checkTracks(sheet, path, report);
  const usedSizes = checkUsedEstates(sheet, path, report);
  if (ctx.plans !== undefined) checkPlans(sheet, path, ctx.plans, usedSizes, report);
  if (sheet.season.kind === 'ice-cream') checkIceCream(sheet, sheet.season, path, report);
  if (sheet.season.kind === 'eggs') checkEggs(sheet, sheet.season, path, report);
}
