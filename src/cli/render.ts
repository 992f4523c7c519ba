import { compactOf } from '../sheet/compact/json.js';
import { EFFECT_WORDS_EN } from '../words/effect-words.js';
import { STREETS } from '../rules/layout.js';
import type { EstateCondition, PlanCondition, PlanRequirement } from '../rules/plans.js';
import type { SheetKind } from '../rules/seasons.js';
import type { ScoreBreakdown } from '../sheet/score.js';
import type { Sheet } from '../sheet/types.js';
import { placementsOf } from '../game/legal/placements.js';
import type { GameScore } from '../game/outcomes.js';
import type { Pair, PlanState } from '../game/state.js';
import type { VariantFlags } from '../rules/variants.js';
import type { ViewPair } from '../game/view-types.js';
import { seasonText } from '../notation/render-season.js';
import { renderSheetUnchecked, SHEET_LEGEND } from '../notation/render-sheet.js';

const STREET_NAMES = ['top', 'middle', 'bottom'] as const;

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
    ...(breakdown.season.kind === 'classic' ? [] : [[`seasonal (${seasonText(breakdown.season)})`, breakdown.seasonal] as [string, number]]),
    ['total', breakdown.total],
  ];
  return rows.map(([label, points]) => `${label.padEnd(26)}${String(points).padStart(5)}`).join('\n');
}

/** House numbers as runs: 1-5,8,10-11. */
function runs(houses: readonly number[]): string {
  const parts: string[] = [];
  let start = houses[0] as number;
  houses.forEach((house, i) => {
    const next = houses[i + 1];
    if (next === house + 1) return;
    parts.push(start === house ? String(house) : `${start}-${house}`);
    if (next !== undefined) start = next;
  });
  return parts.join(',');
}

/** Where `number` fits on `sheet`, street by street, as written under the offer. */
function whereFits(sheet: Sheet, pair: Pair): string {
  const fits = placementsOf(compactOf(sheet), pair);
  const where = STREETS.map((street) => {
    const houses = fits.filter((p) => p.street === street && p.delta === 0).map((p) => p.house + 1);
    return houses.length === 0 ? '' : `${STREET_NAMES[street]} ${runs(houses)}`;
  })
    .filter((text) => text !== '')
    .join('; ');
  const temp = fits.some((p) => p.delta !== 0) ? ` (more with ${EFFECT_WORDS_EN.withArticle.temp})` : '';
  return `fits: ${where === '' ? 'nowhere' : where}${temp}`;
}

/** The width of an offer's pair before where it fits: the longest effect's name. */
const LABEL_W = 'pair 1: 14 '.length + Math.max(...Object.values(EFFECT_WORDS_EN.names).map((name) => name.length));

/**
 * The offer as a player sees it, with where each number fits on `sheet` if given: one
 * pair a line; in an expert game before the pick the three number cards, whose
 * effects stay hidden, and after it the pairs of the picked card. Cards and pairs are
 * counted from 1, the pairs among those listed (see {@link choosablePairs}).
 */
export function renderOffer(offer: readonly ViewPair[], sheet?: Sheet): string {
  if (offer.length > 0 && offer.every((pair) => pair.effect === null)) {
    const cards = [...new Map(offer.map((pair) => [pair.numberCard, pair.number])).entries()].sort(([a], [b]) => a - b);
    return cards
      .map(([card, number]) => {
        const label = `card ${card + 1}: ${String(number).padStart(2)} (effect hidden until you pick)`;
        return sheet === undefined ? label : `${label.padEnd(42)} ${whereFits(sheet, { number, effect: 'park', numberCard: card, effectCard: card })}`;
      })
      .join('\n');
  }
  return choosablePairs(offer)
    .map((index, listed) => {
      const seen = offer[index] as Pair;
      const label = `pair ${listed + 1}: ${String(seen.number).padStart(2)} ${EFFECT_WORDS_EN.names[seen.effect]}`;
      return sheet === undefined ? label : `${label.padEnd(LABEL_W)} ${whereFits(sheet, seen)}`;
    })
    .join('\n');
}

/**
 * The offer's indexes of the pairs a player may choose, in the order they are listed:
 * every pair, or in an expert game those of the picked card (none before the pick).
 * A person's pair 1 is the first of them.
 */
export function choosablePairs(offer: readonly ViewPair[]): number[] {
  return offer.flatMap((pair, index) => (pair.effect === null ? [] : [index]));
}

/**
 * What the symbols of the sheet mean, counted as the command line counts: the library's
 * legend, with its first line (on the 0-based ruler) for a person's count.
 */
export const PLAY_LEGEND = ['Reading the sheet: streets 1 top, 2 middle, 3 bottom; houses numbered from 1 at the left, as the ruler;', ...SHEET_LEGEND.split('\n').slice(1)].join('\n');

/** A sheet as the command line draws it: the ruler from 1, the roundabouts track in a game that has them. */
export function drawSheet(sheet: Sheet, variants: VariantFlags): string {
  return renderSheetUnchecked(sheet, { roundabouts: variants.roundabouts, firstHouse: 1 });
}

/** The variants in force and the kind of sheet, in words. */
export function variantsText(variants: VariantFlags, sheet: SheetKind = 'classic'): string {
  const on = [variants.advancedPlans && 'advanced plans', variants.roundabouts && 'roundabouts', variants.expert && 'expert card choice'].filter(Boolean);
  const kind = sheet === 'classic' ? '' : ` on the ${SHEET_NAMES[sheet]} sheet`;
  return `${kind}${on.length === 0 ? '' : ` with ${on.join(', ')}`}`;
}

const SHEET_NAMES: Readonly<Record<SheetKind, string>> = { classic: 'Classic', 'ice-cream': 'ice cream truck', christmas: 'Christmas lights', eggs: 'spring eggs' };

const EACH: Readonly<Record<EstateCondition, string>> = {
  'no-sold-cone': 'none with a sold cone',
  'three-sold-cones': 'each with three sold cones',
  unlinked: 'no lights inside either',
  linked: 'each linked end to end',
  'no-egg': 'none with a collected egg',
  'three-eggs': 'each with three collected eggs',
};

const CONDITIONS: Readonly<Record<PlanCondition, string>> = {
  'bottom-street-full': 'every house of the bottom street written',
  'top-street-full': 'every house of the top street written',
  'five-bis-in-one-street': 'five bis copies in one street',
  'seven-temps': `seven ${EFFECT_WORDS_EN.names.temp} boxes`,
  'street-ends': 'the first and last house of every street written',
  'two-streets-all-parks': 'two streets with every park',
  'one-street-parks-pools-roundabout': 'one street with every park, every pool and a roundabout',
  'two-streets-all-pools': 'two streets with every pool',
  'bottom-street-parks-pools': 'every park and pool of the bottom street',
  'middle-street-parks-pools': 'every park and pool of the middle street',
  'street-cones-sold': 'every cone of one street sold',
  'street-one-string': 'every house of one street on one string of lights',
  'bottom-street-eggs': 'every egg of the bottom street collected',
};

/** What a plan asks for, in words. */
function planNeeds(requirement: PlanRequirement): string {
  if (requirement.type === 'condition') return CONDITIONS[requirement.condition];
  const sizes = `estates of ${requirement.sizes.join(', ')}`;
  return requirement.each === undefined ? sizes : `${sizes}, ${EACH[requirement.each]}`;
}

/** The plans of the game with their values and whether they are approved. */
export function renderPlans(plans: readonly PlanState[]): string {
  return plans
    .map((plan, index) => {
      const need = planNeeds(plan.requirement);
      const value = plan.approved ? `${plan.later} (approved)` : `${plan.first} first, then ${plan.later}`;
      return `plan ${index + 1} (${plan.label}): ${need}: ${value}`;
    })
    .join('\n');
}

/**
 * The scores as a table, best first: with the winners when `final`, or, for a game
 * still going, as standings so far that name no winner.
 */
export function renderScores(score: GameScore, final = true): string {
  const seasonal = score.players.some((player) => player.breakdown.season.kind !== 'classic');
  const header = `${'rank'.padEnd(5)}${'player'.padEnd(12)}${'plans'.padStart(6)}${'parks'.padStart(6)}${'pools'.padStart(6)}${'temps'.padStart(6)}${'estates'.padStart(8)}${'bis'.padStart(5)}${
    'refus'.padStart(6)
  }${'round'.padStart(6)}${seasonal ? 'season'.padStart(7) : ''}${'total'.padStart(7)}`;
  const rows = [...score.players]
    .sort((a, b) => a.rank - b.rank)
    .map(({ id, rank, breakdown: b }) => {
      const estates = b.estates.reduce((sum, estate) => sum + estate.points, 0);
      const parks = b.parks[0] + b.parks[1] + b.parks[2];
      return `${String(rank).padEnd(5)}${id.padEnd(12)}${String(b.plans).padStart(6)}${String(parks).padStart(6)}${String(b.pools).padStart(6)}${String(b.temps).padStart(6)}${
        String(estates).padStart(8)
      }${String(-b.bis).padStart(5)}${String(-b.refusals).padStart(6)}${String(-b.roundabouts).padStart(6)}${seasonal ? String(b.seasonal).padStart(7) : ''}${String(b.total).padStart(7)}`;
    });
  if (!final) return ['Standings so far (the game is not over, so no one has won yet):', header, ...rows].join('\n');
  return [header, ...rows, `winner${score.winners.length > 1 ? 's' : ''}: ${score.winners.join(', ')}`].join('\n');
}
