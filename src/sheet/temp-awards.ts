import { describeValue, snapshot } from '../internal/snapshot.js';
import { fail } from '../errors/rule-error.js';
import { mapPacked } from '../internal/packed.js';
import { TEMP_BOXES } from '../rules/tracks.js';

/** Awards for the highest, second and third distinct temp counts ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)). */
const AWARDS = [7, 4, 1] as const;

/** Solo: 7 points with at least this many temp boxes ([rules §10.3](../../docs/rules.md#103-solo)). */
const SOLO_THRESHOLD = 6;
const SOLO_AWARD = 7;

/**
 * The temp award of every player, from each player's crossed temp boxes ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)).
 * Players with at least one box are ranked by count: the highest count gets 7, the
 * next distinct count 4, the third distinct count 1, and tied players share the
 * award of their count (dense ranking: counts 5, 5, 3, 2 score 7, 7, 4, 1). No box
 * scores 0. In a solo game (`solo`, by default when there is one count) the award is
 * 7 with at least 6 boxes, else 0. A count that is not a whole number of boxes from
 * 0 to 11 throws `RuleError` `sheet/invalid`.
 *
 * @param counts - Each sheet's crossed temp boxes, in player order.
 * @param options - `solo: true` for the solo game's award.
 * @returns Each sheet's award, in the same order.
 * @throws `RuleError` `sheet/invalid` for a count that is not a whole number from 0 to 11.
 *
 * @example
 * ```ts
 * import { tempAwards } from 'welcome-to-engine';
 * tempAwards([5, 5, 3, 2, 0]); // [7, 7, 4, 1, 0]
 * tempAwards([6]); // [7]: solo
 * tempAwards([6, 2], { solo: false }); // [7, 4]
 * ```
 *
 * @group Scoring
 */
export function tempAwards(counts: readonly number[], options: { readonly solo?: boolean | undefined } = {}): number[] {
  const given = snapshot(counts, 'counts');
  if (!given.ok || !Array.isArray(given.value))
    return fail('argument/invalid', { name: 'counts', expected: 'an array of temp counts', given: given.ok ? describeValue(counts) : given.problem.problem });
  given.value.forEach((count: unknown, index) => {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > TEMP_BOXES || Object.is(count, -0)) {
      fail('sheet/invalid', { path: `temps[${index}]`, problem: `is ${describeValue(count)}; a temp count is a whole number from 0 to ${TEMP_BOXES}` });
    }
  });
  const settings = snapshot(options, 'options');
  const value = settings.ok ? settings.value : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).some((key) => key !== 'solo')) {
    return fail('argument/invalid', { name: 'options', expected: 'an object with at most solo', given: describeValue(options) });
  }
  const solo = (value as { solo?: unknown }).solo;
  if (solo !== undefined && typeof solo !== 'boolean') return fail('argument/invalid', { name: 'options.solo', expected: 'true or false', given: describeValue(solo) });
  return tempAwardsUnchecked(given.value as number[], { solo });
}

/** {@link tempAwards} for the engine's own counts, unchecked. */
export function tempAwardsUnchecked(counts: readonly number[], options: { readonly solo?: boolean | undefined } = {}): number[] {
  const solo = options.solo ?? counts.length === 1;
  // mapPacked, not map: see internal/packed.ts.
  if (solo) return mapPacked(counts, (count) => (count >= SOLO_THRESHOLD ? SOLO_AWARD : 0));
  const distinct = [...new Set(counts.filter((count) => count > 0))].sort((a, b) => b - a);
  return mapPacked(counts, (count) => (count > 0 ? (AWARDS[distinct.indexOf(count)] ?? 0) : 0));
}
