import { checkedFields, checkedInteger, checkedOneOf } from '../../internal/arguments.js';
import type { StreetIndex } from '../../rules/layout.js';
import type { EstateSize } from '../../rules/tracks.js';
import { fitsHouse } from '../../sheet/compact/ranges.js';
import { houseIndex } from '../choice/play.js';
import type { HouseRef } from '../../sheet/types.js';
import type { BuildChoice } from '../choice/choice.js';
import { sheetAndContext } from '../choice/source.js';
import { usableDeltas } from '../choice/temp.js';
import type { PairIndex } from '../indexes.js';
import type { GameSource } from '../view-types.js';
import { checkedHouseRef } from './arguments.js';
import { buildOptions, effectUseCache } from './builds.js';
import { pairOf, roundaboutArgument, withRoundaboutArgument } from './queries.js';

/**
 * The legal builds of a pair at one house, grouped by what the player clicks next on
 * the sheet ({@link targetsAt}): nothing more, a fence slot, a house for a bis copy, a
 * temp change, an estate size, or the park or pool. Each target is one legal build,
 * and each legal build there is one target. Claims are left out, as
 * {@link legalBuilds} leaves them.
 *
 * @example
 * ```ts
 * import type { BuildTargets } from 'welcome-to-engine';
 * function fenceAt(targets: BuildTargets, street: 0 | 1 | 2, slot: number) {
 *   return targets.fences.find((target) => target.street === street && target.slot === slot)?.choice;
 * }
 * ```
 *
 * @group Queries
 */
export interface BuildTargets {
  /**
   * Ice cream truck sheet: the ends the bottom street's truck may start from, when this
   * build is the first number of the bottom street and so chooses it
   * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)); empty otherwise. When it
   * is not empty, the targets are those of the end given as `truck`, and there are
   * none until one is.
   */
  readonly trucks: readonly ('left' | 'right')[];
  /** The number alone, no effect used. */
  readonly none?: BuildChoice | undefined;
  /** Each fence slot the fence may go in. */
  readonly fences: readonly {
    /** The street of the slot. */
    readonly street: StreetIndex;
    /** The slot: between houses `slot − 1` and `slot`. */
    readonly slot: number;
    /** The build that draws it. */
    readonly choice: BuildChoice;
  }[];
  /** Each house a bis copy may go in, and the neighbour it copies. */
  readonly bis: readonly {
    /** The street of the copy. */
    readonly street: StreetIndex;
    /** The house that receives it. */
    readonly house: number;
    /** The neighbour copied. */
    readonly source: 'left' | 'right';
    /** The build that writes it. */
    readonly choice: BuildChoice;
  }[];
  /** Each temp change that writes a number fitting the house, a change of 0 (the box crossed) included. */
  readonly temps: readonly {
    /** The change. */
    readonly delta: -2 | -1 | 0 | 1 | 2;
    /** The number written. */
    readonly number: number;
    /** The build that writes it. */
    readonly choice: BuildChoice;
  }[];
  /** Each estate size whose value may rise. */
  readonly improvements: readonly {
    /** The estate size. */
    readonly size: EstateSize;
    /** The build that raises it. */
    readonly choice: BuildChoice;
  }[];
  /** The park of the street, when it may be crossed. */
  readonly park?: BuildChoice | undefined;
  /** The house's pool, when it may be built. */
  readonly pool?: BuildChoice | undefined;
}

/**
 * The earlier steps of a choice that {@link targetsAt} builds on.
 *
 * @example
 * ```ts
 * import type { TargetOptions } from 'welcome-to-engine';
 * const options: TargetOptions = { roundabout: { street: 1, house: 4 }, truck: 'left' };
 * ```
 *
 * @group Queries
 */
export interface TargetOptions {
  /** A roundabout written first, one of {@link legalRoundabouts}: every target's choice names it. */
  readonly roundabout?: HouseRef | undefined;
  /** Where the bottom street's truck starts, one of {@link BuildTargets.trucks}, when the build chooses it. */
  readonly truck?: 'left' | 'right' | undefined;
}

type Draft = { -readonly [K in keyof BuildTargets]: BuildTargets[K] } & {
  trucks: ('left' | 'right')[];
  fences: BuildTargets['fences'][number][];
  bis: BuildTargets['bis'][number][];
  temps: BuildTargets['temps'][number][];
  improvements: BuildTargets['improvements'][number][];
};

const TRUCK_ENDS = ['left', 'right'] as const;

/**
 * The legal builds writing pair `pair` in `house`, grouped by what the player clicks
 * next, so that a click on the sheet maps to one choice: after choosing the pair and the
 * house, a click on a fence slot, on an empty house beside a number (a bis copy), on a
 * temp change, on an estate value, on the park or the pool, or on nothing more. Every
 * placement of the pair at that house counts (each temp change that fits), and each
 * target is exactly one build of {@link legalBuilds} there; claims are left out, as
 * there. A house where the pair cannot be written has no targets.
 *
 * With the roundabouts variant, the roundabout of the choice (one of
 * {@link legalRoundabouts}) is written first and given as `options.roundabout`, as to
 * the other step queries; every target's choice names it. On the ice cream truck sheet,
 * the first number of the bottom street also chooses where its truck starts: `trucks`
 * then lists the ends, and the targets are those of `options.truck`.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param pair - The pair's index in the offer, one of {@link legalPairs}.
 * @param house - The house to write in, `{ street, house }` (a {@link Placement} will do).
 * @param options - The roundabout written first and the truck's start, when the choice has them.
 * @returns The targets there, grouped; all empty once the game is over.
 * @throws `RuleError` `choice/pair` for a pair not in the offer or hidden from the player, `choice/roundabout`, or `argument/invalid`.
 *
 * @example
 * ```ts
 * import { createGame, targetsAt } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5, stacks: [[{ number: 8, effect: 'fence' }, { number: 3, effect: 'pool' }], [{ number: 4, effect: 'park' }, { number: 5, effect: 'fence' }], [{ number: 6, effect: 'temp' }, { number: 7, effect: 'bis' }]] });
 * const targets = targetsAt(state, 'p1', 0, { street: 2, house: 4 }); // a 3 with a fence
 * targets.none; // { type: 'build', pair: 0, street: 2, house: 4 }
 * targets.fences.length; // 30: any slot of an empty sheet
 * targetsAt(state, 'p1', 2, { street: 0, house: 0 }).temps.map((target) => target.number); // [5, 6, 7, 8, 9]
 * ```
 *
 * @group Queries
 */
export function targetsAt(source: GameSource, playerId: string, pair: PairIndex, house: HouseRef, options?: TargetOptions): BuildTargets {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  // A placement will do: its number and change are the targets' to list.
  const given = checkedFields(house, 'house', ['street', 'house', 'number', 'delta']);
  const at = checkedHouseRef({ street: given.street, house: given.house }, 'house');
  const fields = checkedFields(options, 'options', ['roundabout', 'truck']);
  const spot = roundaboutArgument(fields.roundabout);
  const truck = fields.truck === undefined ? undefined : checkedOneOf(fields.truck, 'options.truck', TRUCK_ENDS);
  const targets: Draft = { trucks: [], fences: [], bis: [], temps: [], improvements: [] };
  if (source.status === 'over') return targets;
  const index = checkedInteger(pair, 'pair');
  const offered = pairOf(ctx, index);
  const base = withRoundaboutArgument(sheet, spot, ctx);
  const where = houseIndex(at);
  const cache = effectUseCache(base);
  for (const delta of usableDeltas(base, offered)) {
    const number = offered.number + delta;
    if (where < 0 || !fitsHouse(base, where, number)) continue;
    for (const build of buildOptions(base, ctx, index, { street: at.street, house: at.house, number, delta }, spot, cache)) {
      if (build.truck !== undefined && !targets.trucks.includes(build.truck)) targets.trucks.push(build.truck);
      if (build.truck === truck) addTarget(targets, build, number);
    }
  }
  return targets;
}

/** Files one build under what the player clicks to make it. */
function addTarget(targets: Draft, choice: BuildChoice, number: number): void {
  const effect = choice.effect;
  switch (effect?.type) {
    case undefined:
      targets.none = choice;
      return;
    case 'fence':
      targets.fences.push({ street: effect.street, slot: effect.slot, choice });
      return;
    case 'bis':
      targets.bis.push({ street: effect.street, house: effect.house, source: effect.source, choice });
      return;
    case 'temp':
      targets.temps.push({ delta: effect.delta, number, choice });
      return;
    case 'improvement':
      targets.improvements.push({ size: effect.size, choice });
      return;
    case 'park':
      targets.park = choice;
      return;
    case 'pool':
      targets.pool = choice;
      return;
  }
}
