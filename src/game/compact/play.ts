import { isProblem, problem, type Problem } from '../../errors/rule-error.js';
import { copyCompact, type CompactSheet } from '../../sheet/compact/compact.js';
import { recorded } from '../choice/check-choice.js';
import type { Choice, PickChoice } from '../choice/choice.js';
import { pickProblem } from '../choice/pick.js';
import { playChoiceOn, type Claimed } from '../choice/play.js';
import { contextFor, isOver, type CompactGame } from './game.js';

/**
 * Records seat `seat`'s step of the round on the game, in place, once the rules allow
 * it: an expert pick ([rules §10.4](../../../docs/rules.md#104-expert-card-choice)), or a build or
 * refusal with its claims, played on a copy of the seat's sheet and kept as its pending
 * choice until the round settles (a second choice replaces the first). `step` is read
 * as given: a choice from outside is parsed first (`parseChoice`). Gives the first
 * rule the step breaks, and then leaves the game as it was. The one place a checked
 * choice is recorded on a compact game: the bots' games, the environments and
 * `resolveRound` all play their choices through it. `closed`: the caller found that no
 * plan is open on the sheet the choice leaves.
 */
export function playStep(game: CompactGame, seat: number, step: Choice | PickChoice, closed = false): Problem | undefined {
  if (isOver(game)) return problem('game/over', undefined);
  const ctx = contextFor(game, seat);
  const sheet = game.sheets[seat] as CompactSheet;
  if (step.type === 'pick') {
    const why = pickProblem(sheet, step.card, ctx);
    if (why !== undefined) return why;
    game.picks[seat] = step.card;
    game.written = undefined;
    return undefined;
  }
  const choice = recorded(step, ctx);
  if (isProblem(choice)) return choice;
  const out = startStep(game, seat);
  const settled = playChoiceOn(out, choice, ctx);
  if (isProblem(settled)) return settled;
  keepStep(game, seat, out, choice, settled, closed);
  return undefined;
}

/**
 * The room seat `seat`'s build or refusal is played in: a new copy of the seat's
 * sheet, which {@link keepStep} keeps once the rules allow the choice played there (a
 * choice the rules refuse leaves it to the garbage collector, the game as it was).
 */
export function startStep(game: CompactGame, seat: number): CompactSheet {
  // A new copy: V8 copies an array of small integers into a new one far faster than element by element into another.
  return copyCompact(game.sheets[seat] as CompactSheet);
}

/**
 * Keeps `choice`, just played on `played` ({@link startStep}) by the rules' own
 * functions with what its claims did, as seat `seat`'s pending choice: `played` becomes
 * the seat's pending sheet, never to be written again. What {@link playStep} and the
 * engine's own bots, which play their choice as they make it, end with. `closed`: the
 * bot found no plan open on the pending sheet.
 */
export function keepStep(game: CompactGame, seat: number, played: CompactSheet, choice: Choice, settled: Claimed, closed: boolean): void {
  game.after[seat] = played;
  game.chosen[seat] = choice;
  let claimed = 0;
  for (let k = 0; k < settled.claimed.length; k++) claimed |= 1 << (settled.claimed[k] as number);
  game.claimed[seat] = claimed;
  game.reshuffle[seat] = settled.reshuffle;
  game.closedAfter[seat] = closed;
  game.written = undefined;
}

/** Whether every seat has chosen this round: the round may settle. */
export function allChosen(game: CompactGame): boolean {
  for (let seat = 0; seat < game.chosen.length; seat++) if (game.chosen[seat] === null) return false;
  return true;
}
