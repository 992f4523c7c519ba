// The clairvoyant solo planner of `npm run bench:ceiling` (test/bench/ceiling.ts): a beam
// search over a whole solo game that reads the deck's order from the state. A bench tool,
// not a bot: it sees every card to come, which no player does, so the best game it finds
// is a bound of sorts for the seed, to measure the bots against.
//
// Each round, every legal choice of every state in the beam (legalChoices' list: the
// compulsory claims of `original` included) is played on the state's sheet and rated as
// the greedy bot rates its shortlist (by the learned feature weights, src/bots/rating/learned/,
// or with CEILING_RATING=patterns or hand the pattern value of the strong and expert levels
// or the hand-set rating of src/bots/rating/evaluate.ts, plus the points of the claims). Each state's `branch` best-rated
// choices that leave distinct sheets, one a place (a number in a house) before a second
// at any place, go through the engine's own round (playStep, settleRound: the next
// offer and the solo card come as they will) and are played out to the end by the
// greedy bot at temperature 0 (the same rating) on the true deck; the `width` whose
// playouts score most form the next beam. Rating alone (no playouts) looks only one
// round ahead and finds games barely better than the search bot's; the playouts give
// each state a score it can surely reach. Every game played to its end, playout or
// not, is a real game of the engine, and the best of them is the plan: its score is the
// engine's result, never a rating.
//
// The beam's states are compact games (src/game/compact/): a choice is played on a
// copy of its state (cloneGame), a playout in one scratch game the planner copies each
// state into (copyGame), the greedy bot deciding on the compact sheets (decide), and
// the games scored from their compact sheets: no JSON state is written between moves,
// nor at all (the plan is its choices and total, which ceiling.ts replays).
import type { Choice } from '../../src/index.js';
import { plainOptions } from '../../src/game/create.js';
import { cloneGame, contextFor, copyGame, isOver, type CompactGame } from '../../src/game/compact/game.js';
import { startGame } from '../../src/game/compact/start.js';
import { playStep } from '../../src/game/compact/play.js';
import { settleRound } from '../../src/game/round/resolve.js';
import { scoreSheets } from '../../src/game/score-game.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { OWN_LENGTH } from '../../src/sheet/compact/layout.js';
import { choicesOf } from '../../src/game/legal/walk.js';
import { playChoice } from '../../src/game/choice/play.js';
import { isProblem, raise } from '../../src/errors/rule-error.js';
import { EXACT_GREEDY_BOTS } from '../../src/bots/greedy-with.js';
import { ratingOf, valuationOfRating, type BotRating } from '../../src/bots/rating/ratings.js';
import type { Bot } from '../../src/bots/bot.js';
import { claimPoints } from '../../src/bots/claims.js';
import { rateWhole } from '../../src/bots/rating/patterns/value.js';
import { raterFor, type Rater } from '../../src/bots/rating/rater.js';
import { decide, newTable, type Table } from '../../src/bots/play-game.js';

/**
 * The rating the planner rates and plays out by unless told: CEILING_RATING, the learned
 * feature weights by default, whose planner finds the higher ceilings (docs/performance.md,
 * "The ceiling": the pattern value's finds lower ones, at three times the time).
 */
const RATING = ratingOf(process.env.CEILING_RATING ?? 'learned');

/** A solo game of the bench: one player under `original`. */
export const soloOptions = (seed: string) => ({ players: 1, ruleset: 'original', seed }) as const;

/** How wide the planner looks. */
export interface PlanOptions {
  /** States kept a round. */
  readonly width: number;
  /** Choices of each state played out a round, the best-rated first. */
  readonly branch: number;
  /** The rating it rates and plays out by (CEILING_RATING, the learned feature weights by default). */
  readonly rating?: BotRating;
}

/** The planner's game: its final score by the engine, and its choices round by round. */
export interface Plan {
  readonly total: number;
  readonly choices: readonly Choice[];
  /** Choices rated over the search, and games played out. */
  readonly rated: number;
  readonly playouts: number;
}

/** A state of the beam and the choices that led to it. */
interface Node {
  readonly game: CompactGame;
  readonly choices: readonly Choice[];
}

/** A choice of a beam state, rated. */
interface Rated {
  readonly choice: Choice;
  readonly value: number;
}

/** Plays `game` to its end in place, `playoutBot` (the greedy bot at temperature 0) deciding every round (on seed 0: it draws nothing). */
function playOut(game: CompactGame, table: Table, playoutBot: Bot): void {
  while (!isOver(game)) {
    decide(game, 0, playoutBot, 0, table);
    settleRound(game);
  }
}

/** The solo player's total in a finished game, scored from its compact sheet. */
const totalOf = (game: CompactGame): number => scoreSheets(game.ids, game.sheets, game.rules.tieBreak, game.solo).players[0]?.breakdown.total ?? Number.NEGATIVE_INFINITY;

/** The choices of every round of `game`'s record, as the rounds recorded them. */
const recordedChoices = (game: CompactGame): Choice[] => game.rounds.map((round) => round[0] as Choice);

/** Every legal choice of the solo player in `game`, rated, best first. */
function ratedChoices(game: CompactGame, rater: Rater): Rated[] {
  const sheet = game.sheets[0] as CompactSheet;
  const ctx = contextFor(game, 0);
  const rated: Rated[] = [];
  for (const step of choicesOf(sheet, ctx)) {
    if (step.type === 'pick') continue;
    const outcome = playChoice(sheet, step, ctx);
    if (isProblem(outcome)) continue;
    // Its sheet is not kept: most choices are never played out, and the few that are are played again on a copy of the game.
    rated.push({ choice: step, value: rateWhole(rater, outcome.sheet, game.plans) + claimPoints(step.claims ?? [], game.plans) });
  }
  return rated.sort((a, b) => b.value - a.value);
}

/** Where a choice writes its number, and which: a refusal is one place of its own. */
function placeOf(choice: Choice, game: CompactGame): string {
  if (choice.type !== 'build') return 'refuse';
  const delta = choice.effect?.type === 'temp' ? choice.effect.delta : 0;
  return `${choice.street} ${choice.house} ${(game.offer[choice.pair]?.number ?? 0) + delta}`;
}

/**
 * The order in which a state's choices (`list`, best-rated first) are played out: the
 * best-rated at each place first, then the others, each in the order of its rating.
 * The best few of one state's choices are mostly uses of one effect beside one number,
 * which lead to much the same games; other houses lead to others.
 */
function spread(list: readonly Rated[], game: CompactGame): Rated[] {
  const places = new Set<string>();
  const first: Rated[] = [];
  const rest: Rated[] = [];
  for (const item of list) {
    const place = placeOf(item.choice, game);
    if (places.has(place)) rest.push(item);
    else {
      places.add(place);
      first.push(item);
    }
  }
  return [...first, ...rest];
}

/** The best solo game the planner finds on `seed`. */
export function planSolo(seed: string, { width, branch, rating = RATING }: PlanOptions): Plan {
  const playoutBot = EXACT_GREEDY_BOTS[rating];
  const start = startGame(plainOptions(soloOptions(seed)));
  if (isOver(start)) throw new Error('a solo game over before it starts');
  // One rater rates every choice of the plan and one table keeps the playouts' bot: the
  // game's deck is one, and a sheet a compact game holds is never written.
  const rater = raterFor(valuationOfRating(rating), start.deck, 1);
  const table = newTable();
  // The game every playout is played in, a copy of the state it starts from.
  const scratch = cloneGame(start);
  let best: { total: number; choices: readonly Choice[] } = { total: Number.NEGATIVE_INFINITY, choices: [] };
  let rated = 0;
  let playouts = 0;
  /** A finished game's total, kept as the best if it beats it (its choices listed only then). */
  const finished = (game: CompactGame, choices: () => readonly Choice[]): number => {
    const total = totalOf(game);
    if (total > best.total) best = { total, choices: choices() };
    return total;
  };
  let beam: Node[] = [{ game: start, choices: [] }];
  while (beam.length > 0) {
    const next: { node: Node; value: number }[] = [];
    // Two states of the beam often reach one sheet: it is played out once. One sheet is
    // what the sheet says, its entries before OWN_LENGTH: the rest are answers the
    // sheet keeps, worked out when a rule first asks (sheet/compact/derived.ts), which
    // differ with what was asked of it before.
    const seen = new Set<string>();
    for (const parent of beam) {
      const list = ratedChoices(parent.game, rater);
      rated += list.length;
      let tried = 0;
      for (const { choice } of spread(list, parent.game)) {
        if (tried >= branch) break;
        const after = cloneGame(parent.game);
        const why = playStep(after, 0, choice);
        if (why !== undefined) raise(why);
        // The sheet the choice leaves, as the round will settle it.
        const key = (after.after[0] as CompactSheet).slice(0, OWN_LENGTH).join();
        if (seen.has(key)) continue;
        seen.add(key);
        tried += 1;
        settleRound(after);
        const choices = [...parent.choices, choice];
        if (isOver(after)) {
          finished(after, () => choices);
          continue;
        }
        copyGame(after, scratch);
        playOut(scratch, table, playoutBot);
        playouts += 1;
        const value = finished(scratch, () => recordedChoices(scratch));
        next.push({ node: { game: after, choices }, value });
      }
    }
    // A stable sort: among equal playouts the better-rated parent's choice stays first.
    beam = next
      .sort((a, b) => b.value - a.value)
      .slice(0, width)
      .map((item) => item.node);
  }
  return { ...best, rated, playouts };
}
