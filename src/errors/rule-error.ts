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
 *
 * @group Errors
 */
export class RuleError extends Error {
  /** The namespaced code of what went wrong. */
  readonly code: RuleErrorCode;

  /** Builds the error; the library's own throws fill in the message from its table. */
  constructor(code: RuleErrorCode, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * `instanceof RuleError` holds for a `RuleError` from any copy of the library: the
   * ES module and the CommonJS builds are two copies, and an application may load both.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isRuleError(value);
  }
}

/** The brand every RuleError carries, shared by every copy of the library through the global symbol registry. */
const BRAND = Symbol.for('welcome-to-engine.RuleError');

/**
 * Whether `value` is a {@link RuleError}, from this copy of the library or another (the
 * ES module and CommonJS builds of the package are two copies).
 *
 * @param value - Anything caught.
 * @returns Whether it is a `RuleError`; then `code` and `message` may be read.
 *
 * @example
 * ```ts
 * import { createGame, isRuleError } from 'welcome-to-engine';
 * try {
 *   createGame({ players: 0 });
 * } catch (error) {
 *   if (isRuleError(error)) console.log(error.code); // 'options/players'
 * }
 * ```
 *
 * @group Errors
 */
export function isRuleError(value: unknown): value is RuleError {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return (value as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    // A proxy whose traps throw is no RuleError: this answers, it never throws.
    return false;
  }
}

/**
 * A rule a candidate breaks, as a value: the checks that run on hot paths (checking a
 * choice, listing claims) return one instead of throwing, and only the public entry
 * points turn it into a {@link RuleError}.
 */
export interface Problem {
  /** The entry of the error table. */
  readonly problem: ErrorName;
  /** The arguments of its message. */
  readonly args: unknown;
}

/** The problem named `name` in the table, with the arguments its message needs. */
export function problem<N extends ErrorName>(name: N, args: MessageArgs<N>): Problem {
  return { problem: name, args };
}

/** Whether a check's answer is a problem rather than its result. */
export function isProblem(value: object): value is Problem {
  return 'problem' in value;
}

/** The code and message a problem reads as. */
export function describe(found: Problem): { code: RuleErrorCode; message: string } {
  const entry = ERRORS[found.problem];
  return { code: entry.code, message: (entry.message as (args: unknown) => string)(found.args) };
}

/** Throws the {@link RuleError} of a problem. */
export function raise(found: Problem): never {
  const { code, message } = describe(found);
  throw new RuleError(code, message);
}

/** Throws the {@link RuleError} named `name` in the table, with its message. */
export function fail<N extends ErrorName>(name: N, args: MessageArgs<N>): never {
  return raise(problem(name, args));
}
