// The clairvoyant solo planner of `npm run bench:ceiling` (test/bench/ceiling.ts): a beam
// search over a whole solo game that reads the deck's order from the state. A bench tool,
// not a bot: it sees every card to come, which no player does, so the best game it finds
// is a bound of sorts for the seed, to measure the bots against.
//
// Each round, every legal choice of every state in the beam (legalChoices' list: the
// compulsory claims of `original` included) is played on the state's sheet and rated as
// the greedy bot rates its shortlist (by the learned rating of the bots' levels,
// src/bots/rating/learned/, or with CEILING_RATING=hand the hand-set one of src/bots/rating/evaluate.ts,
// plus the points of the claims). Each state's `branch` best-rated
// choices that leave distinct sheets, one a place (a number in a house) before a second
// at any place, go through the engine's own round (applyChoice,
// resolveRound: the next offer and the solo card come as they will) and are played out
// to the end by the greedy bot at temperature 0 (the same rating) on the true deck; the `width` whose
// playouts score most form the next beam. Rating alone (no playouts) looks only one
// round ahead and finds games barely better than the search bot's; the playouts give
// each state a score it can surely reach. Every game played to its end, playout or
// not, is a real game of the engine, and the best of them is the plan: its score is the
// engine's result, never a rating.
import { applyChoice, createGame, resolveRound, type Choice, type GameState } from '../../src/index.js';
import type { GameInProgress } from '../../src/game/state.js';
import type { Sheet } from '../../src/sheet/types.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { choicesOf } from '../../src/game/legal/walk.js';
import { contextOf } from '../../src/game/choice/source.js';
import { playChoice } from '../../src/game/choice/play.js';
import { isProblem } from '../../src/errors/rule-error.js';
import { EXACT_GREEDY_BOTS } from '../../src/bots/greedy.js';
import { ratingOf, valuationOfRating } from '../../src/bots/rating/ratings.js';
import { claimPoints } from '../../src/bots/claims.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { raterFor } from '../../src/bots/rating/rater.js';
import { botTurn } from '../../src/bots/play-game.js';

/** The rating the planner rates and plays out by: CEILING_RATING, learned by default. */
const RATING = ratingOf(process.env.CEILING_RATING ?? 'learned');
const valuation = valuationOfRating(RATING);
const playoutBot = EXACT_GREEDY_BOTS[RATING];

/** A solo game of the bench: one player under `original`. */
export const soloOptions = (seed: string) => ({ players: 1, ruleset: 'original', seed }) as const;

/** How wide the planner looks. */
export interface PlanOptions {
  /** States kept a round. */
  readonly width: number;
  /** Choices of each state played out a round, the best-rated first. */
  readonly branch: number;
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
  readonly state: GameInProgress;
  readonly choices: readonly Choice[];
}

/** A choice of a beam state, rated. */
interface Rated {
  readonly choice: Choice;
  readonly sheet: CompactSheet;
  readonly value: number;
}

/** The game played to its end from `state` by the greedy bot at temperature 0. */
function playOut(state: GameState): GameState {
  let next = state;
  while (next.status === 'choosing') next = resolveRound(botTurn(next, 'p1', playoutBot, 0));
  return next;
}

const totalOf = (state: GameState): number => state.result?.players[0]?.breakdown.total ?? Number.NEGATIVE_INFINITY;

/** Every legal choice of the solo player in `state`, rated, best first. */
function ratedChoices(state: GameInProgress): Rated[] {
  const sheet = compactOf((state.players[0] as { readonly sheet: Sheet }).sheet);
  const ctx = contextOf(state, 0);
  const rater = raterFor(valuation, state.cards.deck);
  const rated: Rated[] = [];
  for (const step of choicesOf(sheet, ctx)) {
    if (step.type === 'pick') continue;
    const outcome = playChoice(sheet, step, ctx);
    if (isProblem(outcome)) continue;
    rated.push({ choice: step, sheet: outcome.sheet, value: rateSheet(rater, outcome.sheet, state.plans) + claimPoints(step.claims ?? [], state.plans) });
  }
  return rated.sort((a, b) => b.value - a.value);
}

/** Where a choice writes its number, and which: a refusal is one place of its own. */
function placeOf(choice: Choice, state: GameInProgress): string {
  if (choice.type !== 'build') return 'refuse';
  const delta = choice.effect?.type === 'temp' ? choice.effect.delta : 0;
  return `${choice.street} ${choice.house} ${(state.offer[choice.pair]?.number ?? 0) + delta}`;
}

/**
 * The order in which a state's choices (`list`, best-rated first) are played out: the
 * best-rated at each place first, then the others, each in the order of its rating.
 * The best few of one state's choices are mostly uses of one effect beside one number,
 * which lead to much the same games; other houses lead to others.
 */
function spread(list: readonly Rated[], state: GameInProgress): Rated[] {
  const places = new Set<string>();
  const first: Rated[] = [];
  const rest: Rated[] = [];
  for (const item of list) {
    const place = placeOf(item.choice, state);
    if (places.has(place)) rest.push(item);
    else {
      places.add(place);
      first.push(item);
    }
  }
  return [...first, ...rest];
}

/** The best solo game the planner finds on `seed`. */
export function planSolo(seed: string, { width, branch }: PlanOptions): Plan {
  const start = createGame(soloOptions(seed));
  if (start.status !== 'choosing') throw new Error('a solo game over before it starts');
  let best: { total: number; choices: readonly Choice[] } = { total: Number.NEGATIVE_INFINITY, choices: [] };
  let rated = 0;
  let playouts = 0;
  const finished = (state: GameState, choices: readonly Choice[]) => {
    const total = totalOf(state);
    if (total > best.total) best = { total, choices };
  };
  let beam: Node[] = [{ state: start, choices: [] }];
  while (beam.length > 0) {
    const next: { node: Node; value: number }[] = [];
    // Two states of the beam often reach one sheet: it is played out once.
    const seen = new Set<string>();
    for (const parent of beam) {
      const list = ratedChoices(parent.state);
      rated += list.length;
      let tried = 0;
      for (const { choice, sheet } of spread(list, parent.state)) {
        if (tried >= branch) break;
        const key = JSON.stringify(sheet);
        if (seen.has(key)) continue;
        seen.add(key);
        tried += 1;
        const after = resolveRound(applyChoice(parent.state, 'p1', choice));
        const choices = [...parent.choices, choice];
        if (after.status === 'over') {
          finished(after, choices);
          continue;
        }
        const end = playOut(after);
        playouts += 1;
        finished(end, end.record.rounds.map((round) => round[0] as Choice));
        next.push({ node: { state: after, choices }, value: totalOf(end) });
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
