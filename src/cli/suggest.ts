// "Did you mean": the known word nearest a mistyped one, for the usage errors.

/** The most edits a typo may be from the word meant: more, and the guess is a guess. */
const MAX_EDITS = 2;

/**
 * The Damerau-Levenshtein distance of `a` and `b` (its optimal string alignment form):
 * how many insertions, deletions, substitutions and swaps of two neighbouring letters
 * turn one into the other. A swap counts once, so `plya` is 1 from `play`.
 */
export function editDistance(a: string, b: string): number {
  // d[i][j]: the distance of the first i letters of a and the first j of b.
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => (d[i] as number[])[j] as number;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known word nearest `word`, if one is at most two edits away and nearer than the
 * word is long (so that `x` does not suggest `demo`); the first of the nearest on a tie.
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.min(MAX_EDITS, word.length - 1) + 1;
  for (const candidate of known) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
