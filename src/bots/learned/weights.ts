// Written by `npm run train` (test/learn/train.ts); do not edit by hand.
// Settings: {"seed":1,"generations":12,"population":16,"elite":4,"games":100,"evalGames":300,"spread":1.5,"noise":0.5,"workers":2}; 344 s at edf42a6.
import type { LearnedWeights } from './stamp.js';

/** The greedy bot's valuation learned by self-play, stamped with what it was trained for. */
export const LEARNED_WEIGHTS: LearnedWeights = {
  features: ["points","estates","temps","parks","dead","tight","openEstates","plans","empty","refusals","bis","bias","fences","openPools","longRuns"],
  rules: "b7b37e7d",
  base: [1.06467, 0.892946, 0.337822, 0.950945, -2.81051, -0.601687, 0.952647, 0.341768, -0.0357541, 0.78652, -0.29737, -1.30054, 0.0092953, -0.0350297, -0.149175],
  late: [0.0198401, -0.00103097, -0.339454, -0.317289, 0.061635, 0.226156, -0.180772, 0.0638689, -0.117119, -0.601336, -0.335461, -1.02437, -0.330253, 0.160329, -0.103323],
};
