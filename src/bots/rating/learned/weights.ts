// Written by `npm run train` (train/cem/train.ts); do not edit by hand.
// Settings: {"seed":1,"generations":20,"population":16,"elite":4,"games":150,"evalGames":300,"spread":1.5,"noise":0.5,"workers":2}; 1237 s at a2869c7.
import type { LearnedWeights } from './stamp.js';

/** The greedy bot's valuation learned by self-play, stamped with what it was trained for. */
export const LEARNED_WEIGHTS: LearnedWeights = {
  features: ["points","estates","temps","parks","dead","tight","openEstates","plans","empty","refusals","bis","bias","fences","openPools","longRuns"],
  rules: "b7b37e7d",
  base: [0.986283, 0.888195, 0.215782, 0.867481, -2.79568, -0.675212, 0.933557, 0.22334, -0.0467892, 1.15779, -1.01539, -0.500804, -0.0113077, 0.109881, -0.17109],
  late: [0.0181625, 0.00947126, -0.185509, -0.0902347, 0.13796, 0.2076, -0.109163, 0.0521428, -0.0925775, -0.651056, -0.0227001, 0.264532, 0.0950264, -0.151401, 0.440348],
};
