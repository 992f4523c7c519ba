import { raise } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import { contextFor, isOver, type CompactGame } from '../game/compact/game.js';
import { allChosen, playStep } from '../game/compact/play.js';
import { startGame } from '../game/compact/start.js';
import { stateOfGame } from '../game/compact/write.js';
import type { GameOptions } from '../game/options.js';
import { DISCARD } from '../game/round/cards.js';
import { settleRound } from '../game/round/resolve.js';
import { scoreSheets } from '../game/score-game.js';
import type { GameState } from '../game/state.js';
import { drawnUnseen } from '../game/view.js';
import { offerSeenBy } from '../game/choice/pick.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { KIND } from '../sheet/compact/layout.js';
import { SHEET_KINDS } from '../rules/seasons.js';
import type { ActionSpace } from './action-space.js';
import { readDecision, type Decision } from './decision.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import { markDecision } from './mask.js';
import { CARD_KINDS } from './observation-layout.js';
import {
  deckCounts,
  offsetsOf,
  seatBase,
  sheetChanges,
  writeGameSection,
  writeOfferSection,
  writePlansSection,
  writeSeatStatus,
  writeSheetPart,
  writeStacks,
  writeUnseen,
  type Offsets,
} from './observe.js';

/** Where a table writes what each seat sees: one observation and one mask a seat, written in place. */
export interface TableViews {
  readonly observations: readonly Float32Array[];
  readonly masks: readonly Uint8Array[];
}

/**
 * The seed of episode `episode` of a game whose first episode had seed `base`: a number
 * moves on by `stride` an episode (the games of a vector environment, each `base + g`,
 * never meet), a string gains `/episode`.
 */
export function episodeSeed(base: string | number, stride: number, episode: number): string | number {
  if (episode === 0) return base;
  return typeof base === 'number' ? base + stride * episode : `${base}/${episode}`;
}

/**
 * One game of a learning environment, played on a compact game one action a seat at a
 * time: each seat's decision so far, who acts, the scores, and what each seat sees,
 * written in place into the caller's buffers (`views`) and kept up to date from what a
 * step changed (a seat's block of the others' observations is rewritten only where its
 * sheet changed). What `createEnvironment` and `createVectorEnvironment` both play.
 */
export class Table {
  game: CompactGame;
  readonly seats: number;
  readonly at: Offsets;
  readonly acting: boolean[];
  /** Each seat's actions so far in its decision under way: a new array at each decision's start. */
  readonly prefixes: number[][];
  /** Each seat's decision so far, read once a step: what its mask shows. */
  readonly decisions: (Decision | undefined)[];
  readonly scores: number[];
  readonly rewards: number[];
  /** The seed of the game under way, and how many games this table has started from its first seed. */
  seed: string | number;
  base: string | number;
  episode = 0;
  /** The sheet each seat's blocks show now: a new sheet is written over it where it differs. */
  private readonly shown: (CompactSheet | undefined)[];
  private readonly deck: { readonly counts: Int32Array; readonly most: number };
  private readonly counts = new Int32Array(CARD_KINDS);

  constructor(
    /** The options as the first game recorded them: a plain copy. */
    readonly options: GameOptions,
    readonly space: ActionSpace,
    readonly views: TableViews,
    /** How the seed moves on from one game to the next of this table. */
    readonly stride: number,
    seed: string | number,
  ) {
    this.seed = seed;
    this.base = seed;
    this.game = startGame({ ...options, seed });
    const game = this.game;
    this.seats = game.ids.length;
    this.at = offsetsOf({ players: this.seats, solo: game.solo, expert: game.variants.expert, kind: SHEET_KINDS[game.sheets[0]?.[KIND] as number] ?? 'classic' });
    this.acting = game.ids.map(() => true);
    this.prefixes = game.ids.map(() => []);
    this.decisions = game.ids.map(() => undefined);
    this.scores = game.ids.map(() => 0);
    this.rewards = game.ids.map(() => 0);
    this.shown = game.ids.map(() => undefined);
    this.deck = deckCounts(game.deck);
    this.start(game, seed);
  }

  /** Starts a new game with `seed` (its first of a new series: later ones of the series move on from it). */
  reset(seed: string | number): void {
    this.base = seed;
    this.episode = 0;
    this.start(startGame({ ...this.options, seed }), seed);
  }

  /** Starts the next game of the series (an automatic reset): the seed moves on. */
  next(): void {
    this.episode += 1;
    const seed = episodeSeed(this.base, this.stride, this.episode);
    this.start(startGame({ ...this.options, seed }), seed);
  }

  private start(game: CompactGame, seed: string | number): void {
    this.game = game;
    this.seed = seed;
    for (let seat = 0; seat < this.seats; seat++) {
      this.acting[seat] = true;
      this.prefixes[seat] = [];
      this.decisions[seat] = undefined;
      this.rewards[seat] = 0;
      this.shown[seat] = undefined;
    }
    this.readScores();
    for (let seat = 0; seat < this.seats; seat++) (this.views.observations[seat] as Float32Array).fill(0);
    this.writeRound();
    this.writeMasks();
  }

  /** Whether the game is over. */
  get over(): boolean {
    return isOver(this.game);
  }

  /** The game as it stands, as an engine state (written when asked, and kept until the game moves). */
  get state(): GameState {
    return stateOfGame(this.game);
  }

  /** Whether `action` is legal for seat `seat` now: 1 in its mask. */
  legal(seat: number, action: unknown): boolean {
    return typeof action === 'number' && this.acting[seat] === true && (this.views.masks[seat] as Uint8Array)[action] === 1;
  }

  /**
   * Takes one action of each acting seat (already checked against the masks: see
   * {@link legal}), in seat order: each completes or continues its seat's decision, a
   * complete one played on the game; the round resolves when every decision is
   * complete, and each seat's reward is then its change of score. The observations and
   * masks are brought up to date.
   */
  apply(actions: ArrayLike<unknown>, from = 0): void {
    const game = this.game;
    const seats = this.seats;
    for (let seat = 0; seat < seats; seat++) this.rewards[seat] = 0;
    let picked = 0;
    let chose = 0;
    for (let seat = 0; seat < seats; seat++) {
      if (this.acting[seat] !== true) continue;
      const prefix = this.prefixes[seat] as number[];
      prefix.push(actions[from + seat] as number);
      const sheet = game.sheets[seat] as CompactSheet;
      const ctx = contextFor(game, seat);
      const closed = game.closed[seat] === true;
      const decision = readDecision(sheet, ctx, this.space, prefix, closed);
      if (decision.stage !== 'done') {
        this.decisions[seat] = decision;
        continue;
      }
      const step: Choice | PickChoice = decision.choice;
      // A move that claims nothing and keeps every plan as it was leaves none open on a sheet that had none.
      const keeps = closed && step.type !== 'pick' && (step.claims === undefined || step.claims.length === 0) && moveKeepsPlans(sheet, step, ctx);
      const why = playStep(game, seat, step, keeps);
      if (why !== undefined) raise(why);
      this.prefixes[seat] = [];
      this.decisions[seat] = undefined;
      if (step.type === 'pick') picked |= 1 << seat;
      else {
        this.acting[seat] = false;
        chose |= 1 << seat;
      }
    }
    if (allChosen(game)) {
      settleRound(game);
      const before = this.scores.slice();
      this.readScores();
      for (let seat = 0; seat < seats; seat++) this.rewards[seat] = (this.scores[seat] as number) - (before[seat] as number);
      const over = isOver(game);
      for (let seat = 0; seat < seats; seat++) this.acting[seat] = !over;
      this.writeRound();
    } else {
      // Mid-round: a pick shows its player the effects of their card; a choice made shows every player that they have chosen.
      for (let seat = 0; seat < seats; seat++) {
        if ((picked & (1 << seat)) !== 0) {
          const pick = game.picks[seat] ?? null;
          writeOfferSection(this.views.observations[seat] as Float32Array, this.at, offerSeenBy(game.offer, game.variants.expert, pick), game.variants.expert, pick);
        }
        if ((chose & (1 << seat)) !== 0) { for (let observer = 0; observer < seats; observer++) (this.views.observations[observer] as Float32Array)[seatBase(this.at, seats, observer, seat)] = 1; }
      }
    }
    this.writeMasks();
  }

  /** Each seat's score now. */
  private readScores(): void {
    const game = this.game;
    const score = scoreSheets(game.ids, game.sheets, game.rules.tieBreak, game.solo);
    for (let seat = 0; seat < this.seats; seat++) this.scores[seat] = (score.players[seat] as { readonly breakdown: { readonly total: number } }).breakdown.total;
  }

  /**
   * Writes what a round's start (or a game's) shows every seat: the game's section,
   * the plans, the offer and pick, the cards seen, the stacks, and every seat block,
   * each sheet only where it differs from the one its blocks show.
   */
  private writeRound(): void {
    const { game, at, seats } = this;
    const over = isOver(game);
    const kind = SHEET_KINDS[game.sheets[0]?.[KIND] as number] ?? 'classic';
    const first = this.views.observations[0] as Float32Array;
    // The sections every seat sees alike, written once and copied.
    writeGameSection(first, at, game.round, over, game.solo, game.variants, game.rules, kind, seats);
    writePlansSection(first, at, game.plans);
    const hidden = drawnUnseen(over, game.solo, game.variants.expert);
    const piles = game.piles.cards;
    writeUnseen(
      first,
      at.cards,
      this.deck,
      (visit) => {
        for (let k = 0; k < at.piles; k++) {
          const pile = piles[DISCARD + k] as number[];
          for (let i = 0; i < pile.length - hidden; i++) visit(pile[i] as number);
        }
      },
      this.counts,
    );
    writeStacks(first, at, (k) => (piles[k] as number[]).length, game.deck.length);
    const shared = first.subarray(0, at.offer);
    const cards = first.subarray(at.cards, at.self);
    const result = over ? scoreSheets(game.ids, game.sheets, game.rules.tieBreak, game.solo) : undefined;
    for (let observer = 0; observer < seats; observer++) {
      const o = this.views.observations[observer] as Float32Array;
      if (observer > 0) {
        o.set(shared, 0);
        o.set(cards, at.cards);
      }
      const pick = game.picks[observer] ?? null;
      writeOfferSection(o, at, offerSeenBy(game.offer, game.variants.expert, pick), game.variants.expert, pick);
    }
    for (let seat = 0; seat < seats; seat++) {
      const sheet = game.sheets[seat] as CompactSheet;
      const before = this.shown[seat];
      const score = result?.players[seat];
      // What changed on the sheet, read once for the blocks of every observer.
      const changed = sheet === before ? undefined : sheetChanges(sheet, before);
      for (let observer = 0; observer < seats; observer++) {
        const o = this.views.observations[observer] as Float32Array;
        const base = seatBase(at, seats, observer, seat);
        writeSeatStatus(o, base, game.chosen[seat] !== null, score?.rank === 1, score?.breakdown.total ?? 0);
        if (changed !== undefined) writeSheetPart(o, base, at, sheet, changed, before);
      }
      this.shown[seat] = sheet;
    }
  }

  /** Writes each seat's mask: the actions that may come next in its decision, none where it does not act. */
  private writeMasks(): void {
    const game = this.game;
    for (let seat = 0; seat < this.seats; seat++) {
      const mask = this.views.masks[seat] as Uint8Array;
      mask.fill(0);
      if (this.acting[seat] !== true) continue;
      const sheet = game.sheets[seat] as CompactSheet;
      const ctx = contextFor(game, seat);
      let decision = this.decisions[seat];
      if (decision === undefined) {
        decision = readDecision(sheet, ctx, this.space, this.prefixes[seat] as number[], game.closed[seat] === true);
        this.decisions[seat] = decision;
      }
      markDecision(sheet, ctx, this.space, decision, mask);
    }
  }
}
