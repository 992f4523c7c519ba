import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { RULESETS, scoreSheet, type Sheet, type StreetIndex } from '../index.js';
import { drawEstates, ESTATES_W } from './score/estates.js';
import { MARGIN, NARROW_W, SHEET_W, streetBand } from './geometry.js';
import { drawNarrowSheet } from './narrow.js';
import { marksOf } from './marks.js';
import { CARDS_H, drawPlanBoxes, drawPlanCards, PLAN_BOXES_W } from './plans.js';
import { styled, svgRoot } from './root.js';
import { drawScoreRow, SCORE_ROW_H } from './score/score-row.js';
import { drawScoreTracks, TRACKS_W } from './score/score-tracks.js';
import { seasonDrawing } from './seasons/season.js';
import { drawStreet } from './street.js';
import type { SheetSvgOptions } from './types.js';
import { wordsOf } from './locale.js';
import { el, text } from './xml.js';

const HEADER_H = 56;
const STREETS: readonly StreetIndex[] = [0, 1, 2];

/** Whether the sheet shows a roundabout, so that its track is drawn even without the variant's option. */
function hasRoundabout(sheet: Sheet): boolean {
  return sheet.roundabouts > 0 || sheet.streets.some((street) => street.houses.some((house) => house.roundabout));
}

/** Whether `plan` reads as a plan the cards can draw: an estate requirement of 1 to 6 sizes from 1 to 6, or a condition. */
function drawablePlan(plan: unknown): boolean {
  if (typeof plan !== 'object' || plan === null) return false;
  const requirement = (plan as { requirement?: unknown }).requirement;
  if (typeof requirement !== 'object' || requirement === null) return false;
  const { type, sizes } = requirement as { type?: unknown; sizes?: unknown };
  if (type === 'condition') return true;
  return type === 'estates' && Array.isArray(sizes) && sizes.length >= 1 && sizes.length <= 6 &&
    sizes.every((size: unknown) => typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= 6);
}

function checkedOptions(options: unknown): SheetSvgOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('argument/invalid', { name: 'options', expected: 'an object', given: describeValue(options) });
  const { plans, light, planLabels, part, decorative, arrangement } = options as SheetSvgOptions;
  if (part !== undefined && part !== 'sheet' && part !== 'streets') fail('argument/invalid', { name: 'options.part', expected: "'sheet' or 'streets'", given: describeValue(part) });
  if (arrangement !== undefined && arrangement !== 'printed' && arrangement !== 'narrow')
    fail('argument/invalid', { name: 'options.arrangement', expected: "'printed' or 'narrow'", given: describeValue(arrangement) });
  if (decorative !== undefined && typeof decorative !== 'boolean') fail('argument/invalid', { name: 'options.decorative', expected: 'true or false', given: describeValue(decorative) });
  if (plans !== undefined && !Array.isArray(plans)) fail('argument/invalid', { name: 'options.plans', expected: "an array of the game's plans", given: describeValue(plans) });
  if (planLabels !== undefined && !Array.isArray(planLabels)) fail('argument/invalid', { name: 'options.planLabels', expected: 'an array of strings', given: describeValue(planLabels) });
  // A plan card draws a little house for each house its estates ask for: sizes read from
  // the option are checked to be estate sizes, so the drawing never counts up to a huge one.
  for (const plan of plans ?? [])
    if (!drawablePlan(plan))
      fail('argument/invalid', {
        name: 'options.plans[]',
        expected: 'a plan of the game (state.plans): its requirement estates of sizes 1 to 6, or a condition',
        given: describeValue(plan),
      });
  for (const target of light ?? []) {
    if (typeof target !== 'object' || target === null || typeof (target as { kind?: unknown }).kind !== 'string')
      fail('argument/invalid', { name: 'options.light[]', expected: 'a target', given: describeValue(target) });
  }
  return options as SheetSvgOptions;
}

/**
 * Draws a sheet as the printed sheet looks once played on: the three streets of 10, 11
 * and 12 houses with what is written in them (numbers, `bis`, built pools circled,
 * roundabouts, the houses a plan used shaded), the fences in their slots, each
 * street's park track at its end; below, the estate values table, the pool, temp, bis
 * and refusal tracks (and the roundabout track with that variant), a seasonal sheet's
 * own drawings (cones and trucks, strings of lights, eggs) and the score boxes; above,
 * the plan boxes and, with `options.plans`, the plan cards.
 *
 * The result is SVG text, the same for the same input, with no script: put it in a
 * page (`innerHTML`), a file or an `<img>`. Every house, fence slot, estate column,
 * track box and plan carries data attributes (`data-street`, `data-house`, `data-slot`,
 * `data-estate`, `data-track`, `data-box`, `data-plan`, engine indexes from 0), an
 * accessible name counted as a player counts ("top street, 3rd house: 7 bis"; in
 * French with `options.locale`, "rue du haut, 3e maison : 7 bis") and class
 * `wt-target`, for a front-end to find, light and click. {@link SVG_CLASSES}
 * lists every class, {@link SVG_STYLE} is the default look.
 *
 * @param sheet - Any sheet, of any kind.
 * @param options - What else to draw (plans, score), what to light, a preview, the id prefix and size, the language.
 * @returns The `<svg>` element as text.
 * @throws `RuleError` `sheet/malformed` when `sheet` (or `options.preview`) is no sheet, `sheet/track-out-of-range` when a track is crossed past its end, `argument/invalid` when an option is of the wrong kind.
 *
 * @example
 * ```ts
 * import { createGame, legalChoices, previewChoice } from 'welcome-to-engine';
 * import { sheetSvg } from 'welcome-to-engine/svg';
 *
 * const state = createGame({ players: 2, seed: 1 });
 * const sheet = state.players[0]!.sheet;
 * const svg = sheetSvg(sheet, { plans: state.plans, idPrefix: 'p1' });
 * svg.startsWith('<svg'); // true
 *
 * // Before sending a choice: the houses it may go to lit, the choice drawn as a preview.
 * const choice = legalChoices(state, 'p1').find((c) => c.type === 'build')!;
 * const preview = previewChoice(state, 'p1', choice).sheet;
 * sheetSvg(sheet, { preview, light: [{ kind: 'house', street: 0, house: 0 }], dim: true });
 *
 * // In French: every word drawn, and every target's name.
 * sheetSvg(sheet, { locale: 'fr' }).includes('<title>rue du haut, 1re maison : vide</title>'); // true
 * ```
 *
 * @group Drawing
 */
export function sheetSvg(sheet: Sheet, options?: SheetSvgOptions): string {
  const given = checkedOptions(options);
  const words = wordsOf(given.locale);
  // Scoring is the exported check of a sheet's shape: it reads every field and throws
  // the engine's own errors (sheet/malformed, sheet/track-out-of-range) for a bad one.
  scoreSheet(sheet);
  const drawn = given.preview ?? sheet;
  if (given.preview !== undefined) scoreSheet(given.preview);
  const before = given.preview === undefined ? undefined : sheet;
  const marks = marksOf(given.light, given.dim, before, drawn, words);
  const kind = drawn.season.kind;
  const season = seasonDrawing(drawn, before, marks);
  const roundabouts = given.roundabouts === true || hasRoundabout(drawn);
  const labels = given.plans?.map((plan) => plan.label) ?? given.planLabels ?? RULESETS.collector.planLabels;

  const dimmed = given.dim === true ? 'wt-dimmed' : '';
  if (given.arrangement === 'narrow') {
    const narrow = drawNarrowSheet(drawn, before, marks, season, { part: given.part ?? 'sheet', plans: given.plans, labels, score: given.score, roundabouts });
    return finish(svgRoot('wt-sheet', given, given.part === 'streets' ? words.streets : words.sheet, NARROW_W, narrow.height, el('g', {}, narrow.content), dimmed), given);
  }
  const band = streetBand(kind);
  if (given.part === 'streets') {
    const streets = STREETS.map((s) => drawStreet(drawn, before, s, MARGIN + s * band.height, band, marks, season));
    return finish(svgRoot('wt-sheet', given, words.streets, SHEET_W, MARGIN * 2 + STREETS.length * band.height, el('g', {}, ...streets), given.dim === true ? 'wt-dimmed' : ''), given);
  }
  const parts: string[] = [
    text({ class: 'wt-heading', x: MARGIN + 4, y: MARGIN + 24, 'font-size': 26, 'font-weight': 700 }, words.heading),
    text({ class: 'wt-note', x: MARGIN + 6, y: MARGIN + 44, 'font-size': 13 }, words.kinds[kind]),
    drawPlanBoxes(drawn, before, labels, SHEET_W - MARGIN - PLAN_BOXES_W, MARGIN + 4, marks),
  ];
  let y = MARGIN + HEADER_H;
  if (given.plans !== undefined && given.plans.length > 0) {
    parts.push(drawPlanCards(given.plans, drawn, before, y, marks));
    y += CARDS_H;
  }
  for (const s of STREETS) {
    parts.push(drawStreet(drawn, before, s, y, band, marks, season));
    y += band.height;
  }
  const estates = drawEstates(drawn, before, MARGIN, y, given.score, marks);
  const tracksX = MARGIN + ESTATES_W + 24;
  const tracks = drawScoreTracks(drawn, before, tracksX, y + 24, roundabouts, marks);
  const seasonX = tracksX + TRACKS_W + 24;
  const block = season.block(seasonX, y, false);
  parts.push(estates.svg, tracks.svg, block.svg);
  y += Math.max(estates.height, tracks.height + 24, block.height) + 16;
  parts.push(drawScoreRow(given.score, MARGIN, y, kind !== 'classic', roundabouts, words));
  y += SCORE_ROW_H + MARGIN;

  return finish(svgRoot('wt-sheet', given, words.sheet, SHEET_W, y, el('g', {}, ...parts), given.dim === true ? 'wt-dimmed' : ''), given);
}

/**
 * The drawing as asked: whole, or as a picture without what a front-end clicks (each
 * target's own name, data attributes, role and hit area). Taken out of the finished
 * text, which this module writes itself: the root's name stays, as it has an id.
 */
function finish(svg: string, options: SheetSvgOptions): string {
  if (options.decorative !== true) return styled(svg, options);
  const picture = svg
    .replaceAll(/<title>[^<]*<\/title>/g, '')
    // The style reads data-track and data-used (SVG_STYLE): those stay.
    .replaceAll(/ (?:data-(?!track=|used=)[a-z-]+|aria-label)="[^"]*"/g, '')
    .replace(' role="group" aria-labelledby=', ' role="img" aria-labelledby=')
    .replaceAll(/ role="(?:img|group)"(?! aria-labelledby)/g, '')
    .replaceAll(/<rect class="wt-hit"[^>]*\/>/g, '')
    .replaceAll(' wt-target', '');
  // The attributes, if asked for, are those of the picture: a browser would style it so.
  return styled(picture, options);
}
