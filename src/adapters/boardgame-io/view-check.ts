import { fail } from '../../errors/rule-error.js';
import { array, integer, isRecord, oneOf, type Bad } from '../../internal/check.js';
import { snapshot } from '../../internal/snapshot.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../../rules/cards.js';
import { RULE_CHECKS } from '../../game/setup/read-options.js';
import { validateSheet } from '../../sheet/check/validate-sheet.js';
import type { PlayerView } from '../../index.js';

const EXPECTED = "a welcome-to-engine client's G (a player's view)";
const VARIANTS = ['advancedPlans', 'expert', 'roundabouts'] as const;

/**
 * A player's view as a client holds it, checked in what the choice checks read (its
 * player, status, round, rules, variants, offer, plans, pick and sheet, the sheet by the
 * rules of `validateSheet`) and copied as plain data: a copy the engine may trust, or
 * `RuleError` `argument/invalid` naming the first field that is wrong. Once a move, on
 * the client: not a hot path.
 */
export function checkedPlayerView(G: unknown): PlayerView {
  const copy = snapshot(G, '');
  if (!copy.ok) return wrong(copy.problem.path, `plain data: it ${copy.problem.problem}`);
  const bad: Bad = (path, expected) => wrong(path, expected);
  const view = copy.value;
  if (!isRecord(view)) return wrong('', 'an object');
  if (typeof view.player !== 'string') wrong('.player', 'a player id');
  oneOf(view.status, '.status', ['choosing', 'over'] as const, bad);
  integer(view.round, '.round', 1, Number.MAX_SAFE_INTEGER, bad);
  oneOf(view.solo, '.solo', [true, false] as const, bad);
  if (view.pick !== null) integer(view.pick, '.pick', 0, 2, bad);
  const variants = view.variants;
  if (!isRecord(variants)) return wrong('.variants', 'an object');
  for (const flag of VARIANTS) oneOf(variants[flag], `.variants.${flag}`, [true, false] as const, bad);
  const rules = view.rules;
  if (!isRecord(rules)) return wrong('.rules', 'an object');
  for (const [field, check] of Object.entries(RULE_CHECKS)) if (!(check as (value: unknown) => boolean)(rules[field])) wrong(`.rules.${field}`, 'as the rule options allow');
  array(view.offer, '.offer', bad).forEach((pair, index) => {
    const at = `.offer[${index}]`;
    if (!isRecord(pair)) return wrong(at, 'a pair');
    integer(pair.number, `${at}.number`, MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER, bad);
    if (pair.effect !== null) oneOf(pair.effect, `${at}.effect`, EFFECTS, bad);
    integer(pair.numberCard, `${at}.numberCard`, 0, 2, bad);
    integer(pair.effectCard, `${at}.effectCard`, 0, 2, bad);
  });
  const plans = array(view.plans, '.plans', bad);
  plans.forEach((plan, index) => {
    if (!isRecord(plan)) return wrong(`.plans[${index}]`, 'a plan');
    oneOf(plan.approved, `.plans[${index}].approved`, [true, false] as const, bad);
  });
  const [problem] = validateSheet(view.sheet, { rules: { bisAcrossFence: rules.bisAcrossFence as boolean }, variants: { roundabouts: variants.roundabouts as boolean }, plans: plans as never });
  if (problem !== undefined) wrong(problem.path.startsWith('options.') ? `.${problem.path.slice('options.'.length)}` : `.sheet${problem.path === '' ? '' : `.${problem.path}`}`, `valid: ${problem.message}`);
  return view as unknown as PlayerView;
}

function wrong(path: string, expected: string): never {
  return fail('argumentInvalid', { name: `G${path}`, expected: `${expected}, in ${EXPECTED}`, given: 'something else' });
}

