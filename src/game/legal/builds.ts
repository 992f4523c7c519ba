import type { EstateSize } from '../../rules/tracks.js';
import { STREETS, type StreetIndex } from '../../rules/layout.js';
import { forEachBisTarget } from '../../sheet/compact/bis.js';
import { bisTargetBits, freeSlots } from '../../sheet/compact/derived.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { BIS as BIS_TRACK, MARKS, OFFSET, POOL_BUILT, POOLS, PRINTED_POOL, TEMPS } from '../../sheet/compact/layout.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/compact/tracks.js';
import type { HouseRef } from '../../sheet/types.js';
import { needsTruckStart } from '../choice/play.js';
import type { BuildChoice, Choice, EffectUse, RefuseChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import type { Pair } from '../state.js';
import { usablePair, type Placement } from './placements.js';

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/**
 * The effect uses of one sheet that do not depend on where the number goes: the fence
 * slots, the improvement boxes and each street's bis copies. Listing a round's choices
 * asks for them at every placement, so they are worked out once per sheet, when first
 * needed.
 */
export interface EffectUseCache {
  /** The sheet they are worked out on. */
  readonly sheet: CompactSheet;
  fences: readonly EffectUse[] | undefined;
  improvements: readonly EffectUse[] | undefined;
  /** Each street's bis copies, by street index. */
  readonly bis: (readonly BisUse[] | undefined)[];
}

/** An empty cache of the effect uses of `sheet`. */
export function effectUseCache(sheet: CompactSheet): EffectUseCache {
  // Every field from the start: one shape for every cache (fields added later would give it several).
  return { sheet, fences: undefined, improvements: undefined, bis: [undefined, undefined, undefined] };
}

type BisUse = Extract<EffectUse, { type: 'bis' }>;

/** A fence in `slot` of `street`, as an effect use. */
function fenceUse(street: StreetIndex, slot: number): EffectUse {
  return { type: 'fence', street, slot };
}

/** The bis copies into the houses of one street, as effect uses. */
function streetBisUses(sheet: CompactSheet, index: StreetIndex, ctx: ChoiceContext): BisUse[] {
  const out: BisUse[] = [];
  forEachBisTarget(sheet, index, ctx.rules.bisAcrossFence, (house, source) => out.push({ type: 'bis', street: index, house, source }));
  return out;
}

/** The fences a build may draw, streets in order, slots left to right. */
function fenceUses(sheet: CompactSheet, ctx: ChoiceContext): EffectUse[] {
  const uses: EffectUse[] = [];
  for (const street of STREETS) {
    for (let free = freeSlots(sheet, street, ctx.rules.bisAcrossFence); free !== 0; free &= free - 1) uses.push(fenceUse(street, 31 - Math.clz32(free & -free)));
  }
  return uses;
}

/**
 * The bis copies open once the number is written at `placement`: the sheet's, except
 * beside the new number (a copy into a house reads only that house, its neighbours and
 * the fences between), where the street with the number written decides.
 */
function bisUses(cache: EffectUseCache, placement: Placement, ctx: ChoiceContext): EffectUse[] {
  const { sheet } = cache;
  const uses: EffectUse[] = [];
  for (const index of STREETS) {
    const before = (cache.bis[index] ??= streetBisUses(sheet, index, ctx));
    if (index !== placement.street) {
      for (let k = 0; k < before.length; k++) uses.push(before[k] as BisUse);
      continue;
    }
    // The street read with the number written at the placement, without copying it.
    for (let bits = bisTargetBits(sheet, index, ctx.rules.bisAcrossFence, placement.house); bits !== 0; bits &= bits - 1) {
      const code = 31 - Math.clz32(bits & -bits);
      uses.push({ type: 'bis', street: index, house: code >> 1, source: (code & 1) === 0 ? 'left' : 'right' });
    }
  }
  return uses;
}

/** The effect uses open to a build at `placement` ([rules §5](../../../docs/rules.md#5-effects)), the temp itself excepted. */
function effectUses(cache: EffectUseCache, pair: Pair, placement: Placement, ctx: ChoiceContext): readonly EffectUse[] {
  const { sheet } = cache;
  switch (pair.effect) {
    case 'fence':
      return (cache.fences ??= fenceUses(sheet, ctx));
    case 'improvement':
      return (cache.improvements ??= SIZES.filter((size) => hasImprovementBox(sheet, size)).map((size) => ({ type: 'improvement', size })));
    case 'park':
      return hasParkBox(sheet, placement.street) ? PARK : NONE;
    case 'pool':
      return poolOpen(sheet, placement) ? POOL : NONE;
    case 'bis':
      return hasBox(sheet, BIS_TRACK) ? bisUses(cache, placement, ctx) : NONE;
    case 'temp':
      return [];
  }
}

/**
 * Every legal build writing at `placement` with pair `pair` on `sheet` (the sheet with
 * this round's roundabout, if any, which the builds then name): without the effect,
 * with each use of it, or with the temp change the placement needs. Claims left out.
 * A caller listing many placements on one sheet passes one {@link EffectUseCache} of it
 * (a cache of another sheet is ignored); the effect uses are shared by the builds.
 */
export function buildOptions(sheet: CompactSheet, ctx: ChoiceContext, pair: number, placement: Placement, roundabout?: HouseRef, cache?: EffectUseCache): BuildChoice[] {
  return pushBuildOptions([], sheet, ctx, pair, placement, roundabout, cache);
}

/** {@link buildOptions} added to `out` (then returned): a listing fills one array. */
export function pushBuildOptions<T extends Choice>(
  out: (T | BuildChoice)[],
  sheet: CompactSheet,
  ctx: ChoiceContext,
  pair: number,
  placement: Placement,
  roundabout: HouseRef | undefined,
  cache: EffectUseCache | undefined,
): (T | BuildChoice)[] {
  const offered = usablePair(ctx, pair);
  if (offered === undefined) return out;
  // Each build once for each end the bottom street's ice cream truck may start from: the
  // first number of the bottom street chooses it ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)).
  const ends = needsTruckStart(sheet, placement) ? TRUCK_ENDS : NO_TRUCK;
  const { street, house } = placement;
  // The same builds in the same order as baseCount and baseBuild below, which a bot picking
  // one of them reads (test/game/placements.prop.test.ts holds the two together): listed
  // here in one pass, as listing every choice of a round runs this for every placement.
  if (offered.effect === 'temp') {
    if (placement.delta !== 0) pushEnds(out, pair, street, house, { type: 'temp', delta: placement.delta }, roundabout, ends);
    else {
      pushEnds(out, pair, street, house, undefined, roundabout, ends);
      if (hasBox(sheet, TEMPS)) pushEnds(out, pair, street, house, TEMP_UNCHANGED, roundabout, ends);
    }
  } else {
    pushEnds(out, pair, street, house, undefined, roundabout, ends);
    const uses = effectUses(cache?.sheet === sheet ? cache : effectUseCache(sheet), offered, placement, ctx);
    for (let index = 0; index < uses.length; index++) pushEnds(out, pair, street, house, uses[index], roundabout, ends);
  }
  return out;
}

/** One build once for each of `ends`: the bottom truck's starting ends, or none. */
function pushEnds(
  out: Choice[],
  pair: number,
  street: StreetIndex,
  house: number,
  effect: EffectUse | undefined,
  roundabout: HouseRef | undefined,
  ends: readonly ('left' | 'right' | undefined)[],
): void {
  for (let k = 0; k < ends.length; k++) out.push(buildChoice(pair, street, house, effect, roundabout, ends[k]));
}

const NO_TRUCK: readonly undefined[] = [undefined];
const TEMP_UNCHANGED: EffectUse = { type: 'temp', delta: 0 };

/**
 * How many builds {@link buildOptions} lists at `placement` with pair `pair`, and the
 * `n`th of them alone (`n` below the count): what a bot that picks one of them
 * uniformly needs, without building the others. 0 for a pair not in the offer.
 */
export function buildOptionCount(sheet: CompactSheet, ctx: ChoiceContext, pair: number, placement: Placement): number {
  const offered = usablePair(ctx, pair);
  if (offered === undefined) return 0;
  const count = baseCount(sheet, offered, placement, useCount(sheet, offered, placement, ctx));
  return needsTruckStart(sheet, placement) ? 2 * count : count;
}

/** The `n`th build of {@link buildOptions} (in its order), `n` below {@link buildOptionCount}. */
export function nthBuildOption(sheet: CompactSheet, ctx: ChoiceContext, pair: number, placement: Placement, roundabout: HouseRef | undefined, n: number): BuildChoice {
  const offered = usablePair(ctx, pair) as Pair;
  if (!needsTruckStart(sheet, placement)) return baseBuild(sheet, offered, pair, placement, ctx, roundabout, n);
  return { ...baseBuild(sheet, offered, pair, placement, ctx, roundabout, n >> 1), truck: TRUCK_ENDS[n & 1] as (typeof TRUCK_ENDS)[number] };
}

/** How many bits are set. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** The lowest set bit's place among `bits` after skipping `n` of them. */
function nthBit(bits: number, n: number): number {
  let rest = bits;
  for (let k = 0; k < n; k++) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
}

/** The bis copies open once the number is written at `placement`, street `street`'s, as bits ({@link bisTargetBits}). */
function copiesAt(sheet: CompactSheet, street: number, placement: HouseRef, ctx: ChoiceContext): number {
  return bisTargetBits(sheet, street, ctx.rules.bisAcrossFence, street === placement.street ? placement.house : -1);
}

/** Whether the pool printed at the placement may be built. */
function poolOpen(sheet: CompactSheet, placement: HouseRef): boolean {
  const at = OFFSET[placement.street] + placement.house;
  return PRINTED_POOL[at] === 1 && ((sheet[MARKS + at] as number) & POOL_BUILT) === 0 && hasBox(sheet, POOLS);
}

/**
 * How many uses of the pair's effect a build at `placement` may make, in
 * {@link effectUses}' order (none for a temp agency, whose change the placement fixes):
 * counted off the open fence slots, value tracks and bis copies as bits, without making
 * them. A random bot's every build counts them.
 */
function useCount(sheet: CompactSheet, offered: Pair, placement: Placement, ctx: ChoiceContext): number {
  return useCountAt(sheet, offered, placement.street, placement.house, ctx);
}

/** {@link useCount} of a build writing in house `house` of `street`: what it reads of the placement. */
export function useCountAt(sheet: CompactSheet, offered: Pair, street: StreetIndex, house: number, ctx: ChoiceContext): number {
  const placement = { street, house };
  switch (offered.effect) {
    case 'fence':
      return bitCount(freeSlots(sheet, 0, ctx.rules.bisAcrossFence)) + bitCount(freeSlots(sheet, 1, ctx.rules.bisAcrossFence)) + bitCount(freeSlots(sheet, 2, ctx.rules.bisAcrossFence));
    case 'improvement': {
      let count = 0;
      for (let size = 1; size <= 6; size++) if (hasImprovementBox(sheet, size)) count += 1;
      return count;
    }
    case 'park':
      return hasParkBox(sheet, placement.street) ? 1 : 0;
    case 'pool':
      return poolOpen(sheet, placement) ? 1 : 0;
    case 'bis':
      if (!hasBox(sheet, BIS_TRACK)) return 0;
      return bitCount(copiesAt(sheet, 0, placement, ctx)) + bitCount(copiesAt(sheet, 1, placement, ctx)) + bitCount(copiesAt(sheet, 2, placement, ctx));
    case 'temp':
      return 0;
  }
}

/**
 * The `k`th use of the pair's effect at `placement` ({@link useCount}'s order), as three
 * small numbers written to `out` from `at`: a fence its street and slot, an improvement
 * its size, a bis copy its street, house and source (0 from the left); a park or a pool
 * zeros.
 */
function nthUseCode(sheet: CompactSheet, offered: Pair, placement: Placement, ctx: ChoiceContext, k: number, out: number[], at: number): void {
  out[at] = 0;
  out[at + 1] = 0;
  out[at + 2] = 0;
  switch (offered.effect) {
    case 'fence': {
      let left = k;
      for (let street = 0; street < 3; street++) {
        const free = freeSlots(sheet, street, ctx.rules.bisAcrossFence);
        const count = bitCount(free);
        if (left < count) {
          out[at] = street;
          out[at + 1] = nthBit(free, left);
          return;
        }
        left -= count;
      }
      return;
    }
    case 'improvement': {
      let left = k;
      for (let size = 1; size <= 6; size++) {
        if (!hasImprovementBox(sheet, size)) continue;
        if (left === 0) {
          out[at] = size;
          return;
        }
        left -= 1;
      }
      return;
    }
    case 'bis': {
      let left = k;
      for (let street = 0; street < 3; street++) {
        const bits = copiesAt(sheet, street, placement, ctx);
        const count = bitCount(bits);
        if (left < count) {
          const code = nthBit(bits, left);
          out[at] = street;
          out[at + 1] = code >> 1;
          out[at + 2] = code & 1;
          return;
        }
        left -= count;
      }
      return;
    }
    default:
      return;
  }
}

/** The `k`th of those uses, made. */
function nthUse(sheet: CompactSheet, offered: Pair, placement: Placement, ctx: ChoiceContext, k: number): EffectUse {
  const code = [0, 0, 0];
  nthUseCode(sheet, offered, placement, ctx, k, code, 0);
  const [a, b, c] = code as [number, number, number];
  switch (offered.effect) {
    case 'fence':
      return fenceUse(a as StreetIndex, b);
    case 'improvement':
      return { type: 'improvement', size: a as EstateSize };
    case 'bis':
      return { type: 'bis', street: a as StreetIndex, house: b, source: c === 0 ? 'left' : 'right' };
    case 'park':
      return PARK[0] as EffectUse;
    default:
      return POOL[0] as EffectUse;
  }
}

/**
 * How many builds write at `placement`, before the truck's ends: with a temp agency,
 * the change the placement needs, or with none needed the number alone and (with a
 * box left) the temp crossed without a change; with another effect, the number alone
 * then each use of the effect.
 */
function baseCount(sheet: CompactSheet, offered: Pair, placement: Placement, uses: number): number {
  if (offered.effect !== 'temp') return 1 + uses;
  return placement.delta !== 0 || !hasBox(sheet, TEMPS) ? 1 : 2;
}

/** The `k`th of those builds ({@link baseCount}). */
function baseBuild(sheet: CompactSheet, offered: Pair, pair: number, placement: Placement, ctx: ChoiceContext, roundabout: HouseRef | undefined, k: number): BuildChoice {
  const { street, house } = placement;
  if (offered.effect === 'temp') {
    if (placement.delta !== 0) return buildChoice(pair, street, house, { type: 'temp', delta: placement.delta }, roundabout);
    return buildChoice(pair, street, house, k === 0 ? undefined : { type: 'temp', delta: 0 }, roundabout);
  }
  return buildChoice(pair, street, house, k === 0 ? undefined : nthUse(sheet, offered, placement, ctx, k - 1), roundabout);
}

/**
 * One build. Object literals, not spreads: adding a key to a spread copy is slow in V8,
 * and this builds every choice of legalChoices.
 */
function buildChoice(pair: number, street: StreetIndex, house: number, effect: EffectUse | undefined, roundabout: HouseRef | undefined, truck?: 'left' | 'right'): BuildChoice {
  if (truck !== undefined) {
    if (roundabout === undefined) return effect === undefined ? { type: 'build', pair, street, house, truck } : { type: 'build', pair, street, house, effect, truck };
    return effect === undefined ? { type: 'build', pair, street, house, roundabout, truck } : { type: 'build', pair, street, house, effect, roundabout, truck };
  }
  if (roundabout === undefined) return effect === undefined ? { type: 'build', pair, street, house } : { type: 'build', pair, street, house, effect };
  return effect === undefined ? { type: 'build', pair, street, house, roundabout } : { type: 'build', pair, street, house, effect, roundabout };
}

const TRUCK_ENDS = ['left', 'right'] as const;
const NONE: readonly EffectUse[] = [];
const PARK: readonly EffectUse[] = [{ type: 'park' }];
const POOL: readonly EffectUse[] = [{ type: 'pool' }];

/** The refusal as a round records it: with this round's roundabout, and in an expert game the picked card. */
export function refusalWith(roundabout: HouseRef | undefined, ctx: ChoiceContext): RefuseChoice {
  const card = ctx.variants.expert && ctx.pick !== null ? ctx.pick : undefined;
  if (roundabout === undefined) return card === undefined ? { type: 'refuse' } : { type: 'refuse', card };
  return card === undefined ? { type: 'refuse', roundabout } : { type: 'refuse', roundabout, card };
}
