import { describeValue } from '../internal/snapshot.js';
import { applyChoice } from '../game/choice/apply-choice.js';
import { randomMove } from './random.js';
import { MAX_PLAYERS } from '../game/setup/read-options.js';
import { plainOptions } from '../game/create.js';
import type { FinishedGame, GameRecord, GameState } from '../game/state.js';
import type { GameOptions } from '../game/options.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import { playerView } from '../game/view.js';
import { greedyStep } from './greedy.js';
import { fail, raise } from '../errors/rule-error.js';
import { nextUint32, seedRng } from '../internal/rng.js';
import { specOf, type Bot } from './bot.js';
import { contextFor, isOver, type CompactGame } from '../game/compact/game.js';
import { gameOfState, startGame } from '../game/compact/start.js';
import { keepStep, playStep, startStep } from '../game/compact/play.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import { stateOfGame, viewOfGame } from '../game/compact/write.js';
import { settleRound } from '../game/round/resolve.js';
import { parseChoice } from '../game/choice/parse-choice.js';
import { raterFor, type Rater } from './rating/rater.js';
import { rivalTemps } from './rating/patterns/value.js';
import type { Valuation } from './rating/valuation.js';
import type { CompactSheet } from '../sheet/compact/compact.js';

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
 * The state once `bot` has made `playerId`'s choice of the round, through the public
 * loop a server runs: its view, its step, `applyChoice`; in an expert game its pick
 * first ([rules §10.4](../../docs/rules.md#104-expert-card-choice)), then, with the effects of its card
 * shown, its build or refusal, on a seed of its own. A game played by {@link playGame}
 * makes the same choices on its compact form.
 */
export function botTurn(state: GameState, playerId: string, bot: Bot, seed: number): GameState {
  const step = bot(playerView(state, playerId), seed);
  const next = applyChoice(state, playerId, step);
  if (step.type !== 'pick') return next;
  return applyChoice(next, playerId, bot(playerView(next, playerId), (seed ^ AFTER_PICK) >>> 0));
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
  const seats = checkedBots(bots);
  const game = startGame(plainOptions(options));
  if (seats.length !== game.ids.length) fail('options/players', { players: game.ids.length, bots: seats.length });
  playToEnd(game, seats, decisionSeeds(game.seed));
  const state = stateOfGame(game) as FinishedGame;
  return { state, record: state.record };
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

/**
 * Plays `start` on to its end with `bots` in the seats, each decision's seed from
 * `seeds` in player order, on its compact form: the engine's own bots decide on the
 * compact sheets, any other bot on its view.
 */
export function playOn(start: GameState, bots: readonly Bot[], seeds: () => number): FinishedGame {
  const game = gameOfState(start);
  playToEnd(game, bots, seeds);
  return stateOfGame(game) as FinishedGame;
}

/**
 * What a game played by bots keeps for them from one decision to the next: each seat's
 * random-bot memo, and the deck sorted as a view shows it (for the greedy bots).
 */
export interface Table {
  /** The greedy bots' raters, one for each set of weights at the table. */
  readonly raters: Map<Valuation, Rater>;
}

/** What a game's bots keep for it, nothing yet. */
export function newTable(): Table {
  return { raters: new Map() };
}

/** The rater of a greedy bot rating by `valuation` at the table's game. */
export function raterAt(table: Table, game: CompactGame, valuation: Valuation): Rater {
  let rater = table.raters.get(valuation);
  if (rater === undefined) table.raters.set(valuation, rater = raterFor(valuation, game.deck, game.ids.length));
  return rater;
}

/** Plays the compact game to its end: each round every seat decides (each on a seed of `seeds`), then the round settles. */
export function playToEnd(game: CompactGame, bots: readonly Bot[], seeds: () => number): void {
  const table = newTable();
  while (!isOver(game)) {
    for (let seat = 0; seat < game.ids.length; seat++) decide(game, seat, bots[seat] as Bot, seeds(), table);
    settleRound(game);
  }
}

/** Plays a step a bot made for seat `seat`, as `applyChoice` would: its `RuleError` when the rules refuse it. */
function play(game: CompactGame, seat: number, step: Choice | PickChoice): void {
  const why = playStep(game, seat, step);
  if (why !== undefined) raise(why);
}

/**
 * Seat `seat`'s decision of the round, made by `bot` on `seed` and played on the game:
 * in an expert game the pick first, then the build or refusal on a seed of its own.
 * The engine's bots (known by their {@link BotSpec}) decide on the seat's compact sheet
 * and context, which is what their view would hold; any other bot is given its view.
 */
export function decide(game: CompactGame, seat: number, bot: Bot, seed: number, table: Table): void {
  const spec = specOf(bot);
  const after = (seed ^ AFTER_PICK) >>> 0;
  if (spec?.kind === 'random') {
    const closed = game.closed[seat] === true;
    let out = startStep(game, seat);
    let move = randomMove(game.sheets[seat] as CompactSheet, contextFor(game, seat), seed, out, closed);
    if (move.choice.type === 'pick') {
      play(game, seat, move.choice);
      out = startStep(game, seat);
      move = randomMove(game.sheets[seat] as CompactSheet, contextFor(game, seat), after, out, closed);
    }
    const { choice, settled } = move;
    // Played as it was made, and kept; a refusal naming its card with claims is kept as a round records it (its card last).
    if (settled === undefined || choice.type === 'pick' || (choice.type === 'refuse' && choice.card !== undefined && choice.claims !== undefined)) return play(game, seat, parseChoice(choice));
    return keepStep(game, seat, out, choice, settled, move.closed === true);
  }
  if (spec?.kind === 'greedy') {
    const rater = raterAt(table, game, spec.valuation);
    if (rater.patterns !== undefined) rater.rivals = rivalTemps(game.sheets, seat);
    const sheet = game.sheets[seat] as CompactSheet;
    const closed = game.closed[seat] === true;
    let ctx = contextFor(game, seat);
    let step = greedyStep(rater, sheet, ctx, seed, spec.temperature, closed);
    if (step.type === 'pick') {
      play(game, seat, step);
      ctx = contextFor(game, seat);
      step = greedyStep(rater, sheet, ctx, after, spec.temperature, closed);
    }
    // A move that claims nothing and keeps every plan as it was leaves none open on a sheet that had none.
    const keeps = closed && step.type !== 'pick' && (step.claims === undefined || step.claims.length === 0) && moveKeepsPlans(sheet, step, ctx);
    const why = playStep(game, seat, step, keeps);
    if (why !== undefined) raise(why);
    return;
  }
  const step = bot(viewOfGame(game, seat), seed);
  play(game, seat, parseChoice(step));
  if (step.type === 'pick') play(game, seat, parseChoice(bot(viewOfGame(game, seat), after)));
}
