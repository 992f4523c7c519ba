import { fail } from '../errors/rule-error.js';
import type { Choice } from '../game/choice/choice.js';
import { stateAtRound } from '../game/replay.js';
import type { GameState } from '../game/state.js';
import { checkedInteger } from '../internal/arguments.js';
import { choiceText } from './describe-choice.js';
import { wordsFor, type WordOptions } from './word-options.js';

/**
 * One resolved round in words, as a front-end's round log shows it: the offer, then
 * each player and their choice.
 *
 * @example
 * ```ts
 * import type { RoundDescription } from 'welcome-to-engine';
 * const round: RoundDescription = {
 *   round: 1,
 *   offer: ['9 (fence)', '4 (park)', '6 (bis)'],
 *   choices: [{ player: 'p1', choice: { type: 'build', pair: 1, street: 0, house: 2 }, text: '4 in the top street, the 3rd house' }],
 * };
 * ```
 *
 * @group Words
 */
export interface RoundDescription {
  /** The round, from 1 (as `GameState.round`). */
  readonly round: number;
  /** Each pair of the round's offer, in offer order: `7 (fence)`. */
  readonly offer: readonly string[];
  /** Each player's choice, in player order. */
  readonly choices: readonly {
    /** The player's id. */
    readonly player: string;
    /** The choice as the record holds it. */
    readonly choice: Choice;
    /** The choice in words, as {@link describeChoice} words it with the round's offer, plans and the player's sheet before it. */
    readonly text: string;
  }[];
}

/**
 * A resolved round in words, from the game's record: its offer, and each player with
 * their choice, worded as {@link describeChoice} words it against that round: the
 * numbers written, the plans by their labels, and the numbers bis copies take from the
 * player's sheet as it stood before the round. For a front-end's round log, after
 * {@link resolveRound}.
 *
 * The round's offer and sheets are rebuilt by replaying the record up to it, so this
 * takes a state (a view holds no record), and costs a replay.
 *
 * @param state - The game, as the engine returned it.
 * @param round - The round, from 1 (as `GameState.round`); by default the last resolved one.
 * @param options - The language (`locale: 'en' | 'fr'`, English by default) and phrases replacing its own.
 * @returns The round's offer and choices in words.
 * @throws `RuleError` `argument/invalid` for a round that has not resolved (none has, at the start of a game), or bad options.
 *
 * @example
 * ```ts
 * import { applyChoice, createGame, describeRound, resolveRound } from 'welcome-to-engine';
 * let state = createGame({ players: 2, seed: 3, stacks: [[{ number: 8, effect: 'fence' }, { number: 3, effect: 'pool' }], [{ number: 4, effect: 'park' }, { number: 5, effect: 'fence' }], [{ number: 6, effect: 'temp' }, { number: 7, effect: 'bis' }]] });
 * state = applyChoice(state, 'p1', { type: 'build', pair: 2, street: 1, house: 4, effect: { type: 'temp', delta: 2 } });
 * state = applyChoice(state, 'p2', { type: 'build', pair: 1, street: 0, house: 0, effect: { type: 'park' } });
 * state = resolveRound(state);
 * const { offer, choices } = describeRound(state);
 * offer; // ['3 (fence)', '5 (park)', '7 (temp agency)']: the effects of 8, 4 and 6, the numbers of the cards under them
 * choices.map((entry) => `${entry.player}: ${entry.text}`);
 * // ['p1: 9 in the middle street, the 5th house; temp agency: 7 + 2', 'p2: 5 in the top street, the 1st house; park in the top street']
 * describeRound(state, 1, { locale: 'fr' }).choices[0]?.text; // "9 dans la rue du milieu, la 5e maison ; agence d'intérim : 7 + 2"
 * ```
 *
 * @group Words
 */
export function describeRound(state: GameState, round?: number, options?: WordOptions): RoundDescription {
  const words = wordsFor(options);
  const rounds = state.record.rounds;
  const at = round === undefined ? rounds.length : checkedInteger(round, 'round');
  const choices = rounds[at - 1];
  if (at < 1 || choices === undefined) {
    const expected = rounds.length === 0 ? 'a resolved round, and none has resolved yet' : `a resolved round, 1 to ${rounds.length}`;
    return fail('argument/invalid', { name: 'round', expected, given: String(at) });
  }
  // The game as the round found it: its offer, plans and sheets.
  const before = stateAtRound(state.record, at);
  return {
    round: at,
    offer: before.offer.map((pair) => words.offerPair(pair.number, pair.effect)),
    choices: before.players.map((player, index) => {
      const choice = choices[index] as Choice;
      return { player: player.id, choice, text: choiceText(choice, { offer: before.offer, plans: before.plans, sheet: player.sheet }, words) };
    }),
  };
}
