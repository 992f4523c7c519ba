import { mapPacked } from '../../internal/packed.js';
import { fail } from '../../errors/rule-error.js';
import { isRecord } from '../../internal/check.js';
import { copyJson } from '../../internal/copy-json.js';
import { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER, type Card } from '../../rules/cards.js';
import type { SheetKind } from '../../rules/seasons.js';
import type { RuleOptions } from '../../rules/rulesets.js';
import type { Sheet } from '../../sheet/types.js';
import type { PositionProblem } from '../../sheet/check/findings.js';
import { validateSheet } from '../../sheet/check/validate-sheet.js';
import { endConditions } from '../round/end.js';
import { compactOf } from '../../sheet/compact/json.js';
import { dealCodes, deckCodes, layOut, type CardMode, type Piles } from '../round/cards.js';
import { cardCode, effectOfCode, numberOfCode } from '../compact/card-codes.js';
import type { PlanState } from '../state.js';
import type { VariantFlags } from '../../rules/variants.js';

type Rng = [number, number, number, number];

/** A position checked for shape; the sheets still to be checked against the game's plans. */
export interface PositionSetup {
  readonly round: number;
  readonly sheets: readonly unknown[] | undefined;
  readonly approved: readonly [boolean, boolean, boolean] | undefined;
  readonly offer: readonly Card[] | undefined;
}

const MAX_ROUND = 999;

function problem(path: string, message: string): never {
  return fail('options/position', { problems: [{ path: `position${path}`, message }] });
}

/** Checks the shape of `options.position`: every field optional, nothing else in it. */
export function readPosition(value: unknown, players: number, stacksGiven: boolean): PositionSetup | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return problem('', 'must be an object of round, sheets, approved and offer');
  for (const key of Object.keys(value)) if (!['round', 'sheets', 'approved', 'offer'].includes(key)) problem(`.${key}`, 'is not part of a position; its fields are round, sheets, approved and offer');
  const round = value.round === undefined ? 1 : value.round;
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > MAX_ROUND) problem('.round', `must be a whole number from 1 to ${MAX_ROUND}`);
  const sheets = value.sheets;
  if (sheets !== undefined && (!Array.isArray(sheets) || sheets.length !== players)) problem('.sheets', `must be an array of ${players} sheets, one a player`);
  const approved = value.approved;
  if (approved !== undefined && (!Array.isArray(approved) || approved.length !== 3 || approved.some((flag) => typeof flag !== 'boolean'))) problem('.approved', 'must be three booleans, one a plan');
  const offer = value.offer;
  if (offer !== undefined) {
    if (stacksGiven) problem('.offer', 'cannot be given with options.stacks, whose top cards make the offer');
    if (!Array.isArray(offer) || offer.length !== 3) problem('.offer', 'must be three cards, { number, effect }');
    (offer as unknown[]).forEach((card, k) => {
      if (!isRecord(card) || Object.keys(card).some((key) => key !== 'number' && key !== 'effect')) problem(`.offer[${k}]`, 'must be a card { number, effect }');
      const { number, effect } = card as Record<string, unknown>;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < MIN_HOUSE_NUMBER || number > MAX_HOUSE_NUMBER)
        problem(`.offer[${k}].number`, `must be a house number from ${MIN_HOUSE_NUMBER} to ${MAX_HOUSE_NUMBER}`);
      if (!EFFECTS.includes(effect as Card['effect'])) problem(`.offer[${k}].effect`, `must be one of ${EFFECTS.join(', ')}`);
    });
  }
  return {
    round: round as number,
    sheets: sheets as readonly unknown[] | undefined,
    approved: approved as [boolean, boolean, boolean] | undefined,
    offer: (offer as readonly Card[] | undefined)?.map((card) => ({ number: card.number, effect: card.effect })),
  };
}

/**
 * Deals the cards of a game whose first offer is `offer` onto `piles`: its cards taken
 * from the deck and put where the reveal will show them, the rest shuffled and dealt as
 * usual.
 */
export function dealAround(piles: Piles, offer: readonly Card[], mode: CardMode, rng: Rng, soloCardDrawn: boolean): void {
  const rest = deckCodes(piles).slice();
  const take = (k: number, wanted: string, test: (code: number) => boolean): number => {
    const index = rest.findIndex(test);
    if (index < 0) problem(`.offer[${k}]`, `needs a card ${wanted}, and the deck has none left`);
    return rest.splice(index, 1)[0] as number;
  };
  let tops: number[][];
  if (mode === 'flip') {
    // The reveal flips each stack's top card (its effect shows) and shows the number of the card under it.
    // The numbers first: each number has few cards, each effect many.
    const numbers = offer.map((pair, k) => take(k, `numbered ${pair.number}`, (code) => numberOfCode(code) === pair.number));
    tops = offer.map((pair, k) => [take(k, `with the ${pair.effect} effect`, (code) => effectOfCode(code) === pair.effect), numbers[k] as number]);
  } else {
    tops = offer.map((shown, k) => [take(k, `${shown.number} ${shown.effect}`, (code) => code === cardCode(shown))]);
  }
  dealCodes(piles, rest, rest.length, mode, rng);
  // Each stack as dealt, top card first, with the offer's cards put on top.
  const dealt = (k: number) => (piles.cards[k] as number[]).slice().reverse();
  if (mode === 'solo') {
    const dealtSolo = piles.soloCard;
    layOut(piles, [[...tops.flat(), ...dealt(0)]]);
    piles.soloCard = soloCardDrawn || dealtSolo < 0 ? -1 : dealtSolo + 3;
    return;
  }
  layOut(piles, [0, 1, 2].map((k) => [...(tops[k] ?? []), ...dealt(k)]));
}

/** Which plans are approved at the start: as given, or as the sheets' claims say; and whether the solo card is out. */
export function positionApproval(position: PositionSetup | undefined, sheets: readonly Sheet[], solo: boolean): { approved: boolean[]; soloCardDrawn: boolean } {
  // A literal and mapPacked, not map (internal/packed.ts).
  const claimedBy = (k: number) => sheets.some((sheet) => sheet.plans[k] !== null);
  const claimed = [claimedBy(0), claimedBy(1), claimedBy(2)];
  const approved = mapPacked(claimed, (byClaim, k) => position?.approved?.[k] ?? byClaim);
  const problems: PositionProblem[] = [];
  approved.forEach((flag, k) => {
    if (claimed[k] && !flag) problems.push({ code: 'options/position', path: `position.approved[${k}]`, message: `is false, but a sheet has claimed plan ${k}: a claim approves the plan` });
    if (flag && !claimed[k] && !solo)
      problems.push({ code: 'options/position', path: `position.approved[${k}]`, message: `is true, but no sheet has claimed plan ${k}: with several players only a claim approves a plan` });
  });
  const soloCardDrawn = solo && approved.some((flag, k) => flag && !claimed[k]);
  if (soloCardDrawn && !approved.every(Boolean))
    problems.push({ code: 'options/position', path: 'position.approved', message: 'approves a plan no sheet claimed, so the solo card was drawn, which approves all three' });
  if (problems.length > 0) fail('options/position', { problems });
  return { approved, soloCardDrawn };
}

/** The position's sheets, checked for shape and rules alone (the plans are not drawn yet). */
export function positionSheets(position: PositionSetup | undefined, players: number, kind: SheetKind, rules: RuleOptions, variants: VariantFlags, empty: () => Sheet): Sheet[] {
  if (position?.sheets === undefined) return Array.from({ length: players }, empty);
  const problems = position.sheets.flatMap((sheet, i) =>
    validateSheet(sheet, { kind, rules, variants }).map((found) => ({ ...found, path: `position.sheets[${i}]${found.path === '' ? '' : `.${found.path}`}` }))
  );
  if (problems.length > 0) fail('options/position', { problems });
  return position.sheets.map((sheet) => ownCopy(sheet as Sheet));
}

/** The sheets checked again with the game's plans: plan boxes and used marks; and a position no game would go on from. */
export function checkAgainstPlans(sheets: readonly Sheet[], ids: readonly string[], kind: SheetKind, rules: RuleOptions, variants: VariantFlags, plans: readonly PlanState[]): void {
  const problems = sheets.flatMap((sheet, i) =>
    validateSheet(sheet, { kind, rules, variants, plans }).map((found) => ({ ...found, path: `position.sheets[${i}]${found.path === '' ? '' : `.${found.path}`}` }))
  );
  if (problems.length > 0) fail('options/position', { problems });
  const ended = endConditions(ids, sheets.map(compactOf));
  if (ended.length > 0) {
    const end = ended[0] as { reason: string; player: string | null };
    fail('options/position', { problems: [{ path: 'position.sheets', message: `end the game already (${end.player}: ${end.reason}); a game starts from a position that goes on` }] });
  }
}

/** A copy of a checked sheet, in the engine's own field order (one shape per object). */
function ownCopy(sheet: Sheet): Sheet {
  return {
    streets: [0, 1, 2].map((s) => {
      const street = sheet.streets[s as 0];
      return {
        houses: street.houses.map((house) => ({ number: house.number, bis: house.bis, roundabout: house.roundabout, pool: house.pool, used: house.used })),
        fences: street.fences.slice(),
        parks: street.parks,
      };
    }) as unknown as Sheet['streets'],
    pools: sheet.pools,
    temps: sheet.temps,
    bis: sheet.bis,
    refusals: sheet.refusals,
    roundabouts: sheet.roundabouts,
    improvements: sheet.improvements.slice(),
    plans: sheet.plans.slice(),
    season: copyJson(sheet.season),
  };
}
