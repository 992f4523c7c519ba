import type { RuleOptions } from '../rules/rulesets.js';
import type { SheetKind } from '../rules/seasons.js';
import type { VariantFlags } from '../game/types.js';
import { Findings, type PositionProblem } from './findings.js';
import { Reader } from './read.js';
import { readSheet } from './read-sheet.js';
import { checkSheetRules, type PlanLike } from './sheet-rules.js';

/**
 * What {@link validateSheet} may know of the game around a sheet. Each part given
 * adds the checks that need it; left out, the sheet is checked on its own.
 *
 * @example
 * ```ts
 * import { createGame, type SheetCheckOptions } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * const options: SheetCheckOptions = { kind: 'classic', rules: state.rules, variants: state.variants, plans: state.plans };
 * ```
 *
 * @group Positions
 */
export interface SheetCheckOptions {
  /** The kind of sheet the game is played on. */
  readonly kind?: SheetKind | undefined;
  /** The rules: whether a bis copy may stand across a fence from its source. */
  readonly rules?: Pick<RuleOptions, 'bisAcrossFence'> | undefined;
  /** The variants: whether roundabouts may be on the sheet. */
  readonly variants?: Pick<VariantFlags, 'roundabouts'> | undefined;
  /**
   * The game's three plans (`state.plans`, or custom definitions): the plan boxes must
   * hold their values, claimed plans must be approved (when `approved` is given) and
   * met, and the houses marked used must be exactly those the claimed plans use.
   */
  readonly plans?: readonly PlanLike[] | undefined;
}

/**
 * Every problem of a sheet, as a list (empty when there is none); never throws. For a
 * sheet from outside the engine: a stored game, a client, a paper sheet typed in. It
 * checks the shape (what the {@link Sheet} type says, with no extra or inherited
 * fields, every number within its printed range) and the rules a sheet shows: numbers
 * increasing along each street and on each side of a roundabout, bis copies next to an
 * equal number, pools built only where a number was built on a printed pool,
 * roundabouts fenced, each track agreeing with the houses where both show it, no more
 * effects used than numbers built, used marks on whole complete estates, the
 * seasonal drawings where the trucks, numbers and eggs put them; with `options`, the
 * plan boxes and used marks against the plans, and the ruleset's and variants' rules.
 * It cannot tell the order the numbers were written in, so a sheet it accepts may
 * still be one no game reaches; {@link validateState} replays a whole game.
 *
 * @param sheet - Any value.
 * @param options - What is known of the game around it.
 * @returns Each problem with its code, its path in `sheet` and what is wrong.
 *
 * @example
 * ```ts
 * import { sheetFromText, validateSheet } from 'welcome-to-engine';
 * validateSheet(sheetFromText('top 1 2 | 3 4 5 | . . . . .')); // []
 * validateSheet(sheetFromText('top 5 2 . . . . . . . .')).map((found) => found.code); // ['sheet/order']
 * validateSheet({ streets: [] }).length > 0; // true: not a sheet
 * ```
 *
 * @group Positions
 */
export function validateSheet(sheet: unknown, options: SheetCheckOptions = {}): PositionProblem[] {
  const findings = new Findings();
  const read = readSheet(new Reader(findings, 'sheet/malformed'), sheet, '', options.kind);
  if (read === undefined) return findings.list;
  checkSheetRules(read, '', { bisAcrossFence: options.rules?.bisAcrossFence, roundabouts: options.variants?.roundabouts, plans: options.plans }, findings);
  return findings.list;
}
