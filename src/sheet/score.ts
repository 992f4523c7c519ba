import { checkedOneOf } from '../internal/arguments.js';
import { describeValue, snapshot } from '../internal/snapshot.js';
import { checkedSheet } from './guard.js';
import { fail } from '../errors/rule-error.js';
import { compactOf } from './compact/json.js';
import { scoreCompact } from './compact/score.js';
import type { ScoreBreakdown } from './score-types.js';

export type { EstateScore, ScoreBreakdown } from './score-types.js';
import type { Sheet } from './types.js';

/**
 * What the game around a sheet adds to its score.
 *
 * @example
 * ```ts
 * import type { ScoreContext } from 'welcome-to-engine';
 * const context: ScoreContext = { tempAward: 4 }; // second-most temp boxes of the table
 * ```
 *
 * @group Scoring
 */
export interface ScoreContext {
  /**
   * The sheet's temp award, from {@link tempAwards} over every sheet of the game
   * (7, 4, 1 or 0). A lone sheet has no rivals to rank against: omitted means 0.
   */
  readonly tempAward?: number | undefined;
}

/**
 * Scores one sheet from what is marked on it ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring), [§8](../../docs/rules.md#8-what-counts-for-scoring)):
 *
 *     plans + parks + pools + temp award + Σ complete estates × value(size)
 *       − bis penalty − refusal penalty − roundabout penalty
 *
 * Every track scores its value at the number of crossed boxes. An estate counts when
 * it is complete (every house written, 1–6 houses), used for a plan or not. A track
 * with more crossed boxes than it has throws `RuleError` `sheet/track-out-of-range`.
 *
 * The sheet is scored as drawn: its shape is checked (`sheet/malformed`), not whether
 * the rules could have reached it, so that a sheet copied from paper scores too. Ask
 * {@link validateSheet} for that.
 *
 * @param sheet - The sheet.
 * @param context - The sheet's temp award among the table's sheets; omitted, 0.
 * @returns The points of every part of the sheet, penalties as positive numbers, and the total.
 * @throws `RuleError` `sheet/malformed` when `sheet` is no sheet, `sheet/track-out-of-range` when a track has more crossed boxes than it has, `argument/invalid` when `context` is not `{ tempAward?: 0 | 1 | 4 | 7 }`.
 *
 * @example
 * ```ts
 * import { emptySheet, scoreSheet } from 'welcome-to-engine';
 * const sheet = { ...emptySheet(), pools: 3, bis: 2, plans: [8, null, null] };
 * scoreSheet(sheet).total; // 8 + 9 − 3 = 14
 * scoreSheet(sheet, { tempAward: 7 }).total; // 21
 * ```
 *
 * @group Scoring
 */
export function scoreSheet(sheet: Sheet, context: ScoreContext = {}): ScoreBreakdown {
  const checked = checkedSheet(sheet);
  const copy = snapshot(context, 'context');
  if (!copy.ok) return fail('argument/invalid', { name: copy.problem.path, expected: 'plain data', given: copy.problem.problem });
  const given = copy.value;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || Object.keys(given).some((key) => key !== 'tempAward')) {
    return fail('argument/invalid', { name: 'context', expected: 'an object with at most a tempAward', given: describeValue(context) });
  }
  const award = (given as { tempAward?: unknown }).tempAward;
  return scoreCompact(compactOf(checked), award === undefined ? 0 : checkedOneOf(award, 'context.tempAward', TEMP_AWARDS));
}

/** The temp awards a sheet can have: 7, 4, 1 or 0 ({@link tempAwards}). */
const TEMP_AWARDS = [0, 1, 4, 7] as const;
