import { HOUSE_COUNT, type StreetIndex } from '../rules/layout.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { BIS, FIT, HOUSE_OF, OFFSET, STREET_OF, TEMPS } from '../sheet/compact/layout.js';
import { bisTargetBits, freeSlots } from '../sheet/compact/derived.js';
import { spotsOn, withRoundabout } from '../sheet/compact/roundabouts.js';
import { hasBox, hasImprovementBox } from '../sheet/compact/tracks.js';
import type { PlanClaim } from '../game/choice/choice.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { legalPicks } from '../game/choice/pick.js';
import { needsTruckStart } from '../game/choice/play.js';
import { pairPlayable, refusalAllowed } from '../game/choice/refusal.js';
import { usableDeltas } from '../game/choice/temp.js';
import { sheetAndContext } from '../game/choice/source.js';
import { useCountAt } from '../game/legal/builds.js';
import { usablePair } from '../game/legal/placements.js';
import type { GameSource } from '../game/view-types.js';
import { EFFECT_COUNT, SLOT_OFFSETS, type ActionSpace } from './action-space.js';
import { mayReshuffle, readDecision, spaceFor, type Decision } from './decision.js';
import { actionList } from './arguments.js';

/**
 * Marks in `mask` the main action of every legal build and refusal on `base` (the sheet
 * with this round's roundabout, if any): the actions of the choices {@link legalChoices}
 * lists, claims aside, worked out from the compact sheet without making a choice.
 * Claims never make a build illegal (a fulfilled plan always has a claim set), so the
 * builds are those of the sheet and the offer alone.
 */
function markMains(base: CompactSheet, ctx: ChoiceContext, space: ActionSpace, mask: Uint8Array): void {
  if (refusalAllowed(base, ctx)) mask[space.refuse.start] = 1;
  const ends = space.truckEnds;
  const across = ctx.rules.bisAcrossFence;
  // The bottom street's first number on the ice cream sheet chooses its truck's end: both actions there.
  const truckOpen = needsTruckStart(base, BOTTOM);
  // The uses of a fence, an improvement, and the bis copies of each street but the
  // placement's, are the sheet's wherever the number goes: worked out once, as effect-use numbers.
  let fences: number[] | undefined;
  let improvements: number[] | undefined;
  const bis: (number[] | undefined)[] = [undefined, undefined, undefined];
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair === undefined) continue;
    const effect = pair.effect;
    const deltas = usableDeltas(base, pair);
    let uses: number[] | undefined;
    if (effect === 'fence') uses = fences ??= fenceNumbers(base, across);
    else if (effect === 'improvement') uses = improvements ??= improvementNumbers(base);
    for (let d = 0; d < deltas.length; d++) {
      const delta = deltas[d] as number;
      const bit = 1 << (pair.number + delta);
      for (let at = 0; at < HOUSE_COUNT; at++) {
        if (((base[FIT + at] as number) & bit) === 0) continue;
        const street = STREET_OF[at] as StreetIndex;
        const first = space.build.start + (index * HOUSE_COUNT + at) * EFFECT_COUNT * ends;
        const both = truckOpen && street === 2 ? 2 : 1;
        if (effect === 'temp') {
          if (delta !== 0) markUse(mask, first, 3 + delta, ends, both);
          else {
            markUse(mask, first, 0, ends, both);
            if (hasBox(base, TEMPS)) markUse(mask, first, 3, ends, both);
          }
          continue;
        }
        markUse(mask, first, 0, ends, both);
        if (uses !== undefined) {
          // One action a use (no truck end to choose): the common case, in a plain loop.
          if (ends === 1) { for (let k = 0; k < uses.length; k++) mask[first + (uses[k] as number)] = 1; }
          else for (let k = 0; k < uses.length; k++) markUse(mask, first, uses[k] as number, ends, both);
        } else if (effect === 'bis') {
          if (!hasBox(base, BIS)) continue;
          const house = HOUSE_OF[at] as number;
          for (let s = 0; s < 3; s++) {
            if (s === street) markBits(mask, first, s, bisTargetBits(base, s, across, house), ends, both);
            else {
              const others = (bis[s] ??= bisNumbers(s, bisTargetBits(base, s, across, -1)));
              for (let k = 0; k < others.length; k++) markUse(mask, first, others[k] as number, ends, both);
            }
          }
        } else if (useCountAt(base, pair, street, HOUSE_OF[at] as number, ctx) > 0) markUse(mask, first, 1, ends, both);
      }
    }
  }
}

/** Any house of the bottom street: where the ice cream truck's starting end is chosen. */
const BOTTOM = Object.freeze({ street: 2, house: 0 } as const);

/** Marks the build action of effect use `effect` at the build's first action `first`, for each truck end. */
function markUse(mask: Uint8Array, first: number, effect: number, ends: number, both: number): void {
  const at = first + effect * ends;
  mask[at] = 1;
  if (both === 2) mask[at + 1] = 1;
}

/** The effect-use numbers of the fences the sheet may take ({@link ActionSpace.effects}). */
function fenceNumbers(base: CompactSheet, across: boolean): number[] {
  const numbers: number[] = [];
  for (let street = 0; street < 3; street++) {
    for (let free = freeSlots(base, street, across); free !== 0; free &= free - 1) numbers.push(1 + (SLOT_OFFSETS[street] as number) + (31 - Math.clz32(free & -free)) - 1);
  }
  return numbers;
}

/** The effect-use numbers of the estate value tracks with a box left: their sizes. */
function improvementNumbers(base: CompactSheet): number[] {
  const numbers: number[] = [];
  for (let size = 1; size <= 6; size++) if (hasImprovementBox(base, size)) numbers.push(size);
  return numbers;
}

/** The effect-use numbers of the bis copies of street `street` given as bits ({@link bisTargetBits}). */
function bisNumbers(street: number, bits: number): number[] {
  const numbers: number[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) numbers.push(1 + 2 * (OFFSET[street as StreetIndex] as number) + (31 - Math.clz32(rest & -rest)));
  return numbers;
}

/** Marks the bis copies of street `street` given as bits. */
function markBits(mask: Uint8Array, first: number, street: number, bits: number, ends: number, both: number): void {
  for (let rest = bits; rest !== 0; rest &= rest - 1) markUse(mask, first, 1 + 2 * (OFFSET[street as StreetIndex] as number) + (31 - Math.clz32(rest & -rest)), ends, both);
}

/** Whether some build or refusal is legal on `base`: a roundabout that leaves one may be written. */
function anyMain(base: CompactSheet, ctx: ChoiceContext): boolean {
  if (refusalAllowed(base, ctx)) return true;
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair !== undefined && pairPlayable(base, pair)) return true;
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
  markDecision(sheet, ctx, space, readDecision(sheet, ctx, space, actions), mask);
  return mask;
}

/** Marks in `mask` (all 0) the actions that may come next in `decision`, on the player's `sheet`. */
export function markDecision(sheet: CompactSheet, ctx: ChoiceContext, space: ActionSpace, decision: Decision, mask: Uint8Array): void {
  switch (decision.stage) {
    case 'pick':
      for (const card of legalPicks(sheet, ctx)) mask[space.pick.start + card] = 1;
      break;
    case 'main':
      if (decision.first && ctx.variants.roundabouts) {
        for (const spot of spotsOn(sheet)) if (anyMain(withRoundabout(sheet, spot), ctx)) mask[space.roundabout.start + spot] = 1;
      }
      markMains(decision.base, ctx, space, mask);
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
}
