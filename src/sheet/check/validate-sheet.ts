import type { RuleOptions } from '../../rules/rulesets.js';
import { SHEET_KINDS, type SheetKind } from '../../rules/seasons.js';
import { PLANS, type PlanCondition, type PlanRequirement } from '../../rules/plans.js';
import { snapshot } from '../../internal/snapshot.js';
import type { VariantFlags } from '../../rules/variants.js';
import { Findings, type PositionProblem } from './findings.js';
import { Reader } from './read.js';
import { readSheet } from './read-sheet.js';
import { checkSheetRules, type PlanLike, type SheetRulesContext } from './sheet-rules.js';

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
 * fields and no field set to `undefined`, every number within its printed range) and the rules a sheet shows: numbers
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
  const copy = snapshot(sheet, '', { undefinedFields: 'refuse' });
  const given = snapshot(options, 'options');
  if (!copy.ok) findings.add('sheet/malformed', copy.problem.path, copy.problem.problem);
  if (!given.ok) findings.add('argument/invalid', given.problem.path, given.problem.problem);
  if (!copy.ok || !given.ok) return findings.list;
  const context = readContext(new Reader(findings, 'argument/invalid'), given.value);
  const read = readSheet(new Reader(findings, 'sheet/malformed'), copy.value, '', context?.kind);
  if (read === undefined || context === undefined) return findings.list;
  checkSheetRules(read, '', context, findings);
  return findings.list;
}

const KINDS: readonly (SheetKind | undefined)[] = [undefined, ...SHEET_KINDS];
const FLAGS: readonly (boolean | undefined)[] = [undefined, true, false];

/** The options of {@link validateSheet}, checked as they come from the caller: each part optional. */
function readContext(r: Reader, value: unknown): (SheetRulesContext & { kind: SheetKind | undefined }) | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return r.wrong('options', 'an object of kind, rules, variants and plans');
  const { kind, rules, variants, plans, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return r.wrong(`options.${Object.keys(rest)[0]}`, 'absent: the options are kind, rules, variants and plans');
  const flag = (
    holder: unknown,
    key: string,
    at: string,
  ) => (holder === undefined ? undefined : typeof holder === 'object' && holder !== null ? r.oneOf((holder as Record<string, unknown>)[key], `${at}.${key}`, FLAGS) : r.wrong(at, 'an object'));
  const checkedKind = r.oneOf(kind, 'options.kind', KINDS);
  const plansChecked = plans === undefined ? undefined : readPlans(r, plans);
  return { kind: checkedKind, bisAcrossFence: flag(rules, 'bisAcrossFence', 'options.rules'), roundabouts: flag(variants, 'roundabouts', 'options.variants'), plans: plansChecked };
}

/** Three plans as the checks read them: a requirement and two values, and `approved` when known. */
function readPlans(r: Reader, value: unknown): PlanLike[] | undefined {
  const list = r.array(value, 'options.plans', 3);
  if (list === undefined) return undefined;
  return r.each(list, 'options.plans', (plan, at) => {
    if (typeof plan !== 'object' || plan === null) return r.wrong(at, 'a plan');
    const { requirement, first, later, approved } = plan as Record<string, unknown>;
    const need = requirement as Record<string, unknown> | null;
    const estates = need?.type === 'estates' && Array.isArray(need.sizes) && need.sizes.every((size: unknown) => typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= 6);
    const condition = need?.type === 'condition' && typeof need.condition === 'string' && CONDITIONS.includes(need.condition as PlanCondition);
    if (typeof need !== 'object' || need === null || (!estates && !condition)) return r.wrong(`${at}.requirement`, 'estate sizes or a printed condition');
    const firstValue = r.integer(first, `${at}.first`, 0, 99);
    const laterValue = r.integer(later, `${at}.later`, 0, 99);
    const approvedValue = approved === undefined ? undefined : r.boolean(approved, `${at}.approved`);
    if (firstValue === undefined || laterValue === undefined || (approved !== undefined && approvedValue === undefined)) return undefined;
    return { requirement: need as unknown as PlanRequirement, first: firstValue, later: laterValue, approved: approvedValue };
  });
}

const CONDITIONS: readonly PlanCondition[] = [...new Set(PLANS.flatMap((plan) => (plan.requirement.type === 'condition' ? [plan.requirement.condition] : [])))];
