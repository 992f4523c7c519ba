import { mapPacked } from '../../internal/packed.js';
import type { Card } from '../../rules/cards.js';
import type { RuleOptions } from '../../rules/rulesets.js';
import type { VariantFlags } from '../../rules/variants.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import type { Sheet } from '../../sheet/types.js';
import type { Choice } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { offerSeenBy } from '../choice/pick.js';
import type { CardIndex } from '../indexes.js';
import type { GameOptions } from '../options.js';
import type { EndCondition } from '../outcomes.js';
import { copyPiles, newPiles, type CardMode, type Piles } from '../round/cards.js';
import type { GameState, Pair, PlanState } from '../state.js';

/**
 * A game as the engine plays it many moves at a time: one object that owns every
 * player's compact sheet, the piles of cards, the generator, the round's pending
 * choices and the record, and is written in place by a handful of verbs, as
 * OpenSpiel's `State` is ([architecture](../../../docs/architecture.md#the-compact-game)):
 *
 * - `startGame` and `gameOfState` (`start.ts`) make one, from options or from a `GameState`;
 * - `playStep` (`play.ts`) records a player's checked pick, build or refusal;
 * - `settleRound` (`game/round/resolve.ts`) ends the round: plan values, bonuses, the next offer;
 * - `copyGame` copies one into another of the same game (a search's sample);
 * - `stateOfGame` and `viewOfGame` (`write.ts`) write the `GameState` it stands for, or a player's view.
 *
 * It holds no rule: the rules are the compact sheet's (`sheet/compact/`), the choices'
 * (`game/choice/`) and the round's (`game/round/`), which these verbs call. The piles,
 * the generator and the counts it writes in place. Its compact sheets are values: a
 * sheet, once the game holds it, is never written again, and a move or a round's end
 * writes a new copy of the sheet it changes (one array slice); so the game shares its
 * sheets with the states it writes, the copies made of it and the cache of compact
 * forms, without copying them. The objects it shares (the deck, the options, the pairs
 * of the offer, the plans, the choices) are never written either.
 */
export interface CompactGame {
  // What the game is, fixed from its start.
  readonly rules: RuleOptions;
  readonly variants: VariantFlags;
  readonly solo: boolean;
  readonly seed: string;
  /** The players' ids, in seat order. */
  readonly ids: readonly string[];
  /** The game's deck, as the state holds it. */
  readonly deck: readonly Card[];
  /** The options as the record keeps them. */
  readonly options: GameOptions;
  readonly mode: CardMode;
  // Where it stands, written in place.
  readonly piles: Piles;
  readonly rng: [number, number, number, number];
  round: number;
  /** Why the game ended; empty while it goes on. */
  ended: readonly EndCondition[];
  offer: readonly Pair[];
  plans: readonly PlanState[];
  /** Each seat's sheet as of the last settled round (never written: see above). */
  readonly sheets: CompactSheet[];
  /** Each seat's sheet as its pending choice leaves it, claims' houses marked, plan points not yet written (never written once kept). */
  readonly after: CompactSheet[];
  /** Each seat's pending choice this round, as a round records it; `null` until it chooses. */
  readonly chosen: (Choice | null)[];
  /** The plans each seat's pending choice claims, bit `k` for plan `k`. */
  readonly claimed: number[];
  /** Whether each seat's pending choice asks for a reshuffle. */
  readonly reshuffle: boolean[];
  /** Expert card choice: each seat's picked number card this round, or `null`. */
  readonly picks: (CardIndex | null)[];
  /**
   * Whether no plan of the game is open on each seat's sheet, as far as a bot found
   * (`false` when not known): a bot whose move keeps every plan as it was
   * (`moveKeepsPlans`) then looks for no claim. Settled from {@link CompactGame.closedAfter}.
   */
  readonly closed: boolean[];
  /** The same of each seat's pending sheet, where the bot that chose found it. */
  readonly closedAfter: boolean[];
  /** Every settled round's choices, in seat order (the record). */
  readonly rounds: (readonly Choice[])[];
  /**
   * The JSON sheet each seat's `sheets` entry stands for, when one was read or written
   * since it last changed (`undefined` once it has): a state written from the game
   * shares it, and a new one shares what did not change with the last.
   */
  readonly json: (Sheet | undefined)[];
  /** The JSON sheet each seat's sheet was last written as, whatever has changed since: what the next one shares. */
  readonly lastJson: (Sheet | undefined)[];
  /** The state last written from the game or read into it, for the next to share what did not change. */
  written: GameState | undefined;
}

/** What starts a compact game: the game's fixed parts and its first position. */
export interface GameStart {
  readonly rules: RuleOptions;
  readonly variants: VariantFlags;
  readonly solo: boolean;
  readonly seed: string;
  readonly ids: readonly string[];
  readonly deck: readonly Card[];
  readonly options: GameOptions;
  readonly sheets: readonly CompactSheet[];
  readonly rng: readonly [number, number, number, number];
  readonly plans: readonly PlanState[];
  readonly round: number;
}

/** How the game's cards come out: solo, expert or the standard flip. */
export function cardMode(game: { readonly solo: boolean; readonly variants: Pick<VariantFlags, 'expert'> }): CardMode {
  if (game.solo) return 'solo';
  return game.variants.expert ? 'draw' : 'flip';
}

/** A compact game of `start`, its piles empty and no offer yet (every field from the start: one shape). */
export function newGame(start: GameStart): CompactGame {
  const seats = start.ids.length;
  return {
    rules: start.rules,
    variants: start.variants,
    solo: start.solo,
    seed: start.seed,
    ids: start.ids,
    deck: start.deck,
    options: start.options,
    mode: cardMode(start),
    piles: newPiles(start.deck),
    rng: [start.rng[0], start.rng[1], start.rng[2], start.rng[3]],
    round: start.round,
    ended: [],
    offer: [],
    plans: start.plans,
    sheets: mapPacked(start.sheets, (sheet) => sheet),
    after: mapPacked(start.sheets, (sheet) => sheet),
    chosen: filled<Choice | null>(seats, null),
    claimed: filled(seats, 0),
    reshuffle: filled(seats, false),
    picks: filled<CardIndex | null>(seats, null),
    closed: filled(seats, false),
    closedAfter: filled(seats, false),
    rounds: [],
    json: filled<Sheet | undefined>(seats, undefined),
    lastJson: filled<Sheet | undefined>(seats, undefined),
    written: undefined,
  };
}

/** `count` entries of `value`, a packed array (internal/packed.ts). */
function filled<T>(count: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(value);
  return out;
}

/** Whether the game is over. */
export function isOver(game: CompactGame): boolean {
  return game.ended.length > 0;
}

/**
 * Copies `from` into `to`, a compact game of the same game (made by {@link newGame} or
 * copied from one): every sheet, pile and pending choice, so that `to` plays on from
 * where `from` stands while `from` is kept. The record is copied when `record` is true;
 * a search's samples, which never write a state, leave it.
 */
export function copyGame(from: CompactGame, to: CompactGame, record = true): void {
  for (let seat = 0; seat < from.sheets.length; seat++) {
    // Shared, not copied: a sheet the game holds is never written.
    to.sheets[seat] = from.sheets[seat] as CompactSheet;
    to.after[seat] = from.after[seat] as CompactSheet;
    to.chosen[seat] = from.chosen[seat] as Choice | null;
    to.claimed[seat] = from.claimed[seat] as number;
    to.reshuffle[seat] = from.reshuffle[seat] as boolean;
    to.picks[seat] = from.picks[seat] as CardIndex | null;
    to.closed[seat] = from.closed[seat] as boolean;
    to.closedAfter[seat] = from.closedAfter[seat] as boolean;
    to.json[seat] = from.json[seat];
    to.lastJson[seat] = from.lastJson[seat];
  }
  copyPiles(from.piles, to.piles);
  for (let k = 0; k < 4; k++) to.rng[k] = from.rng[k] as number;
  to.round = from.round;
  to.ended = from.ended;
  to.offer = from.offer;
  to.plans = from.plans;
  to.rounds.length = 0;
  if (record) { for (const round of from.rounds) to.rounds.push(round); }
  to.written = from.written;
}

/** A copy of `from` to play on, `from` kept as it is. */
export function cloneGame(from: CompactGame, record = true): CompactGame {
  const piles = newPiles(from.piles.deck);
  copyPiles(from.piles, piles);
  piles.codes = from.piles.codes;
  return copyOf(from, piles, [from.rng[0], from.rng[1], from.rng[2], from.rng[3]], record ? from.rounds.slice() : [], true);
}

/**
 * A copy of `from` for one more step of the round ({@link playStep}, `keepStep`, a
 * pick): its own arrays of what a step writes, and `from`'s settled sheets (and their
 * JSON), piles, generator and record shared, as a step writes none of them. Never
 * settle it nor write a state from it (`settleRound` writes the piles, `stateOfGame`
 * the JSON): copy it with {@link cloneGame} first.
 */
export function stepCopy(from: CompactGame): CompactGame {
  return copyOf(from, from.piles, from.rng, from.rounds, false);
}

/**
 * A copy of `from` with these piles, generator and record, and its own arrays of what a
 * step writes (each seat's pending sheet, choice, claims, reshuffle, pick); those of the
 * settled sheets and their JSON its own too when `settling` (a round's end writes them),
 * shared with `from` otherwise.
 */
function copyOf(from: CompactGame, piles: Piles, rng: [number, number, number, number], rounds: (readonly Choice[])[], settling: boolean): CompactGame {
  // Every field named, in newGame's order (one shape): a spread of the game cost several
  // times the rest of the copy.
  return {
    rules: from.rules,
    variants: from.variants,
    solo: from.solo,
    seed: from.seed,
    ids: from.ids,
    deck: from.deck,
    options: from.options,
    mode: from.mode,
    piles,
    rng,
    round: from.round,
    ended: from.ended,
    offer: from.offer,
    plans: from.plans,
    sheets: settling ? from.sheets.slice() : from.sheets,
    after: from.after.slice(),
    chosen: from.chosen.slice(),
    claimed: from.claimed.slice(),
    reshuffle: from.reshuffle.slice(),
    picks: from.picks.slice(),
    closed: settling ? from.closed.slice() : from.closed,
    closedAfter: from.closedAfter.slice(),
    rounds,
    json: settling ? from.json.slice() : from.json,
    lastJson: settling ? from.lastJson.slice() : from.lastJson,
    written: from.written,
  };
}

/** The context seat `seat`'s choices are checked in: the offer as that player sees it (expert effects hidden before the pick). */
export function contextFor(game: CompactGame, seat: number): ChoiceContext {
  const pick = game.picks[seat] as CardIndex | null;
  return { rules: game.rules, variants: game.variants, offer: offerSeenBy(game.offer, game.variants.expert, pick), plans: game.plans, solo: game.solo, pick };
}
