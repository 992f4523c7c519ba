// The plans: the sheet's three plan boxes, where a claimed plan's points are written,
// and, when the game's plans are given, their cards: label, what each needs (estate
// sizes as little rows of houses, conditions in words), its two values with the one
// in force ringed, and whether this sheet claimed it.
import type { PlanIndex, PlanState, Sheet } from '../index.js';
import { CELL, MARGIN, NARROW_TEXT, SHEET_W } from './geometry.js';
import { fresh, targetClasses, type Marks } from './marks.js';
import { eachWords, requirementWords, wrap } from './plan-words.js';
import { classes, el, text, title } from './xml.js';

const BOX_W = 64;
const BOX_H = 40;
const LABEL_W = 40;
/** The plan boxes' width, all three, their labels included. */
export const PLAN_BOXES_W = 3 * (BOX_W + LABEL_W);

/** The three plan boxes from (`x`, `y`), each with its label before it. */
export function drawPlanBoxes(sheet: Sheet, before: Sheet | undefined, labels: readonly string[], x: number, y: number, marks: Marks): string {
  const boxes = [0, 1, 2].map((i) => {
    const bx = x + i * (BOX_W + LABEL_W) + LABEL_W;
    const label = labels[i] ?? String(i + 1);
    const value = sheet.plans[i] ?? null;
    return el(
      'g',
      { class: classes('wt-plan', value !== null && 'wt-claimed', targetClasses(marks, `plan:${i}`)), 'data-plan': i, role: 'img' },
      title(marks.words.planBox(label, value)),
      text({ class: 'wt-label', x: bx - 6, y: y + 26, 'text-anchor': 'end', 'font-size': 15, 'font-weight': 700 }, label),
      el('rect', { class: 'wt-cell', x: bx, y, width: BOX_W, height: BOX_H, rx: 5 }),
      value === null ? '' : text({ class: classes('wt-written', fresh(marks, before?.plans[i] !== value)), x: bx + BOX_W / 2, y: y + 29, 'text-anchor': 'middle', 'font-size': 24 }, value),
      el('rect', { class: 'wt-hit', x: bx - 2, y: y - 2, width: BOX_W + 4, height: BOX_H + 4, rx: 6 }),
    );
  });
  return el('g', { class: 'wt-plans' }, ...boxes);
}

/** The cards' band height. */
export const CARDS_H = 126;
const CARD_GAP = 12;
const CARD_W = (SHEET_W - 2 * MARGIN - 2 * CARD_GAP) / 3;

/** Rows of little houses, one row an estate, the rows side by side, each with its size under it. */
function estateHouses(sizes: readonly number[], x: number, y: number, labelSize: number): string {
  const parts: string[] = [];
  let at = x;
  for (const size of sizes) {
    for (let h = 0; h < size; h++) {
      const hx = at + h * 13;
      parts.push(el('path', { class: 'wt-mini-house', d: `M${hx} ${y + 7}L${hx + 6} ${y}L${hx + 12} ${y + 7}V${y + 18}H${hx}Z` }));
    }
    parts.push(text({ class: 'wt-note', x: at + (size * 13 - 1) / 2, y: y + 21 + labelSize, 'text-anchor': 'middle', 'font-size': labelSize }, size));
    at += size * 13 + 10;
  }
  return parts.join('');
}

/** Where a card stands and how its words are set: printed (three across) or narrow (one a row, larger words). */
interface CardLayout {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly narrow: boolean;
}

/** A plan's value in its box, `label` over it (`labelSize` units, its foot `lift` units over the box), ringed when in force, struck once spent. */
function valueBox(x: number, y: number, label: string, value: number, inForce: boolean, struck: boolean, labelSize: number, lift: number): string {
  return (
    text({ class: 'wt-note', x: x + CELL / 2 + 4, y: y - lift, 'text-anchor': 'middle', 'font-size': labelSize }, label) +
    el('rect', { class: 'wt-cell', x, y, width: CELL + 8, height: CELL + 4, rx: 4 }) +
    text({ class: 'wt-value', x: x + CELL / 2 + 4, y: y + 22, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 700 }, value) +
    (inForce ? el('rect', { class: 'wt-current', x: x - 3, y: y - 3, width: CELL + 14, height: CELL + 10, rx: 6 }) : '') +
    (struck ? el('path', { class: 'wt-strike', d: `M${x + 2} ${y + CELL + 2}L${x + CELL + 6} ${y + 2}` }) : '')
  );
}

function card(plan: PlanState, index: PlanIndex, sheet: Sheet, before: Sheet | undefined, at: CardLayout, marks: Marks): string {
  const { x, y, width, height, narrow } = at;
  const claimed = sheet.plans[plan.deck - 1] ?? null;
  const words = marks.words;
  const need = requirementWords(plan.requirement, words);
  // The narrow arrangement writes every word at NARROW_TEXT, its lines spaced to match.
  const small = (printed: number): number => (narrow ? NARROW_TEXT : printed);
  const body: string[] = [];
  if (plan.requirement.type === 'estates') {
    body.push(estateHouses(plan.requirement.sizes, x + 16, y + (narrow ? 46 : 42), small(11)));
    const each = eachWords(plan.requirement, words);
    if (each !== '') body.push(text({ class: 'wt-note', x: x + 16, y: y + (narrow ? 104 : 94), 'font-size': small(12) }, each));
  } else {
    const line = narrow ? 20 : 15;
    wrap(need, narrow ? 28 : 30).slice(0, 3).forEach((words, i) => body.push(text({ class: 'wt-note', x: x + 16, y: y + (narrow ? 60 : 54) + i * line, 'font-size': small(13) }, words)));
  }
  // The two values, and under them whether this sheet claimed the plan; further apart for larger words.
  const vx = x + width - (narrow ? 130 : 104);
  const badge = narrow ? 16 : 14;
  return el(
    'g',
    {
      class: classes('wt-plan-card', plan.approved && 'wt-approved', claimed !== null && 'wt-claimed', targetClasses(marks, `plan:${index}`)),
      'data-plan': index,
      role: 'img',
    },
    title(words.planCard(plan.label, need, plan.first, plan.later, plan.approved, claimed)),
    el('rect', { class: 'wt-card', x, y, width, height, rx: 8 }),
    el('circle', { class: 'wt-badge', cx: x + 8 + badge, cy: y + 6 + badge, r: badge }),
    text(
      {
        class: 'wt-badge-label',
        x: x + 8 + badge,
        y: y + 11 + badge,
        'text-anchor': 'middle',
        'font-size': narrow ? (plan.label.length > 1 ? 14 : NARROW_TEXT) : plan.label.length > 1 ? 11 : 15,
        'font-weight': 700,
      },
      plan.label,
    ),
    text({ class: 'wt-label', x: x + 16 + 2 * badge, y: y + 11 + badge, 'font-size': small(13) }, plan.requirement.type === 'estates' ? words.estatesPlan : words.conditionPlan),
    ...body,
    valueBox(vx, y + (narrow ? 34 : 30), words.first, plan.first, !plan.approved, plan.approved, small(11), narrow ? 7 : 4),
    valueBox(vx + (narrow ? 70 : 54), y + (narrow ? 34 : 30), words.later, plan.later, plan.approved, false, small(11), narrow ? 7 : 4),
    text(
      {
        class: classes(claimed === null ? 'wt-note' : 'wt-written wt-claim', claimed !== null && fresh(marks, before?.plans[plan.deck - 1] !== claimed)),
        x: narrow ? x + width - 12 : vx - 6,
        y: y + (narrow ? 104 : 98),
        'text-anchor': narrow ? 'end' : undefined,
        'font-size': small(13),
      },
      claimed === null ? words.notClaimed : words.claimed(claimed),
    ),
    el('rect', { class: 'wt-hit', x, y, width, height, rx: 8 }),
  );
}

/** The cards of the game's plans, side by side from `y`. */
export function drawPlanCards(plans: readonly PlanState[], sheet: Sheet, before: Sheet | undefined, y: number, marks: Marks): string {
  const at = (i: number): CardLayout => ({ x: MARGIN + i * (CARD_W + CARD_GAP), y, width: CARD_W, height: CARDS_H - 12, narrow: false });
  return el('g', { class: 'wt-plan-cards' }, ...plans.slice(0, 3).map((plan, i) => card(plan, i as PlanIndex, sheet, before, at(i), marks)));
}

/** A card's height on the narrow arrangement, and the step to the next. */
const NARROW_CARD_H = 118;
const NARROW_CARD_STEP = NARROW_CARD_H + 10;

/** The narrow arrangement's cards, one a row, `width` wide from (`x`, `y`): their SVG and height. */
export function drawNarrowPlanCards(plans: readonly PlanState[], sheet: Sheet, before: Sheet | undefined, x: number, y: number, width: number, marks: Marks): { svg: string; height: number } {
  const shown = plans.slice(0, 3);
  const at = (i: number): CardLayout => ({ x, y: y + i * NARROW_CARD_STEP, width, height: NARROW_CARD_H, narrow: true });
  return { svg: el('g', { class: 'wt-plan-cards' }, ...shown.map((plan, i) => card(plan, i as PlanIndex, sheet, before, at(i), marks))), height: shown.length * NARROW_CARD_STEP - 10 };
}
