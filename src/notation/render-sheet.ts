import { checkedFields, checkedOneOf } from '../internal/arguments.js';
import { checkedSheet } from '../sheet/guard.js';
import { LAYOUT, STREETS } from '../rules/layout.js';
import { TEMP_BOXES, TRACK_VALUES } from '../rules/tracks.js';
import type { House, Sheet } from '../sheet/types.js';
import { seasonLine, seasonSummary } from './render-season.js';

const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

function houseCell(house: House): string {
  if (house.roundabout) return ' ()';
  const number = house.number === null ? ' .' : String(house.number).padStart(2);
  const mark = house.bis ? 'b' : house.pool === 'built' ? '*' : house.pool === 'printed' ? '°' : ' ';
  return `${number}${mark}`;
}

function box(marks: number, boxes: number): string {
  return `${'x'.repeat(marks)}${'.'.repeat(boxes - marks)}`;
}

/**
 * What the symbols of a sheet drawn by {@link renderSheet} mean, in three lines: to
 * print once above or below it.
 *
 * @example
 * ```ts
 * import { SHEET_LEGEND } from 'welcome-to-engine';
 * SHEET_LEGEND.split('\n').length; // 3
 * ```
 *
 * @group Notation
 */
export const SHEET_LEGEND = [
  'Reading the sheet: house numbers by street (0 top, 1 middle, 2 bottom), houses from 0 at the left;',
  '  | a fence   ° a pool to build   * a built pool   b a bis copy   () a roundabout   x a crossed box',
  '  cones: scoops, c open, $ sold, x lost   lights: ~ between linked houses   eggs: collected/drawn',
].join('\n');

/** A ruler of house indexes over the streets, counted from `first`. */
function ruler(first: 0 | 1): string {
  return `${' '.repeat(8)}${Array.from({ length: 12 }, (_, i) => String(i + first).padStart(2).padEnd(4)).join('')}`.trimEnd();
}

/** How {@link renderSheet} draws, its `options`: whether the roundabouts track shows, and where the ruler counts from. */
interface Drawing {
  readonly roundabouts?: boolean;
  readonly firstHouse?: 0 | 1;
}

/**
 * A sheet drawn as text for people (like chess's `ascii()`), in a monospaced font: a
 * ruler of house indexes, then each street with its fences (`|`), bis copies (`b`),
 * pools (`°` printed, `*` built) and roundabouts (`()`, fenced on both sides) and its
 * park track; on a seasonal sheet a line under each street with what the season
 * draws (cones, lights, eggs); then the other tracks, the estate values and the plan
 * boxes. The roundabouts track shows only in a game with the roundabouts variant (say
 * so with `options.roundabouts`) or on a sheet that has a roundabout: elsewhere it
 * could never be crossed. {@link SHEET_LEGEND} explains the symbols. For a text a
 * program reads back, use {@link sheetToText}.
 *
 * @param sheet - Any sheet.
 * @param options - How to draw it; left out, the ruler counts from 0 and the roundabouts track shows only when the sheet has a roundabout.
 * @param options.roundabouts - Whether the game plays the roundabouts variant: then the roundabouts track shows even before the first roundabout. Default `false`.
 * @param options.firstHouse - The number of the leftmost house on the ruler: `0`, as the notations and the engine count (the default), or `1`, as a person counts (the command line).
 * @returns Lines of text, separated by `\n`, at most 80 characters wide.
 *
 * @example
 * ```ts
 * import { emptySheet, renderSheet } from 'welcome-to-engine';
 * const lines = renderSheet(emptySheet()).split('\n');
 * lines[1]; // 'top    | .   .   .°  .   .   .   .°  .°  .   . |          parks ...'
 * lines[5]; // 'refusals ...   plans - - -': no roundabout, and no variant said
 * const drawn = renderSheet(emptySheet(), { roundabouts: true, firstHouse: 1 }).split('\n');
 * drawn[0]; // '         1   2   3   4   5   6   7   8   9  10  11  12'
 * drawn[5]; // 'refusals ...   roundabouts ..   plans - - -'
 * ```
 *
 * @group Notation
 */
export function renderSheet(sheet: Sheet, options?: { readonly roundabouts?: boolean; readonly firstHouse?: 0 | 1 }): string {
  const { roundabouts = false, firstHouse = 0 } = checkedFields(options, 'options', ['roundabouts', 'firstHouse']);
  return renderSheetUnchecked(checkedSheet(sheet), {
    roundabouts: checkedOneOf(roundabouts, 'options.roundabouts', [true, false]),
    firstHouse: checkedOneOf(firstHouse, 'options.firstHouse', [0, 1] as const),
  });
}

/** Whether a sheet has a roundabout, on its track or in a street. */
function hasRoundabout(sheet: Sheet): boolean {
  return sheet.roundabouts > 0 || sheet.streets.some((street) => street.houses.some((house) => house.roundabout));
}

/** {@link renderSheet} for the engine's own sheets, unchecked. */
export function renderSheetUnchecked(sheet: Sheet, options: Drawing = {}): string {
  const { roundabouts = false, firstHouse = 0 } = options;
  const lines = STREETS.flatMap((index) => {
    const street = sheet.streets[index];
    const cells = street.houses.map((house, i) => `${houseCell(house)}${i < street.houses.length - 1 ? (street.fences[i + 1] ? '|' : ' ') : ''}`);
    const parks = LAYOUT[index].parks;
    const padding = ' '.repeat((12 - street.houses.length) * 4);
    const line = `${STREET_NAMES[index].padEnd(6)} |${cells.join('')}|${padding}  parks ${box(street.parks, parks.length - 1)}`;
    const season = seasonLine(sheet, index);
    return season === undefined ? [line] : [line, season];
  });
  const tracks = [
    `pools ${box(sheet.pools, TRACK_VALUES.pool.length - 1)}`,
    `temps ${box(sheet.temps, TEMP_BOXES)}`,
    `bis ${box(sheet.bis, TRACK_VALUES.bis.length - 1)}`,
    `refusals ${box(sheet.refusals, TRACK_VALUES.refusal.length - 1)}`,
    ...(roundabouts || hasRoundabout(sheet) ? [`roundabouts ${box(sheet.roundabouts, TRACK_VALUES.roundabout.length - 1)}`] : []),
  ];
  const improvements = `estate values ${sheet.improvements.map((marks, size) => `${size + 1}:${box(marks, (TRACK_VALUES.estates[size]?.length ?? 1) - 1)}`).join(' ')}`;
  const plans = `plans ${sheet.plans.map((points) => (points === null ? '-' : String(points))).join(' ')}`;
  const summary = seasonSummary(sheet);
  return [ruler(firstHouse), ...lines, ...summary, tracks.slice(0, 3).join('   '), [...tracks.slice(3), plans].join('   '), improvements].join('\n');
}
