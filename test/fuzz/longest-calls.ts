import fc from 'fast-check';
import {
  applyChoice,
  createGame,
  greedyBot,
  isPick,
  legalChoices,
  legalClaims,
  playGame,
  playerView,
  randomBot,
  sampleState,
  searchBot,
  validateState,
  type Card,
  type GameState,
  type SheetKind,
} from '../../src/index.js';
import { claimRichArb } from '../support/claim-rich.js';
import { allVariantsArb, playedGame } from '../support/random-play.js';

/**
 * The longest calls the fuzz suite can provoke with legal input: adversarial but legal
 * positions (the most choices a round can offer, sheets full of nearly complete estates
 * under compulsory claims, every variant mixed in random games, tables of 20 and 100
 * players), each function's slowest call in milliseconds and where it happened. For
 * the long run's report (`npm run fuzz`), not a test: times are measured, never asserted.
 */
export interface LongestCall {
  readonly ms: number;
  readonly what: string;
}

/** The slowest of each function, by name. */
export type LongestCalls = Record<string, LongestCall>;

const SHEETS: readonly SheetKind[] = ['classic', 'ice-cream', 'christmas', 'eggs'];

/** Round 1 of a solo game whose three cards are all fences: six pairs, every house open, roundabouts on (260,502 choices on the ice cream sheet). */
export function mostChoices(sheet: SheetKind, numbers: readonly [number, number, number]): GameState {
  const fence = (number: number): Card => ({ number, effect: 'fence' });
  const pile = [...numbers.map(fence), ...Array.from({ length: 30 }, (_, i) => fence((i % 15) + 1))];
  return createGame({ players: 1, ruleset: 'original', sheet, variants: { roundabouts: true }, stacks: [pile], seed: 1 });
}

/** Measures the longest calls over `positions` positions of each kind. */
export function longestCalls(positions: number, seed: number): LongestCalls {
  const longest: LongestCalls = {};
  const time = (name: string, what: string, run: () => unknown) => {
    const start = performance.now();
    run();
    const ms = performance.now() - start;
    if (ms > (longest[name]?.ms ?? -1)) longest[name] = { ms: Math.round(ms * 10) / 10, what };
  };
  const listAt = (state: GameState, what: string) => {
    for (const player of state.players.slice(0, 2)) {
      let at = state;
      if (at.variants.expert && player.pick === null) {
        const pick = legalChoices(at, player.id).find(isPick);
        if (pick !== undefined) at = applyChoice(at, player.id, pick);
      }
      time('legalChoices', what, () => legalChoices(at, player.id));
      const first = legalChoices(at, player.id).find((choice) => !isPick(choice));
      if (first !== undefined && !isPick(first)) time('legalClaims', what, () => legalClaims(at, player.id, { ...first, claims: undefined }));
    }
  };
  // The most choices a round offers.
  for (const sheet of SHEETS)
    for (const numbers of [[1, 8, 15], [5, 8, 11]] as const) listAt(mostChoices(sheet, numbers), `solo round 1, three fence cards ${numbers.join(' ')}, ${sheet}, roundabouts`);
  // Nearly complete estates under compulsory claims, and every variant mixed into random games.
  for (const ruleset of ['original', 'collector'] as const) for (const state of fc.sample(claimRichArb(ruleset), { numRuns: positions, seed })) listAt(state, `claim-rich ${ruleset} sheet`);
  for (const [params, rounds] of fc.sample(fc.tuple(allVariantsArb, fc.integer({ min: 0, max: 14 })), { numRuns: positions, seed: seed + 1 })) {
    const state = playedGame(params, rounds);
    if (state.status !== 'choosing') continue;
    const what = `random game ${JSON.stringify(params)} after ${rounds} rounds`;
    listAt(state, what);
    const id = state.players[0]?.id as string;
    const view = playerView(state, id);
    time('greedyBot', what, () => greedyBot(view, 1));
    time('sampleState', what, () => sampleState(view, 1));
    time('searchBot()', what, () => searchBot()(view, 1));
  }
  // Large tables: a search at the opening, a whole game validated from JSON.
  for (const players of [20, 100]) {
    const state = createGame({ players, seed: `longest-${players}` });
    const view = playerView(state, state.players[0]?.id as string);
    time('searchBot()', `${players}-player opening`, () => searchBot()(view, 1));
    const over = playGame({ players, seed: `longest-${players}` }, Array.from({ length: players }, () => randomBot)).state;
    const json = JSON.parse(JSON.stringify(over)) as unknown;
    time('validateState', `a finished ${players}-player game, from JSON`, () => validateState(json));
  }
  return longest;
}
