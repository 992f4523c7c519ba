// Real errors, provoked through the public API, one or more for every code a caller
// can meet there: what test/words/player-messages.test.ts words in both languages.
import {
  applyChoice,
  choiceFromText,
  createEnvironment,
  createGame,
  createVectorEnvironment,
  emptySheet,
  legalPairs,
  playGame,
  randomBot,
  replay,
  resolveRound,
  scoreSheet,
  sheetFromText,
  tempAwards,
  type Card,
  type GameOptions,
  type GameState,
  type Sheet,
} from '../../src/index.js';

/** An empty sheet with the top street's first houses written, fences drawn in `fences`, and `used` houses used by a plan. */
function sheetWith(numbers: readonly number[], fences: readonly number[] = [], extra: Partial<Sheet> = {}, used: readonly number[] = []): Sheet {
  const sheet = emptySheet();
  const top = sheet.streets[0];
  const houses = top.houses.map((house, i) => ({ ...house, number: numbers[i] ?? null, used: used.includes(i) ? ('estate' as const) : (false as const) }));
  return { ...sheet, streets: [{ ...top, houses, fences: top.fences.map((fence, slot) => fence || fences.includes(slot)) }, sheet.streets[1], sheet.streets[2]], ...extra };
}

type Offer = readonly [Card, Card, Card];
/** 3 with a fence, 5 with a pool, 1 with a temp agency. */
const OFFER: Offer = [{ number: 3, effect: 'fence' }, { number: 5, effect: 'pool' }, { number: 1, effect: 'temp' }];
/** 7 with a bis, 9 with a park, 11 with a real estate agent. */
const OFFER2: Offer = [{ number: 7, effect: 'bis' }, { number: 9, effect: 'park' }, { number: 11, effect: 'improvement' }];

/** A game of two, p1's sheet as given, the plans six 1-house estates (A), 1-1-1-6 (B) and 1-2-6 (C). */
function at(sheet: Sheet, offer: Offer = OFFER, more: Partial<GameOptions> = {}): GameState {
  return createGame({ players: 2, seed: 3, plans: [0, 6, 12], position: { sheets: [sheet, emptySheet(sheet.season.kind)], offer }, ...more });
}

const state = at(emptySheet());
/** Six complete 1-house estates at the start of the top street, used for plan A. */
const usedSix = sheetWith([0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], { plans: [8, null, null] }, [0, 1, 2, 3, 4, 5]);
/** Parks of the top street all crossed. */
const fullParks = ((sheet) => ({ ...sheet, streets: [{ ...sheet.streets[0], parks: 3 }, sheet.streets[1], sheet.streets[2]] as const }))(sheetWith([1, 2, 3]));

/** Each case: what it shows, and the call that throws. */
export const PROVOKED: readonly (readonly [string, () => unknown])[] = [
  ['options that are no object', () => createGame(5 as never)],
  ['no players', () => createGame({ players: 0 })],
  ['one player under the collector rules', () => createGame({ players: 1 })],
  ['fewer bots than players', () => playGame({ players: 3, seed: 1 }, [randomBot])],
  ['a seed that is an object', () => createGame({ players: 2, seed: {} as never })],
  ['an unknown ruleset', () => createGame({ players: 2, ruleset: 'classic' as never })],
  ['an unknown deck rule', () => createGame({ players: 2, rules: { deck: 'x' as never } })],
  ['a variant flag that is no boolean', () => createGame({ players: 2, variants: { expert: 1 as never } })],
  ['an advanced plan without the variant', () => createGame({ players: 2, plans: [0, 24, 12] })],
  ['one stack', () => createGame({ players: 2, stacks: [[]] })],
  ['a card numbered 18', () => createGame({ players: 2, deck: [{ number: 18, effect: 'pool' }] })],
  ['a position at round 0', () => createGame({ players: 2, position: { round: 0 } })],
  ['a build without its pair', () => applyChoice(state, 'p1', { type: 'build' } as never)],
  ['an unknown player', () => applyChoice(state, 'bob', { type: 'refuse' })],
  ['a pair not in the offer', () => applyChoice(state, 'p1', { type: 'build', pair: 5, street: 0, house: 0 })],
  ['a pair before the expert pick', () => applyChoice(createGame({ players: 2, seed: 3, variants: { expert: true } }), 'p1', { type: 'build', pair: 0, street: 0, house: 0 })],
  ['a house the street lacks', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 12 })],
  ['a house already built', () => applyChoice(at(sheetWith([2])), 'p1', { type: 'build', pair: 0, street: 0, house: 0 })],
  ['a number out of order', () => applyChoice(at(sheetWith([5, 6])), 'p1', { type: 'build', pair: 0, street: 0, house: 2 })],
  ['a temp change below 0', () => applyChoice(state, 'p1', { type: 'build', pair: 2, street: 0, house: 0, effect: { type: 'temp', delta: -2 } })],
  ["another pair's effect", () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'park' } })],
  ['a fence on a street end', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 0, slot: 0 } })],
  ['a bis copy of an empty house', () => applyChoice(at(emptySheet(), OFFER2), 'p1', { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'bis', street: 0, house: 1, source: 'left' } })],
  ['a pool where none is printed', () => applyChoice(state, 'p1', { type: 'build', pair: 1, street: 0, house: 0, effect: { type: 'pool' } })],
  ['a park on a full track', () => applyChoice(at(fullParks, OFFER2), 'p1', { type: 'build', pair: 1, street: 0, house: 5, effect: { type: 'park' } })],
  ['a refusal on an empty sheet', () => applyChoice(state, 'p1', { type: 'refuse' })],
  ['a roundabout without the variant', () => applyChoice(state, 'p1', { type: 'refuse', roundabout: { street: 0, house: 0 } })],
  ['a reshuffle in a collector game', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, reshuffle: true })],
  ['a pick without expert card choice', () => applyChoice(state, 'p1', { type: 'pick', card: 0 })],
  [
    "the bottom street's first number without the truck",
    () => applyChoice(at(emptySheet('ice-cream'), OFFER, { sheet: 'ice-cream', plans: [0, 6, 28] }), 'p1', { type: 'build', pair: 0, street: 2, house: 0 }),
  ],
  [
    'an estate named twice',
    () =>
      applyChoice(at(sheetWith([1], [1])), 'p1', { type: 'build', pair: 0, street: 0, house: 5, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 1 }, { street: 0, start: 0, size: 1 }] }] }),
  ],
  ['a plan claimed again', () => applyChoice(at(usedSix, OFFER2), 'p1', { type: 'build', pair: 1, street: 0, house: 7, claims: [{ plan: 0 }] })],
  ['an estate without its fences', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 1 }] }] })],
  ['an estate used for a plan', () => applyChoice(at(usedSix, OFFER2), 'p1', { type: 'build', pair: 1, street: 0, house: 7, claims: [{ plan: 1, estates: [{ street: 0, start: 0, size: 1 }] }] })],
  ['houses named for an estate plan', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 0, houses: [{ street: 0, house: 0 }] }] })],
  ['one estate for six', () => applyChoice(at(sheetWith([1], [1])), 'p1', { type: 'build', pair: 0, street: 0, house: 5, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 1 }] }] })],
  [
    'a fulfilled plan left unclaimed under immediate claims',
    () =>
      applyChoice(at(sheetWith([0, 1, 2, 3, 4], [1, 2, 3, 4, 5]), [{ number: 8, effect: 'fence' }, OFFER[1], OFFER[2]], { ruleset: 'original' }), 'p1', {
        type: 'build',
        pair: 0,
        street: 0,
        house: 5,
        effect: { type: 'fence', street: 0, slot: 6 },
      }),
  ],
  ['a round resolved before anyone chose', () => resolveRound(state)],
  ['a choice after the end', () => applyChoice(playGame({ players: 2, seed: 1 }, [randomBot, randomBot]).state, 'p1', { type: 'refuse' })],
  ['a negative temp count', () => tempAwards([-1, 2], { solo: false })],
  ['seven refusals', () => scoreSheet({ ...emptySheet(), refusals: 7 })],
  ['a sheet that is an empty object', () => scoreSheet({} as never)],
  ['a record without its seed', () => replay({ options: { players: 2 }, rounds: [] })],
  ['a roundabout argument that is a number', () => legalPairs(state, 'p1', 5 as never)],
  ['an environment stepped before its reset', () => createEnvironment({ players: 2 }).step([0, 0])],
  ['a vector environment reset one game before its reset', () => createVectorEnvironment({ players: 2 }, 2).resetGame(0, 'again')],
  [
    'an environment stepped after close',
    () => {
      const env = createEnvironment({ players: 2 });
      env.reset(1);
      env.close();
      return env.step([0, 0]);
    },
  ],
  ['choice notation without numbers', () => choiceFromText('build x')],
  ['sheet notation that is no sheet', () => sheetFromText('nonsense')],
];
