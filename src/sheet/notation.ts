import { SHEET_LAYOUT } from '../rules/layout.js';
import { emptySheet } from './empty.js';
import type { House, Sheet, Street } from './types.js';

/**
 * A sheet written as text, for tests, examples and the command line. Each street is
 * one line of whitespace-separated tokens, left to right:
 *
 * - `.` an empty house, `R` a roundabout (fenced on both sides);
 * - a number `0`–`17`, followed by any of `b` (a bis copy), `*` (its printed pool is
 *   built), `u` (used for a plan as part of an estate) or `h` (used for a plan on
 *   houses: advanced plans 18, 19, 20, 22);
 * - `|` a fence between the houses on either side.
 *
 * For example `'1 2 | 3* 4 5 | . . . . .'` is a top street with an estate of two,
 * a built pool in house 2 and a complete estate of three.
 */
export interface SheetText extends Partial<Omit<Sheet, 'streets'>> {
  readonly streets: readonly [string, string, string];
  readonly parks?: readonly [number, number, number];
}

function parseStreet(text: string, index: 0 | 1 | 2, template: Street): Street {
  const layout = SHEET_LAYOUT[index];
  const houses: House[] = [];
  const fences = template.fences.slice();
  for (const token of text.trim().split(/\s+/)) {
    if (token === '|') {
      if (houses.length === 0 || houses.length >= layout.houses) throw new Error(`street ${index}: a fence must stand between two houses`);
      fences[houses.length] = true;
      continue;
    }
    const printed = template.houses[houses.length];
    if (printed === undefined) throw new Error(`street ${index}: more than ${layout.houses} houses in "${text}"`);
    if (token === '.') {
      houses.push(printed);
      continue;
    }
    if (token === 'R') {
      fences[houses.length] = true;
      fences[houses.length + 1] = true;
      houses.push({ ...printed, roundabout: true });
      continue;
    }
    const match = /^(\d+)([b*uh]*)$/.exec(token);
    if (match === null) throw new Error(`street ${index}: cannot read house "${token}"`);
    const marks = match[2] ?? '';
    if (marks.includes('*') && printed.pool !== 'printed') throw new Error(`street ${index}: house ${houses.length} has no printed pool`);
    houses.push({
      number: Number(match[1]),
      bis: marks.includes('b'),
      roundabout: false,
      pool: marks.includes('*') ? 'built' : printed.pool,
      used: marks.includes('u') ? 'estate' : marks.includes('h') ? 'house' : false,
    });
  }
  if (houses.length !== layout.houses) throw new Error(`street ${index}: ${houses.length} houses given, the street has ${layout.houses}`);
  return { houses, fences, parks: template.parks };
}

/**
 * Builds a sheet from {@link SheetText}. Tracks not given are 0, except the pool
 * track, which defaults to the number of built pools.
 */
export function sheetFromText(text: SheetText): Sheet {
  const { streets: lines, parks, ...tracks } = text;
  const empty = emptySheet();
  const street = (index: 0 | 1 | 2): Street => ({
    ...parseStreet(lines[index], index, empty.streets[index]),
    parks: parks?.[index] ?? 0,
  });
  const streets = [street(0), street(1), street(2)] as const;
  const built = streets.reduce((sum, s) => sum + s.houses.filter((house) => house.pool === 'built').length, 0);
  return { ...empty, pools: built, ...tracks, streets };
}

function houseText(house: House): string {
  if (house.roundabout) return 'R';
  if (house.number === null) return '.';
  const used = house.used === 'estate' ? 'u' : house.used === 'house' ? 'h' : '';
  return `${house.number}${house.bis ? 'b' : ''}${house.pool === 'built' ? '*' : ''}${used}`;
}

/** The streets of a sheet in the notation of {@link SheetText}; `sheetFromText` reads them back. */
export function streetsToText(sheet: Sheet): [string, string, string] {
  const line = (street: Street) =>
    street.houses
      .map((house, index) => {
        const fence = index > 0 && street.fences[index] && !house.roundabout && !street.houses[index - 1]?.roundabout;
        return `${fence ? '| ' : ''}${houseText(house)}`;
      })
      .join(' ');
  return [line(sheet.streets[0]), line(sheet.streets[1]), line(sheet.streets[2])];
}
