import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';

/**
 * A list of actions from a caller, checked: an array of whole numbers (never -0),
 * copied so that a later change to the caller's array changes nothing. A typed array
 * of integers is taken too. Anything else throws `argument/invalid`.
 */
export function actionList(value: unknown, name: string): number[] {
  let list: number[];
  try {
    list = Array.isArray(value) || ArrayBuffer.isView(value) ? Array.from(value as ArrayLike<unknown>, (item) => item as number) : (undefined as never);
  } catch {
    return fail('argument/invalid', { name, expected: 'an array of actions (whole numbers)', given: 'a list whose items cannot be read' });
  }
  if (list === undefined) return fail('argument/invalid', { name, expected: 'an array of actions (whole numbers)', given: describeValue(value) });
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    if (typeof item !== 'number' || !Number.isInteger(item) || Object.is(item, -0) || item < 0) {
      return fail('argument/invalid', { name: `${name}[${i}]`, expected: 'an action: a whole number from 0 to the action space size − 1', given: describeValue(item) });
    }
  }
  return list;
}
