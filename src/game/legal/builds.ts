import type { EstateSize } from '../../rules/tracks.js';
import { listBisTargets } from '../../sheet/bis.js';
import { hasBox, hasImprovementBox, hasParkBox } from '../../sheet/boxes.js';
import { editHouse } from '../../sheet/edit.js';
import { listFenceSlots } from '../../sheet/fences.js';
import { needsTruckStart } from '../../sheet/seasons/ice-cream.js';
import type { HouseRef, Sheet } from '../../sheet/types.js';
import type { BuildChoice, EffectUse, RefuseChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import type { Pair } from '../types.js';
import { usablePair, type Placement } from './placements.js';

const SIZES: readonly EstateSize[] = [1, 2, 3, 4, 5, 6];

/** The effect uses open to a build at `placement` ([rules §5](../../../docs/rules.md#5-effects)), the temp itself excepted. */
function effectUses(sheet: Sheet, pair: Pair, placement: Placement, ctx: ChoiceContext): readonly EffectUse[] {
  switch (pair.effect) {
    case 'fence':
      return listFenceSlots(sheet, ctx.rules).map((slot) => ({ type: 'fence', street: slot.street, slot: slot.slot }));
    case 'improvement':
      return SIZES.filter((size) => hasImprovementBox(sheet, size)).map((size) => ({ type: 'improvement', size }));
    case 'park':
      return hasParkBox(sheet, placement.street) ? [{ type: 'park' }] : [];
    case 'pool':
      return sheet.streets[placement.street].houses[placement.house]?.pool === 'printed' && hasBox(sheet, 'pools') ? [{ type: 'pool' }] : [];
    case 'bis':
      if (!hasBox(sheet, 'bis')) return [];
      return listBisTargets(editHouse(sheet, placement, { number: placement.number }), ctx.rules).map(({ street, house, source }) => ({
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
 * Every legal build writing at `placement` with pair `pair` on `sheet` (the sheet with
 * this round's roundabout, if any, which the builds then name): without the effect,
 * with each use of it, or with the temp change the placement needs. Claims left out.
 */
export function buildOptions(sheet: Sheet, ctx: ChoiceContext, pair: number, placement: Placement, roundabout?: HouseRef): BuildChoice[] {
  const offered = usablePair(ctx, pair);
  if (offered === undefined) return [];
  const { street, house } = placement;
  // Object literals, not spreads: adding a key to a spread copy is slow in V8, and
  // this builds every choice of legalChoices.
  const build = (effect: EffectUse | undefined): BuildChoice => {
    if (roundabout === undefined) return effect === undefined ? { type: 'build', pair, street, house } : { type: 'build', pair, street, house, effect };
    return effect === undefined ? { type: 'build', pair, street, house, roundabout } : { type: 'build', pair, street, house, effect, roundabout };
  };
  const builds: BuildChoice[] = [];
  if (offered.effect === 'temp') {
    if (placement.delta !== 0) builds.push(build({ type: 'temp', delta: placement.delta }));
    else {
      builds.push(build(undefined));
      if (hasBox(sheet, 'temps')) builds.push(build({ type: 'temp', delta: 0 }));
    }
  } else {
    builds.push(build(undefined));
    for (const effect of effectUses(sheet, offered, placement, ctx)) builds.push(build(effect));
  }
  return needsTruckStart(sheet, placement) ? withTruckStarts(builds) : builds;
}

/**
 * Each build once for each end the bottom street's ice cream truck may start from: the
 * first number of the bottom street chooses it ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)).
 */
function withTruckStarts(builds: readonly BuildChoice[]): BuildChoice[] {
  const both: BuildChoice[] = [];
  for (const build of builds) for (const truck of TRUCK_ENDS) both.push({ ...build, truck });
  return both;
}

const TRUCK_ENDS = ['left', 'right'] as const;

/** The refusal as a round records it: with this round's roundabout, and in an expert game the picked card. */
export function refusalWith(roundabout: HouseRef | undefined, ctx: ChoiceContext): RefuseChoice {
  const card = ctx.variants.expert && ctx.pick !== null ? ctx.pick : undefined;
  if (roundabout === undefined) return card === undefined ? { type: 'refuse' } : { type: 'refuse', card };
  return card === undefined ? { type: 'refuse', roundabout } : { type: 'refuse', roundabout, card };
}
