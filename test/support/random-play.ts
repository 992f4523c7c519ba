import fc from 'fast-check';
import { nextBelow, seedRng } from '../../src/internal/rng.js';
import {
  applyChoice,
  createGame,
  legalChoices,
  legalClaims,
  resolveRound,
  type Choice,
  type GameOptions,
  type GameState,
  type RulesetName,
} from '../../src/index.js';

export type Rng = [number, number, number, number];

export const rngOf = (seed: number): Rng => [...seedRng(`bot-${seed}`)];

/** A uniformly random legal choice; claims some plan it can, now and then asks for a reshuffle. */
export function randomChoice(state: GameState, playerId: string, rng: Rng): Choice {
  const choices = legalChoices(state, playerId);
  const choice = choices[nextBelow(rng, choices.length)] as Choice;
  const claimSets = legalClaims(state, playerId, choice);
  if (claimSets.length === 0 || nextBelow(rng, 4) === 0) return choice;
  const claims = claimSets[nextBelow(rng, claimSets.length)] ?? [];
  const first = claims.some((claim) => state.plans[claim.plan]?.approved === false);
  const reshuffle = choice.type === 'build' && first && state.rules.reshuffleOnFirstClaim && !state.solo && nextBelow(rng, 2) === 0;
  return reshuffle ? { ...choice, claims, reshuffle } : { ...choice, claims };
}

/** Every player's random choice this round, in player order. */
export function randomRound(state: GameState, rng: Rng): Choice[] {
  return state.players.map((player) => randomChoice(state, player.id, rng));
}

/** Applies the choices (in `order`, player indexes) and resolves the round. */
export function playChoices(state: GameState, choices: readonly Choice[], order?: readonly number[]): GameState {
  let next = state;
  for (const i of order ?? choices.map((_, index) => index)) {
    next = applyChoice(next, state.players[i]?.id as string, choices[i] as Choice);
  }
  return resolveRound(next);
}

export interface GameParams {
  readonly ruleset: RulesetName;
  readonly players: number;
  readonly seed: number;
  readonly bot: number;
  readonly variants?: { readonly expert: boolean; readonly advancedPlans: boolean };
}

/** Rulesets with player counts from their minimum to 6 (1 is the solo game of `original`), with or without the expert and advanced-plan variants. */
export const gameParamsArb: fc.Arbitrary<GameParams> = fc
  .constantFrom<RulesetName>('collector', 'original')
  .chain((ruleset) =>
    fc.record({
      ruleset: fc.constant(ruleset),
      players: fc.integer({ min: ruleset === 'collector' ? 2 : 1, max: 6 }),
      seed: fc.integer(),
      bot: fc.integer(),
      variants: fc.record({ expert: fc.boolean(), advancedPlans: fc.boolean() }),
    }),
  );

/** The options a set of parameters plays with. */
export function optionsOf(params: GameParams): GameOptions {
  return { players: params.players, ruleset: params.ruleset, seed: params.seed, ...(params.variants === undefined ? {} : { variants: params.variants }) };
}

/** A random game after up to `rounds` random rounds (fewer if it ends first). */
export function playedGame(params: GameParams, rounds: number): GameState {
  let state = createGame(optionsOf(params));
  const rng = rngOf(params.bot);
  for (let r = 0; r < rounds && state.status === 'choosing'; r++) state = playChoices(state, randomRound(state, rng));
  return state;
}

/** A game in progress: random parameters, then a few random rounds. */
export const midGameArb: fc.Arbitrary<GameState> = fc
  .tuple(gameParamsArb, fc.integer({ min: 0, max: 14 }))
  .map(([params, rounds]) => playedGame(params, rounds))
  .filter((state) => state.status === 'choosing');
