// The English words the default tables share: streets by name, houses and counts
// from 1, lists as a person writes them. Internal: the tables are what a front-end
// replaces.

const STREETS = ['top street', 'middle street', 'bottom street'] as const;

/** A street by its name, without article: `top street`. */
export const streetName = (street: number): string => STREETS[street] ?? `street ${street + 1}`;

/** A count from 1 as an English ordinal: 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A 0-based house as a person counts it: `the 10th house`. */
export const houseEn = (house: number): string => `the ${ordinal(house + 1)} house`;

/** Items as a sentence lists them: `a`, `a and b`, `a, b and c`. */
export function listEn(items: readonly (string | number)[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** Estates by size, counted: `an estate of 3 houses and 2 estates of 4 houses`, or `no estate`. */
export function estatesEn(sizes: readonly number[]): string {
  const counts = countSizes(sizes);
  if (counts.length === 0) return 'no estate';
  return listEn(counts.map(([size, count]) => `${count === 1 ? 'an estate' : `${count} estates`} of ${size} house${size === 1 ? '' : 's'}`));
}

/** Each size of a list with how many times it appears, smallest first. */
export function countSizes(sizes: readonly number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const size of [...sizes].sort((a, b) => a - b)) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts];
}

/** A temp change as it reads after a number: `+ 2`, `− 1`, `± 0`. */
export const changeText = (delta: number): string => (delta === 0 ? '± 0' : `${delta < 0 ? '−' : '+'} ${Math.abs(delta)}`);
