import {
  applyChoice,
  createGame,
  isRuleError,
  resolveRound,
  RuleError,
  type AnyRuleError,
  type Card,
  type Choice,
  type Effect,
  type GameOptions,
  type GameState,
  type RuleErrorCode,
  type Sheet,
} from '../../src/index.js';
import { sheetFromText } from '../../src/index.js';
import { expect } from 'vitest';

/** A pair as written in tests: "7 park". */
export type PairText = `${number} ${Effect}`;

function parsePair(text: PairText): Card {
  const [number, effect] = text.split(' ');
  return { number: Number(number), effect: effect as Effect };
}

/**
 * Fixed stacks that reveal these offers, round after round (rules §3.1): pair k of
 * round r is the number of stack k's card r + 1 with the effect of its card r.
 */
export function stacksFor(...rounds: readonly (readonly [PairText, PairText, PairText])[]): [Card[], Card[], Card[]] {
  const stacks: [Card[], Card[], Card[]] = [[], [], []];
  for (let k = 0; k < 3; k++) {
    const pairs = rounds.map((round) => parsePair(round[k] as PairText));
    const stack = stacks[k] as Card[];
    pairs.forEach((pair, r) => stack.push({ number: r === 0 ? 1 : (pairs[r - 1] as Card).number, effect: pair.effect }));
    stack.push({ number: (pairs.at(-1) as Card).number, effect: 'fence' });
  }
  return stacks;
}

/** A game whose rounds reveal `rounds`, with plans 0 (six 1s), 6 (1,1,1,6) and 14 (3,4) unless given. */
export function gameWith(
  rounds: readonly (readonly [PairText, PairText, PairText])[],
  options: Partial<GameOptions> = {},
): GameState {
  return createGame({ players: 2, seed: 'test', plans: [0, 6, 14], stacks: stacksFor(...rounds), ...options });
}

/**
 * A sheet as tests write it: the three street lines of the sheet notation, and any
 * other field given as a value. Unlike the notation's own defaults, every track not
 * given is 0 but the pool track, which counts the built pools.
 */
export interface SheetText extends Partial<Omit<Sheet, 'streets'>> {
  readonly streets: readonly [string, string, string];
  readonly parks?: readonly [number, number, number];
}

/** The sheet {@link SheetText} describes, read by the public sheet notation. */
export function sheetOf(text: SheetText): Sheet {
  const { streets, parks, ...fields } = text;
  const lines = [`top ${streets[0]}`, `middle ${streets[1]}`, `bottom ${streets[2]}`, `parks ${(parks ?? [0, 0, 0]).join(' ')}`, 'bis 0', 'roundabouts 0'];
  return { ...sheetFromText(lines.join('\n')), ...fields };
}

/** The same state with one player's sheet replaced, as a front-end would load a saved game. */
export function withSheet(state: GameState, playerId: string, sheet: Sheet | SheetText): GameState {
  const value = typeof sheet.streets[0] === 'string' ? sheetOf(sheet as SheetText) : (sheet as Sheet);
  return { ...state, players: state.players.map((player) => (player.id === playerId ? { ...player, sheet: value } : player)) };
}

/** Every player's choice, then the round resolved. */
export function playRound(state: GameState, choices: Readonly<Record<string, Choice>>): GameState {
  let next = state;
  for (const [player, choice] of Object.entries(choices)) next = applyChoice(next, player, choice);
  return resolveRound(next);
}

/** Asserts that `run` throws a RuleError with `code` and a message matching `message`. */
export function expectRuleError(run: () => unknown, code: RuleErrorCode, message?: RegExp): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe(code);
    if (message !== undefined) expect((error as RuleError).message).toMatch(message);
    return;
  }
  expect.fail(`expected a RuleError ${code}`);
}

/** The RuleError `run` throws; any other throw, or none, fails the test. */
export function ruleErrorOf(run: () => unknown): AnyRuleError {
  try {
    run();
  } catch (error) {
    if (isRuleError(error)) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

/** The empty streets, to write sheets as text. */
export const EMPTY = ['. . . . . . . . . .', '. . . . . . . . . . .', '. . . . . . . . . . . .'] as const;

/** Streets whose top street starts with complete estates of 3 and 4 houses, the rest empty: what plan 14 (3, 4) asks. */
export const THREE_AND_FOUR = ['1 2 3 | 4 5 6 7 | . . .', EMPTY[1], EMPTY[2]] as const;

/** The claim of plan deck 3 (plan 14 among gameWith's plans: estates of 3 and 4) with the top street's first estates, those of {@link THREE_AND_FOUR}. */
export const CLAIM_34 = { plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 4 }] } as const;
