/**
 * Every code a {@link RuleError} can carry: a namespace (`options`, `choice`, `claim`,
 * `round`, `game`, `sheet`) and what went wrong.
 *
 * @example
 * ```ts
 * import { RuleError, type RuleErrorCode } from 'welcome-to-engine';
 * function codeOf(error: unknown): RuleErrorCode | undefined {
 *   return error instanceof RuleError ? error.code : undefined;
 * }
 * ```
 */
export type RuleErrorCode = 'sheet/invalid' | 'sheet/track-out-of-range' | 'options/tie-break';

/**
 * Every error message of the library, in one table. Each message says what was wrong
 * and what would be legal.
 */
export const MESSAGES = {
  'sheet/invalid': (a: { path: string; problem: string }) =>
    `[welcome-to-engine] sheet/invalid: ${a.path} ${a.problem}.`,
  'sheet/track-out-of-range': (a: { track: string; marks: number; max: number }) =>
    `[welcome-to-engine] sheet/track-out-of-range: the ${a.track} track has ${a.marks} crossed boxes; it has room for 0 to ${a.max}.`,
  'options/tie-break': (a: { given: string }) =>
    `[welcome-to-engine] options/tie-break: unknown tie-break "${a.given}"; use "estates" or "estates-by-size".`,
} as const satisfies Record<RuleErrorCode, (args: never) => string>;

/** The arguments the message of `code` needs. */
export type MessageArgs<C extends RuleErrorCode> = Parameters<(typeof MESSAGES)[C]>[0];
