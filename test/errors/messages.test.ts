import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, choiceFromText, describeChoice, parseChoice, playGame, randomBot, replay, resolveRound, scoreSheet } from '../../src/index.js';
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
