import { fail } from '../errors/rule-error.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import { applyChoice } from '../game/round/apply.js';
import { resolveRound } from '../game/round/resolve.js';
import type { GameState } from '../game/types.js';
import type { PlayerView } from '../game/view.js';
import type { Sheet } from '../sheet/types.js';
import { rngFromNumber, nextUint32 } from '../internal/rng.js';
import { checkedFields } from '../internal/arguments.js';
import { describeValue } from '../internal/snapshot.js';
import { checkedSeed, type Bot } from './bot.js';
import { rateSheet } from './evaluate.js';
import { supplyOf } from './supply.js';
import { greedyBot, greedyCandidates, type RatedChoice } from './greedy.js';
import { botTurn } from './play-game.js';
import { sampleState } from './sample-state.js';

/**
 * Options of {@link searchBot}. Its budget is counted in simulations, not time: the
 * library reads no clock, and the same view and seed must give the same choice.
 *
 * @example
 * ```ts
 * import type { SearchOptions } from 'welcome-to-engine';
 * const quick: SearchOptions = { simulations: 24, candidates: 3, depth: 2 };
 * ```
 *
 * @group Bots
 */
export interface SearchOptions {
  /** Simulations a decision, shared among the candidates (default 96: about 95 ms a decision on the machine the README measures on). */
  readonly simulations?: number | undefined;
  /** How many of the greedy bot's best candidates are weighed, one a house (default 6: every house of its shortlist). */
  readonly candidates?: number | undefined;
  /** Rounds each simulation plays on after this one before its sheet is rated (default 6); `Infinity` plays to the end. */
  readonly depth?: number | undefined;
  /** The bot that plays every seat in the simulations (and stands in for the other players' hidden choices): {@link greedyBot} by default. */
  readonly rollout?: Bot | undefined;
  /**
   * How clearly a candidate must beat the greedy choice to replace it: its mean gain
   * over the samples must exceed this many standard errors (default 0.5; 0 takes the
   * best mean however noisy). With fewer than two samples a candidate
   * (`simulations` < 2 × `candidates`) the greedy choice is always kept.
   */
  readonly margin?: number | undefined;
}

interface Settings {
  readonly simulations: number;
  readonly candidates: number;
  readonly depth: number;
  readonly rollout: Bot;
  readonly margin: number;
}

/**
 * The defaults: the best of the settings tried near 100 ms a decision (`npm run
 * bench:bots` and the README's curve); 24 simulations of 3 candidates 3 rounds deep,
 * the defaults before, gained about half as much at a seventh of the time.
 */
const DEFAULTS = { simulations: 96, candidates: 6, depth: 6, margin: 0.5 } as const;

/** Salt of the generator that seeds a decision's simulations. */
const SEARCH = 0x7f4a7c15;

function whole(name: string, value: unknown, least: number, fallback: number, infinite = false): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && ((infinite && value === Number.POSITIVE_INFINITY) || (Number.isInteger(value) && value >= least && value <= 1_000_000))) return value;
  return fail('argumentInvalid', { name: `options.${name}`, expected: `a whole number from ${least} to 1000000${infinite ? ' or Infinity' : ''}`, given: describeValue(value) });
}

function ratio(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) return value;
  return fail('argumentInvalid', { name: `options.${name}`, expected: 'a number from 0 to 100', given: describeValue(value) });
}

function settingsOf(options: SearchOptions | undefined): Settings {
  const fields = checkedFields(options, 'options', ['simulations', 'candidates', 'depth', 'rollout', 'margin']);
  const rollout = fields.rollout ?? greedyBot;
  if (typeof rollout !== 'function') return fail('argumentInvalid', { name: 'options.rollout', expected: 'a bot (a function of a view and a seed)', given: describeValue(rollout) });
  return {
    simulations: whole('simulations', fields.simulations, 1, DEFAULTS.simulations),
    candidates: whole('candidates', fields.candidates, 1, DEFAULTS.candidates),
    depth: whole('depth', fields.depth, 0, DEFAULTS.depth, true),
    rollout: rollout as Bot,
    margin: ratio('margin', fields.margin, DEFAULTS.margin),
  };
}

/**
 * How one simulation ends for `playerId`: the round finished by the rollout bot, then
 * `depth` more rounds, then the final score if the game is over or the greedy rating
 * of the player's sheet if not.
 */
function playOut(start: GameState, playerId: string, settings: Settings, seed: number): number {
  const rng = rngFromNumber(seed, SEARCH);
  let state = start;
  for (let round = 0; state.status === 'choosing' && round <= settings.depth; round++) {
    for (const player of state.players) if (player.pending === null) state = botTurn(state, player.id, settings.rollout, nextUint32(rng));
    state = resolveRound(state);
  }
  const index = state.players.findIndex((player) => player.id === playerId);
  if (state.status === 'over') return state.result.players[index]?.breakdown.total ?? 0;
  return rateSheet(state.players[index]?.sheet as Sheet, state.plans, supplyOf(state.cards.deck));
}

/**
 * The best-rated choice of each placement (pair and house) of a shortlist, best first:
 * uses of one effect at one house rarely differ by much, so the search spends its
 * samples on different houses (no clear difference in strength measured: +1.9 ± 2.7
 * over the greedy bot in `npm run bench:bots`, against +2.8 ± 2.7 without, both
 * within the noise of 100 games, before views kept the flipped cards; +4.1 ± 2.5 since).
 */
function distinctPlacements(shortlist: readonly RatedChoice[]): RatedChoice[] {
  const seen = new Set<string>();
  return shortlist.filter(({ choice }) => {
    const key = choice.type === 'build' ? `${choice.pair} ${choice.street} ${choice.house}` : choice.type === 'pick' ? `pick ${choice.card}` : 'refuse';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A search bot: determinised Monte Carlo over the greedy bot's shortlist. For each
 * decision it takes the best few of {@link greedyCandidates} (the best use of the effect
 * at each of the best houses), samples hidden states
 * consistent with its view ({@link sampleState}: the order of the cards to come, the
 * other players' hidden choices), and in each plays every candidate followed by a few
 * rounds of the rollout bot on every seat, and rates the outcome (the final score where
 * the game ended, {@link evaluateSheet} of the sheet where it did not). Every candidate
 * meets the same samples and the same rollout seeds, so their difference is measured
 * on equal futures; the candidate with the best mean gain over the greedy choice is
 * played when that gain exceeds `margin` standard errors, the greedy choice otherwise.
 * The same view and seed give the same choice; the cost grows with `simulations` ×
 * `depth`.
 *
 * @param options - Budget and shape of the search: simulations a decision (96), candidates (6), depth in rounds (6), rollout bot (greedy), margin (0.5).
 * @returns A bot.
 * @throws `RuleError` `argument/invalid` for an option out of range.
 *
 * @example
 * ```ts
 * import { greedyBot, playGame, searchBot } from 'welcome-to-engine';
 * const searcher = searchBot({ simulations: 8, depth: 1 });
 * const { state } = playGame({ players: 2, seed: 1 }, [searcher, greedyBot]);
 * state.result.players[0]?.breakdown.total;
 * ```
 *
 * @group Bots
 */
export function searchBot(options?: SearchOptions): Bot {
  const settings = settingsOf(options);
  return (view: PlayerView, seed: number): Choice | PickChoice => {
    const base = checkedSeed(seed);
    const shortlist = distinctPlacements(greedyCandidates(view)).slice(0, settings.candidates);
    const first = shortlist[0];
    if (first === undefined) return fail('gameOver', undefined);
    if (shortlist.length === 1) return first.choice;
    const rng = rngFromNumber(base, SEARCH);
    // Each candidate's value in each sample, less the greedy choice's in the same sample.
    const gains: number[][] = shortlist.map(() => []);
    const samples = Math.max(1, Math.floor(settings.simulations / shortlist.length));
    for (let sample = 0; sample < samples; sample++) {
      const state = sampleState(view, nextUint32(rng), { others: settings.rollout });
      const rolloutSeed = nextUint32(rng);
      const values = shortlist.map((candidate) => playOut(applyChoice(state, view.player, candidate.choice), view.player, settings, rolloutSeed));
      values.forEach((value, k) => (gains[k] as number[]).push(value - (values[0] as number)));
    }
    // A candidate replaces the greedy choice only when its mean gain stands clear of the
    // samples' noise (a mean above its standard error): too few samples, or a gain within
    // the noise, and the greedy choice stays.
    let best = 0;
    let bestGain = 0;
    gains.forEach((list, k) => {
      if (k === 0 || list.length < 2) return;
      const mean = list.reduce((sum, gain) => sum + gain, 0) / list.length;
      const spread = Math.sqrt(list.reduce((sum, gain) => sum + (gain - mean) ** 2, 0) / (list.length - 1) / list.length);
      if (mean > bestGain && mean > settings.margin * spread) {
        best = k;
        bestGain = mean;
      }
    });
    return (shortlist[best] ?? first).choice;
  };
}
