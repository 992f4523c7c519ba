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
