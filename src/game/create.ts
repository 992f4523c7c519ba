import { copyJson } from '../internal/copy-json.js';
import { snapshot } from '../internal/snapshot.js';
import { fail } from '../errors/rule-error.js';
import { drawSeed, nextBelow, seedRng } from '../internal/rng.js';
import { PLANS, type PlanDeck, type PlanDefinition, type PlanId } from '../rules/plans.js';
import type { CustomPlan } from './plans/custom.js';
import { emptySheet } from '../sheet/empty.js';
import { dealCards, layOut, revealOffer, type CardMode } from './round/cards.js';
import { planAllowed, readOptions } from './setup/read-options.js';
import type { Sheet } from '../sheet/types.js';
import { checkAgainstPlans, dealAround, positionApproval, positionSheets } from './setup/position.js';
import type { CardState, GameState, PlanState } from './state.js';
import type { GameOptions } from './options.js';
import type { VariantFlags } from '../rules/variants.js';
import { SHEET_KINDS, type SheetKind } from '../rules/seasons.js';
import { mapPacked } from '../internal/packed.js';

/** The plans of deck 1, 2 and 3 that a game with these variants on this kind of sheet may draw ([rules §6](../../docs/rules.md#6-plans), [§10.2](../../docs/rules.md#102-advanced-plans), [§11](../../docs/rules.md#11-seasonal-sheets)). */
function drawablePlans(chosen: VariantFlags, sheet: SheetKind): PlanDefinition[][] {
  return [1, 2, 3].map((deck) => PLANS.filter((plan) => plan.deck === deck && planAllowed(plan, chosen, sheet)));
}

/**
 * The three plan decks of every combination of the variants and sheets that decide
 * them, listed once: V8 filters the frozen plan table far more slowly than it reads a
 * plain list.
 */
const PLAN_DECKS = new Map<string, PlanDefinition[][]>(
  SHEET_KINDS.flatMap((sheet) =>
    [
      { advancedPlans: false, expert: false, roundabouts: false },
      { advancedPlans: true, expert: false, roundabouts: false },
      { advancedPlans: true, expert: false, roundabouts: true },
    ].map((chosen): [string, PlanDefinition[][]] => [`${sheet}/${chosen.advancedPlans}/${chosen.roundabouts}`, drawablePlans(chosen, sheet)])
  ),
);

function planDecks(chosen: VariantFlags, sheet: SheetKind): PlanDefinition[][] {
  return PLAN_DECKS.get(`${sheet}/${chosen.advancedPlans}/${chosen.advancedPlans && chosen.roundabouts}`) as PlanDefinition[][];
}

/** How the game's cards come out: solo, expert or the standard flip. */
export function cardMode(state: Pick<GameState, 'solo' | 'variants'>): CardMode {
  if (state.solo) return 'solo';
  return state.variants.expert ? 'draw' : 'flip';
}

function planState(plan: Pick<PlanDefinition, 'deck' | 'requirement' | 'first' | 'later'> & { readonly id: number | null }, labels: readonly string[], approved: boolean): PlanState {
  return {
    id: plan.id,
    deck: plan.deck,
    label: labels[plan.deck - 1] ?? String(plan.deck),
    // A copy: a state never holds the plan table's own objects.
    requirement: copyJson(plan.requirement),
    first: plan.first,
    later: plan.later,
    approved,
  };
}

/**
 * Starts a game ([rules §3.1](../../docs/rules.md#31-stacks-and-the-offer), [§6](../../docs/rules.md#6-plans) setup): checks every option, shuffles and deals the
 * cards with a seeded generator (or lays out the fixed `stacks`), draws one plan per
 * plan deck (or takes `plans`), and reveals the first offer. With one player under a
 * ruleset that allows it, the game follows the solo rules ([rules §10.3](../../docs/rules.md#103-solo)).
 *
 * Without a `seed`, one is drawn from the platform's cryptographic generator and
 * recorded in `state.seed` and `state.record`, so every game can be replayed. Bad
 * options throw `RuleError` with an `options/…` code naming the field.
 *
 * @param options - The players (a count or their ids), and optionally the seed, ruleset, rule options, variants, kind of sheet, and fixed plans, stacks or deck.
 * @returns The first round's state, waiting for every player's choice.
 * @throws `RuleError` with an `options/…` code naming the bad field; nothing else is built.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * const state = createGame({ players: ['ann', 'bob'], seed: 'friday' });
 * state.offer; // three { number, effect, numberCard, effectCard } pairs
 * state.plans.map((plan) => plan.label); // ['A', 'B', 'C']
 * ```
 *
 * @group Setup
 */
export function createGame(options: GameOptions): GameState {
  // A plain copy first: every check reads it, and it is what the record keeps.
  const given = plainOptions(options);
  const setup = readOptions(given);
  const seed = setup.seed ?? drawSeed();
  if (seed === undefined) return fail('options/seed', { problem: 'none was given and this platform has no crypto.getRandomValues to draw one; give a seed' });
  const rng: [number, number, number, number] = [...seedRng(String(seed))];
  const mode = cardMode(setup);
  const { position } = setup;
  // Every player starts from one empty sheet: states are never changed in place, so
  // they can share it until each writes on their own.
  const blank = emptySheet(setup.sheet);
  const sheets = positionSheets(position, setup.ids.length, setup.sheet, setup.rules, setup.variants, () => blank);
  const approval = positionApproval(position, sheets, setup.solo);
  let dealt: CardState;
  if (position?.offer !== undefined) dealt = dealAround(setup.deck, position.offer, mode, rng, approval.soloCardDrawn);
  else if (setup.stacks !== undefined) dealt = layOut(setup.deck, setup.stacks, mode);
  else dealt = dealCards(setup.deck, mode, rng);
  if (approval.soloCardDrawn) dealt = { deck: dealt.deck, stacks: dealt.stacks, discards: dealt.discards, soloCard: null };
  const decks = planDecks(setup.variants, setup.sheet);
  const planIds = setup.plans ?? mapPacked(decks, (candidates) => (candidates[nextBelow(rng, candidates.length)] as PlanDefinition).id);
  const revealed = revealOffer(dealt, mode, setup.rules, rng);
  // Mapped over the three decks (a packed table), not over the ids: mapPacked keeps the
  // kind of the array it copies, and ids given in the options may come holey, so the
  // states built from them would have another hidden class and deoptimise the
  // functions that read states (docs/performance.md).
  const plans = mapPacked(decks, (_, k) => {
    const id = planIds[k] as PlanId | CustomPlan;
    return planState(
      typeof id === 'number' ? (PLANS[id] as PlanDefinition) : { ...id, id: null, deck: (k + 1) as PlanDeck },
      setup.rules.planLabels,
      revealed.soloCardDrawn || (approval.approved[k] ?? false),
    );
  });
  if (position?.sheets !== undefined) checkAgainstPlans(sheets, setup.ids, setup.sheet, setup.rules, setup.variants, plans);
  // The copy, so that nothing the caller later does to its options can reach the game.
  const recorded: GameOptions = { ...given, seed };
  return {
    rules: setup.rules,
    variants: setup.variants,
    solo: setup.solo,
    seed: String(seed),
    round: position?.round ?? 1,
    status: 'choosing',
    offer: revealed.offer,
    plans,
    players: mapPacked(setup.ids, (id, i) => ({ id, sheet: sheets[i] as Sheet, pending: null, pick: null })),
    cards: revealed.cards,
    rng,
    record: { options: recorded, rounds: [] },
    ended: [],
    result: null,
  };
}

/**
 * Options from a caller as a plain copy, read once (a getter, a proxy or a cycle is
 * `options/malformed`): what every function taking game options checks and reads.
 */
export function plainOptions(options: unknown): GameOptions {
  const copy = snapshot(options, '');
  if (!copy.ok)
    return fail('options/malformed', {
      path: copy.problem.path === '' || copy.problem.path.startsWith('[') ? copy.problem.path : `.${copy.problem.path}`,
      expected: `plain data: it ${copy.problem.problem}`,
    });
  return copy.value as GameOptions;
}
