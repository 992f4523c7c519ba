import type { Effect } from '../../rules/cards.js';
import type { ScoreBreakdown } from '../../sheet/score-types.js';
import type { PlanIndex } from '../indexes.js';
import type { EndCondition } from '../outcomes.js';

/**
 * How many rounds a player used each effect ([rules §5](../../../docs/rules.md#5-effects)),
 * by the engine's codes: `fence`, `improvement` (the real estate agent, as a player
 * reads it), `park`, `pool`, `temp` (the temp agency) and `bis`; `EFFECT_WORDS_EN`
 * names them for a player. A round whose pair's effect went unused, and a refusal,
 * count for none.
 *
 * @example
 * ```ts
 * import type { EffectCounts } from 'welcome-to-engine';
 * const uses: EffectCounts = { fence: 4, pool: 2, temp: 1, bis: 0, park: 6, improvement: 3 };
 * ```
 *
 * @group Scoring
 */
export type EffectCounts = { readonly [effect in Effect]: number };

/**
 * A player's claim of one plan ([rules §6](../../../docs/rules.md#6-plans)).
 *
 * @example
 * ```ts
 * import type { PlanStatistics } from 'welcome-to-engine';
 * const plan: PlanStatistics = { plan: 0, label: 'A', claimed: true, round: 9, first: true, points: 8 };
 * const unclaimed: PlanStatistics = { plan: 2, label: 'C', claimed: false, round: null, first: false, points: null };
 * ```
 *
 * @group Scoring
 */
export interface PlanStatistics {
  /** The plan, by its place in `state.plans` (0 for plan deck 1, `A` or `n°1`). */
  readonly plan: PlanIndex;
  /** The deck's label in the game's ruleset (`A`, `B`, `C` or `n°1`, `n°2`, `n°3`). */
  readonly label: string;
  /** The player has claimed it: points are written in its box. */
  readonly claimed: boolean;
  /**
   * The round of the claim (from 1, as `state.round` counts); `null` when not claimed,
   * or claimed on the sheet of a position the game started from, before its first round.
   */
  readonly round: number | null;
  /**
   * The claim scored the plan's first (higher) value: it came in the first round
   * anyone claimed the plan, before the plan was approved. `false` when not claimed.
   * (A custom plan whose two values are equal scores its first value whenever claimed.)
   */
  readonly first: boolean;
  /** Points written in the plan's box; `null` when not claimed. */
  readonly points: number | null;
}

/**
 * What a seasonal sheet shows beyond the Classic one, counted
 * ([rules §11](../../../docs/rules.md#11-seasonal-sheets)), by the kind of sheet.
 *
 * - `classic`: nothing more.
 * - `ice-cream`: cones sold (circled) and lost (crossed), the scoops of the sold cones,
 *   the street bonuses won.
 * - `christmas`: each street's longest string of lights, in houses, and the longest of
 *   the three.
 * - `eggs`: the eggs collected.
 *
 * @example
 * ```ts
 * import type { SeasonStatistics } from 'welcome-to-engine';
 * const truck: SeasonStatistics = { kind: 'ice-cream', conesSold: 9, conesLost: 4, scoops: 17, bonusesWon: 1 };
 * ```
 *
 * @group Scoring
 */
export type SeasonStatistics =
  | {
    /** The Classic sheet. */
    readonly kind: 'classic';
  }
  | {
    /** The ice cream truck sheet. */
    readonly kind: 'ice-cream';
    /** Cones circled: the truck stopped at their house. */
    readonly conesSold: number;
    /** Cones crossed: the truck drove past them. */
    readonly conesLost: number;
    /** Scoops of the sold cones (a point each). */
    readonly scoops: number;
    /** Street bonuses won (0–3). */
    readonly bonusesWon: number;
  }
  | {
    /** The Christmas lights sheet. */
    readonly kind: 'christmas';
    /** Each street's longest string of lights, in houses (0 without a string of two). */
    readonly lights: readonly [number, number, number];
    /** The longest of the three. */
    readonly longestString: number;
  }
  | {
    /** The spring eggs sheet. */
    readonly kind: 'eggs';
    /** Eggs collected. */
    readonly eggs: number;
  };

/**
 * What a sheet holds, counted: the figures {@link PlayerStatistics} gives for one
 * player's game, and `simulate`'s sums ({@link StatisticsSums}) and means
 * ({@link MeanStatistics}) of them over many games.
 *
 * @example
 * ```ts
 * import { gameStatistics, greedyBot, playGame, type SheetCounts } from 'welcome-to-engine';
 * const { record } = playGame({ players: 2, seed: 'counts' }, [greedyBot, greedyBot]);
 * const counts: SheetCounts | undefined = gameStatistics(record).players[0];
 * (counts?.numbers ?? 0) + (counts?.emptyHouses ?? 0) + (counts?.bis ?? 0) + (counts?.roundabouts ?? 0); // 33: every house
 * ```
 *
 * @group Scoring
 */
export interface SheetCounts {
  /** Houses holding a number written from a card (bis copies not counted). */
  readonly numbers: number;
  /** Houses left empty (roundabouts are not empty). */
  readonly emptyHouses: number;
  /** Bis copies (crossed boxes of the bis track). */
  readonly bis: number;
  /** Crossed boxes of the temp track. */
  readonly temps: number;
  /** Pools built (crossed boxes of the pool track). */
  readonly pools: number;
  /** Crossed park boxes, the three streets together. */
  readonly parks: number;
  /** Fences drawn between houses (the street ends aside; a roundabout's two included). */
  readonly fences: number;
  /** Refusals (crossed boxes of the refusal track). */
  readonly refusals: number;
  /** Roundabouts built (roundabouts variant; 0 without it). */
  readonly roundabouts: number;
}

/**
 * One player's figures after a game (or as the game stands), as a player reads them
 * at the end: the score part by part, what the sheet holds, the effects used, the
 * plans claimed and when. Plain numbers and arrays, all JSON. The sheet's figures are
 * those of the last sheet (with what a position the game started from had drawn);
 * the effects are those of the record's rounds.
 *
 * @example
 * ```ts
 * import { gameStatistics, greedyBot, playGame, type PlayerStatistics } from 'welcome-to-engine';
 * const { state, record } = playGame({ players: 2, seed: 'stats' }, [greedyBot, greedyBot]);
 * const [first]: readonly PlayerStatistics[] = gameStatistics(record).players;
 * first?.score.total === state.result.players[0]?.breakdown.total; // true
 * first?.estates; // complete estates of 1, 2, … 6 houses
 * ```
 *
 * @group Scoring
 */
export interface PlayerStatistics extends SheetCounts {
  /** The player's id. */
  readonly id: string;
  /** The player's place after the tie-breaks (1 = winner; shared places share a rank). */
  readonly rank: number;
  /** Ranked first (a shared victory included). */
  readonly winner: boolean;
  /** The score, part by part: the breakdown {@link scoreGame} gives (temp award included). */
  readonly score: ScoreBreakdown;
  /** Crossed park boxes of the top, middle and bottom street. */
  readonly parksByStreet: readonly [number, number, number];
  /** Crossed boxes of each estate value track: index 0 is size 1, index 5 size 6. */
  readonly improvements: readonly number[];
  /** Complete estates of each size: index 0 is size 1, index 5 size 6. */
  readonly estates: readonly number[];
  /** Complete estates of every size. */
  readonly completeEstates: number;
  /** Each plan of the game, deck 1, 2, 3, as this player claimed it or not. */
  readonly plans: readonly PlanStatistics[];
  /** Plans claimed (0–3). */
  readonly plansClaimed: number;
  /** Plans claimed for their first value. */
  readonly firstClaims: number;
  /** How many rounds the player used each effect. */
  readonly effects: EffectCounts;
  /** The seasonal sheet's figures (`{ kind: 'classic' }` on the Classic sheet). */
  readonly season: SeasonStatistics;
}

/**
 * A game's statistics: every player's figures, and the game's own.
 *
 * @example
 * ```ts
 * import { gameStatistics, playGame, randomBot, type GameStatistics } from 'welcome-to-engine';
 * const statistics: GameStatistics = gameStatistics(playGame({ players: 2, seed: 4 }, [randomBot, randomBot]).record);
 * statistics.over; // true
 * ```
 *
 * @group Scoring
 */
export interface GameStatistics {
  /** Rounds the record plays. */
  readonly rounds: number;
  /** The game is over; otherwise the figures are as the game stands. */
  readonly over: boolean;
  /** Why the game ended (empty while it goes on). */
  readonly ended: readonly EndCondition[];
  /** One entry per player, in game order. */
  readonly players: readonly PlayerStatistics[];
}
