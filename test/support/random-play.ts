import fc from 'fast-check';
import { nextBelow, seedRng } from '../../src/internal/rng.js';
import {
  applyChoice,
  canRefuse,
  createGame,
  legalBuilds,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  placements,
  resolveRound,
  type Choice,
  type GameOptions,
  type GameState,
  type HouseRef,
  type PickChoice,
  type PlanClaim,
  type RulesetName,
  type SheetKind,
  type VariantFlags,
  SHEET_KINDS,
} from '../../src/index.js';

export type Rng = [number, number, number, number];

export const rngOf = (seed: number): Rng => [...seedRng(`bot-${seed}`)];

const any = <T>(items: readonly T[], rng: Rng): T => items[nextBelow(rng, items.length)] as T;

/**
 * A random build or refusal walked step by step with the stepwise queries (roundabout,
 * pair, placement, build), never listing every combination: the roundabouts variant
 * multiplies the choices some thirty times. Writes a roundabout in one turn in
 * `roundaboutOdds` (half, by default) where one may go, and whenever the pick leaves
 * no other way to build.
 */
function steppedChoice(state: GameState, playerId: string, rng: Rng, roundaboutOdds = 2): Choice {
  const spots = legalRoundabouts(state, playerId);
  let roundabout: HouseRef | undefined = spots.length > 0 && nextBelow(rng, roundaboutOdds) === 0 ? any(spots, rng) : undefined;
  let pairs = legalPairs(state, playerId, roundabout);
  if (pairs.length === 0 && !canRefuse(state, playerId, roundabout)) {
    roundabout = any(spots.filter((spot) => legalPairs(state, playerId, spot).length > 0), rng);
    pairs = legalPairs(state, playerId, roundabout);
  }
  const refuse = canRefuse(state, playerId, roundabout);
  const option = nextBelow(rng, pairs.length + (refuse ? 1 : 0));
  if (option === pairs.length) {
    const card = state.variants.expert ? state.players.find((player) => player.id === playerId)?.pick : undefined;
    const refusal: Choice = { type: 'refuse' };
    return { ...refusal, ...(roundabout === undefined ? {} : { roundabout }), ...(card === undefined || card === null ? {} : { card }) };
  }
  const pair = pairs[option] as number;
  const placement = any(placements(state, playerId, pair, roundabout), rng);
  return any(legalBuilds(state, playerId, pair, placement, roundabout), rng);
}

/** The choice with a random legal claim set: compulsory ones always, optional ones three times in four. */
function withClaims(state: GameState, playerId: string, choice: Choice, rng: Rng): Choice {
  const claimSets = legalClaims(state, playerId, choice);
  const compulsory = state.rules.claims === 'immediate';
  if (claimSets.length === 0) return choice;
  if (!compulsory && nextBelow(rng, 4) === 0) return stripClaims(choice);
  const claims = claimSets[nextBelow(rng, claimSets.length)] as readonly PlanClaim[];
  const first = claims.some((claim) => state.plans[claim.plan]?.approved === false);
  const reshuffle = first && state.rules.reshuffleOnFirstClaim && !state.solo && nextBelow(rng, 2) === 0;
  return reshuffle ? { ...choice, claims, reshuffle } : { ...choice, claims };
}

function stripClaims(choice: Choice): Choice {
  const { claims: _claims, ...bare } = choice;
  return bare;
}

/**
 * A random legal step: in an expert game before the pick, a random legal pick;
 * otherwise a random build or refusal (uniform over `legalChoices`, or walked step by
 * step with roundabouts) ending with a random legal claim set, now and then asking for
 * a reshuffle. With roundabouts, one is written in one turn in `roundaboutOdds` where
 * one may go (and whenever nothing else can be built).
 */
export function randomStep(state: GameState, playerId: string, rng: Rng, roundaboutOdds = 2): Choice | PickChoice {
  if (state.variants.roundabouts) {
    const player = state.players.find((p) => p.id === playerId);
    if (state.variants.expert && player?.pick === null) return any(legalChoices(state, playerId), rng);
    return withClaims(state, playerId, steppedChoice(state, playerId, rng, roundaboutOdds), rng);
  }
  const step = any(legalChoices(state, playerId), rng);
  return step.type === 'pick' ? step : withClaims(state, playerId, step, rng);
}

/** The state after `playerId`'s random turn: a pick first in an expert game, then the choice. */
export function randomTurn(state: GameState, playerId: string, rng: Rng, roundaboutOdds = 2): GameState {
  let next = state;
  for (;;) {
    const step = randomStep(next, playerId, rng, roundaboutOdds);
    next = applyChoice(next, playerId, step);
    if (step.type !== 'pick') return next;
  }
}

/** Every player's random choice this round, in player order (each made after its own pick in an expert game). */
export function randomRound(state: GameState, rng: Rng, roundaboutOdds = 2): Choice[] {
  return state.players.map((player, i) => randomTurn(state, player.id, rng, roundaboutOdds).players[i]?.pending as Choice);
}

/** The pick a choice of an expert game was made with: its pair's card, or the card its refusal names. */
export function pickOf(state: GameState, choice: Choice): PickChoice {
  const card = choice.type === 'build' ? state.offer[choice.pair]?.numberCard : choice.card;
  return { type: 'pick', card: card ?? 0 };
}

/** Applies the choices (in `order`, player indexes; each after its pick in an expert game) and resolves the round. */
export function playChoices(state: GameState, choices: readonly Choice[], order?: readonly number[]): GameState {
  let next = state;
  for (const i of order ?? choices.map((_, index) => index)) {
    const id = state.players[i]?.id as string;
    const choice = choices[i] as Choice;
    if (state.variants.expert) next = applyChoice(next, id, pickOf(state, choice));
    next = applyChoice(next, id, choice);
  }
  return resolveRound(next);
}

export interface GameParams {
  readonly ruleset: RulesetName;
  readonly players: number;
  readonly seed: number;
  readonly bot: number;
  readonly variants?: VariantFlags;
  readonly sheet?: SheetKind;
  /** With roundabouts, a roundabout is written in one turn in this many where one may go (2, by default). */
  readonly roundaboutOdds?: number;
}

/**
 * Rulesets with player counts from their minimum to 6 (1 is the solo game of
 * `original`), with or without each variant (expert card choice, advanced plans,
 * roundabouts), on any kind of sheet.
 */
export const gameParamsArb: fc.Arbitrary<GameParams> = fc
  .constantFrom<RulesetName>('collector', 'original')
  .chain((ruleset) =>
    fc.record({
      ruleset: fc.constant(ruleset),
      players: fc.integer({ min: ruleset === 'collector' ? 2 : 1, max: 6 }),
      seed: fc.integer(),
      bot: fc.integer(),
      variants: fc.record({ expert: fc.boolean(), advancedPlans: fc.boolean(), roundabouts: fc.boolean() }),
      sheet: fc.constantFrom<SheetKind>(...SHEET_KINDS),
    })
  );

/** Games with every variant on, both rulesets. */
export const allVariantsArb: fc.Arbitrary<GameParams> = gameParamsArb.map((params) => ({
  ...params,
  variants: { expert: true, advancedPlans: true, roundabouts: true },
}));

/** The options a set of parameters plays with. */
export function optionsOf(params: GameParams): GameOptions {
  return {
    players: params.players,
    ruleset: params.ruleset,
    seed: params.seed,
    ...(params.variants === undefined ? {} : { variants: params.variants }),
    ...(params.sheet === undefined ? {} : { sheet: params.sheet }),
  };
}

/** A random game after up to `rounds` random rounds (fewer if it ends first). */
export function playedGame(params: GameParams, rounds: number): GameState {
  let state = createGame(optionsOf(params));
  const rng = rngOf(params.bot);
  for (let r = 0; r < rounds && state.status === 'choosing'; r++) state = playChoices(state, randomRound(state, rng, params.roundaboutOdds));
  return state;
}

/** A game in progress: random parameters, then a few random rounds. */
export const midGameArb: fc.Arbitrary<GameState> = fc
  .tuple(gameParamsArb, fc.integer({ min: 0, max: 14 }))
  .map(([params, rounds]) => playedGame(params, rounds))
  .filter((state) => state.status === 'choosing');
