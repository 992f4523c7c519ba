import type { RuleErrorDetails } from './details.js';
import { ERRORS, type MessageArgs, type MessageReason, type RuleErrorCode, type TableCode } from './messages.js';

/**
 * The one error the engine throws for bad input: an illegal choice, a bad option, a
 * malformed sheet. `code` is machine-readable; `details` holds the facts of the
 * mistake as data, typed by the code ({@link RuleErrorDetails}); `message` says, for
 * developers, what was wrong and what would be legal. {@link playerMessage} words it
 * for a player. Whatever throws it leaves its inputs untouched.
 *
 * Narrow a caught error with {@link isRuleError} or `instanceof RuleError`, then by its
 * code, and its details follow ({@link AnyRuleError}).
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, RuleError } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * try {
 *   applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 12 });
 * } catch (error) {
 *   if (error instanceof RuleError && error.code === 'choice/house') {
 *     console.log(error.details.houses); // 10: the top street has houses 0 to 9
 *   }
 * }
 * ```
 *
 * @group Errors
 */
export class RuleError<C extends RuleErrorCode = RuleErrorCode> extends Error {
  /** The namespaced code of what went wrong. */
  readonly code: C;

  /** The facts of the mistake, as data: what {@link RuleErrorDetailsByCode} lists for the code. */
  readonly details: RuleErrorDetails<C>;

  /** Builds the error; the library's own throws fill in the message and details from its table. */
  constructor(code: C, message: string, details: RuleErrorDetails<C>) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.details = details;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * `instanceof RuleError` holds for a `RuleError` from any copy of the library: the
   * application may load two copies of it (two versions installed side by side).
   * It narrows to {@link AnyRuleError}, so that the code then narrows the details.
   */
  static override [Symbol.hasInstance](value: unknown): value is AnyRuleError {
    return isRuleError(value);
  }
}

/**
 * A {@link RuleError} of one code or another: the union, over every code, of the error
 * of that code. {@link isRuleError} and `instanceof RuleError` narrow to it, so that
 * testing `code` narrows `details` too, with no cast.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, isRuleError, type AnyRuleError } from 'welcome-to-engine';
 * function fenceSlot(error: AnyRuleError): number | undefined {
 *   return error.code === 'choice/fence' ? error.details.slot : undefined;
 * }
 * try {
 *   applyChoice(createGame({ players: 2, seed: 3 }), 'p1', { type: 'refuse' });
 * } catch (error) {
 *   if (isRuleError(error)) fenceSlot(error); // undefined: a refusal, not a fence
 * }
 * ```
 *
 * @group Errors
 */
export type AnyRuleError = { [C in RuleErrorCode]: RuleError<C> }[RuleErrorCode];

/** The brand every RuleError carries, shared by every copy of the library through the global symbol registry. */
const BRAND = Symbol.for('welcome-to-engine.RuleError');

/**
 * Whether `value` is a {@link RuleError}, from this copy of the library or another (the
 * application may load two versions of the package side by side).
 *
 * @param value - Anything caught.
 * @returns Whether it is a `RuleError`; then `code`, `details` and `message` may be read, and testing `code` narrows `details`.
 *
 * @example
 * ```ts
 * import { createGame, isRuleError } from 'welcome-to-engine';
 * try {
 *   createGame({ players: 0 });
 * } catch (error) {
 *   if (isRuleError(error) && error.code === 'options/players' && 'min' in error.details) {
 *     console.log(error.details.min); // 2: the fewest players of the collector ruleset
 *   }
 * }
 * ```
 *
 * @group Errors
 */
export function isRuleError(value: unknown): value is AnyRuleError {
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
 * points turn it into a {@link RuleError}. One class, so that telling a problem from a
 * check's result is one `instanceof` whatever the result's shape.
 */
export class Problem {
  constructor(
    /** The code of the error: the key of its entry in the error table. */
    readonly problem: TableCode,
    /** The arguments of its message: the error's details. */
    readonly args: unknown,
    /**
     * The case of a code its details do not tell apart (`game/over`: a game's, an
     * environment's or a vector environment's), which only the message reads: kept out of the details, which are
     * public and were never given it. `undefined` for every other code.
     */
    readonly reason: string | undefined,
  ) {}
}

/** The problem of `code`, with the arguments its message needs (and, for `game/over`, its case). */
export function problem<C extends TableCode>(code: C, args: MessageArgs<C>, reason?: MessageReason<C>): Problem {
  return new Problem(code, args, reason);
}

/** Whether a check's answer is a problem rather than its result. */
export function isProblem(value: unknown): value is Problem {
  return value instanceof Problem;
}

/** Details of no fact: those of `game/over`, shared. */
const NO_DETAILS: RuleErrorDetails<'game/over'> = Object.freeze({});

/** The code, message and details a problem reads as. */
export function describe(found: Problem): { code: RuleErrorCode; message: string; details: RuleErrorDetails } {
  const code = found.problem;
  const message = ERRORS[code] as (args: unknown, reason: string | undefined) => string;
  const details = (found.args ?? NO_DETAILS) as RuleErrorDetails;
  return { code, message: `[welcome-to-engine] ${code}: ${message(found.args, found.reason)}`, details };
}

/** Throws the {@link RuleError} of a problem. */
export function raise(found: Problem): never {
  const { code, message, details } = describe(found);
  throw new RuleError(code, message, details);
}

/** Throws the {@link RuleError} of `code`, with its message from the table. */
export function fail<C extends TableCode>(code: C, args: MessageArgs<C>, reason?: MessageReason<C>): never {
  return raise(problem(code, args, reason));
}
