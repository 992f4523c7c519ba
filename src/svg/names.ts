// The accessible names of what the drawing shows, in the words of the rules
// (docs/rules.md) and counted from 1 as a player counts: "top street, 3rd house".
import type { StreetIndex } from '../index.js';

/** The streets' names, top to bottom. */
export const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

/** `n` as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teens = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teens ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "top street" */
export function streetName(street: StreetIndex): string {
  return `${STREET_NAMES[street]} street`;
}

/** "top street, 3rd house" for house 2 of street 0. */
export function houseName(street: StreetIndex, house: number): string {
  return `${streetName(street)}, ${ordinal(house + 1)} house`;
}

/**
 * The fence slot `slot` of a street, between house `slot - 1` and house `slot`: "top
 * street, fence between the 3rd and 4th houses"; the ends are the street's ends.
 */
export function slotName(street: StreetIndex, slot: number, houses: number): string {
  if (slot === 0) return `${streetName(street)}, left end fence`;
  if (slot === houses) return `${streetName(street)}, right end fence`;
  return `${streetName(street)}, fence between the ${ordinal(slot)} and ${ordinal(slot + 1)} houses`;
}

/** "1 house", "3 houses" */
export function houses(count: number): string {
  return count === 1 ? '1 house' : `${count} houses`;
}

/** "1 point", "-3 points" */
export function points(count: number): string {
  return count === 1 ? '1 point' : `${count} points`;
}
