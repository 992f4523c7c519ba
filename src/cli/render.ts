import { SHEET_LAYOUT, STREET_INDEXES } from '../rules/layout.js';
import { TEMP_BOXES, TRACKS } from '../rules/tracks.js';
import type { ScoreBreakdown } from '../sheet/score.js';
import type { House, Sheet } from '../sheet/types.js';

const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

function houseCell(house: House): string {
  if (house.roundabout) return ' ( )';
  const pool = house.pool === 'built' ? '*' : house.pool === 'printed' ? '°' : ' ';
  const number = house.number === null ? ' .' : String(house.number).padStart(2);
  return `${number}${house.bis ? 'b' : ' '}${pool}`;
}

function box(marks: number, boxes: number): string {
  return `${'x'.repeat(marks)}${'.'.repeat(boxes - marks)}`;
}

/** The sheet as a text grid: streets with fences (`|`), pools (`°` printed, `*` built), bis (`b`) and tracks. */
export function renderSheet(sheet: Sheet): string {
  const lines = STREET_INDEXES.map((index) => {
    const street = sheet.streets[index];
    const cells = street.houses.map((house, i) => `${houseCell(house)}${street.fences[i + 1] ? ' |' : '  '}`);
    const parks = SHEET_LAYOUT[index].parks;
    return `${STREET_NAMES[index].padEnd(6)} |${cells.join('')}  parks ${box(street.parks, parks.length - 1)}`;
  });
  const tracks = [
    `pools ${box(sheet.pools, TRACKS.pool.length - 1)}`,
    `temps ${box(sheet.temps, TEMP_BOXES)}`,
    `bis ${box(sheet.bis, TRACKS.bis.length - 1)}`,
    `refusals ${box(sheet.refusals, TRACKS.refusal.length - 1)}`,
    `improvements ${sheet.improvements.map((marks, size) => `${size + 1}:${box(marks, (TRACKS.estates[size]?.length ?? 1) - 1)}`).join(' ')}`,
  ];
  return [...lines, tracks.join('   ')].join('\n');
}

/** A breakdown as a two-column table, penalties shown negative. */
export function renderBreakdown(breakdown: ScoreBreakdown): string {
  const rows: [string, number][] = [
    ['plans', breakdown.plans],
    ...breakdown.parks.map((points, street): [string, number] => [`parks, ${STREET_NAMES[street]}`, points]),
    ['pools', breakdown.pools],
    ['temp award', breakdown.temps],
    ...breakdown.estates.map((estate): [string, number] => [
      `estates of ${estate.size} (${estate.count} × ${estate.value})`,
      estate.points,
    ]),
    ['bis', -breakdown.bis],
    ['refusals', -breakdown.refusals],
    ['roundabouts', -breakdown.roundabouts],
    ['total', breakdown.total],
  ];
  return rows.map(([label, points]) => `${label.padEnd(26)}${String(points).padStart(5)}`).join('\n');
}
