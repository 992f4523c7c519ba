import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, resolveRound, RuleError, SHEET_KINDS, type EstateRef, type GameState } from '../../src/index.js';
import { expectBonusesSettled, expectCardsConserved, expectSeasonKept, expectResultRescores, expectTracksInBounds, expectUsedEstatesWhole, expectWrittenKept, ordered } from '../support/oracles.js';
import { allVariantsArb, gameParamsArb, optionsOf, randomTurn, rngOf, type GameParams, type Rng } from '../support/random-play.js';

/** The model: what the rules say must hold between rounds, kept beside the real state. */
interface Model {
  /** Estates each player has used for plans so far. */
  used: EstateRef[][];
  /** Rounds resolved. */
  rounds: number;
}

interface Real {
  state: GameState;
  rng: Rng;
}

function checkRound(before: GameState, after: GameState, model: Model): void {
  after.players.forEach((player, i) => {
    const previous = before.players[i]?.sheet;
    for (const street of player.sheet.streets) expect(ordered(street.houses)).toBe(true);
    if (previous !== undefined) expectWrittenKept(previous, player.sheet);
    if (previous !== undefined) expectSeasonKept(previous, player.sheet);
    expectTracksInBounds(player.sheet);
    expectUsedEstatesWhole(player.sheet, model.used[i] ?? []);
    player.sheet.plans.forEach((points, k) => {
      const plan = after.plans[k];
      if (points !== null) expect([plan?.first, plan?.later]).toContain(points);
    });
  });
  expectCardsConserved(after);
  expectBonusesSettled(after.players.map((player) => player.sheet));
  expect(after.record.rounds).toHaveLength(model.rounds);
  if (after.status === 'over') {
    expect(after.ended.length).toBeGreaterThan(0);
    expectResultRescores(after);
  } else {
    expect(after.round).toBe(model.rounds + 1);
    expect(after.players.every((player) => player.pending === null)).toBe(true);
  }
}

/** One player chooses (or changes their mind); sheets must not move. */
class Choose implements fc.Command<Model, Real> {
  constructor(readonly player: number) {}
  check = () => true;
  run(_model: Model, real: Real): void {
    if (real.state.status === 'over') return;
    const player = real.state.players[this.player % real.state.players.length];
    if (player === undefined) return;
    const next = randomTurn(real.state, player.id, real.rng);
    next.players.forEach((p, i) => expect(p.sheet).toBe(real.state.players[i]?.sheet));
    real.state = next;
  }
  toString = () => `choose(${this.player})`;
}

/** Everyone still waiting chooses, then the round resolves. */
class Resolve implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    if (real.state.status === 'over') return;
    let state: GameState = real.state;
    const waiting = state.players.filter((player) => player.pending === null);
    if (waiting.length > 0) {
      expect(() => resolveRound(state)).toThrow(RuleError);
      for (const player of waiting) state = randomTurn(state, player.id, real.rng);
    }
    const after = resolveRound(state);
    model.rounds += 1;
    state.players.forEach((player, i) => {
      for (const claim of player.pending?.claims ?? []) model.used[i]?.push(...(claim.estates ?? []));
    });
    checkRound(real.state, after, model);
    real.state = after;
  }
  toString = () => 'resolve';
}

const commands = [fc.nat(5).map((player) => new Choose(player)), fc.constant(new Resolve())];

/** Plays a whole random game of `params` through the model's commands, then to its end. */
function modelGame(params: GameParams, cmds: Iterable<fc.Command<Model, Real>>): void {
  const state = createGame(optionsOf(params));
  const model: Model = { used: state.players.map(() => []), rounds: 0 };
  const real: Real = { state, rng: rngOf(params.bot) };
  fc.modelRun(() => ({ model, real }), cmds);
  const finish = new Resolve();
  while (real.state.status === 'choosing') finish.run(model, real);
  expect(real.state.status).toBe('over');
}

describe('random legal games, both rulesets, 1–6 players, every kind of sheet (model-based)', () => {
  it('keep every invariant after every round, to the end of the game', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.commands(commands, { maxCommands: 40 }), modelGame),
      { numRuns: 40 },
    );
  });

  it.each(SHEET_KINDS)('on the %s sheet', (sheet) => {
    fc.assert(
      fc.property(
        gameParamsArb.map((params) => ({ ...params, sheet })),
        fc.commands(commands, { maxCommands: 40 }),
        modelGame,
      ),
      { numRuns: 15 },
    );
  });

  it('with every variant on (expert card choice, advanced plans, roundabouts)', () => {
    fc.assert(
      fc.property(allVariantsArb, fc.commands(commands, { maxCommands: 40 }), modelGame),
      { numRuns: 25 },
    );
  });
});
