import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  canRefuse,
  createGame,
  eachLegalChoice,
  isRuleError,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  playerView,
  playGame,
  previewChoice,
  randomBot,
  resolveRound,
  scoreGame,
  validateChoice,
  withdrawChoice,
  type Choice,
} from '../../src/index.js';
import { expectRuleError } from '../support/helpers.js';

/** The code and message of the RuleError `call` throws. */
function ruleErrorOf(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (error) {
    if (isRuleError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('no RuleError thrown');
}

describe('what a client holding only its view can ask', () => {
  const state = createGame({ players: ['ann', 'bob'], seed: 'view' });
  const view = playerView(state, 'ann');
  const build: Choice = { type: 'build', pair: 0, street: 0, house: 0 };

  it('validateChoice answers from the view as from the state', () => {
    expect(validateChoice(view, 'ann', build)).toEqual(validateChoice(state, 'ann', build));
    expect(validateChoice(view, 'ann', { type: 'refuse' })).toEqual(validateChoice(state, 'ann', { type: 'refuse' }));
    expect(validateChoice(view, 'bob', build)).toMatchObject({ ok: false, code: 'choice/unknown-player' });
  });

  it('scoreGame scores the table from the view as from the state', () => {
    const played = playGame({ players: 3, seed: 'score-view' }, [randomBot, randomBot, randomBot]).state;
    expect(scoreGame(playerView(played, 'p2'))).toEqual(played.result);
  });
});

describe('previewChoice: what a choice would do, before it is sent', () => {
  const state = createGame({ players: ['ann', 'bob'], seed: 'preview' });
  const build: Choice = { type: 'build', pair: 1, street: 1, house: 4 };

  it('gives the sheet the round would write, and records nothing', () => {
    const preview = previewChoice(state, 'ann', build);
    const resolved = resolveRound(applyChoice(applyChoice(state, 'ann', build), 'bob', build));
    expect(preview.sheet).toEqual(resolved.players[0]?.sheet);
    expect(preview.claimed).toEqual([]);
    expect(state.players[0]?.pending).toBeNull();
    expect(previewChoice(playerView(state, 'ann'), 'ann', build)).toEqual(preview);
  });

  it('throws the RuleError applyChoice would', () => {
    expectRuleError(() => previewChoice(state, 'ann', { type: 'refuse' }), 'choice/refusal-not-allowed');
  });
});

describe('a pick where a build or refusal may go: it writes nothing and claims nothing', () => {
  const expert = createGame({ players: ['ann', 'bob'], seed: 'pick', variants: { expert: true } });
  const sheet = expert.players[0]?.sheet;

  it('previewChoice of a legal pick: the sheet as it stands, no claim, no reshuffle', () => {
    for (const state of [expert, playerView(expert, 'ann')]) {
      for (const pick of legalChoices(state, 'ann')) {
        const preview = previewChoice(state, 'ann', pick);
        expect(preview).toEqual({ sheet, claimed: [], reshuffle: false });
        expect(preview.sheet).toBe(sheet);
      }
    }
  });

  it('legalClaims of a legal pick: none, as the claims come with the build or refusal after it', () => {
    for (const pick of legalChoices(expert, 'ann')) expect(legalClaims(expert, 'ann', pick)).toEqual([]);
  });

  it('an illegal pick is refused by previewChoice and legalClaims with the code and message applyChoice gives', () => {
    const picked = applyChoice(expert, 'ann', { type: 'pick', card: 0 });
    const plain = createGame({ players: 2, seed: 'pick' });
    for (const [state, id] of [[picked, 'ann'], [plain, 'p1']] as const) {
      const again = { type: 'pick', card: 1 } as const;
      const refusal = ruleErrorOf(() => applyChoice(state, id, again));
      expect(refusal.code).toBe('choice/pick');
      expect(ruleErrorOf(() => previewChoice(state, id, again))).toEqual(refusal);
      expect(ruleErrorOf(() => legalClaims(state, id, again))).toEqual(refusal);
    }
  });
});

describe('withdrawChoice: a player takes back a pending choice', () => {
  it('clears the pending choice, so the round waits for the player again', () => {
    let state = createGame({ players: ['ann', 'bob'], seed: 'withdraw' });
    state = applyChoice(state, 'ann', { type: 'build', pair: 0, street: 0, house: 0 });
    state = applyChoice(state, 'bob', { type: 'build', pair: 0, street: 0, house: 0 });
    const withdrawn = withdrawChoice(state, 'ann');
    expect(withdrawn.players.map((player) => player.pending === null)).toEqual([true, false]);
    expectRuleError(() => resolveRound(withdrawn), 'round/waiting-for', /ann/);
    expect(withdrawChoice(withdrawn, 'ann')).toBe(withdrawn); // nothing pending: no change
  });

  it('keeps an expert pick: a picked card cannot be exchanged', () => {
    let state = createGame({ players: 2, seed: 'withdraw', variants: { expert: true } });
    state = applyChoice(state, 'p1', legalChoices(state, 'p1')[0]!); // a pick
    const choice = legalChoices(state, 'p1')[0]!;
    state = withdrawChoice(applyChoice(state, 'p1', choice), 'p1');
    expect(state.players[0]?.pending).toBeNull();
    expect(state.players[0]?.pick).not.toBeNull();
  });
});

describe('a finished game', () => {
  const { state } = playGame({ players: 2, seed: 'finished' }, [randomBot, randomBot]);

  it('has no legal choice: the queries answer with nothing rather than throwing', () => {
    expect(legalChoices(state, 'p1')).toEqual([]);
    expect([...eachLegalChoice(state, 'p1')]).toEqual([]);
    expect(legalRoundabouts(state, 'p1')).toEqual([]);
    expect(legalPairs(state, 'p1')).toEqual([]);
    expect(canRefuse(state, 'p1')).toBe(false);
    expect(legalChoices(playerView(state, 'p1'), 'p1')).toEqual([]);
  });

  it('still refuses to record a choice or a withdrawal', () => {
    expectRuleError(() => applyChoice(state, 'p1', { type: 'refuse' }), 'game/over');
    expectRuleError(() => withdrawChoice(state, 'p1'), 'game/over');
    expect(validateChoice(state, 'p1', { type: 'refuse' })).toMatchObject({ ok: false, code: 'game/over' });
  });
});
