// The learned valuation the bots rate by when asked for it (`rating: 'learned'`), checked
// against the features this engine reads when first loaded.
import type { Valuation } from '../valuation.js';
import { valuationFrom } from './stamp.js';
import { LEARNED_WEIGHTS } from './weights.js';

function learned(): Valuation {
  const found = valuationFrom(LEARNED_WEIGHTS);
  // The shipped weights are checked by the tests: this is a build that shipped the wrong file.
  if (typeof found === 'string') throw new Error(`welcome-to-engine: the learned weights do not fit this engine: ${found}`);
  return found;
}

/** The valuation learned by self-play (`npm run train`). */
export const LEARNED_VALUATION: Valuation = learned();
