import type { BuildChoice, Choice, EffectUse, PickChoice, RefuseChoice } from '../game/choice/choice.js';
import type { StreetIndex } from '../rules/layout.js';
import type { HouseRef } from '../sheet/types.js';
import { isCardIndex } from '../game/indexes.js';

/**
 * The one-line choice syntax of the command line:
 *
 *     pick CARD                           expert card choice: pick number card 0-2 first
 *     r                                   refuse
 *     PAIR STREET HOUSE                   build, effect not used
 *     PAIR STREET HOUSE park | pool
 *     PAIR STREET HOUSE temp DELTA
 *     PAIR STREET HOUSE fence STREET SLOT
 *     PAIR STREET HOUSE improvement SIZE
 *     PAIR STREET HOUSE bis STREET HOUSE left|right
 *
 * A build may add `truck left|right`: on the ice cream truck sheet, the end the bottom
 * street's truck starts from, with the first number there. A build or a refusal may
 * end with `roundabout STREET HOUSE` (or `ro STREET HOUSE`): a roundabout written first. Streets are 0 (top), 1 (middle), 2 (bottom); houses
 * count from 0 at the left. Claims are asked for separately, and a refusal's card is
 * the one picked.
 */
export const CHOICE_SYNTAX = [
  'r                                  refuse (only when you cannot build)',
  'PAIR STREET HOUSE                  build without the effect, e.g. "0 2 5"',
  'PAIR STREET HOUSE park|pool        build and use the park or pool',
  'PAIR STREET HOUSE temp DELTA       build the number changed by DELTA (-2..2)',
  'PAIR STREET HOUSE fence STREET SLOT          fence between houses SLOT-1 and SLOT',
  'PAIR STREET HOUSE improvement SIZE           raise the value of estates of SIZE',
  'PAIR STREET HOUSE bis STREET HOUSE left|right copy the left or right neighbour',
  '... truck left|right               (ice cream truck sheet) where the bottom truck starts, with the first number there',
  '... roundabout STREET HOUSE        (roundabouts variant) also write a roundabout first, e.g. "0 2 5 ro 2 3"',
  'pick CARD                          (expert card choice) pick number card 0, 1 or 2 before choosing',
].join('\n');

function effectText(effect: EffectUse): string {
  switch (effect.type) {
    case 'park':
    case 'pool':
      return effect.type;
    case 'temp':
      return `temp ${effect.delta}`;
    case 'fence':
      return `fence ${effect.street} ${effect.slot}`;
    case 'improvement':
      return `improvement ${effect.size}`;
    case 'bis':
      return `bis ${effect.street} ${effect.house} ${effect.source}`;
  }
}

/** A choice (claims and a refusal's card left out) or a pick in the one-line syntax. */
export function choiceToText(choice: Choice | PickChoice): string {
  if (choice.type === 'pick') return `pick ${choice.card}`;
  const roundabout = choice.roundabout === undefined ? '' : ` roundabout ${choice.roundabout.street} ${choice.roundabout.house}`;
  if (choice.type === 'refuse') return `r${roundabout}`;
  const build = `${choice.pair} ${choice.street} ${choice.house}`;
  const truck = choice.truck === undefined ? '' : ` truck ${choice.truck}`;
  return `${choice.effect === undefined ? build : `${build} ${effectText(choice.effect)}`}${truck}${roundabout}`;
}

const isStreet = (n: number | undefined): n is StreetIndex => n === 0 || n === 1 || n === 2;

/**
 * Reads a line of the one-line syntax into a choice (claims left out) or a pick, or
 * says what is wrong with it. Whether the choice is legal is for the engine.
 */
export function choiceFromText(line: string): Choice | PickChoice | string {
  const all = line.trim().split(/\s+/);
  if (all[0] === 'pick') {
    const card = Number(all[1]);
    return all.length === 2 && isCardIndex(card) ? { type: 'pick', card } : 'write pick CARD, CARD 0, 1 or 2';
  }
  // A trailing roundabout: "... roundabout STREET HOUSE".
  const at = all.findIndex((word) => word === 'roundabout' || word === 'ro');
  let roundabout: HouseRef | undefined;
  if (at >= 0) {
    const [street, house] = all.slice(at + 1).map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));
    if (all.length !== at + 3 || !isStreet(street) || house === undefined || Number.isNaN(house)) return 'end with roundabout STREET HOUSE, e.g. "ro 1 4"';
    roundabout = { street, house };
  }
  const words = at >= 0 ? all.slice(0, at) : all;
  // Then a truck's starting end: "... truck left|right".
  const t = words.indexOf('truck');
  let truck: 'left' | 'right' | undefined;
  if (t >= 0) {
    const end = words[t + 1];
    if (words.length !== t + 2 || (end !== 'left' && end !== 'right')) return 'write truck left or truck right, after the effect';
    truck = end;
  }
  const chosen = parseMove(t >= 0 ? words.slice(0, t) : words);
  if (typeof chosen === 'string') return chosen;
  if (truck !== undefined && chosen.type === 'refuse') return 'a refusal writes no number, so it starts no truck';
  const withTruck: Choice = truck === undefined || chosen.type === 'refuse' ? chosen : { ...chosen, truck };
  return roundabout === undefined ? withTruck : { ...withTruck, roundabout };
}

function parseMove(words: readonly string[]): Choice | string {
  if (words[0] === 'r' || words[0] === 'refuse') return words.length === 1 ? ({ type: 'refuse' } satisfies RefuseChoice) : '"r" takes nothing after it but a roundabout';
  const numbers = (from: number, count: number) => words.slice(from, from + count).map((word) => (/^-?\d+$/.test(word) ? Number(word) : Number.NaN));
  const [pair, street, house] = numbers(0, 3);
  if (words.length < 3 || [pair, street, house].some((n) => n === undefined || Number.isNaN(n))) {
    return 'write PAIR STREET HOUSE, e.g. "0 2 5", or "r" to refuse';
  }
  if (street !== 0 && street !== 1 && street !== 2) return 'STREET is 0 (top), 1 (middle) or 2 (bottom)';
  const base: BuildChoice = { type: 'build', pair: pair as number, street: street as StreetIndex, house: house as number };
  const kind = words[3];
  const rest = words.slice(4);
  const args = numbers(4, rest.length);
  const wrong = (syntax: string) => `write ${syntax}`;
  switch (kind) {
    case undefined:
      return base;
    case 'park':
    case 'pool':
      return rest.length === 0 ? { ...base, effect: { type: kind } } : wrong(`PAIR STREET HOUSE ${kind}`);
    case 'temp': {
      const [delta] = args;
      if (rest.length !== 1 || delta === undefined || ![-2, -1, 0, 1, 2].includes(delta)) return wrong('PAIR STREET HOUSE temp DELTA, DELTA from -2 to 2');
      return { ...base, effect: { type: 'temp', delta: delta as -2 | -1 | 0 | 1 | 2 } };
    }
    case 'fence': {
      const [fenceStreet, slot] = args;
      if (rest.length !== 2 || (fenceStreet !== 0 && fenceStreet !== 1 && fenceStreet !== 2) || slot === undefined || Number.isNaN(slot)) {
        return wrong('PAIR STREET HOUSE fence STREET SLOT');
      }
      return { ...base, effect: { type: 'fence', street: fenceStreet, slot } };
    }
    case 'improvement': {
      const [size] = args;
      if (rest.length !== 1 || size === undefined || ![1, 2, 3, 4, 5, 6].includes(size)) return wrong('PAIR STREET HOUSE improvement SIZE, SIZE from 1 to 6');
      return { ...base, effect: { type: 'improvement', size: size as 1 | 2 | 3 | 4 | 5 | 6 } };
    }
    case 'bis': {
      const [bisStreet, bisHouse] = args;
      const source = rest[2];
      if (rest.length !== 3 || (bisStreet !== 0 && bisStreet !== 1 && bisStreet !== 2) || bisHouse === undefined || Number.isNaN(bisHouse) || (source !== 'left' && source !== 'right')) {
        return wrong('PAIR STREET HOUSE bis STREET HOUSE left|right');
      }
      return { ...base, effect: { type: 'bis', street: bisStreet, house: bisHouse, source } };
    }
    default:
      return `unknown effect "${kind}": use park, pool, temp, fence, improvement or bis`;
  }
}
