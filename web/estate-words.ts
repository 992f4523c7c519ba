// The statistics' complete estates in words, in each language of the page: a count a
// size, spelled out, rather than six bare numbers.

/**
 * Complete estates by size (index 0 is size 1), spelled out: `4 of 1 house, 3 of 2
 * houses, 1 of 5, 1 of 6`, the houses said until a plural has been said; the sizes with
 * none left out.
 */
export function estatesEn(counts: readonly number[]): string {
  let plural = false;
  const parts = counts.flatMap((count, index) => {
    if (count === 0) return [];
    const size = index + 1;
    const unit = plural ? '' : size === 1 ? ' house' : ' houses';
    plural ||= size > 1;
    return [`${count} of ${size}${unit}`];
  });
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** The same in French: `4 de 1 maison, 3 de 2 maisons, 1 de 5, 1 de 6`, or `aucun`. */
export function estatesFr(counts: readonly number[]): string {
  let plural = false;
  const parts = counts.flatMap((count, index) => {
    if (count === 0) return [];
    const size = index + 1;
    const unit = plural ? '' : size === 1 ? ' maison' : ' maisons';
    plural ||= size > 1;
    return [`${count} de ${size}${unit}`];
  });
  return parts.length === 0 ? 'aucun' : parts.join(', ');
}
