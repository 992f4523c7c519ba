// The narrow arrangement (options.arrangement 'narrow'): the sheet for a phone held
// upright. The printed sheet is 1,024 units wide, so 336 px (a 360 px phone) shrinks a
// house to 18 px and its words to 5; this one is 434 units wide: each street wraps onto
// two rows (houses 1–5 or 1–6, then the rest) with its park track under its end, and
// below them, one under the other, the plans, the estate values, the score tracks, the
// season's box and the score. No word is written smaller than NARROW_TEXT, and every
// target is at least 34 units across (26 px at 336 px wide).
import type { PlanState, ScoreBreakdown, Sheet, StreetIndex } from '../index.js';
import { CELL, MARGIN, NARROW_TEXT, NARROW_W, streetBand } from './geometry.js';
import type { Marks } from './marks.js';
import { drawNarrowPlanCards, drawPlanBoxes, PLAN_BOXES_W } from './plans.js';
import { drawEstates } from './score/estates.js';
import { drawNarrowScoreRow } from './score/score-row.js';
import { drawNarrowScoreTracks } from './score/score-tracks.js';
import type { SeasonDrawing } from './seasons/drawing.js';
import { drawStreet, wrappedStreetHeight } from './street.js';
import { text } from './xml.js';

const STREETS: readonly StreetIndex[] = [0, 1, 2];
/** Between two areas below the streets. */
const GAP = 18;

/** What the narrow sheet draws besides the sheet itself. */
export interface NarrowParts {
  readonly part: 'sheet' | 'streets';
  readonly plans: readonly PlanState[] | undefined;
  readonly labels: readonly string[];
  readonly score: ScoreBreakdown | undefined;
  readonly roundabouts: boolean;
}

/** The narrow sheet's content and height (its width is NARROW_W). */
export function drawNarrowSheet(drawn: Sheet, before: Sheet | undefined, marks: Marks, season: SeasonDrawing, parts: NarrowParts): { content: string; height: number } {
  const words = marks.words;
  const kind = drawn.season.kind;
  const band = streetBand(kind);
  const width = NARROW_W - 2 * MARGIN;
  const out: string[] = [];
  let y = MARGIN;
  if (parts.part === 'sheet') {
    out.push(
      text({ class: 'wt-heading', x: MARGIN + 4, y: y + 24, 'font-size': 26, 'font-weight': 700 }, words.heading),
      text({ class: 'wt-note', x: MARGIN + 6, y: y + 46, 'font-size': NARROW_TEXT }, words.kinds[kind]),
    );
    y += 58;
  }
  for (const s of STREETS) {
    const houses = drawn.streets[s].houses.length;
    out.push(drawStreet(drawn, before, s, y, band, marks, season, { at: Math.ceil(houses / 2), rowStep: band.height }));
    y += wrappedStreetHeight(band);
  }
  if (parts.part === 'streets') return { content: raiseSmallText(out.join('')), height: y - 18 + MARGIN };

  out.push(drawPlanBoxes(drawn, before, parts.labels, NARROW_W - MARGIN - PLAN_BOXES_W, y, marks));
  y += 40 + GAP;
  if (parts.plans !== undefined && parts.plans.length > 0) {
    const cards = drawNarrowPlanCards(parts.plans, drawn, before, MARGIN, y, width, marks);
    out.push(cards.svg);
    y += cards.height + GAP;
  }
  const estates = drawEstates(drawn, before, MARGIN, y, parts.score, marks);
  out.push(estates.svg);
  // Without a score the table's foot boxes are left out: their room is not kept.
  y += estates.height - (parts.score === undefined ? CELL + 8 : 0) + GAP;
  const tracks = drawNarrowScoreTracks(drawn, before, MARGIN, y, parts.roundabouts, marks);
  out.push(tracks.svg);
  y += tracks.height + GAP;
  const block = season.block(MARGIN, y, true);
  if (block.height > 0) {
    out.push(block.svg);
    y += block.height + GAP;
  }
  const score = drawNarrowScoreRow(parts.score, MARGIN, y, width, kind !== 'classic', parts.roundabouts, words);
  out.push(score.svg);
  y += score.height + MARGIN;
  return { content: raiseSmallText(out.join('')), height: y };
}

/**
 * The parts shared with the printed sheet (houses, tracks, estate values, the season's
 * box) write their small words at the printed sizes, 11 to 15 units: here each is
 * written at NARROW_TEXT, in the text this module just drew.
 */
function raiseSmallText(svg: string): string {
  return svg.replaceAll(/ font-size="(\d+(?:\.\d+)?)"/g, (whole, size: string) => (Number(size) < NARROW_TEXT ? ` font-size="${NARROW_TEXT}"` : whole));
}
