import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyChoice, createGame, choiceFromText, describeChoice, parseChoice, playGame, randomBot, replay, resolveRound, scoreSheet } from '../../src/index.js';
import { ERRORS, type TableCode } from '../../src/errors/messages.js';
import { describe as describeProblem, problem, type Problem } from '../../src/errors/rule-error.js';
import { ERROR_MESSAGES_EN, type RuleErrorCode } from '../../src/index.js';
import { ruleErrorOf } from '../support/helpers.js';

// One style for every error's message: the library's name, the code, then what was wrong
// and what would do. An option error reads as a choice error does.
const state = createGame({ players: 2, seed: 3 });

const CALLS: [string, () => unknown][] = [
  ['options/malformed', () => createGame(7 as never)],
  ['options/players', () => createGame({ players: 0 })],
  ['options/players (bots)', () => playGame({ players: 3, seed: 1 }, [randomBot])],
  ['options/seed', () => createGame({ players: 2, seed: Number.NaN })],
  ['options/ruleset', () => createGame({ players: 2, ruleset: 'x' as never })],
  ['options/rules', () => createGame({ players: 2, rules: { reshuffle: 'x' } as never })],
  ['options/variants', () => createGame({ players: 2, variants: { roundabouts: 'yes' } as never })],
  ['options/plans', () => createGame({ players: 2, plans: 'x' as never })],
  ['options/stacks', () => createGame({ players: 2, stacks: 4 as never })],
  ['choice/house', () => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 99 })],
  ['choice/unknown-player', () => applyChoice(state, 'p9', { type: 'refuse' })],
  ['round/waiting-for', () => resolveRound(state)],
  ['record/invalid', () => replay({ options: { players: 2, seed: 3 }, rounds: 'x' } as never)],
  ['sheet/malformed', () => scoreSheet(null as never)],
  ['choice/malformed', () => parseChoice({ type: 'fly' })],
  ['notation/choice', () => choiceFromText('fly away')],
  ['argument/invalid', () => describeChoice({ type: 'refuse' }, undefined, 7 as never)],
];

describe('every RuleError reads "[welcome-to-engine] <code>: what was wrong; what would do"', () => {
  it.each(CALLS)('%s', (name, run) => {
    const { code, message } = ruleErrorOf(run);
    expect(code).toBe(name.split(' ')[0]);
    expect(message.startsWith(`[welcome-to-engine] ${code}: `), message).toBe(true);
    // The prefix and the code once: no entry writes them again.
    expect(message.split('[welcome-to-engine]').length, message).toBe(2);
    expect(message.slice(`[welcome-to-engine] ${code}: `.length)).not.toMatch(/^[a-z-]+\/[a-z-]+: /);
  });
});

// Issue 46: the table was keyed by names of its own (`temp` threw `choice/order`), so
// searching for the code a user saw did not find where it was raised.
describe('the error table is keyed by the codes themselves', () => {
  it('every key is a code: the code each throw names, and the code its error carries', () => {
    expectTypeOf<TableCode>().toExtend<RuleErrorCode>();
    const keys = Object.keys(ERRORS);
    expect(keys.length).toBeGreaterThan(40);
    // The player's message table has an entry for every code and no other (its type is mapped over RuleErrorCode).
    for (const key of keys) expect(Object.keys(ERROR_MESSAGES_EN), key).toContain(key);
    expect(describeProblem(problem('choice/house', { street: 0, house: 12, houses: 10 })).code).toBe('choice/house');
  });

  // The codes that had two entries under two names have one entry each, which words each
  // case as its own entry did, from the same details.
  const CASES: [string, Problem, string][] = [
    ['options/players', problem('options/players', { problem: 'must be at least 2', min: 2 }), 'options.players must be at least 2; give a count of at least 2 or that many unique, non-empty ids.'],
    ['options/players (bots)', problem('options/players', { players: 3, bots: 1 }), 'the game has 3 players but 1 bots were given; give one bot per player, in player order.'],
    ['choice/order', problem('choice/order', { street: 0, house: 3, number: 2, min: 5, max: 9 }), 'house 3 of street 0 (top) must be between 5 and 9, not 2, to keep the street increasing.'],
    ['choice/order (no room)', problem('choice/order', { street: 2, house: 3, number: 2, min: 9, max: 5 }), 'no number fits house 3 of street 2 (bottom): its neighbours leave no room for 2.'],
    ['choice/order (temp)', problem('choice/order', { number: 1, delta: -2 }), '1 − 2 leaves the house numbers 0–17; choose another change.'],
    ['choice/pair', problem('choice/pair', { pair: 4, pairs: 3 }), 'there is no pair 4; choose a pair from 0 to 2.'],
    [
      'choice/pair (before the pick)',
      problem('choice/pair', { pair: 0, pick: null, pairs: [] }),
      "in expert card choice the effects stay hidden until you pick a number card; pick one first ({ type: 'pick', card }).",
    ],
    ['choice/pair (picked)', problem('choice/pair', { pair: 0, pick: 1, pairs: [1, 2] }), 'you picked card 1, so pair 0 is not yours to choose; choose pair 1, 2.'],
    ['game/over', problem('game/over', undefined), 'the game is over; start a new one with createGame.'],
    ['game/over (environment)', problem('game/over', undefined, 'environment'), "the environment's game is over; call reset (or reset with a seed) to play another."],
  ];

  it.each(CASES)('%s', (name, found, text) => {
    const code = name.split(' ')[0];
    expect(describeProblem(found)).toEqual({ code, message: `[welcome-to-engine] ${code}: ${text}`, details: found.args ?? {} });
  });

  it("game/over's case is the message's alone: the details stay the shared empty object", () => {
    const details = describeProblem(problem('game/over', undefined, 'environment')).details;
    expect(details).toBe(describeProblem(problem('game/over', undefined)).details);
    expect(Object.isFrozen(details) && Object.keys(details)).toEqual([]);
  });
});
