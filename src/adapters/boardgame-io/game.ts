import type { ActivePlayersArg, Ctx } from 'boardgame.io';
import { fail } from '../../errors/rule-error.js';
import { describeValue, snapshot } from '../../internal/snapshot.js';
import { applyChoice, BOT_LEVELS, createGame, isBotLevel, isRuleError, playerView, resolveRound, validateChoice, withdrawChoice } from '../../index.js';
import type { Choice, GameScore, GameState, PickChoice, PlayerView } from '../../index.js';
import { enumerateMoves } from './enumerate.js';
import { spectatorView, type SpectatorView } from './spectator.js';
import { clientView } from './client.js';
import { alreadyTaken } from './duplicates.js';
import { GAME_NAME } from './name.js';
import type { InvalidReason, WelcomeToClientState, WelcomeToGame, WelcomeToMatchOptions, WelcomeToSetupData } from './types.js';

/**
 * boardgame.io's marker for a refused move (the same string as its `INVALID_MOVE`,
 * written here so that this entry loads without boardgame.io at run time).
 *
 * @example
 * ```ts
 * import { INVALID_MOVE } from 'welcome-to-engine/boardgame.io';
 * INVALID_MOVE; // 'INVALID_MOVE'
 * ```
 *
 * @group boardgame.io
 */
export const INVALID_MOVE = 'INVALID_MOVE';

/**
 * Every player active at once, in no stage: boardgame.io's `ActivePlayers.ALL`, whose
 * stage is `Stage.NULL` (`null`), which its declarations type as `any`.
 */
const ALL_PLAYERS: ActivePlayersArg = { all: null as unknown as string };

/**
 * Why the master would refuse `choice` from `playerID`, in the engine's own words, or
 * `undefined` when it would take it: a client asks this of the `G` it holds (its
 * view) before it sends a move, as the move itself can only answer `INVALID_MOVE`.
 * Given `round`, as the `choose` move takes it, a view of another round is refused
 * as the move would refuse it.
 *
 * @param G - The client's `G`: its view (a spectator may make no move).
 * @param playerID - The client's player id.
 * @param choice - The choice it is about to send.
 * @param round - The round the choice is made for, as it will be sent to `choose`; omitted, not checked.
 * @returns The `RuleError` code and message, or `undefined`.
 * @throws `RuleError` `argument/invalid` when `G` is not a client's `G` of this game: a player's view is checked
 * first in every field the choice checks read (its sheet by the rules of `validateSheet`), so a malformed one is named, never read.
 *
 * @example
 * ```ts
 * import { whyInvalid } from 'welcome-to-engine/boardgame.io';
 * import { createGame, playerView } from 'welcome-to-engine';
 * const G = playerView(createGame({ players: ['0', '1'], seed: 1 }), '0');
 * whyInvalid(G, '0', { type: 'build', pair: 0, street: 0, house: 99 })?.code; // 'choice/house'
 * whyInvalid(G, '0', { type: 'refuse' }, 2)?.code; // 'argument/invalid': G is round 1
 * ```
 *
 * @group boardgame.io
 */
export function whyInvalid(G: WelcomeToClientState, playerID: string, choice: unknown, round?: unknown): InvalidReason | undefined {
  const seen = clientView(G);
  if (seen === undefined || !('player' in seen)) return { code: 'choice/unknown-player', message: 'a spectator (or a client not yet synced) makes no move' };
  // validateChoice checks a view from outside before anything else: a G that is not one
  // answers argument/invalid on its source, raised here as the client's mistake, and only
  // a view it could read has a round to compare.
  const result = validateChoice(seen, playerID, choice as Choice);
  if (!result.ok && result.code === 'argument/invalid' && /^source\b/.test(result.details.name)) fail('argument/invalid', { ...result.details, name: result.details.name.replace(/^source/, 'G') });
  const stale = reasonOf(() => checkRound(seen.round, round));
  if (stale !== undefined) return stale;
  return result.ok ? undefined : { code: result.code, message: result.message };
}

/** The `RuleError` `run` throws, as a reason, or `undefined` when it throws none. */
function reasonOf(run: () => void): InvalidReason | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (isRuleError(error)) return { code: error.code, message: error.message };
    throw error;
  }
}

/**
 * Refuses a move made for another `round` than the one being played (a move that names
 * none is taken): a client that sends again before its view shows its last move, or
 * whose move arrives late, would otherwise have a choice made from the view of one
 * round land in the next.
 */
function checkRound(current: number, round: unknown): void {
  if (round === undefined || round === current) return;
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1) {
    fail('argument/invalid', { name: 'round', expected: `a round number from 1 (the round being played is ${current})`, given: describeValue(round) });
  }
  fail('round/stale', { given: round, current });
}

/**
 * The match options as plain data, read once and checked now rather than when a match
 * is set up: the same checks and `RuleError`s as `createGame` (`players`, `seed` and
 * `position` are boardgame.io's to give, and refused here).
 */
function matchOptions(options: unknown): WelcomeToMatchOptions {
  const copy = snapshot(options, '');
  if (!copy.ok) return fail('options/malformed', { path: copy.problem.path === '' ? '' : `.${copy.problem.path}`, expected: `plain data: it ${copy.problem.problem}` });
  const given = copy.value;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return fail('argument/invalid', { name: 'options', expected: 'the match options, an object', given: describeValue(options) });
  for (const key of ['players', 'seed', 'position']) {
    if (Object.hasOwn(given, key))
      return fail('argument/invalid', { name: `options.${key}`, expected: "absent: boardgame.io gives a match's players and seed, and a match starts at the beginning", given: 'a value' });
  }
  // A game of two players with these options, dealt once: every option checked as createGame checks it.
  createGame({ ...(given as WelcomeToMatchOptions), players: 2, seed: 0 });
  return given as WelcomeToMatchOptions;
}

/** The keys a match's setup data may give. */
const SETUP_KEYS: readonly (keyof WelcomeToSetupData)[] = ['ruleset', 'variants', 'sheet', 'bots'];

/**
 * The options a match is dealt with: the game's, each field the setup data gives in
 * place of the game's; every one checked as `createGame` checks it, for `players`
 * players. Throws `RuleError` for setup data that is no object of those keys, or that
 * the engine would not deal.
 */
function withSetupData(options: WelcomeToMatchOptions, setupData: unknown, players: number): WelcomeToMatchOptions {
  if (setupData === undefined || setupData === null) return options;
  const copy = snapshot(setupData, 'setupData');
  if (!copy.ok) return fail('argument/invalid', { name: copy.problem.path, expected: 'plain data', given: copy.problem.problem });
  const given = copy.value;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return fail('argument/invalid', { name: 'setupData', expected: `an object of ${SETUP_KEYS.join(', ')}`, given: describeValue(setupData) });
  const unknown = Object.keys(given).find((key) => !(SETUP_KEYS as readonly string[]).includes(key));
  if (unknown !== undefined) return fail('argument/invalid', { name: `setupData.${unknown}`, expected: `absent: a match's setup data gives ${SETUP_KEYS.join(', ')}`, given: 'a value' });
  const { bots, ...dealing } = given as WelcomeToSetupData;
  if (bots !== undefined && !isBotLevel(bots))
    return fail('argument/invalid', { name: 'setupData.bots', expected: `a bot level, one of ${BOT_LEVELS.join(', ')}`, given: describeValue(bots) });
  const dealt = { ...options, ...dealing };
  createGame({ ...dealt, players, seed: 0 });
  return dealt;
}

/** The lobby's check of a match's setup data: undefined when the engine deals it for `players`, or why not. */
function setupProblem(options: WelcomeToMatchOptions, setupData: unknown, players: number): string | undefined {
  try {
    withSetupData(options, setupData, players);
    return undefined;
  } catch (error) {
    if (isRuleError(error)) return error.message;
    throw error;
  }
}

/** The engine's state after `playerID`'s choice, the round resolved when it was the last one missing. */
function afterChoice(G: GameState, playerID: string, choice: Choice | PickChoice): GameState {
  const next = applyChoice(G, playerID, choice);
  return next.status === 'choosing' && next.players.every((player) => player.pending !== null) ? resolveRound(next) : next;
}

/**
 * The `choose` move: `choice` for the round it names, if it names one. A copy of a move
 * already taken (the same choice or pick for the same round: sent again, or arriving
 * late) changes nothing and is no error.
 */
function choose(G: GameState, playerID: string, choice: Choice | PickChoice, round: unknown): GameState {
  if (alreadyTaken(G, playerID, choice, round)) return G;
  checkRound(G.round, round);
  return afterChoice(G, playerID, choice);
}

/** The `withdraw` move: this round's choice taken back, if the move names this round or none. */
function withdraw(G: GameState, playerID: string, round: unknown): GameState {
  checkRound(G.round, round);
  return withdrawChoice(G, playerID);
}

/** Runs an engine transition as a boardgame.io move: a `RuleError` refuses the move, anything else is a bug and is thrown. */
function asMove(run: () => GameState): GameState | typeof INVALID_MOVE {
  try {
    return run();
  } catch (error) {
    if (isRuleError(error)) return INVALID_MOVE;
    throw error;
  }
}

/**
 * A boardgame.io `Game` playing *Welcome To…* with this engine: every player chooses at
 * once each round (all players active, each choice recorded as it arrives, the round
 * resolved by the last one), with moves `choose` (a build, a refusal, or the expert
 * pick) and `withdraw`, each taking as its last argument the round it is made for
 * (`view.round`): a move for another round is refused, so that a move sent twice or
 * late never lands in the next round (without it, the move is taken in whichever round
 * it arrives). A copy of a `choose` already taken (the same choice or pick, for the
 * same round, as the player's pending choice, pick or recorded choice) is done, and
 * changes nothing: a client may send a move again until its view shows it
 * ({@link choiceSender}). The game's `name` is {@link GAME_NAME}. The master keeps the
 * engine's full `GameState` as `G`; each client sees its own {@link PlayerView},
 * spectators a {@link SpectatorView}, so no client learns the deck order or another
 * player's choice before the round resolves. The game is
 * dealt from boardgame.io's seeded random source, so boardgame.io's replays and its
 * `seed` option hold; it ends when the engine says, with the engine's `GameScore` as
 * `ctx.gameover` ({@link gameover} reads it typed). Moves run on the master only (a
 * client holds no deck), and an illegal one is refused with `INVALID_MOVE`: {@link whyInvalid} gives a client
 * the engine's message first. `ai.enumerate` lists a bounded sample of legal moves for
 * boardgame.io's bots ({@link enumerateMoves}).
 *
 * Requires `boardgame.io` 0.50 (an optional peer dependency of this entry only).
 *
 * A match's creator may choose its ruleset, variants and sheet through the lobby, as its
 * setup data ({@link WelcomeToSetupData}), which the lobby checks (`validateSetupData`).
 *
 * @param options - The ruleset, variants, sheet, rules and plans of every match (those of its setup data aside); players and seed come from boardgame.io.
 * @returns The game, for `Client({ game })`, `Local`, `SocketIO` or `Server({ games: [game] })`.
 * @throws `RuleError` as `createGame` does for a bad option, or `argument/invalid` for `players`, `seed` or `position`, which boardgame.io gives.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const game = welcomeToGame({ ruleset: 'original', variants: { roundabouts: true } });
 * const client = Client({ game, numPlayers: 3 });
 * client.start();
 * ```
 *
 * @group boardgame.io
 */
export function welcomeToGame(options: WelcomeToMatchOptions = {}): WelcomeToGame {
  const checked = matchOptions(options);
  return {
    name: GAME_NAME,
    minPlayers: checked.ruleset === 'original' ? 1 : 2,
    maxPlayers: 100,
    setup: ({ ctx, random }, setupData?: unknown) => createGame({ ...withSetupData(checked, setupData, ctx.numPlayers), players: [...ctx.playOrder], seed: Math.floor(random.Number() * 2 ** 32) }),
    validateSetupData: (setupData: unknown, numPlayers: number) => setupProblem(checked, setupData, numPlayers),
    turn: { activePlayers: ALL_PLAYERS },
    // boardgame.io's undo works only with one active player, and here every player is
    // active all game long (one turn): its stack, which keeps every move's whole state,
    // would grow with every move and be stored and loaded with the match (megabytes by
    // the end). A player takes a choice back with `withdraw`.
    disableUndo: true,
    moves: {
      // On the master only (a client holds no deck), and taken whatever the state's
      // version: players choose at once, and one player's choice never depends on
      // another's. What a move may not do is land in another round than its sender saw,
      // which the round it names guards.
      // redact: boardgame.io's log sends every move's arguments to every client; a choice's
      // are kept from all but its player (the log sends them null), as the views keep them.
      choose: { move: ({ G, playerID }, choice: Choice | PickChoice, round?: number) => asMove(() => choose(G, playerID, choice, round)), client: false, ignoreStaleStateID: true, redact: true },
      withdraw: { move: ({ G, playerID }, round?: number) => asMove(() => withdraw(G, playerID, round)), client: false, ignoreStaleStateID: true, redact: true },
    },
    endIf: ({ G }): GameScore | undefined => (G.status === 'over' ? G.result : undefined),
    playerView: ({ G, playerID }): WelcomeToClientState => playerID !== null && G.players.some((player) => player.id === playerID) ? playerView(G, playerID) : spectatorView(G),
    ai: { enumerate: (G: GameState, _ctx: Ctx, playerID: string) => enumerateMoves(G, playerID) },
  };
}
