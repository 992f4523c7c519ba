import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, resolveRound, scoreGame, type Choice } from '../../src/index.js';
import { CLAIM_34, EMPTY, expectRuleError, gameWith, playRound, THREE_AND_FOUR, withSheet } from '../support/helpers.js';

const offer = [['9 park', '10 park', '11 park'], ['1 park', '1 park', '1 park']] as const;
const build: Choice = { type: 'build', pair: 0, street: 2, house: 11 };
// Every house written but house 9 of the bottom street, which takes 9 to 14.
const ONE_LEFT = ['0 1 2 3 4 5 6 7 8 15', '0 1 2 3 4 5 6 7 8 15 16', '0 1 2 3 4 5 6 7 8 . 15 16'] as const;
const LAST: Choice = { type: 'build', pair: 0, street: 2, house: 9 };

describe('end of game (rules §7)', () => {
  it('"crossed their third refusal": the round completes, then the game is over', () => {
    const full = ['0 1 2 3 4 5 6 7 8 15', '0 1 2 3 4 5 6 7 8 15 16', '0 1 2 3 4 5 6 7 8 15 16 .'] as const;
    const state = withSheet(gameWith(offer), 'p1', { streets: full, refusals: 2 });
    const next = playRound(state, { p1: { type: 'refuse' }, p2: build });
    expect(next.status).toBe('over');
    expect(next.ended).toEqual([{ reason: 'refusals', player: 'p1' }]);
    expect(next.players[1]?.sheet.streets[2].houses[11]?.number).toBe(9); // p2's choice of that round still counts
    expect(next.round).toBe(1);
  });

  it('"has no empty house left"', () => {
    const state = withSheet(gameWith(offer), 'p2', { streets: ONE_LEFT });
    const next = playRound(state, { p1: build, p2: LAST });
    expect(next.status).toBe('over');
    expect(next.ended).toEqual([{ reason: 'full', player: 'p2' }]);
  });

  it('"has claimed all three plans"', () => {
    const state = withSheet(gameWith(offer), 'p1', { streets: THREE_AND_FOUR, plans: [8, 11, null] });
    const next = playRound(state, { p1: { ...build, claims: [CLAIM_34] }, p2: build });
    expect(next.ended).toEqual([{ reason: 'plans', player: 'p1' }]);
  });

  it('several players may end it in the same round; every reason is kept', () => {
    const full = ['0 1 2 3 4 5 6 7 8 15', '0 1 2 3 4 5 6 7 8 15 16', '0 1 2 3 4 5 6 7 8 15 16 .'] as const;
    let state = withSheet(gameWith(offer), 'p1', { streets: full, refusals: 2 });
    state = withSheet(state, 'p2', { streets: ONE_LEFT });
    const next = playRound(state, { p1: { type: 'refuse' }, p2: LAST });
    expect(next.ended).toEqual([
      { reason: 'refusals', player: 'p1' },
      { reason: 'full', player: 'p2' },
    ]);
  });

  it('a finished game carries its final scores and winners, and takes no more choices', () => {
    const full = ['0 1 2 3 4 5 6 7 8 15', '0 1 2 3 4 5 6 7 8 15 16', '0 1 2 3 4 5 6 7 8 15 16 .'] as const;
    const state = withSheet(gameWith(offer), 'p1', { streets: full, refusals: 2 });
    const over = playRound(state, { p1: { type: 'refuse' }, p2: build });
    expect(over.result).toEqual(scoreGame(over));
    expect(over.result?.winners).toEqual(['p2']); // p1 scores −5 for three refusals, p2 nothing
    expect(over.result?.players.map((player) => player.breakdown.total)).toEqual([-5, 0]);
    expectRuleError(() => applyChoice(over, 'p2', build), 'game/over');
    expectRuleError(() => resolveRound(over), 'game/over');
  });
});

describe('scoreGame (rules §7)', () => {
  it("ranks the temp counts across the table and applies the ruleset's tie-break", () => {
    let state = createGame({ players: 3, seed: 1 });
    state = withSheet(state, 'p1', { streets: EMPTY, temps: 3 });
    state = withSheet(state, 'p2', { streets: EMPTY, temps: 3 });
    state = withSheet(state, 'p3', { streets: EMPTY, temps: 1 });
    const score = scoreGame(state);
    expect(score.players.map((player) => player.breakdown.temps)).toEqual([7, 7, 4]);
    expect(score.players.map((player) => player.rank)).toEqual([1, 1, 3]);
    expect(score.winners).toEqual(['p1', 'p2']);
  });

  it('original: equal points and estates, more 1-house estates wins', () => {
    let state = createGame({ players: 2, seed: 1, ruleset: 'original' });
    state = withSheet(state, 'p1', { streets: ['1 | 2 3 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]], improvements: [0, 0, 0, 0, 0, 1] });
    state = withSheet(state, 'p2', { streets: ['1 2 | 3 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]], improvements: [0, 0, 0, 0, 1, 0] });
    const score = scoreGame(state);
    expect(score.players.map((player) => player.breakdown.total)).toEqual([1 + 7, 2 + 6]);
    expect(score.winners).toEqual(['p1']);
    const collector = scoreGame({ ...state, rules: createGame({ players: 2, seed: 1 }).rules });
    expect(collector.winners).toEqual(['p1', 'p2']);
  });
});
