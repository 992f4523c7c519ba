import { fail, RuleError } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { checkedSheet } from '../sheet/guard.js';
import type { CompactSheet } from '../sheet/compact/compact.js';
import { compactOf } from '../sheet/compact/json.js';
import { TEMPS } from '../sheet/compact/layout.js';
import { scoreCompact } from '../sheet/compact/score.js';
import { rankStandingsUnchecked } from '../sheet/standings.js';
import { tempAwardsUnchecked } from '../sheet/temp-awards.js';
import type { RuleOptions } from '../rules/rulesets.js';
import type { Sheet } from '../sheet/types.js';
import type { GameScore } from './outcomes.js';
import { mapPacked } from '../internal/packed.js';

/**
 * What {@link scoreGame} scores: the players' sheets and the rules, as a game state and
 * every player's view both hold them.
 *
 * @example
 * ```ts
 * import { createGame, playerView, scoreGame, type Scorable } from 'welcome-to-engine';
 * const state = createGame({ players: 2, seed: 7 });
 * const table: Scorable = playerView(state, 'p1');
 * scoreGame(table).winners; // ['p1', 'p2']
 * ```
 *
 * @group Scoring
 */
export interface Scorable {
  /** Every player, in game order, with their sheet. */
  readonly players: readonly {
    /** The player's id. */
    readonly id: string;
    /** The player's sheet. */
    readonly sheet: Sheet;
  }[];
  /** The rules, for the tie-break. */
  readonly rules: Pick<RuleOptions, 'tieBreak'>;
  /** A solo game, for the temp award. */
  readonly solo: boolean;
}

/**
 * Every player's score as the sheets stand ([rules §7](../../docs/rules.md#7-end-of-game-and-scoring)):
 * the temp awards ranked across the table (the solo rule in a solo game), each
 * breakdown, each rank with the ruleset's tie-break, and the winners. A finished game
 * carries the same value in `state.result`. Works on a state or on any player's view.
 * Each sheet is scored as drawn, as {@link scoreSheet} does: shape checked, rules not
 * ({@link validateSheet} checks them).
 *
 * @param game - A game state, a player's view, or anything holding the players' sheets and the rules.
 * @returns Every player's breakdown and rank, in game order, and the winners.
 * @throws `RuleError` `argument/invalid` or a sheet's `sheet/malformed` or `sheet/track-out-of-range` when `game` is not as described.
 *
 * @example
 * ```ts
 * import { createGame, scoreGame } from 'welcome-to-engine';
 * const score = scoreGame(createGame({ players: 2, seed: 7 }));
 * score.winners; // ['p1', 'p2']: nobody has a point yet, so they share first place
 * ```
 *
 * @group Scoring
 */
export function scoreGame(game: Scorable): GameScore {
  return scoreGameUnchecked(checkedScorable(game));
}

/** What {@link scoreGame} reads of a game from outside, checked: the players' ids and sheets, the tie-break and whether it is solo. */
function checkedScorable(game: unknown): Scorable {
  try {
    const { players, rules, solo } = game as Scorable;
    const tieBreak = rules.tieBreak;
    if (Array.isArray(players) && players.length > 0 && typeof solo === 'boolean' && (tieBreak === 'estates' || tieBreak === 'estates-by-size')) {
      // Array.from, not map: map skips the holes of a sparse array and keeps them.
      const checked = Array.from(players as unknown[], (player: unknown, i) => {
        const { id, sheet } = player as { id: unknown; sheet: unknown };
        if (typeof id !== 'string') fail('argument/invalid', { name: `game.players[${i}].id`, expected: 'a string', given: describeValue(id) });
        return { id, sheet: checkedSheet(sheet, `game.players[${i}].sheet`) };
      });
      return { players: checked, rules: { tieBreak }, solo };
    }
  } catch (error) {
    if (error instanceof RuleError) throw error;
  }
  return fail('argument/invalid', { name: 'game', expected: 'a game state or a player view (players with ids and sheets, rules.tieBreak, solo)', given: describeValue(game) });
}

/** {@link scoreGame} for the engine's own states, unchecked. */
export function scoreGameUnchecked(game: Scorable): GameScore {
  return scoreSheets(
    mapPacked(game.players, (player) => player.id),
    mapPacked(game.players, (player) => compactOf(player.sheet)),
    game.rules.tieBreak,
    game.solo,
  );
}

/** The score of a game whose players `ids` have the compact sheets `sheets` (in seat order): the one reckoning of {@link scoreGame}, for a state and for a compact game. */
export function scoreSheets(ids: readonly string[], sheets: readonly CompactSheet[], tieBreak: RuleOptions['tieBreak'], solo: boolean): GameScore {
  const awards = tempAwardsUnchecked(mapPacked(sheets, (sheet) => sheet[TEMPS] as number), { solo });
  const breakdowns = mapPacked(sheets, (sheet, i) => scoreCompact(sheet, awards[i] ?? 0));
  const ranks = rankStandingsUnchecked(breakdowns, tieBreak);
  // Mapped over the breakdowns, a packed array whatever the ids are (internal/packed.ts).
  const players = mapPacked(breakdowns, (breakdown, i) => ({ id: ids[i] as string, breakdown, rank: ranks[i] as number }));
  return { players, winners: players.filter((player) => player.rank === 1).map((player) => player.id) };
}
