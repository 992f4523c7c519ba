import { fail } from '../errors/rule-error.js';
import { describeValue, snapshot } from '../internal/snapshot.js';
import { checkedSheet } from '../sheet/guard.js';
import { cards } from '../game/options.js';
import { planValue } from '../game/plans/plan-value.js';
import type { PlanState } from '../game/types.js';
import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { TRACKS } from '../rules/tracks.js';
import { DECKS } from '../rules/decks.js';
import type { Card } from '../rules/cards.js';
import { forEachEstate } from '../sheet/estates.js';
import { scoreSeason } from '../sheet/seasons/score.js';
import type { Sheet, Street } from '../sheet/types.js';
import { SHEET_LAYOUT, type StreetIndex } from '../rules/layout.js';

/** Weights of the greedy evaluation: the points a unit of each feature is worth. */
export const WEIGHTS = {
  /** Per crossed temp box, up to {@link WEIGHTS.tempCap} boxes: a share of the 7/4/1 award. */
  temp: 0.7,
  tempCap: 8,
  /** Per empty house that no number can fill any more. */
  deadHouse: -2,
  /**
   * Per empty house that some number can still fill, divided by (1 + slack)²: the
   * slack is how much more of the numbers to come fits its gap (each number weighed
   * by its share of the deck) than it has empty houses, so a tight gap, which few of
   * the cards to come can fill, costs up to 2 a house.
   */
  tightHouse: -2,
  /** Share of an unfinished estate's value, times the part of it already written. */
  openEstate: 0.5,
  /** Share of an unclaimed plan's value, times the part of its estates already complete. */
  planProgress: 0.6,
  /** What an unfinished estate of a size a plan still needs counts toward it, times the part of it already written. */
  plannedEstate: 0.5,
} as const;

/**
 * How easily each house number 0–17 comes out, as running totals (`supply[n]` is the
 * sum for the numbers below `n`): each number's share of the game's cards, 1 for a
 * number as common as the average; 0, 16 and 17, which no card shows (a temp agency
 * makes them), count 0.
 */
export type Supply = readonly number[];

/** The supply of a deck: see {@link Supply}. */
export function supplyOfDeck(deck: readonly Card[]): Supply {
  const counts = new Array<number>(MAX_HOUSE_NUMBER + 1).fill(0);
  for (const card of deck) counts[card.number] = (counts[card.number] as number) + 1;
  const shown = counts.filter((count) => count > 0).length;
  const mean = deck.length / Math.max(1, shown);
  const running = [0];
  counts.forEach((count, n) => running.push((running[n] as number) + count / mean));
  return running;
}

let lastDeck: readonly Card[] | undefined;
let lastSupply: Supply = [];

/** {@link supplyOfDeck}, kept for the last deck asked: a game's views share one deck. */
export function supplyOf(deck: readonly Card[]): Supply {
  if (deck !== lastDeck) {
    lastSupply = supplyOfDeck(deck);
    lastDeck = deck;
  }
  return lastSupply;
}

/** The printed deck of the original game, whose spread of numbers the collector's follows. */
export const ORIGINAL_SUPPLY: Supply = supplyOfDeck(DECKS.original);

/**
 * The gaps of empty houses between two written numbers of a street (street ends and
 * roundabouts count as −1 and 18): `dead`, the houses beyond the count of numbers
 * strictly between the two, which nothing can fill any more; `tight`, the others, each
 * weighed by 1 / (1 + slack)², the slack being how much more of the numbers to come
 * fits the gap (by `supply`) than it has empty houses.
 */
export function gaps(street: Street, supply: Supply): { dead: number; tight: number } {
  let dead = 0;
  let tight = 0;
  let below = MIN_HOUSE_NUMBER - 1;
  let empty = 0;
  const close = (above: number) => {
    const fit = Math.max(0, above - below - 1);
    dead += Math.max(0, empty - fit);
    if (empty > 0) {
      const room = fit === 0 ? 0 : (supply[above] as number) - (supply[below + 1] as number);
      tight += Math.min(empty, fit) / (1 + Math.max(0, room - empty)) ** 2;
    }
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
   * The game's cards ({@link PlayerView.deck}): each house number's share of them
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
 * - each crossed temp box (up to 8) is worth 0.7, a share of the temp award;
 * - each empty house that no number can fill any more costs 2: in a gap of empty
 *   houses between two written numbers (or a street end), every house beyond the
 *   count of numbers that fit between them;
 * - each other empty house of a gap costs 2 / (1 + slack)², the slack being how much
 *   more of the cards to come fits the gap than it has empty houses, each number
 *   counted by its share of the deck (a number as common as the average counts 1; 0,
 *   16 and 17, which no card shows, count 0): a gap that only a few of the cards to come
 *   can fill is nearly as bad as a lost house, a roomy one costs little (this term made
 *   the greedy bot about 15 points a game better counting each number alike, and about
 *   13 more weighing them by the deck, measured by `npm run bench:bots`);
 * - each unfinished estate of 1–6 houses between fences is worth half its current
 *   value, times the part of it already written;
 * - each unclaimed estate plan is worth 0.6 of its current value, times the part of
 *   its estates already complete and unused, an unfinished estate of a size it still
 *   needs counting as half an estate times the part of it already written (about 3
 *   points a game under `original`, where claims are compulsory; nothing measurable
 *   under `collector`).
 *
 * Penalties (bis, refusals) are in the score, so they are avoided where possible.
 * The rating reads no round, ruleset or player count: the sheet, the plans and the
 * deck's spread decide it (weighing the gaps by the cards still unseen instead of the
 * whole deck scored about 10 points a game worse: near a stack's end the few cards
 * left say little of the rebuilt stacks; valuing temps by the award they would win
 * against the other sheets now, or solo by the award at six, changed nothing
 * measurable, and a cost for runs of more than six houses between fences lost 3).
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
 * evaluateSheet(view.sheet, view.plans, { deck: view.deck }); // ≈ −0.9: no points yet, and every street's gap still to fill
 * ```
 *
 * @group Bots
 */
export function evaluateSheet(sheet: Sheet, plans: readonly PlanState[], context: EvaluationContext = {}): number {
  return rateSheet(checkedSheet(sheet), checkedPlans(plans), checkedSupply(context));
}

/** The supply of a context from outside: an object whose `deck`, if given, is cards. */
function checkedSupply(context: unknown): Supply {
  const copy = snapshot(context, 'context');
  if (!copy.ok || typeof copy.value !== 'object' || copy.value === null || Array.isArray(copy.value)) return fail('argumentInvalid', { name: 'context', expected: 'an object { deck? }', given: copy.ok ? describeValue(context) : copy.problem.problem });
  const deck = (copy.value as Record<string, unknown>).deck;
  if (deck === undefined) return ORIGINAL_SUPPLY;
  const bad = (problem: string): never => fail('argumentInvalid', { name: 'context.deck', expected: 'an array of cards { number, effect }', given: problem });
  const checked = cards(deck, 'context.deck', bad);
  if (checked.length === 0) return bad('an empty array');
  return supplyOfDeck(checked);
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

/** What the rating needs of one street, which only a new street object changes. */
interface StreetRating {
  readonly street: Street;
  readonly supply: Supply;
  /** The dead and tight houses' cost. */
  readonly gapCost: number;
  /** Complete estates of each size 1–6, and those of them not yet used for a plan. */
  readonly complete: readonly number[];
  readonly completeUnused: readonly number[];
  /** Each unfinished estate of 1–6 houses, left to right: its size and the part of it written. */
  readonly unfinishedSizes: readonly number[];
  readonly unfinishedParts: readonly number[];
}

/**
 * The last street ratings, looked up by the street object itself: a candidate's sheet
 * shares every street but one with the sheet it was played on, so a greedy decision
 * rates each street once. A small ring, not a `WeakMap`, which costs more than it saves.
 */
const RING = 16;
const ring: (StreetRating | undefined)[] = new Array<StreetRating | undefined>(RING).fill(undefined);
let next = 0;

function rateStreet(street: Street, supply: Supply): StreetRating {
  for (let i = 0; i < RING; i++) {
    const cached = ring[i];
    if (cached !== undefined && cached.street === street && cached.supply === supply) return cached;
  }
  const { dead, tight } = gaps(street, supply);
  const complete = [0, 0, 0, 0, 0, 0];
  const completeUnused = [0, 0, 0, 0, 0, 0];
  const unfinishedSizes: number[] = [];
  const unfinishedParts: number[] = [];
  forEachEstate(street, (start, size, isComplete, used) => {
    if (size > 6) return;
    if (isComplete) {
      complete[size - 1] = (complete[size - 1] as number) + 1;
      if (!used) completeUnused[size - 1] = (completeUnused[size - 1] as number) + 1;
      return;
    }
    let written = 0;
    for (let house = start; house < start + size; house++) if (street.houses[house]?.number !== null) written += 1;
    unfinishedSizes.push(size);
    unfinishedParts.push(written / size);
  });
  const rating: StreetRating = { street, supply, gapCost: WEIGHTS.deadHouse * dead + WEIGHTS.tightHouse * tight, complete, completeUnused, unfinishedSizes, unfinishedParts };
  ring[next] = rating;
  next = (next + 1) % RING;
  return rating;
}

/**
 * The sheet's score, temp award left out: {@link scoreOf}'s total, summed in the same
 * order, from the street ratings' estate counts and without the breakdown.
 */
function scoreTotal(sheet: Sheet, top: StreetRating, middle: StreetRating, bottom: StreetRating): number {
  let estatePoints = 0;
  for (let size = 1; size <= 6; size++) {
    const count = (top.complete[size - 1] as number) + (middle.complete[size - 1] as number) + (bottom.complete[size - 1] as number);
    estatePoints += count * ((TRACKS.estates[size - 1] as readonly number[])[sheet.improvements[size - 1] ?? 0] as number);
  }
  let plans = 0;
  for (const points of sheet.plans) plans += points ?? 0;
  const parks = (index: StreetIndex) => SHEET_LAYOUT[index].parks[sheet.streets[index].parks] as number;
  const seasonal = sheet.season.kind === 'classic' ? 0 : scoreSeason(sheet).points;
  return (
    plans +
    parks(0) +
    parks(1) +
    parks(2) +
    (TRACKS.pool[sheet.pools] as number) +
    0 +
    estatePoints +
    seasonal -
    (TRACKS.bis[sheet.bis] as number) -
    (TRACKS.refusal[sheet.refusals] as number) -
    (TRACKS.roundabout[sheet.roundabouts] as number)
  );
}

/** Scratch space of {@link rateSheet}, reused by every call (it runs for every candidate of every decision). */
const MOST_ESTATES = 33;
const unusedBySize = new Int32Array(6);
/** The parts written of the unfinished estates of each size, most written first: `size − 1` × {@link MOST_ESTATES} onward. */
const partsBySize = new Float64Array(6 * MOST_ESTATES);
const partCounts = new Int32Array(6);
const available = new Int32Array(6);
const counted = new Int32Array(6);

/** Records an unfinished estate's part written among those of its size, most written first. */
function addPart(size: number, part: number): void {
  const base = (size - 1) * MOST_ESTATES;
  let at = partCounts[size - 1] as number;
  while (at > 0 && (partsBySize[base + at - 1] as number) < part) {
    partsBySize[base + at] = partsBySize[base + at - 1] as number;
    at -= 1;
  }
  partsBySize[base + at] = part;
  partCounts[size - 1] = (partCounts[size - 1] as number) + 1;
}

/** {@link evaluateSheet} for the engine's own sheets, unchecked: the greedy bot's rating. */
export function rateSheet(sheet: Sheet, plans: readonly PlanState[], supply: Supply): number {
  const top = rateStreet(sheet.streets[0], supply);
  const middle = rateStreet(sheet.streets[1], supply);
  const bottom = rateStreet(sheet.streets[2], supply);
  let value = scoreTotal(sheet, top, middle, bottom) + Math.min(sheet.temps, WEIGHTS.tempCap) * WEIGHTS.temp;
  unusedBySize.fill(0);
  partCounts.fill(0);
  for (const street of [top, middle, bottom]) {
    value += street.gapCost;
    for (let size = 0; size < 6; size++) unusedBySize[size] = (unusedBySize[size] as number) + (street.completeUnused[size] as number);
    for (let i = 0; i < street.unfinishedSizes.length; i++) {
      const size = street.unfinishedSizes[i] as number;
      const part = street.unfinishedParts[i] as number;
      addPart(size, part);
      const worth = (TRACKS.estates[size - 1] as readonly number[])[sheet.improvements[size - 1] ?? 0] ?? 0;
      value += worth * WEIGHTS.openEstate * part;
    }
  }
  for (let k = 0; k < plans.length; k++) {
    const plan = plans[k] as PlanState;
    if (sheet.plans[k] !== null || plan.requirement.type !== 'estates') continue;
    available.set(unusedBySize);
    counted.fill(0);
    let matched = 0;
    for (const size of plan.requirement.sizes) {
      if ((available[size - 1] as number) > 0) {
        available[size - 1] = (available[size - 1] as number) - 1;
        matched += 1;
      } else if ((counted[size - 1] as number) < (partCounts[size - 1] as number)) {
        // An estate of the size on its way: the most written one not yet counted for this plan.
        matched += WEIGHTS.plannedEstate * (partsBySize[(size - 1) * MOST_ESTATES + (counted[size - 1] as number)] as number);
        counted[size - 1] = (counted[size - 1] as number) + 1;
      }
    }
    value += planValue(plan) * WEIGHTS.planProgress * (matched / plan.requirement.sizes.length);
  }
  return value;
}
