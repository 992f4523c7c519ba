import { checkedString } from '../internal/arguments.js';
import { checkedSheet } from '../sheet/guard.js';
import { fail } from '../errors/rule-error.js';
import { MAX_HOUSE_NUMBER } from '../rules/cards.js';
import { LAYOUT, STREETS, type StreetIndex } from '../rules/layout.js';
import { CONES, EGG_SPOTS, SHEET_KINDS, TRUCK_STARTS, type SheetKind } from '../rules/seasons.js';
import { TEMP_BOXES, TRACK_VALUES } from '../rules/tracks.js';
import { emptySheet } from '../sheet/empty.js';
import type { Cone, Season, StreetBonus, Truck } from '../sheet/seasons/types.js';
import type { House, Sheet, Street } from '../sheet/types.js';

/** The names of the street lines, top to bottom. */
const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

/** The track lines and the most boxes each can have crossed. */
const TRACK_LINES = [
  ['pools', TRACK_VALUES.pool.length - 1],
  ['temps', TEMP_BOXES],
  ['bis', TRACK_VALUES.bis.length - 1],
  ['refusals', TRACK_VALUES.refusal.length - 1],
  ['roundabouts', TRACK_VALUES.roundabout.length - 1],
] as const;
type TrackName = (typeof TRACK_LINES)[number][0];

const LINE_NAMES: readonly string[] = ['sheet', ...STREET_NAMES, 'parks', ...TRACK_LINES.map(([name]) => name), 'improvements', 'plans', 'trucks', 'bonuses'];

const CONE_MARKS = { sold: '$', lost: 'x' } as const;
const BONUSES: readonly StreetBonus[] = ['open', 'won', 'lost'];

// ---------------------------------------------------------------- writing

function houseText(house: House, cone: Cone | undefined, eggs: number | null | undefined): string {
  const base = house.roundabout ? 'R' : house.number === null ? '.' : String(house.number);
  const used = house.used === 'estate' ? 'u' : house.used === 'house' ? 'h' : '';
  const coneMark = cone === 'sold' || cone === 'lost' ? CONE_MARKS[cone] : '';
  const egg = eggs !== null && eggs !== undefined && eggs > 0 ? `e${eggs}` : '';
  return `${base}${house.bis ? 'b' : ''}${house.pool === 'built' ? '*' : ''}${used}${coneMark}${egg}`;
}

/** One street's houses and fences, left to right (a fence beside a roundabout goes without saying). */
function streetText(sheet: Sheet, index: StreetIndex): string {
  const street = sheet.streets[index];
  const season = sheet.season;
  const cones = season.kind === 'ice-cream' ? season.cones[index] : undefined;
  const eggs = season.kind === 'eggs' ? season.eggs[index] : undefined;
  return street.houses
    .map((house, i) => {
      const fence = i > 0 && street.fences[i] === true && !house.roundabout && street.houses[i - 1]?.roundabout !== true;
      return `${fence ? '| ' : ''}${houseText(house, cones?.[i], eggs?.[i])}`;
    })
    .join(' ');
}

/** The three streets in the notation of {@link sheetToText}, one string each (internal: for tests and golden games). */
export function streetsToText(sheet: Sheet): [string, string, string] {
  return [streetText(sheet, 0), streetText(sheet, 1), streetText(sheet, 2)];
}

function truckText(truck: Truck): string {
  if (truck.from === null) return '-';
  return truck.at === null ? truck.from : `${truck.from}@${truck.at}`;
}

/**
 * A sheet as text, every field of it, one item a line (like chess's FEN for a whole
 * position): the kind of sheet, the three streets, the park tracks, the other tracks,
 * the estate values, the plan boxes and, on the ice cream truck sheet, the trucks and
 * street bonuses. {@link sheetFromText} reads it back to an equal sheet. The grammar
 * is in the [notation guide](../../docs/notation.md#the-sheet-notation).
 *
 * @param sheet - Any sheet.
 * @returns Lines of text, separated by `\n`.
 *
 * @example
 * ```ts
 * import { emptySheet, sheetToText } from 'welcome-to-engine';
 * sheetToText(emptySheet()).split('\n');
 * // ['sheet classic', 'top . . . . . . . . . .', 'middle . . . . . . . . . . .', 'bottom . . . . . . . . . . . .',
 * //  'parks 0 0 0', 'pools 0', 'temps 0', 'bis 0', 'refusals 0', 'roundabouts 0', 'improvements 0 0 0 0 0 0', 'plans - - -']
 * ```
 *
 * @group Notation
 */
export function sheetToText(sheet: Sheet): string {
  return sheetToTextUnchecked(checkedSheet(sheet));
}

/** {@link sheetToText} for the engine's own sheets, unchecked. */
export function sheetToTextUnchecked(sheet: Sheet): string {
  const lines = [
    `sheet ${sheet.season.kind}`,
    ...STREETS.map((index) => `${STREET_NAMES[index]} ${streetText(sheet, index)}`),
    `parks ${sheet.streets.map((street) => street.parks).join(' ')}`,
    ...TRACK_LINES.map(([name]) => `${name} ${sheet[name]}`),
    `improvements ${sheet.improvements.join(' ')}`,
    `plans ${sheet.plans.map((points) => (points === null ? '-' : String(points))).join(' ')}`,
  ];
  if (sheet.season.kind === 'ice-cream') {
    lines.push(`trucks ${sheet.season.trucks.map(truckText).join(' ')}`, `bonuses ${sheet.season.bonuses.join(' ')}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- reading

/** One line of the text: its number (from 1) and its words after the line's name. */
interface Line {
  readonly number: number;
  readonly words: readonly string[];
}

/** A house as read, before the sheet's kind says what its seasonal marks mean. */
interface HouseToken {
  readonly house: House;
  readonly cone: 'sold' | 'lost' | undefined;
  readonly eggs: number;
}

function wrong(line: number, problem: string): never {
  return fail('notation/sheet', { line, problem });
}

function count(line: Line, word: string | undefined, max: number, what: string): number {
  if (word === undefined || !/^\d{1,3}$/.test(word) || Number(word) > max) {
    return wrong(line.number, `${what} is ${word === undefined ? 'missing' : `"${word}"`}; write a whole number from 0 to ${max}`);
  }
  return Number(word);
}

function words(line: Line, expected: number, what: string): readonly string[] {
  if (line.words.length !== expected) return wrong(line.number, `write ${expected} ${what}, not ${line.words.length}`);
  return line.words;
}

function houseToken(token: string, printed: House, where: string, line: number): HouseToken {
  const match = /^(\d+|\.|R)([bhu*$x]*)(?:e(\d))?$/.exec(token);
  if (match === null) {
    return wrong(line, `${where}: cannot read "${token}"; a house is ".", "R" or a number 0-${MAX_HOUSE_NUMBER}, followed by any of b * u h $ x and e1-e9`);
  }
  const [, base = '', marks = '', eggs] = match;
  for (const mark of marks) if (marks.indexOf(mark) !== marks.lastIndexOf(mark)) return wrong(line, `${where}: "${token}" gives "${mark}" twice`);
  const has = (mark: string) => marks.includes(mark);
  const number = base === '.' || base === 'R' ? null : Number(base);
  if (number !== null && number > MAX_HOUSE_NUMBER) return wrong(line, `${where}: ${number} is no house number; they run from 0 to ${MAX_HOUSE_NUMBER}`);
  if (number === null && (has('b') || has('*') || has('u') || has('h'))) {
    return wrong(line, `${where}: "${token}" marks ${base === 'R' ? 'a roundabout' : 'an empty house'} as bis, pool or used; only a number can be`);
  }
  if (has('u') && has('h')) return wrong(line, `${where}: "${token}" is used as an estate (u) and as a house (h); a house is used once`);
  if (has('$') && has('x')) return wrong(line, `${where}: "${token}" has a cone both sold ($) and lost (x)`);
  if (has('*') && printed.pool === 'none') return wrong(line, `${where} has no printed pool to build (*)`);
  return {
    house: {
      number,
      bis: has('b'),
      roundabout: base === 'R',
      pool: has('*') ? 'built' : printed.pool,
      used: has('u') ? 'estate' : has('h') ? 'house' : false,
    },
    cone: has('$') ? 'sold' : has('x') ? 'lost' : undefined,
    eggs: eggs === undefined ? 0 : Number(eggs),
  };
}

function readStreet(line: Line, index: StreetIndex, template: Street): { street: Street; tokens: HouseToken[] } {
  const size = LAYOUT[index].houses;
  const tokens: HouseToken[] = [];
  const fences = template.fences.slice();
  for (const token of line.words) {
    if (token === '|') {
      if (tokens.length === 0 || tokens.length >= size || fences[tokens.length] === true) {
        return wrong(line.number, `the ${STREET_NAMES[index]} street: a fence "|" stands between two houses, once`);
      }
      fences[tokens.length] = true;
      continue;
    }
    const printed = template.houses[tokens.length];
    if (printed === undefined) return wrong(line.number, `the ${STREET_NAMES[index]} street has ${size} houses; more are given`);
    const read = houseToken(token, printed, `house ${tokens.length} of the ${STREET_NAMES[index]} street`, line.number);
    if (read.house.roundabout) {
      fences[tokens.length] = true;
      fences[tokens.length + 1] = true;
    }
    tokens.push(read);
  }
  if (tokens.length !== size) return wrong(line.number, `the ${STREET_NAMES[index]} street has ${size} houses; ${tokens.length} are given`);
  return { street: { houses: tokens.map((token) => token.house), fences, parks: template.parks }, tokens };
}

function readTruck(line: Line, word: string, index: StreetIndex): Truck {
  const match = /^(left|right|-)(?:@(\d{1,2}))?$/.exec(word);
  const from = match?.[1] === '-' ? null : (match?.[1] as 'left' | 'right' | undefined);
  const at = match?.[2] === undefined ? null : Number(match[2]);
  const name = STREET_NAMES[index];
  if (match === null || from === undefined) return wrong(line.number, `the ${name} truck is "${word}"; write its end (left, right, or - before it is chosen), with @HOUSE once it has moved`);
  if (from === null && at !== null) return wrong(line.number, `the ${name} truck cannot stand at a house before its end is chosen`);
  const fixed = TRUCK_STARTS[index];
  if (fixed !== null && from !== fixed) return wrong(line.number, `the ${name} truck starts at the ${fixed} end, always`);
  if (at !== null && at >= LAYOUT[index].houses) return wrong(line.number, `the ${name} street has no house ${at} for its truck`);
  return { from, at };
}

/** What the kind of sheet adds, from the marks on the houses and the seasonal lines. */
function readSeason(kind: SheetKind, tokens: readonly (readonly HouseToken[])[], lines: ReadonlyMap<string, Line>, streetLines: readonly (Line | undefined)[]): Season {
  const misplaced = (index: number, house: number, why: string): never => wrong(streetLines[index]?.number ?? 0, `house ${house} of the ${STREET_NAMES[index as StreetIndex]} street ${why}`);
  tokens.forEach((street, index) =>
    street.forEach((token, house) => {
      if (token.cone !== undefined && (kind !== 'ice-cream' || (CONES[index]?.[house] ?? 0) === 0)) misplaced(index, house, 'has no cone to sell or lose');
      const spots = EGG_SPOTS[index]?.[house] ?? 0;
      if (token.eggs > 0 && (kind !== 'eggs' || token.eggs > spots)) misplaced(index, house, spots > 0 && kind === 'eggs' ? `has ${spots} egg${spots > 1 ? 's' : ''} drawn` : 'has no egg');
    })
  );
  for (const name of ['trucks', 'bonuses']) {
    const line = lines.get(name);
    if (line !== undefined && kind !== 'ice-cream') wrong(line.number, `only the ice cream truck sheet has ${name}`);
  }
  const rows = <T>(value: (token: HouseToken, index: StreetIndex, house: number) => T) =>
    STREETS.map((index) => (tokens[index] ?? []).map((token, house) => value(token, index, house))) as [T[], T[], T[]];
  switch (kind) {
    case 'classic':
    case 'christmas':
      return { kind };
    case 'ice-cream': {
      const trucksLine = lines.get('trucks');
      const bonusesLine = lines.get('bonuses');
      const trucks = trucksLine === undefined
        ? STREETS.map((index) => ({ from: TRUCK_STARTS[index], at: null }))
        : words(trucksLine, 3, 'trucks').map((word, index) => readTruck(trucksLine, word, index as StreetIndex));
      const bonuses = bonusesLine === undefined
        ? (['open', 'open', 'open'] as const)
        : words(bonusesLine, 3, 'street bonuses').map((word) =>
          BONUSES.includes(word as StreetBonus) ? (word as StreetBonus) : wrong(bonusesLine.number, `a street bonus is open, won or lost, not "${word}"`)
        );
      return {
        kind,
        trucks: trucks as [Truck, Truck, Truck],
        cones: rows((token, index, house): Cone => ((CONES[index][house] ?? 0) === 0 ? null : (token.cone ?? 'open'))),
        bonuses: bonuses as [StreetBonus, StreetBonus, StreetBonus],
      };
    }
    case 'eggs':
      return { kind, eggs: rows((token, index, house) => ((EGG_SPOTS[index][house] ?? 0) === 0 ? null : token.eggs)) };
  }
}

/**
 * Reads a sheet written in the notation of {@link sheetToText}. Lines may come in any
 * order, each at most once, and blank lines are skipped; a line left out takes the
 * value of an empty sheet, except the pool, bis and roundabout tracks, which count the
 * built pools, bis copies and roundabouts on the streets. Every value is checked
 * against the printed sheet (house counts and numbers, printed pools, cones and egg
 * spots, the length of every track); whether the numbers obey the rules of play is
 * not, so that any position can be written down.
 *
 * @param text - The lines, e.g. `'top 1 2 | 3* 4 5 | . . . . .\ntemps 2'`.
 * @returns The sheet.
 * @throws `RuleError` `notation/sheet`, naming the line and what it should hold.
 *
 * @example
 * ```ts
 * import { scoreSheet, sheetFromText } from 'welcome-to-engine';
 * const sheet = sheetFromText(['top 1 2 | 3* 4 5 | . . . . .', 'temps 2'].join('\n'));
 * sheet.pools; // 1: the built pool
 * scoreSheet(sheet).estates; // an estate of 2 and one of 3
 * ```
 *
 * @group Notation
 */
export function sheetFromText(text: string): Sheet {
  const lines = new Map<string, Line>();
  checkedString(text, 'text').split(/\r?\n/).forEach((raw, i) => {
    const [name, ...rest] = raw.trim().split(/\s+/);
    if (name === undefined || name === '') return;
    if (!LINE_NAMES.includes(name)) return wrong(i + 1, `"${name}" begins no line of a sheet; the lines are ${LINE_NAMES.join(', ')}`);
    if (lines.has(name)) return wrong(i + 1, `the ${name} line is given twice`);
    lines.set(name, { number: i + 1, words: rest });
  });
  const kindLine = lines.get('sheet');
  const kindWord = kindLine === undefined ? 'classic' : words(kindLine, 1, 'kind of sheet')[0];
  if (!SHEET_KINDS.includes(kindWord as SheetKind)) return wrong(kindLine?.number ?? 0, `the kind of sheet is one of ${SHEET_KINDS.join(', ')}, not "${kindWord}"`);
  const kind = kindWord as SheetKind;

  const empty = emptySheet();
  const streetLines = STREET_NAMES.map((name) => lines.get(name));
  const read = STREETS.map((index) => {
    const line = streetLines[index];
    return line === undefined
      ? { street: empty.streets[index], tokens: empty.streets[index].houses.map((house) => ({ house, cone: undefined, eggs: 0 })) }
      : readStreet(line, index, empty.streets[index]);
  });
  const parksLine = lines.get('parks');
  const parks = parksLine === undefined
    ? [0, 0, 0]
    : words(parksLine, 3, 'park counts').map((word, index) => count(parksLine, word, LAYOUT[index as StreetIndex].parks.length - 1, `the ${STREET_NAMES[index as StreetIndex]} park track`));
  const streets = STREETS.map((index) => ({ ...(read[index] as { street: Street }).street, parks: parks[index] as number })) as unknown as [Street, Street, Street];

  const houses = streets.flatMap((street) => street.houses);
  const defaults: Record<TrackName, number> = {
    pools: houses.filter((house) => house.pool === 'built').length,
    temps: 0,
    bis: houses.filter((house) => house.bis).length,
    refusals: 0,
    roundabouts: houses.filter((house) => house.roundabout).length,
  };
  const track = (name: TrackName, max: number): number => {
    const line = lines.get(name);
    return line === undefined ? defaults[name] : count(line, words(line, 1, `${name} count`)[0], max, `the ${name} track`);
  };
  const improvementsLine = lines.get('improvements');
  const improvements = improvementsLine === undefined
    ? [0, 0, 0, 0, 0, 0]
    : words(improvementsLine, 6, 'estate value counts, sizes 1 to 6').map((word, size) =>
      count(improvementsLine, word, (TRACK_VALUES.estates[size]?.length ?? 1) - 1, `the value track of estates of ${size + 1}`)
    );
  const plansLine = lines.get('plans');
  const plans = plansLine === undefined
    ? [null, null, null]
    : words(plansLine, 3, 'plan boxes').map((word) => (word === '-' ? null : count(plansLine, word, 99, 'a plan box')));
  return {
    streets,
    pools: track('pools', TRACK_LINES[0][1]),
    temps: track('temps', TRACK_LINES[1][1]),
    bis: track('bis', TRACK_LINES[2][1]),
    refusals: track('refusals', TRACK_LINES[3][1]),
    roundabouts: track('roundabouts', TRACK_LINES[4][1]),
    improvements,
    plans,
    season: readSeason(kind, read.map((street) => street.tokens), lines, streetLines),
  };
}
