/**
 * The simulation core: **a second implementation of the rules**, for speed. `playGame`
 * and `simulate` hand it the games where every seat is the built-in random bot and the
 * game fits a flat sheet: two or more players, either ruleset and any rule options,
 * basic, advanced or custom plans, any deck or starting position; not solo, not the
 * expert or roundabouts variants, not a seasonal sheet ({@link flatPlayable}). It keeps
 * its own copy of these rules, written for flat arrays: where a number fits (the
 * street's order, bis runs), the free fence slots (used estates, bis across a fence),
 * each effect's use and tracks, the refusal test, the order in which the engine lists a
 * house's builds (which the random bot's seed indexes), and the end conditions. Plans
 * (the claims, their values, approvals), the flip of the cards and the scoring go
 * through the engine's own functions. The property that holds the two equal is
 * `test/bots/flat-game.prop.test.ts`: 1,500 seeded games over every rule option, and
 * 200 taken over part-way, played both here and through the public path (views,
 * `applyChoice`, `resolveRound`) must give identical states, records and scores. **A
 * change to any rule above is made in both places**, in the engine first; that property
 * then says whether this copy still agrees (docs/performance.md, "The second
 * implementation").
 */
import type { Choice } from '../../game/choice/choice.js';
import type { ChoiceContext } from '../../game/choice/context.js';
import { copyState, finishState } from '../../game/round/copy-state.js';
import { planValue } from '../../game/plans/plan-value.js';
import { flipPiles } from '../../game/round/cards.js';
import { approve } from '../../game/round/resolve.js';
import { gameScore } from '../../game/score-game.js';
import type { EndCondition } from '../../game/outcomes.js';
import type { FinishedGame, GameInProgress, GameState, PlanState, PlayerState } from '../../game/state.js';
import { mapPacked } from '../../internal/packed.js';
import { BOXES } from '../../sheet/boxes.js';
import type { House } from '../../sheet/types.js';
import { flatRandomMove, planNeeds } from './flat-move.js';
import { FlatSheet, toSheet } from './flat-sheet.js';

/**
 * Whether the simulation core can play `state` on to its end with random bots in every
 * seat: a game in progress with no choice made yet this round, not solo, without the
 * expert or roundabouts variants, on classic sheets with no roundabout written (what
 * a flat sheet holds). Any ruleset, rule options, plans, deck or position.
 */
export function flatPlayable(state: GameState): state is GameInProgress {
  if (state.status !== 'choosing' || state.solo || state.variants.expert || state.variants.roundabouts) return false;
  for (const player of state.players) {
    const { sheet } = player;
    if (player.pending !== null || player.pick !== null || sheet.season.kind !== 'classic' || sheet.roundabouts !== 0) return false;
    for (const street of sheet.streets) if (street.houses.some((house: House) => house.roundabout)) return false;
  }
  return true;
}

/**
 * The last game played here, kept alive on purpose. The flat sheets' hidden classes
 * (V8's maps: a class's fields are added one by one in its constructor, each a
 * transition held weakly) die with the last object that has them; a garbage collection
 * between games then discards every function optimised against them ("weak objects" in
 * `--trace-deopt`), and the next few hundred games ran 2 to 8 times slower while node
 * optimised them again. One finished game held here keeps them.
 */
const kept: { last?: { readonly flats: readonly FlatSheet[]; readonly state: FinishedGame } } = {};

/**
 * Plays `start` to its end with the random bot in every seat, each decision's seed from
 * `seeds` in player order: on flat sheets written in place, the rounds resolved as
 * `resolveRound` resolves them, and the final state built once from them. The state and
 * record are those `playGame` reaches through the engine one choice at a time
 * (test/bots/flat-game.prop.test.ts plays games both ways). Only for states
 * {@link flatPlayable} accepts.
 */
export function playFlatGame(start: GameInProgress, seeds: () => number): FinishedGame {
  // A player on the very same sheet as the one before (a new game's empty one) copies its reading.
  const flats: FlatSheet[] = [];
  for (let i = 0; i < start.players.length; i++) {
    const { sheet } = start.players[i] as PlayerState;
    const before = flats[i - 1];
    flats.push(new FlatSheet(sheet, start.rules.bisAcrossFence, before?.sheet === sheet ? before : undefined));
  }
  const rng: [number, number, number, number] = [start.rng[0], start.rng[1], start.rng[2], start.rng[3]];
  const stacks = mapPacked(start.cards.stacks, (stack) => stack.slice());
  const discards = mapPacked(start.cards.discards, (discard) => discard.slice());
  const rounds = start.record.rounds.slice();
  let { offer, plans, round } = start;
  const needs = planNeeds(start.plans);
  for (;;) {
    const ctx: ChoiceContext = { rules: start.rules, variants: start.variants, offer, plans, solo: false, pick: null };
    const choices: Choice[] = [];
    // Every claimant of a plan in this round gets the same value, then it is approved.
    let claimedNow = 0;
    for (const flat of flats) {
      const move = flatRandomMove(flat, ctx, needs, seeds());
      choices.push(move.choice);
      for (const k of move.claimed) {
        flat.plans[k] = planValue(plans[k] as PlanState);
        claimedNow |= 1 << k;
      }
    }
    const ended = endConditions(start.players, flats);
    // The next offer flipped on the game's own piles (not solo, so never short of cards).
    const next = ended.length === 0 ? flipPiles(stacks, discards, start.rules, rng) : offer;
    if (claimedNow !== 0) plans = mapPacked(plans, (plan, k): PlanState => (plan.approved || (claimedNow & (1 << k)) === 0 ? plan : approve(plan)));
    round = next === offer ? round : round + 1;
    offer = next;
    rounds.push(choices);
    if (ended.length > 0) {
      const state = copyState(start);
      state.round = round;
      state.offer = offer;
      state.plans = plans;
      state.players = mapPacked(start.players, (player, i): PlayerState => ({ id: player.id, sheet: toSheet(flats[i] as FlatSheet), pending: null, pick: null }));
      state.cards = offer === start.offer ? start.cards : { deck: start.cards.deck, stacks, discards, soloCard: start.cards.soloCard };
      state.rng = rng;
      state.record = { options: start.record.options, rounds };
      const finished = finishState(state, ended, gameScore(state));
      kept.last = { flats, state: finished };
      return finished;
    }
  }
}

/** The game's end conditions met after a round, player by player (the engine's endConditions, on flat sheets). */
function endConditions(players: readonly PlayerState[], flats: readonly FlatSheet[]): EndCondition[] {
  const ended: EndCondition[] = [];
  for (let i = 0; i < flats.length; i++) {
    const flat = flats[i] as FlatSheet;
    const id = (players[i] as PlayerState).id;
    if (flat.plans[0] !== null && flat.plans[1] !== null && flat.plans[2] !== null) ended.push({ reason: 'plans', player: id });
    if (flat.refusals >= BOXES.refusals) ended.push({ reason: 'refusals', player: id });
    if (flat.full()) ended.push({ reason: 'full', player: id });
  }
  return ended;
}
