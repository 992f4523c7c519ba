/**
 * `welcome-to-engine/boardgame.io`: the engine as a boardgame.io game. Needs
 * `boardgame.io` 0.50 (an optional peer dependency); the main entry never loads it.
 *
 * @module boardgame.io
 */
export { INVALID_MOVE, welcomeToGame, whyInvalid } from './game.js';
export { GAME_NAME } from './name.js';
export { type InvalidReason, type WelcomeToClientState, type WelcomeToGame, type WelcomeToMatchOptions, type WelcomeToMoves, type WelcomeToSetupData } from './types.js';
export { enumerateMoves, MAX_ENUMERATED, type EnumeratedMove } from './enumerate.js';
export { spectatorView, type SpectatorView } from './spectator.js';
export { spectatorRound, type SpectatorRound, type SpectatorRoundPlayer } from './spectator-round.js';
export { clientMoves, clientView } from './client.js';
export { choiceSender, type ChoiceSender, type ChoiceSenderOptions } from './sender.js';
export { gameover } from './gameover.js';
