// The clairvoyant planner of `npm run bench:ceiling` (ceiling-plan.ts), on the compact
// game: it finds the plans the planner found when it played JSON states between moves,
// and a plan is a real game of the engine, whose total the public loop gives again.
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, resolveRound, type GameState } from '../../src/index.js';
import { choiceToText } from '../../src/notation/choice-text.js';
import { planSolo, soloOptions } from './ceiling-plan.js';

/**
 * Plans of the JSON planner (applyChoice, resolveRound and the greedy bot's views
 * between moves: ceiling-plan.ts at 7fb560a) on the learned feature rating (`rating:
 * 'learned'`, the bench's default, asked for here): at width 1, and at
 * width 2, where states of the beam reach one sheet and play it out once. A change of
 * the rating or of the rules changes them: write them again from the planner then,
 * once a change of the planner alone is known to leave them.
 */
const JSON_PLANS = [
  {
    seed: 'ceiling-1',
    width: 1,
    branch: 2,
    total: 96,
    rated: 25240,
    playouts: 52,
    choices: [
      '1 2 0 park',
      '5 2 11 temp 1',
      '0 2 8 fence 2 6',
      '0 1 10 fence 1 6',
      '5 1 9 fence 2 11',
      '4 2 10 park',
      '5 1 0 park',
      '1 2 9 park',
      '5 2 6 park',
      '1 1 2 improvement 1',
      '1 2 7 temp 2',
      '4 1 6 park',
      '3 2 5 park',
      '0 1 7 bis 1 8 left claim 0 1:6-10 2:6-10',
      '3 1 4 park',
      '2 0 9 park',
      '4 1 3 fence 0 9',
      '5 1 1 park',
      '0 0 2 pool',
      '4 0 1 park',
      '2 1 5 temp 0',
      '3 2 2 fence 2 5',
      '2 0 6 park',
      '5 2 3 improvement 5',
      '1 0 7 fence 1 5',
      '4 2 4 improvement 5',
      '1 2 1 improvement 5',
    ],
  },
  {
    seed: 'ceiling-2',
    width: 1,
    branch: 2,
    total: 111,
    rated: 21082,
    playouts: 52,
    choices: [
      '5 1 10 fence 1 5',
      '5 1 8 fence 2 6',
      '0 2 4 park',
      '5 2 1 park',
      '0 2 3 fence 0 4',
      '5 1 7 park',
      '4 0 2 park',
      '3 2 10 pool',
      '1 1 3 pool',
      '1 1 2 park',
      '2 1 1 park',
      '0 2 0 park',
      '0 1 9 park',
      '5 1 6 improvement 6',
      '4 2 2 improvement 6',
      '4 2 5 park',
      '2 2 9 improvement 6',
      '2 1 5 improvement 6 claim 0 1:5-10 2:0-5',
      '2 0 1 park',
      '2 2 6 park',
      '4 0 0 improvement 4',
      '4 0 3 park',
      '4 0 7 pool',
      '5 2 8 temp 1',
      '4 2 7 bis 2 11 left',
      '0 1 4 fence 1 2 claim 2 0:0-3 1:2-4',
      '5 0 6 pool',
    ],
  },
  {
    seed: 'ceiling-0',
    width: 2,
    branch: 2,
    total: 111,
    rated: 38270,
    playouts: 102,
    choices: [
      '3 0 7 pool',
      '2 1 0 park',
      '4 2 11',
      '0 0 6 park',
      '2 0 9 fence 0 4',
      '5 0 3 park',
      '4 2 0 fence 2 6',
      '2 2 3 park',
      '2 0 2 pool',
      '0 0 8 park',
      '1 2 1 pool',
      '1 0 1 fence 0 1',
      '4 0 4 bis 0 5 left claim 1 0:1-3 0:4-9',
      '4 0 0 improvement 1',
      '0 2 9 park',
      '3 2 8 fence 1 1',
      '2 2 5 park',
      '5 2 10 improvement 6',
      '0 2 4 park',
      '3 2 2 park',
      '2 1 1 park',
      '5 2 7 fence 1 2',
      '0 1 10 fence 1 10',
      '4 2 6 pool claim 0 2:0-5 2:6-11',
      '3 1 2 park',
      '4 1 8 park',
      '5 1 7 improvement 6',
    ],
  },
] as const;

describe('the ceiling planner: a beam search over a solo game, its states compact games', () => {
  for (const { seed, width, branch, ...expected } of JSON_PLANS) {
    it(
      `finds on ${seed} at width ${width}, branch ${branch} the plan it found on JSON states, and "its score is the engine's result": the plan replayed through applyChoice and resolveRound scores ${expected.total}`,
      () => {
        const plan = planSolo(seed, { width, branch, rating: 'learned' });
        expect({ total: plan.total, rated: plan.rated, playouts: plan.playouts, choices: plan.choices.map(choiceToText) }).toEqual({ ...expected, choices: [...expected.choices] });
        let state: GameState = createGame(soloOptions(seed));
        for (const choice of plan.choices) state = resolveRound(applyChoice(state, 'p1', choice));
        expect(state.status).toBe('over');
        expect(state.result?.players[0]?.breakdown.total).toBe(plan.total);
        // Under half a second of one core each (the width-2 plan rates 38,270 choices and plays 102 games out), seconds on a loaded machine.
      },
      20_000,
    );
  }
});
