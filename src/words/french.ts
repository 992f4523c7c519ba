// The French words the default tables share, the French edition's own: la rue du
// haut, du milieu, du bas; houses counted from 1 (1re, 2e…). The effects' names are
// EFFECT_WORDS_FR's (effect-words.ts). Internal: the tables are what a front-end replaces.
import { countSizes } from './english.js';

const STREETS = ['la rue du haut', 'la rue du milieu', 'la rue du bas'] as const;

/** A street with its article: `la rue du haut`. */
export const streetFr = (street: number): string => STREETS[street] ?? `la rue ${street + 1}`;

/** A count from 1 as a French ordinal, feminine as maison and carte: 1re, 2e, 3e… */
export const ordinalFr = (n: number): string => (n === 1 ? '1re' : `${n}e`);

/** A 0-based house as a person counts it: `la 10e maison`. */
export const houseFr = (house: number): string => `la ${ordinalFr(house + 1)} maison`;

/** Items as a sentence lists them: `a`, `a et b`, `a, b et c`. */
export function listFr(items: readonly (string | number)[], last = 'et'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** Estates by size, counted: `un lotissement de 3 maisons et 2 lotissements de 4 maisons`, or `aucun lotissement`. */
export function estatesFr(sizes: readonly number[]): string {
  const counts = countSizes(sizes);
  if (counts.length === 0) return 'aucun lotissement';
  return listFr(counts.map(([size, count]) => `${count === 1 ? 'un lotissement' : `${count} lotissements`} de ${housesFr(size)}`));
}

/** A temp change as it reads after a number: `+ 2`, `− 1`, `± 0`. */
export const changeFr = (delta: number): string => (delta === 0 ? '± 0' : `${delta < 0 ? '−' : '+'} ${Math.abs(delta)}`);

/** Houses, with the plural: `1 maison`, `3 maisons`. */
export const housesFr = (count: number): string => `${count} maison${count > 1 ? 's' : ''}`;
