import type { Game } from 'boardgame.io';
import type { BotLevel, Choice, GameOptions, GameState, PickChoice, PlayerView } from '../../index.js';
import type { SpectatorView } from './spectator.js';
import type { GAME_NAME } from './name.js';
/**
 * The game options a boardgame.io match is dealt with: players and seed come from boardgame.io.
 *
 * @example
 * ```ts
 * import type { WelcomeToMatchOptions } from 'welcome-to-engine/boardgame.io';
 * const options: WelcomeToMatchOptions = { ruleset: 'original', sheet: 'christmas' };
 * ```
 *
 * @group boardgame.io
 */
export type WelcomeToMatchOptions = Omit<GameOptions, 'players' | 'seed' | 'position'>;

/**
 * What a match's creator chooses for it through boardgame.io's lobby, its `setupData`
 * (`LobbyClient.createMatch(GAME_NAME, { numPlayers, setupData })`): the ruleset, the
 * variants and the sheet, each given one in place of the one the game was made with
 * ({@link welcomeToGame}'s options), and the level of the bots for its empty seats. The lobby refuses a match whose setup data the
 * engine would not deal (an unknown key, a bad value, a ruleset that does not take that
 * many players) with the engine's message.
 *
 * @example
 * ```ts
 * import type { WelcomeToSetupData } from 'welcome-to-engine/boardgame.io';
 * const setupData: WelcomeToSetupData = { ruleset: 'original', variants: { expert: true }, sheet: 'eggs', bots: 'casual' };
 * ```
 *
 * @group boardgame.io
 */
export interface WelcomeToSetupData extends Pick<WelcomeToMatchOptions, 'ruleset' | 'variants' | 'sheet'> {
  /**
   * The level of the bot that plays, on a server that runs stand-ins (the server recipe
   * with `BOT_LEVEL` set), the seats nobody took (as soon as the people seated have
   * chosen the round's choice, until someone takes the seat and connects) and the seats whose player
   * left: one of `BOT_LEVELS`. Left out: the server's own level, which plays only seats
   * left or kept waiting. The game itself is dealt without it.
   */
  readonly bots?: BotLevel | undefined;
}

/**
 * What a boardgame.io client holds as `G`: the engine's {@link PlayerView} for a
 * player, a {@link SpectatorView} for a spectator. Never the full state, which only the
 * master keeps.
 *
 * @example
 * ```ts
 * import type { WelcomeToClientState } from 'welcome-to-engine/boardgame.io';
 * const mySheet = (G: WelcomeToClientState) => ('player' in G ? G.sheet : undefined);
 * ```
 *
 * @group boardgame.io
 */
export type WelcomeToClientState = PlayerView | SpectatorView;

/**
 * The game {@link welcomeToGame} returns: a boardgame.io `Game` whose setup, moves, views, end and bots are all given.
 *
 * @example
 * ```ts
 * import { welcomeToGame, type WelcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const game: WelcomeToGame = welcomeToGame();
 * game.ai.enumerate; // for boardgame.io's bots
 * ```
 *
 * @group boardgame.io
 */
export type WelcomeToGame =
  & Game<GameState>
  & Required<Pick<Game<GameState>, 'setup' | 'moves' | 'turn' | 'endIf' | 'playerView' | 'ai'>>
  & {
    /** {@link GAME_NAME}, the name boardgame.io's lobby knows the game by. */
    name: typeof GAME_NAME;
  };

/**
 * The moves of {@link welcomeToGame}, for a typed client ({@link clientMoves}). Each
 * takes the round it is made for, the `round` of the view it was made from: the master
 * refuses it in any other round (`round/stale`), so that a move sent again before
 * the view shows the last one, or arriving late, never lands in the next round; a
 * copy of a `choose` already taken in the round it names is done, and changes nothing.
 * Without a round, a move is taken in whichever round it arrives.
 *
 * @example
 * ```ts
 * import type { PlayerView } from 'welcome-to-engine';
 * import type { WelcomeToMoves } from 'welcome-to-engine/boardgame.io';
 * const refuse = (moves: WelcomeToMoves, view: PlayerView) => moves.choose({ type: 'refuse' }, view.round);
 * ```
 *
 * @group boardgame.io
 */
export interface WelcomeToMoves {
  /** A build, a refusal or an expert pick (the pick first, then the build or refusal), for `round`. */
  choose: (choice: Choice | PickChoice, round?: number) => void;
  /** Takes back the choice made in `round`, while that round is open. */
  withdraw: (round?: number) => void;
}

/**
 * Why a move would be refused: the engine's `RuleError` code and message.
 *
 * @example
 * ```ts
 * import type { InvalidReason } from 'welcome-to-engine/boardgame.io';
 * const show = (why: InvalidReason) => `${why.code}: ${why.message}`;
 * ```
 *
 * @group boardgame.io
 */
export interface InvalidReason {
  /** The `RuleError` code. */
  readonly code: string;
  /** The message, which says what would be legal. */
  readonly message: string;
}
