// The few statistics the bot benchmarks report: means, spreads and 95 % intervals of
// paired differences.

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The sample standard deviation. */
export function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Half the width of the mean's 95 % confidence interval. */
export const ci = (xs: readonly number[]): number => 1.96 * (sd(xs) / Math.sqrt(xs.length));

/** `after − before`, game by game. */
export const differences = (after: readonly number[], before: readonly number[]): number[] => after.map((score, k) => score - (before[k] as number));

/**
 * The `p`-th percentile of the scores counted in `counts` (each score, as a key, to how
 * many plays ended with it), by nearest rank: the smallest score that at least `p` % of
 * the plays score at most (of 7 plays, the 25th is the 2nd lowest, the 50th the 4th).
 * One of the plays' own scores, never a value between two.
 */
export function nearestRank(counts: Readonly<Record<string, number>>, p: number): number {
  const scores = Object.entries(counts).map(([score, count]) => [Number(score), count] as const).sort((a, b) => a[0] - b[0]);
  const rank = Math.max(1, Math.ceil((p / 100) * scores.reduce((total, [, count]) => total + count, 0)));
  let seen = 0;
  for (const [score, count] of scores) {
    seen += count;
    if (seen >= rank) return score;
  }
  return Number.NaN;
}
