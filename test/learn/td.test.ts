// The TD learner's parts (train/td/, npm run train -- --method td): the n-tuple value
// starts as the greedy bot's hand rating and moves towards what it is taught, and a
// self-play game is the same game from the same seed.
import { describe, expect, it } from 'vitest';
import { learn, newValue, valueOf } from '../../train/td/value.js';
import { PATTERN_WEIGHTS } from '../../src/bots/rating/patterns/patterns.js';
import { playSelf, type Decider } from '../../train/td/selfplay.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { raterFor } from '../../src/bots/rating/rater.js';
import { supplyOfDeck } from '../../src/bots/rating/supply.js';
import { startGame } from '../../src/game/compact/start.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import type { PlanState } from '../../src/game/state.js';

/** The afterstates of a greedy 2-player game, seat 0's, with the plans as each round settled. */
function afterstates(seed: number): { sheets: CompactSheet[]; plans: (readonly PlanState[])[]; score: number } {
  const sheets: CompactSheet[] = [];
  const plans: (readonly PlanState[])[] = [];
  const hand: Decider = { kind: 'valuation', valuation: HAND_VALUATION, temperature: 0 };
  const scores = playSelf({ players: 2, seed: `td-test/${seed}` }, [hand, hand], seed, (after, now) => {
    sheets.push(after[0] as CompactSheet);
    plans.push(now);
  });
  return { sheets, plans, score: scores[0] as number };
}

describe('the TD value (train/td/value.ts)', () => {
  it("with no weights learned, it is the greedy bot's hand rating", () => {
    const game = startGame({ players: 2, seed: 'td-blank' });
    const value = newValue(undefined, supplyOfDeck(game.deck));
    expect(value.patterns.weights).toHaveLength(PATTERN_WEIGHTS);
    const { sheets, plans } = afterstates(1);
    for (const [t, sheet] of sheets.entries())
      expect(valueOf(value, sheet, plans[t] as readonly PlanState[])).toBeCloseTo(rateSheet(raterFor(HAND_VALUATION, game.deck), sheet, plans[t] as readonly PlanState[]), 9);
  });

  it('a step of learning moves the value towards its target, and only by the share asked', () => {
    const value = newValue();
    const { sheets, plans, score } = afterstates(2);
    const sheet = sheets[5] as CompactSheet;
    const before = valueOf(value, sheet, plans[5] as readonly PlanState[]);
    const error = learn(value, sheet, plans[5] as readonly PlanState[], -1, score, 0.1);
    expect(error).toBeCloseTo(score - before, 9);
    const after = valueOf(value, sheet, plans[5] as readonly PlanState[]);
    expect(Math.abs(score - after)).toBeLessThan(Math.abs(error));
    expect(Math.abs(score - after)).toBeGreaterThan(0);
  });
});

describe('self-play on the compact game (train/td/selfplay.ts)', () => {
  it('the same seed plays the same game; another seed another', () => {
    const value = newValue();
    const td: Decider = { kind: 'td', value, temperature: 0.5 };
    const first = playSelf({ players: 2, seed: 'same' }, [td, td], 3);
    expect(playSelf({ players: 2, seed: 'same' }, [td, td], 3)).toEqual(first);
    expect(playSelf({ players: 2, seed: 'other' }, [td, td], 4)).not.toEqual(first);
  });
});
