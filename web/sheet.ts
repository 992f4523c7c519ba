// The player's sheet drawn as the printed sheet is: three streets of houses with their
// fences, pools, bis copies and roundabouts, the parks of each street, the tracks and
// the plan boxes. Seasonal drawings are shown by the engine's own text rendering.
import { renderSheet, SHEET_LAYOUT, TEMP_BOXES, TRACKS, type HouseRef, type PlanState, type Sheet } from '../src/index.ts';

interface Marks {
  /** Houses to highlight: where the selected pair fits, or a roundabout may go. */
  readonly fits: readonly HouseRef[];
  /** Houses chosen this round. */
  readonly chosen: readonly (HouseRef | null)[];
  readonly onHouse: (street: number, house: number) => void;
}

const STREETS = ['top', 'middle', 'bottom'];

function boxes(label: string, marked: number, count: number, testid: string): HTMLElement {
  const node = document.createElement('div');
  node.className = 'boxes';
  node.dataset.testid = testid;
  node.append(`${label} `);
  for (let i = 0; i < count; i++) {
    const box = document.createElement('span');
    if (i < marked) box.className = 'x';
    node.append(box);
  }
  return node;
}

export function drawSheet(sheet: Sheet, plans: readonly PlanState[], marks: Marks): HTMLElement {
  const root = document.createElement('div');
  root.className = 'sheet';
  root.dataset.testid = 'sheet';
  sheet.streets.forEach((street, s) => {
    const row = document.createElement('div');
    row.className = 'street';
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = `${STREETS[s]} · parks ${street.parks}/${(SHEET_LAYOUT[s]?.parks.length ?? 1) - 1}`;
    row.append(name);
    street.houses.forEach((house, h) => {
      const fence = document.createElement('span');
      fence.className = street.fences[h] ? 'fence on' : 'fence';
      row.append(fence);
      const cell = document.createElement('button');
      const fits = marks.fits.some((ref) => ref.street === s && ref.house === h);
      const chosen = marks.chosen.some((ref) => ref !== null && ref.street === s && ref.house === h);
      cell.className = ['house', fits ? 'fits' : '', chosen ? 'chosen' : '', house.used !== false ? 'used' : '', house.roundabout ? 'roundabout' : ''].join(' ').trim();
      cell.dataset.testid = `house-${s}-${h}`;
      if (fits) cell.dataset.fits = '1';
      cell.textContent = house.roundabout ? '⊙' : house.number === null ? '' : String(house.number);
      if (house.bis) cell.append(Object.assign(document.createElement('span'), { className: 'bis', textContent: 'bis' }));
      if (house.pool !== 'none') cell.append(Object.assign(document.createElement('span'), { className: 'pool', textContent: house.pool === 'built' ? '●' : '○' }));
      cell.onclick = () => marks.onHouse(s, h);
      row.append(cell);
    });
    const end = document.createElement('span');
    end.className = 'fence on';
    row.append(end);
    root.append(row);
  });
  const tracks = document.createElement('div');
  tracks.className = 'tracks';
  tracks.append(
    boxes('pools', sheet.pools, TRACKS.pool.length - 1, 'track-pools'),
    boxes('temps', sheet.temps, TEMP_BOXES, 'track-temps'),
    boxes('bis', sheet.bis, TRACKS.bis.length - 1, 'track-bis'),
    boxes('refusals', sheet.refusals, TRACKS.refusal.length - 1, 'track-refusals'),
    boxes('roundabouts', sheet.roundabouts, TRACKS.roundabout.length - 1, 'track-roundabouts'),
  );
  const improvements = document.createElement('div');
  improvements.textContent = `estate values raised: ${sheet.improvements.map((n, i) => `${i + 1}:${n}`).join(' ')}`;
  tracks.append(improvements);
  root.append(tracks);
  const planRow = document.createElement('div');
  planRow.className = 'plans';
  plans.forEach((plan, k) => {
    const box = document.createElement('div');
    const need = plan.requirement.type === 'estates' ? `estates ${plan.requirement.sizes.join('+')}${plan.requirement.each === undefined ? '' : ` (${plan.requirement.each})`}` : plan.requirement.condition;
    box.textContent = `${plan.label}: ${need} · ${plan.first}/${plan.later}${plan.approved ? ' (approved)' : ''} · ${sheet.plans[k] === null ? '—' : `${sheet.plans[k]} points`}`;
    box.dataset.testid = `plan-${k}`;
    planRow.append(box);
  });
  root.append(planRow);
  if (sheet.season.kind !== 'classic') {
    const text = document.createElement('pre');
    text.textContent = renderSheet(sheet);
    root.append(text);
  }
  return root;
}
