// The fixed positions the golden drawings and the look script draw: every kind of sheet
// and the variants a player sees drawn differently (roundabouts, used estates, bis,
// plans approved and claimed, a finished game's score, a previewed choice, offers).
// Made with the engine: sheets written in the sheet notation and checked by createGame,
// and one whole seeded game.
import {
  createGame,
  EFFECTS,
  emptySheet,
  legalChoices,
  playerView,
  playGame,
  previewChoice,
  randomBot,
  scoreGame,
  RULESETS,
  sheetFromText,
  type BuildChoice,
  type Pair,
  type ViewPair,
} from '../../src/index.js';
import type { SheetSvgOptions } from '../../src/svg/index.js';
import type { Sheet } from '../../src/index.js';

export interface SheetPosition {
  readonly name: string;
  readonly sheet: Sheet;
  readonly options: SheetSvgOptions;
}

export interface OfferPosition {
  readonly name: string;
  readonly pairs: readonly (Pair | ViewPair)[];
  readonly light?: readonly number[];
}

const classicMid = sheetFromText(`
  sheet classic
  top    1u 2u 3u* | 4u 5u 6u | 7 7b 9 | 10
  middle 0u* 2u 4u 5u | 6 | . . 9 | 11 12 13
  bottom . 3* | 5 6 | . . 10 11 | . . 15 .
  parks 2 1 0
  temps 3
  refusals 1
  improvements 1 2 0 1 0 0
  plans - 12 -
`);

const roundabouts = sheetFromText(`
  top    1h 2h 3h R 4h 5h | 6h 7h 8h 9h
  middle . . . . . R 0 1 | 2 . .
  bottom . . . . . . . . . . . .
  improvements 0 0 1 0 0 0
  plans 6 - -
`);

const iceCream = sheetFromText(`
  sheet ice-cream
  top    . . . . . . . 8$ | 9 10$
  middle 1$ .x 4 5$ | . . . . . . .
  bottom . . . . . . . . . . . .
  trucks right@7 left@3 -
  bonuses lost open open
`);

const christmas = sheetFromText(`
  sheet christmas
  top    2 4 . 6 7 8 8b 9 11 12
  middle 0 1 | 2 3 | . . . . . 14 15
  bottom . . . . . . . . . . . .
  bis 1
`);

const eggs = sheetFromText(`
  sheet eggs
  top    . . 0e1 8e2 10e1 . 16e1 . . 17
  middle 6e1 . . 8e1 . 9e1 10e2 . 11 . .
  bottom . . . . . . . . . . . .
  temps 3
`);

const nearlyFull = sheetFromText(`
  top    1u 2u | 3u* 4u | 5u 6u | 7u 8u | 9 .
  middle 1u* 2u 3u 4u | 5u 6u 7u 8u* 9u | 10 11
  bottom 1 2* | 3 4 5 | 6 7* 7b | 9 10 | 11* 12
  parks 2 1 2
  temps 4
  improvements 1 1 1 1 1 0
  plans 8 9 -
`);

/** A sheet one house from full, two plans claimed, scored in its game beside an empty sheet (so its temps win the award). */
function scoredSheet() {
  const state = createGame({ players: 2, seed: 'golden', plans: [1, 10, 17], position: { sheets: [nearlyFull, emptySheet()] } });
  return { sheet: nearlyFull, options: { plans: state.plans, score: scoreGame(state).players[0]?.breakdown } };
}

/** A 2-player game of random choices, played to its end from a fixed seed. */
function finishedGame() {
  const { state } = playGame({ players: 2, seed: 'golden-svg', variants: { advancedPlans: true } }, [randomBot, randomBot]);
  if (state.status !== 'over') throw new Error('the game did not end');
  const first = state.players[0] as (typeof state.players)[number];
  const score = state.result.players[0]?.breakdown;
  return { sheet: first.sheet, options: { plans: state.plans, score } };
}

/** Round one of a seeded game, with its first build previewed and the houses its pair fits lit. */
function previewed() {
  const state = createGame({ players: 2, seed: 'golden-preview' });
  const choice = legalChoices(state, 'p1').find((c): c is BuildChoice => c.type === 'build' && c.effect !== undefined) as BuildChoice;
  const preview = previewChoice(state, 'p1', choice).sheet;
  const sheet = state.players[0]?.sheet as Sheet;
  return { sheet, options: { preview, plans: state.plans, light: [{ kind: 'house' as const, street: choice.street, house: choice.house }], dim: true } };
}

/** A game started from a position: its plans, with deck 1's approved and claimed by this sheet. */
function plansOf(sheet: Sheet, plans: readonly [number, number, number], ruleset: 'collector' | 'original' = 'collector') {
  const variants = { advancedPlans: true, roundabouts: true };
  return createGame({ players: 2, seed: 'golden', ruleset, plans, variants, sheet: sheet.season.kind, position: { sheets: [sheet, emptySheet(sheet.season.kind)] } }).plans;
}

export const SHEET_POSITIONS: readonly SheetPosition[] = [
  { name: 'classic-empty', sheet: sheetFromText('sheet classic'), options: {} },
  { name: 'classic-played', sheet: classicMid, options: { plans: plansOf(classicMid, [0, 8, 14]) } },
  {
    name: 'classic-lit',
    sheet: classicMid,
    options: {
      light: [
        { kind: 'slot', street: 0, slot: 9 },
        { kind: 'estate', size: 3 },
        { kind: 'park', street: 1 },
        { kind: 'track', track: 'pool', box: 3 },
        { kind: 'plan', plan: 1 },
      ],
      dim: true,
      idPrefix: 'lit',
      planLabels: RULESETS.original.planLabels,
    },
  },
  { name: 'roundabouts', sheet: roundabouts, options: { roundabouts: true, plans: plansOf(roundabouts, [19, 24, 16], 'original') } },
  { name: 'ice-cream', sheet: iceCream, options: { plans: plansOf(iceCream, [1, 8, 28]) } },
  { name: 'christmas', sheet: christmas, options: { plans: plansOf(christmas, [2, 9, 33]) } },
  { name: 'eggs', sheet: eggs, options: { plans: plansOf(eggs, [3, 10, 35]) } },
  { name: 'finished-game', ...finishedGame() },
  { name: 'scored-sheet', ...scoredSheet() },
  { name: 'preview', ...previewed() },
];

const expert = createGame({ players: 2, seed: 'golden-offer', variants: { expert: true } });

export const OFFER_POSITIONS: readonly OfferPosition[] = [
  { name: 'offer', pairs: createGame({ players: 2, seed: 'golden-offer' }).offer, light: [0, 2] },
  { name: 'offer-expert-hidden', pairs: playerView(expert, 'p1').offer },
  { name: 'offer-expert', pairs: expert.offer },
  // Each of the six effects once, as a custom deck could offer them.
  { name: 'offer-effects', pairs: EFFECTS.map((effect, i): Pair => ({ number: [0, 3, 8, 11, 15, 17][i] as number, effect, numberCard: 0, effectCard: 0 })) },
];
