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
import { scoreGameUnchecked } from '../score-game.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { compactOf, sheetOf } from '../../sheet/compact/json.js';
import { writePlan } from '../../sheet/compact/write.js';
import type { Played } from '../choice/play.js';
import type { CardState, GameState, GameStateFields, Pair, PlanState, PlayerState } from '../state.js';
import type { EndCondition } from '../outcomes.js';
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
  if (state.status === 'over') return fail('game/over', undefined);
  if (state.players.some((player) => player.pending === null)) {
    return fail('round/waiting-for', { players: state.players.filter((player) => player.pending === null).map((player) => player.id) });
  }
  const choices = mapPacked(state.players, (player) => player.pending as Choice);
  // Each outcome was checked when applyChoice recorded its choice; a choice of a state
  // from outside (parsed from JSON, or built by hand) is read as a choice from outside
  // (a plain copy, every field in its range) and played again here.
  const played = mapPacked(state.players, (player, i): Played => {
    const remembered = recallOutcome(player);
    if (remembered !== undefined) return remembered;
    const choice = parseChoice(choices[i]);
    if (choice.type === 'pick') return fail('choice/malformed', { path: 'pending', expected: 'a build or a refusal, not a pick' });
    choices[i] = choice;
    const outcome = playChoice(compactOf(player.sheet), choice, contextOf(state, i));
    return isProblem(outcome) ? raise(outcome) : outcome;
  });

  const settled = settleRound(state, mapPacked(state.players, (player) => player.id), played);
  const players = mapPacked(state.players, (player, i): PlayerState => ({ id: player.id, sheet: sheetOf(settled.sheets[i] as CompactSheet, player.sheet), pending: null, pick: null }));
  const next = copyState(state);
  next.round = settled.round;
  next.offer = settled.offer;
  next.plans = settled.plans;
  next.players = players;
  next.cards = settled.cards;
  next.rng = settled.rng;
  next.record = { options: state.record.options, rounds: [...state.record.rounds, choices] };
  return settled.ended.length === 0 ? next : finishState(next, settled.ended, scoreGameUnchecked(next));
}

/** What a round leaves of a game once its players' outcomes are written ({@link settleRound}). */
export interface SettledRound {
  /** Each player's sheet: plan points written, street bonuses settled. The engine's own: never written on. */
  readonly sheets: readonly CompactSheet[];
  readonly plans: readonly PlanState[];
  readonly cards: CardState;
  readonly offer: readonly Pair[];
  readonly round: number;
  readonly rng: [number, number, number, number];
  /** The end conditions met; none while the game goes on. */
  readonly ended: EndCondition[];
}

/**
 * The rules of a round's end ([rules §4](../../../docs/rules.md#4-a-round), [§6](../../../docs/rules.md#6-plans), [§7](../../../docs/rules.md#7-end-of-game-and-scoring), [§3.1](../../../docs/rules.md#31-stacks-and-the-offer)), on the players' outcomes in
 * player order: every first claimant of a plan in the round gets its higher value, then
 * it is approved (the solo card approves them all); the ice cream street bonuses; the
 * reshuffle asked for; the end conditions; and while the game goes on, the stacks
 * rebuilt as needed and the next offer. What {@link resolveRound} writes into the next
 * state, and what a game played by bots goes on from without one.
 */
export function settleRound(
  state: Pick<GameStateFields, 'plans' | 'rules' | 'cards' | 'offer' | 'round' | 'rng' | 'solo' | 'variants'>,
  ids: readonly string[],
  played: readonly Played[],
): SettledRound {
  const points = mapPacked(state.plans, planValue);
  const written = mapPacked(played, (result): CompactSheet => {
    if (result.claimed.length === 0) return result.sheet;
    const sheet = copyCompact(result.sheet);
    for (const k of result.claimed) writePlan(sheet, k, points[k] as number);
    return sheet;
  });
  const sheets = settleStreetBonuses(written);
  let claimedNow = 0;
  let reshuffle = false;
  for (const result of played) {
    for (const k of result.claimed) claimedNow |= 1 << k;
    if (result.reshuffle) reshuffle = true;
  }
  const rng: [number, number, number, number] = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  let cards = state.cards;
  if (state.rules.reshuffleOnFirstClaim && reshuffle) cards = reshuffleAll(cards, rng);
  const ended = endConditions(ids, sheets);
  let offer = state.offer;
  let soloCardDrawn = false;
  if (ended.length === 0) {
    const revealed = revealOffer(cards, cardMode(state), state.rules, rng);
    cards = revealed.cards;
    soloCardDrawn = revealed.soloCardDrawn;
    if (revealed.offer.length === 0) ended.push({ reason: 'deck', player: null });
    else offer = revealed.offer;
  }
  const plans = claimedNow === 0 && !soloCardDrawn ? state.plans : mapPacked(state.plans, (plan, k) => (plan.approved || !(soloCardDrawn || (claimedNow & (1 << k)) !== 0) ? plan : approve(plan)));
  return { sheets, plans, cards, offer, round: offer === state.offer ? state.round : state.round + 1, rng, ended };
}
