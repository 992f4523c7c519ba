import { fail, isRuleError } from '../errors/rule-error.js';
import { parseChoice } from './choice/parse-choice.js';
import { array, integer, isRecord, oneOf, type Bad } from '../internal/check.js';
import { snapshot } from '../internal/snapshot.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from '../rules/cards.js';
import { validateSheet } from '../sheet/check/validate-sheet.js';
import { RULE_CHECKS } from './setup/read-options.js';
import type { PlayerView } from './view-types.js';

const VARIANTS = ['advancedPlans', 'expert', 'roundabouts'] as const;

/**
 * The mark of the views the engine made (every view `playerView` returned, and every
 * checked copy {@link checkedView} made of a view from elsewhere): an own property
 * under this symbol, not enumerable, holding {@link MADE_BY_ENGINE}. The engine trusts
 * the views it returned, as it trusts its states, and reads them as they are; a view
 * from anywhere else is checked before a bot or a query reads it. A mark on the object
 * itself, not a table of the views made: nothing is kept between calls, and the mark
 * costs a fraction of a weak table's entry. It stays with the object (edited in place,
 * a view is still the engine's, as a state is) and no copy carries it: a spread,
 * `Object.assign`, JSON, `structuredClone` and the engine's own plain-data copy take
 * enumerable properties only, so a copy of a view, edited or not, is checked like any
 * other value. It shows in no `Object.keys`, no JSON and no equality test of the
 * view's fields (`Reflect.ownKeys` lists it). Only code that reads the mark off a view
 * the engine made and sets it on another object could pass that object off as one:
 * the trust the engine gives the states it is handed.
 */
const MADE = Symbol('welcome-to-engine view');

/** The mark's value: an object no other code holds (a proxy answering every read with one value does not pass). */
const MADE_BY_ENGINE = Object.freeze({});

/** Marks `view` as one the engine made: {@link checkedView} then takes it as it is. */
export function madeView<T extends object>(view: T): T {
  Object.defineProperty(view, MADE, { value: MADE_BY_ENGINE });
  return view;
}

/** Whether `view` bears the mark of a view the engine made (never throws: a revoked proxy or a throwing getter reads as no). */
function madeByEngine(view: unknown): boolean {
  if (typeof view !== 'object' || view === null) return false;
  try {
    // Its own property: an object made with a view as its prototype is not a view the engine made.
    return Object.hasOwn(view, MADE) && (view as { [MADE]?: unknown })[MADE] === MADE_BY_ENGINE;
  } catch {
    return false;
  }
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
  if (madeByEngine(view)) return view as PlayerView;
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
