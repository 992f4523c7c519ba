import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, isPick, legalChoices, playerView, resolveRound, type Choice, type PickChoice } from '../../src/index.js';
import * as game from '../../web/game.ts';

// The page's steps at a server's match (web/game.ts on a player's view): a confirmed
// choice goes to the server once, and the page waits, asking nothing more, until the
// server's view shows it taken; the next round asks again.
describe("the page's steps at a server's match", () => {
  it('after Confirm the page waits, whether or not the view shows the choice yet, and the next round asks again', () => {
    let state = createGame({ players: ['0', '1'], seed: 'steps at a table' });
    const sent: (Choice | PickChoice)[] = [];
    game.joinTable('0', (choice) => sent.push(choice));
    game.showView(playerView(state, '0'), { '1': 'Bob' });
    expect(game.step().kind).toBe('pair');
    const choice = legalChoices(state, '0').find((candidate): candidate is Choice => !isPick(candidate) && candidate.type === 'build') as Choice;
    game.table.draft = { roundabout: null, placing: false, pair: null, house: null, truck: null, choice, claims: -1, reshuffle: false };
    expect(game.step().kind).toBe('confirm');
    game.confirm();
    expect(sent).toEqual([choice]);
    // The server has not answered: nothing to choose, nothing sent twice.
    expect(game.step().kind).toBe('waiting');
    game.confirm();
    expect(sent).toHaveLength(1);
    // Another player's update, before ours is shown: still waiting.
    state = applyChoice(state, '1', legalChoices(state, '1').find((c): c is Choice => !isPick(c)) as Choice);
    game.showView(playerView(state, '0'), { '1': 'Bob' });
    expect(game.step().kind).toBe('waiting');
    // Ours taken, then the round resolved: the next round asks.
    state = applyChoice(state, '0', choice);
    game.showView(playerView(state, '0'), { '1': 'Bob' });
    expect(game.step().kind).toBe('waiting');
    game.showView(playerView(resolveRound(state), '0'), { '1': 'Bob' });
    expect(game.step().kind).toBe('pair');
    expect(game.playerName('1', { you: 'you' } as never)).toBe('Bob');
  });
});
