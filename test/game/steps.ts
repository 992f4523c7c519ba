import { expect } from 'vitest';
import { isPick, type Choice, type PickChoice } from '../../src/index.js';

/**
 * The steps a query listed, where no pick is due (a game without expert card choice,
 * or after the pick), as builds and refusals: narrowed with `isPick` and checked,
 * where a cast would hide a pick listed by mistake.
 */
export function withoutPicks(steps: readonly (Choice | PickChoice)[]): Choice[] {
  const choices = steps.filter((step) => !isPick(step));
  expect(choices).toHaveLength(steps.length);
  return choices;
}
