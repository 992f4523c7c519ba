import { mapPacked } from '../internal/packed.js';
import { checkedView } from '../game/view-check.js';
import { checkedSeed, describedBot } from './bot.js';
import type { BuildChoice, Choice, PickChoice } from '../game/choice/choice.js';
import type { ChoiceContext } from '../game/choice/context.js';
import { cardNumbers, legalPicks } from '../game/choice/pick.js';
import { playMove, settleClaims, useEffect } from '../game/choice/play.js';
import { refusalAllowed } from '../game/choice/refusal.js';
import { buildOptions, effectUseCache, refusalWith } from '../game/legal/builds.js';
import { placementsOf, usablePair, type Placement } from '../game/legal/placements.js';
import { claimSetsAfter, openPlans } from '../game/plans/legal-claims.js';
import { moveKeepsPlans } from '../game/legal/with-claims.js';
import type { PlanState } from '../game/state.js';
import type { PlayerSummary, PlayerView } from '../game/view-types.js';
import type { CardIndex } from '../game/indexes.js';
import { contextOfView } from '../game/choice/source.js';
import { isProblem } from '../errors/rule-error.js';
import { nextBelow, nextUint32, rngFromNumber } from '../internal/rng.js';
import { copyCompact, type CompactSheet } from '../sheet/compact/compact.js';
import { compactOf } from '../sheet/compact/json.js';
import { CLASSIC, HOUSE_OF, KIND, NUMBER, OFFSET, OPEN_HOUSES, STREET_OF } from '../sheet/compact/layout.js';
import { housesMeeting, updateStreetRanges } from '../sheet/compact/ranges.js';
import { spotsOn, withRoundabout } from '../sheet/compact/roundabouts.js';
import { writeNumber } from '../sheet/compact/write.js';
import { refOf } from '../game/legal/walk.js';
import type { HouseRef } from '../sheet/types.js';
import type { Bot } from './bot.js';
import { bestClaims, claimPoints } from './claims.js';
import { adoptStreet, rateFenced, rateWrittenKept } from './rating/evaluate.js';
import { mostTempsBesides, rateWhole } from './rating/patterns/value.js';
import { newRater, nextStamp, raterFor, ratesWhole, type Rater, type Reference } from './rating/rater.js';
import { HAND_VALUATION } from './rating/valuation.js';
import type { StreetRating } from './rating/street-rating.js';
import { fenceProblem } from '../sheet/compact/fences.js';
import type { StreetIndex } from '../rules/layout.js';
import { supplyOfDeck } from './rating/supply.js';
import type { Valuation } from './rating/valuation.js';

/**
 * The rating of `sheet` with `number` written in `house` of `street` (no bis); by the
 * rater's weights, the rating of the street the number was read into is kept at
 * `rater.writtenRatings[key]` (by a rater rating whole sheets, undefined there, and the sheet built).
 */
function evaluateWritten(rater: Rater, sheet: CompactSheet, street: StreetIndex, house: number, number: number, plans: readonly PlanState[], key: number): number {
  if (!ratesWhole(rater)) return rateWrittenKept(rater, sheet, street, house, number, plans, rater.writtenRatings, key);
  rater.writtenRatings[key] = undefined;
  const written = copyCompact(sheet);
  written[NUMBER + OFFSET[street] + house] = number;
  written[OPEN_HOUSES] = (written[OPEN_HOUSES] as number) - 1;
  updateStreetRanges(written, street);
  return rateWhole(rater, written, plans);
}

/** How many of the best placements get every use of their effect tried, and how many choices the greedy bot's shortlist keeps. */
const SHORTLIST = 6;

/**
 * How wide a shortlist is: every use of the effect is tried at the `placements`
 * best-rated placements, and the `choices` best of them are kept (claims added).
 */
interface Width {
  readonly placements: number;
  readonly choices: number;
}

/** The greedy bot's own width. */
const GREEDY_WIDTH: Width = { placements: SHORTLIST, choices: SHORTLIST };

interface Scored {
  readonly choice: Choice;
  readonly value: number;
}

/**
 * The rating of a choice before its claims, which {@link ranked} adds to the shortlist:
 * the sheet the move leaves (as {@link playChoice} without claims would, even where the
 * rules make a claim compulsory).
 */
function moveValue(rater: Rater, sheet: CompactSheet, choice: Choice, ctx: ChoiceContext, plans: readonly PlanState[]): number {
  const after = playMove(sheet, choice, ctx);
  return isProblem(after) ? Number.NEGATIVE_INFINITY : rateWhole(rater, after, plans);
}

/** {@link moveValue} of a build, on the sheet with its number already written. */
function effectValue(rater: Rater, written: CompactSheet, choice: BuildChoice, ctx: ChoiceContext, plans: readonly PlanState[]): number {
  const after = useEffect(written, choice, ctx);
  return isProblem(after) ? Number.NEGATIVE_INFINITY : rateWhole(rater, after, plans);
}

interface RatedPlacement {
  readonly pair: number;
  readonly placement: Placement;
  readonly value: number;
}

/**
 * Where an item rated `value` goes among `best` (best first, the earlier first among
 * equals) to stay among the first `count`, or −1: a stable sort of every item, then its
 * first few, without keeping or sorting the rest.
 */
function rankAmong(best: readonly { readonly value: number }[], value: number, count: number): number {
  let at = best.length;
  while (at > 0 && (best[at - 1] as { readonly value: number }).value < value) at -= 1;
  return at < count ? at : -1;
}

/** `item` put at `at` (from {@link rankAmong}) among `best`, which keeps its first `count`. */
function insertAt<T>(best: T[], at: number, item: T, count: number): void {
  best.splice(at, 0, item);
  if (best.length > count) best.pop();
}

/** `item` put in its place among `best`, the `count` best so far, if it belongs there. */
function keepBest<T extends { readonly value: number }>(best: T[], item: T, count: number): void {
  const at = rankAmong(best, item.value, count);
  if (at >= 0) insertAt(best, at, item, count);
}

/** The `count` best-rated of `list`, best first (the earlier first among equals). */
function firstBest<T extends { readonly value: number }>(list: readonly T[], count: number): T[] {
  const best: T[] = [];
  for (let k = 0; k < list.length; k++) keepBest(best, list[k] as T, count);
  return best;
}

/**
 * The candidates on `base`, the sheet after this round's roundabout (or none): the
 * refusal when allowed, and every use of the effect at the best-rated placements.
 */
function candidatesOn(
  rater: Rater,
  sheet: CompactSheet,
  base: CompactSheet,
  roundabout: HouseRef | undefined,
  ctx: ChoiceContext,
  plans: readonly PlanState[],
  noise: () => number,
  width: number,
): Scored[] {
  const { writtenStamps, writtenValues, writtenRatings } = rater;
  const best: RatedPlacement[] = [];
  const stamp = nextStamp(rater);
  for (let index = 0; index < ctx.offer.length; index++) {
    const pair = usablePair(ctx, index);
    if (pair === undefined) continue;
    const placements = placementsOf(base, pair);
    for (let k = 0; k < placements.length; k++) {
      const placement = placements[k] as Placement;
      // Pairs of an offer often reach one house with one number: each is rated once.
      const key = (placement.street * 16 + placement.house) * 18 + placement.number;
      if (writtenStamps[key] !== stamp) {
        writtenValues[key] = evaluateWritten(rater, base, placement.street, placement.house, placement.number, plans, key);
        writtenStamps[key] = stamp;
      }
      const value = (writtenValues[key] as number) + noise();
      // The placement's record made only when it is among the best so far.
      const at = rankAmong(best, value, width);
      if (at >= 0) insertAt(best, at, { pair: index, placement, value }, width);
    }
  }
  const candidates: Scored[] = [];
  const uses = effectUseCache(base);
  if (refusalAllowed(base, ctx)) {
    const refusal = refusalWith(roundabout, ctx);
    candidates.push({ choice: refusal, value: moveValue(rater, sheet, refusal, ctx, plans) });
  }
  const fenced: (StreetRating | undefined)[] = [];
  for (const { pair, placement } of best) {
    // The number written once for every use of the effect: the uses then share the
    // street it is on, whose rating is worked out once.
    const written = copyCompact(base);
    writeNumber(written, OFFSET[placement.street] + placement.house, placement.number, false);
    const key = (placement.street * 16 + placement.house) * 18 + placement.number;
    // The street with the number, rated when the placement was: the effects' sheets share it.
    const rating = writtenStamps[key] === stamp ? writtenRatings[key] : undefined;
    if (rating !== undefined) adoptStreet(rater, written, placement.street, rating);
    for (const choice of buildOptions(base, ctx, pair, placement, roundabout, uses)) {
      const effect = choice.effect;
      let value: number;
      if (choice.truck !== undefined) value = moveValue(rater, sheet, choice, ctx, plans);
      else if (effect === undefined && base[KIND] === CLASSIC && writtenStamps[key] === stamp) {
        // The number alone: the sheet it leaves is the one its placement was rated on.
        value = writtenValues[key] as number;
      } else if (effect?.type === 'fence' && !ratesWhole(rater)) {
        // The fence's rule checked on the sheet with the number, as useEffect checks it.
        value = fenceProblem(written, effect.street, effect.slot, ctx.rules.bisAcrossFence) === undefined
          ? rateFenced(rater, written, effect.street, effect.slot, plans, placement.street, fenced)
          : Number.NEGATIVE_INFINITY;
      } else value = effectValue(rater, written, choice, ctx, plans);
      candidates.push({ choice, value: value + noise() });
    }
  }
  return candidates;
}

/**
 * Expert card choice: how well a number card's number can be written (no effect: the
 * effects are still hidden), as the best rating of a house it fits.
 */
function pickValue(rater: Rater, sheet: CompactSheet, ctx: ChoiceContext, plans: readonly PlanState[], card: CardIndex): number {
  const number = cardNumbers(ctx.offer)[card] as number;
  let value = Number.NEGATIVE_INFINITY;
  for (const at of housesMeeting(sheet, number, number)) {
    const street = STREET_OF[at] as StreetIndex;
    const house = HOUSE_OF[at] as number;
    value = Math.max(value, evaluateWritten(rater, sheet, street, house, number, plans, (street * 16 + house) * 18 + number));
  }
  return value;
}

/**
 * How far the default greedy bot strays from its best-rated choice, in points of its
 * rating: a choice rated `d` below the best is taken `e^(−d / t)` times as often as the
 * best ({@link GreedyOptions.temperature}). At 0.05, choices rated within a few
 * hundredths of the best are near coin flips and one rated 0.2 below comes about once in
 * 55: greedy opponents on different seeds end a game with different sheets (about 0.5 %
 * of seat pairs, against 7 % at 0), at a cost of under half a point a game in 2,000
 * paired games ([How strong the bots are](../../docs/performance.md#how-strong-the-bots-are)).
 *
 * @example
 * ```ts
 * import { GREEDY_TEMPERATURE, greedyBotWith } from 'welcome-to-engine';
 * const steadier = greedyBotWith({ temperature: GREEDY_TEMPERATURE / 2 });
 * ```
 *
 * @group Bots
 */
export const GREEDY_TEMPERATURE = 0.05;

/** A rater by `valuation` for the player of `view`, the temp race read off the other players' sheets. */
export function raterOfView(valuation: Valuation, view: PlayerView): Rater {
  const rater = raterFor(valuation, view.deck, view.players.length);
  const { players } = view;
  rater.rivals = mostTempsBesides(players.length, players.findIndex((player) => player.id === view.player), (k) => (players[k] as PlayerSummary).sheet.temps);
  return rater;
}

/** A greedy bot rating by `valuation` at `temperature`, on views from outside (checked), described as such. */
export function greedyBotRating(valuation: Valuation, temperature: number): Bot {
  const bot: Bot = (given, seed) => {
    const view = checkedView(given, 'view');
    return greedyStep(raterOfView(valuation, view), compactOf(view.sheet), contextOfView(view), checkedSeed(seed), temperature);
  };
  return describedBot(bot, { kind: 'greedy', temperature, valuation });
}

/**
 * A bot that takes the choice, claims included, whose resulting sheet scores best by
 * a documented evaluation ({@link evaluateSheet}: the score now plus a simple potential from
 * temps, unfinished estates, progress toward the plans on the table, and houses that
 * the game's deck can fill only with difficulty or not at all). It first rates every
 * placement of every pair without its effect, then tries every use of the effect on
 * the best few, and claims the plans worth the most.
 * It writes a roundabout only when it cannot build without one (then in the house
 * that rates best). In an expert game it picks the number card whose number it can
 * write best. Among near-equal choices the seed decides ({@link GREEDY_TEMPERATURE}), so
 * two greedy opponents on different seeds play differently; {@link greedyBotWith} makes
 * one steadier (temperature 0: always the best-rated) or livelier.
 *
 * @example
 * ```ts
 * import { createGame, greedyBot, playerView } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 1 });
 * greedyBot(playerView(state, 'p1'), 7); // p1's choice: the best-rated, or one rated nearly as well
 * ```
 *
 * @group Bots
 */
export const greedyBot: Bot = greedyBotRating(HAND_VALUATION, GREEDY_TEMPERATURE);

/** The greedy bot at temperature 0, the search bot's default rollout: its simulations stay the best-rated play. */
export const exactGreedyBot: Bot = greedyBotRating(HAND_VALUATION, 0);

/**
 * The shortlist of choices the greedy bot weighs, best first, each with its rating:
 * the refusal when allowed, then every use of the effect at the best-rated placements
 * (with the roundabout variant, builds with a roundabout when none fits without), each
 * with the plan claims worth the most. The bot plays the first; a bot author can start
 * from the list (look further ahead on the top few, say). The rating is
 * {@link evaluateSheet} of the sheet the choice leaves (in the context of the view's
 * deck), plus the points of its claims.
 * In an expert game before the pick, the list holds the picks instead.
 *
 * @param view - The player's view.
 * @returns Choices (or picks) with their ratings, best first; never empty while the game goes on.
 *
 * @example
 * ```ts
 * import { createGame, greedyCandidates, playerView } from 'welcome-to-engine';
 * const [best] = greedyCandidates(playerView(createGame({ players: 2, seed: 1 }), 'p1'));
 * best?.choice; // what greedyBot plays here, its ties aside
 * ```
 *
 * @group Bots
 */
export function greedyCandidates(view: PlayerView): readonly RatedChoice[] {
  // A view the engine did not make is checked (and copied) first.
  view = checkedView(view, 'view');
  return ranked(raterFor(HAND_VALUATION, view.deck), compactOf(view.sheet), contextOfView(view), () => 0);
}

/**
 * The best-rated choice at each of the `count` best placements (a pair's number in a
 * house), best first, with the refusal when it is allowed: the greedy bot's shortlist
 * made wider and cut to one choice a placement, which is what {@link searchBot} weighs
 * (uses of one effect at one house rarely differ by much, and the greedy bot's own six
 * best choices share two or three houses in most decisions). Every use of the effect
 * is rated, with its claims, at the best `max(count, 6)` placements, so the first rates
 * at least as well as the greedy bot's choice (better where a choice outside the bot's
 * six best before claims gains most by its claims, or a placement beyond its six rates
 * better). In an expert game before the pick, the picks.
 */
export function placementCandidates(view: PlayerView, count: number, rater: Rater = raterFor(HAND_VALUATION, view.deck)): RatedChoice[] {
  // A view the engine did not make is checked (and copied) first.
  view = checkedView(view, 'view');
  const placements = Math.max(count, SHORTLIST);
  const wide = ranked(rater, compactOf(view.sheet), contextOfView(view), () => 0, { placements, choices: Number.POSITIVE_INFINITY });
  const seen = new Set<string>();
  const distinct: RatedChoice[] = [];
  for (const rated of wide) {
    const key = placementKey(rated.choice);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(rated);
    if (distinct.length === count) break;
  }
  return distinct;
}

/**
 * What tells one placement from another: the pair, the house, the number (a temp's
 * change) and the roundabout written before it; a pick is its card, a refusal one.
 */
function placementKey(choice: Choice | PickChoice): string {
  if (choice.type === 'pick') return `pick ${choice.card}`;
  if (choice.type !== 'build') return 'refuse';
  const delta = choice.effect?.type === 'temp' ? choice.effect.delta : 0;
  const roundabout = choice.roundabout === undefined ? '' : ` after ${choice.roundabout.street} ${choice.roundabout.house}`;
  return `${choice.pair} ${choice.street} ${choice.house} ${delta}${roundabout}`;
}

/**
 * A choice with the rating the greedy bot gives it.
 *
 * @example
 * ```ts
 * import type { RatedChoice } from 'welcome-to-engine';
 * const top = (list: readonly RatedChoice[]) => list.slice(0, 3).map((rated) => rated.choice);
 * ```
 *
 * @group Bots
 */
export interface RatedChoice {
  /** A build, a refusal or (expert, before the pick) a pick. */
  readonly choice: Choice | PickChoice;
  /** Its rating: higher is better. */
  readonly value: number;
}

/**
 * The shortlist rated by `evaluate`, best first, for the player whose sheet is `sheet`
 * (what their view holds: the sheet, the choice's context, the game's deck); `noise`
 * breaks ties.
 */
function ranked(rater: Rater, sheet: CompactSheet, ctx: ChoiceContext, noise: () => number, width: Width = GREEDY_WIDTH, knownClosed = false): RatedChoice[] {
  const plans = ctx.plans;
  if (ctx.variants.expert && ctx.pick === null) {
    const picks: RatedChoice[] = mapPacked(
      legalPicks(sheet, ctx),
      (card) => ({ choice: { type: 'pick' as const, card }, value: pickValue(rater, sheet, ctx, plans, card) + noise() }),
    );
    // No card can be written at all: the first, which the refusal after it will cross off.
    return picks.length === 0 ? [{ choice: { type: 'pick', card: 0 }, value: Number.NEGATIVE_INFINITY }] : picks.sort((a, b) => b.value - a.value);
  }
  let candidates = candidatesOn(rater, sheet, sheet, undefined, ctx, plans, noise, width.placements);
  if (ctx.variants.roundabouts && !candidates.some((candidate) => candidate.choice.type === 'build')) {
    for (const spot of spotsOn(sheet)) {
      const builds = candidatesOn(rater, sheet, withRoundabout(sheet, spot), refOf(spot), ctx, plans, noise, width.placements);
      candidates = candidates.concat(builds.filter((candidate) => candidate.choice.type === 'build'));
    }
  }
  // With no plan open on the sheet, a move that changes no plan claims nothing: no search.
  const closed = knownClosed || openPlans(sheet, plans).length === 0;
  const shortlist: RatedChoice[] = mapPacked(firstBest(candidates, width.choices), ({ choice, value }) => {
    if (closed && moveKeepsPlans(sheet, choice, ctx)) return { choice, value };
    const after = playMove(sheet, choice, ctx);
    if (isProblem(after)) return { choice, value };
    const claims = bestClaims(claimSetsAfter(after, ctx), plans);
    if (claims.length === 0) return { choice, value };
    const claimed: Choice = { ...choice, claims };
    // What playChoice(sheet, claimed) gives, from the move already played.
    const outcome = settleClaims(after, claims, false, ctx);
    return { choice: claimed, value: (isProblem(outcome) ? Number.NEGATIVE_INFINITY : rateWhole(rater, outcome.sheet, plans)) + claimPoints(claims, plans) };
  });
  if (shortlist.length === 0) shortlist.push({ choice: refusalWith(undefined, ctx), value: Number.NEGATIVE_INFINITY });
  // A stable sort: among equal ratings the earlier (better before its claims) stays first.
  return shortlist.sort((a, b) => b.value - a.value);
}

/** A greedy bot rating whole sheets by `reference` at `temperature` (by default 0, the best-rated choice): the tests' check of the fast paths, and the weights' tuning. */
export function greedyWith(reference: Reference, temperature = 0): Bot {
  return (view, seed) => greedyStep(newRater(HAND_VALUATION, supplyOfDeck(view.deck), reference), compactOf(view.sheet), contextOfView(view), checkedSeed(seed), temperature);
}

/**
 * The choice (or expert pick) of a greedy bot rating sheets with `rater` (its weights
 * and the game's spread of numbers), for the player whose sheet is `sheet`, on a
 * checked seed: what it answers for their view (which holds the sheet, the context and
 * the deck), worked out without one (`closed`: no plan is open on `sheet`, as the game
 * found). Above
 * temperature 0 the seed chooses among the shortlist ({@link GreedyOptions.temperature}).
 */
export function greedyStep(rater: Rater, sheet: CompactSheet, ctx: ChoiceContext, seed: number, temperature: number, closed = false): Choice | PickChoice {
  const rng = rngFromNumber(seed, 2);
  const noise = () => nextBelow(rng, 1000) / 1e6;
  const list = ranked(rater, sheet, ctx, noise, GREEDY_WIDTH, closed);
  return (temperature > 0 ? softmaxChoice(list, temperature, rng) : (list[0] as RatedChoice)).choice;
}

/**
 * One of `list` (best first), a choice rated `d` below the first taken `e^(−d / t)`
 * times as often: drawn from `rng` with 2^32 steps of resolution. Choices the rules
 * refuse (rated −∞) are never drawn.
 */
function softmaxChoice(list: readonly RatedChoice[], temperature: number, rng: [number, number, number, number]): RatedChoice {
  const best = list[0] as RatedChoice;
  if (list.length === 1 || !Number.isFinite(best.value)) return best;
  let total = 0;
  const weights = new Array<number>(list.length);
  for (let k = 0; k < list.length; k++) {
    const value = (list[k] as RatedChoice).value;
    const weight = Number.isFinite(value) ? Math.exp((value - best.value) / temperature) : 0;
    weights[k] = weight;
    total += weight;
  }
  let draw = (nextUint32(rng) / 0x100000000) * total;
  for (let k = 0; k < list.length; k++) {
    draw -= weights[k] as number;
    if (draw < 0) return list[k] as RatedChoice;
  }
  return best;
}
