import { snapshot } from '../internal/snapshot.js';
import type { Choice, PlanClaim } from '../game/choice/choice.js';
import { canRefuse, legalBuilds, legalClaims, legalPairs, legalRoundabouts, placements } from '../game/legal/queries.js';
import { planValue } from '../game/plans/plan-value.js';
import { legalPicks } from '../game/choice/pick.js';
import { applyChoice } from '../game/choice/apply-choice.js';
import { previewChoice } from '../game/choice/validate-choice.js';
import { settleStreetBonuses } from '../game/round/street-bonuses.js';
import { contextOf, playerIndex } from '../game/choice/source.js';
import type { GameState, PlayerState } from '../game/state.js';
import { copyCompact } from '../sheet/compact/compact.js';
import { compactOf, sheetOf } from '../sheet/compact/json.js';
import { writePlan } from '../sheet/compact/write.js';
import type { HouseRef, Sheet } from '../sheet/types.js';
import { compare, type Difference } from './compare.js';
import { Findings, problemsError } from '../sheet/check/findings.js';
import { Reader } from '../sheet/check/read.js';
import { readSheet } from '../sheet/check/read-sheet.js';

/** Whether two sheets are equal, field by field. */
function same(a: Sheet, b: Sheet): boolean {
  const differences: Difference[] = [];
  compare(a, b, '', differences, 1);
  return differences.length === 0;
}

/** The houses that hold something in `after` and nothing in `before`: numbers and roundabouts. */
function newlyFilled(before: Sheet, after: Sheet): { numbers: HouseRef[]; roundabouts: HouseRef[] } {
  const numbers: HouseRef[] = [];
  const roundabouts: HouseRef[] = [];
  after.streets.forEach((street, s) =>
    street.houses.forEach((house, h) => {
      const was = before.streets[s]?.houses[h];
      if (was === undefined || was.number !== null || was.roundabout) return;
      const ref = { street: s as 0 | 1 | 2, house: h };
      if (house.roundabout) roundabouts.push(ref);
      else if (house.number !== null) numbers.push(ref);
    })
  );
  return { numbers, roundabouts };
}

/** The sheet `choice` leaves once its round resolves with this player alone: plan points written, street bonuses settled. */
function resolvedSheet(state: GameState, index: number, choice: Choice): Sheet {
  const player = state.players[index] as PlayerState;
  const outcome = previewChoice(state, player.id, choice);
  const sheet = copyCompact(compactOf(outcome.sheet));
  for (const k of outcome.claimed) writePlan(sheet, k, planValue(state.plans[k] as (typeof state.plans)[number]));
  const settled = [sheet];
  settleStreetBonuses(settled);
  return sheetOf(settled[0] as typeof sheet, outcome.sheet);
}

/** The choice as it may end: with no claims where that is legal, and with each legal claim set. */
function withEachClaimSet(state: GameState, playerId: string, choice: Choice): Choice[] {
  const sets = legalClaims(state, playerId, choice);
  const compulsory = state.rules.claims === 'immediate' && sets.length > 0;
  const ended = sets.map((claims: readonly PlanClaim[]) => ({ ...choice, claims }));
  return compulsory ? ended : [choice, ...ended];
}

/** The choices of a player who has picked (or needs no pick) that lead to `after`. */
function choicesTo(state: GameState, index: number, after: Sheet): Choice[] {
  const player = state.players[index] as PlayerState;
  const id = player.id;
  const before = player.sheet;
  const filled = newlyFilled(before, after);
  if (filled.roundabouts.length > 1 || filled.numbers.length > 2) return [];
  const roundabout = filled.roundabouts[0];
  // A roundabout the player may not write this round (no variant, the track full): no choice leads there.
  if (roundabout !== undefined && !legalRoundabouts(state, id).some((spot) => spot.street === roundabout.street && spot.house === roundabout.house)) return [];
  const candidates: Choice[] = [];
  if (after.refusals === before.refusals + 1) {
    if (filled.numbers.length === 0 && canRefuse(state, id, roundabout)) {
      const card = state.variants.expert && player.pick !== null ? { card: player.pick } : {};
      candidates.push({ type: 'refuse', ...(roundabout === undefined ? {} : { roundabout }), ...card });
    }
  } else if (after.refusals === before.refusals && filled.numbers.length > 0) {
    for (const pair of legalPairs(state, id, roundabout)) {
      for (const placement of placements(state, id, pair, roundabout)) {
        if (!filled.numbers.some((ref) => ref.street === placement.street && ref.house === placement.house)) continue;
        candidates.push(...legalBuilds(state, id, pair, placement, roundabout));
      }
    }
  }
  return candidates.flatMap((choice) => withEachClaimSet(state, id, choice)).filter((choice) => same(resolvedSheet(state, index, choice), after));
}

/**
 * Every choice, with its claims, that turns `playerId`'s sheet into `sheetAfter`: for a
 * referee who compares a sheet before and after a round, the way games are played on
 * paper. The plan boxes in `sheetAfter` hold the value the player would get (the first
 * value of a plan not yet approved, as every claimant of the round gets it); on the ice
 * cream truck sheet a street the player finishes shows its bonus won. In an expert game
 * before the player's pick, the choices of every legal pick are given (a refusal names
 * its card). A reshuffle request changes no sheet and is left out. Empty when no legal
 * choice leads there.
 *
 * Trusts `state` as a state this engine returned; a state from storage or from a
 * client is checked first with {@link validateState}.
 *
 * @param state - The game.
 * @param playerId - Whose sheet.
 * @param sheetAfter - The sheet after the round.
 * @returns The choices, in the order of {@link legalChoices}'s walk; often one.
 * @throws `RuleError` `sheet/malformed` when `sheetAfter` is not a sheet, or `choice/unknown-player`.
 *
 * @example
 * ```ts
 * import { choicesBetween, createGame, previewChoice } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 3 });
 * const after = previewChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 }).sheet;
 * choicesBetween(state, 'p1', after); // [{ type: 'build', pair: 0, street: 0, house: 0 }], and any other way to the same sheet
 * ```
 *
 * @group Positions
 */
export function choicesBetween(state: GameState, playerId: string, sheetAfter: Sheet): Choice[] {
  const index = playerIndex(state, playerId);
  const findings = new Findings();
  const copy = snapshot(sheetAfter, '');
  if (!copy.ok) findings.add('sheet/malformed', copy.problem.path, copy.problem.problem);
  const after = copy.ok ? readSheet(new Reader(findings, 'sheet/malformed'), copy.value, '') : undefined;
  // Any finding, not only a sheet the reader could not build: a sheet with an unknown
  // key or a house with an extra field reads, but is no sheet validateSheet accepts.
  if (after === undefined || !findings.empty) throw problemsError(findings.list, 'validateSheet', 'sheetAfter');
  if (state.status === 'over') return [];
  const player = state.players[index] as PlayerState;
  if (!state.variants.expert || player.pick !== null) return choicesTo(state, index, after);
  return legalPicks(compactOf(player.sheet), contextOf(state, index)).flatMap((card) => choicesTo(applyChoice(state, playerId, { type: 'pick', card }), index, after));
}
