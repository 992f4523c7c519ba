// Self-play for the learner: games of greedy bots rating by a valuation, and what the
// learner fits on them. After each round every player's sheet is an afterstate (the
// sheet its choice left, the round's claims and effects in); its features, with the
// share of the sheet written, are one sample, and the player's final score its target.
// The learner sums the samples into the normal equations of a least-squares fit
// (src/bots/valuation.ts: a rating Σ (base + late × progress) × feature), so a batch of
// games travels between threads as two small arrays.
import type { GameOptions } from '../../src/index.js';
import { createGame, resolveRound } from '../../src/index.js';
import { featuresOf, rateWith } from '../../src/bots/evaluate.js';
import { greedyBotRating } from '../../src/bots/greedy.js';
import { botTurn } from '../../src/bots/play-game.js';
import { supplyOf } from '../../src/bots/supply.js';
import { FEATURE_COUNT, progressOf, type Valuation } from '../../src/bots/valuation.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { OPEN_HOUSES } from '../../src/sheet/compact/layout.js';
import { nextUint32, rngFromNumber } from '../../src/internal/rng.js';

/** Inputs of the fit: each feature, then each feature times the progress. */
export const INPUTS = 2 * FEATURE_COUNT;

/** A table the learner plays: the game's options without the seed. */
export type Table = Omit<GameOptions, 'seed'>;

/** The normal equations' sums over samples: XᵀX (INPUTS × INPUTS, row by row), Xᵀy, the count, and the games' mean score. */
export interface Sums {
  readonly xx: Float64Array;
  readonly xy: Float64Array;
  samples: number;
  games: number;
  /** Σ of every player's final score, for the learning curve. */
  scores: number;
}

export function emptySums(): Sums {
  return { xx: new Float64Array(INPUTS * INPUTS), xy: new Float64Array(INPUTS), samples: 0, games: 0, scores: 0 };
}

/** `into` plus `other`, in place. */
export function addSums(into: Sums, other: Sums): Sums {
  for (let i = 0; i < into.xx.length; i++) into.xx[i] = (into.xx[i] as number) + (other.xx[i] as number);
  for (let i = 0; i < into.xy.length; i++) into.xy[i] = (into.xy[i] as number) + (other.xy[i] as number);
  into.samples += other.samples;
  into.games += other.games;
  into.scores += other.scores;
  return into;
}

/** The fit's inputs for a sheet's features at `progress`. */
function inputsOf(features: Float64Array, progress: number, out: Float64Array): Float64Array {
  for (let i = 0; i < FEATURE_COUNT; i++) {
    out[i] = features[i] as number;
    out[FEATURE_COUNT + i] = (features[i] as number) * progress;
  }
  return out;
}

/**
 * Plays `games` games of `table` from game number `from` (seeds `${seedPrefix}-${n}`),
 * every seat a greedy bot rating by `valuation` at `temperature`, and returns the sums
 * of their samples. Deterministic: the same arguments give the same sums.
 */
export function selfPlay(table: Table, valuation: Valuation, temperature: number, seedPrefix: string, from: number, games: number): Sums {
  const bot = greedyBotRating(rateWith(valuation), temperature);
  const sums = emptySums();
  const x = new Float64Array(INPUTS);
  for (let game = from; game < from + games; game++) {
    let state = createGame({ ...table, seed: `${seedPrefix}-${game}` });
    const rng = rngFromNumber(game, 11);
    const supply = supplyOf(state.cards.deck);
    // Each player's samples, until the final score is known.
    const samples: Float64Array[][] = state.players.map(() => []);
    while (state.status === 'choosing') {
      for (const player of state.players) if (player.pending === null) state = botTurn(state, player.id, bot, nextUint32(rng));
      state = resolveRound(state);
      state.players.forEach((player, index) => {
        const sheet = compactOf(player.sheet);
        samples[index]?.push(inputsOf(featuresOf(sheet, state.plans, supply), progressOf(sheet[OPEN_HOUSES] as number), new Float64Array(INPUTS)));
      });
    }
    const result = state.result;
    samples.forEach((rows, index) => {
      const target = result?.players[index]?.breakdown.total ?? 0;
      sums.scores += target;
      for (const row of rows) {
        x.set(row);
        for (let i = 0; i < INPUTS; i++) {
          const xi = x[i] as number;
          if (xi === 0) continue;
          sums.xy[i] = (sums.xy[i] as number) + xi * target;
          for (let j = 0; j < INPUTS; j++) sums.xx[i * INPUTS + j] = (sums.xx[i * INPUTS + j] as number) + xi * (x[j] as number);
        }
        sums.samples += 1;
      }
    });
    sums.games += 1;
  }
  return sums;
}

/**
 * The valuation that fits the sums best by least squares, pulled toward `prior` by
 * `ridge` × samples (each input scaled by its spread first, so the pull weighs every
 * weight alike): solved by Gaussian elimination with partial pivoting.
 */
export function fit(sums: Sums, prior: Valuation, ridge: number): Valuation {
  const n = INPUTS;
  const priorWeights = [...prior.base, ...prior.late];
  // Scale: the root mean square of each input.
  const scale = new Float64Array(n);
  for (let i = 0; i < n; i++) scale[i] = Math.sqrt((sums.xx[i * n + i] as number) / Math.max(1, sums.samples)) || 1;
  // In scaled inputs z = x / scale: (ZᵀZ + λI) v = Zᵀy + λ v₀, w = v / scale.
  const a = new Float64Array(n * (n + 1));
  const lambda = ridge * sums.samples;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) a[i * (n + 1) + j] = (sums.xx[i * n + j] as number) / ((scale[i] as number) * (scale[j] as number)) + (i === j ? lambda : 0);
    a[i * (n + 1) + n] = (sums.xy[i] as number) / (scale[i] as number) + lambda * (priorWeights[i] as number) * (scale[i] as number);
  }
  const v = solve(a, n);
  const weights = Array.from(v, (value, i) => value / (scale[i] as number));
  return { base: weights.slice(0, FEATURE_COUNT), late: weights.slice(FEATURE_COUNT) };
}

/** Solves the n × (n + 1) augmented system `a` in place. */
function solve(a: Float64Array, n: number): Float64Array {
  const w = n + 1;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row * w + col] as number) > Math.abs(a[pivot * w + col] as number)) pivot = row;
    if (pivot !== col) for (let k = 0; k < w; k++) [a[col * w + k], a[pivot * w + k]] = [a[pivot * w + k] as number, a[col * w + k] as number];
    const p = a[col * w + col] as number;
    if (p === 0) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (a[row * w + col] as number) / p;
      if (factor === 0) continue;
      for (let k = col; k < w; k++) a[row * w + k] = (a[row * w + k] as number) - factor * (a[col * w + k] as number);
    }
  }
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = (a[i * w + i] as number) === 0 ? 0 : (a[i * w + n] as number) / (a[i * w + i] as number);
  return x;
}
