import { describeValue } from '../../internal/snapshot.js';
import { fail } from '../../errors/rule-error.js';
import { array, integer, isRecord, oneOf, record, type Bad } from '../../internal/check.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER, type Card } from '../../rules/cards.js';
import { DECKS, type DeckName } from '../../rules/decks.js';
import { PLANS, type PlanDefinition, type PlanId } from '../../rules/plans.js';
import { DEFAULT_RULESET, isRulesetName, RULESETS, type RuleOptions } from '../../rules/rulesets.js';
import { isSheetKind, SHEET_KINDS, type SheetKind } from '../../rules/seasons.js';
import { readCustomPlan, type CustomPlan } from '../plans/custom.js';
import { readPosition, type PositionSetup } from './position.js';
import type { GameOptions } from '../options.js';
import type { VariantFlags } from '../../rules/variants.js';

/** Options checked and completed: what `createGame` builds from. */
export interface Setup {
  readonly ids: readonly string[];
  readonly seed: string | number | undefined;
  readonly rules: RuleOptions;
  readonly variants: VariantFlags;
  readonly solo: boolean;
  readonly plans: readonly (PlanId | CustomPlan)[] | undefined;
  readonly sheet: SheetKind;
  readonly stacks: readonly (readonly Card[])[] | undefined;
  readonly deck: readonly Card[];
  readonly position: PositionSetup | undefined;
}

/** Most players a game takes: far beyond any table, it bounds the work of one round. */
export const MAX_PLAYERS = 100;

const malformed: Bad = (path, expected) => fail('options/malformed', { path, expected });

/**
 * The players' ids from `options.players`, `min` to {@link MAX_PLAYERS} of them. One
 * player asked of a ruleset without the solo game is told which ruleset has it (`solo`).
 */
function players(value: unknown, min: number, solo: 'original' | undefined): string[] {
  const hint = solo !== undefined && min > 1 ? { solo } : {};
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < min || value > MAX_PLAYERS) {
      return fail('options/players', { problem: `is ${value}, not a whole number from ${min} to ${MAX_PLAYERS}`, min, ...(value === 1 ? hint : {}) });
    }
    return Array.from({ length: value }, (_, i) => `p${i + 1}`);
  }
  if (!Array.isArray(value)) return fail('options/players', { problem: 'is neither a count nor a list of ids', min });
  if (value.length < min || value.length > MAX_PLAYERS) {
    return fail('options/players', { problem: `lists ${value.length} player${value.length === 1 ? '' : 's'}, not ${min} to ${MAX_PLAYERS}`, min, ...(value.length === 1 ? hint : {}) });
  }
  value.forEach((id, index) => {
    if (typeof id !== 'string' || id.length === 0) fail('options/players', { problem: `[${index}] is not a non-empty string`, min });
    if (value.indexOf(id) !== index) fail('options/players', { problem: `names ${describeValue(id)} twice`, min });
  });
  return (value as string[]).slice();
}

function card(value: unknown, path: string, problem: (text: string) => never): Card {
  const bad: Bad = (at, expected) => problem(`${at} must be ${expected}`);
  const r = record(value, path, ['number', 'effect'], bad);
  return {
    number: integer(r.number, `${path}.number`, MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER, bad),
    effect: oneOf(r.effect, `${path}.effect`, EFFECTS, bad),
  };
}

export function cards(value: unknown, path: string, problem: (text: string) => never): Card[] {
  if (!Array.isArray(value)) return problem(`${path === '' ? 'it' : path} must be an array of cards`);
  return value.map((item, index) => card(item, `${path}[${index}]`, problem));
}

export const RULE_CHECKS: { readonly [K in keyof RuleOptions]: (value: unknown) => boolean } = {
  deck: (v) => v === 'collector' || v === 'original',
  minPlayers: (v) => v === 1 || v === 2,
  refusalTest: (v) => v === 'printed' || v === 'playable-pairs',
  stackRebuild: (v) => v === 'separate' || v === 'together',
  claims: (v) => v === 'optional' || v === 'immediate',
  reshuffleOnFirstClaim: (v) => typeof v === 'boolean',
  bisAcrossFence: (v) => typeof v === 'boolean',
  tieBreak: (v) => v === 'estates' || v === 'estates-by-size',
  planLabels: (v) => Array.isArray(v) && v.length === 3 && v.every((label) => typeof label === 'string'),
};
const RULE_EXPECTED: { readonly [K in keyof RuleOptions]: string } = {
  deck: '"collector" or "original"',
  minPlayers: '1 or 2',
  refusalTest: '"printed" or "playable-pairs"',
  stackRebuild: '"separate" or "together"',
  claims: '"optional" or "immediate"',
  reshuffleOnFirstClaim: 'true or false',
  bisAcrossFence: 'true or false',
  tieBreak: '"estates" or "estates-by-size"',
  planLabels: 'three strings',
};

/** The rules of a game: its ruleset's, a copy (a state never holds the table's own objects), with the overrides. */
function rules(base: RuleOptions, overrides: unknown): RuleOptions {
  const labels = base.planLabels.slice() as unknown as RuleOptions['planLabels'];
  if (overrides === undefined) return { ...base, planLabels: labels };
  if (!isRecord(overrides)) return fail('options/rules', { field: '', expected: 'an object of rule options' });
  const merged: Record<string, unknown> = { ...base, planLabels: labels };
  for (const [field, value] of Object.entries(overrides)) {
    const check = Object.hasOwn(RULE_CHECKS, field) ? (RULE_CHECKS[field as keyof RuleOptions] as (v: unknown) => boolean) : undefined;
    if (check === undefined) return fail('options/rules', { field, expected: `absent: the rule options are ${Object.keys(RULE_CHECKS).join(', ')}` });
    if (value === undefined) continue; // an option given as undefined keeps the ruleset's
    if (!check(value)) return fail('options/rules', { field, expected: RULE_EXPECTED[field as keyof RuleOptions] });
    merged[field] = Array.isArray(value) ? value.slice() : value;
  }
  return merged as unknown as RuleOptions;
}

const VARIANTS = ['advancedPlans', 'expert', 'roundabouts'] as const;

function variants(value: unknown): VariantFlags {
  if (value === undefined) return { advancedPlans: false, expert: false, roundabouts: false };
  if (!isRecord(value)) return fail('options/variants', { field: '', expected: 'must be an object' });
  for (const [field, flag] of Object.entries(value)) {
    if (!(VARIANTS as readonly string[]).includes(field)) {
      return fail('options/variants', { field, expected: `is not a variant this engine offers; the variants are ${VARIANTS.join(', ')}` });
    }
    if (flag !== undefined && typeof flag !== 'boolean') return fail('options/variants', { field, expected: 'must be true or false' });
  }
  return { advancedPlans: value.advancedPlans === true, expert: value.expert === true, roundabouts: value.roundabouts === true };
}

/**
 * Whether a plan can be part of a game with these variants on this kind of sheet
 * ([rules §10.2](../../../docs/rules.md#102-advanced-plans), [§11](../../../docs/rules.md#11-seasonal-sheets)):
 * plan deck 3 is the sheet's own (the basic plans on the Classic sheet, the season's on
 * a seasonal one); advanced plans need their variant, and the plan needing a roundabout
 * needs roundabouts too.
 */
export function planAllowed(plan: PlanDefinition, chosen: VariantFlags, sheet: SheetKind): boolean {
  if (plan.deck === 3 && (plan.season ?? 'classic') !== sheet) return false;
  if (plan.season !== null) return true;
  if (!plan.advanced) return true;
  if (!chosen.advancedPlans) return false;
  return chosen.roundabouts || !needsRoundabout(plan);
}

function needsRoundabout(plan: PlanDefinition): boolean {
  return plan.requirement.type === 'condition' && plan.requirement.condition === 'one-street-parks-pools-roundabout';
}

function plans(value: unknown, chosen: VariantFlags, sheet: SheetKind): (PlanId | CustomPlan)[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== 3) return fail('options/plans', { problem: 'it must list three plan ids, one of deck 1, 2 and 3' });
  return value.map((id: unknown, index) => {
    if (typeof id === 'object' && id !== null) return readCustomPlan(id, index, chosen, sheet);
    const plan = typeof id === 'number' && Number.isInteger(id) && !Object.is(id, -0) ? PLANS[id] : undefined;
    if (plan === undefined)
      return fail('options/plans', { problem: `[${index}] is ${describeValue(id)}, neither a plan id from 0 to ${PLANS.length - 1} nor a custom plan ({ requirement, first, later })` });
    if (plan.deck !== index + 1) return fail('options/plans', { problem: `[${index}] is plan ${plan.id} of deck ${plan.deck}; position ${index} takes a plan of deck ${index + 1}` });
    if (plan.advanced && !chosen.advancedPlans) return fail('options/plans', { problem: `[${index}] is the advanced plan ${plan.id}; turn on variants.advancedPlans to use it` });
    if (plan.deck === 3 && (plan.season ?? 'classic') !== sheet) {
      const own = PLANS.filter((candidate) => candidate.deck === 3 && (candidate.season ?? 'classic') === sheet).map((candidate) => candidate.id);
      return fail('options/plans', { problem: `[${index}] is plan ${plan.id} of the ${plan.season ?? 'classic'} sheet; on the ${sheet} sheet plan deck 3 is ${own.join(', ')}` });
    }
    if (!planAllowed(plan, chosen, sheet)) return fail('options/plans', { problem: `[${index}] is plan ${plan.id}, which needs a roundabout; turn on variants.roundabouts to use it` });
    return plan.id;
  });
}

/** The printed decks in arrays of their own: V8 reads a frozen array's elements slowly in a loop. */
const DECK_CARDS: Readonly<Record<DeckName, readonly Card[]>> = { original: DECKS.original.slice(), collector: DECKS.collector.slice() };

/** Copies of `cards`, card by card, in a plain loop (a map's callback per card costs several times as much, for every game a bot plays). */
function copyCards(cards: readonly Card[]): Card[] {
  // A full-length copy first, each card then replaced: pushing would grow the array several times.
  const copy = cards.slice();
  for (let i = 0; i < copy.length; i++) {
    const card = copy[i] as Card;
    copy[i] = { number: card.number, effect: card.effect };
  }
  return copy;
}

/** Whether `value` is a seed a game takes: a string, or a finite number other than -0 (which a record could not keep apart from 0). */
export function isGameSeed(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0));
}

/** Checks every option ([rules §9](../../../docs/rules.md#9-rule-options) and the API contract) and completes the defaults. */
export function readOptions(options: GameOptions): Setup {
  record(options, '', ['players', 'seed', 'ruleset', 'rules', 'variants', 'sheet', 'plans', 'stacks', 'deck', 'position'], malformed);
  const sheet: unknown = options.sheet ?? 'classic';
  if (!isSheetKind(sheet)) return fail('options/malformed', { path: '.sheet', expected: `one of ${SHEET_KINDS.map((kind) => `"${kind}"`).join(', ')}` });
  const ruleset: unknown = options.ruleset === undefined ? DEFAULT_RULESET : options.ruleset;
  if (!isRulesetName(ruleset)) return fail('options/ruleset', { given: describeValue(options.ruleset) });
  const ruleOptions = rules(RULESETS[ruleset], options.rules);
  // The solo game is the original ruleset's: a game of one under another is told so.
  const ids = players(options.players, ruleOptions.minPlayers, ruleset === 'original' ? undefined : 'original');
  const seed = options.seed;
  if (seed !== undefined && !isGameSeed(seed)) return fail('options/seed', { problem: 'it must be a string or a finite number other than -0 (a record cannot tell -0 from 0)' });
  const chosen = variants(options.variants);
  const solo = ids.length === 1;
  const stackProblem = (problem: string): never => fail('options/stacks', { problem });
  const deckProblem = (problem: string): never => fail('options/deck', { problem });
  if (options.stacks !== undefined && options.deck !== undefined) return stackProblem('options.stacks and options.deck both give the cards; give one');
  let stacks: Card[][] | undefined;
  if (options.stacks !== undefined) {
    const given = array(options.stacks, 'it', (path, expected) => stackProblem(`${path} must be ${expected}`));
    if (solo && given.length !== 1) return stackProblem(`must be one pile in a solo game, which draws from one, not ${given.length}`);
    if (!solo && given.length !== 3) return stackProblem(`must be three stacks, not ${given.length}`);
    const least = solo ? 3 : chosen.expert ? 1 : 2;
    stacks = given.map((stack, k) => cards(stack, `[${k}]`, stackProblem));
    stacks.forEach((stack, k) => {
      if (stack.length < least) stackProblem(`[${k}] has ${stack.length} cards; each stack needs at least ${least}`);
    });
  }
  // A copy of the printed deck, card by card: a state never holds the table's own objects.
  let deck: readonly Card[] = copyCards(DECK_CARDS[ruleOptions.deck as DeckName]);
  if (stacks !== undefined) deck = stacks.flat();
  if (options.deck !== undefined) {
    deck = cards(options.deck, '', deckProblem);
    const least = solo ? 3 : 6;
    if (deck.length < least) return deckProblem(`has ${deck.length} cards; it needs at least ${least}`);
  }
  const position = readPosition(options.position, ids.length, stacks !== undefined);
  return { ids, seed, rules: ruleOptions, variants: chosen, solo, plans: plans(options.plans, chosen, sheet), sheet, stacks, deck, position };
}
