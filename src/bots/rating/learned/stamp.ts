// What a file of learned weights says it was trained for, and the check that it fits the
// engine that loads it.
import { FEATURES, type Valuation } from '../valuation.js';

/** Learned weights as `npm run train` writes them: the features they weigh, in order, and the stamp of the rules they were trained on (a digest of the game's data, train/rules-stamp.ts). */
export interface LearnedWeights {
  readonly features: readonly string[];
  readonly rules: string;
  readonly base: readonly number[];
  readonly late: readonly number[];
}

/**
 * The valuation of `weights`, when they weigh this engine's features in its order, or a
 * description of the mismatch: weights trained for other features rate nothing right.
 */
export function valuationFrom(weights: LearnedWeights): Valuation | string {
  if (weights.features.length !== FEATURES.length || weights.features.some((name, i) => name !== FEATURES[i]))
    return `the weights weigh the features ${weights.features.join(', ')}, the engine reads ${FEATURES.join(', ')}`;
  if (weights.base.length !== FEATURES.length || weights.late.length !== FEATURES.length) return 'the weights are not one a feature';
  return { base: weights.base, late: weights.late };
}
