// The TD learner's value (issue 55): the engine's pattern value (`rating: 'patterns'`,
// src/bots/rating/patterns/), which rates a sheet as the hand rating plus the weights of
// its patterns, and how the learner moves those weights.
import type { PlanState } from '../../src/game/state.js';
import { forgetSums, newPatterns, PATTERN_WEIGHTS, patternsOf, type Patterns } from '../../src/bots/rating/patterns/patterns.js';
import { rateWhole } from '../../src/bots/rating/patterns/value.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { newRater, type Rater } from '../../src/bots/rating/rater.js';
import { ORIGINAL_SUPPLY, type Supply } from '../../src/bots/rating/supply.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';

/** The tag of a run's files (checkpoints, curves): a version of the value's patterns. */
export const VERSION = 'v6';

/** A value being learned: a rater by the hand weights with learned patterns, whose weights the learner writes. */
export type Value = Rater & { readonly patterns: Patterns };

export function newValue(weights = new Float32Array(PATTERN_WEIGHTS), supply: Supply = ORIGINAL_SUPPLY): Value {
  return newRater(HAND_VALUATION, supply, undefined, newPatterns(weights)) as Value;
}

/** V(sheet) with the game's plans and the most temps crossed on a rival sheet (-1 alone). */
export function valueOf(value: Value, c: CompactSheet, plans: readonly PlanState[], rivals = -1): number {
  value.rivals = rivals;
  return rateWhole(value, c, plans);
}

/**
 * Moves V(sheet) towards `target`: its bias (the first pattern, by the count of open
 * houses) by `biasRate` of the error, then the other patterns by `rate` of it, spread
 * over them; the error before. The bias learns fast what the hand rating misses on the
 * whole at each point of the game (a sheet of round 1 ends some 90 points above its
 * rating), so that the patterns learn how one sheet differs from another, which is all a
 * decision compares.
 */
export function learn(value: Value, c: CompactSheet, plans: readonly PlanState[], rivals: number, target: number, rate: number, biasRate = 0.05): number {
  // V(sheet) worked out here, not by valueOf: the patterns it looks up are the ones to move
  // (valueOf sums a street from the rater's memo, without listing its patterns).
  const { weights, found, cells } = value.patterns;
  const hand = rateSheet(value, c, plans);
  const n = patternsOf(c, value.features, rivals, found, cells);
  let current = hand;
  for (let k = 0; k < n; k++) current += weights[found[k] as number] as number;
  const error = target - current;
  const bias = found[0] as number;
  weights[bias] = (weights[bias] as number) + biasRate * error;
  const step = (rate * (1 - biasRate) * error) / (n - 1);
  for (let k = 1; k < n; k++) {
    const at = found[k] as number;
    weights[at] = (weights[at] as number) + step;
  }
  forgetSums(value.patterns);
  return error;
}
