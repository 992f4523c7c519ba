import { fail, raise } from '../errors/rule-error.js';
import { checkedView } from '../game/view-check.js';
import type { Choice, PickChoice } from '../game/choice/choice.js';
import { cloneGame, copyGame, isOver, type CompactGame } from '../game/compact/game.js';
import { playStep } from '../game/compact/play.js';
import type { PlayerScore } from '../game/outcomes.js';
import { settleRound } from '../game/round/resolve.js';
import { scoreSheets } from '../game/score-game.js';
import type { Pair, PlanState } from '../game/state.js';
import type { PlayerView } from '../game/view-types.js';
import { sameSheet, type CompactSheet } from '../sheet/compact/compact.js';
import { rngFromNumber, nextUint32 } from '../internal/rng.js';
import { checkedFields } from '../internal/arguments.js';
import { describeValue } from '../internal/snapshot.js';
import { checkedSeed, specOf, type Bot } from './bot.js';
import { rateWhole, rivalTemps } from './rating/patterns/value.js';
import type { Rater } from './rating/rater.js';
import type { Valuation } from './rating/valuation.js';
import { placementCandidates, raterOfView } from './greedy.js';
import { EXACT_GREEDY_BOTS } from './greedy-with.js';
import { ratingOf, valuationOfRating, type BotRating } from './rating/ratings.js';
import { decide, newTable, type Table } from './play-game.js';
import { sampleGame } from './sample-state.js';

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
  /** Simulations a decision, shared among the candidates (default 128; its time a decision: [The search bot](../../docs/performance.md#the-search-bot)). */
  readonly simulations?: number | undefined;
  /**
   * How many placements (a pair's number in a house) are weighed, each by its best-rated
   * use of the effect: the greedy bot's best-rated placements, every use of the effect
   * tried at the best `max(candidates, 6)` of them (default 8). 1 plays the best-rated
   * choice without simulating.
   */
  readonly candidates?: number | undefined;
  /** Rounds each simulation plays on after this one before its sheet is rated (default 6); `Infinity` plays to the end. */
  readonly depth?: number | undefined;
  /** The bot that plays every seat in the simulations (and stands in for the other players' hidden choices): the greedy bot at temperature 0 by default (`greedyBotWith({ temperature: 0 })`, always its best-rated choice). */
  readonly rollout?: Bot | undefined;
  /**
   * How clearly a candidate must beat the best-rated choice to replace it: its mean gain
   * over the samples must exceed this many standard errors (default 0.5; 0 takes the
   * best mean however noisy). With fewer than two samples a candidate
   * (`simulations` < 2 × `candidates`) the best-rated choice is always kept.
   */
  readonly margin?: number | undefined;
  /**
   * The most playout steps a decision may take, one step a bot's decision in a
   * simulation: a seat's turn, two in an expert game (the pick and the build) (default 2,000). Simulations that would pass it are not started: on a large table
   * or with deep rollouts a decision plays fewer samples, then shorter rollouts, then
   * fewer candidates, and with fewer than two candidates it plays the best-rated choice.
   * The rollouts' work is counted too, in sheets rated (55 a step on average): where
   * their steps cost more (an expert opening, a seasonal sheet with roundabouts), the
   * samples stop sooner.
   * What bounds a decision's time: the defaults stay within 250 ms on the machine of
   * the performance guide, at any table size.
   */
  readonly steps?: number | undefined;
  /**
   * What the search rates sheets by ({@link BotRating}): its candidates, its rollouts'
   * choices (the default rollout bot rates by it) and the sheets where they stop.
   * `'hand'` by default; the `expert` level of {@link botFor} searches with `'patterns'`.
   */
  readonly rating?: BotRating | undefined;
  /**
   * How the simulations are shared among the candidates: `'even'`, every candidate played
   * on every sample; `'halving'`, in rounds, the worse half of the candidates (by their
   * mean gain so far) dropped after each, so that the last ones meet the most samples
   * (sequential halving): with 8 candidates and 64 simulations, all 8 on 2 samples, the
   * best 4 on 6 more, then the best 2 on 12 more. `'even'` by default; the `expert` level of
   * {@link botFor} halves (its measure: [The search bot](../../docs/performance.md#the-search-bot)).
   */
  readonly schedule?: 'even' | 'halving' | undefined;
}

export interface Settings {
  readonly simulations: number;
  readonly candidates: number;
  readonly depth: number;
  readonly rollout: Bot;
  readonly margin: number;
  readonly steps: number;
  /** The weights the search rates its candidates and the sheets its playouts leave by. */
  readonly valuation: Valuation;
  /** Whether the candidates are halved in rounds ({@link SearchOptions.schedule}). */
  readonly halving?: boolean | undefined;
}

/**
 * The defaults: 128 simulations of 8 placements 6 rounds deep (margin 0.5), chosen on
 * seeds 100 to 299 of `npm run bench:bots`' search tables (its own seeds are 0 to 99).
 */
const DEFAULTS = { simulations: 128, candidates: 8, depth: 6, margin: 0.5, steps: 2000 } as const;

/** The largest value of each whole-number option: a search beyond them would run for minutes. */
const LIMITS = { simulations: 100_000, candidates: 64, depth: 100, steps: 10_000_000 } as const;

/** Salt of the generator that seeds a decision's simulations. */
const SEARCH = 0x7f4a7c15;

function whole(name: keyof typeof LIMITS, value: unknown, least: number, fallback: number, infinite = false): number {
  if (value === undefined) return fallback;
  const most = LIMITS[name];
  if (typeof value === 'number' && ((infinite && value === Number.POSITIVE_INFINITY) || (Number.isInteger(value) && value >= least && value <= most))) return value;
  return fail('argument/invalid', { name: `options.${name}`, expected: `a whole number from ${least} to ${most}${infinite ? ' or Infinity' : ''}`, given: describeValue(value) });
}

function ratio(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) return value;
  return fail('argument/invalid', { name: `options.${name}`, expected: 'a number from 0 to 100', given: describeValue(value) });
}

function settingsOf(options: SearchOptions | undefined): Settings {
  const fields = checkedFields(options, 'options', ['simulations', 'candidates', 'depth', 'rollout', 'margin', 'steps', 'rating', 'schedule']);
  const schedule = fields.schedule ?? 'even';
  if (schedule !== 'even' && schedule !== 'halving') return fail('argument/invalid', { name: 'options.schedule', expected: "'even' or 'halving'", given: describeValue(schedule) });
  const rating = ratingOf(fields.rating);
  const rollout = fields.rollout ?? EXACT_GREEDY_BOTS[rating];
  if (typeof rollout !== 'function') return fail('argument/invalid', { name: 'options.rollout', expected: 'a bot (a function of a view and a seed)', given: describeValue(rollout) });
  return {
    simulations: whole('simulations', fields.simulations, 1, DEFAULTS.simulations),
    candidates: whole('candidates', fields.candidates, 1, DEFAULTS.candidates),
    depth: whole('depth', fields.depth, 0, DEFAULTS.depth, true),
    rollout: rollout as Bot,
    margin: ratio('margin', fields.margin, DEFAULTS.margin),
    steps: whole('steps', fields.steps, 1, DEFAULTS.steps),
    valuation: valuationOfRating(rating),
    halving: schedule === 'halving',
  };
}

/**
 * The rollout bot's turns of the other players, worked out once a sample for all its
 * candidates: a seat's turn is taken again as it stands when its seed, its sheet, the
 * offer as it sees it, its pick and the plans' approvals are the same, which is all the
 * engine's bots read (only theirs are kept: another bot reads the whole view). Made
 * for one sample, by its decision.
 */
export class TurnMemo {
  private readonly turns = new Map<number, Turn[]>();

  /** The steps seat `seat` took in a playout at this point, if it stood as it stands in `game`. */
  find(game: CompactGame, seat: number, seed: number): readonly (Choice | PickChoice)[] | undefined {
    for (const turn of this.turns.get(seed) ?? []) if (turn.seat === seat && sameInputs(turn, game, seat)) return turn.steps;
    return undefined;
  }

  /** Keeps the steps seat `seat` took on `seed`, with what they were decided on (its state before them). */
  keep(before: Inputs, steps: readonly (Choice | PickChoice)[]): void {
    const turn: Turn = { ...before, steps };
    const list = this.turns.get(turn.seed);
    if (list === undefined) this.turns.set(turn.seed, [turn]);
    else list.push(turn);
  }
}

/** What a rollout bot of the engine's reads when it decides for a seat. */
interface Inputs {
  readonly seat: number;
  readonly seed: number;
  readonly sheet: readonly number[];
  readonly offer: readonly Pair[];
  readonly approved: number;
  readonly pick: number | null;
}

interface Turn extends Inputs {
  readonly steps: readonly (Choice | PickChoice)[];
}

/** What seat `seat` of `game` decides on, copied. */
export function inputsOf(game: CompactGame, seat: number, seed: number): Inputs {
  // The sheet itself: a sheet the game holds is never written.
  return { seat, seed, sheet: game.sheets[seat] as CompactSheet, offer: game.offer, approved: approvedBits(game), pick: game.picks[seat] ?? null };
}

function approvedBits(game: CompactGame): number {
  let bits = 0;
  for (let k = 0; k < game.plans.length; k++) if ((game.plans[k] as PlanState).approved) bits |= 1 << k;
  return bits;
}

function sameInputs(turn: Inputs, game: CompactGame, seat: number): boolean {
  if (turn.approved !== approvedBits(game) || turn.pick !== (game.picks[seat] ?? null) || !sameOffer(turn.offer, game.offer)) return false;
  return sameSheet(turn.sheet as CompactSheet, game.sheets[seat] as CompactSheet);
}

/** The same pairs, card for card. */
function sameOffer(a: readonly Pair[], b: readonly Pair[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] as Pair;
    const y = b[k] as Pair;
    if (x.number !== y.number || x.effect !== y.effect || x.numberCard !== y.numberCard || x.effectCard !== y.effectCard) return false;
  }
  return true;
}

/** Plays a step the rollout decided on, as `applyChoice` would: its `RuleError` when the rules refuse it. */
function replayed(game: CompactGame, seat: number, step: Choice | PickChoice): void {
  const why = playStep(game, seat, step);
  if (why !== undefined) raise(why);
}

/**
 * How one simulation ends for seat `seat` of `game`, played on in place: the round
 * finished by the rollout bot, then more rounds to `rounds` in all, then the final
 * score if the game is over or the rating of the seat's sheet if not. The other seats'
 * turns are taken from `memo` where they were worked out already.
 */
export function playOut(game: CompactGame, seat: number, settings: Settings, seed: number, table: Table, rater: Rater, memo?: TurnMemo, rounds = settings.depth + 1): number {
  const rng = rngFromNumber(seed, SEARCH);
  for (let round = 0; !isOver(game) && round < rounds; round++) {
    for (let other = 0; other < game.ids.length; other++) {
      if (game.chosen[other] !== null) continue;
      const turnSeed = nextUint32(rng);
      if (other === seat) decide(game, other, settings.rollout, turnSeed, table);
      else rolloutTurn(game, other, settings.rollout, turnSeed, table, memo);
    }
    settleRound(game);
  }
  if (isOver(game)) return (scoreSheets(game.ids, game.sheets, game.rules.tieBreak, game.solo).players[seat] as PlayerScore).breakdown.total;
  if (rater.patterns !== undefined) rater.rivals = rivalTemps(game.sheets, seat);
  return rateWhole(rater, game.sheets[seat] as CompactSheet, game.plans);
}

/**
 * Seat `seat`'s turn in a playout, made by `bot` on `seed`: taken from `memo` when the
 * seat stood so before (one of the engine's bots only), else decided and kept there.
 */
export function rolloutTurn(game: CompactGame, seat: number, bot: Bot, seed: number, table: Table, memo: TurnMemo | undefined): void {
  if (memo === undefined || specOf(bot) === undefined) return decide(game, seat, bot, seed, table);
  const known = memo.find(game, seat, seed);
  if (known !== undefined) {
    for (const step of known) replayed(game, seat, step);
    return;
  }
  const before = inputsOf(game, seat, seed);
  const pickBefore = game.picks[seat] ?? null;
  decide(game, seat, bot, seed, table);
  const pick = game.picks[seat] ?? null;
  const choice = game.chosen[seat] as Choice;
  memo.keep(before, pick !== pickBefore && pick !== null ? [{ type: 'pick', card: pick }, choice] : [choice]);
}

/** The sheets rated so far by a search's raters: its rollouts' and its own. */
function ratedSoFar(table: Table, rater: Rater): number {
  let count = rater.count;
  for (const other of table.raters.values()) if (other !== rater) count += other.count;
  return count;
}

/** How a decision spends its steps: samples of `candidates` candidates, each played out `rounds` rounds. */
export interface SearchPlan {
  readonly candidates: number;
  readonly rounds: number;
  readonly samples: number;
}

/**
 * The largest search within `settings.steps` steps at a table where a round takes
 * `seats` decisions (the players, twice each in an expert game), one step a decision in a playout (sampling a hidden state counts as one round of
 * turns): first fewer samples (two at least, as one sample cannot tell a candidate
 * from the noise), then shorter playouts (one round at least), then fewer candidates.
 * No simulation (0 samples) when even two samples of two candidates' single rounds
 * pass it.
 */
export function searchPlan(settings: Settings, shortlist: number, seats: number): SearchPlan {
  let candidates = shortlist;
  let rounds = Math.min(settings.depth + 1, MAX_ROUNDS);
  // Steps of one sample: each candidate's playout, and the sampled state.
  const perSample = () => (candidates * rounds + 1) * seats;
  const least = settings.steps / MIN_SAMPLES;
  if (perSample() > least) rounds = Math.max(1, Math.floor((least / seats - 1) / candidates));
  if (perSample() > least) candidates = Math.floor((least / seats - 1) / rounds);
  if (candidates < 2) return { candidates: 1, rounds, samples: 0 };
  const samples = Math.min(Math.floor(settings.simulations / candidates), Math.floor(settings.steps / perSample()));
  // One sample would keep the best-rated choice whatever it found: none is played.
  return samples < MIN_SAMPLES ? { candidates, rounds, samples: 0 } : { candidates, rounds, samples };
}

/**
 * Sheets the rollouts may rate a step, on average over a decision: 55, about what a step
 * of a 2-player mid-game rates. Where the rollouts rate more (an expert opening, a
 * seasonal sheet with roundabouts), the samples stop sooner.
 */
const RATINGS_PER_STEP = 55;

/** The fewest samples worth playing: with one, no candidate's gain has a spread, and the best-rated choice always stays. */
const MIN_SAMPLES = 2;

/** No game lasts longer: a deeper playout plays to the end. */
const MAX_ROUNDS = 40;

/**
 * A search bot: determinised Monte Carlo over the greedy bot's best placements. For
 * each decision it rates choices as the greedy bot does ({@link greedyCandidates}) but
 * wider: every use of the effect at the best few placements (a pair's number in a
 * house), keeping the best-rated choice of each placement (uses of one effect at one
 * house rarely differ by much, and the greedy bot's own six best choices share two or
 * three houses in most decisions). It samples hidden states consistent with its view
 * ({@link sampleState}: the order of the cards to come, the other players' hidden
 * choices), and in each plays every candidate followed by a few rounds of the rollout
 * bot on every seat, and rates the outcome (the final score where the game ended,
 * {@link evaluateSheet} of the sheet where it did not). Every candidate meets the same
 * samples and the same rollout seeds, so their difference is measured on equal futures
 * (and with the greedy bot as the rollout bot, the other players' turns that a
 * candidate leaves as they were are worked out once for all the candidates); the
 * candidate with the best mean gain over the best-rated one is played when that gain
 * exceeds `margin` standard errors, the best-rated one otherwise. With `schedule:
 * 'halving'` the samples come in rounds, and after each the worse half of the candidates
 * by mean gain drops out (the best-rated one stays), so that the last two are told apart
 * on more samples than an even share gives them; the choice is then between those two.
 * The same view and seed give the same choice; the cost grows with `simulations` ×
 * `depth`.
 *
 * @param options - Budget and shape of the search: simulations a decision (128), candidates (8 placements), depth in rounds (6), rollout bot (greedy), margin (0.5), schedule (`'even'`).
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
  return (given: PlayerView, seed: number): Choice | PickChoice => searchStep(checkedView(given, 'view'), checkedSeed(seed), settings).choice;
}

/** A search bot's decision, and the work it took: sheets rated, by its own raters and its rollouts', and the samples each candidate met. */
export interface Searched {
  readonly choice: Choice | PickChoice;
  readonly rated: number;
  /** For each candidate of the shortlist, best-rated first, the samples it was played out on (none without simulating). */
  readonly samples: readonly number[];
}

/**
 * The search bot's decision on a view the engine trusts and a checked seed: every
 * sample a compact game, each candidate played out on a copy of it. The work it did,
 * in sheets rated, is read off its own raters and returned with it.
 */
export function searchStep(view: PlayerView, base: number, settings: Settings): Searched {
  const rater = raterOfView(settings.valuation, view);
  const ranked = placementCandidates(view, settings.candidates, rater);
  const first = ranked[0];
  if (first === undefined) return fail('game/over', undefined);
  // A step is a bot's decision: in an expert game a seat's turn is two, the pick and the build.
  const plan = searchPlan(settings, ranked.length, view.players.length * (view.variants.expert ? 2 : 1));
  if (plan.samples === 0) return { choice: first.choice, rated: rater.count, samples: [] };
  const shortlist = ranked.slice(0, plan.candidates);
  const rng = rngFromNumber(base, SEARCH);
  // Each candidate's value in each sample, less the best-rated one's in the same sample.
  const gains: number[][] = shortlist.map(() => []);
  const seat = view.players.findIndex((player) => player.id === view.player);
  // The rollouts' work, counted in sheets rated: a step of an expert opening or a
  // seasonal sheet rates more of them than one of a classic mid-game.
  let table: Table | undefined;
  let work: CompactGame | undefined;
  const start = rater.count;
  const most = settings.steps * RATINGS_PER_STEP;
  // Which candidates the samples play: all of them, or (halving) fewer round by round, the
  // best-rated one always (every gain is measured against it).
  let alive = shortlist.map((_, k) => k);
  const playouts = plan.samples * shortlist.length;
  let spent = 0;
  const halvings = settings.halving === true ? Math.max(1, Math.ceil(Math.log2(shortlist.length))) : 1;
  for (let round = 0; round < halvings; round++) {
    // This round's samples: an even share of the playouts left among the rounds left; when
    // that is too few to rank by, the last round, with every playout left (never more
    // than `simulations` in all).
    let samples = Math.floor((playouts - spent) / (halvings - round) / alive.length);
    const last = round === halvings - 1 || samples < MIN_SAMPLES;
    if (last) samples = Math.floor((playouts - spent) / alive.length);
    let played = 0;
    for (; played < samples; played++) {
      const used = table === undefined ? 0 : ratedSoFar(table, rater) - start;
      const done = (gains[0] as number[]).length;
      // Another sample costs about what a playout did on average, times the candidates it
      // plays: not begun past the budget.
      if (done > 0 && used + used / (spent / alive.length) > most) break;
      const sampleSeed = nextUint32(rng);
      const game = sampleGame(view, sampleSeed, settings.rollout, table);
      table ??= newTable();
      const rolloutSeed = nextUint32(rng);
      // The other players' turns, the same for most candidates, worked out once.
      const memo = new TurnMemo();
      const values = alive.map((k) => {
        if (work === undefined) work = cloneGame(game, false);
        else copyGame(game, work, false);
        replayed(work, seat, (shortlist[k] as (typeof shortlist)[number]).choice);
        return playOut(work, seat, settings, rolloutSeed, table as Table, rater, memo, plan.rounds);
      });
      alive.forEach((k, i) => (gains[k] as number[]).push((values[i] as number) - (values[0] as number)));
      spent += alive.length;
    }
    if (last || played < samples || alive.length <= 2) break;
    // The better half by mean gain so far, the best-rated one kept.
    const meanOf = (k: number) => (gains[k] as number[]).reduce((sum, gain) => sum + gain, 0) / (gains[k] as number[]).length;
    const others = alive.slice(1).sort((a, b) => meanOf(b) - meanOf(a) || a - b);
    alive = [0, ...others.slice(0, Math.max(1, Math.ceil(alive.length / 2) - 1))];
  }
  // A candidate replaces the best-rated one only when its mean gain stands clear of the
  // samples' noise (a mean above its standard error): too few samples, or a gain within
  // the noise, and the best-rated one stays.
  let best = 0;
  let bestGain = 0;
  // Only the candidates the last samples played: one dropped by halving is judged on fewer.
  gains.forEach((list, k) => {
    if (k === 0 || list.length < 2 || !alive.includes(k)) return;
    const mean = list.reduce((sum, gain) => sum + gain, 0) / list.length;
    const spread = Math.sqrt(list.reduce((sum, gain) => sum + (gain - mean) ** 2, 0) / (list.length - 1) / list.length);
    if (mean > bestGain && mean > settings.margin * spread) {
      best = k;
      bestGain = mean;
    }
  });
  return { choice: (shortlist[best] ?? first).choice, rated: table === undefined ? rater.count : ratedSoFar(table, rater), samples: gains.map((list) => list.length) };
}
