import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumerateMoves, MAX_ENUMERATED } from '../../src/adapters/boardgame-io/index.js';
import { applyChoice, createGame, eachLegalChoice, validateChoice, type GameState, type RulesetName, type SheetKind } from '../../src/index.js';
import { optionsOf, playChoices, randomRound, randomStep, rngOf, type GameParams, type Rng } from '../support/random-play.js';

/*
 * boardgame.io's bots see only what ai.enumerate lists (README, docs/boardgame-io.md):
 * "Every move listed is legal, and whenever the player has a legal choice at least one
 * is listed". Checked at every decision of every player (the expert pick, then the
 * build or refusal after it) of random games on every sheet, both rulesets, one to
 * five players, with expert card choice, advanced plans and roundabouts. Random play
 * that writes its roundabouts sparingly keeps them for the late rounds, where a picked
 * number may fit only beside one.
 */

const paramsArb: fc.Arbitrary<GameParams> = fc.constantFrom<RulesetName>('collector', 'original').chain((ruleset) =>
  fc.record({
    ruleset: fc.constant(ruleset),
    players: fc.integer({ min: ruleset === 'collector' ? 2 : 1, max: 5 }),
    seed: fc.integer(),
    bot: fc.integer(),
    // Expert and roundabouts three times in four: together they make the hard case.
    variants: fc.record({ expert: fc.constantFrom(true, true, true, false), advancedPlans: fc.boolean(), roundabouts: fc.constantFrom(true, true, true, false) }),
    sheet: fc.constantFrom<SheetKind>('classic', 'ice-cream', 'christmas', 'eggs'),
    roundaboutOdds: fc.constantFrom(2, 6, 30),
  })
);

/** What went wrong at one decision, or `undefined`. */
function problemAt(state: GameState, id: string): string | undefined {
  const moves = enumerateMoves(state, id);
  if (moves.length > MAX_ENUMERATED) return `${moves.length} moves listed`;
  if (moves.length === 0) {
    // One legal choice is enough to break the promise: the walk stops at the first.
    const legal = eachLegalChoice(state, id).next();
    return legal.done === true ? undefined : `no move listed, but ${JSON.stringify(legal.value)} is legal`;
  }
  for (const { args } of moves) {
    const [choice, round] = args;
    if (round !== state.round) return `a move for round ${round} in round ${state.round}`;
    const checked = validateChoice(state, id, choice);
    if (!checked.ok) return `${JSON.stringify(choice)} listed, but ${checked.code}`;
  }
  return undefined;
}

/** Plays a whole game at random, asking at each decision of each player; the first problem found, with where. */
function firstProblem(params: GameParams): string | undefined {
  let state = createGame({ ...optionsOf(params), players: Array.from({ length: params.players }, (_, i) => String(i)) });
  const rng: Rng = rngOf(params.bot);
  while (state.status === 'choosing') {
    for (const { id } of state.players) {
      let at: GameState = state;
      for (;;) {
        const problem = problemAt(at, id);
        if (problem !== undefined) return `round ${at.round}, player ${id}: ${problem}`;
        const step = randomStep(at, id, rng, params.roundaboutOdds);
        if (step.type !== 'pick') break;
        at = applyChoice(at, id, step);
      }
    }
    state = playChoices(state, randomRound(state, rng, params.roundaboutOdds));
  }
  return undefined;
}

describe('ai.enumerate of the boardgame.io entry', () => {
  it('"whenever the player has a legal choice at least one is listed", and "every move listed is legal", at every decision of random games', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        expect(firstProblem(params)).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});
