import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  eachLegalChoice,
  playerMessage,
  playerView,
  playGame,
  randomBot,
  replay,
  validateChoice,
  type Choice,
  type GameOptions,
  type GameState,
  type PickChoice,
} from '../../src/index.js';
import { personChoiceText, personClaimText, personMessages, readPersonChoice } from '../../src/cli/person-text.js';
import { choosablePairs } from '../../src/cli/render.js';

const ALL = [0, 1, 2];

describe('what a person types at welcome-to play counts from 1', () => {
  it.each([
    ['1 3 6', { type: 'build', pair: 0, street: 2, house: 5 }],
    ['pick 3', { type: 'pick', card: 2 }],
    ['r card 1', { type: 'refuse', card: 0 }],
    ['2 2 4 bis 2 5 left', { type: 'build', pair: 1, street: 1, house: 3, effect: { type: 'bis', street: 1, house: 4, source: 'left' } }],
    ['3 1 1 ro 3 7', { type: 'build', pair: 2, street: 0, house: 0, roundabout: { street: 2, house: 6 } }],
    ['1 1 9 claim 1 1:1-3 1:4-6', { type: 'build', pair: 0, street: 0, house: 8, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] }] }],
    ['1 2 2 claim 3 2:3', { type: 'build', pair: 0, street: 1, house: 1, claims: [{ plan: 2, houses: [{ street: 1, house: 2 }] }] }],
  ])('%j reads as the 0-based choice', (line, choice) => {
    expect(readPersonChoice(line, ALL)).toEqual(choice);
  });

  it('a fence slot keeps its number: slot 3 lies between houses 3 and 4 counted from 1, 2 and 3 counted from 0', () => {
    expect(readPersonChoice('1 1 3 fence 1 3', ALL)).toEqual({ type: 'build', pair: 0, street: 0, house: 2, effect: { type: 'fence', street: 0, slot: 3 } });
  });

  it('after an expert pick, the pairs count among those of the picked card, as listed', () => {
    // Card 3 (index 2) holds the offer's pairs 4 and 5.
    expect(readPersonChoice('1 1 1', [4, 5])).toMatchObject({ pair: 4 });
    expect(readPersonChoice('2 1 1', [4, 5])).toMatchObject({ pair: 5 });
    expect(readPersonChoice('3 1 1', [4, 5])).toBe('PAIR is 1 or 2: a pair listed under your sheet');
    expect(personChoiceText({ type: 'build', pair: 5, street: 2, house: 0 }, [4, 5])).toBe('2 3 1');
  });

  it.each([
    ['pick 0', 'CARD is 1, 2 or 3'],
    ['pick 4', 'CARD is 1, 2 or 3'],
    ['pick 2 3', 'write pick CARD, CARD 1, 2 or 3'],
    ['r card 0', 'CARD is 1, 2 or 3'],
    ['1 0 5', 'STREET is 1 (top), 2 (middle) or 3 (bottom)'],
    ['1 4 5', 'STREET is 1 (top), 2 (middle) or 3 (bottom)'],
    ['1 1 0', 'houses count from 1 at the left, as the ruler'],
    ['0 1 1', 'PAIR is 1, 2 or 3: a pair listed under your sheet'],
    ['1 1', 'write PAIR STREET HOUSE, e.g. "1 3 6" (pair 1, bottom street, house 6), "r" to refuse, or "pick CARD"'],
    ['1 1 1 fence 1 0', 'SLOT counts from 1: slot 1 lies between houses 1 and 2'],
    ['1 1 1 claim 4', 'PLAN is 1, 2 or 3'],
    ['1 1 1 claim 1 0:1-2', 'write an estate STREET:FIRST-LAST (e.g. 2:4-6) or a house STREET:HOUSE, STREET 1, 2 or 3 and houses from 1'],
    ['1 1 1 claim 1 1:3-2', 'write an estate STREET:FIRST-LAST (e.g. 2:4-6) or a house STREET:HOUSE, STREET 1, 2 or 3 and houses from 1'],
    ['1 1 1 claim 2 claim 2', 'plan 2 is claimed twice'],
    ['1 1 1 parkk', 'unknown effect "parkk": use park, pool, temp, fence, improvement or bis'],
  ])('%j is refused in counts from 1: %s', (line, why) => {
    expect(readPersonChoice(line, ALL)).toBe(why);
  });

  it('before an expert pick there is no pair to name: pick a card first', () => {
    expect(readPersonChoice('1 1 1', [])).toBe('pick a number card first: pick CARD, CARD 1, 2 or 3');
  });

  it('a claim offered in a list reads as it is typed on a choice line', () => {
    expect(personClaimText({ plan: 0, estates: [{ street: 2, start: 0, size: 3 }] })).toBe('claim 1 3:1-3');
  });
});

/** A state's legal steps for its first player: the picks, or the choices after each legal pick. */
function* stepsOf(state: GameState): Generator<{ step: Choice | PickChoice; pairs: number[] }> {
  const id = state.players[0]?.id as string;
  for (const step of eachLegalChoice(state, id)) {
    if (step.type !== 'pick') {
      yield { step, pairs: choosablePairs(playerView(state, id).offer) };
      continue;
    }
    yield { step, pairs: [] };
    const picked = applyChoice(state, id, step);
    for (const choice of eachLegalChoice(picked, id)) yield { step: choice, pairs: choosablePairs(playerView(picked, id).offer) };
  }
}

describe('what welcome-to play shows is what it reads back', () => {
  const games: [string, Omit<GameOptions, 'players'>][] = [
    ['collector', { seed: 'person-text' }],
    ['original, every variant, ice cream', { seed: 'person-text', ruleset: 'original', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'ice-cream' }],
  ];

  it.each(games)('every legal step of every round of a %s game', (_name, options) => {
    const { record } = playGame({ ...options, players: 3 }, [randomBot, randomBot, randomBot]);
    let checked = 0;
    record.rounds.forEach((_round, r) => {
      const state = replay({ options: record.options, rounds: record.rounds.slice(0, r) });
      let taken = 0;
      for (const { step, pairs } of stepsOf(state)) {
        if (taken++ >= 400) break;
        expect(readPersonChoice(personChoiceText(step, pairs), pairs)).toEqual(step);
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("the engine's refusals, in the player messages, with the pairs as listed", () => {
  const state = createGame({ players: 2, seed: 3 });

  it('a refusal while pairs fit names them counted from 1', () => {
    const validation = validateChoice(state, 'p1', { type: 'refuse' });
    if (validation.ok) throw new Error('expected the refusal refused');
    const [a, b, c] = state.offer.map((pair) => pair.number);
    expect(playerMessage(validation, personMessages(ALL))).toBe(`You must build if you can: pair 1 (${a}), pair 2 (${b}) and pair 3 (${c}) fit.`);
  });

  it("after an expert pick, the picked card's pairs are pairs 1 and 2, as listed under the sheet", () => {
    const messages = personMessages([4, 5]);
    expect(messages['choice/pair']({ pair: 0, pick: 2, pairs: [4, 5] })).toBe('You picked card 3: choose pair 1 or pair 2.');
    expect(messages['choice/refusal-not-allowed']({ playable: [{ pair: 5, number: 8, temp: true }] })).toBe('You must build if you can: pair 2 (8 with the temp agency) fits.');
  });

  it("the other messages are the library's, counted from 1, with no code", () => {
    const validation = validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 10 });
    if (validation.ok) throw new Error('expected the house refused');
    expect(playerMessage(validation, personMessages(ALL))).toBe('The top street has no house 11: its houses are 1 to 10.');
  });

  it('a plan claimed twice on a line is said counting from 1', () => {
    expect(readPersonChoice('1 1 1 claim 2 claim 2', ALL)).toBe('plan 2 is claimed twice');
  });
});
