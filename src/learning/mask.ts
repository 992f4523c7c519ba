import type { CompactSheet } from '../sheet/compact/compact.js';
import { roundaboutSpots, withRoundabout } from '../sheet/compact/roundabouts.js';
import type { HouseRef } from '../sheet/types.js';
import { refOf } from '../game/legal/walk.js';
import type { Choice, PlanClaim } from '../game/choice/choice.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { legalPicks } from '../game/choice/pick.js';
import { sheetAndContext } from '../game/choice/source.js';
import { effectUseCache } from '../game/legal/builds.js';
import { placementsOf, usablePair } from '../game/legal/placements.js';
import { claimCache, movesAt, refusalsOn } from '../game/legal/with-claims.js';
import type { GameSource } from '../game/views.js';
import type { ActionSpace } from './action-space.js';
import { mayReshuffle, readDecision, spaceFor } from './decision.js';
import { actionList } from './arguments.js';
import { mainAction } from './tokens.js';

/**
 * Calls `found` with the main action of every legal build and refusal on `base` (the
 * sheet with this round's roundabout, if any), as {@link legalChoices} lists them,
 * until it answers `true`; answers whether it did.
 */
function eachMain(sheet: CompactSheet, base: CompactSheet, roundabout: HouseRef | undefined, ctx: ChoiceContext, space: ActionSpace, found: (action: number) => boolean): boolean {
  const out: Choice[] = [];
  refusalsOn(sheet, base, roundabout, ctx, out);
  const cache = claimCache(sheet, ctx);
  const uses = effectUseCache(base);
  for (let index = 0; index <= ctx.offer.length; index++) {
    for (let k = 0; k < out.length; k++) if (found(mainAction(space, out[k] as Choice))) return true;
    out.length = 0;
    const pair = index < ctx.offer.length ? usablePair(ctx, index) : undefined;
    if (pair === undefined) continue;
    for (const placement of placementsOf(base, pair)) movesAt(base, roundabout, ctx, index, placement, cache, uses, out);
  }
  return false;
}

/**
 * Which actions may come next in `playerId`'s decision this round, after the actions
 * `prefix` already taken in it ([docs/learning.md](../../docs/learning.md#actions)):
 * 1 at each legal action of the game's {@link actionSpace}, 0 elsewhere. With an
 * empty prefix: the picks before an expert pick, else each roundabout that leaves a
 * legal build or refusal, and the main action of each legal build and refusal (those
 * {@link legalChoices} lists, claims aside). After a build or refusal that can claim a
 * plan: the claim actions that continue a legal claim set, and the end where one is
 * complete (at once where claims are optional). Once the prefix is a whole decision,
 * or the game is over, nothing is legal.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose decision.
 * @param prefix - The actions already taken in this decision, in order.
 * @returns A mask as long as the action space.
 * @throws `RuleError` `argument/invalid` for a prefix that is not the start of a legal decision, or the rule a build or refusal in it breaks.
 *
 * @example
 * ```ts
 * import { actionSpace, createGame, legalActionMask, legalChoices } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * const mask = legalActionMask(state, 'p1');
 * mask.length === actionSpace({ players: 2 }).size; // true
 * mask.reduce((sum, bit) => sum + bit, 0) === legalChoices(state, 'p1').length; // true: one action a choice
 * ```
 *
 * @group Learning
 */
export function legalActionMask(source: GameSource, playerId: string, prefix: readonly number[] = []): Uint8Array {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const space = spaceFor(sheet, ctx);
  const actions = actionList(prefix, 'prefix');
  const mask = new Uint8Array(space.size);
  if (source.status === 'over') return mask;
  const decision = readDecision(sheet, ctx, space, actions);
  const set = (action: number): boolean => {
    mask[action] = 1;
    return false;
  };
  switch (decision.stage) {
    case 'pick':
      for (const card of legalPicks(sheet, ctx)) mask[space.pick.start + card] = 1;
      break;
    case 'main':
      if (decision.first && ctx.variants.roundabouts) {
        for (const spot of roundaboutSpots(sheet)) {
          if (eachMain(sheet, withRoundabout(sheet, spot), refOf(spot), ctx, space, () => true)) mask[space.roundabout.start + spot] = 1;
        }
      }
      eachMain(sheet, decision.base, decision.roundabout, ctx, space, set);
      break;
    case 'claims': {
      const { claimed, tokens, sets } = decision;
      if (claimed.length === 0 && ctx.rules.claims === 'optional') mask[space.end.start] = 1;
      tokens.forEach((set, k) => {
        if (set.length > claimed.length) {
          for (let i = 0; i < claimed.length; i++) if (set[i] !== claimed[i]) return;
          mask[set[claimed.length] as number] = 1;
        } else if (set.length === claimed.length && set.every((token, i) => token === claimed[i])) {
          mask[space.end.start] = 1;
          if (mayReshuffle(sets[k] as readonly PlanClaim[], ctx)) mask[space.endReshuffle.start] = 1;
        }
      });
      break;
    }
    case 'done':
      break;
  }
  return mask;
}
