import { fail } from '../errors/rule-error.js';
import type { GameOptions } from '../game/options.js';
import { plainOptions } from '../game/create.js';
import { readOptions, MAX_PLAYERS } from '../game/setup/read-options.js';
import { checkedView } from '../game/view-check.js';
import type { PlayerView } from '../game/view-types.js';
import { describeValue } from '../internal/snapshot.js';
import { EFFECTS, MIN_HOUSE_NUMBER, type Card } from '../rules/cards.js';
import { cardCode, effectCode } from '../game/compact/card-codes.js';
import type { PlanState } from '../game/state.js';
import type { ViewPair } from '../game/view-types.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { VariantFlags } from '../rules/variants.js';
import { HOUSE_COUNT, LAYOUT } from '../rules/layout.js';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { TRACKS } from '../rules/tracks.js';
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
 * @returns The length and the sections, frozen; equal (not one object) for games of one layout.
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

const PARK_BOXES: readonly number[] = Object.freeze(LAYOUT.map((street) => street.parks.length - 1));
const IMPROVEMENT_BOXES: readonly number[] = Object.freeze(TRACKS.estates.map((track) => track.length - 1));

/** Offsets of one layout, read once from its sections: the hot loop indexes by number. */
export interface Offsets {
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

/** The offsets of the observations of games of `key`. */
export function offsetsOf(key: LayoutKey): Offsets {
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

/** The offsets of the observations a view's game gives. */
function offsetsOfView(view: PlayerView): Offsets {
  return offsetsOf({ players: view.players.length, solo: view.solo, expert: view.variants.expert, kind: view.sheet.season.kind });
}

/**
 * How many cards of each kind ({@link cardIndex}) the deck holds, and the largest of
 * those counts: the unit of section `cards`. A game's deck never changes: read once a game.
 */
export function deckCounts(deck: readonly Card[]): { readonly counts: Int32Array; readonly most: number } {
  const counts = new Int32Array(CARD_KINDS);
  let most = 0;
  for (const card of deck) {
    // A card's code is its place in the section: its number, then its effect.
    const index = cardCode(card);
    const count = (counts[index] as number) + 1;
    counts[index] = count;
    if (count > most) most = count;
  }
  return { counts, most };
}

/**
 * Writes section `cards` into `o` at `at`: the cards not in the discard piles as the
 * player has seen them, by kind, over the deck's largest count. `seen` calls `visit`
 * with the code (`game/compact/card-codes.ts`, the card's place in the section) of
 * every card seen in a discard pile.
 */
export function writeUnseen(o: Float32Array, at: number, deck: { readonly counts: Int32Array; readonly most: number }, seen: (visit: (code: number) => void) => void, scratch: Int32Array): void {
  scratch.set(deck.counts);
  seen((code) => {
    scratch[code] = (scratch[code] as number) - 1;
  });
  const most = deck.most;
  for (let index = 0; index < CARD_KINDS; index++) o[at + index] = most === 0 ? 0 : Math.max(0, scratch[index] as number) / most;
}

const unit = (value: number): number => (value > 1 ? 1 : value < 0 ? 0 : value);

/** Writes section `game`: the round, whether it is over, the options' flags, the kind of sheet, the player count. */
export function writeGameSection(o: Float32Array, at: Offsets, round: number, over: boolean, solo: boolean, variants: VariantFlags, rules: RuleOptions, kind: SheetKind, players: number): void {
  let g = at.game;
  o[g++] = unit(round / ROUND_UNIT);
  // The flags of GAME_FLAGS, in its order, written one by one: no array a call.
  o[g++] = over ? 1 : 0;
  o[g++] = solo ? 1 : 0;
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
  for (let k = 0; k < SHEET_KINDS.length; k++) o[g + k] = SHEET_KINDS[k] === kind ? 1 : 0;
  g += SHEET_KINDS.length;
  o[g] = players / MAX_PLAYERS;
}

/** Writes section `plans`: each plan's approval, values, and what it asks. */
export function writePlansSection(o: Float32Array, at: Offsets, plans: readonly PlanState[] | PlayerView['plans']): void {
  o.fill(0, at.plans, at.plans + PLAN_SLOTS * PLAN_STRIDE);
  for (let k = 0; k < PLAN_SLOTS; k++) {
    const plan = plans[k];
    if (plan === undefined) continue;
    const base = at.plans + k * PLAN_STRIDE;
    if (plan.approved) o[base] = 1;
    o[base + 1] = unit(plan.first / PLAN_VALUE_UNIT);
    o[base + 2] = unit(plan.later / PLAN_VALUE_UNIT);
    const requirement = plan.requirement;
    if (requirement.type === 'estates') {
      for (const size of requirement.sizes) o[base + 3 + size - 1] = unit((o[base + 3 + size - 1] as number) + 1 / PLAN_ESTATES);
      if (requirement.each !== undefined) o[base + 3 + ESTATE_SIZES + PLAN_CONDITIONS.length + ESTATE_CONDITIONS.indexOf(requirement.each)] = 1;
    } else o[base + 3 + ESTATE_SIZES + PLAN_CONDITIONS.indexOf(requirement.condition)] = 1;
  }
}

/** Writes sections `offer` and `pick`: the pairs as the player sees them (expert effects hidden before the pick), and the card picked. */
export function writeOfferSection(o: Float32Array, at: Offsets, offer: readonly ViewPair[], expert: boolean, pick: number | null): void {
  o.fill(0, at.offer, at.offer + at.pairs * PAIR_STRIDE);
  for (let i = 0; i < offer.length; i++) {
    const pair = offer[i] as ViewPair;
    const base = at.offer + i * PAIR_STRIDE;
    o[base] = 1;
    o[base + 1 + pair.number - MIN_HOUSE_NUMBER] = 1;
    const effects = base + 1 + NUMBERS;
    if (pair.effect === null) o[effects + EFFECTS.length] = 1;
    else o[effects + effectCode(pair.effect)] = 1;
    const cards = effects + EFFECTS.length + 1;
    o[cards + pair.numberCard] = 1;
    o[cards + 3 + pair.effectCard] = 1;
  }
  if (expert) {
    o.fill(0, at.pick, at.pick + 3);
    if (pick !== null) o[at.pick + pick] = 1;
  }
}

/** Writes section `stacks`: the cards left in each draw pile, scaled. */
export function writeStacks(o: Float32Array, at: Offsets, heights: (k: number) => number, deckSize: number): void {
  for (let k = 0; k < at.piles; k++) o[at.stacks + k] = unit((heights(k) * at.piles) / deckSize);
}

/** Writes a seat block's status: whether the player has chosen, whether they won, their final score. */
export function writeSeatStatus(o: Float32Array, base: number, chosen: boolean, won: boolean, score: number): void {
  o[base] = chosen ? 1 : 0;
  o[base + 1] = won ? 1 : 0;
  o[base + 2] = unit(score / SCORE_UNIT);
}

/**
 * Writes house `cell`'s floats (sheet index) of a seat block at `house` (its first
 * float), over what they showed: the number one-hot of `before` (the sheet they show
 * now; none when they are all 0) cleared, then every float written.
 */
function writeHouse(o: Float32Array, house: number, sheet: CompactSheet, cell: number, before: CompactSheet | undefined): void {
  const was = before === undefined ? EMPTY : (before[NUMBER + cell] as number);
  if (was !== EMPTY) o[house + was - MIN_HOUSE_NUMBER] = 0;
  const number = sheet[NUMBER + cell] as number;
  const marks = sheet[MARKS + cell] as number;
  if (number !== EMPTY) o[house + number - MIN_HOUSE_NUMBER] = 1;
  o[house + NUMBERS] = (marks & BIS_MARK) !== 0 ? 1 : 0;
  o[house + NUMBERS + 1] = (marks & ROUNDABOUT_MARK) !== 0 ? 1 : 0;
  o[house + NUMBERS + 2] = (marks & POOL_BUILT) !== 0 ? 1 : 0;
  o[house + NUMBERS + 3] = (marks & USED_ESTATE) !== 0 ? 1 : 0;
  o[house + NUMBERS + 4] = (marks & USED_ESTATE) === 0 && (marks & USED_HOUSE) !== 0 ? 1 : 0;
}

/**
 * What differs between `sheet` and `before` (the sheet a seat block shows now, or none):
 * the houses whose number or marks changed (sheet indexes), then -1 - street for each
 * street whose fences changed. Every house and street when there is no `before`.
 */
export function sheetChanges(sheet: CompactSheet, before: CompactSheet | undefined): number[] {
  const changed: number[] = [];
  for (let cell = 0; cell < HOUSE_COUNT; cell++) {
    if (before === undefined || before[NUMBER + cell] !== sheet[NUMBER + cell] || before[MARKS + cell] !== sheet[MARKS + cell]) changed.push(cell);
  }
  for (let s = 0; s < 3; s++) if (before === undefined || before[FENCES + s] !== sheet[FENCES + s]) changed.push(-1 - s);
  return changed;
}

/** The first float of each house's floats within the houses of a seat block (sheet index order: the same). */
function houseFloat(cell: number): number {
  return cell * HOUSE_STRIDE;
}

/** The first float of each street's fence slots within the fences of a seat block. */
const FENCE_FLOATS: readonly number[] = Object.freeze([0, HOUSES[0] - 1, HOUSES[0] - 1 + HOUSES[1] - 1]);

/**
 * Writes the part of a seat block that only its sheet decides (every float after the
 * status) at `base`, over `before`, the sheet the block shows (none: a block of zeros):
 * the houses and fences `changed` lists ({@link sheetChanges}), and the parks, tracks,
 * plans and season always.
 */
export function writeSheetPart(o: Float32Array, base: number, at: Offsets, sheet: CompactSheet, changed: readonly number[], before?: CompactSheet): void {
  for (let k = 0; k < changed.length; k++) {
    const item = changed[k] as number;
    if (item >= 0) {
      writeHouse(o, base + at.houses + houseFloat(item), sheet, item, before);
      continue;
    }
    const s = -1 - item;
    const fences = sheet[FENCES + s] as number;
    const fence = base + at.fences + (FENCE_FLOATS[s] as number);
    for (let slot = 1; slot < HOUSES[s as 0 | 1 | 2]; slot++) o[fence + slot - 1] = (fences & (1 << slot)) !== 0 ? 1 : 0;
  }
  for (let s = 0; s < 3; s++) o[base + at.parks + s] = (sheet[PARKS + s] as number) / (PARK_BOXES[s] as number);
  const tracks = base + at.tracks;
  o[tracks] = (sheet[POOLS] as number) / (TRACK_BOXES[0] as number);
  o[tracks + 1] = (sheet[TEMPS] as number) / (TRACK_BOXES[1] as number);
  o[tracks + 2] = (sheet[BIS] as number) / (TRACK_BOXES[2] as number);
  o[tracks + 3] = (sheet[REFUSALS] as number) / (TRACK_BOXES[3] as number);
  o[tracks + 4] = (sheet[ROUNDABOUTS] as number) / (TRACK_BOXES[4] as number);
  for (let size = 0; size < ESTATE_SIZES; size++) o[base + at.improvements + size] = (sheet[IMPROVEMENTS + size] as number) / (IMPROVEMENT_BOXES[size] as number);
  for (let k = 0; k < PLAN_SLOTS; k++) {
    const points = sheet[PLANS + k] as number;
    o[base + at.seatPlans + 2 * k] = points === EMPTY ? 0 : 1;
    o[base + at.seatPlans + 2 * k + 1] = points === EMPTY ? 0 : unit(points / PLAN_VALUE_UNIT);
  }
  const part = base + at.season;
  if (sheet[KIND] === ICE_CREAM) {
    for (let s = 0; s < 3; s++) {
      const spot = part + s * TRUCK_STRIDE;
      const from = sheet[TRUCK_FROM + s];
      o[spot] = from === FROM_LEFT ? 1 : 0;
      o[spot + 1] = from === FROM_RIGHT ? 1 : 0;
      const stands = sheet[TRUCK_AT + s] as number;
      o[spot + 2] = stands === EMPTY ? 0 : (stands + 1) / (LAYOUT[s]?.houses as number);
    }
    const cones = part + 3 * TRUCK_STRIDE;
    for (let c = 0; c < CONE_HOUSES.length; c++) {
      const [s, h] = CONE_HOUSES[c] as readonly [0 | 1 | 2, number];
      const cone = coneAt(sheet, OFFSET[s] + h);
      o[cones + 2 * c] = cone === CONE_SOLD ? 1 : 0;
      o[cones + 2 * c + 1] = cone === CONE_LOST ? 1 : 0;
    }
    const bonuses = cones + 2 * CONE_HOUSES.length;
    for (let s = 0; s < 3; s++) {
      const bonus = sheet[BONUS + s];
      o[bonuses + 2 * s] = bonus === 1 ? 1 : 0;
      o[bonuses + 2 * s + 1] = bonus === 2 ? 1 : 0;
    }
  } else if (sheet[KIND] === EGGS) {
    for (let e = 0; e < EGG_HOUSES.length; e++) {
      const [s, h, drawn] = EGG_HOUSES[e] as readonly [0 | 1 | 2, number, number];
      o[part + e] = unit(eggsAt(sheet, OFFSET[s] + h) / drawn);
    }
  }
}

/** Where observer `observer`'s block of seat `seat` starts: its own first, then the others from its left. */
export function seatBase(at: Offsets, players: number, observer: number, seat: number): number {
  const j = (seat - observer + players) % players;
  return j === 0 ? at.self : at.others + (j - 1) * at.seatLength;
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
  const players = view.players;
  const count = players.length;
  writeGameSection(o, at, view.round, view.status === 'over', view.solo, view.variants, view.rules, view.sheet.season.kind, count);
  writePlansSection(o, at, view.plans);
  writeOfferSection(o, at, view.offer, view.variants.expert, view.pick);
  writeUnseen(
    o,
    at.cards,
    deckCounts(view.deck),
    (visit) => {
      for (const pile of view.discards) for (const card of pile) visit(cardCode(card));
    },
    new Int32Array(CARD_KINDS),
  );
  writeStacks(o, at, (k) => view.stacks[k] as number, view.deck.length);
  let me = 0;
  while (me < count && players[me]?.id !== view.player) me++;
  const result = view.status === 'over' ? view.result.players : undefined;
  for (let seat = 0; seat < count; seat++) {
    const player = players[seat] as PlayerView['players'][number];
    const score = result?.[seat];
    const base = seatBase(at, count, me, seat);
    const own = seat === me;
    writeSeatStatus(o, base, own ? view.pending !== null : player.chosen, score?.rank === 1, score?.breakdown.total ?? 0);
    const sheet = compactOf(own ? view.sheet : player.sheet);
    writeSheetPart(o, base, at, sheet, sheetChanges(sheet, undefined));
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
      if (!(PLAN_CONDITIONS as readonly string[]).includes(need.condition as string)) wrong(`${at}.requirement.condition`, `one of ${PLAN_CONDITIONS.join(', ')}`, need.condition);
    } else if (need.type === 'estates') {
      const sizes = need.sizes;
      if (!Array.isArray(sizes) || sizes.length < 1 || sizes.length > PLAN_ESTATES || !sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= ESTATE_SIZES)) {
        wrong(`${at}.requirement.sizes`, `1 to ${PLAN_ESTATES} estate sizes from 1 to ${ESTATE_SIZES}`, sizes);
      }
      if (need.each !== undefined && !(ESTATE_CONDITIONS as readonly string[]).includes(need.each as string))
        wrong(`${at}.requirement.each`, `absent or one of ${ESTATE_CONDITIONS.join(', ')}`, need.each);
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
