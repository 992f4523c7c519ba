/**
 * Every code a {@link RuleError} can carry: a namespace and what went wrong.
 *
 * - `options/…`: a bad {@link GameOptions} field, named by the code.
 * - `choice/…`: a choice that is malformed or illegal on the player's sheet.
 * - `claim/…`: a plan claim that the sheet does not fulfil.
 * - `round/…`, `game/…`: a call at the wrong moment of the game.
 * - `environment/…`: a call of a learning environment out of order: a step before its
 *   first reset, any call after `close()`.
 * - `sheet/…`, `record/…`: malformed sheets and game records; the `sheet/…` codes from
 *   `sheet/malformed` to `sheet/season` name what {@link validateSheet} finds wrong.
 * - `state/…`: what {@link validateState} finds wrong with a game state.
 * - `notation/…`: text that the choice or sheet notation cannot read.
 * - `argument/invalid`: a value of the wrong kind for a function's argument.
 *
 * @example
 * ```ts
 * import { RuleError, type RuleErrorCode } from 'welcome-to-engine';
 * function codeOf(error: unknown): RuleErrorCode | undefined {
 *   return error instanceof RuleError ? error.code : undefined;
 * }
 * ```
 *
 * @group Errors
 */
export type RuleErrorCode =
  | 'options/malformed'
  | 'options/players'
  | 'options/seed'
  | 'options/ruleset'
  | 'options/rules'
  | 'options/variants'
  | 'options/plans'
  | 'options/stacks'
  | 'options/deck'
  | 'choice/malformed'
  | 'choice/unknown-player'
  | 'choice/pair'
  | 'choice/house'
  | 'choice/house-taken'
  | 'choice/order'
  | 'choice/effect-mismatch'
  | 'choice/fence'
  | 'choice/bis'
  | 'choice/pool'
  | 'choice/track-full'
  | 'choice/refusal-not-allowed'
  | 'choice/roundabout'
  | 'choice/reshuffle'
  | 'choice/pick'
  | 'choice/truck'
  | 'claim/plan'
  | 'claim/duplicate'
  | 'claim/already-claimed'
  | 'claim/estate'
  | 'claim/estate-used'
  | 'claim/house'
  | 'claim/required'
  | 'claim/not-fulfilled'
  | 'round/waiting-for'
  | 'round/stale'
  | 'game/over'
  | 'environment/not-reset'
  | 'environment/closed'
  | 'sheet/invalid'
  | 'sheet/track-out-of-range'
  | 'record/invalid'
  | 'sheet/malformed'
  | 'sheet/order'
  | 'sheet/bis'
  | 'sheet/pool'
  | 'sheet/fence'
  | 'sheet/roundabout'
  | 'sheet/track'
  | 'sheet/plan'
  | 'sheet/used'
  | 'sheet/season'
  | 'state/malformed'
  | 'state/record'
  | 'state/mismatch'
  | 'state/pending'
  | 'options/position'
  | 'argument/invalid'
  | 'notation/choice'
  | 'notation/sheet';
