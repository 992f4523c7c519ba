import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, legalChoices, parseChoice, playerView, replay, resolveRound, stateAtRound, type GameRecord, type GameState } from '../../src/index.js';
import { expectRuleError, playRound } from '../support/helpers.js';
import { withoutPicks } from './steps.js';

describe('parseChoice: choices from outside are checked, not cast', () => {
  it('accepts a well-formed choice from JSON and returns it', () => {
    const text = '{"type":"build","pair":2,"street":1,"house":3,"effect":{"type":"temp","delta":-2},"claims":[{"plan":0,"estates":[{"street":0,"start":0,"size":2}]}]}';
    expect(parseChoice(JSON.parse(text))).toEqual(JSON.parse(text));
    expect(parseChoice({ type: 'refuse' })).toEqual({ type: 'refuse' });
  });

  it.each([
    [null, /choice must be an object/],
    [[], /choice must be an object/],
    [{ type: 'pass' }, /choice\.type must be one of "build", "refuse"/],
    [{ type: 'build', pair: 0, street: 3, house: 0 }, /choice\.street must be one of 0, 1, 2/],
    [{ type: 'build', pair: '0', street: 0, house: 0 }, /choice\.pair must be a whole number/],
    [{ type: 'build', pair: 0, street: 0, house: -1 }, /choice\.house/],
    [{ type: 'build', pair: 0, street: 0, house: 1.5 }, /choice\.house/],
    [{ type: 'build', pair: 0, street: 0, house: 1, effect: { type: 'temp', delta: 3 } }, /choice\.effect\.delta/],
    [{ type: 'build', pair: 0, street: 0, house: 1, effect: { type: 'temp', delta: 1, slot: 2 } }, /choice\.effect\.slot must be absent/],
    [{ type: 'build', pair: 0, street: 0, house: 1, effect: { type: 'bis', street: 0, house: 2, source: 'up' } }, /choice\.effect\.source/],
    [{ type: 'build', pair: 0, street: 0, house: 1, claims: {} }, /choice\.claims must be an array/],
    [{ type: 'build', pair: 0, street: 0, house: 1, claims: [{ plan: 3 }] }, /choice\.claims\[0\]\.plan/],
    [{ type: 'build', pair: 0, street: 0, house: 1, claims: [{ plan: 0, estates: [{ street: 0, start: 0 }] }] }, /choice\.claims\[0\]\.estates\[0\]\.size/],
    [{ type: 'build', pair: 0, street: 0, house: 1, reshuffle: 'yes' }, /choice\.reshuffle/],
    [{ type: 'build', pair: 0, street: 0, house: 1, extra: true }, /choice\.extra must be absent/],
    [{ type: 'refuse', house: 1 }, /choice\.house must be absent/],
    [{ type: 'build', card: 0, street: 0, house: 1 }, /choice\.card must be absent: .* a build names the offer's pair it plays in choice\.pair/],
  ])('rejects %j with the path of the bad field', (input, message) => {
    expectRuleError(() => parseChoice(input), 'choice/malformed', message);
  });
});

describe('playerView: what one player may see', () => {
  it("holds no card order, no generator state and no other player's pending choice", () => {
    let state = createGame({ players: ['ann', 'bob'], seed: 1 });
    const choice = withoutPicks(legalChoices(state, 'ann'))[1]!;
    state = { ...state, players: state.players.map((player) => (player.id === 'ann' ? { ...player, pending: choice ?? null } : player)) };
    const bob = playerView(state, 'bob');
    const text = JSON.stringify(bob);
    expect(bob.pending).toBeNull();
    expect(bob.players.map((player) => player.chosen)).toEqual([true, false]);
    expect(text).not.toContain('"cards"');
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"record"');
    expect(text).not.toContain('"pending":{');
    expect(text).not.toContain('"outcome"');
    expect(bob.stacks).toEqual([20, 20, 20]);
    expect(playerView(state, 'ann').pending).toEqual(choice);
  });

  it('shows every player as chosen or not as of its own state, whichever state was asked of before', () => {
    const start = createGame({ players: 3, seed: 'views' });
    const chosen = applyChoice(start, 'p2', legalChoices(start, 'p2')[0]!);
    const flags = (state: GameState) => playerView(state, 'p1').players.map((player) => player.chosen);
    expect(flags(chosen)).toEqual([false, true, false]);
    expect(flags(start)).toEqual([false, false, false]);
    expect(flags(chosen)).toEqual([false, true, false]);
    const both = applyChoice(chosen, 'p3', legalChoices(chosen, 'p3')[0]!);
    expect(flags(both)).toEqual([false, true, true]);
    expect(playerView(both, 'p3').players.map((player) => player.sheet)).toEqual(both.players.map((player) => player.sheet));
  });

  it('games played side by side each get their own views: asked in turn, every view equals the one built alone from a copy of its state', () => {
    const games = [
      createGame({ players: 3, seed: 'side-1' }),
      createGame({ players: 2, seed: 'side-2', variants: { expert: true } }),
      createGame({ players: 1, seed: 'side-3', ruleset: 'original' }),
    ];
    const states: GameState[][] = games.map((game) => [game]);
    for (let round = 0; round < 4; round++) {
      for (const list of states) {
        let state = list[list.length - 1] as GameState;
        for (const player of state.players) {
          for (const choice of legalChoices(state, player.id).slice(0, 1)) state = applyChoice(state, player.id, choice);
          if (state.players.find((p) => p.id === player.id)?.pending === null) state = applyChoice(state, player.id, legalChoices(state, player.id)[0]!);
          list.push(state);
        }
        list.push(resolveRound(state));
      }
    }
    // Every state of every game, the games interleaved and each state asked twice apart.
    const all = states.flatMap((list, g) => list.map((state, k) => ({ state, key: k * 3 + g }))).sort((a, b) => a.key - b.key);
    for (const { state } of [...all, ...all]) {
      for (const player of state.players) expect(playerView(state, player.id)).toEqual(playerView(structuredClone(state), player.id));
    }
  });

  it('legal choices can be asked of a view, and agree with the state', () => {
    const state = createGame({ players: 3, seed: 8 });
    expect(legalChoices(playerView(state, 'p2'), 'p2')).toEqual(legalChoices(state, 'p2'));
  });
});

describe('resolveRound checks choices it did not see checked', () => {
  it('a state whose pending choices carry no outcome resolves as if they had been applied', () => {
    const state = createGame({ players: 3, seed: 'outcome' });
    const choices = state.players.map((player) => withoutPicks(legalChoices(state, player.id)).at(-1) ?? { type: 'refuse' as const });
    const applied = playRound(state, Object.fromEntries(state.players.map((player, i) => [player.id, choices[i]!])));
    const handMade = { ...state, players: state.players.map((player, i) => ({ ...player, pending: choices[i] ?? null })) };
    expect(resolveRound(handMade)).toEqual(applied);
  });

  it('and still rejects an illegal one', () => {
    const state = createGame({ players: 2, seed: 'outcome' });
    const handMade = { ...state, players: state.players.map((player) => ({ ...player, pending: { type: 'refuse' as const } })) };
    expectRuleError(() => resolveRound(handMade), 'choice/refusal-not-allowed');
  });
});

describe('replay: a game from its record', () => {
  function playSome(rounds: number) {
    let state = createGame({ players: 3, seed: 'replay', ruleset: 'original' });
    for (let r = 0; r < rounds && state.status === 'choosing'; r++) {
      const choices = Object.fromEntries(state.players.map((player) => [player.id, withoutPicks(legalChoices(state, player.id)).at(-1)!]));
      state = playRound(state, choices);
    }
    return state;
  }

  it('rebuilds the same state from the record, through JSON', () => {
    const state = playSome(6);
    expect(state.record.rounds).toHaveLength(6);
    expect(replay(JSON.parse(JSON.stringify(state.record)) as GameRecord)).toEqual(state);
  });

  it('a corrupted record throws with the round it breaks in', () => {
    const record = playSome(4).record;
    const corrupted = { ...record, rounds: record.rounds.map((round, r) => (r === 2 ? round.map(() => ({ type: 'build', pair: 9, street: 0, house: 0 })) : round)) };
    expectRuleError(() => replay(corrupted as GameRecord), 'choice/pair', /round 3/);
    expectRuleError(() => replay({ options: record.options, rounds: [[{ type: 'refuse' }]] } as GameRecord), 'record/invalid', /1 choices for 3 players/);
    expectRuleError(() => replay({ rounds: [] } as unknown as GameRecord), 'record/invalid', /record\.options/);
    expectRuleError(() => replay({ options: record.options, rounds: 'none' } as unknown as GameRecord), 'record/invalid', /record\.rounds must be an array/);
  });
  it('stateAtRound: the game as each round began, from round 1 (as created) to the round after the last (the whole record)', () => {
    const state = playSome(5);
    const { record } = state;
    expect(stateAtRound(record, 1)).toEqual(createGame(record.options));
    for (let round = 1; round <= 6; round++) {
      const at = stateAtRound(record, round);
      expect(at.round).toBe(round);
      expect(at.record.rounds).toEqual(record.rounds.slice(0, round - 1));
      expect(at).toEqual(replay({ options: record.options, rounds: record.rounds.slice(0, round - 1) }));
    }
    expect(stateAtRound(record, 6)).toEqual(state);
  });

  it('stateAtRound refuses a round the record does not reach, saying which it does, and leaves the record as it was', () => {
    const record = playSome(3).record;
    const before = JSON.stringify(record);
    expectRuleError(() => stateAtRound(record, 0), 'argument/invalid', /round from 1 to 4 \(the record holds 3 rounds\)/);
    expectRuleError(() => stateAtRound(record, 5), 'argument/invalid', /round from 1 to 4/);
    expectRuleError(() => stateAtRound(record, 1.5), 'argument/invalid', /whole number/);
    expectRuleError(() => stateAtRound({ options: record.options, rounds: 'none' } as unknown as GameRecord, 1), 'record/invalid', /record\.rounds must be an array/);
    expect(JSON.stringify(record)).toBe(before);
  });
});
