import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  emptySheet,
  isRuleError,
  legalChoices,
  playerView,
  randomBot,
  resolveRound,
  validateChoice,
  validateSheet,
  validateState,
  type Choice,
  type GameState,
} from '../../src/index.js';
import { nextBelow, seedRng } from '../../src/internal/rng.js';
import { playedGame } from '../support/random-play.js';

/*
 * States that cannot be read as they say they are, and positions read from a state that
 * a loop would start from (docs/rules.md §11.1 for the truck): the checks name them, and
 * the transitions answer them, never a hang.
 */

const trap = () => {
  throw new Error('trap');
};
/** A proxy that answers its descriptors faithfully and throws on every plain read. */
const unreadable = <T extends object>(target: T): T => new Proxy(target, { get: trap });
/** A proxy whose plain reads lie: every number read is one more than the number stored. */
const lying = <T extends object>(target: T): T =>
  new Proxy(target, { get: (object, key) => (typeof Reflect.get(object, key) === 'number' ? (Reflect.get(object, key) as number) + 1 : Reflect.get(object, key)) });

describe('validateState never calls a state sound that it could not read', () => {
  const state = JSON.parse(JSON.stringify(playedGame({ ruleset: 'collector', players: 2, seed: 3, bot: 3 }, 4))) as GameState;

  it('a state whose every read throws is state/malformed, naming the field it could not read', () => {
    expect(validateState(unreadable(state))).toEqual([{ code: 'state/malformed', path: 'rules', message: expect.stringContaining('could not be read') as string }]);
  });

  it('a field deep inside (a sheet) whose reads throw is named with its path', () => {
    const players = state.players.map((player, i) => (i === 1 ? { ...player, sheet: unreadable(player.sheet) } : player));
    const problems = validateState({ ...state, players });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'state/malformed', path: 'players[1].sheet.streets' });
  });

  it('a field whose reads give another value than it holds is state/malformed too', () => {
    const problems = validateState({ ...state, round: undefined as never, ...{}, cards: lying(state.cards) });
    expect(problems[0]?.code).toBe('state/malformed');
  });

  it('validateSheet names a sheet it could not read', () => {
    expect(validateSheet(unreadable(emptySheet('eggs')))).toEqual([{ code: 'sheet/malformed', path: 'streets', message: expect.stringContaining('could not be read') as string }]);
  });

  it("the view check refuses a view it could not read (argument/invalid), never the trap's own error", () => {
    const view = JSON.parse(JSON.stringify(playerView(state, 'p1'))) as ReturnType<typeof playerView>;
    let caught: unknown;
    try {
      legalChoices(unreadable(view), 'p1');
    } catch (error) {
      caught = error;
    }
    expect(isRuleError(caught) && caught.code).toBe('argument/invalid');
    const answer = validateChoice(unreadable(view), 'p1', { type: 'refuse' });
    expect(answer.ok).toBe(false);
  });
});

describe('"the truck drives on to the house just written" (§11.1), from a position that is no house', () => {
  /** An ice cream game under the original rules, some rounds in, with a street's truck moved to `at`. */
  const withTruckAt = (street: 1 | 2, at: unknown): GameState => {
    const state = JSON.parse(JSON.stringify(playedGame({ ruleset: 'original', players: 2, seed: 1, bot: 1, sheet: 'ice-cream' }, 6))) as GameState;
    const season = state.players[0]?.sheet.season as unknown as { trucks: { from: string | null; at: unknown }[] };
    season.trucks[street] = { from: 'left', at };
    return state;
  };

  for (const street of [1, 2] as const) {
    for (const at of [2.5, '3', [3], -1, 1e308, 11.0000001]) {
      it(`street ${street}, truck at ${JSON.stringify(at)}: legalChoices answers at once with sheet/malformed, and validateState names it`, () => {
        const state = withTruckAt(street, at);
        const start = performance.now();
        let caught: unknown;
        try {
          legalChoices(state, state.players[0]?.id as string);
        } catch (error) {
          caught = error;
        }
        // Measured, not asserted beyond a wide margin: the bug was a loop that never ended.
        expect(performance.now() - start).toBeLessThan(2000);
        // A number below the truck never drives it: the listing may answer without reading it.
        if (caught !== undefined) {
          expect(isRuleError(caught) && caught.code).toBe('sheet/malformed');
          expect((caught as Error).message).toContain(`season.trucks[${street}].at`);
        }
        expect(validateState(state).map((problem) => problem.code)).toContain('sheet/malformed');
      });
    }
  }

  it('a round resolved over such a truck answers too', () => {
    let state = withTruckAt(2, '3');
    for (const player of state.players) {
      try {
        state = applyChoice(state, player.id, randomBot(playerView(state, player.id), 1) as Choice);
      } catch (error) {
        expect(isRuleError(error)).toBe(true);
        return;
      }
    }
    expect(() => resolveRound(state)).toThrow(/sheet\/malformed/);
  });
});

describe('a pending choice of a state from outside is read as a choice from outside', () => {
  it('resolveRound parses it: a getter in it is read once, as a value, into a plain copy that the record keeps', () => {
    const state = createGame({ players: 2, seed: 8 });
    let next = applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 0 });
    next = applyChoice(next, 'p2', { type: 'build', pair: 1, street: 1, house: 0 });
    let reads = 0;
    const pending = Object.defineProperty({ type: 'build', pair: 0, street: 0 }, 'house', { get: () => reads++, enumerable: true });
    const copied = { ...next, players: next.players.map((player, i) => (i === 0 ? { ...player, pending: pending as Choice } : player)) };
    const resolved = resolveRound(copied);
    expect(reads).toBe(1);
    expect(resolved.players[0]?.sheet.streets[0].houses[0]?.number).not.toBeNull();
    const recorded = resolved.record.rounds[0]?.[0] as object;
    expect(Object.getOwnPropertyDescriptor(recorded, 'house')).toMatchObject({ value: 0 });
  });

  it('resolveRound refuses a pending choice that is not a choice (choice/malformed), whatever it holds', () => {
    const state = applyChoice(applyChoice(createGame({ players: 2, seed: 8 }), 'p1', { type: 'build', pair: 0, street: 0, house: 0 }), 'p2', { type: 'build', pair: 1, street: 1, house: 0 });
    for (const pending of [{ type: 'build', pair: 0, street: 0, house: 1e308 }, { type: 'pick', card: 0 }, { type: 'build', pair: '0', street: 0, house: 2 }]) {
      const copied = { ...state, players: state.players.map((player, i) => (i === 0 ? { ...player, pending: pending as Choice } : player)) };
      expect(() => resolveRound(copied)).toThrow(/choice\/malformed/);
    }
  });
});

describe('the seeded draw refuses what it could never draw', () => {
  it('a bound past 2^32, which no value of the generator falls below, is a RangeError, not a loop', () => {
    const state: [number, number, number, number] = [...seedRng('bound')];
    expect(() => nextBelow(state, 2 ** 32 + 1)).toThrow(RangeError);
    expect(() => nextBelow(state, 1e308)).toThrow(RangeError);
    expect(nextBelow(state, 2 ** 32)).toBeLessThan(2 ** 32);
  });
});
