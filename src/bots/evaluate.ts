import { fail } from '../errors/rule-error.js';
import { describeValue, snapshot } from '../internal/snapshot.js';
import { checkedSheet } from '../sheet/guard.js';
import { planValue } from '../game/plans/plan-value.js';
import type { PlanState } from '../game/types.js';
import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { TRACKS } from '../rules/tracks.js';
import { streetEstates } from '../sheet/estates.js';
import { scoreOf } from '../sheet/score.js';
import type { Sheet, Street } from '../sheet/types.js';
import { STREET_INDEXES } from '../rules/layout.js';

/** Weights of the greedy evaluation: the points a unit of each feature is worth. */
const WEIGHTS = {
  /** Per crossed temp box, up to {@link WEIGHTS.tempCap} boxes: a share of the 7/4/1 award. */
  temp: 0.7,
  tempCap: 8,
  /** Per empty house that no number can fill any more. */
  deadHouse: -2,
  /**
   * Per empty house that some number can still fill, divided by (1 + slack)²: the
   * slack is how many more numbers fit its gap than it has empty houses, so a tight
   * gap, which few of the numbers to come can fill, costs up to 2 a house.
   */
  tightHouse: -2,
  /** Share of an unfinished estate's value, times the part of it already written. */
  openEstate: 0.5,
  /** Share of an unclaimed plan's value, times the part of its estates already complete. */
  planProgress: 0.6,
} as const;

/**
 * The gaps of empty houses between two written numbers of a street (street ends and
 * roundabouts count as −1 and 18): `dead`, the houses beyond the count of numbers
 * strictly between the two, which nothing can fill any more; `tight`, the others, each
 * weighed by 1 / (1 + slack)², the slack being the numbers that fit beyond one a house.
 */
function gaps(street: Street): { dead: number; tight: number } {
  let dead = 0;
  let tight = 0;
  let below = MIN_HOUSE_NUMBER - 1;
  let empty = 0;
  const close = (above: number) => {
    const fit = Math.max(0, above - below - 1);
    dead += Math.max(0, empty - fit);
    if (empty > 0) tight += Math.min(empty, fit) / (1 + Math.max(0, fit - empty)) ** 2;
    empty = 0;
  };
  for (const house of street.houses) {
    if (house.roundabout) {
      close(MAX_HOUSE_NUMBER + 1);
      below = MIN_HOUSE_NUMBER - 1;
    } else if (house.number === null) {
      empty += 1;
    } else {
      close(house.number);
      below = house.number;
    }
  }
  close(MAX_HOUSE_NUMBER + 1);
  return { dead, tight };
}

/**
 * What {@link greedyBot} maximises, for bot authors to reuse: the sheet's score now
 * (temp award left out; seasonal points included, so on a seasonal sheet it sells
 * cones, strings lights and collects eggs where they score) plus a simple potential:
 *
 * - each crossed temp box (up to 8) is worth 0.7, a share of the temp award;
 * - each empty house that no number can fill any more costs 2: in a gap of empty
 *   houses between two written numbers (or a street end), every house beyond the
 *   count of numbers that fit between them;
 * - each other empty house of a gap costs 2 / (1 + slack)², the slack being how many
 *   more numbers fit the gap than it has empty houses: a gap that only a few of the
 *   numbers to come can fill is nearly as bad as a lost house, a roomy one costs little
 *   (this term alone made the greedy bot 15 points a game better, measured by
 *   `npm run bench:bots`);
 * - each unfinished estate of 1–6 houses between fences is worth half its current
 *   value, times the part of it already written;
 * - each unclaimed estate plan is worth 0.6 of its current value, times the part of
 *   its estates already complete and unused.
 *
 * Penalties (bis, refusals) are in the score, so they are avoided where possible.
 *
 * @param sheet - The sheet to rate.
 * @param plans - The game's plans, for the progress toward them.
 * @returns A rating: higher is better; comparable between sheets of one game only.
 *
 * @example
 * ```ts
 * import { createGame, evaluateSheet } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * evaluateSheet(state.players[0]!.sheet, state.plans); // ≈ −1.08: no points yet, and every street's gap still to fill
 * ```
 *
 * @group Bots
 */
export function evaluateSheet(sheet: Sheet, plans: readonly PlanState[]): number {
  return rateSheet(checkedSheet(sheet), checkedPlans(plans));
}

/** The game's plans from outside: three objects whose requirement is estate sizes or a condition (only estate plans are read). */
function checkedPlans(value: unknown): readonly PlanState[] {
  const copy = snapshot(value, 'plans');
  const plans = copy.ok ? copy.value : undefined;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  const valid =
    Array.isArray(plans) &&
    plans.length === 3 &&
    plans.every((plan: unknown) => {
      if (typeof plan !== 'object' || plan === null) return false;
      const { requirement, first, later } = plan as Record<string, unknown>;
      if (!whole(first) || !whole(later) || typeof requirement !== 'object' || requirement === null) return false;
      const need = requirement as Record<string, unknown>;
      return need.type === 'condition' ? typeof need.condition === 'string' : need.type === 'estates' && Array.isArray(need.sizes) && need.sizes.every((size: unknown) => whole(size) && (size as number) >= 1 && (size as number) <= 6);
    });
  if (!valid) return fail('argumentInvalid', { name: 'plans', expected: "the game's three plans (state.plans)", given: copy.ok ? describeValue(value) : copy.problem.problem });
  return plans as readonly PlanState[];
}

/** {@link evaluateSheet} for the engine's own sheets, unchecked: the greedy bot's rating. */
export function rateSheet(sheet: Sheet, plans: readonly PlanState[]): number {
  let value = scoreOf(sheet, 0).total + Math.min(sheet.temps, WEIGHTS.tempCap) * WEIGHTS.temp;
  const completeUnused = [0, 0, 0, 0, 0, 0];
  for (const index of STREET_INDEXES) {
    const street = sheet.streets[index];
    const { dead, tight } = gaps(street);
    value += WEIGHTS.deadHouse * dead + WEIGHTS.tightHouse * tight;
    for (const estate of streetEstates(street, index)) {
      if (estate.size > 6) continue;
      if (estate.complete) {
        if (!estate.used) completeUnused[estate.size - 1] = (completeUnused[estate.size - 1] as number) + 1;
        continue;
      }
      let written = 0;
      for (let house = estate.start; house < estate.start + estate.size; house++) if (street.houses[house]?.number !== null) written += 1;
      const worth = (TRACKS.estates[estate.size - 1] as readonly number[])[sheet.improvements[estate.size - 1] ?? 0] ?? 0;
      value += worth * WEIGHTS.openEstate * (written / estate.size);
    }
  }
  plans.forEach((plan, k) => {
    if (sheet.plans[k] !== null || plan.requirement.type !== 'estates') return;
    const available = completeUnused.slice();
    let matched = 0;
    for (const size of plan.requirement.sizes) {
      if ((available[size - 1] as number) > 0) {
        available[size - 1] = (available[size - 1] as number) - 1;
        matched += 1;
      }
    }
    value += planValue(plan) * WEIGHTS.planProgress * (matched / plan.requirement.sizes.length);
  });
  return value;
}
