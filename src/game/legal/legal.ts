import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import type { EstateSize } from '../../rules/tracks.js';
import { bisTargets } from '../../sheet/bis.js';
import { fenceSlots } from '../../sheet/fences.js';
import { fitsIndex, forEachFit, houseAt, housesMeeting, sheetRanges, type Ranges } from '../../sheet/placement.js';
import { editHouse } from '../../sheet/edit.js';
import type { HouseRef, Sheet } from '../../sheet/types.js';
import type { BuildChoice, Choice, EffectUse } from '../choice/choice.js';
import type { ChoiceContext } from '../context.js';
import { mayRefuse } from '../choice/refusal.js';
import { usableDeltas } from '../choice/temp.js';
import type { Pair } from '../types.js';

/**
 * Where a pair's number can go: a house, and the temp change used to write there
 * (0 without temp).
 *
 * @example
 * ```ts
 * import type { Placement } from 'welcome-to-engine';
 * const placement: Placement = { street: 1, house: 4, number: 9, delta: 2 };
 * ```
 */
export interface Placement extends HouseRef {
  /** The number written. */
  readonly number: number;
  /** The temp change from the pair's number: 0, or −2 to +2 with the temp effect. */
  readonly delta: -2 | -1 | 0 | 1 | 2;
}

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/** Every placement of a pair on a sheet: its number where it fits, and with a usable temp every number within ±2. */
export function placementsOf(sheet: Sheet, pair: Pair, ranges: Ranges = sheetRanges(sheet)): Placement[] {
  const placements: Placement[] = [];
  for (const delta of usableDeltas(sheet, pair)) {
    const number = pair.number + delta;
    forEachFit(ranges, number, (street, house) => placements.push({ street, house, number, delta }));
  }
  return placements;
}

/**
 * The indexes (as in {@link Ranges}) of the houses where a pair can be written, each
 * once however many temp changes reach it, top street first.
 */
export function housesForPair(sheet: Sheet, pair: Pair, ranges: Ranges): number[] {
  const deltas = usableDeltas(sheet, pair);
  // The usable changes are consecutive, so the numbers they reach are one interval.
  return housesMeeting(ranges, pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number));
}

/** The placements of a pair at one house (its index as in {@link Ranges}), in order of temp change. */
export function placementsAtHouse(sheet: Sheet, pair: Pair, ranges: Ranges, index: number): Placement[] {
  const { street, house } = houseAt(index);
  const placements: Placement[] = [];
  for (const delta of usableDeltas(sheet, pair)) {
    const number = pair.number + delta;
    if (fitsIndex(ranges, index, number)) placements.push({ street, house, number, delta });
  }
  return placements;
}

/** The effect uses open to a build at `placement` (RULES §5), the temp itself excepted. */
function effectUses(sheet: Sheet, pair: Pair, placement: Placement, ctx: ChoiceContext): readonly EffectUse[] {
  switch (pair.effect) {
    case 'fence':
      return fenceSlots(sheet, ctx.rules).map((slot) => ({ type: 'fence', street: slot.street, slot: slot.slot }));
    case 'improvement':
      return SIZES.filter((size) => hasImprovementBox(sheet, size)).map((size) => ({ type: 'improvement', size }));
    case 'park':
      return hasParkBox(sheet, placement.street) ? [{ type: 'park' }] : [];
    case 'pool':
      return sheet.streets[placement.street].houses[placement.house]?.pool === 'printed' && hasBox(sheet, 'pools') ? [{ type: 'pool' }] : [];
    case 'bis':
      if (!hasBox(sheet, 'bis')) return [];
      return bisTargets(editHouse(sheet, placement, { number: placement.number }), ctx.rules).map(({ street, house, source }) => ({
        type: 'bis',
        street,
        house,
        source,
      }));
    case 'temp':
      return [];
  }
}

/**
 * Every legal build writing at `placement` with pair `pair`: without the effect, with
 * each use of it, or with the temp change the placement needs.
 */
export function buildsAt(sheet: Sheet, ctx: ChoiceContext, pair: number, placement: Placement): BuildChoice[] {
  const offered = ctx.offer[pair];
  if (offered === undefined) return [];
  const { street, house } = placement;
  // Object literals, not spreads: adding a key to a spread copy is slow in V8, and
  // this builds every choice of legalChoices.
  const withEffect = (effect: EffectUse): BuildChoice => ({ type: 'build', pair, street, house, effect });
  const base: BuildChoice = { type: 'build', pair, street, house };
  if (offered.effect === 'temp') {
    if (placement.delta !== 0) return [withEffect({ type: 'temp', delta: placement.delta })];
    return hasBox(sheet, 'temps') ? [base, withEffect({ type: 'temp', delta: 0 })] : [base];
  }
  const builds = [base];
  for (const effect of effectUses(sheet, offered, placement, ctx)) builds.push(withEffect(effect));
  return builds;
}

/** Every legal build and refusal for a sheet in a context, claims and reshuffles left out. */
export function legalChoicesFor(sheet: Sheet, ctx: ChoiceContext): Choice[] {
  const choices: Choice[] = [];
  const ranges = sheetRanges(sheet);
  if (mayRefuse(sheet, ctx, ranges)) choices.push({ type: 'refuse' });
  ctx.offer.forEach((pair, index) => {
    for (const placement of placementsOf(sheet, pair, ranges)) choices.push(...buildsAt(sheet, ctx, index, placement));
  });
  return choices;
}
