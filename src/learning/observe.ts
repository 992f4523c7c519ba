import { fail } from '../errors/rule-error.js';
import type { GameOptions } from '../game/options.js';
import { plainOptions } from '../game/create.js';
import { readOptions, MAX_PLAYERS } from '../game/setup/read-options.js';
import { checkedView } from '../game/view-check.js';
import type { PlayerView } from '../game/view-types.js';
import { describeValue } from '../internal/snapshot.js';
import { EFFECTS, MIN_HOUSE_NUMBER, type Effect } from '../rules/cards.js';
import { LAYOUT } from '../rules/layout.js';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { TRACKS } from '../rules/tracks.js';
import type { Sheet } from '../sheet/types.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { compactOf } from '../sheet/compact/json.js';
import {
  BIS,
  BIS_MARK,
  BONUS,
  coneAt,
  CONE_LOST,
  CONE_SOLD,
  eggsAt,
  EGGS,
  EMPTY,
  FENCES,
  FROM_LEFT,
  FROM_RIGHT,
  HOUSES,
  ICE_CREAM,
  IMPROVEMENTS,
  KIND,
  MARKS,
  NUMBER,
  OFFSET,
  PARKS,
  PLANS,
  POOL_BUILT,
  POOLS,
  REFUSALS,
  ROUNDABOUT_MARK,
  ROUNDABOUTS,
  TEMPS,
  TRUCK_AT,
  TRUCK_FROM,
  USED_ESTATE,
  USED_HOUSE,
} from '../sheet/compact/layout.js';
import {
  CARD_KINDS,
  CONE_HOUSES,
  EGG_HOUSES,
  ESTATE_CONDITIONS,
  ESTATE_SIZES,
  HOUSE_STRIDE,
  layoutOf,
  NUMBERS,
  PAIR_STRIDE,
  PLAN_CONDITIONS,
  PLAN_ESTATES,
  PLAN_SLOTS,
  PLAN_STRIDE,
  PLAN_VALUE_UNIT,
  ROUND_UNIT,
  SCORE_UNIT,
  sectionOf,
  TRACK_BOXES,
  TRUCK_STRIDE,
  type LayoutKey,
  type ObservationShape,
} from './observation-layout.js';

export type { ObservationSection, ObservationShape } from './observation-layout.js';

/**
 * The layout of the observations {@link observe} makes of a game set up with
 * `options`: their length and their sections, for a learner to size its input and
 * slice it. It depends on the number of players (one seat block each), on whether the
 * offer holds three pairs or six (expert card choice, [rules §10.4](../../docs/rules.md#104-expert-card-choice), and the solo game,
 * [§10.3](../../docs/rules.md#103-solo)), on the expert pick, and on the kind of sheet
 * ([rules §11](../../docs/rules.md#11-seasonal-sheets)); the ruleset, the rule options and the other variants change the
 * values only. The layout is documented section by section in the guide (Learning
 * bots, Observations).
 *
 * @param options - The game's options, as {@link createGame} takes them (the seed, plans, cards and position do not matter).
 * @returns The length and the sections; the same (frozen) object for games of one layout.
 * @throws `RuleError` `options/…` for options {@link createGame} would refuse.
 *
 * @example
 * ```ts
 * import { observationShape } from 'welcome-to-engine';
 * observationShape({ players: 2 }).length; // 1933
 * observationShape({ players: 4, variants: { expert: true } }).sections.map((section) => section.name);
 * // ['game', 'plans', 'offer', 'pick', 'cards', 'stacks', 'self', 'others']
 * ```
 *
 * @group Learning
 */
export function observationShape(options: GameOptions): ObservationShape {
  const setup = readOptions(plainOptions(options));
  return layoutOf({ players: setup.ids.length, solo: setup.solo, expert: setup.variants.expert, kind: setup.sheet });
}

const EFFECT_INDEX = new Map<Effect, number>(EFFECTS.map((effect, index) => [effect, index]));
const KIND_INDEX = new Map<SheetKind, number>(SHEET_KINDS.map((kind, index) => [kind, index]));
const CONDITION_INDEX = new Map<string, number>(PLAN_CONDITIONS.map((condition, index) => [condition, index]));
const EACH_INDEX = new Map<string, number>(ESTATE_CONDITIONS.map((condition, index) => [condition, index]));
const PARK_BOXES = LAYOUT.map((street) => street.parks.length - 1);
const IMPROVEMENT_BOXES = TRACKS.estates.map((track) => track.length - 1);

/** Offsets of one layout, read once from its sections: the hot loop indexes by number. */
interface Offsets {
  readonly shape: ObservationShape;
  readonly key: LayoutKey;
  readonly game: number;
  readonly plans: number;
  readonly offer: number;
  readonly pairs: number;
  readonly pick: number;
  readonly cards: number;
  readonly stacks: number;
  readonly piles: number;
  readonly self: number;
  readonly others: number;
  readonly seatLength: number;
  readonly houses: number;
  readonly fences: number;
  readonly parks: number;
  readonly tracks: number;
  readonly improvements: number;
  readonly seatPlans: number;
  readonly season: number;
}

function offsetsOf(key: LayoutKey): Offsets {
  const shape = layoutOf(key);
  const at = (name: string) => sectionOf(shape.sections, name);
  const part = (name: string) => sectionOf(shape.seat, name).offset;
  return {
    shape,
    key,
    game: at('game').offset,
    plans: at('plans').offset,
    offer: at('offer').offset,
    pairs: at('offer').length / PAIR_STRIDE,
    pick: at('pick').offset,
    cards: at('cards').offset,
    stacks: at('stacks').offset,
    piles: at('stacks').length,
    self: at('self').offset,
    others: at('others').offset,
    seatLength: shape.seatLength,
    houses: part('houses'),
    fences: part('fences'),
    parks: part('parks'),
    tracks: part('tracks'),
    improvements: part('improvements'),
    seatPlans: part('plans'),
    season: part('season'),
  };
}

/** The last layout used: an environment observes one kind of game over and over. */
let lastOffsets: Offsets | undefined;

function offsetsOfView(view: PlayerView): Offsets {
  const players = view.players.length;
  const kind = view.sheet.season.kind;
  const last = lastOffsets;
  if (last !== undefined && last.key.players === players && last.key.solo === view.solo && last.key.expert === view.variants.expert && last.key.kind === kind) return last;
  lastOffsets = offsetsOf({ players, solo: view.solo, expert: view.variants.expert, kind });
  return lastOffsets;
}

/** The cards not in the discard piles, by number and effect, scaled: kept for the last deck and discards seen (every seat's view of a state shares them). */
const cardCounts = new Int32Array(CARD_KINDS);
const unseenCards = new Float32Array(CARD_KINDS);
let unseenDeck: readonly unknown[] | undefined;
let unseenDiscards: readonly unknown[] | undefined;

function unseen(view: PlayerView): Float32Array {
  if (view.deck === unseenDeck && view.discards === unseenDiscards) return unseenCards;
  const effects = EFFECTS.length;
  cardCounts.fill(0);
  let most = 0;
  for (const card of view.deck) {
    const index = (card.number - MIN_HOUSE_NUMBER) * effects + (EFFECT_INDEX.get(card.effect) as number);
    const count = (cardCounts[index] as number) + 1;
    cardCounts[index] = count;
    if (count > most) most = count;
  }
  for (const pile of view.discards) {
    for (const card of pile) {
      const index = (card.number - MIN_HOUSE_NUMBER) * effects + (EFFECT_INDEX.get(card.effect) as number);
      cardCounts[index] = (cardCounts[index] as number) - 1;
    }
  }
  for (let index = 0; index < CARD_KINDS; index++) unseenCards[index] = most === 0 ? 0 : Math.max(0, cardCounts[index] as number) / most;
  unseenDeck = view.deck;
  unseenDiscards = view.discards;
  return unseenCards;
}

const unit = (value: number): number => (value > 1 ? 1 : value < 0 ? 0 : value);

/**
 * The part of a seat's block that only its sheet decides (every float after the first
 * three), written once for each compact sheet and copied into every observation that
 * shows that sheet: the four players of a game each see the four sheets.
 */
const sheetParts = new WeakMap<CompactSheet, Float32Array>();

function sheetPart(at: Offsets, sheet: CompactSheet): Float32Array {
  const kept = sheetParts.get(sheet);
  if (kept !== undefined && kept.length === at.seatLength) return kept;
  const out = new Float32Array(at.seatLength);
  let house = at.houses;
  let fence = at.fences;
  for (let s = 0; s < 3; s++) {
    const count = HOUSES[s as 0 | 1 | 2];
    const first = OFFSET[s as 0 | 1 | 2];
    for (let h = 0; h < count; h++, house += HOUSE_STRIDE) {
      const cell = first + h;
      const number = sheet[NUMBER + cell] as number;
      const marks = sheet[MARKS + cell] as number;
      if (number !== EMPTY) out[house + number - MIN_HOUSE_NUMBER] = 1;
      if ((marks & BIS_MARK) !== 0) out[house + NUMBERS] = 1;
      if ((marks & ROUNDABOUT_MARK) !== 0) out[house + NUMBERS + 1] = 1;
      if ((marks & POOL_BUILT) !== 0) out[house + NUMBERS + 2] = 1;
      if ((marks & USED_ESTATE) !== 0) out[house + NUMBERS + 3] = 1;
      else if ((marks & USED_HOUSE) !== 0) out[house + NUMBERS + 4] = 1;
    }
    const fences = sheet[FENCES + s] as number;
    for (let slot = 1; slot < count; slot++, fence++) if ((fences & (1 << slot)) !== 0) out[fence] = 1;
    out[at.parks + s] = (sheet[PARKS + s] as number) / (PARK_BOXES[s] as number);
  }
  const tracks = at.tracks;
  out[tracks] = (sheet[POOLS] as number) / (TRACK_BOXES[0] as number);
  out[tracks + 1] = (sheet[TEMPS] as number) / (TRACK_BOXES[1] as number);
  out[tracks + 2] = (sheet[BIS] as number) / (TRACK_BOXES[2] as number);
  out[tracks + 3] = (sheet[REFUSALS] as number) / (TRACK_BOXES[3] as number);
  out[tracks + 4] = (sheet[ROUNDABOUTS] as number) / (TRACK_BOXES[4] as number);
  for (let size = 0; size < ESTATE_SIZES; size++) out[at.improvements + size] = (sheet[IMPROVEMENTS + size] as number) / (IMPROVEMENT_BOXES[size] as number);
  for (let k = 0; k < PLAN_SLOTS; k++) {
    const points = sheet[PLANS + k] as number;
    if (points === EMPTY) continue;
    out[at.seatPlans + 2 * k] = 1;
    out[at.seatPlans + 2 * k + 1] = unit(points / PLAN_VALUE_UNIT);
  }
  const part = at.season;
  if (sheet[KIND] === ICE_CREAM) {
    for (let s = 0; s < 3; s++) {
      const spot = part + s * TRUCK_STRIDE;
      const from = sheet[TRUCK_FROM + s];
      if (from === FROM_LEFT) out[spot] = 1;
      else if (from === FROM_RIGHT) out[spot + 1] = 1;
      const stands = sheet[TRUCK_AT + s] as number;
      if (stands !== EMPTY) out[spot + 2] = (stands + 1) / (LAYOUT[s]?.houses as number);
    }
    const cones = part + 3 * TRUCK_STRIDE;
    for (let c = 0; c < CONE_HOUSES.length; c++) {
      const [s, h] = CONE_HOUSES[c] as readonly [0 | 1 | 2, number];
      const cone = coneAt(sheet, OFFSET[s] + h);
      if (cone === CONE_SOLD) out[cones + 2 * c] = 1;
      else if (cone === CONE_LOST) out[cones + 2 * c + 1] = 1;
    }
    const bonuses = cones + 2 * CONE_HOUSES.length;
    for (let s = 0; s < 3; s++) {
      const bonus = sheet[BONUS + s];
      if (bonus === 1) out[bonuses + 2 * s] = 1;
      else if (bonus === 2) out[bonuses + 2 * s + 1] = 1;
    }
  } else if (sheet[KIND] === EGGS) {
    for (let e = 0; e < EGG_HOUSES.length; e++) {
      const [s, h, drawn] = EGG_HOUSES[e] as readonly [0 | 1 | 2, number, number];
      out[part + e] = unit(eggsAt(sheet, OFFSET[s] + h) / drawn);
    }
  }
  sheetParts.set(sheet, out);
  return out;
}

/** Writes one seat's block: whether it chose, whether it won, its score, then its sheet. */
function writeSeat(out: Float32Array, base: number, at: Offsets, sheet: Sheet, chosen: boolean, won: boolean, score: number): void {
  out.set(sheetPart(at, compactOf(sheet)), base);
  out[base] = chosen ? 1 : 0;
  out[base + 1] = won ? 1 : 0;
  out[base + 2] = unit(score / SCORE_UNIT);
}

/**
 * What one player sees of a game, as numbers for a learner: a `Float32Array` laid out
 * by {@link observationShape} ([the guide](../../docs/learning.md#observations) tables every float).
 * In order: the round and the game's options; the three plans, their values and
 * whether they are approved; the offer as the player sees it (expert effects hidden
 * before the pick, [rules §10.4](../../docs/rules.md#104-expert-card-choice)) and the pick; the cards not yet discarded, by
 * number and effect; the draw piles' heights; the player's own sheet; the other
 * sheets as of the last resolved round ([rules §4](../../docs/rules.md#4-a-round)),
 * starting from the player's left (the next seat), so that the observation is
 * relative to the seat. Once the game is over each seat also holds whether it won and
 * its final score.
 *
 * It reads the view only, so two states that show a player the same view give the
 * same observation; every float is finite and from 0 to 1. Numbers, effects and
 * conditions are one-hot, flags 1 or 0, tracks the share of their boxes crossed.
 * `out`, when given, is filled instead of a new array: an environment stepping many
 * games allocates nothing.
 *
 * Trusts a view {@link playerView} made; any other value is checked first, as the bots
 * check theirs.
 *
 * @param view - A player's view, running or finished.
 * @param out - An array of the observation's length to write into (every float is written), or nothing for a new one.
 * @returns The observation: `out` when given.
 * @throws `RuleError` `argument/invalid` for a malformed view (naming the field) or an `out` that is not a `Float32Array` of the layout's length.
 *
 * @example
 * ```ts
 * import { createGame, observationShape, observe, playerView } from 'welcome-to-engine';
 * const options = { players: 2, seed: 1 };
 * const observation = observe(playerView(createGame(options), 'p1'));
 * observation.length === observationShape(options).length; // true
 * const self = observationShape(options).sections.find((section) => section.name === 'self');
 * observation.subarray(self?.offset, (self?.offset ?? 0) + (self?.length ?? 0)); // p1's sheet
 * ```
 *
 * @group Learning
 */
export function observe(view: PlayerView, out?: Float32Array): Float32Array {
  const given = view;
  // A view the engine did not make is checked (and copied) first.
  view = checkedView(view, 'view');
  if (view !== given) checkObservable(view);
  const at = offsetsOfView(view);
  if (view !== given) checkRoom(view, at);
  const length = at.shape.length;
  let o: Float32Array;
  if (out === undefined) o = new Float32Array(length);
  else {
    if (!(out instanceof Float32Array) || out.length !== length)
      return fail('argument/invalid', { name: 'out', expected: `a Float32Array of ${length} floats (observationShape(…).length)`, given: describeValue(out) });
    o = out;
    o.fill(0);
  }
  const { rules, variants } = view;
  // game
  let g = at.game;
  o[g++] = unit(view.round / ROUND_UNIT);
  // The flags of GAME_FLAGS, in its order, written one by one: no array a call.
  o[g++] = view.status === 'over' ? 1 : 0;
  o[g++] = view.solo ? 1 : 0;
  o[g++] = variants.advancedPlans ? 1 : 0;
  o[g++] = variants.expert ? 1 : 0;
  o[g++] = variants.roundabouts ? 1 : 0;
  o[g++] = rules.deck === 'original' ? 1 : 0;
  o[g++] = rules.refusalTest === 'playable-pairs' ? 1 : 0;
  o[g++] = rules.stackRebuild === 'together' ? 1 : 0;
  o[g++] = rules.claims === 'immediate' ? 1 : 0;
  o[g++] = rules.reshuffleOnFirstClaim ? 1 : 0;
  o[g++] = rules.bisAcrossFence ? 1 : 0;
  o[g++] = rules.tieBreak === 'estates-by-size' ? 1 : 0;
  o[g + (KIND_INDEX.get(view.sheet.season.kind) as number)] = 1;
  g += SHEET_KINDS.length;
  o[g] = view.players.length / MAX_PLAYERS;
  // plans
  for (let k = 0; k < PLAN_SLOTS; k++) {
    const plan = view.plans[k];
    if (plan === undefined) continue;
    const base = at.plans + k * PLAN_STRIDE;
    if (plan.approved) o[base] = 1;
    o[base + 1] = unit(plan.first / PLAN_VALUE_UNIT);
    o[base + 2] = unit(plan.later / PLAN_VALUE_UNIT);
    const requirement = plan.requirement;
    if (requirement.type === 'estates') {
      for (const size of requirement.sizes) o[base + 3 + size - 1] = unit((o[base + 3 + size - 1] as number) + 1 / PLAN_ESTATES);
      if (requirement.each !== undefined) o[base + 3 + ESTATE_SIZES + PLAN_CONDITIONS.length + (EACH_INDEX.get(requirement.each) as number)] = 1;
    } else o[base + 3 + ESTATE_SIZES + (CONDITION_INDEX.get(requirement.condition) as number)] = 1;
  }
  // offer
  const offer = view.offer;
  for (let i = 0; i < offer.length; i++) {
    const pair = offer[i] as PlayerView['offer'][number];
    const base = at.offer + i * PAIR_STRIDE;
    o[base] = 1;
    o[base + 1 + pair.number - MIN_HOUSE_NUMBER] = 1;
    const effects = base + 1 + NUMBERS;
    if (pair.effect === null) o[effects + EFFECTS.length] = 1;
    else o[effects + (EFFECT_INDEX.get(pair.effect) as number)] = 1;
    const cards = effects + EFFECTS.length + 1;
    o[cards + pair.numberCard] = 1;
    o[cards + 3 + pair.effectCard] = 1;
  }
  if (view.variants.expert && view.pick !== null) o[at.pick + view.pick] = 1;
  o.set(unseen(view), at.cards);
  const deckSize = view.deck.length;
  for (let k = 0; k < at.piles; k++) o[at.stacks + k] = unit(((view.stacks[k] as number) * at.piles) / deckSize);
  // seats
  const players = view.players;
  const count = players.length;
  let me = 0;
  while (me < count && players[me]?.id !== view.player) me++;
  const result = view.status === 'over' ? view.result.players : undefined;
  for (let j = 0; j < count; j++) {
    const index = (me + j) % count;
    const player = players[index] as PlayerView['players'][number];
    const score = result?.[index];
    const base = j === 0 ? at.self : at.others + (j - 1) * at.seatLength;
    writeSeat(o, base, at, j === 0 ? view.sheet : player.sheet, j === 0 ? view.pending !== null : player.chosen, score?.rank === 1, score?.breakdown.total ?? 0);
  }
  return o;
}

/** The offer and the draw piles of a view {@link observe} did not make, against the room its layout has for them. */
function checkRoom(view: PlayerView, at: Offsets): void {
  if (view.offer.length > at.pairs) fail('argument/invalid', { name: 'view.offer', expected: `at most ${at.pairs} pairs`, given: describeValue(view.offer) });
  if (view.stacks.length !== at.piles) fail('argument/invalid', { name: 'view.stacks', expected: `${at.piles} draw piles`, given: describeValue(view.stacks) });
}

/**
 * What {@link observe} reads of a view beyond what `checkedView` checks, on a view it
 * did not make: the plans' values and requirements, one kind of sheet, the player at
 * the table, the final scores.
 */
function checkObservable(view: PlayerView): void {
  const wrong = (path: string, expected: string, given: unknown): never => fail('argument/invalid', { name: `view${path}`, expected, given: describeValue(given) });
  const count = view.players.length;
  if (count < 1 || count > MAX_PLAYERS) wrong('.players', `1 to ${MAX_PLAYERS} players`, view.players);
  if (view.solo !== (count === 1)) wrong('.solo', `${count === 1}: a game is solo when it has one player`, view.solo);
  if (view.players.filter((player) => player.id === view.player).length !== 1) wrong('.player', 'the id of one player of view.players', view.player);
  const kind = view.sheet.season.kind;
  view.players.forEach((player, index) => {
    if (player.sheet.season.kind !== kind) wrong(`.players[${index}].sheet.season.kind`, `"${kind}", the kind of the player's own sheet`, player.sheet.season.kind);
  });
  if (view.plans.length !== PLAN_SLOTS) wrong('.plans', `${PLAN_SLOTS} plans`, view.plans);
  view.plans.forEach((plan, k) => {
    const at = `.plans[${k}]`;
    for (const field of ['first', 'later'] as const) {
      const value: unknown = plan[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) wrong(`${at}.${field}`, 'a whole number of points, 0 or more', value);
    }
    const requirement: unknown = plan.requirement;
    if (typeof requirement !== 'object' || requirement === null) return wrong(`${at}.requirement`, 'a plan requirement', requirement);
    const need = requirement as { type?: unknown; sizes?: unknown; each?: unknown; condition?: unknown };
    if (need.type === 'condition') {
      if (!CONDITION_INDEX.has(need.condition as string)) wrong(`${at}.requirement.condition`, `one of ${PLAN_CONDITIONS.join(', ')}`, need.condition);
    } else if (need.type === 'estates') {
      const sizes = need.sizes;
      if (!Array.isArray(sizes) || sizes.length < 1 || sizes.length > PLAN_ESTATES || !sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= ESTATE_SIZES)) {
        wrong(`${at}.requirement.sizes`, `1 to ${PLAN_ESTATES} estate sizes from 1 to ${ESTATE_SIZES}`, sizes);
      }
      if (need.each !== undefined && !EACH_INDEX.has(need.each as string)) wrong(`${at}.requirement.each`, `absent or one of ${ESTATE_CONDITIONS.join(', ')}`, need.each);
    } else wrong(`${at}.requirement.type`, '"estates" or "condition"', need.type);
  });
  if (view.deck.length === 0) wrong('.deck', 'the cards of the deck', view.deck);
  if (view.status === 'over') {
    const scores: unknown = (view.result as { players?: unknown } | null)?.players;
    if (!Array.isArray(scores) || scores.length !== count) return wrong('.result.players', `the ${count} players' scores`, scores);
    scores.forEach((score: unknown, index) => {
      const entry = score as { rank?: unknown; breakdown?: { total?: unknown } } | null;
      if (typeof entry?.rank !== 'number' || !Number.isInteger(entry.rank)) wrong(`.result.players[${index}].rank`, 'a rank', entry?.rank);
      const total: unknown = entry?.breakdown?.total;
      if (typeof total !== 'number' || !Number.isFinite(total)) wrong(`.result.players[${index}].breakdown.total`, 'a score', total);
    });
  }
}
