import { recallOutcome } from './outcomes.js';
import { fail, isProblem, raise } from '../../errors/rule-error.js';
import type { Choice } from '../choice/choice.js';
import { contextOf } from '../choice/source.js';
import { copyState, finishState } from './copy-state.js';
import { reshuffleAll, revealOffer } from './cards.js';
import { cardMode } from '../create.js';
import { endConditions } from './end.js';
import { planValue } from '../plans/plan-value.js';
import { playChoice } from '../choice/play.js';
import { parseChoice } from '../choice/parse-choice.js';
import { gameScore } from '../score-game.js';
import { writePlan } from '../../sheet/edit.js';
import type { ChoiceOutcome } from '../outcomes.js';
import type { GameState, PlanState, PlayerState } from '../state.js';
import { settleStreetBonuses } from './street-bonuses.js';
import { mapPacked } from '../../internal/packed.js';

/** The plan, approved: a literal with the fields in their one order, as every state object is built. */
export function approve(plan: PlanState): PlanState {
  return { id: plan.id, deck: plan.deck, label: plan.label, requirement: plan.requirement, first: plan.first, later: plan.later, approved: true };
}

/**
 * Resolves the round once every player has chosen ([rules §4](../../../docs/rules.md#4-a-round)),
 * a pure function returning the next state: applies every choice to its sheet; settles
 * plan values, every first claimant of a plan in the same round getting the higher
 * value before the plan is approved, and on the ice cream truck sheet the street
 * bonuses; reshuffles on request (`original`); checks the end of game
 * ([rules §7](../../../docs/rules.md#7-end-of-game-and-scoring)); rebuilds exhausted
 * stacks and reveals the next offer. A finished game has `status: 'over'` and its final
 * scores and winners in `result`.
 *
 * Throws `RuleError` `round/waiting-for` (listing who has not chosen) or
 * `game/over`; the state is then untouched.
 *
 * Trusts `state` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param state - A game whose players have all chosen.
 * @returns The next round's state, or the finished game (`status: 'over'`, with `result`).
 * @throws `RuleError` `round/waiting-for` naming who has not chosen, or `game/over`.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, resolveRound } from 'welcome-to-engine';
 * let state = createGame({ players: ['ann', 'bob'], seed: 3 });
 * state = applyChoice(state, 'ann', { type: 'build', pair: 0, street: 0, house: 0 });
 * state = applyChoice(state, 'bob', { type: 'build', pair: 1, street: 2, house: 11 });
 * state = resolveRound(state);
 * state.round; // 2
 * ```
 *
 * @group Resolving
 */
export function resolveRound(state: GameState): GameState {
  if (state.status === 'over') return fail('gameOver', undefined);
  if (state.players.some((player) => player.pending === null)) {
    return fail('waitingFor', { players: state.players.filter((player) => player.pending === null).map((player) => player.id) });
  }
  const choices = mapPacked(state.players, (player) => player.pending as Choice);
  // Each outcome was checked when applyChoice recorded its choice; a choice of a state
  // from outside (parsed from JSON, or built by hand) is read as a choice from outside
  // (a plain copy, every field in its range) and played again here.
  const played = mapPacked(state.players, (player, i): ChoiceOutcome => {
    const remembered = recallOutcome(player);
    if (remembered !== undefined) return remembered;
    const choice = parseChoice(choices[i]);
    if (choice.type === 'pick') return fail('choiceMalformed', { path: 'pending', expected: 'a build or a refusal, not a pick' });
    choices[i] = choice;
    const outcome = playChoice(player.sheet, choice, contextOf(state, i));
    return isProblem(outcome) ? raise(outcome) : outcome;
  });

  // Every claimant of a plan in this round gets the same value, then it is approved.
  const points = mapPacked(state.plans, planValue);
  const written = mapPacked(state.players, (player, i): PlayerState => {
    const result = played[i] as ChoiceOutcome;
    let sheet = result.sheet;
    for (const k of result.claimed) sheet = writePlan(sheet, k, points[k] as number);
    return { id: player.id, sheet, pending: null, pick: null };
  });
  const players = settleStreetBonuses(written);
  const claimed = (k: number) => played.some((result) => (result.claimed as readonly number[]).includes(k));

  const rng: [number, number, number, number] = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  let cards = state.cards;
  if (state.rules.reshuffleOnFirstClaim && played.some((result) => result.reshuffle)) cards = reshuffleAll(cards, rng);
  const ended = endConditions(players);
  let offer = state.offer;
  let soloCardDrawn = false;
  if (ended.length === 0) {
    const revealed = revealOffer(cards, cardMode(state), state.rules, rng);
    cards = revealed.cards;
    soloCardDrawn = revealed.soloCardDrawn;
    if (revealed.offer.length === 0) ended.push({ reason: 'deck', player: null });
    else offer = revealed.offer;
  }

  const plans = mapPacked(state.plans, (plan, k) =>
    plan.approved || !(soloCardDrawn || claimed(k)) ? plan : approve(plan),
  );
  const next = copyState(state);
  next.round = offer === state.offer ? state.round : state.round + 1;
  next.offer = offer;
  next.plans = plans;
  next.players = players;
  next.cards = cards;
  next.rng = rng;
  next.record = { options: state.record.options, rounds: [...state.record.rounds, choices] };
  return ended.length === 0 ? next : finishState(next, ended, gameScore(next));
}
