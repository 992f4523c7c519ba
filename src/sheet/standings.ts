import { mapPacked } from '../internal/packed.js';
import { checkedOneOf } from '../internal/arguments.js';
import { describeValue, snapshot } from '../internal/snapshot.js';
import { fail } from '../errors/rule-error.js';
import type { TieBreak } from '../rules/rulesets.js';
import type { ScoreBreakdown } from './score.js';

/**
 * What the final standings compare: a breakdown's total and its complete estates.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet, type Standing } from 'welcome-to-engine';
 * const standing: Standing = scoreSheet(emptySheet());
 * ```
 *
 * @group Scoring
 */
export type Standing = Pick<ScoreBreakdown, 'total' | 'completeEstates' | 'estates'>;

/**
 * Orders two standings for the final ranking ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)): negative when `a` ranks
 * ahead of `b`, positive when behind, 0 when they share the place. Most points
 * first; ties go to more complete estates, then, with `estates-by-size` (the
 * `original` reading), more 1-house estates, then 2-house, … 6-house estates.
 *
 * @example
 * ```ts
 * import { compareStandings, emptySheet, scoreSheet } from 'welcome-to-engine';
 * const a = scoreSheet({ ...emptySheet(), pools: 1 });
 * const b = scoreSheet(emptySheet());
 * compareStandings(a, b, 'estates') < 0; // true: 3 points beat 0
 * ```
 *
 * @group Scoring
 */
export function compareStandings(a: Standing, b: Standing, tieBreak: TieBreak): number {
  return compareStandingsUnchecked(checkedStanding(a, 'a'), checkedStanding(b, 'b'), checkedOneOf(tieBreak, 'tieBreak', TIE_BREAKS));
}

const TIE_BREAKS: readonly TieBreak[] = ['estates', 'estates-by-size'];

/** A standing from outside: its total, complete estates and estates by size, as whole numbers. */
function checkedStanding(value: unknown, name: string): Standing {
  const copy = snapshot(value, name);
  const standing = copy.ok ? (copy.value as Record<string, unknown>) : undefined;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && !Object.is(n, -0);
  const estates = standing?.estates;
  if (
    typeof standing !== 'object' ||
    standing === null ||
    !whole(standing.total) ||
    !whole(standing.completeEstates) ||
    !Array.isArray(estates) ||
    !estates.every((estate: unknown) => typeof estate === 'object' && estate !== null && whole((estate as { count?: unknown }).count))
  ) {
    return fail('argument/invalid', { name, expected: 'a standing (a ScoreBreakdown: total, completeEstates, estates with counts)', given: copy.ok ? describeValue(value) : copy.problem.problem });
  }
  return standing as unknown as Standing;
}

/** {@link compareStandings} for the engine's own standings, unchecked. */
export function compareStandingsUnchecked(a: Standing, b: Standing, tieBreak: TieBreak): number {
  if (a.total !== b.total) return b.total - a.total;
  if (a.completeEstates !== b.completeEstates) return b.completeEstates - a.completeEstates;
  switch (tieBreak) {
    case 'estates':
      return 0;
    case 'estates-by-size':
      for (let size = 0; size < a.estates.length; size++) {
        const difference = (b.estates[size]?.count ?? 0) - (a.estates[size]?.count ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    default:
      return fail('options/rules', { field: 'tieBreak', expected: `"estates" or "estates-by-size", not "${String(tieBreak satisfies never)}"` });
  }
}

/**
 * The rank of each standing, in input order: 1 for the winners, and players who
 * share a place share its rank, the next place counting every player ahead
 * (1, 1, 3). Ties are broken by {@link compareStandings}.
 *
 * @example
 * ```ts
 * import { emptySheet, rankStandings, scoreSheet } from 'welcome-to-engine';
 * const low = scoreSheet(emptySheet());
 * const high = scoreSheet({ ...emptySheet(), pools: 2 });
 * rankStandings([low, high, high], 'estates'); // [3, 1, 1]
 * ```
 *
 * @group Scoring
 */
export function rankStandings(standings: readonly Standing[], tieBreak: TieBreak): number[] {
  const copy = snapshot(standings, 'standings');
  if (!copy.ok || !Array.isArray(copy.value))
    return fail('argument/invalid', { name: 'standings', expected: 'an array of standings', given: copy.ok ? describeValue(standings) : copy.problem.problem });
  return rankStandingsUnchecked(
    copy.value.map((standing, i) => checkedStanding(standing, `standings[${i}]`)),
    checkedOneOf(tieBreak, 'tieBreak', TIE_BREAKS),
  );
}

/** {@link rankStandings} for the engine's own standings, unchecked. */
export function rankStandingsUnchecked(standings: readonly Standing[], tieBreak: TieBreak): number[] {
  // mapPacked, not map: see internal/packed.ts.
  return mapPacked(standings, (standing) => 1 + standings.filter((other) => compareStandingsUnchecked(other, standing, tieBreak) < 0).length);
}
