import { checkedInteger } from '../../internal/arguments.js';
import { checkedHouseRef, checkedPlacement } from './arguments.js';
import { fail, isProblem, raise } from '../../errors/rule-error.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { fitsHouse } from '../../sheet/compact/ranges.js';
import { spotsOn } from '../../sheet/compact/roundabouts.js';
import type { HouseRef } from '../../sheet/types.js';
import type { BuildChoice, Choice, PickChoice, PlanClaim } from '../choice/choice.js';
import type { ChoiceContext } from '../choice/context.js';
import { parseChoice } from '../choice/parse-choice.js';
import { pickProblem } from '../choice/pick.js';
import { placeRoundabout } from '../choice/play.js';
import { refusalAllowed } from '../choice/refusal.js';
import { usableDeltas } from '../choice/temp.js';
import { legalClaimsFor } from '../plans/legal-claims.js';
import type { Pair } from '../state.js';
import type { PairIndex } from '../indexes.js';
import { sheetAndContext } from '../choice/source.js';
import { type GameSource } from '../view-types.js';
import { buildOptions } from './builds.js';
import { placementsOf, usablePair, type Placement } from './placements.js';
import { choicesOf, legalChoicesFor, refOf } from './walk.js';
import { houseIndex } from '../choice/play.js';

/** A roundabout argument of a step query, checked. */
export function roundaboutArgument(value: unknown): HouseRef | undefined {
  return value === undefined ? undefined : checkedHouseRef(value, 'roundabout');
}

/** The sheet with the given roundabout written first (none: the sheet itself); a bad roundabout throws. */
export function withRoundaboutArgument(sheet: CompactSheet, roundabout: HouseRef | undefined, ctx: ChoiceContext): CompactSheet {
  if (roundabout === undefined) return sheet;
  const placed = placeRoundabout(sheet, roundabout, ctx);
  return isProblem(placed) ? raise(placed) : placed;
}

/**
 * Every legal choice of `playerId` this round, as a list: every build (each pair,
 * each house where its number fits, with and without each use of its effect, and
 * with the roundabouts variant each of those again with a roundabout in each house
 * where one may go) and the refusal when it is allowed. Optional plan claims and
 * reshuffles are left out: ask {@link legalClaims} for the claims a choice allows.
 * Where claims are compulsory (`rules.claims: 'immediate'`), a choice that fulfils
 * plans is listed once with each claim set {@link legalClaims} gives for it (one per
 * distinct outcome), so every item is legal as it stands. In an expert game, before the player's pick, the list holds the legal
 * picks. Works on a state or on the player's own view; in a finished game nothing is
 * legal, and the list is empty.
 *
 * The list can be long (thousands of choices with a fence pair, some thirty times more
 * with roundabouts): {@link eachLegalChoice} gives the same choices one at a time, and
 * the step queries ({@link legalRoundabouts}, {@link legalPairs}, {@link placements},
 * {@link legalBuilds}, {@link legalClaims}) walk them a step at a time.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose choices to list.
 * @returns Every legal step, in a fixed order; empty once the game is over.
 * @throws `RuleError` `choice/unknown-player` for a player not in the game (or not the view's).
 *
 * @example
 * ```ts
 * import { createGame, legalChoices } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * const choices = legalChoices(state, 'p1');
 * choices.some((choice) => choice.type === 'refuse'); // false: an empty sheet takes any number
 * ```
 *
 * @group Queries
 */
export function legalChoices(source: GameSource, playerId: string): readonly (Choice | PickChoice)[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  if (source.status === 'over') return [];
  return legalChoicesFor(sheet, ctx);
}

/**
 * The choices of {@link legalChoices}, in the same order, one at a time: nothing is
 * listed before it is asked for, so a caller may stop early or sample without
 * building thousands of choices.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose choices to walk.
 * @returns An iterator over the choices of {@link legalChoices}.
 * @throws `RuleError` `choice/unknown-player` for a player not in the game (or not the view's).
 *
 * @example
 * ```ts
 * import { createGame, eachLegalChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
 * for (const choice of eachLegalChoice(state, 'p1')) {
 *   if (choice.type === 'build' && choice.roundabout !== undefined) break; // the first build with a roundabout
 * }
 * ```
 *
 * @group Queries
 */
export function eachLegalChoice(source: GameSource, playerId: string): IterableIterator<Choice | PickChoice> {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  if (source.status === 'over') return [][Symbol.iterator]();
  return choicesOf(sheet, ctx);
}

/**
 * The houses where `playerId` may write a roundabout this round ([rules §10.1](../../../docs/rules.md#101-roundabouts)): the
 * first step of a choice in a game with the roundabouts variant, before the number,
 * which it may make room for. Empty without the variant or after the second
 * roundabout. The later steps take the chosen house as their `roundabout` argument.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @returns The houses, street by street, left to right.
 *
 * @example
 * ```ts
 * import { createGame, legalRoundabouts } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5, variants: { roundabouts: true } });
 * legalRoundabouts(state, 'p1').length; // 33: any empty house
 * ```
 *
 * @group Queries
 */
export function legalRoundabouts(source: GameSource, playerId: string): readonly HouseRef[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  if (source.status === 'over') return [];
  return ctx.variants.roundabouts ? spotsOn(sheet).map(refOf) : [];
}

/**
 * The pairs of the offer `playerId` can build with this round (with a roundabout
 * first, if given): those whose number fits somewhere, temp changes included. Empty in
 * an expert game before the pick; after it, only pairs of the picked card.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param roundabout - A roundabout written first, one of {@link legalRoundabouts}.
 * @returns The indexes of the playable pairs in the offer.
 * @throws `RuleError` `choice/roundabout` when the roundabout may not be written.
 *
 * @example
 * ```ts
 * import { createGame, legalPairs } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * legalPairs(state, 'p1'); // [0, 1, 2]: every number fits an empty sheet
 * ```
 *
 * @group Queries
 */
export function legalPairs(source: GameSource, playerId: string, roundabout?: HouseRef): readonly PairIndex[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const spot = roundaboutArgument(roundabout);
  if (source.status === 'over') return [];
  const base = withRoundaboutArgument(sheet, spot, ctx);
  const pairs: number[] = [];
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair !== undefined && placementsOf(base, pair).length > 0) pairs.push(index);
  }
  return pairs;
}

/**
 * Whether `playerId` may refuse this round ([rules §4.2](../../../docs/rules.md#42-refusals)), with a roundabout first if
 * given: the refusal test looks at the sheet with it. In an expert game a refusal
 * comes after the pick, so this is `false` before it.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param roundabout - A roundabout written first, one of {@link legalRoundabouts}.
 * @returns Whether a refusal is legal now.
 * @throws `RuleError` `choice/roundabout` when the roundabout may not be written.
 *
 * @example
 * ```ts
 * import { canRefuse, createGame } from 'welcome-to-engine';
 * canRefuse(createGame({ players: 2, seed: 5 }), 'p1'); // false: an empty sheet takes any number
 * ```
 *
 * @group Queries
 */
export function canRefuse(source: GameSource, playerId: string, roundabout?: HouseRef): boolean {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const spot = roundaboutArgument(roundabout);
  if (source.status === 'over') return false;
  if (ctx.variants.expert && ctx.pick === null) return false;
  return refusalAllowed(withRoundaboutArgument(sheet, spot, ctx), ctx);
}

/**
 * Where the number of pair `pair` can be written on the player's sheet (with a
 * roundabout first, if given), for a front-end to highlight: each house where it
 * fits, and with a usable temp each house where a number within ±2 fits, with the
 * change it takes.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param pair - The pair's index in the offer.
 * @param roundabout - A roundabout written first, one of {@link legalRoundabouts}.
 * @returns Each house where the pair's number, or a temp change of it, may be written.
 * @throws `RuleError` `choice/pair` for a pair not in the offer or hidden from the player, or `choice/roundabout`.
 *
 * @example
 * ```ts
 * import { createGame, placements } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * placements(state, 'p1', 0).length >= 33; // true: every house of an empty sheet
 * ```
 *
 * @group Queries
 */
export function placements(source: GameSource, playerId: string, pair: PairIndex, roundabout?: HouseRef): readonly Placement[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const spot = roundaboutArgument(roundabout);
  if (source.status === 'over') return [];
  const offered = pairOf(ctx, checkedInteger(pair, 'pair'));
  return placementsOf(withRoundaboutArgument(sheet, spot, ctx), offered);
}

/**
 * Every legal build writing pair `pair` at `placement` (one of {@link placements},
 * with the same roundabout): without the effect, and with each use of it (each fence
 * slot, each bis copy, each estate size…), or with the temp change the placement
 * needs. Claims are left out: ask {@link legalClaims} for each build. A placement where
 * the number does not fit has no builds.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param pair - The pair's index in the offer.
 * @param placement - Where to write it, one of {@link placements}.
 * @param roundabout - The roundabout given to {@link placements}, if any.
 * @returns Every legal build there, claims left out.
 * @throws `RuleError` `choice/pair` for a pair not in the offer or hidden from the player, or `choice/roundabout`.
 *
 * @example
 * ```ts
 * import { createGame, legalBuilds, placements } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * const [first] = placements(state, 'p1', 0);
 * if (first !== undefined) legalBuilds(state, 'p1', 0, first); // the build there, with and without the effect
 * ```
 *
 * @group Queries
 */
export function legalBuilds(
  source: GameSource,
  playerId: string,
  pair: PairIndex,
  placement: Placement,
  roundabout?: HouseRef,
): readonly BuildChoice[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  const spot = roundaboutArgument(roundabout);
  if (source.status === 'over') return [];
  const offered = pairOf(ctx, checkedInteger(pair, 'pair'));
  const at = checkedPlacement(placement);
  const base = withRoundaboutArgument(sheet, spot, ctx);
  const fits = usableDeltas(base, offered).includes(at.delta) &&
    at.number === offered.number + at.delta &&
    houseIndex(at) >= 0 &&
    fitsHouse(base, houseIndex(at), at.number);
  return fits ? buildOptions(base, ctx, pair, at, spot) : [];
}

/** The pair at `index` if the player may choose it, or the `choice/pair` error. */
export function pairOf(ctx: ChoiceContext, index: number): Pair {
  const pair = ctx.offer[index];
  if (pair === undefined) return fail('choice/pair', { pair: index, pairs: ctx.offer.length });
  const usable = usablePair(ctx, index);
  if (usable === undefined) {
    return fail('choice/pair', { pair: index, pick: ctx.pick, pairs: ctx.offer.flatMap((seen, i) => (seen.effect === null ? [] : [i])) });
  }
  return usable;
}

/**
 * The sets of plan claims that may end `choice` (its own claims are ignored), one
 * per distinct outcome ([rules §6](../../../docs/rules.md#6-plans)): which plans the
 * set claims, and which of the other plans the sheet fulfils stay claimable after it.
 * Estates that are the same for every plan on the table are interchangeable: a listed
 * set names the first of them (top street first, left to right), and any other legal
 * set is accepted by {@link validateChoice} and {@link applyChoice} too. So the list
 * stays short (at most a few sets for each combination of plans) however many estates
 * the sheet has. With optional claims (`collector`) the choice may also end with none.
 * With immediate claims (`original`) only the sets after which no further plan is
 * fulfilled are listed, and when the list is not empty the choice must end with one
 * of them (or another set with the same outcome). A legal pick (expert card choice)
 * claims nothing: its list is empty, and the claims come with the build or refusal
 * that follows it. Throws `RuleError` when `choice` itself is illegal.
 *
 * @param source - The game, or `playerId`'s own view of it.
 * @param playerId - Whose sheet.
 * @param choice - A build or refusal, legal but for its claims, or a pick: any step {@link legalChoices} lists.
 * @returns A claim set for each outcome the choice may end with; empty when no plan can be claimed, and for a pick.
 * @throws `RuleError` when the choice or pick is illegal or malformed, or the game is over.
 *
 * @example
 * ```ts
 * import { createGame, legalClaims } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 5 });
 * legalClaims(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }); // []: no estate yet
 * ```
 *
 * @group Queries
 */
export function legalClaims(source: GameSource, playerId: string, choice: Choice | PickChoice): readonly (readonly PlanClaim[])[] {
  const { sheet, ctx } = sheetAndContext(source, playerId);
  if (source.status === 'over') return fail('game/over', undefined);
  const parsed = parseChoice(choice);
  if (parsed.type === 'pick') {
    const why = pickProblem(sheet, parsed.card, ctx);
    return why === undefined ? [] : raise(why);
  }
  const sets = legalClaimsFor(sheet, parsed, ctx);
  return isProblem(sets) ? raise(sets) : sets;
}
