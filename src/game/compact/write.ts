import { mapPacked } from '../../internal/packed.js';
import type { Card } from '../../rules/cards.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { sheetOf } from '../../sheet/compact/json.js';
import type { Sheet } from '../../sheet/types.js';
import type { Choice } from '../choice/choice.js';
import type { CardIndex } from '../indexes.js';
import { DISCARD } from '../round/cards.js';
import { scoreSheets } from '../score-game.js';
import type { CardState, GameState, PlayerState } from '../state.js';
import { playerView } from '../view.js';
import type { PlayerView } from '../view-types.js';
import { cardCode } from './card-codes.js';
import { isOver, type CompactGame } from './game.js';

/**
 * The JSON sheet seat `seat`'s sheet stands for: the one read or written since it last
 * changed, or a new one sharing what did not change with the last; its compact form is
 * the game's own (never written again).
 */
function jsonSheet(game: CompactGame, seat: number): Sheet {
  const known = game.json[seat];
  if (known !== undefined) return known;
  const sheet = sheetOf(game.sheets[seat] as CompactSheet, game.lastJson[seat]);
  game.json[seat] = sheet;
  game.lastJson[seat] = sheet;
  return sheet;
}

/** The card object of each card code of the game's deck: the deck's own first card of that code (a state never holds the rule tables' cards). */
function cardsByCode(deck: readonly Card[]): Card[] {
  const byCode: Card[] = [];
  for (let i = 0; i < deck.length; i++) {
    const card = deck[i] as Card;
    const code = cardCode(card);
    if (byCode[code] === undefined) byCode[code] = card;
  }
  return byCode;
}

/** Pile `pile` of the game as a state holds it: its cards top first (a stack), or from the bottom (a discard pile). */
function pileOf(game: CompactGame, pile: number, topFirst: boolean, byCode: readonly Card[]): Card[] {
  const codes = game.piles.cards[pile] as number[];
  const count = codes.length;
  const out: Card[] = [];
  for (let i = 0; i < count; i++) out.push(byCode[codes[topFirst ? count - 1 - i : i] as number] as Card);
  return out;
}

/** The game's cards as a state holds them. */
function cardStateOf(game: CompactGame): CardState {
  const byCode = cardsByCode(game.deck);
  const piles = game.solo ? 1 : 3;
  const stacks: Card[][] = [];
  const discards: Card[][] = [];
  for (let k = 0; k < piles; k++) {
    stacks.push(pileOf(game, k, true, byCode));
    discards.push(pileOf(game, DISCARD + k, false, byCode));
  }
  return { deck: game.deck, stacks, discards, soloCard: game.piles.soloCard < 0 ? null : game.piles.soloCard };
}

/**
 * The `GameState` the compact game stands for: plain JSON, every field in its one order,
 * sharing with the state last written what did not change (the sheets of seats that did
 * not move, the plans, the deck). A finished game carries its scores.
 */
export function stateOfGame(game: CompactGame): GameState {
  const known = game.written;
  if (known !== undefined) return known;
  const players = mapPacked(game.sheets, (_, seat): PlayerState => ({
    id: game.ids[seat] as string,
    sheet: jsonSheet(game, seat),
    pending: game.chosen[seat] as Choice | null,
    pick: game.picks[seat] as CardIndex | null,
  }));
  const fields = {
    rules: game.rules,
    variants: game.variants,
    solo: game.solo,
    seed: game.seed,
    round: game.round,
    offer: game.offer,
    plans: game.plans,
    players,
    cards: cardStateOf(game),
    rng: [game.rng[0], game.rng[1], game.rng[2], game.rng[3]] as [number, number, number, number],
    record: { options: game.options, rounds: game.rounds.slice() },
  };
  const state: GameState = isOver(game)
    ? {
      rules: fields.rules,
      variants: fields.variants,
      solo: fields.solo,
      seed: fields.seed,
      round: fields.round,
      status: 'over',
      offer: fields.offer,
      plans: fields.plans,
      players: fields.players,
      cards: fields.cards,
      rng: fields.rng,
      record: fields.record,
      ended: game.ended,
      result: scoreSheets(game.ids, game.sheets, game.rules.tieBreak, game.solo),
    }
    : {
      rules: fields.rules,
      variants: fields.variants,
      solo: fields.solo,
      seed: fields.seed,
      round: fields.round,
      status: 'choosing',
      offer: fields.offer,
      plans: fields.plans,
      players: fields.players,
      cards: fields.cards,
      rng: fields.rng,
      record: fields.record,
      ended: [],
      result: null,
    };
  game.written = state;
  return state;
}

/** What seat `seat` sees of the compact game: {@link playerView} of the state it stands for (written once for every seat that asks before the game moves on). */
export function viewOfGame(game: CompactGame, seat: number): PlayerView {
  return playerView(stateOfGame(game), game.ids[seat] as string);
}
