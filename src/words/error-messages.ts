import type { RuleErrorDetails } from '../errors/details.js';
import { fail } from '../errors/rule-error.js';
import type { RuleErrorCode } from '../errors/messages.js';
import { describeValue } from '../internal/snapshot.js';
import { PLAY_EN } from './errors/play-en.js';
import { PLAY_FR } from './errors/play-fr.js';
import { SETUP_EN } from './errors/setup-en.js';
import { SETUP_FR } from './errors/setup-fr.js';

/**
 * A message for a player for every error code, from the error's details: what
 * {@link playerMessage} reads. {@link ERROR_MESSAGES_EN} and {@link ERROR_MESSAGES_FR}
 * are the library's; a front-end translates the errors by giving a table of its own,
 * or replaces a few messages by spreading its own over one of them.
 *
 * The details hold the engine's values, 0-based (see {@link RuleErrorDetailsByCode});
 * the library's tables count houses, cards, pairs and plans from 1, name streets, and
 * say nothing of codes.
 *
 * @example
 * ```ts
 * import { ERROR_MESSAGES_EN, type ErrorMessages } from 'welcome-to-engine';
 * const messages: ErrorMessages = {
 *   ...ERROR_MESSAGES_EN,
 *   'game/over': () => 'Thanks for playing!',
 * };
 * messages['choice/pool']({ street: 0, house: 0 }); // 'The 1st house of the top street has no pool printed: build there without the pool.'
 * ```
 *
 * @group Words
 */
export type ErrorMessages = { readonly [C in RuleErrorCode]: (details: RuleErrorDetails<C>) => string };

/**
 * The English messages a player reads for every error code ({@link ErrorMessages}):
 * houses, cards, pairs and plans counted from 1, streets by name, no code. The default
 * of {@link playerMessage}.
 *
 * @example
 * ```ts
 * import { ERROR_MESSAGES_EN } from 'welcome-to-engine';
 * ERROR_MESSAGES_EN['choice/house']({ street: 0, house: 12, houses: 10 }); // 'The top street has no house 13: its houses are 1 to 10.'
 * ```
 *
 * @group Words
 */
export const ERROR_MESSAGES_EN: ErrorMessages = Object.freeze({ ...PLAY_EN, ...SETUP_EN });

/**
 * The French messages a player reads for every error code ({@link ErrorMessages}), in
 * the French edition's words: maison, rue du haut, du milieu, du bas, lotissement,
 * géomètre et clôture, agent immobilier, paysagiste et parc, piscine, agence d'intérim,
 * bis, rond-point, refus de permis de construire, plan de ville.
 *
 * @example
 * ```ts
 * import { ERROR_MESSAGES_FR } from 'welcome-to-engine';
 * ERROR_MESSAGES_FR['choice/house']({ street: 0, house: 12, houses: 10 }); // "La rue du haut n'a pas de maison 13 : ses maisons vont de 1 à 10."
 * ```
 *
 * @group Words
 */
export const ERROR_MESSAGES_FR: ErrorMessages = Object.freeze({ ...PLAY_FR, ...SETUP_FR });

/**
 * What a player reads for an error: its message in `messages` (English by default),
 * from its details. Houses, cards, pairs and plans count from 1 and no code shows;
 * `error.message` stays the developers' (coded, 0-based, in English).
 *
 * Takes a {@link RuleError} as the engine threw it, or a failed {@link Validation}
 * (both hold `code` and `details`).
 *
 * @param error - The error, or the failed validation.
 * @param messages - The message table: {@link ERROR_MESSAGES_EN} (the default), {@link ERROR_MESSAGES_FR}, or a front-end's own.
 * @returns The message for the player.
 * @throws `RuleError` `argument/invalid` for a value with no known code, or a table with no message for it.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, ERROR_MESSAGES_FR, isRuleError, playerMessage, validateChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * try {
 *   applyChoice(state, 'p1', { type: 'build', pair: 0, street: 1, house: 11 });
 * } catch (error) {
 *   if (isRuleError(error)) {
 *     playerMessage(error); // 'The middle street has no house 12: its houses are 1 to 11.'
 *     playerMessage(error, ERROR_MESSAGES_FR); // "La rue du milieu n'a pas de maison 12 : ses maisons vont de 1 à 11."
 *   }
 * }
 * const validation = validateChoice(state, 'p1', { type: 'refuse' });
 * if (!validation.ok) playerMessage(validation); // 'You must build if you can: pair 1 (…), pair 2 (…) and pair 3 (…) fit.'
 * ```
 *
 * @group Words
 */
export function playerMessage(error: { readonly code: RuleErrorCode; readonly details: RuleErrorDetails }, messages: ErrorMessages = ERROR_MESSAGES_EN): string {
  let code: unknown;
  let message: unknown;
  let details: unknown;
  try {
    code = error.code;
    details = error.details;
    message = typeof code === 'string' && Object.hasOwn(messages, code) ? messages[code as RuleErrorCode] : undefined;
  } catch {
    // Anything caught may be passed here, a proxy that throws included: it is no error of the engine.
    code = undefined;
  }
  if (typeof message !== 'function' || typeof details !== 'object' || details === null) {
    return fail('argument/invalid', { name: 'error', expected: 'a RuleError or a failed validation, with a code the messages know', given: describeValue(code) });
  }
  // The details are the error's own, as the engine made them for its code.
  return (message as (details: unknown) => string)(details);
}
