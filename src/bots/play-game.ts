import { mapPacked } from '../internal/packed.js';
import { describeValue } from '../internal/snapshot.js';
import { applyChoice, withPending } from '../game/choice/apply-choice.js';
import { contextOf, playerIndex } from '../game/choice/source.js';
import { randomBot, randomMove, sheetMemo, type SheetMemo } from './random.js';
import { createGame } from '../game/create.js';
import { MAX_PLAYERS } from '../game/setup/read-options.js';
import { resolveRound, settleRound } from '../game/round/resolve.js';
import { copyState, finishState } from '../game/round/copy-state.js';
import { offerSeenBy } from '../game/choice/pick.js';
import { recorded } from '../game/choice/check-choice.js';
import { scoreGameUnchecked } from '../game/score-game.js';
import type { ChoiceContext } from '../game/choice/context.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { sheetOf } from '../sheet/compact/json.js';
import { raise } from '../errors/rule-error.js';
import type { FinishedGame, GameInProgress, GameRecord, GameState, Pair, PlanState, PlayerState } from '../game/state.js';
import type { GameOptions } from '../game/options.js';
import type { Choice } from '../game/choice/choice.js';
import type { Card } from '../rules/cards.js';
import type { Sheet } from '../sheet/types.js';
import { playerView, sortedDeck } from '../game/view.js';
import { greedySettings, greedyStep, type GreedySettings } from './greedy.js';
import type { Rate } from './rating/evaluate.js';
import { playChoice, type Played } from '../game/choice/play.js';
import { compactOf } from '../sheet/compact/json.js';
import { fail, isProblem } from '../errors/rule-error.js';
import { nextUint32, seedRng } from '../internal/rng.js';
import type { Bot } from './bot.js';

/**
 * The seeds of a game's decisions, one per player per round in player order, drawn
 * from the game's seed: a seat played by a person draws one too, so bots see the same
 * seeds whoever sits beside them.
 */
export function decisionSeeds(gameSeed: string): () => number {
  const seeds: [number, number, number, number] = [...seedRng(`play:${gameSeed}`)];
  return () => nextUint32(seeds);
}

/** Salt for the seed of the second decision of a round, after an expert pick. */
export const AFTER_PICK = 0x5bd1e995;

/**
 * The state once `bot` has made `playerId`'s choice of the round: in an expert game
 * its pick first ([rules §10.4](../../docs/rules.md#104-expert-card-choice)), then, with the effects of its card shown, its build
 * or refusal, on a seed of its own. A game that keeps a `memo` per player lets the
 * random bot reuse what its last decision worked out ({@link SheetMemo}). The built-in
 * random and greedy bots take a short path to the same state ({@link randomTurn},
 * {@link greedyTurn}).
 */
export function botTurn(state: GameState, playerId: string, bot: Bot, seed: number, memo?: SheetMemo, known?: GreedyMemo): GameState {
  if (bot === randomBot) return randomTurn(state, playerId, seed, memo);
  const greedy = greedySettings(bot);
  if (greedy !== undefined && !state.variants.expert) return greedyTurn(state, playerId, seed, greedy, known);
  const step = bot(playerView(state, playerId), seed);
  const next = applyChoice(state, playerId, step);
  if (step.type !== 'pick') return next;
  return applyChoice(next, playerId, bot(playerView(next, playerId), (seed ^ AFTER_PICK) >>> 0));
}

/**
 * {@link botTurn} for {@link randomBot}, the same state without the view, the parse and
 * the second play of the choice: the bot reads the player's sheet and context (what its
 * view holds) and plays the choice it makes, and a legal choice is recorded as
 * `applyChoice` would record it (test/bots/engine-bots.prop.test.ts plays games both ways).
 * A pick, or a choice the bot's play finds illegal, goes through `applyChoice`.
 */
function randomTurn(state: GameState, playerId: string, seed: number, memo: SheetMemo | undefined): GameState {
  if (state.status === 'over') return fail('game/over', undefined);
  const index = playerIndex(state, playerId);
  const move = randomMove(compactOf((state.players[index] as PlayerState).sheet), contextOf(state, index), seed, memo);
  if (move.choice.type === 'pick') {
    // Expert card choice: the pick through applyChoice, then the choice it shows.
    const picked = applyChoice(state, playerId, move.choice);
    if (picked.status === 'over') return fail('game/over', undefined);
    return commit(picked, index, randomMove(compactOf((picked.players[index] as PlayerState).sheet), contextOf(picked, index), (seed ^ AFTER_PICK) >>> 0, memo));
  }
  return commit(state, index, move);
}

/**
 * {@link botTurn} for a greedy bot ({@link greedyBot}, or one of greedyBotWith's) outside expert games: the same state without the
 * view and the parse. The bot reads the player's sheet, context and the game's deck
 * (what its view holds); its choice, a build or refusal as `applyChoice` would record
 * it, is played once for what it does (test/bots/engine-bots.prop.test.ts plays games
 * both ways). A choice the rules refuse goes through `applyChoice`, which says why.
 */
function greedyTurn(state: GameState, playerId: string, seed: number, greedy: GreedySettings, known?: GreedyMemo): GameState {
  const { temperature, rate } = greedy;
  if (state.status === 'over') return fail('game/over', undefined);
  const index = playerIndex(state, playerId);
  const sheet = (state.players[index] as PlayerState).sheet;
  const kept = known?.get(sheet);
  if (
    kept !== undefined && kept.seed === seed && kept.temperature === temperature && kept.rate === rate && kept.deck === state.cards.deck && sameOffer(kept.offer, state.offer) &&
    samePlans(kept.plans, state.plans)
  ) {
    return withPending(state, index, kept.choice, kept.outcome);
  }
  const ctx = contextOf(state, index);
  const choice = greedyStep(rate, compactOf(sheet), ctx, sortedDeck(state.cards.deck), seed, temperature);
  if (choice.type === 'pick') return applyChoice(state, playerId, choice);
  const outcome = playChoice(compactOf(sheet), choice, ctx);
  if (isProblem(outcome)) return applyChoice(state, playerId, choice);
  known?.set(sheet, { seed, temperature, rate, deck: state.cards.deck, offer: state.offer, plans: state.plans, choice, outcome });
  return withPending(state, index, choice, outcome);
}

/**
 * The greedy bot's turns already worked out, by the sheet they were made on (the very
 * object): a turn is taken again as it stands when the seed, the game's deck, the offer
 * and the plans' state are also the same, which are all the bot reads besides the sheet.
 * The search bot keeps one a sample, so the other players' turns, which its candidate
 * choices rarely change, are worked out once for all its candidates.
 */
export type GreedyMemo = Map<Sheet, GreedyTurn>;

interface GreedyTurn {
  readonly seed: number;
  readonly temperature: number;
  readonly rate: Rate;
  readonly deck: readonly Card[];
  readonly offer: readonly Pair[];
  readonly plans: readonly PlanState[];
  readonly choice: Choice;
  readonly outcome: Played;
}

/** The same pairs, card for card. */
function sameOffer(a: readonly Pair[], b: readonly Pair[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] as Pair;
    const y = b[k] as Pair;
    if (x.number !== y.number || x.effect !== y.effect || x.numberCard !== y.numberCard || x.effectCard !== y.effectCard) return false;
  }
  return true;
}

/** The same plans, each as approved or not. */
function samePlans(a: readonly PlanState[], b: readonly PlanState[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k] && (a[k] as PlanState).approved !== (b[k] as PlanState).approved) return false;
  return true;
}

/**
 * The random bot's move recorded: a build or refusal it played as it stands (its fields in
 * the order `parseChoice` gives them, claims last); an expert refusal with claims (its
 * card would need to come after them) or an illegal move through `applyChoice`.
 */
function commit(state: GameInProgress, index: number, move: ReturnType<typeof randomMove>): GameState {
  const { choice, outcome } = move;
  if (choice.type === 'pick' || outcome === undefined || (choice.type === 'refuse' && choice.card !== undefined && choice.claims !== undefined)) {
    return applyChoice(state, (state.players[index] as PlayerState).id, choice);
  }
  return withPending(state, index, choice, outcome);
}

/**
 * A finished game: its final state (with `result`) and its record.
 *
 * @example
 * ```ts
 * import { playGame, randomBot, type PlayedGame } from 'welcome-to-engine';
 * const played: PlayedGame = playGame({ players: 2, seed: 1 }, [randomBot, randomBot]);
 * played.state.result.winners; // a finished game: `result` is never null
 * ```
 *
 * @group Bots
 */
export interface PlayedGame {
  /** The final state: `status` is `over` and `result` holds the scores. */
  readonly state: FinishedGame;
  /** The options and every choice, for {@link replay}. */
  readonly record: GameRecord;
}

/**
 * Plays a whole game with one bot per player, in player order, and returns the final
 * state and its record. Each bot sees only its own {@link PlayerView}; its seed for
 * each decision comes from the game's seed, so the same options and bots always play
 * the same game. A bot count other than the player count throws `RuleError`
 * `options/players`.
 *
 * @param options - The game's options, as for {@link createGame}.
 * @param bots - One bot per player, in player order.
 * @returns The finished game and its record.
 * @throws `RuleError` `options/players` when the bots and players differ in number, or any option's error.
 *
 * @example
 * ```ts
 * import { greedyBot, playGame, randomBot } from 'welcome-to-engine';
 * const { state } = playGame({ players: ['greedy', 'random'], seed: 'match' }, [greedyBot, randomBot]);
 * state.result.players.map((player) => player.breakdown.total);
 * ```
 *
 * @group Bots
 */
export function playGame(options: GameOptions, bots: readonly Bot[]): PlayedGame {
  return playWith(options, checkedBots(bots));
}

/** The bots as a plain array of functions, each read once; `RuleError` `argument/invalid` for anything else. */
export function checkedBots(bots: unknown, name = 'bots'): Bot[] {
  const copy = readFunctions(bots);
  if (copy === undefined) return fail('argument/invalid', { name, expected: 'an array of bots (functions), one a player', given: describeValue(bots) });
  return copy;
}

function readFunctions(value: unknown): Bot[] | undefined {
  try {
    if (!Array.isArray(value) || value.length > MAX_PLAYERS) return undefined;
    const out: Bot[] = [];
    for (let index = 0; index < value.length; index++) {
      const descriptor = Object.getOwnPropertyDescriptor(value, index);
      if (descriptor === undefined || !('value' in descriptor) || typeof descriptor.value !== 'function') return undefined;
      out.push(descriptor.value as Bot);
    }
    return out;
  } catch {
    // A proxy that throws.
    return undefined;
  }
}

function playWith(options: GameOptions, bots: readonly Bot[]): PlayedGame {
  let state = createGame(options);
  const seeds = decisionSeeds(state.seed);
  if (bots.length !== state.players.length) {
    fail('options/players', { players: state.players.length, bots: bots.length });
  }
  const played = playOn(state, bots, seeds);
  return { state: played, record: played.record };
}

/**
 * Plays `start` on to its end with `bots` in the seats, each decision's seed from
 * `seeds` in player order: the built-in bots' turns on the compact sheets, their
 * outcomes kept for the round's resolution, any other bot through its view.
 */
export function playOn(start: GameState, bots: readonly Bot[], seeds: () => number): FinishedGame {
  if (start.status === 'choosing' && start.players.every((player) => player.pending === null && player.pick === null) && bots.every((bot) => builtIn(bot, start)))
    return playBuiltIn(start, bots, seeds);
  let state = start;
  // What each player's last decision worked out about the sheet it left (random bots).
  const memos = mapPacked(state.players, () => sheetMemo());
  const ids = mapPacked(state.players, (player) => player.id);
  while (state.status === 'choosing') {
    for (let index = 0; index < ids.length; index++) state = botTurn(state, ids[index] as string, bots[index] as Bot, seeds(), memos[index]);
    state = resolveRound(state);
  }
  return state;
}

/** Whether `bot` is one of the engine's own that {@link playBuiltIn} plays without a view: the random bot, or a greedy bot outside expert card choice. */
function builtIn(bot: Bot, state: GameState): boolean {
  return bot === randomBot || (greedySettings(bot) !== undefined && !state.variants.expert);
}

/**
 * Plays `start` (no choice made this round) to its end with built-in bots in every
 * seat, as {@link botTurn} and {@link resolveRound} would one call at a time, on the
 * compact sheets alone: each decision and its outcome on the player's compact sheet,
 * each round's end by {@link settleRound}, and the JSON sheets and state written once,
 * at the end. No rule of its own: the same functions as the public path.
 */
function playBuiltIn(start: GameInProgress, bots: readonly Bot[], seeds: () => number): FinishedGame {
  const ids = mapPacked(start.players, (player) => player.id);
  const memos = mapPacked(start.players, () => sheetMemo());
  // The deck as the greedy bot reads it, sorted once a game (the random bot needs none).
  let deck: ReturnType<typeof sortedDeck> | undefined;
  let sheets: readonly CompactSheet[] = mapPacked(start.players, (player) => compactOf(player.sheet));
  let { plans, cards, offer, round, rng } = start;
  const rounds = start.record.rounds.slice();
  const contextFor = (pick: ChoiceContext['pick']): ChoiceContext => ({
    rules: start.rules,
    variants: start.variants,
    offer: offerSeenBy(offer, start.variants.expert, pick),
    plans,
    solo: start.solo,
    pick,
  });
  for (;;) {
    const choices: Choice[] = [];
    const played: Played[] = [];
    for (let index = 0; index < ids.length; index++) {
      const sheet = sheets[index] as CompactSheet;
      const bot = bots[index] as Bot;
      const seed = seeds();
      let ctx = contextFor(null);
      let choice: Choice;
      let outcome: Played | undefined;
      if (bot === randomBot) {
        let move = randomMove(sheet, ctx, seed, memos[index]);
        if (move.choice.type === 'pick') {
          ctx = contextFor(move.choice.card);
          move = randomMove(sheet, ctx, (seed ^ AFTER_PICK) >>> 0, memos[index]);
        }
        choice = move.choice as Choice;
        // As `commit` takes it: a refusal naming its card with claims is checked again.
        outcome = choice.type === 'refuse' && choice.card !== undefined && choice.claims !== undefined ? undefined : move.outcome;
      } else {
        const { rate, temperature } = greedySettings(bot) as GreedySettings;
        choice = greedyStep(rate, sheet, ctx, deck ??= sortedDeck(start.cards.deck), seed, temperature) as Choice;
      }
      if (outcome === undefined) {
        const step = recorded(choice, ctx);
        if (isProblem(step)) return raise(step);
        const checked = playChoice(sheet, step, ctx);
        if (isProblem(checked)) return raise(checked);
        choice = step;
        outcome = checked;
      }
      choices.push(choice);
      played.push(outcome);
    }
    const settled = settleRound({ plans, rules: start.rules, cards, offer, round, rng, solo: start.solo, variants: start.variants }, ids, played);
    rounds.push(choices);
    sheets = settled.sheets;
    ({ plans, cards, offer, round, rng } = settled);
    if (settled.ended.length > 0) {
      const state = copyState(start);
      state.round = round;
      state.offer = offer;
      state.plans = plans;
      state.players = mapPacked(start.players, (player, i): PlayerState => ({ id: player.id, sheet: sheetOf(sheets[i] as CompactSheet, player.sheet), pending: null, pick: null }));
      state.cards = cards;
      state.rng = rng;
      state.record = { options: start.record.options, rounds };
      return finishState(state, settled.ended, scoreGameUnchecked(state));
    }
  }
}
