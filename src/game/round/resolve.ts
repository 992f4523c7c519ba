import { fail } from '../../errors/rule-error.js';
import { mapPacked } from '../../internal/packed.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { writePlan } from '../../sheet/compact/write.js';
import type { Choice } from '../choice/choice.js';
import type { CompactGame } from '../compact/game.js';
import { gameOfState } from '../compact/start.js';
import { heldGame, holdGame } from '../compact/held.js';
import { cloneGame } from '../compact/game.js';
import { stateOfGame } from '../compact/write.js';
import { planValue } from '../plans/plan-value.js';
import type { GameState, PlanState } from '../state.js';
import { reshuffleAll, revealOffer } from './cards.js';
import { endConditions } from './end.js';
import { settleStreetBonuses } from './street-bonuses.js';

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
  // Each pending choice is played again on the game's compact form (a choice of a state
  // from outside read as a choice from outside: a plain copy, every field in its range).
  // The game the state holds when the engine wrote it (copied: the state keeps its own).
  const held = heldGame(state);
  const game = held === undefined ? gameOfState(state) : cloneGame(held);
  settleRound(game);
  return holdGame(stateOfGame(game), game);
}

/**
 * The rules of a round's end ([rules §4](../../../docs/rules.md#4-a-round), [§6](../../../docs/rules.md#6-plans), [§7](../../../docs/rules.md#7-end-of-game-and-scoring), [§3.1](../../../docs/rules.md#31-stacks-and-the-offer)), on a compact game
 * whose every seat has chosen, in place: each pending choice's sheet becomes the seat's
 * sheet; every first claimant of a plan in the round gets its higher value, then it is
 * approved (the solo card approves them all); the ice cream street bonuses; the
 * reshuffle asked for; the end conditions; and while the game goes on, the stacks
 * rebuilt as needed and the next offer. The round's choices join the record.
 */
export function settleRound(game: CompactGame): void {
  const plans = game.plans;
  const seats = game.ids.length;
  const choices = new Array<Choice>(seats);
  let claimedNow = 0;
  let reshuffle = false;
  for (let seat = 0; seat < seats; seat++) {
    // The pending sheet becomes the seat's: a copy where plan points are written (a sheet the game holds is never written).
    const claimed = game.claimed[seat] as number;
    let sheet = game.after[seat] as CompactSheet;
    if (claimed !== 0) {
      sheet = copyCompact(sheet);
      for (let k = 0; k < 3; k++) if ((claimed & (1 << k)) !== 0) writePlan(sheet, k, planValue(plans[k] as PlanState));
    }
    game.sheets[seat] = sheet;
    game.after[seat] = sheet;
    claimedNow |= claimed;
    if (game.reshuffle[seat] === true) reshuffle = true;
    choices[seat] = game.chosen[seat] as Choice;
    game.chosen[seat] = null;
    game.claimed[seat] = 0;
    game.reshuffle[seat] = false;
    game.picks[seat] = null;
    game.json[seat] = undefined;
    // Plan points written close plans; no other write of the settling opens one on a Classic sheet, where bots read this.
    game.closed[seat] = game.closedAfter[seat] as boolean;
    game.closedAfter[seat] = false;
  }
  settleStreetBonuses(game.sheets);
  const { piles, rules, rng } = game;
  if (rules.reshuffleOnFirstClaim && reshuffle) reshuffleAll(piles, rng);
  const ended = endConditions(game.ids, game.sheets);
  let soloCardDrawn = false;
  if (ended.length === 0) {
    const revealed = revealOffer(piles, game.mode, rules, rng);
    soloCardDrawn = revealed.soloCardDrawn;
    if (revealed.offer.length === 0) ended.push({ reason: 'deck', player: null });
    else {
      game.offer = revealed.offer;
      game.round += 1;
    }
  }
  if (claimedNow !== 0 || soloCardDrawn) game.plans = mapPacked(plans, (plan, k) => (plan.approved || !(soloCardDrawn || (claimedNow & (1 << k)) !== 0) ? plan : approve(plan)));
  game.rounds.push(choices);
  game.ended = ended;
  game.written = undefined;
}
