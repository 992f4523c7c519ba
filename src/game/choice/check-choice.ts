import { fail, isProblem, problem, type Problem } from '../../errors/rule-error.js';
import type { Draft } from '../../internal/draft.js';
import { describeValue } from '../../internal/snapshot.js';
import type { Sheet } from '../../sheet/types.js';
import type { CardIndex } from '../indexes.js';
import { type GameSource } from '../view-types.js';
import type { Choice, RefuseChoice } from './choice.js';
import type { ChoiceContext } from './context.js';
import { parseChoice } from './parse-choice.js';
import { pickProblem } from './pick.js';
import { playChoice, type Played } from './play.js';
import { sheetAndContext } from './source.js';

/** A checked step: a pick (with the sheet it leaves as it was), or a choice with what it does. */
export type Checked =
  | { readonly kind: 'pick'; readonly card: CardIndex; readonly sheet: Sheet }
  | { readonly kind: 'choice'; readonly choice: Choice; readonly outcome: Played; readonly sheet: Sheet };

/**
 * The choice as a round records it: in an expert game a refusal says which card was
 * picked ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)), so that a
 * replay can check it; or why the pick is missing or does not match.
 */
export function recorded(choice: Choice, ctx: ChoiceContext): Choice | Problem {
  if (choice.type === 'build') return choice;
  if (!ctx.variants.expert) {
    return choice.card === undefined ? choice : problem('choice/pick', { reason: 'refusal-card' });
  }
  if (ctx.pick === null) return problem('choice/pick', { reason: 'pick-first' });
  if (choice.card === ctx.pick) return choice;
  if (choice.card !== undefined) return problem('choice/pick', { reason: 'other-card', card: choice.card, picked: ctx.pick });
  const withCard: Draft<RefuseChoice> = { type: 'refuse' };
  if (choice.roundabout !== undefined) withCard.roundabout = choice.roundabout;
  if (choice.claims !== undefined) withCard.claims = choice.claims;
  if (choice.reshuffle !== undefined) withCard.reshuffle = choice.reshuffle;
  withCard.card = ctx.pick;
  return withCard;
}

/**
 * Checks a pick or a choice completely (shape, then rules) against the player's sheet,
 * on a state or on the player's own view. A call at the wrong moment, an unknown
 * player and malformed input throw; a rule the step breaks comes back as a problem.
 * The one check of `applyChoice`, `validateChoice` and `previewChoice`.
 */
export function check(source: GameSource, playerId: string, input: unknown): Checked | Problem {
  if (typeof source !== 'object' || source === null) fail('argument/invalid', { name: 'source', expected: 'a game state or a player view', given: describeValue(source) });
  if (source.status === 'over') fail('game/over', undefined);
  const { sheet, json, ctx } = sheetAndContext(source, playerId);
  const parsed = parseChoice(input);
  if (parsed.type === 'pick') {
    const why = pickProblem(sheet, parsed.card, ctx);
    return why ?? { kind: 'pick', card: parsed.card, sheet: json };
  }
  const choice = recorded(parsed, ctx);
  if (isProblem(choice)) return choice;
  const outcome = playChoice(sheet, choice, ctx);
  return isProblem(outcome) ? outcome : { kind: 'choice', choice, outcome, sheet: json };
}
