import { castDraft, produce } from 'immer';
import { fail } from '../errors/rule-error.js';
import type { Choice } from './choice.js';
import { contextOf } from './apply.js';
import { reshuffleAll, revealOffer } from './cards.js';
import { cardMode } from './create.js';
import { endConditions } from './end.js';
import { playChoice } from './play.js';
import { scoreGame } from './score-game.js';
import type { GameState } from './types.js';

/**
 * Resolves the round once every player has chosen (RULES §4.3), a pure function
 * returning the next state: applies every choice to its sheet; settles plan values,
 * every first claimant of a plan in the same round getting the higher value before
 * the plan is approved; reshuffles on request (`original`); checks the end of game
 * (RULES §7); rebuilds exhausted stacks and reveals the next offer. A finished game
 * has `status: 'over'` and its final scores and winners in `result`.
 *
 * Throws `RuleError` `round/waiting-for` (listing who has not chosen) or
 * `game/over`; the state is then untouched.
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
 */
export function resolveRound(state: GameState): GameState {
  if (state.status === 'over') return fail('gameOver', undefined);
  const waiting = state.players.filter((player) => player.pending === null).map((player) => player.id);
  if (waiting.length > 0) return fail('waitingFor', { players: waiting });
  const ctx = contextOf(state);
  const choices = state.players.map((player) => player.pending as Choice);
  const played = state.players.map((player, i) => playChoice(player.sheet, choices[i] as Choice, ctx));

  // Every claimant of a plan in this round gets the same value, then it is approved.
  const points = state.plans.map((plan) => (plan.approved ? plan.later : plan.first));
  const sheets = played.map((result) =>
    result.claimed.length === 0
      ? result.sheet
      : produce(result.sheet, (sheet) => {
          for (const k of result.claimed) sheet.plans[k] = points[k] as number;
        }),
  );

  return produce(state, (draft) => {
    sheets.forEach((sheet, i) => {
      const player = draft.players[i] as (typeof draft.players)[number];
      player.sheet = castDraft(sheet);
      player.pending = null;
    });
    draft.plans.forEach((plan, k) => {
      if (played.some((result) => result.claimed.includes(k))) plan.approved = true;
    });
    draft.record.rounds.push(castDraft(choices));

    const rng: [number, number, number, number] = [...state.rng];
    let cards = state.cards;
    if (state.rules.reshuffleOnFirstClaim && played.some((result) => result.reshuffle)) cards = reshuffleAll(cards, rng);

    const ended = endConditions(draft.players);
    if (ended.length === 0) {
      const revealed = revealOffer(cards, cardMode(state), state.rules, rng);
      cards = revealed.cards;
      if (revealed.soloCardDrawn) for (const plan of draft.plans) plan.approved = true;
      if (revealed.offer.length === 0) ended.push({ reason: 'deck', player: null });
      else {
        draft.offer = castDraft(revealed.offer);
        draft.round += 1;
      }
    }
    draft.cards = castDraft(cards);
    draft.rng = rng;
    if (ended.length > 0) {
      draft.status = 'over';
      draft.ended = ended;
      draft.result = castDraft(scoreGame(draft));
    }
  });
}
