import { RuleError } from '../../errors/rule-error.js';
import type { PositionProblem } from '../../errors/details.js';
import type { RuleErrorCode } from '../../errors/messages.js';

// Defined beside the error details, whose `problems` it is: errors is the bottom layer.
export type { PositionProblem } from '../../errors/details.js';

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
  return new RuleError(first.code, `[welcome-to-engine] ${first.code}: ${quoted.join('; ')}${more}.`, { problems });
}
