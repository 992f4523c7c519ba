import type { CardIndex, Choice, GameSource, HouseRef, PairIndex, PickChoice } from '../../index.js';
import { canRefuse, legalBuilds, legalChoices, legalClaims, legalPairs, legalRoundabouts, placements } from '../../index.js';

/**
 * One move for boardgame.io's bots, as `ai.enumerate` lists them.
 *
 * @example
 * ```ts
 * import type { EnumeratedMove } from 'welcome-to-engine/boardgame.io';
 * const refuse: EnumeratedMove = { move: 'choose', args: [{ type: 'refuse' }, 1] }; // a refusal in round 1
 * ```
 *
 * @group boardgame.io
 */
export interface EnumeratedMove {
  /** The move's name in {@link welcomeToGame}. */
  readonly move: 'choose';
  /**
   * The choice it sends, and the round it is for: a bot's move that arrives after its
   * round has resolved (boardgame.io's `Local({ bots })` plays a bot's move a moment
   * after the state it was asked about) is refused rather than played in the next round.
   */
  readonly args: [Choice | PickChoice, number];
}

/**
 * The most moves {@link enumerateMoves} lists.
 *
 * @example
 * ```ts
 * import { MAX_ENUMERATED } from 'welcome-to-engine/boardgame.io';
 * MAX_ENUMERATED; // 120
 * ```
 *
 * @group boardgame.io
 */
export const MAX_ENUMERATED = 120;
/** How many uses of a pair's effect are kept per house, beside the number alone. */
const EFFECT_USES = 2;
/** How many houses get a roundabout in the sample. */
const ROUNDABOUT_SPOTS = 2;

/** `count` items of `items`, evenly spread, first and last included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  if (count === 1) return [items[0] as T];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
}

/**
 * A bounded sample of `playerID`'s legal moves, for boardgame.io's bots: the expert
 * picks; the refusal when allowed; for each playable pair and each house where its
 * number fits, the number alone and a few uses of the pair's effect, spread over its
 * options; with roundabouts, the same for a roundabout in a couple of houses; each
 * with the first claim set it may end with (compulsory under immediate claims). Every
 * kind of choice is reached, and there are at most {@link MAX_ENUMERATED} (a fence pair
 * alone has thousands of legal choices). Every move listed is legal, and whenever the
 * player has a legal choice at least one is listed: when nothing can be built or
 * refused without a roundabout (an expert pick whose number fits only beside one), the
 * list holds, for each house where a roundabout makes room, the refusal if it is
 * allowed there and a build with each playable pair. Nothing once the player has
 * chosen this round. Each move names the round it is for, as the `choose` move takes
 * it.
 *
 * @param source - The state, or the player's view.
 * @param playerID - The player.
 * @returns Moves as boardgame.io's `ai.enumerate` gives them.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * import { enumerateMoves } from 'welcome-to-engine/boardgame.io';
 * enumerateMoves(createGame({ players: ['0', '1'], seed: 1 }), '0').length; // at most 120
 * ```
 *
 * @group boardgame.io
 */
export function enumerateMoves(source: GameSource, playerID: string): EnumeratedMove[] {
  if (source.status !== 'choosing') return [];
  const me = 'player' in source ? source : source.players.find((player) => player.id === playerID);
  if (me === undefined || me.pending !== null) return [];
  if (source.variants.expert && me.pick === null) return legalChoices(source, playerID).map((pick) => ({ move: 'choose', args: [pick, source.round] }));
  const choices: Choice[] = [];
  const card = source.variants.expert && me.pick !== null ? { card: me.pick } : {};
  const spots = source.variants.roundabouts ? spread(legalRoundabouts(source, playerID), ROUNDABOUT_SPOTS) : [];
  for (const roundabout of [undefined, ...spots] as (HouseRef | undefined)[]) {
    const at = roundabout === undefined ? {} : { roundabout };
    if (canRefuse(source, playerID, roundabout)) choices.push({ type: 'refuse', ...at, ...card });
    for (const pair of legalPairs(source, playerID, roundabout) as PairIndex[]) {
      // With a roundabout, the first house of each pair only: enough to reach the kind.
      const houses = placements(source, playerID, pair, roundabout);
      for (const placement of roundabout === undefined ? houses : houses.slice(0, 1)) {
        const builds = legalBuilds(source, playerID, pair, placement, roundabout);
        const plain = builds.filter((build) => build.effect === undefined);
        const uses = builds.filter((build) => build.effect !== undefined);
        choices.push(...plain, ...spread(uses, EFFECT_USES));
      }
    }
  }
  if (choices.length === 0) choices.push(...roundaboutChoices(source, playerID, card));
  return spread(choices, MAX_ENUMERATED).map((choice) => {
    const [claims] = legalClaims(source, playerID, choice);
    return { move: 'choose', args: [claims === undefined ? choice : { ...choice, claims }, source.round] };
  });
}

/**
 * The choices left when none is legal without a roundabout, a few for each house where
 * a roundabout makes one legal: the refusal if it is allowed with it, and for each pair
 * that fits beside it, a build at its first placement. Asked only when the sample has
 * nothing, so the step queries go over every house (at most 33) only then.
 */
function roundaboutChoices(source: GameSource, playerID: string, card: { card?: CardIndex }): Choice[] {
  const choices: Choice[] = [];
  for (const roundabout of legalRoundabouts(source, playerID)) {
    if (canRefuse(source, playerID, roundabout)) choices.push({ type: 'refuse', roundabout, ...card });
    for (const pair of legalPairs(source, playerID, roundabout) as PairIndex[]) {
      for (const placement of placements(source, playerID, pair, roundabout)) {
        const [build] = legalBuilds(source, playerID, pair, placement, roundabout);
        if (build === undefined) continue;
        choices.push(build);
        break;
      }
    }
  }
  return choices;
}
