import { isProblem, raise } from '../errors/rule-error.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import { parseChoice } from '../game/choice/parse-choice.js';
import { pickProblem } from '../game/choice/pick.js';
import { playChoice, playMove, settleClaims } from '../game/choice/play.js';
import { sheetAndContext } from '../game/choice/source.js';
import { unclaimedFulfilled } from '../game/plans/claims.js';
import { claimSetsAfter } from '../game/plans/legal-claims.js';
import { recorded } from '../game/choice/check-choice.js';
import { fail } from '../errors/rule-error.js';
import type { GameSource } from '../game/view-types.js';
import { spaceFor } from './decision.js';
import { claimTokens, mainAction, roundaboutAction } from './tokens.js';

/**
 * The main action of a step ([docs/learning.md](../../docs/learning.md#actions)): its
 * pick, or its build or refusal (the pair, the house, the effect's use and the
 * truck's end) without its roundabout and claims, which are actions of their own
 * ({@link choiceActions} gives them all). Its inverse is {@link decodeAction}: over the
 * choices {@link legalChoices} lists without a roundabout, the two are a bijection with
 * the legal actions of an empty {@link legalActionMask}. Only the shape is checked, not
 * the rules: ask {@link validateChoice} whether it is legal.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose step.
 * @param choice - A build, a refusal or a pick.
 * @returns An integer of the game's {@link actionSpace}.
 * @throws `RuleError` `choice/malformed` for a malformed choice, `argument/invalid` for one the space has no action for (a pick without expert card choice).
 *
 * @example
 * ```ts
 * import { createGame, decodeAction, encodeChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * const action = encodeChoice(state, 'p1', { type: 'build', pair: 1, street: 2, house: 4 });
 * decodeAction(state, 'p1', action); // { type: 'build', pair: 1, street: 2, house: 4 }
 * ```
 *
 * @group Learning
 */
export function encodeChoice(source: GameSource, playerId: string, choice: Choice | PickChoice): number {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  return mainAction(spaceFor(sheet, ctx), parseChoice(choice));
}

/** Whether two claim sets end a choice alike: the same plans claimed, the same plans left fulfilled. */
function sameOutcome(a: { readonly claimed: readonly number[]; readonly left: readonly number[] }, b: { readonly claimed: readonly number[]; readonly left: readonly number[] }): boolean {
  const key = (x: readonly number[]) => [...x].sort((m, n) => m - n).join(',');
  return key(a.claimed) === key(b.claimed) && key(a.left) === key(b.left);
}

/**
 * Every action of a legal step, in order ([docs/learning.md](../../docs/learning.md#actions)):
 * a pick alone; or the roundabout (if any), the build or refusal, then, when it can
 * claim a plan, each claim (its plan, then its estates' first houses or its bis
 * houses) and the end (the reshuffle's end if it asks for one). Claims equal in
 * outcome to a set {@link legalClaims} lists (other estates of the same sizes) are
 * given as that set's actions. {@link decodeActions} reads them back.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose step.
 * @param choice - A legal build, refusal or pick, with its claims.
 * @returns The actions, one to a few.
 * @throws `RuleError` with the code of the rule the step breaks, as {@link applyChoice} would.
 *
 * @example
 * ```ts
 * import { choiceActions, createGame } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
 * choiceActions(state, 'p1', { type: 'build', pair: 0, street: 0, house: 3, roundabout: { street: 1, house: 0 } }).length; // 2
 * ```
 *
 * @group Learning
 */
export function choiceActions(source: GameSource, playerId: string, choice: Choice | PickChoice): readonly number[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  if (source.status === 'over') return fail('game/over', undefined);
  const space = spaceFor(sheet, ctx);
  const parsed = parseChoice(choice);
  if (parsed.type === 'pick') {
    const why = pickProblem(sheet, parsed.card, ctx);
    return why === undefined ? [mainAction(space, parsed)] : raise(why);
  }
  const step = recorded(parsed, ctx);
  if (isProblem(step)) raise(step);
  const outcome = playChoice(sheet, step, ctx);
  if (isProblem(outcome)) raise(outcome);
  const actions: number[] = [];
  if (step.roundabout !== undefined) actions.push(roundaboutAction(space, step.roundabout));
  actions.push(mainAction(space, step));
  const after = playMove(sheet, step, ctx);
  if (isProblem(after)) raise(after);
  const sets = claimSetsAfter(after, ctx);
  if (sets.length === 0) return actions;
  const claims = step.claims ?? [];
  const end = step.reshuffle === true ? space.endReshuffle.start : space.end.start;
  if (claims.length === 0) return [...actions, end];
  const own = claimTokens(space, claims);
  const tokens = sets.map((set) => claimTokens(space, set));
  let k = tokens.findIndex((set) => set.length === own.length && set.every((token, i) => token === own[i]));
  if (k < 0) {
    // Other estates of the same sizes: the listed set with the same outcome.
    const left = (set: readonly PlanClaim[]) => {
      const settled = settleClaims(after, set, false, ctx);
      return isProblem(settled) ? undefined : { claimed: settled.claimed, left: unclaimedFulfilled(settled.sheet, settled.claimed, ctx.plans) };
    };
    const mine = left(claims) as { claimed: readonly number[]; left: readonly number[] };
    k = sets.findIndex((set) => {
      const theirs = left(set);
      return theirs !== undefined && sameOutcome(mine, theirs);
    });
  }
  return [...actions, ...(tokens[k] as number[]), end];
}
