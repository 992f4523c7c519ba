import { ERRORS, type ErrorName, type MessageArgs, type RuleErrorCode } from './messages.js';

/**
 * The one error the engine throws for bad input: an illegal choice, a bad option, a
 * malformed sheet. `code` is machine-readable; `message` says what was wrong and what
 * would be legal. Whatever throws it leaves its inputs untouched.
 *
 * @example
 * ```ts
 * import { RuleError, scoreSheet, emptySheet } from 'welcome-to-engine';
 * const sheet = { ...emptySheet(), refusals: 7 };
 * try {
 *   scoreSheet(sheet);
 * } catch (error) {
 *   if (error instanceof RuleError) console.log(error.code); // 'sheet/track-out-of-range'
 * }
 * ```
 */
export class RuleError extends Error {
  /** The namespaced code of what went wrong. */
  readonly code: RuleErrorCode;

  /** Builds the error; the library's own throws fill in the message from its table. */
  constructor(code: RuleErrorCode, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
}

/** Throws the {@link RuleError} named `name` in the table, with its message. */
export function fail<N extends ErrorName>(name: N, args: MessageArgs<N>): never {
  const entry = ERRORS[name];
  throw new RuleError(entry.code, (entry.message as (a: MessageArgs<N>) => string)(args));
}
