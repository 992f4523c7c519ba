import { RuleError } from '../../errors/rule-error.js';
import type { RuleErrorCode } from '../../errors/messages.js';

/**
 * One thing wrong with a sheet or a game state, as {@link validateSheet} and
 * {@link validateState} report it: the rule or shape it breaks (`code`), where
 * (`path`, from the value given: `streets[1].houses[4].number`), and what is wrong in
 * words.
 *
 * @example
 * ```ts
 * import type { PositionProblem } from 'welcome-to-engine';
 * const problem: PositionProblem = {
 *   code: 'sheet/order',
 *   path: 'streets[0].houses[3].number',
 *   message: 'is 4, right of 6 in house 1: numbers must increase from left to right',
 * };
 * ```
 *
 * @group Positions
 */
export interface PositionProblem {
  /** The rule or shape broken. */
  readonly code: RuleErrorCode;
  /** Where, as a path into the value checked. */
  readonly path: string;
  /** What is wrong, and what would be right. */
  readonly message: string;
}

/** The problems found so far; checks add to it and go on, so that every problem is reported. */
export class Findings {
  readonly list: PositionProblem[] = [];

  add(code: RuleErrorCode, path: string, message: string): void {
    this.list.push({ code, path, message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

/** A path with a field added: `a.b`, or `b` at the top. */
export function field(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/** A path with an index added: `a[3]`. */
export function item(path: string, index: number): string {
  return `${path}[${index}]`;
}

/**
 * The `RuleError` for a value with problems: the first problem's code, and a message
 * quoting the first few and naming the function that lists them all.
 */
export function problemsError(problems: readonly PositionProblem[], lister: string, prefix = ''): RuleError {
  const first = problems[0] as PositionProblem;
  const quoted = problems.slice(0, 3).map((found) => `${field(prefix, found.path)}: ${found.message}`);
  const more = problems.length > 3 ? `; and ${problems.length - 3} more (${lister} lists them all)` : '';
  return new RuleError(first.code, `[welcome-to-engine] ${first.code}: ${quoted.join('; ')}${more}.`);
}
