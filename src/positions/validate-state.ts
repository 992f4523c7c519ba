import { snapshot } from '../internal/snapshot.js';
import { isRuleError } from '../errors/rule-error.js';
import { applyChoice } from '../game/choice/apply-choice.js';
import { forgetCompact } from '../sheet/compact/json.js';
import { replayCopy } from '../game/replay.js';
import type { GameState } from '../game/state.js';
import { brief, compare, type Difference } from './compare.js';
import { field, Findings, item, type PositionProblem } from '../sheet/check/findings.js';
import { Reader } from '../sheet/check/read.js';
import { readSheet } from '../sheet/check/read-sheet.js';
import { checkSheetRules } from '../sheet/check/sheet-rules.js';

const STATE_KEYS = ['rules', 'variants', 'solo', 'seed', 'round', 'status', 'offer', 'plans', 'players', 'cards', 'rng', 'record', 'ended', 'result'] as const;
const PLAYER_KEYS = ['id', 'sheet', 'pending', 'pick'] as const;
/** How many differences from the replayed game are reported before the rest are counted. */
const DIFFERENCES = 20;

/** Runs `step`, turning a `RuleError` into a problem; `undefined` when it threw one. */
function attempt<T>(findings: Findings, code: 'state/record' | 'state/pending', path: string, step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    if (!isRuleError(error)) throw error;
    findings.add(code, path, error.message.replace(/^\[welcome-to-engine\] /, ''));
    return undefined;
  }
}

/**
 * The sheets of the players `which` picks checked by the sheet rules, for problems in
 * the rules' words. A sheet equal to the one the record leads to is one the engine
 * wrote, which the rules never refuse: once the replay has run, only the sheets that
 * differ from it are checked.
 */
function checkSheets(r: Reader, players: readonly unknown[], state: Record<string, unknown>, which: (index: number) => boolean): void {
  const rules = typeof state.rules === 'object' && state.rules !== null ? (state.rules as { bisAcrossFence?: unknown }) : {};
  const variants = typeof state.variants === 'object' && state.variants !== null ? (state.variants as { roundabouts?: unknown }) : {};
  players.forEach((player, index) => {
    if (typeof player !== 'object' || player === null || !which(index)) return;
    const at = field(item('players', index), 'sheet');
    const sheet = readSheet(r, Object.getOwnPropertyDescriptor(player, 'sheet')?.value, at);
    if (sheet === undefined) return;
    checkSheetRules(sheet, at, {
      bisAcrossFence: typeof rules.bisAcrossFence === 'boolean' ? rules.bisAcrossFence : undefined,
      roundabouts: typeof variants.roundabouts === 'boolean' ? variants.roundabouts : undefined,
    }, r.findings);
  });
}

const everyPlayer = () => true;

/**
 * The gate for states from outside: the compact form the engine keeps of each sheet
 * object it has read (at the public JSON boundary) is dropped for the players' sheets
 * as given, so that a sheet edited in place since the engine last read it is read
 * again from what it holds now, by this check and by every call after it.
 */
function forgetSheets(state: unknown): void {
  if (typeof state !== 'object' || state === null) return;
  const players = Object.getOwnPropertyDescriptor(state, 'players')?.value as unknown;
  if (!Array.isArray(players)) return;
  for (const player of players as unknown[]) {
    if (typeof player !== 'object' || player === null) continue;
    const sheet = Object.getOwnPropertyDescriptor(player, 'sheet')?.value as unknown;
    if (typeof sheet === 'object' && sheet !== null) forgetCompact(sheet);
  }
}

/**
 * The players' pending choices and expert picks, played again on the replayed state in
 * player order: each must be legal there, and the choice and pick the state holds must
 * be what playing them gives. (`resolveRound` plays each pending choice again too, on
 * the state it is given: nothing of a choice's outcome is kept beside a state.)
 */
function checkPending(findings: Findings, players: readonly Record<string, unknown>[], replayed: GameState): void {
  let state: GameState | undefined = replayed;
  players.forEach((player, index) => {
    if (state === undefined) return;
    const at = item('players', index);
    const id = replayed.players[index]?.id as string;
    if (player.pick !== null) state = attempt(findings, 'state/pending', field(at, 'pick'), () => applyChoice(state as GameState, id, { type: 'pick', card: player.pick as 0 }));
    if (state !== undefined && player.pending !== null) {
      state = attempt(findings, 'state/pending', field(at, 'pending'), () => applyChoice(state as GameState, id, player.pending as never));
    }
  });
  if (state === undefined) return;
  const differences: Difference[] = [];
  players.forEach((player, index) => {
    const expected = (state as GameState).players[index];
    for (const key of ['pending', 'pick'] as const) compare(player[key], expected?.[key], field(item('players', index), key), differences, DIFFERENCES);
  });
  for (const found of differences) findings.add('state/pending', found.path, `is ${found.given}, but playing the player's choice gives ${found.expected}`);
}

/**
 * Every problem of a game state, as a list (empty when there is none); never throws.
 * For a state from outside the engine: a stored game, a state received over a network.
 * The state must be exactly the game its record leads to: the record is replayed from
 * its options (with their seed) and compared field by field, so a changed sheet,
 * plan, card, generator, round, status or result is named with its path. The players'
 * sheets are also checked by the rules of {@link validateSheet}, whose words say why a
 * changed sheet is wrong, and each pending choice and expert pick must be legal on
 * the replayed game (`state/pending` otherwise): `resolveRound` plays each pending
 * choice again, so a state that passes resolves to one that passes. The state must be
 * JSON as it stands: a field set to `undefined` is `state/malformed`.
 *
 * The transitions ({@link applyChoice}, {@link resolveRound}, the queries) trust the
 * state they are given, as every state they return is valid: call this first on a
 * state from storage or from a client.
 *
 * @param state - Any value.
 * @returns Each problem with its code, its path in `state` and what is wrong.
 *
 * @example
 * ```ts
 * import { createGame, validateState } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 4 });
 * validateState(state); // []
 * validateState({ ...state, round: 7 }); // [{ code: 'state/mismatch', path: 'round', message: 'is 7, but its record gives 1' }]
 * ```
 *
 * @group Positions
 */
export function validateState(state: unknown): PositionProblem[] {
  const findings = new Findings();
  // A state is JSON: an undefined field, which JSON.stringify drops, is malformed.
  const copy = snapshot(state, '', { undefinedFields: 'refuse' });
  if (!copy.ok) {
    findings.add('state/malformed', copy.problem.path, copy.problem.problem);
    return findings.list;
  }
  forgetSheets(state);
  const r = new Reader(findings, 'state/malformed');
  const s = r.record(copy.value, '', STATE_KEYS);
  if (s === undefined) return findings.list;
  const playerValues = r.array(s.players, 'players');
  const players = playerValues === undefined ? undefined : r.each(playerValues, 'players', (player, at) => r.record(player, at, PLAYER_KEYS));
  // The sheets' problems, in the rules' words, go here in the list: before the record's and the replay's.
  const sheetsAt = findings.list.length;
  const checkSheetsOf = (which: (index: number) => boolean) => {
    if (playerValues === undefined) return;
    const found = new Findings();
    checkSheets(new Reader(found, 'sheet/malformed'), playerValues, s, which);
    findings.list.splice(sheetsAt, 0, ...found.list);
  };
  const record = r.record(s.record, 'record', ['options', 'rounds'] as const);
  const options = record?.options;
  if (record !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) r.wrong(field('record', 'options'), 'an object of game options');
  else if (record !== undefined && Object.getOwnPropertyDescriptor(options, 'seed')?.value === undefined) {
    findings.add('state/record', field(field('record', 'options'), 'seed'), 'is missing: without its seed a record replays to a different game each time');
  }
  if (players === undefined || record === undefined || findings.list.length > 0) {
    checkSheetsOf(everyPlayer);
    return findings.list;
  }
  // The record is part of the copy already made: replayed without a second copy.
  const replayed = attempt(findings, 'state/record', 'record', () => replayCopy(record));
  if (replayed === undefined) {
    checkSheetsOf(everyPlayer);
    return findings.list;
  }
  const differences: Difference[] = [];
  const add = (found: readonly Difference[]) => {
    for (const difference of found) if (differences.length < DIFFERENCES) differences.push(difference);
  };
  for (const key of STATE_KEYS) {
    if (key !== 'players') compare(s[key], replayed[key], key, differences, DIFFERENCES);
  }
  const changedSheets = new Set<number>();
  if (players.length !== replayed.players.length) {
    differences.push({ path: 'players', given: brief(playerValues), expected: brief(replayed.players) });
    checkSheetsOf(everyPlayer);
  } else {
    players.forEach((player, index) => {
      const at = item('players', index);
      compare(player.id, replayed.players[index]?.id, field(at, 'id'), differences, DIFFERENCES);
      // Each sheet compared on its own, to know every sheet that differs, however many differences came before.
      const sheet: Difference[] = [];
      compare(player.sheet, replayed.players[index]?.sheet, field(at, 'sheet'), sheet, DIFFERENCES);
      if (sheet.length > 0) changedSheets.add(index);
      add(sheet);
    });
    if (changedSheets.size > 0) checkSheetsOf((index) => changedSheets.has(index));
  }
  for (const found of differences) findings.add('state/mismatch', found.path, `is ${found.given}, but its record gives ${found.expected}`);
  if (differences.length >= DIFFERENCES) findings.add('state/mismatch', '', `differs from the game its record leads to in ${DIFFERENCES} places at least; only those are listed`);
  if (differences.length === 0) checkPending(findings, players, replayed);
  return findings.list;
}
