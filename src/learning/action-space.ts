import { HOUSE_COUNT, LAYOUT, STREETS, type StreetIndex } from '../rules/layout.js';
import { HOUSE_OF, STREET_OF } from '../sheet/compact/layout.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import type { VariantFlags } from '../rules/variants.js';
import { plainOptions } from '../game/create.js';
import { readOptions } from '../game/setup/read-options.js';
import type { GameOptions } from '../game/options.js';

/**
 * One kind of action: the integers `start` to `start + count - 1` of an
 * {@link ActionSpace}. A kind the game's options rule out has `count` 0.
 *
 * @example
 * ```ts
 * import { actionSpace, type ActionRange } from 'welcome-to-engine';
 * const refuse: ActionRange = actionSpace({ players: 2 }).refuse;
 * refuse.count; // 1
 * ```
 *
 * @group Learning
 */
export interface ActionRange {
  /** The first action of the kind. */
  readonly start: number;
  /** How many actions the kind has. */
  readonly count: number;
}

/**
 * The integer actions of a game ([docs/learning.md](../../docs/learning.md#actions)),
 * fixed by its options: a decision of a round is a short sequence of them, each from
 * one kind, in this order of kinds and of integers:
 *
 * - `pick`: expert card choice, the number card picked (0–2); a decision of its own.
 * - `roundabout`: the roundabouts variant, a roundabout written in house `h` (0–32,
 *   the houses counted street by street, top first, left to right) before the build
 *   or refusal it makes room for.
 * - `refuse`: the refusal.
 * - `build`: `((pair × 33 + house) × effects + effect) × truckEnds + truck`: the pair's
 *   index in the offer, the house written (0–32), how the pair's effect is used
 *   (`effect` 0 when it is not; see {@link ActionSpace.effects}) and, on the ice cream
 *   sheet, the end the bottom truck starts from (0: none needed, or `'left'`; 1: `'right'`).
 * - `claimPlan`: claim plan 0, 1 or 2; then `claimHouse` once for each estate it uses
 *   (the estate's first house, 0–32) or, for plan 20, each bis house; then `end`
 *   (or `endReshuffle`, `original` with stacks: ask for the reshuffle its first claim
 *   allows). These follow a build or refusal that can claim a plan, and only then.
 *
 * @example
 * ```ts
 * import { actionSpace } from 'welcome-to-engine';
 * actionSpace({ players: 2 }).size; // 6671: 6,633 builds, a refusal, 37 claim actions
 * actionSpace({ players: 2, variants: { roundabouts: true, expert: true } }).size; // 13340: 6 pairs, picks, roundabouts
 * ```
 *
 * @group Learning
 */
export interface ActionSpace {
  /** How many actions there are: every action is an integer from 0 to `size - 1`. */
  readonly size: number;
  /** Expert card choice: the number card picked. */
  readonly pick: ActionRange;
  /** A roundabout in a house, before the build or refusal (roundabouts variant). */
  readonly roundabout: ActionRange;
  /** The refusal. */
  readonly refuse: ActionRange;
  /** The builds: pair, house, effect use and truck end. */
  readonly build: ActionRange;
  /** The plan a claim claims, 0–2. */
  readonly claimPlan: ActionRange;
  /** An estate's first house, or a bis house of plan 20, for the plan just named. */
  readonly claimHouse: ActionRange;
  /** The claims are complete. */
  readonly end: ActionRange;
  /** The claims are complete, and ask for a reshuffle (`original`, not solo). */
  readonly endReshuffle: ActionRange;
  /** Pairs in the offer: 3, or 6 with expert card choice and in the solo game. */
  readonly pairs: number;
  /**
   * Ways of using a pair's effect, the effect's own kind coming from the pair:
   * 0 none; a fence, `1 + s` for the `s`-th slot of the sheet (30 slots, street by
   * street, each street's slots 1 to its houses − 1 in order); an improvement, its
   * estate size 1–6; a park or a pool, 1; a temp, `3 + delta` (1–5); a bis copy,
   * `1 + 2 × house + (source === 'right' ? 1 : 0)`, the house counted as above (1–66).
   */
  readonly effects: number;
  /** 2 on the ice cream sheet (the bottom truck's starting end), else 1. */
  readonly truckEnds: number;
}

/** What decides a game's action space. */
export interface SpaceSetup {
  readonly rules: Pick<RuleOptions, 'reshuffleOnFirstClaim'>;
  readonly variants: Pick<VariantFlags, 'expert' | 'roundabouts'>;
  readonly solo: boolean;
  readonly sheet: SheetKind;
}

/** The first fence slot of each street in the sheet's count (each street has houses − 1 slots). */
export const SLOT_OFFSETS: readonly number[] = STREETS.map((street) => LAYOUT.slice(0, street).reduce((sum, layout) => sum + layout.houses - 1, 0));

/** Fence slots on a sheet: 9 + 10 + 11. */
export const SLOT_COUNT: number = LAYOUT.reduce((sum, layout) => sum + layout.houses - 1, 0);

/** Effect uses of a pair, none included: the largest effect's (a bis copy: two sources into each house) plus 1. */
export const EFFECT_COUNT: number = 1 + Math.max(SLOT_COUNT, 6, 5, 2 * HOUSE_COUNT);

/** The street and house of a house in the 0–32 count (the compact sheet's), or undefined out of range. */
export function houseAt(index: number): { street: StreetIndex; house: number } | undefined {
  return Number.isInteger(index) && index >= 0 && index < HOUSE_COUNT ? { street: STREET_OF[index] as StreetIndex, house: HOUSE_OF[index] as number } : undefined;
}

/** The street and slot of a slot in the sheet's 0–29 count, or undefined out of range. */
export function slotAt(index: number): { street: StreetIndex; slot: number } | undefined {
  for (let street = 2; street >= 0; street--) {
    const offset = SLOT_OFFSETS[street] as number;
    if (index >= offset) return index < SLOT_COUNT ? { street: street as StreetIndex, slot: index - offset + 1 } : undefined;
  }
  return undefined;
}

/** The action space of the setup numbered `index` by {@link spaceIndex}'s bits. */
function spaceAt(index: number): ActionSpace {
  const pick = (index & 16) !== 0 ? 3 : 0;
  const roundabout = (index & 8) !== 0 ? HOUSE_COUNT : 0;
  const pairs = (index & 4) !== 0 ? 6 : 3;
  const truckEnds = (index & 2) !== 0 ? 2 : 1;
  const reshuffle = (index & 1) !== 0 ? 1 : 0;
  let start = 0;
  const range = (count: number): ActionRange => {
    const made = Object.freeze({ start, count });
    start += count;
    return made;
  };
  const ranges = {
    pick: range(pick),
    roundabout: range(roundabout),
    refuse: range(1),
    build: range(pairs * HOUSE_COUNT * EFFECT_COUNT * truckEnds),
    claimPlan: range(3),
    claimHouse: range(HOUSE_COUNT),
    end: range(1),
    endReshuffle: range(reshuffle),
  };
  // The fields in the order they have always had (a space written as JSON reads the same).
  return Object.freeze({ ...ranges, size: start, pairs, effects: EFFECT_COUNT, truckEnds });
}

/**
 * The number of a setup's action space: a bit for each thing that sizes it (the expert
 * pick, the roundabouts, six pairs, the truck's two ends, the reshuffle action).
 */
function spaceIndex(setup: SpaceSetup): number {
  return (setup.variants.expert ? 16 : 0) | (setup.variants.roundabouts ? 8 : 0) | (setup.variants.expert || setup.solo ? 4 : 0) | (setup.sheet === 'ice-cream' ? 2 : 0) |
    (setup.rules.reshuffleOnFirstClaim && !setup.solo ? 1 : 0);
}

/**
 * Every action space there is, one for each of the 32 numbers of {@link spaceIndex}
 * (a few never asked for: the expert pick with three pairs), made once at load and
 * frozen: a setup always gets the same object.
 */
const SPACES: readonly ActionSpace[] = Object.freeze(Array.from({ length: 32 }, (_, index) => spaceAt(index)));

/** The action space a game's setup gives (one frozen object per setup, made at load). */
export function spaceOf(setup: SpaceSetup): ActionSpace {
  return SPACES[spaceIndex(setup)] as ActionSpace;
}

/**
 * The integer actions of a game with these options, and how each is made
 * ([docs/learning.md](../../docs/learning.md#actions)): the same for every game with
 * the same ruleset, variants and sheet, whatever the seed or the players (the solo
 * game's six pairs aside). A round's decision is one to a few actions:
 * {@link choiceActions} gives them for a choice, {@link decodeActions} the choice for
 * them, and {@link legalActionMask} which may come next.
 *
 * @param options - The game's options, as {@link createGame} takes them.
 * @returns The space: its size and the range of each kind of action.
 * @throws `RuleError` `options/…` for options `createGame` refuses.
 *
 * @example
 * ```ts
 * import { actionSpace } from 'welcome-to-engine';
 * const space = actionSpace({ players: 4, ruleset: 'original' });
 * space.size; // 6672: the reshuffle adds an action
 * space.build; // { start: 1, count: 6633 }: 3 pairs × 33 houses × 67 effect uses
 * ```
 *
 * @group Learning
 */
export function actionSpace(options: GameOptions): ActionSpace {
  const setup = readOptions(plainOptions(options));
  return spaceOf({ rules: setup.rules, variants: setup.variants, solo: setup.solo, sheet: setup.sheet });
}
