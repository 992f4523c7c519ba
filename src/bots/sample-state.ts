import { fail } from '../errors/rule-error.js';
import { checkedView } from '../game/view-check.js';
import { cardNumbers } from '../game/choice/pick.js';
import { cardMode } from '../game/compact/game.js';
import type { CustomPlan } from '../game/plans/custom.js';
import { crossCodes } from '../game/round/cards.js';
import { codesOf } from '../game/compact/card-codes.js';
import type { GameInProgress, Pair, PlayerState } from '../game/state.js';
import type { GameOptions } from '../game/options.js';
import type { PlayerView } from '../game/view-types.js';
import { nextBelow, nextUint32, rngFromNumber, shuffleInPlace } from '../internal/rng.js';
import type { PlanId } from '../rules/plans.js';
import type { Card, Effect } from '../rules/cards.js';
import { checkedFields } from '../internal/arguments.js';
import { describeValue } from '../internal/snapshot.js';
import { checkedSeed, type Bot } from './bot.js';
import { greedyBot } from './greedy.js';
import { decide, newTable, type Table } from './play-game.js';
import { gameOfState } from '../game/compact/start.js';
import { stateOfGame } from '../game/compact/write.js';
import type { CompactGame } from '../game/compact/game.js';

/** Salt of the generator that deals a sample. */
const SAMPLE = 0x2c1b3c6d;

/** What a drawn card must show: its number, its effect, or both (`null`: not seen). */
interface Slot {
  readonly number: number | null;
  readonly effect: Effect | null;
}

function inconsistent(problem: string): never {
  return fail('argument/invalid', { name: 'view', expected: 'a view that playerView returned', given: `a view whose ${problem}` });
}

function keyOf(card: Card): string {
  return `${card.number}/${card.effect}`;
}

/** The deck less the discarded cards: the cards no player has seen but this round's. */
function unseenCards(view: PlayerView): Card[] {
  const left = new Map<string, number>();
  for (const card of view.deck) left.set(keyOf(card), (left.get(keyOf(card)) ?? 0) + 1);
  for (const pile of view.discards) {
    for (const card of pile) {
      const count = left.get(keyOf(card)) ?? 0;
      if (count === 0) inconsistent(`discards hold a card ${card.number} ${card.effect} more often than the deck`);
      left.set(keyOf(card), count - 1);
    }
  }
  const cards: Card[] = [];
  for (const card of view.deck) {
    const count = left.get(keyOf(card)) as number;
    if (count > 0) {
      cards.push(card);
      left.set(keyOf(card), count - 1);
    }
  }
  return cards;
}

/**
 * The cards of this round's offer that the view's discards do not hold, as far as the
 * view shows them: in the standard game the card under each flipped one, whose number
 * shows on its stack (its effect unseen); in expert and solo games the three drawn
 * cards, an effect unseen until the player's pick.
 */
function offerSlots(view: PlayerView, mode: ReturnType<typeof cardMode>): Slot[] {
  if (mode === 'flip') return view.offer.map((pair): Slot => ({ number: pair.number, effect: null }));
  const numbers = cardNumbers(view.offer);
  return numbers.map((number, k): Slot => ({ number, effect: view.offer.find((pair) => pair.effectCard === k && pair.effect !== null)?.effect ?? null }));
}

function fits(card: Card, slot: Slot): boolean {
  return (slot.number === null || card.number === slot.number) && (slot.effect === null || card.effect === slot.effect);
}

/**
 * Fills the slots with distinct cards of `pool` (shuffled, so the first fit is a
 * random one), backtracking when an early fill leaves a later slot without a card;
 * among equal cards only the first is tried. The chosen cards are taken out of `pool`.
 */
function fillSlots(slots: readonly Slot[], pool: Card[]): Card[] {
  const used = new Array<boolean>(pool.length).fill(false);
  const chosen = new Array<number>(slots.length).fill(-1);
  const fill = (s: number): boolean => {
    if (s === slots.length) return true;
    const tried = new Set<string>();
    for (let i = 0; i < pool.length; i++) {
      const card = pool[i] as Card;
      if (used[i] || !fits(card, slots[s] as Slot) || tried.has(keyOf(card))) continue;
      tried.add(keyOf(card));
      used[i] = true;
      chosen[s] = i;
      if (fill(s + 1)) return true;
      used[i] = false;
    }
    return false;
  };
  if (!fill(0)) inconsistent('offer needs cards the unseen cards do not hold');
  const cards = chosen.map((i) => pool[i] as Card);
  const rest = pool.filter((_, i) => !used[i]);
  pool.length = 0;
  pool.push(...rest);
  return cards;
}

/** Takes `count` cards off the front of `pool`. */
function takeCards(pool: Card[], count: number): Card[] {
  if (count > pool.length) inconsistent('stacks hold more cards than the deck has unseen');
  return pool.splice(0, count);
}

/**
 * Solo: how many cards lie above the solo card, or `null` once it is out. It is out
 * when a plan is approved that the player has not claimed (only the solo card approves
 * such a plan); otherwise it is anywhere from the pile's lower half as dealt
 * ([rules §10.3](../../docs/rules.md#103-solo)) to the pile's bottom, below the cards drawn so far, each place alike.
 */
function soloCardPlace(view: PlayerView, pile: number, rng: [number, number, number, number]): number | null {
  if (view.plans.some((plan, k) => plan.approved && view.sheet.plans[k] === null)) return null;
  const drawnSoFar = view.deck.length - pile;
  const least = Math.min(pile, Math.max(0, Math.floor(view.deck.length / 2) - drawnSoFar));
  return least + nextBelow(rng, pile - least + 1);
}

/**
 * Options of {@link sampleState}.
 *
 * @example
 * ```ts
 * import { randomBot, type SampleOptions } from 'welcome-to-engine';
 * const options: SampleOptions = { others: randomBot };
 * ```
 *
 * @group Bots
 */
export interface SampleOptions {
  /**
   * The bot that stands in for the other players who have chosen this round (their
   * choices are hidden): it makes a legal choice for each on the sampled state.
   * {@link greedyBot} when left out.
   */
  readonly others?: Bot | undefined;
}

/**
 * A full game state that the player whose view it is cannot tell from the real one
 * (a determinisation, for search bots): `playerView(sampleState(view, seed), view.player)`
 * equals `view`. The cards not yet seen ({@link PlayerViewFields.deck} less
 * the discards and what the offer shows) are shuffled into the stacks, each of the size
 * the view gives; what the offer hides is drawn from them (in the standard game the
 * effect on the back of each number on the stacks, in an expert game the effects of
 * the drawn cards before the pick); in a solo game the
 * solo card is placed among the cards left where the deal could have put it, unless a
 * plan approved without a claim shows it is out. The other players who have chosen
 * get a legal choice from `options.others`; in an expert game those who have not are
 * sampled before their pick. The state then plays on by the rules: stacks are rebuilt
 * from the sampled discard piles, plans approve, the game ends.
 *
 * A player who remembers more than the view holds (which cards went into a rebuilt
 * stack) knows more than the sample uses.
 * The state's `record` starts from the view's position (its options set the round,
 * sheets, plans and approvals): `createGame(record.options)` sets up that position with
 * another deal, not this state, and {@link validateState} tells the two apart.
 *
 * @param view - A player's view of a game being played.
 * @param seed - The sample's seed: the same view and seed give the same state.
 * @param options - The bot standing in for the other players' hidden choices ({@link greedyBot} by default).
 * @returns A game in progress, at the view's round, with the view's player to choose (or already chosen).
 * @throws `RuleError` `game/over` for a finished game's view; `argument/invalid` for a seed that is not a finite number or a view that no game could show.
 *
 * @example
 * ```ts
 * import { createGame, greedyBot, playerView, sampleState } from 'welcome-to-engine';
 * const view = playerView(createGame({ players: 2, seed: 1 }), 'p1');
 * const guess = sampleState(view, 7, { others: greedyBot }); // greedyBot is also the default
 * guess.cards.stacks.map((stack) => stack.length); // as view.stacks, in an order drawn from seed 7
 * ```
 *
 * @group Bots
 */
export function sampleState(view: PlayerView, seed: number, options: SampleOptions = {}): GameInProgress {
  // A view the engine did not make is checked (and copied) first.
  view = checkedView(view, 'view');
  if (view.status === 'over') return fail('game/over', undefined);
  const { others = greedyBot } = checkedFields(options, 'options', ['others']);
  if (typeof others !== 'function') return fail('argument/invalid', { name: 'options.others', expected: 'a bot (a function of a view and a seed)', given: describeValue(others) });
  const game = sampleGame(view, checkedSeed(seed), others as Bot);
  return stateOfGame(game) as GameInProgress;
}

/**
 * {@link sampleState} as a compact game, on a view the engine trusts and a checked
 * seed: what a search plays its candidates on. `table` keeps what the bots standing in
 * for the others keep between decisions (a search's own, whose raters count its work).
 */
export function sampleGame(view: PlayerView, seed: number, others: Bot, table?: Table): CompactGame {
  const rng = rngFromNumber(seed, SAMPLE);
  const mode = cardMode(view);
  const pool = unseenCards(view);
  shuffleInPlace(pool, rng);
  const drawn = fillSlots(offerSlots(view, mode), pool);
  const total = view.stacks.reduce((sum, size) => sum + size, 0);
  if (total !== pool.length + (mode === 'flip' ? 3 : 0)) inconsistent(`stacks hold ${total} cards, where the deck leaves ${pool.length + (mode === 'flip' ? 3 : 0)}`);
  let offer: Pair[];
  let stacks: Card[][];
  let discards: Card[][];
  if (mode === 'flip') {
    stacks = view.stacks.map((size, k) => [drawn[k] as Card, ...takeCards(pool, size - 1)]);
    discards = view.discards.map((pile) => pile.slice());
    offer = view.offer.map((pair) => ({ number: pair.number, effect: pair.effect as Effect, numberCard: pair.numberCard, effectCard: pair.effectCard }));
  } else {
    stacks = view.stacks.map((size) => takeCards(pool, size));
    discards = mode === 'solo' ? [[...(view.discards[0] ?? []), ...drawn]] : view.discards.map((pile, k) => [...pile, drawn[k] as Card]);
    offer = crossCodes(codesOf(drawn));
  }
  const soloCard = mode === 'solo' ? soloCardPlace(view, view.stacks[0] ?? 0, rng) : null;
  const othersSeeds = view.players.map(() => nextUint32(rng));
  const players = view.players.map(
    (player): PlayerState =>
      player.id === view.player ? { id: player.id, sheet: view.sheet, pending: view.pending, pick: view.pick } : { id: player.id, sheet: player.sheet, pending: null, pick: null },
  );
  const recorded: GameOptions = {
    players: players.map((player) => player.id),
    seed: String(seed),
    rules: view.rules,
    variants: view.variants,
    sheet: view.sheet.season.kind,
    plans: view.plans.map((plan): PlanId | CustomPlan => plan.id ?? { requirement: plan.requirement, first: plan.first, later: plan.later }) as [
      PlanId | CustomPlan,
      PlanId | CustomPlan,
      PlanId | CustomPlan,
    ],
    position: { round: view.round, sheets: players.map((player) => player.sheet), approved: view.plans.map((plan) => plan.approved) as [boolean, boolean, boolean] },
  };
  const state: GameInProgress = {
    rules: view.rules,
    variants: view.variants,
    solo: view.solo,
    seed: String(seed),
    round: view.round,
    status: 'choosing',
    offer,
    plans: view.plans,
    players,
    cards: { deck: view.deck, stacks, discards, soloCard },
    // A copy: the state's generator is its own, never the array this function drew from.
    rng: [rng[0], rng[1], rng[2], rng[3]],
    record: { options: recorded, rounds: [] },
    ended: [],
    result: null,
  };
  const game = gameOfState(state);
  const bots = table ?? newTable();
  view.players.forEach((player, index) => {
    if (player.id === view.player || !player.chosen) return;
    decide(game, index, others, othersSeeds[index] as number, bots);
  });
  return game;
}
