import { mapPacked } from '../../internal/packed.js';
import { isProblem, type Problem } from '../../errors/rule-error.js';
import type { EstateCondition, PlanCondition } from '../../rules/plans.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { BIS_PLAN_HOUSES, checkCondition, estateShows, freeBisHouses, namesHouses } from '../../sheet/compact/conditions.js';
import { forEachEstate } from '../../sheet/compact/estates.js';
import { BIS_MARK, EMPTY, HOUSES, MARKS, OFFSET, PLANS } from '../../sheet/compact/layout.js';
import type { Estate, EstateRef, HouseRef } from '../../sheet/types.js';
import type { Choice, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { playMove } from '../choice/play.js';
import type { PlanIndex } from '../indexes.js';
import type { PlanState } from '../state.js';
import { applyClaims, unclaimedFulfilled } from './claims.js';
import { availableEstates, fulfilled } from './fulfil.js';

/*
 * Claim sets are listed one per distinct outcome ([rules §6](../../../docs/rules.md#6-plans)):
 * the plans a set claims, and which of the other plans the sheet fulfils stay
 * claimable after it. Estates that do the same to every plan on the table are
 * interchangeable, so the search runs over kinds of estates and how many of each a
 * set takes, never over the estates themselves: 23 one-house estates make one kind,
 * not 100,000 combinations. Each outcome found is built from the first estates of
 * each kind (top street first, left to right) and checked with the rules a choice's
 * claims meet, so the answer agrees with them by construction.
 */

/** What the plans left open can still need of the houses a claim set uses. */
interface Watch {
  /** Estate conditions of the open plans, one bit each in a kind's flags. */
  readonly conditions: readonly EstateCondition[];
  /** For each open plan not in the set: the estate conditions it counts, by size. */
  readonly counted: readonly { readonly bit: number; readonly size: number }[];
  readonly top: boolean;
  readonly bottom: boolean;
  readonly ends: boolean;
  readonly bis: boolean;
}

/** Estates that a claim set may use in place of one another. */
interface Kind {
  readonly size: number;
  readonly flags: number;
  readonly street: number;
  readonly end: boolean;
  readonly bisHouses: number;
  readonly estates: Estate[];
}

/** So many estates of one size a plan of the set needs (showing its condition, if any). */
interface Demand {
  readonly plan: PlanIndex;
  readonly size: number;
  readonly bit: number;
}

/** How many estates of kind `kind` go to each demand. */
interface Take {
  readonly kind: number;
  readonly counts: readonly number[];
}

const HOUSE_CONDITIONS: readonly PlanCondition[] = ['top-street-full', 'bottom-street-full', 'street-ends', 'five-bis-in-one-street'];
const houseKey = (ref: HouseRef) => ref.street * 32 + ref.house;
const touchesEnd = (estate: EstateRef) => estate.start === 0 || estate.start + estate.size === HOUSES[estate.street];

/** Every way to pick `count` items of `items`, in order. */
function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), count - 1)) result.push([item, ...rest]);
  });
  return result;
}

const conditionOf = (plan: PlanState) => (plan.requirement.type === 'condition' ? plan.requirement.condition : undefined);

function watchFor(open: readonly PlanIndex[], rest: readonly PlanIndex[], plans: readonly PlanState[]): Watch {
  const conditions: EstateCondition[] = [];
  for (const k of open) {
    const { requirement } = plans[k] as PlanState;
    if (requirement.type === 'estates' && requirement.each !== undefined && !conditions.includes(requirement.each)) conditions.push(requirement.each);
  }
  const counted: { bit: number; size: number }[] = [];
  const left = new Set(rest.map((k) => conditionOf(plans[k] as PlanState)));
  for (const k of rest) {
    const { requirement } = plans[k] as PlanState;
    if (requirement.type !== 'estates' || requirement.each === undefined) continue;
    const bit = conditions.indexOf(requirement.each);
    for (const size of requirement.sizes) if (!counted.some((c) => c.bit === bit && c.size === size)) counted.push({ bit, size });
  }
  return {
    conditions,
    counted,
    top: left.has('top-street-full'),
    bottom: left.has('bottom-street-full'),
    ends: left.has('street-ends'),
    bis: left.has('five-bis-in-one-street'),
  };
}

/** The estates grouped by what they do to the plans watched, kinds in the order of their first estate. */
function kindsOf(sheet: CompactSheet, estates: readonly Estate[], watch: Watch): Kind[] {
  const byKey = new Map<string, Kind>();
  for (const estate of estates) {
    let flags = 0;
    watch.conditions.forEach((condition, bit) => {
      if (estateShows(sheet, estate, condition)) flags |= 1 << bit;
    });
    let bisHouses = 0;
    if (watch.bis) { for (let house = estate.start; house < estate.start + estate.size; house++) if (((sheet[MARKS + OFFSET[estate.street] + house] as number) & BIS_MARK) !== 0) bisHouses += 1; }
    const end = watch.ends && touchesEnd(estate);
    const street = watch.bis ? estate.street : watch.top && estate.street === 0 ? 0 : watch.bottom && estate.street === 2 ? 2 : -1;
    const key = `${estate.size}/${flags}/${street}/${end}/${bisHouses}`;
    const kind = byKey.get(key);
    if (kind === undefined) byKey.set(key, { size: estate.size, flags, street, end, bisHouses, estates: [estate] });
    else kind.estates.push(estate);
  }
  return [...byKey.values()];
}

/**
 * What the estates taken so far do to the plans watched, as numbers: per counted
 * condition and size the estates used, then the top street, the bottom street and
 * the street ends touched, then the bis houses used in each street.
 */
function effectWith(effect: readonly number[], kind: Kind, taken: number, watch: Watch): number[] {
  const next = [...effect];
  watch.counted.forEach(({ bit, size }, i) => {
    if (kind.size === size && kind.flags & (1 << bit)) next[i] = (next[i] as number) + taken;
  });
  const base = watch.counted.length;
  if (kind.street === 0 && watch.top) next[base] = 1;
  if (kind.street === 2 && watch.bottom) next[base + 1] = 1;
  if (kind.end) next[base + 2] = 1;
  if (watch.bis) next[base + 3 + kind.street] = (next[base + 3 + kind.street] as number) + kind.bisHouses * taken;
  return next;
}

/**
 * Every distinct effect of meeting `demands` from `kinds`, each with the first way
 * found (earlier kinds taken first). States already visited are not searched again,
 * so the work is bounded by the kinds, the demands and the effects, not the estates.
 */
function searchTakes(kinds: readonly Kind[], demands: readonly Demand[], needs: readonly number[], watch: Watch): Take[][] {
  const found = new Map<string, Take[]>();
  const visited = new Set<string>();
  const start = new Array<number>(watch.counted.length + 6).fill(0);
  const visit = (index: number, left: readonly number[], effect: readonly number[], path: Take[]) => {
    if (left.every((n) => n === 0)) {
      const key = effect.join(',');
      if (!found.has(key)) found.set(key, path);
      return;
    }
    if (index === kinds.length) return;
    const state = `${index}|${left.join(',')}|${effect.join(',')}`;
    if (visited.has(state)) return;
    visited.add(state);
    const kind = kinds[index] as Kind;
    const fits = demands.flatMap((demand, d) => (demand.size === kind.size && (left[d] as number) > 0 && (demand.bit < 0 || kind.flags & (1 << demand.bit)) ? [d] : []));
    // Splits of this kind's estates among the demands it fits, most taken first.
    const split = (f: number, room: number, counts: number[]) => {
      if (f === fits.length) {
        const taken = counts.reduce((a, b) => a + b, 0);
        const nextLeft = mapPacked(left, (n, d) => n - (counts[d] as number));
        const nextPath = taken === 0 ? path : [...path, { kind: index, counts: [...counts] }];
        visit(index + 1, nextLeft, taken === 0 ? effect : effectWith(effect, kind, taken, watch), nextPath);
        return;
      }
      const d = fits[f] as number;
      for (let n = Math.min(room, left[d] as number); n >= 0; n--) {
        counts[d] = n;
        split(f + 1, room - n, counts);
      }
      counts[d] = 0;
    };
    split(0, kind.estates.length, new Array<number>(demands.length).fill(0));
  };
  visit(0, needs, start, []);
  return [...found.values()];
}

/** A condition plan's claim in a set, with the houses it uses. */
interface ConditionClaim {
  readonly claim: PlanClaim;
  readonly houses: readonly HouseRef[];
}

/**
 * The ways the condition plans of a set can be claimed together: the fixed houses of
 * plans 18, 19 and 22, and for plan 20 every choice of five free bis houses of one
 * street that differs in what it leaves (the estates it spoils, the street ends it takes).
 */
function conditionClaims(sheet: CompactSheet, set: readonly PlanIndex[], plans: readonly PlanState[], estates: readonly Estate[]): ConditionClaim[][] {
  let variants: ConditionClaim[][] = [[]];
  for (const k of set) {
    const condition = conditionOf(plans[k] as PlanState);
    if (condition === undefined) continue;
    if (!namesHouses(condition)) {
      const claim: ConditionClaim = { claim: { plan: k }, houses: HOUSE_CONDITIONS.includes(condition) ? checkCondition(sheet, condition).houses : [] };
      variants = mapPacked(variants, (variant) => [...variant, claim]);
      continue;
    }
    const options = new Map<string, ConditionClaim>();
    for (const free of freeBisHouses(sheet)) {
      for (const houses of free.length >= BIS_PLAN_HOUSES ? combinations(free, BIS_PLAN_HOUSES) : []) {
        const keys = new Set(houses.map(houseKey));
        const spoiled = estates.flatMap((estate, i) => (spoils(estate, keys) ? [i] : []));
        const key = `${houses[0]?.street}/${spoiled.join(',')}/${houses.filter((ref) => touchesEnd({ street: ref.street, start: ref.house, size: 1 })).length}`;
        if (!options.has(key)) options.set(key, { claim: { plan: k, houses }, houses });
      }
    }
    variants = variants.flatMap((variant) => mapPacked([...options.values()], (option) => [...variant, option]));
  }
  return variants;
}

const spoils = (estate: EstateRef, houses: ReadonlySet<number>) => {
  for (let house = estate.start; house < estate.start + estate.size; house++) if (houses.has(estate.street * 32 + house)) return true;
  return false;
};

/** Whether every plan of `set` asks for estates alone (no condition, nothing asked of each estate). */
function plainEstatePlans(set: readonly PlanIndex[], plans: readonly PlanState[]): boolean {
  for (let i = 0; i < set.length; i++) {
    const { requirement } = plans[set[i] as PlanIndex] as PlanState;
    if (requirement.type !== 'estates' || requirement.each !== undefined) return false;
  }
  return true;
}

/**
 * {@link candidatesFor} when the set claims every open plan and each asks for estates
 * alone: nothing is left open to watch, so estates of one size are all of one kind and
 * every way to meet the set has the same outcome. The search would find the first:
 * each size's estates (top street first, left to right) dealt to the plans in order,
 * each taking as many as it shows. None when there are too few for them all.
 */
function firstEstatesClaim(set: readonly PlanIndex[], plans: readonly PlanState[], pool: readonly Estate[]): PlanClaim[][] {
  // Where the search for the next estate of each size resumes in the pool.
  const resume = [0, 0, 0, 0, 0, 0];
  const claims: PlanClaim[] = [];
  for (let i = 0; i < set.length; i++) {
    const plan = set[i] as PlanIndex;
    const { sizes } = (plans[plan] as PlanState).requirement as { readonly sizes: readonly number[] };
    const estates: EstateRef[] = [];
    for (let j = 0; j < sizes.length; j++) {
      const size = sizes[j] as number;
      let e = resume[size - 1] as number;
      while (e < pool.length && (pool[e] as Estate).size !== size) e += 1;
      if (e === pool.length) return [];
      resume[size - 1] = e + 1;
      const { street, start } = pool[e] as Estate;
      estates.push({ street, start, size });
    }
    claims.push({ plan, estates: estates.sort((a, b) => a.street - b.street || a.start - b.start) });
  }
  return [claims];
}

/**
 * The claim sets of plans `set`, one per distinct set of the other open plans left
 * claimable, unchecked.
 */
function candidatesFor(sheet: CompactSheet, set: readonly PlanIndex[], open: readonly PlanIndex[], plans: readonly PlanState[], pool: readonly Estate[]): PlanClaim[][] {
  if (set.length === open.length && plainEstatePlans(set, plans)) return firstEstatesClaim(set, plans, pool);
  const watch = watchFor(open, open.filter((k) => !set.includes(k)), plans);
  const demands: Demand[] = [];
  const needs: number[] = [];
  for (const k of set) {
    const { requirement } = plans[k] as PlanState;
    if (requirement.type !== 'estates') continue;
    const bit = requirement.each === undefined ? -1 : watch.conditions.indexOf(requirement.each);
    for (const size of new Set(requirement.sizes)) {
      demands.push({ plan: k, size, bit });
      needs.push(requirement.sizes.filter((s) => s === size).length);
    }
  }
  const candidates: PlanClaim[][] = [];
  for (const conditions of conditionClaims(sheet, set, plans, pool)) {
    const used = new Set(conditions.flatMap((c) => c.houses.map(houseKey)));
    const kinds = kindsOf(sheet, pool.filter((estate) => !spoils(estate, used)), watch);
    for (const takes of searchTakes(kinds, demands, needs, watch)) {
      const estates = new Map<PlanIndex, EstateRef[]>();
      for (const take of takes) {
        const kind = kinds[take.kind] as Kind;
        let next = 0;
        take.counts.forEach((count, d) => {
          const plan = (demands[d] as Demand).plan;
          const list = estates.get(plan) ?? [];
          for (let n = 0; n < count; n++) {
            const { street, start, size } = kind.estates[next++] as Estate;
            list.push({ street, start, size });
          }
          estates.set(plan, list);
        });
      }
      const byPlan = (k: PlanIndex): PlanClaim => {
        const condition = conditions.find((c) => c.claim.plan === k);
        if (condition !== undefined) return condition.claim;
        const list = (estates.get(k) ?? []).sort((a, b) => a.street - b.street || a.start - b.start);
        return { plan: k, estates: list };
      };
      candidates.push(mapPacked(set, byPlan));
    }
  }
  return candidates;
}

/**
 * The plans the sheet does not hold yet and could claim from what no plan has used
 * ([rules §6](../../../docs/rules.md#6-plans)): what {@link claimSetsAfter} builds its
 * sets from (given, it is not worked out again). None open, no claim set.
 */
export function openPlans(after: CompactSheet, plans: readonly PlanState[]): PlanIndex[] {
  const available = availableEstates(after);
  const open: PlanIndex[] = [];
  for (let k = 0; k < plans.length; k++) {
    if (after[PLANS + k] === EMPTY && fulfilled(after, (plans[k] as PlanState).requirement, available)) open.push(k as PlanIndex);
  }
  return open;
}

/**
 * The claim sets that may end a choice whose move left `after`
 * ([rules §6](../../../docs/rules.md#6-plans)), one per distinct outcome: which plans
 * the set claims and which of the other plans the sheet fulfils stay claimable after
 * it. Each plan at most once, no estate or house used twice, each claim fulfilled.
 * Under immediate claims only the sets that leave no further plan fulfilled are
 * listed, and one of them is compulsory when there are any.
 */
export function claimSetsAfter(after: CompactSheet, ctx: Pick<ChoiceContext, 'plans' | 'rules'>, open: readonly PlanIndex[] = openPlans(after, ctx.plans)): PlanClaim[][] {
  if (open.length === 0) return [];
  const plans = ctx.plans;
  const pool = unusedCompleteEstates(after);
  const sets: PlanClaim[][] = [];
  for (let mask = 1; mask < 1 << open.length; mask++) {
    const set = open.filter((_, i) => mask & (1 << i));
    const outcomes = new Set<string>();
    for (const candidate of candidatesFor(after, set, open, plans, pool)) {
      const claimed = applyClaims(after, candidate, plans);
      if (isProblem(claimed)) continue;
      const left = unclaimedFulfilled(claimed.sheet, claimed.plans, plans);
      if (ctx.rules.claims === 'immediate' && left.length > 0) continue;
      const outcome = left.join(',');
      if (outcomes.has(outcome)) continue;
      outcomes.add(outcome);
      sets.push(candidate);
    }
  }
  return sets;
}

/**
 * The claim sets that can end `choice` on `sheet` (the choice's own claims and
 * reshuffle request are ignored), as {@link claimSetsAfter} lists them, or the rule
 * the choice itself breaks.
 */
export function legalClaimsFor(sheet: CompactSheet, choice: Choice, ctx: ChoiceContext): PlanClaim[][] | Problem {
  const after = playMove(sheet, choice, ctx);
  return isProblem(after) ? after : claimSetsAfter(after, ctx);
}

/** The complete estates of the sheet that no plan used, top street first, left to right. */
function unusedCompleteEstates(sheet: CompactSheet): Estate[] {
  const pool: Estate[] = [];
  for (const street of [0, 1, 2] as const) {
    forEachEstate(sheet, street, (start, size, complete, used) => {
      if (complete && !used) pool.push({ street, start, size, complete, used });
    });
  }
  return pool;
}
