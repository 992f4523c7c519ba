import { fail } from '../../errors/rule-error.js';
import { describeValue, snapshot } from '../../internal/snapshot.js';
import type { HouseRef } from '../../sheet/types.js';
import type { Placement } from './placements.js';

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && !Object.is(value, -0);

/** A `{ street, house }` from a caller of the step queries: street 0–2, house a whole number. */
export function checkedHouseRef(value: unknown, name: string): HouseRef {
  const copy = snapshot(value, name);
  const ref = copy.ok ? (copy.value as Record<string, unknown> | null) : null;
  if (
    ref === null || typeof ref !== 'object' || Array.isArray(ref) || Object.keys(ref).some((key) => key !== 'street' && key !== 'house') ||
    (ref.street !== 0 && ref.street !== 1 && ref.street !== 2) || Object.is(ref.street, -0) || !whole(ref.house)
  ) {
    return fail('argument/invalid', { name, expected: '{ street, house }: street 0, 1 or 2 and a whole house number', given: copy.ok ? describeValue(value) : copy.problem.problem });
  }
  return { street: ref.street, house: ref.house };
}

/** A {@link Placement} from a caller of `legalBuilds`: as `placements` lists them. */
export function checkedPlacement(value: unknown): Placement {
  const copy = snapshot(value, 'placement');
  const at = copy.ok ? (copy.value as Record<string, unknown> | null) : null;
  const keys = ['street', 'house', 'number', 'delta'];
  if (
    at === null ||
    typeof at !== 'object' ||
    Array.isArray(at) ||
    Object.keys(at).some((key) => !keys.includes(key)) ||
    (at.street !== 0 && at.street !== 1 && at.street !== 2) ||
    Object.is(at.street, -0) ||
    !whole(at.house) ||
    !whole(at.number) ||
    ![-2, -1, 0, 1, 2].includes(at.delta as number) ||
    Object.is(at.delta, -0)
  ) {
    return fail('argument/invalid', { name: 'placement', expected: 'one of placements(): { street, house, number, delta }', given: copy.ok ? describeValue(value) : copy.problem.problem });
  }
  return { street: at.street, house: at.house, number: at.number, delta: at.delta as Placement['delta'] };
}
