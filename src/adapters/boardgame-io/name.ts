/**
 * The name of the game {@link welcomeToGame} returns, its `name`: what boardgame.io's
 * lobby takes (`createMatch`, `joinMatch`, the `/games/welcome-to` routes) and the
 * socket namespace its clients connect to.
 *
 * @example
 * ```ts
 * import { GAME_NAME, welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * GAME_NAME; // 'welcome-to'
 * welcomeToGame().name === GAME_NAME; // true
 * ```
 *
 * @group boardgame.io
 */
export const GAME_NAME = 'welcome-to';
