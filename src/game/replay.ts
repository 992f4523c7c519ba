import { snapshot } from '../internal/snapshot.js';
import { fail, RuleError } from '../errors/rule-error.js';
import { array, isRecord } from '../internal/check.js';
import { checkedInteger } from '../internal/arguments.js';
import type { Choice } from './choice/choice.js';
import { isCardIndex, type CardIndex } from './indexes.js';
import { applyChoice } from './choice/apply-choice.js';
import { createGame } from './create.js';
import { resolveRound } from './round/resolve.js';
import type { GameOptions } from './options.js';
import type { GameRecord, GameState } from './state.js';

/**
 * The number card a recorded choice of an expert game was made with ([rules §10.4](../../docs/rules.md#104-expert-card-choice)): a
 * build's pair shows it, a refusal names it.
 */
function pickOf(state: GameState, choice: unknown): CardIndex {
  if (isRecord(choice) && choice.type === 'build' && typeof choice.pair === 'number') {
    const pair = state.offer[choice.pair];
    if (pair !== undefined) return pair.numberCard;
  }
  if (isRecord(choice) && isCardIndex(choice.card)) return choice.card;
  return fail('record/invalid', { path: 'a choice of an expert game', problem: 'must be a build or a refusal that names its card' });
}

/**
 * Rebuilds a game from its record: creates it from `record.options` and plays every
 * round's choices, one per player in game order (in an expert game each after its
 * pick: the card of a build's pair, or the card a refusal names). Each choice is checked as it would
 * be in play, so a corrupted record throws `RuleError` (`record/invalid`, or the
 * rule the bad choice breaks, with its round in the message). `state.record` of any
 * game is a valid record. The state it returns is built here, choice by choice, so it
 * needs no {@link validateState}; a record must hold its seed to replay to one game.
 *
 * @param record - A record, such as `state.record` of any game or one read from a file.
 * @returns The state the record leads to: finished, or waiting for the next round's choices.
 * @throws `RuleError` `record/invalid`, or the code of the rule a recorded choice breaks, with its round.
 *
 * @example
 * ```ts
 * import { createGame, replay } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 9 });
 * replay(state.record); // a state deep-equal to `state`
 * ```
 *
 * @group Setup
 */
export function replay(record: GameRecord): GameState {
  const copy = snapshot(record, 'record');
  if (!copy.ok) return fail('record/invalid', { path: copy.problem.path, problem: copy.problem.problem });
  return replayCopy(copy.value);
}

/**
 * {@link replay} of a record already copied as plain data (by `snapshot`), such as the
 * record of a state `validateState` has copied: the same checks, without a second copy.
 */
export function replayCopy(given: unknown): GameState {
  if (!isRecord(given) || !isRecord(given.options)) return fail('record/invalid', { path: 'record.options', problem: 'must be an object of game options' });
  if (given.options.seed === undefined) return fail('record/invalid', { path: 'record.options.seed', problem: 'is missing: without its seed a record replays to a different game each time' });
  const rounds = array(given.rounds, 'record.rounds', (path, expected) => fail('record/invalid', { path, problem: `must be ${expected}` }));
  let state = createGame(given.options as unknown as GameOptions);
  rounds.forEach((round, r) => {
    if (state.status === 'over') fail('record/invalid', { path: `record.rounds[${r}]`, problem: 'comes after the end of the game' });
    const choices = array(round, `record.rounds[${r}]`, (path, expected) => fail('record/invalid', { path, problem: `must be ${expected}` }));
    if (choices.length !== state.players.length) {
      fail('record/invalid', { path: `record.rounds[${r}]`, problem: `has ${choices.length} choices for ${state.players.length} players` });
    }
    try {
      choices.forEach((choice, i) => {
        const id = state.players[i]?.id as string;
        if (state.variants.expert) state = applyChoice(state, id, { type: 'pick', card: pickOf(state, choice) });
        state = applyChoice(state, id, choice as Choice);
      });
    } catch (error) {
      if (error instanceof RuleError) throw new RuleError(error.code, `${error.message} (record.rounds[${r}], round ${r + 1})`, error.details);
      throw error;
    }
    state = resolveRound(state);
  });
  return state;
}

/**
 * The game as round `round` began, rebuilt from a record: the state {@link replay}
 * reaches after the record's first `round - 1` rounds. Round 1 is the game as created;
 * `record.rounds.length + 1` is the state the whole record leads to (the game's end, or
 * the round under way). For a replay a round at a time, a round log, or a sheet drawn
 * as it stood (`welcome-to render --round`).
 *
 * @param record - A record, such as `state.record` of any game or one read from a file.
 * @param round - The round, from 1 (as `GameState.round`) to `record.rounds.length + 1`.
 * @returns The state as that round began: its offer, plans and every sheet before its choices.
 * @throws `RuleError` `argument/invalid` for a round outside 1 to `record.rounds.length + 1`; as {@link replay} does for a bad record, whose rounds are checked up to that round (the later ones are not replayed).
 *
 * @example
 * ```ts
 * import { playGame, greedyBot, stateAtRound } from 'welcome-to-engine';
 * const { state } = playGame({ players: 2, seed: 'replay' }, [greedyBot, greedyBot]);
 * const fifth = stateAtRound(state.record, 5);
 * fifth.round; // 5: four rounds resolved, the fifth's offer turned
 * fifth.players[0]?.sheet; // p1's sheet as the fifth round began
 * stateAtRound(state.record, state.record.rounds.length + 1); // deep-equal to `state`
 * ```
 *
 * @group Setup
 */
export function stateAtRound(record: GameRecord, round: number): GameState {
  const at = checkedInteger(round, 'round');
  const copy = snapshot(record, 'record');
  if (!copy.ok) return fail('record/invalid', { path: copy.problem.path, problem: copy.problem.problem });
  const given = copy.value;
  if (!isRecord(given) || !Array.isArray(given.rounds)) return replayCopy(given);
  const rounds: unknown[] = given.rounds;
  if (at < 1 || at > rounds.length + 1)
    return fail('argument/invalid', { name: 'round', expected: `a round from 1 to ${rounds.length + 1} (the record holds ${rounds.length} rounds)`, given: String(at) });
  return replayCopy({ ...given, rounds: rounds.slice(0, at - 1) });
}
