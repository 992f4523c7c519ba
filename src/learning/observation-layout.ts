import { MAX_PLAYERS } from '../game/setup/read-options.js';
import { CARD_INDEXES } from '../game/indexes.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { HOUSE_COUNT, LAYOUT } from '../rules/layout.js';
import { PLANS, type EstateCondition, type PlanCondition } from '../rules/plans.js';
import { CONES, EGG_SPOTS, SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { TEMP_BOXES, TRACKS } from '../rules/tracks.js';

/**
 * One named run of an observation ({@link observe}): the floats from `offset` to
 * `offset + length`. A section the options leave out (the expert pick in a standard
 * game, the other sheets of a solo game, a Classic sheet's seasonal part) is still
 * listed, with length 0, so that every name is found in every shape.
 *
 * @example
 * ```ts
 * import { observationShape, type ObservationSection } from 'welcome-to-engine';
 * const offer: ObservationSection | undefined = observationShape({ players: 2 }).sections.find((section) => section.name === 'offer');
 * offer?.length; // 96: three pairs of 32 floats
 * ```
 *
 * @group Learning
 */
export interface ObservationSection {
  /** The section's name: for the whole observation `game`, `plans`, `offer`, `pick`, `cards`, `stacks`, `self`, `others`; within a seat block `status`, `houses`, `fences`, `parks`, `tracks`, `improvements`, `plans`, `season`. */
  readonly name: string;
  /** Its first float: from the observation's start, or within a seat block from the block's start. */
  readonly offset: number;
  /** How many floats it holds (0 where the options leave it out). */
  readonly length: number;
  /** What its floats hold, in order, and how they are scaled. */
  readonly description: string;
}

/**
 * The layout of the observations of one kind of game ({@link observationShape}): how
 * long they are and where each section lies, for a learner to slice. The sheets come
 * as seat blocks of `seatLength` floats, each laid out by `seat`: the player's own at
 * section `self`, the others' one after another in section `others`, the next seat
 * (the player's left) first.
 *
 * @example
 * ```ts
 * import { observationShape, type ObservationShape } from 'welcome-to-engine';
 * const shape: ObservationShape = observationShape({ players: 4 });
 * const others = shape.sections.find((section) => section.name === 'others');
 * others?.length === 3 * shape.seatLength; // true: three other sheets
 * ```
 *
 * @group Learning
 */
export interface ObservationShape {
  /** Floats in an observation: the length of the `Float32Array` {@link observe} returns. */
  readonly length: number;
  /** The sections, in order, end to end from offset 0 to `length`. */
  readonly sections: readonly ObservationSection[];
  /** Floats in one seat block (a sheet as the table sees it). */
  readonly seatLength: number;
  /** The parts of a seat block, in order, their offsets from the block's start. */
  readonly seat: readonly ObservationSection[];
}

/** What sets the layout: how many players, whether six pairs are offered, the pick, the kind of sheet. */
export interface LayoutKey {
  readonly players: number;
  readonly solo: boolean;
  readonly expert: boolean;
  readonly kind: SheetKind;
}

/** The house numbers a sheet may hold, one float each in a one-hot. */
export const NUMBERS = MAX_HOUSE_NUMBER - MIN_HOUSE_NUMBER + 1;
/** Floats a house: the number one-hot, then bis, roundabout, pool built, used by an estate, used as a house. */
export const HOUSE_STRIDE = NUMBERS + 5;
/** The plans of a game, deck 1, 2, 3. */
export const PLAN_SLOTS = 3;
/** The estate sizes that score, 1 to 6: one estate value track each. */
export const ESTATE_SIZES = TRACKS.estates.length;
/** The conditions of the printed plans, in the order of {@link PLANS}: a one-hot each. */
export const PLAN_CONDITIONS: readonly PlanCondition[] = [...new Set(PLANS.flatMap((plan) => (plan.requirement.type === 'condition' ? [plan.requirement.condition] : [])))];
/** What the printed seasonal estate plans ask of each estate, in the order of {@link PLANS}. */
export const ESTATE_CONDITIONS: readonly EstateCondition[] = [
  ...new Set(PLANS.flatMap((plan) => (plan.requirement.type === 'estates' && plan.requirement.each !== undefined ? [plan.requirement.each] : []))),
];
/** Floats of a plan in section `plans`: approved, first, later, the estates by size, the condition one-hot, the estates' condition one-hot. */
export const PLAN_STRIDE = 3 + ESTATE_SIZES + PLAN_CONDITIONS.length + ESTATE_CONDITIONS.length;
/** Most estates a printed plan names: the unit of the estate counts. */
export const PLAN_ESTATES = Math.max(...PLANS.map((plan) => (plan.requirement.type === 'estates' ? plan.requirement.sizes.length : 0)));
/** The highest value a printed plan shows: the unit of plan values. */
export const PLAN_VALUE_UNIT = Math.max(...PLANS.map((plan) => plan.first));
/** Floats a pair of the offer: present, number one-hot, effect one-hot, effect hidden, number card one-hot, effect card one-hot. */
export const PAIR_STRIDE = 1 + NUMBERS + EFFECTS.length + 1 + 2 * CARD_INDEXES.length;
/**
 * The most rounds a game set up without a position can last: each round every player
 * writes a house or crosses a refusal box, and the game ends with a full sheet or a
 * full refusal track.
 */
export const ROUND_UNIT = HOUSE_COUNT + TRACKS.refusal.length - 1;
/** The unit of final scores: a strong score is about half of it. */
export const SCORE_UNIT = 200;
/** Fence slots that may be drawn: between neighbouring houses of each street. */
export const FENCE_SLOTS = LAYOUT.reduce((sum, street) => sum + street.houses - 1, 0);
/** Boxes of the five single tracks, in order: pools, temps, bis, refusals, roundabouts. */
export const TRACK_BOXES: readonly number[] = [TRACKS.pool.length - 1, TEMP_BOXES, TRACKS.bis.length - 1, TRACKS.refusal.length - 1, TRACKS.roundabout.length - 1];
/** The printed cones of the ice cream sheet, street by street: `[street, house]`. */
export const CONE_HOUSES: readonly (readonly [number, number])[] = CONES.flatMap((street, s) => street.flatMap((scoops, h) => (scoops > 0 ? [[s, h] as const] : [])));
/** The printed egg spots of the spring sheet, street by street: `[street, house, eggs drawn]`. */
export const EGG_HOUSES: readonly (readonly [number, number, number])[] = EGG_SPOTS.flatMap((street, s) => street.flatMap((eggs, h) => (eggs > 0 ? [[s, h, eggs] as const] : [])));
/** Floats of the ice cream sheet's part: per street its truck (from left, from right, where), per cone sold and lost, per street bonus won and lost. */
export const TRUCK_STRIDE = 3;
const SEASON_LENGTH: Readonly<Record<SheetKind, number>> = {
  classic: 0,
  'ice-cream': LAYOUT.length * TRUCK_STRIDE + 2 * CONE_HOUSES.length + 2 * LAYOUT.length,
  christmas: 0,
  eggs: EGG_HOUSES.length,
};

/** The game-wide flags of section `game`, after the round, in order. */
export const GAME_FLAGS = [
  'over',
  'solo',
  'advancedPlans',
  'expert',
  'roundabouts',
  'deck original',
  'refusalTest playable-pairs',
  'stackRebuild together',
  'claims immediate',
  'reshuffleOnFirstClaim',
  'bisAcrossFence',
  'tieBreak estates-by-size',
] as const;
/** Floats of section `game`: the round, the flags, the kind of sheet one-hot, the player count. */
export const GAME_LENGTH = 1 + GAME_FLAGS.length + SHEET_KINDS.length + 1;
/** Floats of section `cards`: one per house number and effect. */
export const CARD_KINDS = NUMBERS * EFFECTS.length;

const SEASON_TEXT: Readonly<Record<SheetKind, string>> = {
  classic: 'Nothing: the Classic sheet has no seasonal part.',
  'ice-cream':
    `Ice cream truck sheet: for each street its truck (from the left, from the right, and where it stands: (house + 1) / houses, 0 at its starting end); then for each of the ${CONE_HOUSES.length} printed cones, street by street, sold and lost (both 0 while open); then for each street its bonus won and lost.`,
  christmas: 'Nothing: the strings of lights of the Christmas sheet follow from the written numbers (section houses).',
  eggs: `Spring eggs sheet: for each of the ${EGG_HOUSES.length} printed egg spots, street by street, the eggs collected over the eggs drawn there.`,
};

/** Sections laid end to end from `start`. */
function laidOut(parts: readonly (readonly [string, number, string])[], start = 0): ObservationSection[] {
  let offset = start;
  return parts.map(([name, length, description]) => {
    const section = Object.freeze({ name, offset, length, description });
    offset += length;
    return section;
  });
}

/** The parts of a seat block on a sheet of `kind`. */
function seatSections(kind: SheetKind): ObservationSection[] {
  return laidOut([
    ['status', 3, 'Whether the player has chosen this round; once the game is over, whether they won (ranked 1) and their final score / 200 (clamped to 0–1); 0 while the game runs.'],
    [
      'houses',
      HOUSE_COUNT * HOUSE_STRIDE,
      `The ${HOUSE_COUNT} houses, top street first, left to right, ${HOUSE_STRIDE} floats each: the written number one-hot (${MIN_HOUSE_NUMBER}–${MAX_HOUSE_NUMBER}; all 0 while empty), bis, roundabout, pool built, used by a plan as part of an estate, used by a plan as a house.`,
    ],
    [
      'fences',
      FENCE_SLOTS,
      `The fence slots between neighbouring houses, top street first, left to right (${
        LAYOUT.map((street) => street.houses - 1).join(' + ')
      }): 1 where a fence is drawn (a roundabout's included). The end fences, always there, are left out.`,
    ],
    ['parks', LAYOUT.length, "Each street's park track, top first: boxes crossed / boxes."],
    [
      'tracks',
      TRACK_BOXES.length,
      `Boxes crossed / boxes of the pool (${TRACK_BOXES[0]}), temp (${TRACK_BOXES[1]}), bis (${TRACK_BOXES[2]}), refusal (${TRACK_BOXES[3]}) and roundabout (${TRACK_BOXES[4]}) tracks.`,
    ],
    ['improvements', ESTATE_SIZES, 'Each estate value track, size 1 to 6: boxes crossed / boxes.'],
    ['plans', 2 * PLAN_SLOTS, `Each plan box, deck 1 to 3: claimed, and the points written / ${PLAN_VALUE_UNIT} (clamped to 1).`],
    ['season', SEASON_LENGTH[kind], SEASON_TEXT[kind]],
  ]);
}

/** The parts of a seat block on each kind of sheet, in the order of `SHEET_KINDS`: made once at load, frozen. */
const SEATS: readonly (readonly ObservationSection[])[] = Object.freeze(SHEET_KINDS.map((kind) => Object.freeze(seatSections(kind))));

/** What section `others` holds, whatever the player count. */
const OTHERS_TEXT = "The other players' seat blocks as every player sees them, the next seat (the player's left) first, around the table.";

/** Where {@link HEADS} keeps the sections before `others` of a layout: by the solo game and the expert pick (six pairs or three, the pick), then the kind of sheet. */
function headIndex(solo: boolean, expert: boolean, kind: number): number {
  return ((solo ? 2 : 0) + (expert ? 1 : 0)) * SHEET_KINDS.length + kind;
}

/** The sections before `others`, up to the player's own seat block: they depend on all but the player count. */
function headSections(solo: boolean, expert: boolean, kind: number): ObservationSection[] {
  const seat = SEATS[kind] as readonly ObservationSection[];
  const last = seat[seat.length - 1] as ObservationSection;
  const seatLength = last.offset + last.length;
  const pairs = solo || expert ? CARD_INDEXES.length * (CARD_INDEXES.length - 1) : CARD_INDEXES.length;
  const piles = solo ? 1 : CARD_INDEXES.length;
  return laidOut([
    [
      'game',
      GAME_LENGTH,
      `The round / ${ROUND_UNIT} (clamped to 1); then 1 or 0 for each of ${GAME_FLAGS.join(', ')}; the kind of sheet one-hot (${SHEET_KINDS.join(', ')}); the players / ${MAX_PLAYERS}.`,
    ],
    [
      'plans',
      PLAN_SLOTS * PLAN_STRIDE,
      `The three plans, deck 1 to 3, ${PLAN_STRIDE} floats each: approved; first and later value / ${PLAN_VALUE_UNIT} (clamped to 1); the estates it names by size 1–6, each count / ${PLAN_ESTATES}; its condition one-hot (${
        PLAN_CONDITIONS.join(', ')
      }); what it asks of each estate one-hot (${ESTATE_CONDITIONS.join(', ')}).`,
    ],
    [
      'offer',
      pairs * PAIR_STRIDE,
      `The ${pairs} pairs of the offer, by index, ${PAIR_STRIDE} floats each: present; the number one-hot (${MIN_HOUSE_NUMBER}–${MAX_HOUSE_NUMBER}); the effect one-hot (${
        EFFECTS.join(', ')
      }); effect hidden; the number card one-hot and the effect card one-hot (0–2).`,
    ],
    ['pick', expert ? CARD_INDEXES.length : 0, 'Expert card choice: the number card the player picked this round, one-hot (all 0 before the pick).'],
    [
      'cards',
      CARD_KINDS,
      `The cards of the deck not in the discard piles the view shows, by number (${MIN_HOUSE_NUMBER}–${MAX_HOUSE_NUMBER}) then effect (${
        EFFECTS.join(', ')
      }): the count / the deck's largest count of one number and effect.`,
    ],
    ['stacks', piles, 'Cards left in each draw pile × piles / cards in the deck (clamped to 1).'],
    ['self', seatLength, "The player's own seat block: their sheet as of the last resolved round (parts in ObservationShape.seat)."],
  ]);
}

/**
 * The sections before `others` of every layout, by {@link headIndex}: made once at load
 * and frozen; a layout adds its `others` section, sized by the player count.
 */
const HEADS: readonly (readonly ObservationSection[])[] = Object.freeze(
  Array.from({ length: 4 * SHEET_KINDS.length }, (_, index) => Object.freeze(headSections(index >= 2 * SHEET_KINDS.length, (index / SHEET_KINDS.length | 0) % 2 === 1, index % SHEET_KINDS.length))),
);

/**
 * The layout of the observations of games of `key`, worked out when asked (a few
 * small frozen objects around the parts made at load): equal layouts for equal keys,
 * not one object.
 */
export function layoutOf(key: LayoutKey): ObservationShape {
  const kind = SHEET_KINDS.indexOf(key.kind);
  const seat = SEATS[kind] as readonly ObservationSection[];
  const head = HEADS[headIndex(key.solo, key.expert, kind)] as readonly ObservationSection[];
  const self = head[head.length - 1] as ObservationSection;
  const offset = self.offset + self.length;
  const others: ObservationSection = Object.freeze({ name: 'others', offset, length: (key.players - 1) * self.length, description: OTHERS_TEXT });
  return Object.freeze({ length: offset + others.length, sections: Object.freeze([...head, others]), seatLength: self.length, seat });
}

/** The section named `name` of `sections`. */
export function sectionOf(sections: readonly ObservationSection[], name: string): ObservationSection {
  return sections.find((section) => section.name === name) as ObservationSection;
}
