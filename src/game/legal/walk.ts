import type { CompactSheet } from '../../sheet/compact/compact.js';
import { HOUSE_OF, STREET_OF } from '../../sheet/compact/layout.js';
import { spotsOn, withRoundabout } from '../../sheet/compact/roundabouts.js';
import type { StreetIndex } from '../../rules/layout.js';
import type { HouseRef } from '../../sheet/types.js';
import type { Choice, PickChoice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { legalPicks } from '../choice/pick.js';
import { placementsOf, usablePair } from './placements.js';
import { effectUseCache } from './builds.js';
import { claimCache, movesAt, refusalsOn } from './with-claims.js';

/** The roundabouts of this round's choices: none first, then each house where one may go ([rules §10.1](../../../docs/rules.md#101-roundabouts)), with the sheet each leaves. */
export function roundaboutOptions(sheet: CompactSheet, ctx: ChoiceContext): { roundabout: HouseRef | undefined; base: CompactSheet }[] {
  const options: { roundabout: HouseRef | undefined; base: CompactSheet }[] = [{ roundabout: undefined, base: sheet }];
  if (ctx.variants.roundabouts) { for (const spot of spotsOn(sheet)) options.push({ roundabout: refOf(spot), base: withRoundabout(sheet, spot) }); }
  return options;
}

/** A house from its sheet index. */
export function refOf(at: number): HouseRef {
  return { street: STREET_OF[at] as StreetIndex, house: HOUSE_OF[at] as number };
}

/**
 * Every legal step of the player this round, one at a time: in an expert game before
 * the pick, the legal picks; otherwise every refusal and build, first without a
 * roundabout, then with one in each house where one may go ([rules §10.1](../../../docs/rules.md#101-roundabouts)). Optional
 * claims and reshuffles are left out; compulsory claims are in. No more than the
 * builds of one placement are ever listed at once.
 */
export function* choicesOf(sheet: CompactSheet, ctx: ChoiceContext): Generator<Choice | PickChoice> {
  if (ctx.variants.expert && ctx.pick === null) {
    for (const card of legalPicks(sheet, ctx)) yield { type: 'pick', card };
    return;
  }
  const batch: Choice[] = [];
  for (const at of ctx.variants.roundabouts ? [-1, ...spotsOn(sheet)] : [-1]) {
    const spot = at < 0 ? undefined : refOf(at);
    const base = at < 0 ? sheet : withRoundabout(sheet, at);
    const cache = claimCache(sheet, ctx);
    const uses = effectUseCache(base);
    refusalsOn(sheet, base, spot, ctx, batch);
    yield* batch.splice(0);
    for (let index = 0; index < ctx.offer.length; index++) {
      const pair = usablePair(ctx, index);
      if (pair === undefined) continue;
      for (const placement of placementsOf(base, pair)) {
        movesAt(base, spot, ctx, index, placement, cache, uses, batch);
        yield* batch.splice(0);
      }
    }
  }
}

/** Every legal step of the player this round, as a list, in the order of {@link choicesOf}; plain loops, as it runs for every listing. */
export function legalChoicesFor(sheet: CompactSheet, ctx: ChoiceContext): (Choice | PickChoice)[] {
  if (ctx.variants.expert && ctx.pick === null) return legalPicks(sheet, ctx).map((card) => ({ type: 'pick', card }));
  const choices: Choice[] = [];
  for (const { roundabout, base } of roundaboutOptions(sheet, ctx)) {
    const cache = claimCache(sheet, ctx);
    const uses = effectUseCache(base);
    refusalsOn(sheet, base, roundabout, ctx, choices);
    for (let index = 0; index < ctx.offer.length; index++) {
      const pair = usablePair(ctx, index);
      if (pair === undefined) continue;
      for (const placement of placementsOf(base, pair)) movesAt(base, roundabout, ctx, index, placement, cache, uses, choices);
    }
  }
  return choices;
}
