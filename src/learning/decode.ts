import type { CardIndex } from '../game/indexes.js';
import { fail } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import { sheetAndContext } from '../game/choice/source.js';
import type { GameSource } from '../game/view-types.js';
import { actionList } from './arguments.js';
import { readDecision, spaceFor } from './decision.js';
import { badAction, decodeMain, inRange } from './tokens.js';

/**
 * The step a main action stands for ([docs/learning.md](../../docs/learning.md#actions)):
 * the pick, or the build or refusal without a roundabout or claims, as
 * {@link legalChoices} lists it (a refusal after an expert pick names its card, a
 * build the truck's end where the bottom street needs one). The inverse of
 * {@link encodeChoice}. A roundabout or claim action is part of a longer decision:
 * read those with {@link decodeActions}. Only the shape is checked, not the rules.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose step.
 * @param action - A pick, build or refusal action of the game's {@link actionSpace}.
 * @returns The pick, build or refusal.
 * @throws `RuleError` `argument/invalid` for an action that is not a pick, build or refusal of this moment (a pick once picked), or a build with a pair the player does not see.
 *
 * @example
 * ```ts
 * import { actionSpace, createGame, decodeAction } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * decodeAction(state, 'p1', actionSpace({ players: 2 }).refuse.start); // { type: 'refuse' }
 * ```
 *
 * @group Learning
 */
export function decodeAction(source: GameSource, playerId: string, action: number): Choice | PickChoice {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const space = spaceFor(sheet, ctx);
  const [checked] = actionList([action], 'action');
  if (ctx.variants.expert && ctx.pick === null) {
    if (!inRange(checked as number, space.pick)) return badAction('action', `a pick (${space.pick.start}–${space.pick.start + 2}): the card comes first`, action);
    return { type: 'pick', card: ((checked as number) - space.pick.start) as CardIndex };
  }
  return decodeMain(space, checked as number, sheet, undefined, ctx);
}

/**
 * The step a decision's actions make ([docs/learning.md](../../docs/learning.md#actions)),
 * or `null` while they are only its start: the inverse of {@link choiceActions}, whose
 * lists it reads back to the very choice {@link legalChoices} (with a claim set of
 * {@link legalClaims}) gives. Each action must be one {@link legalActionMask} allows
 * after the ones before it.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose decision.
 * @param actions - The decision's actions so far, in order.
 * @returns The pick, build or refusal (with its claims and reshuffle), or `null` until the decision is complete.
 * @throws `RuleError` `argument/invalid` for an action that cannot come where it is, or the rule a build or refusal breaks.
 *
 * @example
 * ```ts
 * import { choiceActions, createGame, decodeActions } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
 * const choice = { type: 'build', pair: 0, street: 0, house: 3, roundabout: { street: 1, house: 0 } } as const;
 * const actions = choiceActions(state, 'p1', choice);
 * decodeActions(state, 'p1', actions.slice(0, 1)); // null: the build is still to come
 * decodeActions(state, 'p1', actions); // the choice
 * ```
 *
 * @group Learning
 */
export function decodeActions(source: GameSource, playerId: string, actions: readonly number[]): Choice | PickChoice | null {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const list = actionList(actions, 'actions');
  if (source.status === 'over') return fail('game/over', undefined);
  const decision = readDecision(sheet, ctx, spaceFor(sheet, ctx), list);
  return decision.stage === 'done' ? decision.choice : null;
}
