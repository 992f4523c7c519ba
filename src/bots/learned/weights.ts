// Written by `npm run train` (test/learn/train.ts); do not edit by hand.
// Settings: {"seed":1,"generations":10,"population":16,"elite":4,"games":100,"evalGames":300,"spread":1.5,"noise":0.5,"workers":2}; 270 s at eaf6b58.
import type { LearnedWeights } from './stamp.js';

/** The greedy bot's valuation learned by self-play, stamped with what it was trained for. */
export const LEARNED_WEIGHTS: LearnedWeights = {
  features: ["points","estates","temps","parks","dead","tight","openEstates","plans","empty","refusals","bis","bias"],
  rules: "0.0.0",
  base: [1.04438, 0.973454, 0.181484, 0.855285, -2.92589, -0.474907, 0.959016, 0.245666, 0.0105747, -1.19185, -1.49765, -1.53514],
  late: [0.00727685, -0.0716261, -0.0655373, -0.00880633, -1.12698, -0.904941, -0.0910365, -0.0481485, 0.00163675, -1.34357, 0.183785, -0.54723],
};
