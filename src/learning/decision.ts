import type { CardIndex } from '../game/indexes.js';
import { isProblem, raise } from '../errors/rule-error.js';
import type { HouseRef } from '../sheet/types.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { KIND } from '../sheet/compact/layout.js';
import { SHEET_KINDS } from '../rules/seasons.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { placeRoundabout, playMove } from '../game/choice/play.js';
import { claimSetsAfter } from '../game/plans/legal-claims.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import { type ActionSpace, houseAt, spaceOf } from './action-space.js';
import { badAction, claimTokens, decodeMain, inRange } from './tokens.js';

/**
 * Where a player's decision of a round stands after some of its actions: which kind
 * of action may come next, and what the actions so far chose. A decision is a pick
 * alone, or an optional roundabout, a build or refusal, and (when that can claim a
 * plan) its claims closed by an end.
 */
export type Decision =
  /** Nothing yet, before the expert pick. */
  | { readonly stage: 'pick' }
  /** The build or refusal is next; a roundabout too while `roundabout` is undefined and `first`. */
  | { readonly stage: 'main'; readonly first: boolean; readonly roundabout: HouseRef | undefined; readonly base: CompactSheet }
  /** The claims: `claimed` the claim actions so far, `sets` the claim sets that may end `main`, with their actions. */
  | { readonly stage: 'claims'; readonly main: Choice; readonly sets: readonly PlanClaim[][]; readonly tokens: readonly (readonly number[])[]; readonly claimed: readonly number[] }
  /** The decision is complete. */
  | { readonly stage: 'done'; readonly choice: Choice | PickChoice };

/** No claim set: a move that can claim no plan. */
const NO_SETS: readonly PlanClaim[][] = Object.freeze([]) as never;

/** The action space of a player's sheet and context. */
export function spaceFor(sheet: CompactSheet, ctx: ChoiceContext): ActionSpace {
  return spaceOf({ rules: ctx.rules, variants: ctx.variants, solo: ctx.solo, sheet: SHEET_KINDS[sheet[KIND] as number] as (typeof SHEET_KINDS)[number] });
}

/** Whether `prefix` begins `tokens`. */
function begins(tokens: readonly number[], prefix: readonly number[]): boolean {
  if (prefix.length > tokens.length) return false;
  for (let i = 0; i < prefix.length; i++) if (tokens[i] !== prefix[i]) return false;
  return true;
}

/** Whether the claim set's first claim may ask for a reshuffle: `original` with stacks, a plan nobody has claimed yet. */
export function mayReshuffle(set: readonly PlanClaim[], ctx: ChoiceContext): boolean {
  return ctx.rules.reshuffleOnFirstClaim && !ctx.solo && set.some((claim) => ctx.plans[claim.plan]?.approved === false);
}

/**
 * Reads `actions` as the start of the player's decision on `sheet`: the stage it
 * reaches (`closed`: the caller knows no plan is open on `sheet`). Throws `argument/invalid` for an action that cannot come where it stands
 * (naming what could), and the rule's own `RuleError` for a build or refusal the
 * rules refuse (`choice/house-taken`, `choice/refusal-not-allowed`…).
 */
export function readDecision(sheet: CompactSheet, ctx: ChoiceContext, space: ActionSpace, actions: readonly number[], closed = false): Decision {
  if (ctx.variants.expert && ctx.pick === null) {
    if (actions.length === 0) return { stage: 'pick' };
    const [action] = actions;
    if (!inRange(action as number, space.pick) || actions.length > 1) return badAction('actions', `one pick (${space.pick.start}–${space.pick.start + 2}), a decision of its own`, actions);
    return { stage: 'done', choice: { type: 'pick', card: ((action as number) - space.pick.start) as CardIndex } };
  }
  let next = 0;
  let roundabout: HouseRef | undefined;
  let base = sheet;
  if (actions.length > 0 && inRange(actions[0] as number, space.roundabout)) {
    roundabout = houseAt((actions[0] as number) - space.roundabout.start);
    const placed = placeRoundabout(sheet, roundabout as HouseRef, ctx);
    base = isProblem(placed) ? raise(placed) : placed;
    next = 1;
  }
  if (next === actions.length) return { stage: 'main', first: next === 0, roundabout, base };
  const main = decodeMain(space, actions[next] as number, base, roundabout, ctx);
  next++;
  const after = playMove(sheet, main, ctx);
  if (isProblem(after)) raise(after);
  // No plan open on the sheet and a move that changes none: no claim can follow.
  const sets = closed && moveKeepsPlans(sheet, main, ctx) ? NO_SETS : claimSetsAfter(after, ctx);
  if (sets.length === 0) {
    if (next < actions.length) return badAction('actions', 'nothing after this build or refusal: it can claim no plan', actions);
    return { stage: 'done', choice: main };
  }
  const tokens = sets.map((set) => claimTokens(space, set));
  const claimed: number[] = [];
  for (; next < actions.length; next++) {
    const action = actions[next] as number;
    if (inRange(action, space.end) || inRange(action, space.endReshuffle)) {
      if (next !== actions.length - 1) return badAction('actions', 'nothing after the end of the claims', actions);
      const reshuffle = inRange(action, space.endReshuffle);
      if (claimed.length === 0 && ctx.rules.claims === 'optional' && !reshuffle) return { stage: 'done', choice: main };
      const k = tokens.findIndex((set) => set.length === claimed.length && begins(set, claimed));
      const set = sets[k];
      if (set === undefined || (reshuffle && !mayReshuffle(set, ctx))) return badAction('actions', 'an end after a complete claim set (a reshuffle only with a first claim)', actions);
      return { stage: 'done', choice: reshuffle ? { ...main, claims: set, reshuffle: true } : { ...main, claims: set } };
    }
    claimed.push(action);
    if (!tokens.some((set) => begins(set, claimed))) return badAction('actions', 'claim actions that begin a legal claim set (see legalActionMask)', actions);
  }
  return { stage: 'claims', main, sets, tokens, claimed };
}
