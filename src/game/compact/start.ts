import { fail, isProblem, raise } from '../../errors/rule-error.js';
import { copyJson } from '../../internal/copy-json.js';
import { mapPacked } from '../../internal/packed.js';
import { drawSeed, nextBelow, seedRng } from '../../internal/rng.js';
import type { Card } from '../../rules/cards.js';
import { PLANS, type PlanDeck, type PlanDefinition, type PlanId } from '../../rules/plans.js';
import { SHEET_KINDS, type SheetKind } from '../../rules/seasons.js';
import type { VariantFlags } from '../../rules/variants.js';
import { compactOf, emptyCompact } from '../../sheet/compact/json.js';
import { emptySheet } from '../../sheet/empty.js';
import type { Sheet } from '../../sheet/types.js';
import { parseChoice } from '../choice/parse-choice.js';
import type { GameOptions } from '../options.js';
import type { CustomPlan } from '../plans/custom.js';
import { DISCARD, layOut, dealDeck, revealOffer } from '../round/cards.js';
import { checkAgainstPlans, dealAround, positionApproval, positionSheets } from '../setup/position.js';
import { planAllowed, readOptions } from '../setup/read-options.js';
import type { GameState, PlanState } from '../state.js';
import { cardCode, codesOf } from './card-codes.js';
import { newGame, type CompactGame } from './game.js';
import { playStep } from './play.js';

/** The plans of deck 1, 2 and 3 that a game with these variants on this kind of sheet may draw ([rules §6](../../../docs/rules.md#6-plans), [§10.2](../../../docs/rules.md#102-advanced-plans), [§11](../../../docs/rules.md#11-seasonal-sheets)). */
function drawablePlans(chosen: Pick<VariantFlags, 'advancedPlans' | 'roundabouts'>, sheet: SheetKind): PlanDefinition[][] {
  return [1, 2, 3].map((deck) => PLANS.filter((plan) => plan.deck === deck && planAllowed(plan, { advancedPlans: chosen.advancedPlans, roundabouts: chosen.roundabouts, expert: false }, sheet)));
}

/**
 * The three plan decks of every combination of the variants and sheets that decide
 * them, listed once, frozen (V8 filters the frozen plan table far more slowly than it
 * reads a plain list): by sheet kind, then without advanced plans, with them, with them
 * and roundabouts.
 */
const PLAN_DECKS: readonly (readonly (readonly PlanDefinition[])[])[][] = Object.freeze(
  SHEET_KINDS.map((sheet) =>
    Object.freeze([
      drawablePlans({ advancedPlans: false, roundabouts: false }, sheet),
      drawablePlans({ advancedPlans: true, roundabouts: false }, sheet),
      drawablePlans({ advancedPlans: true, roundabouts: true }, sheet),
    ])
  ),
) as never;

function planDecks(chosen: VariantFlags, sheet: SheetKind): readonly (readonly PlanDefinition[])[] {
  const row = PLAN_DECKS[SHEET_KINDS.indexOf(sheet)] as readonly (readonly (readonly PlanDefinition[])[])[];
  return row[!chosen.advancedPlans ? 0 : chosen.roundabouts ? 2 : 1] as readonly (readonly PlanDefinition[])[];
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
 * Starts a game from options already read as plain data ([rules §3.1](../../../docs/rules.md#31-stacks-and-the-offer), [§6](../../../docs/rules.md#6-plans) setup):
 * checks every option, shuffles and deals the cards with a seeded generator (or lays
 * out the fixed `stacks`, or deals around a position's offer), draws one plan per plan
 * deck (or takes `plans`), and reveals the first offer. What `createGame` writes out.
 */
export function startGame(given: GameOptions): CompactGame {
  const setup = readOptions(given);
  const seed = setup.seed ?? drawSeed();
  if (seed === undefined) return fail('options/seed', { problem: 'none was given and this platform has no crypto.getRandomValues to draw one; give a seed' });
  const rng: [number, number, number, number] = [...seedRng(String(seed))];
  const { position } = setup;
  // Every player starts from one empty sheet: states are never changed in place, so
  // they can share it until each writes on their own.
  const blank = emptySheet(setup.sheet);
  const sheets = positionSheets(position, setup.ids.length, setup.sheet, setup.rules, setup.variants, () => blank);
  const approval = positionApproval(position, sheets, setup.solo);
  const game = newGame({
    rules: setup.rules,
    variants: setup.variants,
    solo: setup.solo,
    seed: String(seed),
    ids: setup.ids,
    deck: setup.deck,
    // The copy, so that nothing the caller later does to its options can reach the game.
    options: { ...given, seed },
    // Each sheet read once: an empty one from the compact empty sheet of its kind, which the game copies.
    sheets: position?.sheets === undefined ? sheets.map(() => emptyCompact(SHEET_KINDS.indexOf(setup.sheet))) : sheets.map(compactOf),
    rng,
    plans: [],
    round: position?.round ?? 1,
  });
  const { piles } = game;
  if (position?.offer !== undefined) dealAround(piles, position.offer, game.mode, game.rng, approval.soloCardDrawn);
  else if (setup.stacks !== undefined) layOut(piles, setup.stacks.map(codesOf));
  else dealDeck(piles, game.mode, game.rng);
  if (approval.soloCardDrawn) piles.soloCard = -1;
  const decks = planDecks(setup.variants, setup.sheet);
  const planIds = setup.plans ?? mapPacked(decks as PlanDefinition[][], (candidates) => (candidates[nextBelow(game.rng, candidates.length)] as PlanDefinition).id);
  const revealed = revealOffer(piles, game.mode, setup.rules, game.rng);
  // Mapped over the three decks (a packed table), not over the ids: mapPacked keeps the
  // kind of the array it copies, and ids given in the options may come holey, so the
  // states built from them would have another hidden class and deoptimise the
  // functions that read states (docs/performance.md).
  game.plans = mapPacked(decks as PlanDefinition[][], (_, k) => {
    const id = planIds[k] as PlanId | CustomPlan;
    return planState(
      typeof id === 'number' ? (PLANS[id] as PlanDefinition) : { ...id, id: null, deck: (k + 1) as PlanDeck },
      setup.rules.planLabels,
      revealed.soloCardDrawn || (approval.approved[k] ?? false),
    );
  });
  if (position?.sheets !== undefined) checkAgainstPlans(sheets, setup.ids, setup.sheet, setup.rules, setup.variants, game.plans);
  game.offer = revealed.offer;
  for (let seat = 0; seat < sheets.length; seat++) {
    game.json[seat] = sheets[seat] as Sheet;
    game.lastJson[seat] = sheets[seat] as Sheet;
  }
  return game;
}

/** Reads a pile of a state (top card first when `topFirst`) into pile `pile` of the game, its cards as codes. */
function readPile(game: CompactGame, pile: number, cards: readonly Card[], topFirst: boolean): void {
  const out: number[] = [];
  const count = cards.length;
  for (let i = 0; i < count; i++) out.push(cardCode(cards[topFirst ? count - 1 - i : i] as Card));
  game.piles.cards[pile] = out;
}

/**
 * The compact game a state the engine trusts stands for (its own, or one checked by
 * `validateState`): every sheet, pile and plan as it stands, and every pending choice
 * played again ({@link playStep}; a choice of a state from outside is read as a choice
 * from outside, and one the rules refuse throws its `RuleError`).
 */
export function gameOfState(state: GameState): CompactGame {
  const { cards } = state;
  const game = newGame({
    rules: state.rules,
    variants: state.variants,
    solo: state.solo,
    seed: state.seed,
    ids: mapPacked(state.players, (player) => player.id),
    deck: cards.deck,
    options: state.record.options,
    sheets: mapPacked(state.players, (player) => compactOf(player.sheet)),
    rng: state.rng,
    plans: state.plans,
    round: state.round,
  });
  for (let k = 0; k < cards.stacks.length; k++) readPile(game, k, cards.stacks[k] as readonly Card[], true);
  for (let k = 0; k < cards.discards.length; k++) readPile(game, DISCARD + k, cards.discards[k] as readonly Card[], false);
  game.piles.soloCard = cards.soloCard ?? -1;
  game.offer = state.offer;
  game.ended = state.ended;
  for (const round of state.record.rounds) game.rounds.push(round);
  for (let seat = 0; seat < state.players.length; seat++) {
    const player = state.players[seat] as GameState['players'][number];
    game.json[seat] = player.sheet;
    game.lastJson[seat] = player.sheet;
    game.picks[seat] = player.pick;
  }
  if (state.status === 'choosing') {
    for (let seat = 0; seat < state.players.length; seat++) {
      const pending = (state.players[seat] as GameState['players'][number]).pending;
      if (pending === null) continue;
      const choice = parseChoice(pending);
      if (choice.type === 'pick') return fail('choice/malformed', { path: 'pending', expected: 'a build or a refusal, not a pick' });
      const why = playStep(game, seat, choice);
      if (why !== undefined && isProblem(why)) raise(why);
    }
  }
  game.written = state;
  return game;
}
