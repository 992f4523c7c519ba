import { fail } from '../../errors/rule-error.js';
import { describeValue, snapshot } from '../../internal/snapshot.js';
import { checkedSheet } from '../../sheet/guard.js';
import { cards } from '../../game/setup/read-options.js';
import { planValue } from '../../game/plans/plan-value.js';
import type { PlanState } from '../../game/state.js';
import { TRACK_VALUES } from '../../rules/tracks.js';
import type { Card } from '../../rules/cards.js';
import type { Sheet } from '../../sheet/types.js';
import { rateStreet, rateStreetFenced, rateStreetWritten, rememberRating, sameStreet, scorePoints, type StreetRating } from './street-rating.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { compactOf } from '../../sheet/compact/json.js';
import { BIS, CLASSIC, EMPTY, IMPROVEMENTS, KIND, NUMBER, OFFSET, OPEN_HOUSES, PARKS, PLANS, POOLS, REFUSALS, TEMPS } from '../../sheet/compact/layout.js';
import { updateStreetRanges } from '../../sheet/compact/ranges.js';
import { drawFence } from '../../sheet/compact/write.js';
import { LAYOUT, type StreetIndex } from '../../rules/layout.js';
import { ORIGINAL_SUPPLY, supplyOfDeck, type Supply } from './supply.js';
import { WEIGHTS } from './weights.js';
import { HAND_VALUATION, progressOf, valueOf } from './valuation.js';
import { MOST_ESTATES, Rater } from './rater.js';
import type { SheetTerms } from './types.js';

/**
 * What a sheet is rated in: see {@link evaluateSheet}.
 *
 * @example
 * ```ts
 * import { createGame, playerView, type EvaluationContext } from 'welcome-to-engine';
 * const context: EvaluationContext = { deck: playerView(createGame({ players: 2, seed: 1 }), 'p1').deck };
 * ```
 *
 * @group Bots
 */
export interface EvaluationContext {
  /**
   * The game's cards ({@link PlayerViewFields.deck}): each house number's share of them
   * weighs how easily the numbers to come fill a gap. Left out, the printed deck of the
   * `original` rules, whose spread of numbers the collector's follows.
   */
  readonly deck?: readonly Card[] | undefined;
}

/**
 * What {@link greedyBot} maximises, for bot authors to reuse: the sheet's score now
 * (temp award left out; seasonal points included, so on a seasonal sheet it sells
 * cones, strings lights and collects eggs where they score) plus a simple potential:
 *
 * - each crossed temp box (up to 8) is worth 0.4, a share of the temp award;
 * - each empty house that no number can fill any more costs 3: in a gap of empty
 *   houses between two written numbers (or a street end), every house beyond the
 *   count of numbers that fit between them;
 * - each other empty house of a gap costs 1 / (1 + slack)², the slack being how much
 *   more of the cards to come fits the gap than it has empty houses, each number
 *   counted by its share of the deck (a number as common as the average counts 1; 0,
 *   16 and 17, which no card shows, count 0): a gap that only a few of the cards to come
 *   can fill costs nearly a house, a roomy one little;
 * - each unfinished estate of 1–6 houses between fences is worth its current value,
 *   times the part of it already written;
 * - each unclaimed estate plan is worth 0.3 of its current value, times the part of
 *   its estates already complete and unused, an unfinished estate of a size it still
 *   needs counting as half an estate times the part of it already written (it matters
 *   most under `original`, where claims are compulsory);
 * - each street's parks are worth 0.8 of what they would score as equal shares of the
 *   full park track, beyond what they score now (the last box holds most of a track's
 *   points: the top street's third park scores 6 of its 10); the share was chosen on
 *   self-play seeds of its own.
 *
 * The weights were set by hand, then tuned by self-play (a coordinate search on
 * 2-player collector games, `npm run bench:tune`) and checked on other seeds.
 *
 * Penalties (bis, refusals) are in the score, so they are avoided where possible.
 * The rating reads no round, ruleset or player count: the sheet, the plans and the
 * deck's spread decide it (the whole deck's, not the cards still unseen: near a
 * stack's end the few cards left say little of the rebuilt stacks).
 *
 * @param sheet - The sheet to rate.
 * @param plans - The game's plans, for the progress toward them.
 * @param context - The game's deck, for the spread of the numbers to come.
 * @returns A rating: higher is better; comparable between sheets of one game only.
 *
 * @example
 * ```ts
 * import { createGame, evaluateSheet, playerView } from 'welcome-to-engine';
 * const view = playerView(createGame({ players: 2, seed: 1 }), 'p1');
 * evaluateSheet(view.sheet, view.plans, { deck: view.deck }); // ≈ −1.5: no points yet, and every street's gap still to fill, its ends (0, 16, 17) the hardest
 * ```
 *
 * @group Bots
 */
export function evaluateSheet(sheet: Sheet, plans: readonly PlanState[], context: EvaluationContext = {}): number {
  return rateSheet(new Rater(HAND_VALUATION, checkedSupply(context)), compactOf(checkedSheet(sheet)), checkedPlans(plans));
}

/** The supply of a context from outside: an object whose `deck`, if given, is cards. */
function checkedSupply(context: unknown): Supply {
  const copy = snapshot(context, 'context');
  if (!copy.ok || typeof copy.value !== 'object' || copy.value === null || Array.isArray(copy.value))
    return fail('argument/invalid', { name: 'context', expected: 'an object { deck? }', given: copy.ok ? describeValue(context) : copy.problem.problem });
  const deck = (copy.value as Record<string, unknown>).deck;
  if (deck === undefined) return ORIGINAL_SUPPLY;
  const bad = (problem: string): never => fail('argument/invalid', { name: 'context.deck', expected: 'an array of cards { number, effect }', given: problem });
  const checked = cards(deck, 'context.deck', bad);
  if (checked.length === 0) return bad('an empty array');
  return supplyOfDeck(checked);
}

/** The game's plans from outside: three objects whose requirement is estate sizes or a condition (only estate plans are read). */
function checkedPlans(value: unknown): readonly PlanState[] {
  const copy = snapshot(value, 'plans');
  const plans = copy.ok ? copy.value : undefined;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  const valid = Array.isArray(plans) &&
    plans.length === 3 &&
    plans.every((plan: unknown) => {
      if (typeof plan !== 'object' || plan === null) return false;
      const { requirement, first, later } = plan as Record<string, unknown>;
      if (!whole(first) || !whole(later) || typeof requirement !== 'object' || requirement === null) return false;
      const need = requirement as Record<string, unknown>;
      return need.type === 'condition'
        ? typeof need.condition === 'string'
        : need.type === 'estates' && Array.isArray(need.sizes) && need.sizes.every((size: unknown) => whole(size) && (size as number) >= 1 && (size as number) <= 6);
    });
  if (!valid) return fail('argument/invalid', { name: 'plans', expected: "the game's three plans (state.plans)", given: copy.ok ? describeValue(value) : copy.problem.problem });
  return plans as readonly PlanState[];
}

/** Records an unfinished estate's part written among those of its size, most written first. */
function addPart(rater: Rater, size: number, part: number): void {
  const { partsBySize, partCounts } = rater;
  const base = (size - 1) * MOST_ESTATES;
  let at = partCounts[size - 1] as number;
  while (at > 0 && (partsBySize[base + at - 1] as number) < part) {
    partsBySize[base + at] = partsBySize[base + at - 1] as number;
    at -= 1;
  }
  partsBySize[base + at] = part;
  partCounts[size - 1] = (partCounts[size - 1] as number) + 1;
}

/** {@link evaluateSheet} for the engine's own sheets, unchecked: the greedy bot's rating, by the rater's weights. */
export function rateSheet(rater: Rater, sheet: CompactSheet, plans: readonly PlanState[]): number {
  return rateFrom(rater, sheet, streetOf(rater, sheet, 0), streetOf(rater, sheet, 1), streetOf(rater, sheet, 2), plans);
}

/** The features of a sheet ({@link FEATURES}), as the rating reads them: for the learner. */
export function featuresOf(rater: Rater, sheet: CompactSheet, plans: readonly PlanState[]): Float64Array {
  rateSheet(rater, sheet, plans);
  return rater.features.slice();
}

/**
 * The rating of street `index` of `sheet`: the one last rated at that index when it
 * reads alike (a decision rates every placement and fence on one sheet, and the sheets
 * its effects leave share most of their streets with it), else from the rater's ring.
 */
function streetOf(rater: Rater, sheet: CompactSheet, index: StreetIndex): StreetRating {
  const memo = rater.memoRatings[index];
  const seen = rater.memoSheets[index];
  if (memo !== undefined && seen !== undefined && sameStreet(seen, sheet, index)) {
    rater.memoSheets[index] = sheet;
    return memo;
  }
  const rating = rateStreet(rater, sheet, index);
  rater.memoSheets[index] = sheet;
  rater.memoRatings[index] = rating;
  return rating;
}

/**
 * {@link rateSheet} of the sheet `writeHouseNumber(sheet, street, house, number, false)`
 * would return, without building it: the one street rated with the number read into
 * it. A seasonal sheet, whose points read every house, is built and rated.
 */
export function rateWritten(rater: Rater, sheet: CompactSheet, street: StreetIndex, house: number, number: number, plans: readonly PlanState[]): number {
  return rateWrittenKept(rater, sheet, street, house, number, plans, undefined, 0);
}

/**
 * {@link rateWritten}, keeping the rating of the street with the number in
 * `kept[slot]` (undefined on a seasonal sheet), for {@link adoptStreet} once the
 * number is written.
 */
export function rateWrittenKept(
  rater: Rater,
  sheet: CompactSheet,
  street: StreetIndex,
  house: number,
  number: number,
  plans: readonly PlanState[],
  kept: (StreetRating | undefined)[] | undefined,
  slot: number,
): number {
  if (sheet[KIND] !== CLASSIC) {
    if (kept !== undefined) kept[slot] = undefined;
    return rateSheet(rater, withBareNumber(sheet, street, house, number), plans);
  }
  const changed = rateStreetWritten(sheet, street, rater.supply, house, number);
  if (kept !== undefined) kept[slot] = changed;
  // One house more is written than on `sheet`.
  return rateFrom(
    rater,
    sheet,
    street === 0 ? changed : streetOf(rater, sheet, 0),
    street === 1 ? changed : streetOf(rater, sheet, 1),
    street === 2 ? changed : streetOf(rater, sheet, 2),
    plans,
    1,
  );
}

/**
 * Tells the rating that street `index` of `sheet` (a classic sheet) rates as `rating`,
 * which {@link rateWrittenKept} worked out with the street's new number read in: the
 * sheets a build's effects leave share that street, and find it rated.
 */
export function adoptStreet(rater: Rater, sheet: CompactSheet, index: StreetIndex, rating: StreetRating): void {
  rater.memoSheets[index] = sheet;
  rater.memoRatings[index] = rememberRating(rater, sheet, index, rating);
}

/**
 * The sheet with `number` written in house `house` of `street` as the rating reads it:
 * the number alone, the season left as it was (a seasonal sheet's points are rated on
 * the sheet as it stands).
 */
function withBareNumber(sheet: CompactSheet, street: StreetIndex, house: number, number: number): CompactSheet {
  const next = copyCompact(sheet);
  next[NUMBER + OFFSET[street] + house] = number;
  next[OPEN_HOUSES] = (next[OPEN_HOUSES] as number) - 1;
  updateStreetRanges(next, street);
  return next;
}

/** Whether `terms`, worked out on another sheet, hold for `sheet` too. */
function termsHold(terms: SheetTerms, sheet: CompactSheet, plans: readonly PlanState[]): boolean {
  const other = terms.sheet;
  if (other === sheet) return terms.plans === plans;
  if (terms.plans !== plans || sheet[KIND] !== CLASSIC || other[KIND] !== CLASSIC) return false;
  // The cells the terms read: the parks, and the tracks and plan boxes (POOLS up to KIND).
  return (
    other[PARKS] === sheet[PARKS] &&
    other[PARKS + 1] === sheet[PARKS + 1] &&
    other[PARKS + 2] === sheet[PARKS + 2] &&
    other[POOLS] === sheet[POOLS] &&
    other[TEMPS] === sheet[TEMPS] &&
    other[POOLS + 2] === sheet[POOLS + 2] &&
    other[POOLS + 3] === sheet[POOLS + 3] &&
    other[POOLS + 4] === sheet[POOLS + 4] &&
    sameCells(other, sheet, IMPROVEMENTS, KIND - IMPROVEMENTS)
  );
}

/** The terms of `sheet`, from those worked out last where they hold. */
function termsOf(rater: Rater, sheet: CompactSheet, plans: readonly PlanState[]): SheetTerms {
  const last = rater.lastTerms;
  if (last !== undefined && termsHold(last, sheet, plans)) return last;
  const other = rater.otherTerms;
  if (other !== undefined && termsHold(other, sheet, plans)) {
    // The decision's sheet again after one whose tracks differ (an improvement tried, say).
    rater.otherTerms = last;
    rater.lastTerms = other;
    return other;
  }
  const before = last;
  rater.otherTerms = before;
  // What the sheet before shares with this one is taken as it is (its estate values, its plans).
  let worth: readonly number[];
  if (before !== undefined && sameCells(before.sheet, sheet, IMPROVEMENTS, 6)) ({ worth } = before);
  else {
    const values: number[] = [];
    for (let size = 1; size <= 6; size++) values.push((TRACK_VALUES.estates[size - 1] as readonly number[])[sheet[IMPROVEMENTS + size - 1] as number] ?? 0);
    worth = values;
  }
  let openSizes: readonly (readonly number[])[];
  let openValues: readonly number[];
  let needed: number;
  if (before !== undefined && before.plans === plans && sameCells(before.sheet, sheet, PLANS, 3)) ({ openSizes, openValues, needed } = before);
  else {
    const sizes: (readonly number[])[] = [];
    const values: number[] = [];
    needed = 0;
    for (let k = 0; k < plans.length; k++) {
      const plan = plans[k] as PlanState;
      if (sheet[PLANS + k] !== EMPTY || plan.requirement.type !== 'estates') continue;
      sizes.push(plan.requirement.sizes);
      values.push(planValue(plan));
      for (const size of plan.requirement.sizes) needed |= 1 << (size - 1);
    }
    openSizes = sizes;
    openValues = values;
  }
  const terms: SheetTerms = {
    sheet,
    plans,
    points: scorePoints(sheet),
    parks: parkPotential(sheet, 0) + parkPotential(sheet, 1) + parkPotential(sheet, 2),
    temps: Math.min(sheet[TEMPS] as number, WEIGHTS.tempCap),
    worth,
    openSizes,
    openValues,
    needed,
  };
  rater.lastTerms = terms;
  return terms;
}

/** Whether `count` cells from `at` read alike on two sheets. */
function sameCells(a: CompactSheet, b: CompactSheet, at: number, count: number): boolean {
  for (let i = at; i < at + count; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The promise of the park track of street `index`: its parks valued as if each were
 * worth an equal share of the full track (whose last box holds most of its points),
 * less what they score now.
 */
function parkPotential(sheet: CompactSheet, index: StreetIndex): number {
  const track = LAYOUT[index].parks;
  const marks = sheet[PARKS + index] as number;
  const full = track.length - 1;
  return ((track[full] as number) / full) * marks - (track[marks] as number);
}

/**
 * {@link rateSheet} of `drawFence(sheet, street, slot)` (a free slot), without drawing
 * it. `fenced` keeps, for one sheet's streets other than `changed`, the rating of each
 * with a fence in each slot (index street × 16 + slot): a decision asks for the same
 * fence beside each of its best placements, which differ only in street `changed`.
 * A seasonal sheet is drawn and rated.
 */
export function rateFenced(
  rater: Rater,
  sheet: CompactSheet,
  street: StreetIndex,
  slot: number,
  plans: readonly PlanState[],
  changed: StreetIndex,
  fenced: (StreetRating | undefined)[],
): number {
  if (sheet[KIND] !== CLASSIC) {
    const drawn = copyCompact(sheet);
    drawFence(drawn, street, slot);
    return rateSheet(rater, drawn, plans);
  }
  return rateFrom(
    rater,
    sheet,
    fencedStreet(rater, sheet, 0, street, slot, changed, fenced),
    fencedStreet(rater, sheet, 1, street, slot, changed, fenced),
    fencedStreet(rater, sheet, 2, street, slot, changed, fenced),
    plans,
  );
}

/** Street `index` of `sheet` rated with a fence read into `slot` of street `street`, as {@link rateFenced} keeps them. */
function fencedStreet(rater: Rater, sheet: CompactSheet, index: StreetIndex, street: StreetIndex, slot: number, changed: StreetIndex, fenced: (StreetRating | undefined)[]): StreetRating {
  if (index !== street) return streetOf(rater, sheet, index);
  if (index === changed) return rateStreetFenced(sheet, index, rater.supply, slot);
  return (fenced[index * 16 + slot] ??= rateStreetFenced(sheet, index, rater.supply, slot));
}

/** What a street's complete estates score at the estate values `worth` (whole points), kept on the street's rating. */
function estatePointsOf(street: StreetRating, worth: readonly number[]): number {
  if (street.completeTotal === 0) return 0;
  if (street.worthSeen === worth) return street.worthPoints;
  let points = 0;
  for (let size = 0; size < 6; size++) {
    const count = street.complete[size] as number;
    if (count > 0) points += count * (worth[size] as number);
  }
  street.worthSeen = worth;
  street.worthPoints = points;
  return points;
}

/**
 * The rating of a sheet whose streets rate `top`, `middle` and `bottom` (its tracks,
 * plans and season read off `sheet`, which has `written` fewer houses written than the
 * rated one): its features ({@link FEATURES}) weighed by the rater's valuation.
 */
function rateFrom(rater: Rater, sheet: CompactSheet, top: StreetRating, middle: StreetRating, bottom: StreetRating, plans: readonly PlanState[], written = 0): number {
  rater.count += 1;
  const { unusedBySize, partCounts, partsBySize, available, counted, features } = rater;
  const terms = termsOf(rater, sheet, plans);
  // Plain loops over the six sizes and three streets, each skipped where the street has
  // nothing it counts: typed arrays' fill and set, and an array of the streets, cost more
  // than the work in this, the greedy bot's inner loop.
  const estatePoints = estatePointsOf(top, terms.worth) + estatePointsOf(middle, terms.worth) + estatePointsOf(bottom, terms.worth);
  let openEstates = 0;
  let planProgress = 0;
  // The plans' progress reads the unused complete estates and the unfinished ones by size;
  // without any, no plan has progress (each would add nothing).
  const estates = top.unusedTotal + middle.unusedTotal + bottom.unusedTotal + top.unfinishedSizes.length + middle.unfinishedSizes.length + bottom.unfinishedSizes.length;
  const planning = terms.openSizes.length > 0 && estates > 0;
  if (planning) {
    for (let size = 0; size < 6; size++) {
      unusedBySize[size] = 0;
      partCounts[size] = 0;
    }
  }
  for (let index = 0; index < 3; index++) {
    const street = index === 0 ? top : index === 1 ? middle : bottom;
    if (planning && street.unusedTotal > 0) { for (let size = 0; size < 6; size++) unusedBySize[size] = (unusedBySize[size] as number) + (street.completeUnused[size] as number); }
    for (let i = 0; i < street.unfinishedSizes.length; i++) {
      const size = street.unfinishedSizes[i] as number;
      const part = street.unfinishedParts[i] as number;
      if (planning && (terms.needed & (1 << (size - 1))) !== 0) addPart(rater, size, part);
      openEstates += (terms.worth[size - 1] as number) * part;
    }
  }
  for (let k = 0; planning && k < terms.openSizes.length; k++) {
    const sizes = terms.openSizes[k] as readonly number[];
    // Only the sizes the plan asks for are read.
    for (let i = 0; i < sizes.length; i++) {
      const size = sizes[i] as number;
      available[size - 1] = unusedBySize[size - 1] as number;
      counted[size - 1] = 0;
    }
    let matched = 0;
    for (let i = 0; i < sizes.length; i++) {
      const size = sizes[i] as number;
      if ((available[size - 1] as number) > 0) {
        available[size - 1] = (available[size - 1] as number) - 1;
        matched += 1;
      } else if ((counted[size - 1] as number) < (partCounts[size - 1] as number)) {
        // An estate of the size on its way: the most written one not yet counted for this plan.
        matched += WEIGHTS.plannedEstate * (partsBySize[(size - 1) * MOST_ESTATES + (counted[size - 1] as number)] as number);
        counted[size - 1] = (counted[size - 1] as number) + 1;
      }
    }
    planProgress += (terms.openValues[k] as number) * (matched / sizes.length);
  }
  const empty = (sheet[OPEN_HOUSES] as number) - written;
  features[0] = terms.points;
  features[1] = estatePoints;
  features[2] = terms.temps;
  features[3] = terms.parks;
  features[4] = top.dead + middle.dead + bottom.dead;
  features[5] = top.tight + middle.tight + bottom.tight;
  features[6] = openEstates;
  features[7] = planProgress;
  features[8] = empty;
  features[9] = sheet[REFUSALS] as number;
  features[10] = sheet[BIS] as number;
  features[11] = 1;
  features[12] = top.fences + middle.fences + bottom.fences;
  features[13] = top.openPools + middle.openPools + bottom.openPools;
  features[14] = top.longRuns + middle.longRuns + bottom.longRuns;
  return valueOf(features, rater.base, rater.late, progressOf(empty));
}
