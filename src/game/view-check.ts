import { fail, isRuleError } from '../errors/rule-error.js';
import { parseChoice } from './choice/parse-choice.js';
import { array, integer, isRecord, oneOf, type Bad } from '../internal/check.js';
import { objectMark } from '../internal/returning.js';
import { snapshot } from '../internal/snapshot.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { validateSheet } from '../sheet/check/validate-sheet.js';
import { RULE_CHECKS } from './setup/read-options.js';
import type { PlayerView } from './view-types.js';

const VARIANTS = ['advancedPlans', 'expert', 'roundabouts'] as const;

/**
 * The mark of the views the engine made (every view `playerView` returned, and every
 * checked copy {@link checkedView} made of a view from elsewhere): a private
 * field ({@link objectMark}), added to the view object itself (the view stays a plain object, its
 * prototype `Object.prototype`). The engine trusts the views it returned, as it trusts
 * its states, and reads them as they are; a view from anywhere else is checked before
 * a bot or a query reads it. A mark on the object, not a table of the views made:
 * nothing is kept between calls, and it costs a few nanoseconds a view (a weak set's
 * entry cost about 0.6 µs, measured). It stays with the object (edited in place, a
 * view is still the engine's, as a state is), and nothing else can carry it: no code
 * outside its class can read or set a private field, no copy (a spread,
 * `Object.assign`, JSON, `structuredClone`, the engine's own plain-data copy) nor a
 * proxy or an object inheriting from a view has it, and it shows in no key list, in
 * JSON nor in an equality test.
 */
const MADE = Object.freeze(objectMark<true>());

/** Marks `view` as one the engine made: {@link checkedView} then takes it as it is. */
export function madeView<T extends object>(view: T): T {
  MADE.mark(view, true);
  return view;
}

/**
 * `view` as a player's view the engine may read: one `playerView` made (this very
 * object), as it is;
 * anything else checked in every field the choice checks, the bots and the samplers
 * read (player, status, round, solo, pick, variants, rules, offer, plans, and the sheet
 * by the rules of `validateSheet`) and copied as plain data, or `RuleError`
 * `argument/invalid` naming the first field that is wrong (`name` and its path).
 */
export function checkedView(view: unknown, name: string, expected = "a player's view (as playerView makes it)"): PlayerView {
  if (typeof view === 'object' && view !== null && MADE.of(view) === true) return view as PlayerView;
  const wrong = (path: string, what: string): never => fail('argument/invalid', { name: `${name}${path}`, expected: `${what}, in ${expected}`, given: 'something else' });
  const copy = snapshot(view, '');
  if (!copy.ok) return wrong(copy.problem.path === '' ? '' : `.${copy.problem.path}`, `plain data: it ${copy.problem.problem}`);
  const bad: Bad = (path, what) => wrong(path, what);
  const value = copy.value;
  if (!isRecord(value)) return wrong('', 'an object');
  if (typeof value.player !== 'string') wrong('.player', 'a player id');
  oneOf(value.status, '.status', ['choosing', 'over'] as const, bad);
  integer(value.round, '.round', 1, Number.MAX_SAFE_INTEGER, bad);
  oneOf(value.solo, '.solo', [true, false] as const, bad);
  if (value.pick !== null) integer(value.pick, '.pick', 0, 2, bad);
  const variants = value.variants;
  if (!isRecord(variants)) return wrong('.variants', 'an object');
  for (const flag of VARIANTS) oneOf(variants[flag], `.variants.${flag}`, [true, false] as const, bad);
  const rules = value.rules;
  if (!isRecord(rules)) return wrong('.rules', 'an object');
  for (const [field, check] of Object.entries(RULE_CHECKS)) if (!(check as (item: unknown) => boolean)(rules[field])) wrong(`.rules.${field}`, 'as the rule options allow');
  array(value.offer, '.offer', bad).forEach((pair, index) => {
    const at = `.offer[${index}]`;
    if (!isRecord(pair)) return wrong(at, 'a pair');
    integer(pair.number, `${at}.number`, MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER, bad);
    if (pair.effect !== null) oneOf(pair.effect, `${at}.effect`, EFFECTS, bad);
    integer(pair.numberCard, `${at}.numberCard`, 0, 2, bad);
    integer(pair.effectCard, `${at}.effectCard`, 0, 2, bad);
  });
  const plans = array(value.plans, '.plans', bad);
  plans.forEach((plan, index) => {
    if (!isRecord(plan)) return wrong(`.plans[${index}]`, 'a plan');
    oneOf(plan.approved, `.plans[${index}].approved`, [true, false] as const, bad);
  });
  const sheetOptions = { rules: { bisAcrossFence: rules.bisAcrossFence as boolean }, variants: { roundabouts: variants.roundabouts as boolean } };
  const [problem] = validateSheet(value.sheet, { ...sheetOptions, plans: plans as never });
  if (problem !== undefined)
    wrong(problem.path.startsWith('options.') ? `.${problem.path.slice('options.'.length)}` : `.sheet${problem.path === '' ? '' : `.${problem.path}`}`, `valid: ${problem.message}`);
  // What the bots and the samplers read besides: the other players, the cards seen, the pending choice.
  array(value.players, '.players', bad).forEach((player, index) => {
    const at = `.players[${index}]`;
    if (!isRecord(player)) return wrong(at, 'a player summary');
    if (typeof player.id !== 'string') wrong(`${at}.id`, 'a player id');
    oneOf(player.chosen, `${at}.chosen`, [true, false] as const, bad);
    const [other] = validateSheet(player.sheet, sheetOptions);
    if (other !== undefined) wrong(`${at}.sheet${other.path === '' ? '' : `.${other.path}`}`, `valid: ${other.message}`);
  });
  array(value.stacks, '.stacks', bad).forEach((height, index) => integer(height, `.stacks[${index}]`, 0, Number.MAX_SAFE_INTEGER, bad));
  array(value.discards, '.discards', bad).forEach((pile, index) => array(pile, `.discards[${index}]`, bad).forEach((card, k) => checkCard(card, `.discards[${index}][${k}]`, bad)));
  array(value.deck, '.deck', bad).forEach((card, index) => checkCard(card, `.deck[${index}]`, bad));
  array(value.ended, '.ended', bad);
  if (value.result !== null && !isRecord(value.result)) wrong('.result', "null or the game's result");
  if (value.pending !== null) {
    const pending = parsedOrUndefined(value.pending);
    if (pending === undefined) wrong('.pending', 'null or a choice');
  }
  // A checked copy nobody else holds: trusted from here on, as a view the engine made.
  return madeView(value as unknown as PlayerView);
}

/** A card as the deck holds it: a number and an effect. */
function checkCard(card: unknown, at: string, bad: Bad): void {
  if (!isRecord(card)) return void bad(at, 'a card');
  integer(card.number, `${at}.number`, MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER, bad);
  oneOf(card.effect, `${at}.effect`, EFFECTS, bad);
}

/** The choice `value` reads as, or `undefined`: a view's pending choice, read once while it is checked (not a hot path). */
function parsedOrUndefined(value: unknown): ReturnType<typeof parseChoice> | undefined {
  try {
    return parseChoice(value);
  } catch (error) {
    if (isRuleError(error)) return undefined;
    throw error;
  }
}
